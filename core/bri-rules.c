/* bri-rules.c: lookups into a variant's static description. */
#include "config.h"

#include <string.h>
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
  const char *translated;

  g_return_val_if_fail (rules != NULL, msgid);

  if (msgid == NULL || msgid[0] == '\0' || (domain = bri_i18n_get_rules_domain (rules)) == NULL)
    return msgid;
  translated = g_dgettext (domain, msgid);
  /* The kit's tables (option choices, table talk) are translated in the library's
   * domain, so a plugin with a domain of its own need not carry them: what its own
   * catalogue leaves untranslated is looked up there, never the other way round. */
  if (translated == msgid && strcmp (domain, GETTEXT_PACKAGE) != 0)
    translated = g_dgettext (GETTEXT_PACKAGE, msgid);
  return translated;
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
