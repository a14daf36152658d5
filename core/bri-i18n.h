/* bri-i18n.h: binds the translations of libbriscola and its plugins. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <glib.h>

G_BEGIN_DECLS

/* Where compiled catalogues are looked up instead of the installed folder, by the
 * uninstalled library only (tests, meson devenv): an installed one ignores it. */
#define BRI_LOCALEDIR_ENV "BRISCOLA_LOCALEDIR"

BRI_AVAILABLE_IN_ALL
void bri_i18n_init (void);

G_END_DECLS
