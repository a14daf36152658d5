/* test-every-plugin-loads.c: every plugin on the tests' plugin path loads through
 * tests/support's loader. test-broken-plugin-fails.py runs it again with a broken
 * module on the path, where it must fail rather than test fewer variants. */
#include "config.h"

#include "bri-test.h"

static void
test_every_plugin_loads (void)
{
  BriPluginLoader *loader = bri_test_loader ();

  g_assert_cmpuint (bri_plugin_loader_get_failures (loader)->len, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loader)), >, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tools/every-plugin-loads", test_every_plugin_loads);
  return g_test_run ();
}
