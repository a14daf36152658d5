/* bri-rules.c: lookups into a variant's static description. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-i18n-private.h"
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
bri_rules_get_gettext_domain (const BriRules *rules)
{
  g_return_val_if_fail (rules != NULL, NULL);

  return bri_i18n_get_rules_domain (rules);
}

const char *
bri_rules_gettext (const BriRules *rules, const char *msgid)
{
  const char *domain;

  g_return_val_if_fail (rules != NULL, msgid);

  /* Not through the app's domain, even as a fallback: a plugin's msgid could mean
   * something else there. */
  if (msgid == NULL || msgid[0] == '\0' || (domain = bri_i18n_get_rules_domain (rules)) == NULL)
    return msgid;
  return g_dgettext (domain, msgid);
}

const char *
bri_rules_get_name (const BriRules *rules)
{
  return bri_rules_gettext (rules, rules->name);
}

const char *
bri_rules_get_description (const BriRules *rules)
{
  return bri_rules_gettext (rules, rules->description);
}

const char *
bri_rules_get_rules_text (const BriRules *rules)
{
  return bri_rules_gettext (rules, rules->rules_text);
}
