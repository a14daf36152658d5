/* bri-config.h: a variant with its player count and option values. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-types.h"

G_BEGIN_DECLS

#define BRI_MAX_OPTIONS 12

struct _BriConfig
{
  const BriRules *rules;
  guint8 n_players;
  guint8 option[BRI_MAX_OPTIONS]; /* the chosen value's index, per option */
};

BRI_AVAILABLE_IN_ALL
void     bri_config_init (BriConfig *config, const BriRules *rules);
BRI_AVAILABLE_IN_ALL
gboolean bri_config_set_players (BriConfig *config, guint n_players, GError **error);
BRI_AVAILABLE_IN_ALL
gboolean bri_config_set_option (BriConfig *config, const char *key, const char *value,
                                GError **error);
/* "key=value", as the CLI's --option takes it. */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_parse_option (BriConfig *config, const char *assignment, GError **error);
BRI_AVAILABLE_IN_ALL
gboolean bri_config_check (const BriConfig *config, GError **error);
/* "key=value;key=value", every option, for saved games. */
BRI_AVAILABLE_IN_ALL
char    *bri_config_options_to_string (const BriConfig *config);
BRI_AVAILABLE_IN_ALL
gboolean bri_config_options_from_string (BriConfig *config, const char *text, GError **error);
BRI_AVAILABLE_IN_ALL
const char *bri_config_get_value (const BriConfig *config, const char *key);
/* Whether option number @option matters with the other choices of @config. */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_option_applies (const BriConfig *config, guint option);
/* Puts every option that does not apply back to its default; TRUE if any changed. */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_reset_inapplicable (BriConfig *config);

G_END_DECLS
