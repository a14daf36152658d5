/* bri-uninstalled.h: overrides honoured only by the uninstalled library (tests, devenv). */
#pragma once

#if !defined(BRISCOLA_COMPILATION)
# error "bri-uninstalled.h is private to libbriscola."
#endif

#include <glib.h>

G_BEGIN_DECLS

/* The value of the environment variable @name when this libbriscola is the one in its
 * build tree (meson test, meson devenv), else NULL. An installed library ignores such
 * overrides, so that a variable left in a user's environment cannot make an installed
 * program load plugins or catalogues from elsewhere. */
const char *bri_getenv_uninstalled (const char *name);

G_END_DECLS
