/* bri-config.c: choosing players and option values, with errors a person can act on. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-config.h"
#include "bri-error.h"
#include "bri-rules.h"

void
bri_config_init (BriConfig *config, const BriRules *rules)
{
  g_return_if_fail (config != NULL);
  g_return_if_fail (rules != NULL);
  g_return_if_fail (rules->n_options <= BRI_MAX_OPTIONS);

  memset (config, 0, sizeof *config);
  config->rules = rules;
  config->n_players = rules->default_players;
  for (guint i = 0; i < rules->n_options; i++)
    config->option[i] = rules->options[i].default_choice;
}

gboolean
bri_config_set_players (BriConfig *config, guint n_players, GError **error)
{
  const BriRules *rules = config->rules;

  if (n_players < rules->min_players || n_players > rules->max_players)
    {
      if (rules->min_players == rules->max_players)
        g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS,
                     ngettext ("%s is played by %u player, not %u",
                               "%s is played by %u players, not %u", rules->min_players),
                     rules->id, rules->min_players, n_players);
      else
        g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS,
                     _("%s is played by %u to %u players, not %u"),
                     rules->id, rules->min_players, rules->max_players, n_players);
      return FALSE;
    }
  config->n_players = (guint8) n_players;
  return TRUE;
}

static char *
list_choices (const BriOptionSpec *spec)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; spec->choices[i].value != NULL; i++)
    g_string_append_printf (out, "%s%s", i ? ", " : "", spec->choices[i].value);
  return g_string_free (out, FALSE);
}

gboolean
bri_config_set_option (BriConfig *config, const char *key, const char *value, GError **error)
{
  const BriRules *rules = config->rules;
  int index = bri_rules_find_option (rules, key);

  if (index < 0)
    {
      GString *keys = g_string_new (NULL);
      for (guint i = 0; i < rules->n_options; i++)
        g_string_append_printf (keys, "%s%s", i ? ", " : "", rules->options[i].key);
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“%s”: %s has no such option (it has: %s)"),
                   key, rules->id, keys->len ? keys->str : _("none"));
      g_string_free (keys, TRUE);
      return FALSE;
    }

  const BriOptionSpec *spec = &rules->options[index];
  for (guint i = 0; spec->choices[i].value != NULL; i++)
    if (g_strcmp0 (spec->choices[i].value, value) == 0)
      {
        config->option[index] = (guint8) i;
        return TRUE;
      }

  g_autofree char *choices = list_choices (spec);
  g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
               _("“%s”: option %s takes one of: %s"), value ? value : "", key, choices);
  return FALSE;
}

gboolean
bri_config_parse_option (BriConfig *config, const char *assignment, GError **error)
{
  const char *eq = strchr (assignment, '=');

  if (eq == NULL || eq == assignment)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“%s”: write an option as KEY=VALUE"), assignment);
      return FALSE;
    }
  g_autofree char *key = g_strndup (assignment, eq - assignment);
  return bri_config_set_option (config, key, eq + 1, error);
}

gboolean
bri_config_check (const BriConfig *config, GError **error)
{
  if (!bri_config_set_players ((BriConfig *) config, config->n_players, error))
    return FALSE;
  return config->rules->check_config == NULL || config->rules->check_config (config, error);
}

const char *
bri_config_get_value (const BriConfig *config, const char *key)
{
  int index = bri_rules_find_option (config->rules, key);
  g_return_val_if_fail (index >= 0, NULL);
  return config->rules->options[index].choices[config->option[index]].value;
}

gboolean
bri_config_option_applies (const BriConfig *config, guint option)
{
  g_return_val_if_fail (config != NULL && config->rules != NULL, FALSE);
  g_return_val_if_fail (option < config->rules->n_options, FALSE);

  return config->rules->option_applies == NULL ||
         config->rules->option_applies (config, option);
}

gboolean
bri_config_reset_inapplicable (BriConfig *config)
{
  const BriRules *rules;
  gboolean changed = FALSE;

  g_return_val_if_fail (config != NULL && config->rules != NULL, FALSE);

  rules = config->rules;
  /* A reset may make another option stop applying: repeat until nothing changes, which
   * takes at most one pass per option. */
  for (guint pass = 0; pass < rules->n_options; pass++)
    {
      gboolean changed_now = FALSE;

      for (guint i = 0; i < rules->n_options; i++)
        if (config->option[i] != rules->options[i].default_choice &&
            !bri_config_option_applies (config, i))
          {
            config->option[i] = rules->options[i].default_choice;
            changed_now = TRUE;
          }
      if (!changed_now)
        break;
      changed = TRUE;
    }
  return changed;
}

char *
bri_config_options_to_string (const BriConfig *config)
{
  GString *out = g_string_new (NULL);
  for (guint i = 0; i < config->rules->n_options; i++)
    {
      const BriOptionSpec *spec = &config->rules->options[i];
      g_string_append_printf (out, "%s%s=%s", i ? ";" : "", spec->key,
                              spec->choices[config->option[i]].value);
    }
  return g_string_free (out, FALSE);
}

gboolean
bri_config_options_from_string (BriConfig *config, const char *text, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (text ? text : "", ";", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    if (parts[i][0] != '\0' && !bri_config_parse_option (config, parts[i], error))
      return FALSE;
  return TRUE;
}
