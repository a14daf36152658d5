/* test-saved-game.c: saving and resuming matches, and refusing damaged files. */
#include "config.h"

#include <glib/gstdio.h>
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
  g_autofree char *a = damage (good, "Format=1", "Format=7");
  assert_refused (a, "format 7");
  g_autofree char *b = damage (good, "Variant=briscola2", "Variant=tressette");
  assert_refused (b, "tressette");
  g_autofree char *c = damage (good, "Players=2", "Players=5");
  assert_refused (c, "5");
  g_autofree char *d = damage (good, "match=best-of-3", "match=forever");
  assert_refused (d, "forever");
  g_autofree char *e = damage (good, "Deck=", "Deck=Xx ");
  assert_refused (e, "Xx");
  g_autofree char *f = damage (good, "Deck=", "Deck=Ad ");
  assert_refused (f, "twice");
  g_autofree char *g = damage (good, "Actions=", "Actions=bid:A ");
  assert_refused (g, "bid:A");
  g_autofree char *h = damage (good, "Seed=1234", "Seed=minus one");
  assert_refused (h, "minus one");
  g_autofree char *i = damage (good, "Dealer=1", "Dealer=0");
  assert_refused (i, "deal");
  g_autofree char *j = damage (good, "Dealer=1", "Dealer=9");
  assert_refused (j, "9");
  /* A first deal cut short while a second follows. */
  g_autofree char *k = damage (good, "Actions=", "Actions=\nIgnored=");
  assert_refused (k, "deal 1");
  g_autofree char *l = damage (good, "[Deal 1]", "[Deal 0]");
  assert_refused (l, "no deal");
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/saved-game/round-trip", test_round_trip);
  g_test_add_func ("/core/saved-game/corrupt-files", test_corrupt_files);
  return g_test_run ();
}
