/* bri-uninstalled.c: tells the library in its build tree from an installed copy.
 *
 * The test is where the loaded library file lies, not how the program was started:
 * meson's build rpath makes every uninstalled program load the build tree's library,
 * and installing removes that rpath, so no packager or user setting is involved.
 * (An install whose prefix lies inside the build tree would count as uninstalled.) */
#define _GNU_SOURCE /* dladdr() */

#include "config.h"

#include <dlfcn.h>
#include <stdlib.h>

#include "bri-uninstalled.h"

static char *
real_path (const char *path)
{
  char *resolved = realpath (path, NULL);
  char *copy = g_strdup (resolved);

  free (resolved);
  return copy;
}

static gboolean
library_is_in_build_tree (void)
{
  g_autofree char *library = NULL;
  g_autofree char *root = NULL;
  Dl_info info;

  if (dladdr ((gconstpointer) bri_getenv_uninstalled, &info) == 0 || info.dli_fname == NULL)
    return FALSE;
  library = real_path (info.dli_fname);
  root = real_path (BRI_BUILD_ROOT);
  return library != NULL && root != NULL && g_str_has_prefix (library, root) &&
         library[strlen (root)] == G_DIR_SEPARATOR;
}

const char *
bri_getenv_uninstalled (const char *name)
{
  static gsize uninstalled = 0;

  g_return_val_if_fail (name != NULL, NULL);

  if (g_once_init_enter (&uninstalled))
    g_once_init_leave (&uninstalled, library_is_in_build_tree () ? 2 : 1);
  return uninstalled == 2 ? g_getenv (name) : NULL;
}
