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

/**
 * bri_config_init:
 * @config: (out caller-allocates): the configuration to set up
 * @rules: the variant's rules, which must outlive @config
 *
 * Sets @config to the variant's default player count and every option's default.
 */
BRI_AVAILABLE_IN_ALL
void     bri_config_init (BriConfig *config, const BriRules *rules);

/**
 * bri_config_set_players:
 * @config: a configuration
 * @n_players: the number of players
 * @error: return location for a #GError, or %NULL
 *
 * Returns: %TRUE if the variant is played by @n_players, else %FALSE with @error set
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_set_players (BriConfig *config, guint n_players, GError **error);

/**
 * bri_config_set_option:
 * @config: a configuration
 * @key: an option's key, as BriOptionSpec.key
 * @value: one of its choices' values
 * @error: return location for a #GError, or %NULL
 *
 * Returns: %TRUE if the variant has the option and the choice, else %FALSE with @error set
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_set_option (BriConfig *config, const char *key, const char *value,
                                GError **error);

/**
 * bri_config_parse_option:
 * @config: a configuration
 * @assignment: "key=value", as the CLI's --option takes it
 * @error: return location for a #GError, or %NULL
 *
 * Returns: %TRUE if @assignment sets an option of the variant, else %FALSE with @error set
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_parse_option (BriConfig *config, const char *assignment, GError **error);

/**
 * bri_config_check:
 * @config: a configuration
 * @error: return location for a #GError, or %NULL
 *
 * Asks the variant (BriRules.check_config) whether it can play these options together.
 *
 * Returns: %TRUE if it can, else %FALSE with @error saying why
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_check (const BriConfig *config, GError **error);

/**
 * bri_config_options_to_string:
 * @config: a configuration
 *
 * Returns: (transfer full): every option as "key=value;key=value", for saved games; free
 *   with g_free()
 */
BRI_AVAILABLE_IN_ALL
char    *bri_config_options_to_string (const BriConfig *config);

/**
 * bri_config_options_from_string:
 * @config: a configuration
 * @text: options as bri_config_options_to_string() writes them
 * @error: return location for a #GError, or %NULL
 *
 * Returns: %TRUE if every option in @text was set, else %FALSE with @error set
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_options_from_string (BriConfig *config, const char *text, GError **error);

/**
 * bri_config_get_value:
 * @config: a configuration
 * @key: an option's key, which the variant must have
 *
 * Returns: (transfer none): the value of the choice made for option @key
 */
BRI_AVAILABLE_IN_ALL
const char *bri_config_get_value (const BriConfig *config, const char *key);

/**
 * bri_config_option_applies:
 * @config: a configuration
 * @option: an option's index in BriRules.options
 *
 * Returns: whether the option matters with the other choices of @config (the variant's
 *   BriRules.option_applies; every option does by default)
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_option_applies (const BriConfig *config, guint option);

/**
 * bri_config_reset_inapplicable:
 * @config: a configuration
 *
 * Puts every option that does not apply (see bri_config_option_applies()) back to its
 * default.
 *
 * Returns: %TRUE if any option changed
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_config_reset_inapplicable (BriConfig *config);

G_END_DECLS
