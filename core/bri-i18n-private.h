/* bri-i18n-private.h: which gettext domain translates which variant, inside the library. */
#pragma once

#include "bri-rules.h"

G_BEGIN_DECLS

/* Records that @rules' texts are translated in @domain. Rules are static data of modules
 * the loader keeps resident, so an entry never outlives what it points at. */
void        bri_i18n_set_rules_domain (const BriRules *rules, const char *domain);
const char *bri_i18n_get_rules_domain (const BriRules *rules);

/* Binds a plugin's @domain to @locale_dir (absolute, or relative to the folder of
 * @module_path), in UTF-8; the library's own domain is never moved. */
void        bri_i18n_bind_plugin_domain (const char *domain, const char *locale_dir,
                                         const char *module_path);

G_END_DECLS
