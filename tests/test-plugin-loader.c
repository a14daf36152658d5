/* test-plugin-loader.c: loading real plugins, and skipping broken ones with a reason. */
#include "config.h"

#include <errno.h>
#include <elf.h>
#include <glib/gstdio.h>
#include <libintl.h>
#include <link.h>
#include <locale.h>
#include <sys/stat.h>
#include <bri-test.h>

/* Fixtures the meson file builds: the good ones, a duplicate, and the broken ones. */
#define N_BROKEN_FIXTURES 14
/* fixture-good, fixture-first-minor, fixture-library-domain, and fixture-two's two */
#define N_GOOD_VARIANTS 5

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

  /* The good ones load, each variant of a module listed; a duplicate id is refused. */
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loader)), ==, N_GOOD_VARIANTS);
  g_assert_cmpuint (added, ==, N_GOOD_VARIANTS);
  g_assert_nonnull (bri_plugin_loader_find (loader, "fixture-good"));
  /* Built for the first minor of this ABI: a core of any later minor still loads it. */
  g_assert_nonnull (bri_plugin_loader_find (loader, "fixture-first-minor"));
  g_assert_nonnull (bri_plugin_loader_find (loader, "fixture-two"));
  g_assert_nonnull (bri_plugin_loader_find (loader, "fixture-two-second"));
  g_assert_cmpstr (bri_variant_get_path (bri_plugin_loader_find (loader, "fixture-two")), ==,
                   bri_variant_get_path (bri_plugin_loader_find (loader, "fixture-two-second")));

  failures = bri_plugin_loader_get_failures (loader);
  g_assert_cmpuint (failures->len, ==, N_BROKEN_FIXTURES);

  message = find_failure (failures, "fixture-wrong-abi.so");
  g_assert_nonnull (message);
  {
    /* The fixture claims a major 41 past the core's, whatever the core's is. */
    g_autofree char *abi = g_strdup_printf ("ABI %u, but this Briscola loads plugins of ABI %u",
                                            BRI_PLUGIN_ABI_MAJOR + 41, BRI_PLUGIN_ABI_MAJOR);
    g_assert_nonnull (strstr (message, abi));
  }
  g_assert_nonnull (strstr (message, "fixture-wrong-abi.so"));

  /* A plugin of the one-variant descriptor of ABI 2 is read no further than its ABI. */
  message = find_failure (failures, "fixture-old-abi.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "built for plugin ABI 2,"));
  g_assert_nonnull (strstr (message, "rebuild the plugin"));

  message = find_failure (failures, "fixture-newer-minor.so");
  g_assert_nonnull (message);
  {
    g_autofree char *abi = g_strdup_printf ("ABI %u.%u, newer than this Briscola’s %u.%u",
                                            BRI_PLUGIN_ABI_MAJOR, BRI_PLUGIN_ABI_MINOR + 1,
                                            BRI_PLUGIN_ABI_MAJOR, BRI_PLUGIN_ABI_MINOR);
    g_assert_nonnull (strstr (message, abi));
  }

  message = find_failure (failures, "fixture-bad-license.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "SPDX"));

  message = find_failure (failures, "fixture-missing-symbol.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, BRI_PLUGIN_SYMBOL));

  message = find_failure (failures, "fixture-bad-rules.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "hook"));

  message = find_failure (failures, "not-a-module.so");
  g_assert_nonnull (message);
  g_assert_nonnull (strstr (message, "not a loadable module"));

  /* Descriptors that crashed `list` before they were checked. */
  const char *const descriptor_cases[][2] = {
    { "fixture-default-out-of-range.so", "default, choice 8, is not one of its 2" },
    { "fixture-null-options.so", "options are announced (1) but none is given" },
    { "fixture-null-choices.so", "“mode” has no list of choices" },
    { "fixture-deck-style.so", "deck style 9" },
    { "fixture-message-token.so", "message 2 has no token" },
    { "fixture-truncated.so", "cut short" },
  };
  for (guint i = 0; i < G_N_ELEMENTS (descriptor_cases); i++)
    {
      message = find_failure (failures, descriptor_cases[i][0]);
      g_assert_nonnull (message);
      if (strstr (message, descriptor_cases[i][1]) == NULL)
        g_error ("expected “%s” in: %s", descriptor_cases[i][1], message);
    }

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
  g_assert_cmpuint (bri_plugin_loader_get_failures (loader)->len, ==, N_BROKEN_FIXTURES);
  g_assert_null (bri_plugin_loader_lookup (loader, "no-such-variant", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_UNKNOWN_VARIANT);
  g_assert_nonnull (strstr (error->message, "no-such-variant"));
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

/* A fresh folder for files a test makes. */
static char *
make_dir (void)
{
  g_autoptr (GError) error = NULL;
  char *dir = g_dir_make_tmp ("briscola-plugins-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

/* Loads @dir alone and returns its only failure's message. */
static char *
only_failure (const char *dir)
{
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
  const GArray *failures;

  bri_plugin_loader_load_dir (loader, dir);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (loader)), ==, 0);
  failures = bri_plugin_loader_get_failures (loader);
  g_assert_cmpuint (failures->len, ==, 1);
  return g_strdup (g_array_index (failures, BriPluginFailure, 0).message);
}

/* Opening a FIFO for reading waits for a writer: `list` hung forever on one. */
static void
test_fifo (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *fifo = g_build_filename (dir, "x.so", NULL);
  g_autofree char *message = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  message = only_failure (dir);
  g_assert_nonnull (strstr (message, "x.so"));
  g_assert_nonnull (strstr (message, "not a regular file"));
  bri_test_remove_dir (dir);
}

static void
copy_cut (const char *from, const char *to, gsize keep, gboolean drop_sections)
{
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  gsize length;

  g_assert_true (g_file_get_contents (from, &data, &length, &error));
  g_assert_cmpuint (length, >, keep);
  if (drop_sections)
    {
      /* Without a section table, only the segments tell that the file is cut short. */
      ElfW (Ehdr) *header = (ElfW (Ehdr) *) data;
      header->e_shoff = 0;
      header->e_shnum = 0;
      header->e_shstrndx = 0;
    }
  g_assert_true (g_file_set_contents (to, data, (gssize) keep, &error));
}

/* dlopen() maps a file cut short and dies of SIGBUS touching the pages past its end. */
static void
test_truncated_modules (void)
{
  g_autofree char *good = g_test_build_filename (G_TEST_BUILT, "fixtures", "fixture-good.so",
                                                 NULL);
  const struct { gsize keep; gboolean drop_sections; const char *reason; } cases[] = {
    { 5000, FALSE, "section headers lie past its end" },
    { 5000, TRUE, "a segment to load lies past its end" },
    { 40, FALSE, "not an ELF shared object" },
    { 0, FALSE, "not an ELF shared object" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *dir = make_dir ();
      g_autofree char *cut = g_build_filename (dir, "cut.so", NULL);
      g_autofree char *message = NULL;

      copy_cut (good, cut, cases[i].keep, cases[i].drop_sections);
      message = only_failure (dir);
      g_test_message ("%s", message);
      g_assert_nonnull (strstr (message, cases[i].reason));
      bri_test_remove_dir (dir);
    }
}

/* A folder of the search path that cannot be read is reported, not skipped silently. */
static void
test_unreadable_folders (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *loop = g_build_filename (dir, "loop", NULL);
  g_autofree char *file = g_build_filename (dir, "file", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);
  g_autofree char *locked = g_build_filename (dir, "locked", NULL);
  const char *const folders[] = { loop, file, missing };
  const char *const reasons[] = { "symbolic links", "Not a directory", "No such file" };

  g_assert_cmpint (symlink (loop, loop), ==, 0);
  g_assert_true (g_file_set_contents (file, "", -1, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (folders); i++)
    {
      g_autofree char *message = only_failure (folders[i]);
      g_test_message ("%s", message);
      g_assert_nonnull (strstr (message, folders[i]));
      g_assert_nonnull (strstr (message, "plugin folder cannot be read"));
      g_assert_nonnull (strstr (message, reasons[i]));
    }

  /* Permissions do not stop root, who runs the tests in containers: the folder is
   * unreadable for anyone else, and then goes the same way as those above. */
  g_assert_cmpint (g_mkdir (locked, 0), ==, 0);
  if (geteuid () != 0)
    {
      g_autofree char *message = only_failure (locked);
      g_assert_nonnull (strstr (message, "Permission denied"));
    }
  g_rmdir (locked);

  /* Through the search path, each is listed beside the plugins that do load. */
  {
    g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
    g_autofree char *saved = g_strdup (g_getenv (BRI_PLUGIN_PATH_ENV));
    g_autofree char *path = g_strjoin (G_SEARCHPATH_SEPARATOR_S, loop, saved, missing, NULL);

    g_setenv (BRI_PLUGIN_PATH_ENV, path, TRUE);
    bri_plugin_loader_load_default (loader);
    g_setenv (BRI_PLUGIN_PATH_ENV, saved, TRUE);
    g_assert_nonnull (bri_plugin_loader_find (loader, "briscola2"));
    g_assert_cmpuint (bri_plugin_loader_get_failures (loader)->len, ==, 2);
  }
  bri_test_remove_dir (dir);
}

/* Descriptor validation, field by field, on descriptors built here (a fuzz target calls
 * the same function on arbitrary ones). */

static BriCardSet
fake_deck (const BriConfig *config, BriRng *rng)
{
  return 0;
}

static guint
fake_deck_size (const BriConfig *config)
{
  return 0;
}

static void
fake_deal (BriState *state, const BriCard *order, guint n)
{
}

static guint
fake_legal_actions (const BriState *state, BriAction *actions)
{
  return 0;
}

static void
fake_apply (BriState *state, BriAction action)
{
}

static void
fake_score (const BriState *state, BriDealScore *score)
{
}

static void
fake_match_update (BriMatch *match, const BriState *state, const BriDealScore *score)
{
}

static const BriOptionChoice good_choices[] = { { "on", "On" }, { "off", "Off" }, { NULL, NULL } };
static const BriOptionSpec good_options[] = { { "mode", "Mode", good_choices, 1 } };
static const BriMessage good_messages[] = { { "signal:A", "Signal" }, { "look:0", "Look" } };

static BriRules
valid_rules (void)
{
  return (BriRules) {
    .id = "valid", .name = "Valid", .description = "", .rules_text = "",
    .min_players = 2, .max_players = 4, .default_players = 2, .deck_style = BRI_DECK_STYLE_FRENCH,
    .options = good_options, .n_options = 1, .messages = good_messages, .n_messages = 2,
    .deck = fake_deck, .deck_size = fake_deck_size, .deal = fake_deal,
    .legal_actions = fake_legal_actions, .apply = fake_apply, .score = fake_score,
    .match_update = fake_match_update,
  };
}

/* A descriptor of a valid identity registering @variants. */
static BriPluginDescriptor
descriptor_of (const BriRules *const *variants)
{
  return (BriPluginDescriptor) {
    BRI_PLUGIN_ABI_MAJOR, BRI_PLUGIN_ABI_MINOR, "valid", "1.0.0", "GPL-3.0-or-later",
    "briscola-valid", "locale", variants, { NULL }
  };
}

static void
assert_descriptor_invalid (const BriPluginDescriptor *descriptor, const char *expected)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (bri_plugin_descriptor_validate (descriptor, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_PLUGIN);
  if (strstr (error->message, expected) == NULL)
    g_error ("expected “%s” in: %s", expected, error->message);
}

static void
assert_invalid (const BriRules *rules, const char *expected)
{
  const BriRules *variants[] = { rules, NULL };
  BriPluginDescriptor descriptor = descriptor_of (variants);

  assert_descriptor_invalid (&descriptor, expected);
}

static void
test_descriptor_validation (void)
{
  g_autoptr (GError) error = NULL;
  BriRules rules = valid_rules ();
  const BriRules *variants[] = { &rules, NULL };
  BriPluginDescriptor descriptor = descriptor_of (variants);
  BriOptionSpec options[2];
  BriOptionChoice choices[BRI_MAX_OPTION_CHOICES + 6];
  BriMessage messages[2];

  g_assert_true (bri_plugin_descriptor_validate (&descriptor, &error));
  g_assert_no_error (error);
  /* Optional hooks and reserved slots others fill later are not required. */
  rules.reserved[0] = fake_deck;
  g_assert_true (bri_plugin_descriptor_validate (&descriptor, NULL));

  g_assert_false (bri_plugin_descriptor_validate (NULL, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_PLUGIN);
  g_clear_error (&error);
  descriptor.abi_major = 0;
  g_assert_false (bri_plugin_descriptor_validate (&descriptor, &error));
  g_assert_nonnull (strstr (error->message, "ABI 0,"));
  g_clear_error (&error);
  assert_invalid (NULL, "registers no variant");

#define CASE(change, expected) \
  G_STMT_START { rules = valid_rules (); change; assert_invalid (&rules, expected); } G_STMT_END
  CASE (rules.id = NULL, "no id");
  CASE (rules.id = "two words", "no id");
  CASE (rules.id = "", "no id");
  CASE (rules.name = NULL, "name");
  CASE (rules.description = "\xff", "not UTF-8");
  CASE (rules.rules_text = NULL, "rules text");
  CASE (rules.apply = NULL, "required hook");
  CASE (rules.match_update = NULL, "required hook");
  CASE (rules.min_players = 0, "player counts");
  CASE (rules.max_players = BRI_MAX_SEATS + 1, "player counts");
  CASE (rules.default_players = 5, "player counts");
  CASE (rules.deck_style = BRI_N_DECK_STYLES, "deck style");
  CASE (rules.n_options = BRI_MAX_OPTIONS + 1, "at most");
  CASE (rules.options = NULL, "none is given");

  memcpy (options, good_options, sizeof good_options);
  memcpy (options + 1, good_options, sizeof good_options);
  CASE ((rules.options = options, rules.n_options = 2), "“mode” is listed twice");
  options[0].key = "a=b";
  CASE ((rules.options = options), "option 1 has no key");
  options[0] = good_options[0];
  options[0].label = NULL;
  CASE ((rules.options = options), "has no label");
  options[0] = good_options[0];
  options[0].choices = NULL;
  CASE ((rules.options = options), "no list of choices");
  options[0] = good_options[0];
  options[0].default_choice = 2;
  CASE ((rules.options = options), "default, choice 3");

  choices[0] = (BriOptionChoice) { NULL, NULL };
  options[0] = good_options[0];
  options[0].choices = choices;
  CASE ((rules.options = options), "has no choices");
  choices[0] = (BriOptionChoice) { "on", NULL };
  choices[1] = (BriOptionChoice) { NULL, NULL };
  CASE ((rules.options = options), "choice “on” has no label");
  choices[0] = (BriOptionChoice) { "on off", "On" };
  CASE ((rules.options = options), "choice 1 has spaces");
  choices[0] = choices[1] = (BriOptionChoice) { "on", "On" };
  choices[2] = (BriOptionChoice) { NULL, NULL };
  CASE ((rules.options = options), "“on” is listed twice");
  /* A list without its end: the check stops, it does not walk on. */
  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autofree char *value = g_strdup_printf ("v%u", i);
      choices[i] = (BriOptionChoice) { g_intern_string (value), "Value" };
    }
  CASE ((rules.options = options), "no end");

  CASE (rules.n_messages = BRI_MAX_MESSAGES + 1, "at most");
  CASE (rules.messages = NULL, "none is given");
  memcpy (messages, good_messages, sizeof messages);
  messages[1].token = NULL;
  CASE (rules.messages = messages, "message 2 has no token");
  messages[1].token = "look 0";
  CASE (rules.messages = messages, "message 2 has no token");
  messages[1] = good_messages[1];
  messages[1].label = NULL;
  CASE (rules.messages = messages, "“look:0” has no label");
  messages[1] = good_messages[0];
  CASE (rules.messages = messages, "“signal:A” is listed twice");
#undef CASE
}

/* ABI minors: an older one of the same major loads, a newer one or another major not. */
static void
test_descriptor_abi (void)
{
  BriRules rules = valid_rules ();
  const BriRules *variants[] = { &rules, NULL };
  BriPluginDescriptor descriptor = descriptor_of (variants);

  descriptor.abi_minor = 0;
  g_assert_true (bri_plugin_descriptor_validate (&descriptor, NULL));
  descriptor.abi_minor = BRI_PLUGIN_ABI_MINOR + 1;
  assert_descriptor_invalid (&descriptor, "newer than this Briscola’s");
  descriptor.abi_minor = G_MAXUINT32;
  assert_descriptor_invalid (&descriptor, "newer than this Briscola’s");
  descriptor.abi_minor = 0;
  descriptor.abi_major = BRI_PLUGIN_ABI_MAJOR - 1;
  assert_descriptor_invalid (&descriptor, "rebuild the plugin");
  descriptor.abi_major = BRI_PLUGIN_ABI_MAJOR + 1;
  assert_descriptor_invalid (&descriptor, "rebuild the plugin");
}

/* The plugin's identity: name, version, licence, gettext domain, locale folder. */
static void
test_descriptor_identity (void)
{
  BriRules rules = valid_rules ();
  const BriRules *variants[] = { &rules, NULL };
  BriPluginDescriptor descriptor;
  g_autofree char *long_text = g_strnfill (300, 'a');
  g_autofree char *long_dir = g_strnfill (5000, 'a');

#define CASE(change, expected) \
  G_STMT_START { descriptor = descriptor_of (variants); change; \
                 assert_descriptor_invalid (&descriptor, expected); } G_STMT_END
  CASE (descriptor.name = NULL, "no name");
  CASE (descriptor.name = "", "no name");
  CASE (descriptor.name = "two words", "no name");
  CASE (descriptor.name = long_text, "no name");
  CASE (descriptor.name = "\xc3\xa9t\xc3\xa9", "no name");
  CASE (descriptor.version = NULL, "no version");
  CASE (descriptor.version = "1.0 beta", "no version");
  CASE (descriptor.version = "\xff", "no version");
  CASE (descriptor.version = long_text, "longer than 64");
  CASE (descriptor.license = NULL, "no licence");
  CASE (descriptor.license = "", "no licence");
  CASE (descriptor.license = "GPL; or not", "SPDX");
  CASE (descriptor.license = "\xc3\xa9", "SPDX");
  CASE (descriptor.license = long_text, "SPDX");
  CASE (descriptor.gettext_domain = NULL, "no gettext domain");
  CASE (descriptor.gettext_domain = "../briscola", "no gettext domain");
  CASE (descriptor.gettext_domain = long_text, "no gettext domain");
  CASE (descriptor.gettext_domain = "\xff", "no gettext domain");
  CASE (descriptor.locale_dir = "", "locale folder");
  CASE (descriptor.locale_dir = "locale/\xff", "not UTF-8");
  CASE (descriptor.locale_dir = long_dir, "longer than 4096");
#undef CASE

  /* What is allowed: SPDX expressions, a version with a suffix, no locale folder. */
  descriptor = descriptor_of (variants);
  descriptor.license = "(MIT OR Apache-2.0) AND LGPL-2.1-or-later WITH Classpath-exception-2.0";
  descriptor.version = "0.3.0~beta+git2";
  descriptor.locale_dir = NULL;
  g_assert_true (bri_plugin_descriptor_validate (&descriptor, NULL));
}

/* The variants a module registers: at least one, ids distinct, a list that ends. */
static void
test_descriptor_variants (void)
{
  BriRules first = valid_rules (), second = valid_rules ();
  const BriRules *two[] = { &first, &second, NULL };
  const BriRules *none[] = { NULL };
  const BriRules *endless[BRI_MAX_PLUGIN_VARIANTS + 2];
  BriPluginDescriptor descriptor = descriptor_of (two);

  assert_descriptor_invalid (&descriptor, "“valid” is registered twice");
  second.id = "valid-second";
  g_assert_true (bri_plugin_descriptor_validate (&descriptor, NULL));
  second.apply = NULL;
  /* The variant at fault is named. */
  assert_descriptor_invalid (&descriptor,
                             "valid-second: the plugin’s rules are invalid: a required hook");

  descriptor = descriptor_of (none);
  assert_descriptor_invalid (&descriptor, "registers no variant");
  descriptor = descriptor_of (NULL);
  assert_descriptor_invalid (&descriptor, "no list of variants");
  for (guint i = 0; i < G_N_ELEMENTS (endless); i++)
    endless[i] = &first;
  descriptor = descriptor_of (endless);
  /* The check stops at its limit rather than walk on; the ids are the same, but the
   * length is what it tells first. */
  assert_descriptor_invalid (&descriptor, "no end");
}

/* Copies fixture @name beside a "locale" folder with the fixture's Italian catalogue. */
static char *
install_fixture_with_catalogue (const char *dir, const char *name)
{
  g_autofree char *from = g_test_build_filename (G_TEST_BUILT, "fixtures", name, NULL);
  g_autofree char *mo = g_test_build_filename (G_TEST_BUILT, "fixtures", "fixture-it.mo", NULL);
  g_autofree char *messages = g_build_filename (dir, "locale", "it", "LC_MESSAGES", NULL);
  g_autofree char *to_mo = g_build_filename (messages, "briscola-fixture.mo", NULL);
  char *to = g_build_filename (dir, name, NULL);
  g_autofree char *data = NULL;
  gsize length;

  g_assert_cmpint (g_mkdir_with_parents (messages, 0700), ==, 0);
  g_assert_true (g_file_get_contents (from, &data, &length, NULL));
  g_assert_true (g_file_set_contents (to, data, (gssize) length, NULL));
  g_clear_pointer (&data, g_free);
  g_assert_true (g_file_get_contents (mo, &data, &length, NULL));
  g_assert_true (g_file_set_contents (to_mo, data, (gssize) length, NULL));
  return to;
}

/* A plugin sharing the library's domain does not move it to its own locale folder. */
static void
test_library_domain_stays (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *module = install_fixture_with_catalogue (dir, "fixture-library-domain.so");
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new (); /* binds the library's */
  g_autofree char *before = g_strdup (bindtextdomain (GETTEXT_PACKAGE, NULL));
  BriVariant *variant;

  variant = bri_plugin_loader_load_file (loader, module, NULL);
  g_assert_nonnull (variant);
  g_assert_cmpstr (bri_rules_get_gettext_domain (bri_variant_get_rules (variant)), ==,
                   GETTEXT_PACKAGE);
  g_assert_cmpstr (bindtextdomain (GETTEXT_PACKAGE, NULL), ==, before);
  bri_test_remove_dir (dir);
}

/* The loader binds a plugin's own domain to the folder beside its module, and the texts
 * of its variants come through that domain, not the app's. */
static void
test_plugin_domain (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *module = install_fixture_with_catalogue (dir, "fixture-two.so");
  g_autofree char *expected_dir = g_build_filename (dir, "locale", NULL);
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
  g_autoptr (GError) error = NULL;
  BriVariant *variant;
  const BriRules *rules;

  /* glibc reads LANGUAGE at each lookup; the locale is C.UTF-8 (see main()). */
  g_setenv ("LANGUAGE", "it", TRUE);
  variant = bri_plugin_loader_load_file (loader, module, &error);
  g_assert_no_error (error);
  g_assert_nonnull (variant);
  g_assert_cmpstr (bindtextdomain ("briscola-fixture", NULL), ==, expected_dir);
  g_assert_cmpstr (bind_textdomain_codeset ("briscola-fixture", NULL), ==, "UTF-8");

  rules = bri_variant_get_rules (variant);
  g_assert_cmpstr (bri_rules_get_gettext_domain (rules), ==, "briscola-fixture");
  g_assert_cmpstr (bri_rules_get_gettext_domain (
                     bri_variant_get_rules (bri_plugin_loader_find (loader, "fixture-two-second"))),
                   ==, "briscola-fixture");
  g_assert_cmpstr (bri_variant_get_name (variant), ==, "Prova");
  g_assert_cmpstr (bri_rules_get_description (rules), ==, "Una prova");
  g_assert_cmpstr (bri_rules_gettext (rules, "Fixture"), ==, "Prova");
  /* Not through the app's domain: it translates the same words otherwise, or not at all. */
  g_assert_cmpstr (g_dgettext (GETTEXT_PACKAGE, "Fixture"), ==, "Fixture");
  /* Where both catalogues translate a text, the plugin's own translation wins. */
  g_assert_cmpstr (bri_rules_gettext (rules, "Never"), ==, "Giammai");
  /* A text of the kit's tables (bri_kit_team_match_choices), which the plugin's
   * catalogue does not carry, comes from the library's domain. */
  g_assert_cmpstr (bri_rules_gettext (rules, "A single deal"), ==, "Una sola smazzata");
  g_assert_cmpstr (bri_rules_gettext (rules, "Nowhere in any catalogue"), ==,
                   "Nowhere in any catalogue");
  /* Rules no loader registered have no domain, and their texts stay as they are. */
  {
    BriRules unloaded = valid_rules ();
    unloaded.name = "Fixture";
    g_assert_null (bri_rules_get_gettext_domain (&unloaded));
    g_assert_cmpstr (bri_rules_get_name (&unloaded), ==, "Fixture");
  }
  g_unsetenv ("LANGUAGE");
  bri_test_remove_dir (dir);
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
  /* Not the C locale, where glibc ignores LANGUAGE: the domain test sets it. */
  setlocale (LC_ALL, "C.UTF-8");
  g_unsetenv ("LANGUAGE");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/plugin-loader/broken-fixtures", test_broken_fixtures);
  g_test_add_func ("/core/plugin-loader/real-beside-broken", test_real_plugins_beside_broken);
  g_test_add_func ("/core/plugin-loader/missing-file", test_load_missing_file);
  g_test_add_func ("/core/plugin-loader/descriptor-validation", test_descriptor_validation);
  g_test_add_func ("/core/plugin-loader/descriptor-abi", test_descriptor_abi);
  g_test_add_func ("/core/plugin-loader/descriptor-identity", test_descriptor_identity);
  g_test_add_func ("/core/plugin-loader/descriptor-variants", test_descriptor_variants);
  g_test_add_func ("/core/plugin-loader/plugin-domain", test_plugin_domain);
  g_test_add_func ("/core/plugin-loader/library-domain-stays", test_library_domain_stays);
  g_test_add_func ("/core/plugin-loader/fifo", test_fifo);
  g_test_add_func ("/core/plugin-loader/truncated-modules", test_truncated_modules);
  g_test_add_func ("/core/plugin-loader/unreadable-folders", test_unreadable_folders);
  g_test_add_func ("/core/plugin-loader/variant-object", test_variant_object);
  return g_test_run ();
}
