/* test-saved-game.c: saving and resuming matches, and refusing damaged files. */
#include "config.h"

#include <glib/gstdio.h>
#include <utime.h>
#include <bri-test.h>

/* A best-of-3 match a deal and a half in, played by random players. */
static BriGame *
game_in_progress (void)
{
  BriConfig config;
  BriGame *game;
  BriRng rng;

  bri_test_config (&config, "briscola2", 0, "match=best-of-3;redeal=on");
  game = bri_game_new (&config, 1234, 1);
  bri_rng_init (&rng, 99);
  while (!bri_state_is_over (bri_game_get_state (game)))
    g_assert_true (bri_game_apply (game, bri_player_random (bri_game_get_state (game), &rng),
                                   NULL));
  g_assert_true (bri_game_next_deal (game));
  for (guint i = 0; i < 15; i++)
    g_assert_true (bri_game_apply (game, bri_player_random (bri_game_get_state (game), &rng),
                                   NULL));
  return game;
}

static void
assert_same_game (BriGame *a, BriGame *b)
{
  const BriState *sa = bri_game_get_state (a), *sb = bri_game_get_state (b);
  const BriMatch *ma = bri_game_get_match (a), *mb = bri_game_get_match (b);

  for (guint seat = 0; seat < sa->n_seats; seat++)
    {
      g_assert_cmpuint (sa->hand[seat], ==, sb->hand[seat]);
      g_assert_cmpuint (sa->pile[seat], ==, sb->pile[seat]);
      g_assert_cmpuint (ma->wins[seat], ==, mb->wins[seat]);
      g_assert_cmpint (ma->score[seat], ==, mb->score[seat]);
    }
  g_assert_cmpuint (sa->to_act, ==, sb->to_act);
  g_assert_cmpuint (sa->stock_top, ==, sb->stock_top);
  g_assert_cmpmem (sa->stock, sa->stock_len, sb->stock, sb->stock_len);
  g_assert_cmpuint (ma->n_deals, ==, mb->n_deals);
  g_assert_cmpuint (ma->dealer, ==, mb->dealer);
}

static void
test_round_trip (void)
{
  g_autoptr (BriGame) game = game_in_progress ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("briscola-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "nested", "game.briscola", NULL);
  BriRecord *record;
  g_autoptr (BriGame) resumed = NULL;

  g_assert_true (bri_saved_game_save (bri_game_get_record (game), path, &error));
  g_assert_no_error (error);
  record = bri_saved_game_load (bri_test_loader (), path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->seed, ==, 1234);
  g_assert_cmpuint (record->deals->len, ==, 2);
  resumed = bri_game_new_from_record (record, &error);
  g_assert_no_error (error);
  assert_same_game (game, resumed);

  /* Both go on identically, including the next shuffle. */
  BriRng rng1, rng2;
  bri_rng_init (&rng1, 5);
  bri_rng_init (&rng2, 5);
  while (!bri_state_is_over (bri_game_get_state (game)))
    {
      g_assert_true (bri_game_apply (game, bri_player_greedy (bri_game_get_state (game), &rng1), NULL));
      g_assert_true (bri_game_apply (resumed, bri_player_greedy (bri_game_get_state (resumed), &rng2), NULL));
    }
  if (!bri_game_get_match (game)->finished)
    {
      g_assert_true (bri_game_next_deal (game));
      g_assert_true (bri_game_next_deal (resumed));
    }
  assert_same_game (game, resumed);

  g_unlink (path);
  g_autofree char *nested = g_path_get_dirname (path);
  g_rmdir (nested);
  g_rmdir (dir);
}

static char *
saved_text (void)
{
  g_autoptr (BriGame) game = game_in_progress ();
  return bri_saved_game_to_data (bri_game_get_record (game), NULL);
}

/* Replaces the first @from in @text by @to. */
static char *
damage (const char *text, const char *from, const char *to)
{
  const char *at = strstr (text, from);
  g_assert_nonnull (at);
  return g_strdup_printf ("%.*s%s%s", (int) (at - text), text, to, at + strlen (from));
}

/* @text with its checksum made right again, so that a test reaches the check it means. */
static char *
reseal (const char *text)
{
  const char *tail = strstr (text, "[Integrity]\n");
  g_autofree char *body = NULL;
  g_autofree char *digest = NULL;

  g_assert_nonnull (tail);
  body = g_strndup (text, (gsize) (tail - text));
  digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, body, -1);
  return g_strconcat (body, "[Integrity]\nSHA-256=", digest, "\n", NULL);
}

