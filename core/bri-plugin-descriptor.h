/* bri-plugin-descriptor.h: whether a plugin's descriptor is safe for the front ends. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-rules.h"

G_BEGIN_DECLS

/* The most choices an option or messages a variant may have: lists are walked to their
 * terminator, and a missing one must not walk off into other data forever. */
#define BRI_MAX_OPTION_CHOICES 64
#define BRI_MAX_MESSAGES 1024
/* The most variants one module may register. */
#define BRI_MAX_PLUGIN_VARIANTS 64

/**
 * bri_plugin_descriptor_validate:
 * @descriptor: what a plugin's bri_plugin_describe() returned
 * @error: return location for a #GError, or %NULL
 *
 * Checks every field of @descriptor that the core and the front ends read: its ABI (the
 * same major, a minor no newer than the library's), the plugin's identity (name, version,
 * SPDX licence, gettext domain, locale folder: present where required, not too long,
 * UTF-8), its list of variants (1 to %BRI_MAX_PLUGIN_VARIANTS, ids distinct), and each
 * variant's rules: identity and texts (present, UTF-8), player counts, deck style,
 * options (keys, labels, terminated choice lists, default in range), messages, and the
 * required hooks. Optional hooks, reserved slots and fields newer plugins may add are
 * not required.
 *
 * It reads only through the descriptor's pointers, never calls a hook, and reads at most
 * %BRI_MAX_PLUGIN_VARIANTS + 1 variant pointers, n_options options,
 * %BRI_MAX_OPTION_CHOICES + 1 choices per option, n_messages messages (when those counts
 * are within their limits), the plugin's version, licence and locale folder up to their
 * length limits (65, 257 and 4097 bytes) and other strings up to their NUL: a fuzz target
 * that builds descriptors from bytes must give it that much memory.
 *
 * Returns: %TRUE if the front ends may use the plugin, else %FALSE with a
 *   %BRI_ERROR_PLUGIN error that names the first problem
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_plugin_descriptor_validate (const BriPluginDescriptor *descriptor,
                                         GError                   **error);

/**
 * bri_variant_id_is_valid:
 * @text: a candidate variant id
 *
 * Returns: whether @text can name a variant (and so appear in saved games and
 *   --variant): 1 to 64 of ASCII letters, digits, "-", "_" and "."
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_variant_id_is_valid (const char *text);

G_END_DECLS
