/* test-autosave.c: what the app does with its autosave at start, without a display:
 * resume it, or keep it aside under a name of its own and tell the player why. */
#include "config.h"

#include <glib/gstdio.h>
#include <utime.h>
#include <bri-test.h>

#include "briscola-autosave.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("briscola-autosave-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, data ? data : "autosave.briscola", NULL);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  g_autoptr (GDir) handle = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

/* A saved briscola2 match a few moves in, as its text. */
static char *
saved_game_text (void)
{
  g_autoptr (BriGame) game = NULL;
  BriConfig config;
  BriRng rng;

  bri_test_config (&config, "briscola2", 0, NULL);
  game = bri_game_new (&config, 77, 1);
  bri_rng_init (&rng, 3);
  for (guint i = 0; i < 5; i++)
    g_assert_true (bri_game_apply (game, bri_player_random (bri_game_get_state (game), &rng),
                                   NULL));
  return bri_saved_game_to_data (bri_game_get_record (game), NULL);
}

static void
write_file (const char *path, const char *text)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, text, -1, &error));
  g_assert_no_error (error);
}

static char *
read_file (const char *path)
{
  g_autoptr (GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  return text;
}

static char *
sibling (Fixture *f, const char *name)
{
  return g_build_filename (f->dir, name, NULL);
}

static void
test_resumes (Fixture *f, gconstpointer data)
{
  g_autofree char *text = saved_game_text ();
  g_autoptr (BriscolaAutosave) autosave = NULL;

  write_file (f->path, text);
  autosave = briscola_autosave_resume (f->path, bri_test_loader ());
  g_assert_cmpint (autosave->outcome, ==, BRISCOLA_AUTOSAVE_RESUMED);
  g_assert_nonnull (autosave->game);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

/* An autosave of a version without the checksum still resumes. */
static void
test_resumes_format_1 (Fixture *f, gconstpointer data)
{
  g_autofree char *text = saved_game_text ();
  g_autoptr (GString) old = g_string_new_len (text, strstr (text, "[Integrity]") - text);
  g_autoptr (BriscolaAutosave) autosave = NULL;

  g_string_replace (old, "Format=2", "Format=1", 1);
  write_file (f->path, old->str);
  autosave = briscola_autosave_resume (f->path, bri_test_loader ());
  g_assert_cmpint (autosave->outcome, ==, BRISCOLA_AUTOSAVE_RESUMED);
}

/* Each damaged autosave keeps a name of its own: the second never overwrites the first. */
static void
test_damaged_kept_apart (Fixture *f, gconstpointer data)
{
  g_autofree char *text = saved_game_text ();
  g_autofree char *first = g_strndup (text, strlen (text) / 2);
  g_autofree char *second = g_strndup (text, strlen (text) / 3);
  g_autofree char *kept_first = g_strconcat (f->path, ".damaged", NULL);
  g_autofree char *kept_second = g_strconcat (f->path, ".damaged-2", NULL);

  for (guint i = 0; i < 2; i++)
    {
      g_autoptr (BriscolaAutosave) autosave = NULL;
      g_autofree char *body = NULL;

      write_file (f->path, i == 0 ? first : second);
      autosave = briscola_autosave_resume (f->path, bri_test_loader ());
      g_assert_cmpint (autosave->outcome, ==, BRISCOLA_AUTOSAVE_DAMAGED);
      g_assert_false (autosave->stuck);
      g_assert_cmpstr (autosave->kept_path, ==, i == 0 ? kept_first : kept_second);
      g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));

      /* Words for a player: what happened, where the file is; no parser's detail. */
      body = briscola_autosave_dup_body (autosave);
      g_test_message ("%s", body);
      g_assert_nonnull (strstr (body, "damaged"));
      g_assert_nonnull (strstr (body, "new game"));
      g_assert_nonnull (strstr (body, autosave->kept_path));
      g_assert_null (strstr (body, "cut short"));
      g_assert_null (strstr (body, "Key file"));
    }
  g_autofree char *still_first = read_file (kept_first);
  g_autofree char *still_second = read_file (kept_second);
  g_assert_cmpstr (still_first, ==, first);
  g_assert_cmpstr (still_second, ==, second);
}

/* When the damaged file cannot be moved aside (here its new name would be too long for
 * the file system), it stays where it is, and the player is told so, not that it was kept. */
static void
test_damaged_cannot_move (Fixture *f, gconstpointer data)
{
  g_autoptr (BriscolaAutosave) autosave = NULL;
  g_autofree char *body = NULL;

  write_file (f->path, "[Briscola]\nFormat=2\n");
  autosave = briscola_autosave_resume (f->path, bri_test_loader ());
  g_assert_cmpint (autosave->outcome, ==, BRISCOLA_AUTOSAVE_DAMAGED);
  g_assert_true (autosave->stuck);
  g_assert_cmpstr (autosave->kept_path, ==, f->path);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
  body = briscola_autosave_dup_body (autosave);
  g_assert_nonnull (strstr (body, "stays"));
  g_assert_null (strstr (body, "was kept"));
}