/* damage(), resealed. */
static char *
change (const char *text, const char *from, const char *to)
{
  g_autofree char *changed = damage (text, from, to);
  return reseal (changed);
}

static void
assert_refused (const char *text, const char *expected)
{
  g_autoptr (GError) error = NULL;
  BriRecord *record = bri_saved_game_from_data (bri_test_loader (), text, strlen (text), &error);

  g_assert_null (record);
  g_assert_error (error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE);
  if (strstr (error->message, expected) == NULL)
    g_error ("expected “%s” in: %s", expected, error->message);
}

static void
test_corrupt_files (void)
{
  g_autofree char *good = saved_text ();

  assert_refused ("", "Briscola");
  assert_refused ("\x01\x02 not a key file", "damaged");
  g_autofree char *a = change (good, "Format=2", "Format=7");
  assert_refused (a, "format 7");
  g_autofree char *b = change (good, "Variant=briscola2", "Variant=../x y");
  assert_refused (b, "identifier");
  g_autofree char *c = change (good, "Players=2", "Players=5");
  assert_refused (c, "5");
  g_autofree char *d = change (good, "match=best-of-3", "match=forever");
  assert_refused (d, "forever");
  g_autofree char *e = change (good, "Deck=", "Deck=Xx ");
  assert_refused (e, "Xx");
  g_autofree char *f = change (good, "Deck=", "Deck=Ad ");
  assert_refused (f, "twice");
  g_autofree char *g = change (good, "Actions=", "Actions=bid:A ");
  assert_refused (g, "bid:A");
  g_autofree char *h = change (good, "Seed=1234", "Seed=minus one");
  assert_refused (h, "minus one");
  g_autofree char *i = change (good, "Dealer=1", "Dealer=0");
  assert_refused (i, "deal");
  g_autofree char *j = change (good, "Dealer=1", "Dealer=9");
  assert_refused (j, "9");
  /* A first deal cut short while a second follows. */
  g_autofree char *k = change (good, "Actions=", "Actions=\nIgnored=");
  assert_refused (k, "deal 1");
  g_autofree char *l = change (good, "[Deal 1]", "[Deal 0]");
  assert_refused (l, "no deal");
}

/* g_key_file_get_string() sets an error and still returns a value for an invalid escape;
 * the loader must refuse such a value without a GLib warning (fatal in tests). */
static void
test_invalid_escapes (void)
{
  g_autofree char *good = saved_text ();
  const char *const keys[] = { "Seed=1234", "Variant=briscola2", "Options=", "Deck=", "Actions=" };

  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      g_autofree char *with_escape = g_strconcat (keys[i], "1\\q", NULL);
      g_autofree char *text = change (good, keys[i], with_escape);
      g_test_message ("%s", with_escape);
      assert_refused (text, "damaged");
    }
}

/* Cut on any line boundary, the file is still a key file of an earlier position. */
static void
test_truncated (void)
{
  g_autofree char *good = saved_text ();
  gsize length = strlen (good);
  guint cuts = 0;

  for (gsize at = 1; at < length; at++)
    if (good[at - 1] == '\n')
      {
        g_autofree char *cut = g_strndup (good, at);
        assert_refused (cut, at > strlen ("[Briscola]\nFormat=2\n") ? "cut short" : "damaged");
        cuts++;
      }
  g_assert_cmpuint (cuts, >, 10);

  /* One line dropped from the middle, one byte changed. */
  g_autofree char *dropped = damage (good, "Dealer=1\n", "");
  assert_refused (dropped, "checksum");
  g_autofree char *changed = damage (good, "Seed=1234", "Seed=1235");
  assert_refused (changed, "checksum");
  g_autofree char *no_end = damage (good, "[Integrity]", "[Integrity]\n");
  assert_refused (no_end, "cut short");
}

