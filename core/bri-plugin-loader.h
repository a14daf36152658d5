/* bri-plugin-loader.h: finds and loads variant plugins; a GListModel of BriVariant. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <gio/gio.h>

#include "bri-variant.h"

G_BEGIN_DECLS

/* A colon-separated list of folders searched instead of the installed one, by the
 * uninstalled library only (meson test, meson devenv): an installed one ignores it. */
#define BRI_PLUGIN_PATH_ENV "BRISCOLA_PLUGIN_PATH"

typedef struct
{
  char *path;
  char *message;
} BriPluginFailure;

#define BRI_TYPE_PLUGIN_LOADER (bri_plugin_loader_get_type ())
BRI_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (BriPluginLoader, bri_plugin_loader, BRI, PLUGIN_LOADER, GObject)

/**
 * bri_plugin_loader_new:
 * Returns: (transfer full): a loader with no plugins loaded yet
 */
BRI_AVAILABLE_IN_ALL
BriPluginLoader *bri_plugin_loader_new (void);

/**
 * bri_plugin_loader_load_default:
 * @self: a loader
 *
 * Loads every plugin of $BRISCOLA_PLUGIN_PATH (honoured by an uninstalled library only),
 * or else of the installed plugin folder. A folder that cannot be read is listed among
 * the failures.
 */
BRI_AVAILABLE_IN_ALL
void             bri_plugin_loader_load_default (BriPluginLoader *self);

/**
 * bri_plugin_loader_load_dir:
 * @self: a loader
 * @dir: a folder of plugin modules
 *
 * Loads every module of @dir, in name order; those that fail are listed among the
 * failures, the others still load.
 */
BRI_AVAILABLE_IN_ALL
void             bri_plugin_loader_load_dir (BriPluginLoader *self, const char *dir);

/**
 * bri_plugin_loader_load_file:
 * @self: a loader
 * @path: a plugin module
 * @error: return location for a #GError, or %NULL
 *
 * Loads the module at @path: lists every variant it registers and binds its gettext
 * domain. A module with a variant already loaded from another is refused whole.
 *
 * Returns: (transfer none) (nullable): the first variant the module registers, owned by
 *   @self, or %NULL with @error saying why it did not load (also listed among the failures)
 */
BRI_AVAILABLE_IN_ALL
BriVariant      *bri_plugin_loader_load_file (BriPluginLoader *self, const char *path,
                                              GError **error);

/**
 * bri_plugin_loader_find:
 * @self: a loader
 * @id: a variant id
 *
 * Returns: (transfer none) (nullable): the loaded variant @id, owned by @self, or %NULL
 */
BRI_AVAILABLE_IN_ALL
BriVariant      *bri_plugin_loader_find (BriPluginLoader *self, const char *id);

/**
 * bri_plugin_loader_lookup:
 * @self: a loader
 * @id: a variant id
 * @error: return location for a #GError, or %NULL
 *
 * Returns: (transfer none) (nullable): the loaded variant @id, owned by @self, or %NULL
 *   with @error naming the variants there are
 */
BRI_AVAILABLE_IN_ALL
BriVariant      *bri_plugin_loader_lookup (BriPluginLoader *self, const char *id, GError **error);

/**
 * bri_plugin_loader_get_failures:
 * @self: a loader
 *
 * Returns: (transfer none) (element-type BriPluginFailure): the plugins that failed, in
 *   the order they were tried
 */
BRI_AVAILABLE_IN_ALL
const GArray    *bri_plugin_loader_get_failures (BriPluginLoader *self);

G_END_DECLS
