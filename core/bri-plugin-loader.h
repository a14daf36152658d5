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

BRI_AVAILABLE_IN_ALL
BriPluginLoader *bri_plugin_loader_new (void);
/* Loads every plugin of $BRISCOLA_PLUGIN_PATH (uninstalled), or else of the installed
 * folder. A folder that cannot be read is listed among the failures. */
BRI_AVAILABLE_IN_ALL
void             bri_plugin_loader_load_default (BriPluginLoader *self);
BRI_AVAILABLE_IN_ALL
void             bri_plugin_loader_load_dir (BriPluginLoader *self, const char *dir);
BRI_AVAILABLE_IN_ALL
BriVariant      *bri_plugin_loader_load_file (BriPluginLoader *self, const char *path,
                                              GError **error);
BRI_AVAILABLE_IN_ALL
BriVariant      *bri_plugin_loader_find (BriPluginLoader *self, const char *id);
BRI_AVAILABLE_IN_ALL
BriVariant      *bri_plugin_loader_lookup (BriPluginLoader *self, const char *id, GError **error);
/* Plugins that failed, as BriPluginFailure, in the order they were tried. */
BRI_AVAILABLE_IN_ALL
const GArray    *bri_plugin_loader_get_failures (BriPluginLoader *self);

G_END_DECLS
