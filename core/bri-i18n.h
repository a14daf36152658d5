/* bri-i18n.h: binds the translations of libbriscola. */
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

/**
 * bri_i18n_init:
 *
 * Binds libbriscola's own gettext domain to its catalogues, in UTF-8. It does not call
 * setlocale() or textdomain(): choosing the locale and the program's domain is the
 * application's job, done before this. Each plugin's domain is bound by the plugin
 * loader. Calling it again does nothing more.
 */
BRI_AVAILABLE_IN_ALL
void bri_i18n_init (void);

G_END_DECLS
