/* test-environment.c: BRISCOLA_PLUGIN_PATH and BRISCOLA_LOCALEDIR are honoured by the
 * library in its build tree only; an installed copy ignores them.
 *
 * The test runs itself as a probe twice: once as built, and once with a copy of
 * libbriscola outside the build tree found first through LD_LIBRARY_PATH, as an
 * installed library would be. */
#include "config.h"

#include <glib/gstdio.h>
#include <libintl.h>
#include <bri-test.h>

#define OVERRIDE_LOCALEDIR "/nonexistent/briscola-test-locale"
#define OVERRIDE_PLUGINDIR "/nonexistent/briscola-test-plugins"

/* Prints where the library looked for plugins and catalogues. */
static int
probe (void)
{
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
  const GArray *failures;

  bri_i18n_init ();
  bri_plugin_loader_load_default (loader);
  failures = bri_plugin_loader_get_failures (loader);
  g_print ("locale %s\n", bindtextdomain (GETTEXT_PACKAGE, NULL));
  for (guint i = 0; i < failures->len; i++)
    g_print ("failure %s\n", g_array_index (failures, BriPluginFailure, i).path);
  return 0;
}

static char *
run_probe (const char *library_dir)
{
  g_autofree char *self = g_test_build_filename (G_TEST_BUILT, "test-environment", NULL);
  g_auto (GStrv) env = g_get_environ ();
  g_autoptr (GError) error = NULL;
  const char *argv[] = { self, "--probe", NULL };
  char *out = NULL;
  int status;

  env = g_environ_setenv (env, BRI_PLUGIN_PATH_ENV, OVERRIDE_PLUGINDIR, TRUE);
  env = g_environ_setenv (env, BRI_LOCALEDIR_ENV, OVERRIDE_LOCALEDIR, TRUE);
  if (library_dir != NULL)
    env = g_environ_setenv (env, "LD_LIBRARY_PATH", library_dir, TRUE);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out,
                               NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
  g_test_message ("%s", out);
  return out;
}

static void
test_uninstalled_honours (void)
{
  g_autofree char *out = run_probe (NULL);

  g_assert_nonnull (strstr (out, "locale " OVERRIDE_LOCALEDIR "\n"));
  g_assert_nonnull (strstr (out, "failure " OVERRIDE_PLUGINDIR "\n"));
}

static void
test_installed_ignores (void)
{
  const char *library = g_getenv ("BRISCOLA_LIBRARY");
  g_autofree char *dir = g_dir_make_tmp ("briscola-installed-XXXXXX", NULL);
  g_autofree char *base = NULL;
  g_autofree char *copy = NULL;
  g_autofree char *data = NULL;
  g_autofree char *out = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;

  g_assert_nonnull (library);
  base = g_path_get_basename (library);
  copy = g_build_filename (dir, base, NULL);
  g_assert_true (g_file_get_contents (library, &data, &length, &error));
  g_assert_true (g_file_set_contents (copy, data, (gssize) length, &error));

  out = run_probe (dir);
  g_assert_null (strstr (out, OVERRIDE_LOCALEDIR));
  g_assert_null (strstr (out, OVERRIDE_PLUGINDIR));
  g_assert_nonnull (strstr (out, "locale " LOCALEDIR "\n"));

  g_unlink (copy);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  if (argc == 2 && g_str_equal (argv[1], "--probe"))
    return probe ();
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/environment/uninstalled-honours", test_uninstalled_honours);
  g_test_add_func ("/core/environment/installed-ignores", test_installed_ignores);
  return g_test_run ();
}