/* A game whose plugin is missing is not damaged: it waits aside, and comes back. */
static void
test_variant_missing (Fixture *f, gconstpointer data)
{
  g_autoptr (BriPluginLoader) without = bri_plugin_loader_new ();
  g_autofree char *text = saved_game_text ();
  g_autofree char *waiting = sibling (f, "waiting-briscola2.briscola");
  g_autofree char *body = NULL;
  g_autoptr (BriscolaAutosave) missing = NULL;
  g_autoptr (BriscolaAutosave) still = NULL;
  g_autoptr (BriscolaAutosave) back = NULL;

  write_file (f->path, text);
  missing = briscola_autosave_resume (f->path, without);
  g_assert_cmpint (missing->outcome, ==, BRISCOLA_AUTOSAVE_VARIANT_MISSING);
  g_assert_cmpstr (missing->variant_id, ==, "briscola2");
  g_assert_cmpstr (missing->kept_path, ==, waiting);
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_assert_cmpstr (briscola_autosave_get_heading (missing), ==,
                   "This Game’s Variant Is Not Installed");
  body = briscola_autosave_dup_body (missing);
  g_assert_nonnull (strstr (body, "“briscola2”"));
  g_assert_nonnull (strstr (body, "offered again"));
  g_assert_null (strstr (body, "damaged"));

  /* Still missing: nothing to resume, the file waits on. */
  still = briscola_autosave_resume (f->path, without);
  g_assert_cmpint (still->outcome, ==, BRISCOLA_AUTOSAVE_NONE);
  g_assert_true (g_file_test (waiting, G_FILE_TEST_EXISTS));

  /* The plugin is back: the game resumes from the autosave's place. */
  back = briscola_autosave_resume (f->path, bri_test_loader ());
  g_assert_cmpint (back->outcome, ==, BRISCOLA_AUTOSAVE_RESUMED);
  g_assert_false (g_file_test (waiting, G_FILE_TEST_EXISTS));
  g_autofree char *resumed = read_file (f->path);
  g_assert_cmpstr (resumed, ==, text);
}

/* A newer autosave comes first; the waiting game stays for a later start. */
static void
test_waiting_behind_autosave (Fixture *f, gconstpointer data)
{
  g_autofree char *text = saved_game_text ();
  g_autofree char *waiting = sibling (f, "waiting-briscola2.briscola");
  g_autoptr (BriscolaAutosave) autosave = NULL;

  write_file (f->path, text);
  write_file (waiting, text);
  autosave = briscola_autosave_resume (f->path, bri_test_loader ());
  g_assert_cmpint (autosave->outcome, ==, BRISCOLA_AUTOSAVE_RESUMED);
  g_assert_true (g_file_test (waiting, G_FILE_TEST_EXISTS));
}

/* With every waiting name taken the file cannot move: it stays, and the player knows. */
static void
test_variant_missing_cannot_move (Fixture *f, gconstpointer data)
{
  g_autoptr (BriPluginLoader) without = bri_plugin_loader_new ();
  g_autofree char *text = saved_game_text ();
  g_autoptr (BriscolaAutosave) autosave = NULL;
  g_autofree char *body = NULL;

  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *name = n == 1 ? g_strdup ("waiting-briscola2.briscola")
                                     : g_strdup_printf ("waiting-briscola2-%u.briscola", n);
      g_autofree char *taken = sibling (f, name);
      write_file (taken, "");
    }
  write_file (f->path, text);
  autosave = briscola_autosave_resume (f->path, without);
  g_assert_cmpint (autosave->outcome, ==, BRISCOLA_AUTOSAVE_VARIANT_MISSING);
  g_assert_true (autosave->stuck);
  g_autofree char *unchanged = read_file (f->path);
  g_assert_cmpstr (unchanged, ==, text);
  body = briscola_autosave_dup_body (autosave);
  g_assert_nonnull (strstr (body, "stays"));
}

/* Temporaries a killed save left go at the next start. */
static void
test_stale_temporaries (Fixture *f, gconstpointer data)
{
  g_autofree char *stale = g_strconcat (f->path, ".k1LLed", NULL);
  g_autoptr (BriscolaAutosave) autosave = NULL;
  struct utimbuf old;

  write_file (stale, "[Briscola]\n");
  old.actime = old.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - 3600);
  g_assert_cmpint (g_utime (stale, &old), ==, 0);
  autosave = briscola_autosave_resume (f->path, bri_test_loader ());
  g_assert_cmpint (autosave->outcome, ==, BRISCOLA_AUTOSAVE_NONE);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
}

/* A name that g_file_set_contents() can still write (with its “.XXXXXX” temporary) but
 * that “.damaged” makes too long for the file system. */
static char long_name[256];

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  memset (long_name, 'x', 248 - strlen (".briscola"));
  strcat (long_name, ".briscola");
  g_assert_cmpuint (strlen (long_name) + strlen (".XXXXXX"), ==, 255);
#define ADD(name, func, file) \
  g_test_add (name, Fixture, file, fixture_setup, func, fixture_teardown)
  ADD ("/gtk/autosave-file/resumes", test_resumes, NULL);
  ADD ("/gtk/autosave-file/resumes-format-1", test_resumes_format_1, NULL);
  ADD ("/gtk/autosave-file/damaged-kept-apart", test_damaged_kept_apart, NULL);
  ADD ("/gtk/autosave-file/damaged-cannot-move", test_damaged_cannot_move, long_name);
  ADD ("/gtk/autosave-file/variant-missing", test_variant_missing, NULL);
  ADD ("/gtk/autosave-file/waiting-behind-autosave", test_waiting_behind_autosave, NULL);
  ADD ("/gtk/autosave-file/variant-missing-cannot-move", test_variant_missing_cannot_move, NULL);
  ADD ("/gtk/autosave-file/stale-temporaries", test_stale_temporaries, NULL);
#undef ADD
  return g_test_run ();
}
