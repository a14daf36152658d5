/* bri-i18n.c: binds the translations of libbriscola, and knows each variant's domain.
 *
 * A library binds only its own domain: setlocale() and textdomain() belong to the
 * application. A plugin's texts are looked up in the plugin's own domain, which the
 * loader binds and records here per variant. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-i18n.h"
#include "bri-i18n-private.h"
#include "bri-uninstalled.h"

void
bri_i18n_init (void)
{
  static gsize bound = 0;

  if (g_once_init_enter (&bound))
    {
      const char *dir = bri_getenv_uninstalled (BRI_LOCALEDIR_ENV);

      bindtextdomain (GETTEXT_PACKAGE, dir && *dir ? dir : LOCALEDIR);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      g_once_init_leave (&bound, 1);
    }
}

/* const BriRules * → interned domain; read by the AI's threads too, hence the lock. */
static GHashTable *rules_domains;
G_LOCK_DEFINE_STATIC (rules_domains);

void
bri_i18n_set_rules_domain (const BriRules *rules, const char *domain)
{
  g_assert (rules != NULL);
  g_assert (domain != NULL);

  G_LOCK (rules_domains);
  if (rules_domains == NULL)
    rules_domains = g_hash_table_new (NULL, NULL);
  g_hash_table_insert (rules_domains, (gpointer) rules, (gpointer) g_intern_string (domain));
  G_UNLOCK (rules_domains);
}

const char *
bri_i18n_get_rules_domain (const BriRules *rules)
{
  const char *domain = NULL;

  G_LOCK (rules_domains);
  if (rules_domains != NULL)
    domain = g_hash_table_lookup (rules_domains, rules);
  G_UNLOCK (rules_domains);
  return domain;
}

void
bri_i18n_bind_plugin_domain (const char *domain, const char *locale_dir,
                             const char *module_path)
{
  g_assert (domain != NULL);

  /* The library's own domain stays where the library bound it: a plugin sharing it (as
   * the shipped ones do) must not move the library's translations elsewhere. */
  if (locale_dir != NULL && g_strcmp0 (domain, GETTEXT_PACKAGE) != 0)
    {
      /* The module's path may be relative to the working folder (a relative
       * BRISCOLA_PLUGIN_PATH): make it absolute first. */
      g_autofree char *module_dir = g_path_get_dirname (module_path);
      g_autofree char *absolute_dir = g_canonicalize_filename (module_dir, NULL);
      g_autofree char *dir = g_canonicalize_filename (locale_dir, absolute_dir);

      bindtextdomain (domain, dir);
    }
  bind_textdomain_codeset (domain, "UTF-8");
}
