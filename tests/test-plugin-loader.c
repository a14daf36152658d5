/* test-plugin-loader.c: loading real plugins, and skipping broken ones with a reason. */
#include "config.h"

#include <bri-test.h>

static const char *
find_failure (const GArray *failures, const char *file)
{
  for (guint i = 0; i < failures->len; i++)
    {
      const BriPluginFailure *failure = &g_array_index (failures, BriPluginFailure, i);
      if (g_str_has_suffix (failure->path, file))
        return failure->message;
    }
  return NULL;
}

static void
on_items_changed (GListModel *model, guint position, guint removed, guint added, guint *count)
{
  *count += added;
}

static void
test_broken_fixtures (void)
{
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "fixtures", NULL);
  const GArray *failures;
  const char *message;
  guint added = 0;

  g_signal_connect (loader, "items-changed", G_CALLBACK (on_items_changed), &added);
  bri_plugin_loader_load_dir (loader, dir);

  /* The good one loads; its duplicate id is refused. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loader)), ==, 1);
  g_assert_cmpuint (added, ==, 1);
  g_assert_nonnull (bri_plugin_loader_find (loader, "fixture-good"));

  failures = bri_plugin_loader_get_failures (loader);
  g_assert_cmpuint (failures->len, ==, 5);

  message = find_failure (failures, "fixture-wrong-abi.so");
  g_assert_nonnull (message);
  {
    /* The fixture claims an ABI 41 past the core's, whatever the core's is. */
    g_autofree char *abi = g_strdup_printf ("ABI %u", BRI_PLUGIN_ABI_VERSION + 41);
    g_assert_nonnull (strstr (message, abi));
  }
  g_assert_nonnull (strstr (message, "fixture-wrong-abi.so"));

  message = find_failure (failures, "fixture-missing-symbol.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, BRI_PLUGIN_SYMBOL));

  message = find_failure (failures, "fixture-bad-rules.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "hook"));

  message = find_failure (failures, "not-a-module.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "not a loadable module"));

  /* fixture-duplicate.so sorts before fixture-good.so: whichever came second is refused. */
  message = find_failure (failures, "fixture-good.so");
  if (message == NULL)
    message = find_failure (failures, "fixture-duplicate.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "already provided"));
}

static void
test_real_plugins_beside_broken (void)
{
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
  g_autofree char *fixtures = g_test_build_filename (G_TEST_BUILT, "fixtures", NULL);
  g_autoptr (GError) error = NULL;
  const char *path = g_getenv (BRI_PLUGIN_PATH_ENV);
  g_autofree char *both = g_strconcat (fixtures, ":", path, NULL);

  g_setenv (BRI_PLUGIN_PATH_ENV, both, TRUE);
  bri_plugin_loader_load_default (loader);
  g_setenv (BRI_PLUGIN_PATH_ENV, path, TRUE);

  g_assert_nonnull (bri_plugin_loader_find (loader, "briscola2"));
  g_assert_cmpuint (bri_plugin_loader_get_failures (loader)->len, ==, 5);
  g_assert_null (bri_plugin_loader_lookup (loader, "tressette", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_UNKNOWN_VARIANT);
  g_assert_nonnull (strstr (error->message, "tressette"));
  g_assert_nonnull (strstr (error->message, "briscola2"));
}

static void
test_load_missing_file (void)
{
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
  g_autoptr (GError) error = NULL;

  g_assert_null (bri_plugin_loader_load_file (loader, "/nonexistent/plugin.so", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_PLUGIN);
  g_assert_nonnull (strstr (error->message, "/nonexistent/plugin.so"));
  g_assert_cmpuint (bri_plugin_loader_get_failures (loader)->len, ==, 1);
}

static void
test_variant_object (void)
{
  BriVariant *variant = bri_plugin_loader_find (bri_test_loader (), "briscola2");
  g_autofree char *id = NULL;
  g_autofree char *players = bri_variant_dup_players_text (variant);

  g_object_get (variant, "id", &id, NULL);
  g_assert_cmpstr (id, ==, "briscola2");
  g_assert_cmpstr (players, ==, "2");
  g_assert_cmpuint (g_list_model_get_item_type (G_LIST_MODEL (bri_test_loader ())), ==,
                    BRI_TYPE_VARIANT);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/plugin-loader/broken-fixtures", test_broken_fixtures);
  g_test_add_func ("/core/plugin-loader/real-beside-broken", test_real_plugins_beside_broken);
  g_test_add_func ("/core/plugin-loader/missing-file", test_load_missing_file);
  g_test_add_func ("/core/plugin-loader/variant-object", test_variant_object);
  return g_test_run ();
}