/* Saves written before the checksum (format 1) still load: their autosave must resume. */
static void
test_format_1_loads (void)
{
  g_autofree char *good = saved_text ();
  g_autofree char *body = g_strndup (good, (gsize) (strstr (good, "[Integrity]") - good));
  g_autofree char *old = damage (body, "Format=2", "Format=1");
  g_autoptr (GError) error = NULL;
  g_autoptr (BriRecord) record = bri_saved_game_from_data (bri_test_loader (), old,
                                                           strlen (old), &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->deals->len, ==, 2);

  /* But format 2 without its checksum is refused. */
  g_autofree char *unsealed = damage (body, "Format=2", "Format=2");
  assert_refused (unsealed, "cut short");
}

/* A variant that is merely missing is not damage: the file is good once it is back. */
static void
test_variant_not_installed (void)
{
  g_autofree char *good = saved_text ();
  g_autofree char *text = change (good, "Variant=briscola2", "Variant=scopone");
  g_autoptr (GError) error = NULL;
  BriRecord *record = bri_saved_game_from_data (bri_test_loader (), text, strlen (text), &error);

  g_assert_null (record);
  g_assert_error (error, BRI_ERROR, BRI_ERROR_UNKNOWN_VARIANT);
  g_assert_nonnull (strstr (error->message, "“scopone”"));
  g_assert_nonnull (strstr (error->message, "not installed"));
}

static void
set_age (const char *path, gint64 seconds)
{
  struct utimbuf times;

  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - seconds);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

/* A save killed after g_file_set_contents_full() created its temporary leaves it behind:
 * the next save removes the old ones, but not one a save going on may still write. */
static void
test_stale_temporaries (void)
{
  g_autoptr (BriGame) game = game_in_progress ();
  g_autoptr (GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("briscola-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "game.briscola", NULL);
  g_autofree char *stale = g_strconcat (path, ".Ab3xYz", NULL);
  g_autofree char *young = g_strconcat (path, ".Qw7rTy", NULL);
  g_autofree char *other = g_strconcat (path, ".notes", NULL);
  g_autofree char *folder = g_strconcat (path, ".Zz9zZz", NULL);
  g_autofree char *foreign = g_build_filename (dir, "other.briscola.Ab3xYz", NULL);

  for (guint i = 0; i < 2; i++)
    {
      const char *file = i ? young : stale;
      g_assert_true (g_file_set_contents (file, "[Briscola]\nFormat=2\n", -1, NULL));
    }
  g_assert_true (g_file_set_contents (other, "mine", -1, NULL));
  g_assert_true (g_file_set_contents (foreign, "mine", -1, NULL));
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  set_age (stale, 3600);
  set_age (other, 3600);
  set_age (foreign, 3600);
  set_age (folder, 3600);

  g_assert_true (bri_saved_game_save (bri_game_get_record (game), path, &error));
  g_assert_no_error (error);
  g_assert_false (g_file_test (stale, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (young, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (other, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (foreign, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));

  /* Once old, the young one goes too. */
  set_age (young, 3600);
  g_assert_cmpuint (bri_saved_game_remove_stale_temporaries (path), ==, 1);
  g_assert_false (g_file_test (young, G_FILE_TEST_EXISTS));

  for (const char *const *file = (const char *const[]) { path, other, foreign, NULL }; *file; file++)
    g_unlink (*file);
  g_rmdir (folder);
  g_rmdir (dir);
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/saved-game/round-trip", test_round_trip);
  g_test_add_func ("/core/saved-game/corrupt-files", test_corrupt_files);
  g_test_add_func ("/core/saved-game/invalid-escapes", test_invalid_escapes);
  g_test_add_func ("/core/saved-game/truncated", test_truncated);
  g_test_add_func ("/core/saved-game/format-1-loads", test_format_1_loads);
  g_test_add_func ("/core/saved-game/variant-not-installed", test_variant_not_installed);
  g_test_add_func ("/core/saved-game/stale-temporaries", test_stale_temporaries);
  return g_test_run ();
}
