/* bri-rules.c: lookups into a variant's static description. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-rules.h"

int
bri_rules_find_option (const BriRules *rules, const char *key)
{
  g_return_val_if_fail (rules != NULL, -1);

  for (guint i = 0; i < rules->n_options; i++)
    if (g_strcmp0 (rules->options[i].key, key) == 0)
      return (int) i;
  return -1;
}

const char *
bri_rules_get_name (const BriRules *rules)
{
  return g_dgettext (GETTEXT_PACKAGE, rules->name);
}

const char *
bri_rules_get_description (const BriRules *rules)
{
  return g_dgettext (GETTEXT_PACKAGE, rules->description);
}

const char *
bri_rules_get_rules_text (const BriRules *rules)
{
  return g_dgettext (GETTEXT_PACKAGE, rules->rules_text);
}
