/* test-game-history.c: the moves of a deal as the human saw them, without a display:
 * a line for each decision seen, a line for each trick taken with its points, and the
 * same lines when the deal is read again from its record (after undo or resume). */
#include "config.h"

#include <bri-test.h>

#include "briscola-game-history.h"
#include "briscola-settings.h"

/* Plays a whole deal of @variant with random players, checking each action's lines as
 * they come, and returns the lines. */
static GPtrArray *
play_deal (const char *variant, const char *options, guint64 seed, guint *n_unseen,
           BriGame **out_game)
{
  g_autoptr (BriGame) game = NULL;
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  BriConfig config;
  BriRng rng;

  bri_test_config (&config, variant, 0, options);
  game = bri_game_new (&config, seed, 0);
  bri_rng_init (&rng, seed);
  *n_unseen = 0;
  while (!bri_state_is_over (bri_game_get_state (game)))
    {
      BriState before = *bri_game_get_state (game);
      BriAction action = bri_player_random (&before, &rng);
      guint seat = before.to_act;
      gboolean seen = action.kind == BRI_ACTION_PLAY || seat == 0 ||
                      config.rules->action_visible == NULL ||
                      config.rules->action_visible (&before, seat, action, 0);
      const BriState *after;
      guint n = lines->len;

      g_assert_true (bri_game_apply (game, action, NULL));
      after = bri_game_get_state (game);
      briscola_game_history_add_action (lines, &before, seat, action, after, 0,
                                        BRI_DECK_STYLE_ITALIAN);
      if (!seen)
        (*n_unseen)++;
      g_assert_cmpint (briscola_game_history_action_seen (&before, seat, action, 0) ||
                       action.kind == BRI_ACTION_PLAY, ==, seen);

      /* The action's line when it was seen, then the trick's when one was taken. */
      g_assert_cmpuint (lines->len, ==, n + (seen ? 1 : 0) +
                                        (after->n_tricks > before.n_tricks ? 1 : 0));
      if (seen && action.kind == BRI_ACTION_PLAY)
        {
          g_autofree char *card = bri_card_get_name (action.card, BRI_DECK_STYLE_ITALIAN);
          const char *line = g_ptr_array_index (lines, n);

          if (seat == 0)
            {
              g_autofree char *mine = g_strdup_printf ("You: %s", card);
              g_assert_cmpstr (line, ==, mine);
            }
          else
            g_assert_nonnull (strstr (line, briscola_seat_name (seat, 0)));
        }
      if (after->n_tricks > before.n_tricks)
        {
          const BriTrick *trick = &after->last_trick;
          const char *line = g_ptr_array_index (lines, lines->len - 1);
          g_autofree char *expected = NULL;
          guint points = 0;

          for (guint i = 0; i < trick->len; i++)
            points += bri_card_points (trick->card[i]);
          if (trick->winner == 0)
            expected = g_strdup_printf (points == 1 ? "You take the trick: %u point"
                                                    : "You take the trick: %u points", points);
          else
            expected = g_strdup_printf (points == 1 ? "%s takes the trick: %u point"
                                                    : "%s takes the trick: %u points",
                                        briscola_seat_name (trick->winner, 0), points);
          g_assert_cmpstr (line, ==, expected);
        }
    }
  *out_game = g_steal_pointer (&game);
  return lines;
}

static void
assert_same_lines (GPtrArray *lines, GStrv again)
{
  g_assert_cmpuint (g_strv_length (again), ==, lines->len);
  for (guint i = 0; i < lines->len; i++)
    g_assert_cmpstr (again[i], ==, g_ptr_array_index (lines, i));
}

static void
test_briscola2 (void)
{
  g_autoptr (BriGame) game = NULL;
  g_autoptr (GPtrArray) lines = NULL;
  g_auto (GStrv) again = NULL;
  guint n_unseen;

  g_test_summary ("Every card played has its line, the human's in its words and the "
                  "others' naming them, and every trick taken a line with its points; the "
                  "record read again gives the same lines");
  lines = play_deal ("briscola2", NULL, 31, &n_unseen, &game);
  g_assert_cmpuint (n_unseen, ==, 0);
  /* Forty cards and twenty tricks. */
  g_assert_cmpuint (lines->len, ==, 60);
  again = briscola_game_history_of_deal (bri_game_get_record (game), 0,
                                         BRI_DECK_STYLE_ITALIAN);
  assert_same_lines (lines, again);
}

static void
test_hidden_signals (void)
{
  g_auto (GStrv) again = NULL;
  guint n_unseen = 0;
  guint64 seed;

  g_test_summary ("A decision the rules hide from the human (a secret signal between the "
                  "others) has no line, and reading the record again hides it too");
  for (seed = 1; seed < 40 && n_unseen == 0; seed++)
    {
      g_autoptr (BriGame) game = NULL;
      g_autoptr (GPtrArray) lines = play_deal ("briscola4",
                                               "communication=signals;match=single",
                                               seed, &n_unseen, &game);

      g_clear_pointer (&again, g_strfreev);
      again = briscola_game_history_of_deal (bri_game_get_record (game), 0,
                                             BRI_DECK_STYLE_ITALIAN);
      assert_same_lines (lines, again);
    }
  g_assert_cmpuint (n_unseen, >, 0);
}

static void
test_empty (void)
{
  g_auto (GStrv) lines = NULL;
  g_autoptr (BriRecord) record = NULL;
  BriConfig config;

  g_test_summary ("A record without a deal has no lines");
  bri_test_config (&config, "briscola2", 0, NULL);
  record = bri_record_new (&config, 1);
  lines = briscola_game_history_of_deal (record, 0, BRI_DECK_STYLE_ITALIAN);
  g_assert_nonnull (lines);
  g_assert_cmpuint (g_strv_length (lines), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/gtk/history/briscola2", test_briscola2);
  g_test_add_func ("/gtk/history/hidden-signals", test_hidden_signals);
  g_test_add_func ("/gtk/history/empty", test_empty);
  return g_test_run ();
}
