/* cli-rules.c: `briscola-cli rules ID`: a variant's rules text in the user's language. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli.h"

int
cli_rules (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (_("ID"));
  g_autoptr (GError) error = NULL;
  g_autoptr (BriPluginLoader) loader = NULL;
  BriVariant *variant;

  g_option_context_set_summary (context, _("Print a variant’s rules."));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    return cli_fail (error);
  if (argc != 2)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("name one variant, as in “briscola-cli rules briscola2”"));
      return cli_fail (error);
    }

  loader = cli_load_plugins ();
  variant = bri_plugin_loader_lookup (loader, argv[1], &error);
  if (variant == NULL)
    return cli_fail (error);

  g_print ("%s\n\n%s\n", bri_variant_get_name (variant),
           bri_rules_get_rules_text (bri_variant_get_rules (variant)));
  return CLI_EXIT_OK;
}
