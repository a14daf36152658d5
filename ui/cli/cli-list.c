/* cli-list.c: `briscola-cli list`: the variants the plugin loader found, and the broken. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli.h"
#include "cli-text.h"

static void
add_variant_json (JsonBuilder *builder, BriVariant *variant)
{
  const BriRules *rules = bri_variant_get_rules (variant);

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "id");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, bri_rules_get_name (rules));
  json_builder_set_member_name (builder, "description");
  json_builder_add_string_value (builder, bri_rules_get_description (rules));
  json_builder_set_member_name (builder, "players");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "min");
  json_builder_add_int_value (builder, rules->min_players);
  json_builder_set_member_name (builder, "max");
  json_builder_add_int_value (builder, rules->max_players);
  json_builder_set_member_name (builder, "default");
  json_builder_add_int_value (builder, rules->default_players);
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "deck_style");
  json_builder_add_string_value (builder, bri_deck_style_to_string (rules->deck_style));
  json_builder_set_member_name (builder, "plugin");
  json_builder_add_string_value (builder, bri_variant_get_path (variant));

  json_builder_set_member_name (builder, "options");
  json_builder_begin_array (builder);
  for (guint i = 0; i < rules->n_options; i++)
    {
      const BriOptionSpec *spec = &rules->options[i];
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "key");
      json_builder_add_string_value (builder, spec->key);
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, bri_rules_gettext (rules, spec->label));
      json_builder_set_member_name (builder, "default");
      json_builder_add_string_value (builder, spec->choices[spec->default_choice].value);
      json_builder_set_member_name (builder, "values");
      json_builder_begin_array (builder);
      for (guint c = 0; spec->choices[c].value != NULL; c++)
        {
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "value");
          json_builder_add_string_value (builder, spec->choices[c].value);
          json_builder_set_member_name (builder, "label");
          json_builder_add_string_value (builder,
                                         bri_rules_gettext (rules, spec->choices[c].label));
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

int
cli_list (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (BriPluginLoader) loader = NULL;
  gboolean json = FALSE;
  const GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print results as JSON"), NULL },
    { NULL }
  };
  const GArray *failures;
  guint n;

  g_option_context_set_summary (context, _("List the installed variants and their options."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse (context, &argc, &argv, &error))
    return cli_fail (error);

  loader = cli_load_plugins ();
  failures = bri_plugin_loader_get_failures (loader);
  n = g_list_model_get_n_items (G_LIST_MODEL (loader));

  if (json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new ();
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "variants");
      json_builder_begin_array (builder);
      for (guint i = 0; i < n; i++)
        {
          g_autoptr (BriVariant) variant = g_list_model_get_item (G_LIST_MODEL (loader), i);
          add_variant_json (builder, variant);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "failures");
      json_builder_begin_array (builder);
      for (guint i = 0; i < failures->len; i++)
        {
          const BriPluginFailure *failure = &g_array_index (failures, BriPluginFailure, i);
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "path");
          json_builder_add_string_value (builder, failure->path);
          json_builder_set_member_name (builder, "reason");
          json_builder_add_string_value (builder, failure->message);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      cli_print_json (builder);
      return CLI_EXIT_OK;
    }

  for (guint i = 0; i < n; i++)
    {
      g_autoptr (BriVariant) variant = g_list_model_get_item (G_LIST_MODEL (loader), i);
      g_autofree char *players = bri_variant_dup_players_text (variant);
      const BriRules *rules = bri_variant_get_rules (variant);

      g_print ("%-16s %s\n", rules->id, bri_variant_get_name (variant));
      g_print ("%-16s ", "");
      /* Translators: %s is a player count or range, like "2" or "2–6". */
      g_print (ngettext ("%s player", "%s players", rules->max_players), players);
      g_print (" · %s\n", bri_variant_get_description (variant));
      for (guint o = 0; o < rules->n_options; o++)
        {
          const BriOptionSpec *spec = &rules->options[o];
          g_autoptr (GString) values = g_string_new (NULL);
          for (guint c = 0; spec->choices[c].value != NULL; c++)
            g_string_append_printf (values, "%s%s%s", c ? " | " : "", spec->choices[c].value,
                                    c == spec->default_choice ? "*" : "");
          g_print ("%-16s   %s=%s  (%s)\n", "", spec->key, values->str,
                   bri_rules_gettext (rules, spec->label));
        }
    }
  if (n == 0)
    g_print ("%s\n", _("No variant is installed."));
  for (guint i = 0; i < failures->len; i++)
    {
      const BriPluginFailure *failure = &g_array_index (failures, BriPluginFailure, i);
      {
        g_autofree char *message = cli_text_escape (failure->message, -1, CLI_TEXT_WHOLE);
        g_printerr (_("Broken plugin skipped: %s\n"), message);
      }
    }
  return CLI_EXIT_OK;
}
