/* test-kit-match.c: match formats as data: what the score adds up, what ends a match,
 * and who wins it. */
#include <briscola-kit.h>

#include "kit-test-rules.h"

typedef struct
{
  BriState state;
  BriMatch match;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer n_players)
{
  BriConfig config;

  kit_test_config (&config, GPOINTER_TO_UINT (n_players));
  bri_state_init (&f->state, &config, 0);
  bri_match_init (&f->match, &config, 0);
}

/* Adds a deal won by @side (or by nobody, with BRI_NO_SEAT) with these points per seat,
 * as bri_match_add_deal() would count it. */
static void
add_deal (Fixture *f, const BriKitMatchFormat *format, guint side, gboolean replay,
          const guint16 *points)
{
  BriDealScore score = { 0 };

  score.n_sides = (guint8) bri_state_n_sides (&f->state);
  score.outcome = side == BRI_NO_SEAT ? BRI_OUTCOME_TIE : BRI_OUTCOME_WIN;
  score.winner_side = (guint8) side;
  score.replay = (guint8) replay;
  for (guint seat = 0; seat < f->state.n_seats; seat++)
    {
      score.points[seat] = points[seat];
      score.side_points[f->state.team[seat]] += points[seat];
    }
  f->match.n_deals++;
  if (!replay)
    f->match.n_counted++;
  for (guint seat = 0; seat < f->state.n_seats && side != BRI_NO_SEAT; seat++)
    if (f->state.team[seat] == side)
      f->match.wins[seat]++;
  bri_kit_match_update (format, &f->match, &f->state, &score);
}

static void
test_deals (Fixture *f, gconstpointer data)
{
  static const BriKitMatchFormat three = { .score = BRI_KIT_SCORE_SEAT_POINTS, .deals = 3 };
  static const guint16 points[] = { 50, 40, 30 };

  g_test_summary ("Three deals that count, deals dealt again aside; the most points win");
  add_deal (f, &three, 0, FALSE, points);
  add_deal (f, &three, BRI_NO_SEAT, TRUE, points);
  add_deal (f, &three, 1, FALSE, points);
  g_assert_false (f->match.finished);
  g_assert_cmpint (f->match.score[0], ==, 100);
  add_deal (f, &three, 2, FALSE, points);
  g_assert_true (f->match.finished);
  g_assert_cmpint (f->match.score[0], ==, 150);
  g_assert_cmpuint (f->match.winners, ==, 1u << 0);
}

static void
test_best_of (Fixture *f, gconstpointer data)
{
  static const BriKitMatchFormat best_of_5 = { .by_wins = TRUE, .best_of = TRUE, .deals = 5 };
  static const guint16 points[] = { 70, 50 };

  g_test_summary ("Best of five ends once the leader cannot be caught, by deals won, and "
                  "keeps no score");
  add_deal (f, &best_of_5, 0, FALSE, points);
  add_deal (f, &best_of_5, 0, FALSE, points);
  g_assert_false (f->match.finished);
  add_deal (f, &best_of_5, 0, FALSE, points);
  g_assert_true (f->match.finished);
  g_assert_cmpuint (f->match.winners, ==, 1u << 0);
  g_assert_cmpint (f->match.score[0], ==, 0);
}

static void
test_best_of_drawn (Fixture *f, gconstpointer data)
{
  static const BriKitMatchFormat best_of_3 = { .by_wins = TRUE, .best_of = TRUE, .deals = 3 };
  static const guint16 points[] = { 60, 60 };

  g_test_summary ("Best of three with a tie among its deals can end level: a drawn match");
  add_deal (f, &best_of_3, 0, FALSE, points);
  add_deal (f, &best_of_3, BRI_NO_SEAT, FALSE, points);
  g_assert_false (f->match.finished);
  add_deal (f, &best_of_3, 1, FALSE, points);
  g_assert_true (f->match.finished);
  g_assert_cmpuint (f->match.winners, ==, 0);
}

static void
test_team_wins (Fixture *f, gconstpointer data)
{
  const BriKitMatchFormat *first_to_2 =
    &bri_kit_team_match_formats[BRI_KIT_TEAM_MATCH_FIRST_TO_2];
  static const guint16 points[] = { 40, 20, 30, 30 };

  g_test_summary ("The team formats: the first side to win two deals, its card points "
                  "credited to each of its seats");
  g_assert_cmpstr (bri_kit_team_match_choices[BRI_KIT_TEAM_MATCH_FIRST_TO_2].value, ==,
                   "first-to-2");
  bri_kit_set_alternating_sides (&f->state, 2);
  add_deal (f, first_to_2, 0, FALSE, points);
  g_assert_cmpint (f->match.score[2], ==, 70);
  g_assert_cmpint (f->match.score[1], ==, 50);
  add_deal (f, first_to_2, BRI_NO_SEAT, TRUE, points);
  add_deal (f, first_to_2, 1, FALSE, points);
  g_assert_false (f->match.finished);
  add_deal (f, first_to_2, 0, FALSE, points);
  g_assert_true (f->match.finished);
  g_assert_cmpuint (f->match.winners, ==, (1u << 0) | (1u << 2));
}

static void
test_points (Fixture *f, gconstpointer data)
{
  static const BriKitMatchFormat to_121 = { .score = BRI_KIT_SCORE_SEAT_POINTS,
                                            .points = 121 };
  static const guint16 level[] = { 60, 60 };
  static const guint16 level_past[] = { 61, 61 };
  static const guint16 catch_up[] = { 59, 61 };
  static const guint16 ahead[] = { 70, 50 };

  g_test_summary ("First to 121: short of it nobody wins, leaders level past it play on, "
                  "one alone past it wins");
  add_deal (f, &to_121, BRI_NO_SEAT, FALSE, level);
  g_assert_false (f->match.finished);
  add_deal (f, &to_121, 1, FALSE, catch_up);
  g_assert_cmpint (f->match.score[0], ==, 119);
  g_assert_cmpint (f->match.score[1], ==, 121);
  g_assert_true (f->match.finished);
  g_assert_cmpuint (f->match.winners, ==, 1u << 1);

  fixture_set_up (f, GUINT_TO_POINTER (2));
  add_deal (f, &to_121, BRI_NO_SEAT, FALSE, level);
  add_deal (f, &to_121, BRI_NO_SEAT, FALSE, level_past);
  g_assert_cmpint (f->match.score[0], ==, 121);
  g_assert_cmpint (f->match.score[1], ==, 121);
  g_assert_false (f->match.finished);
  add_deal (f, &to_121, 0, FALSE, ahead);
  g_assert_true (f->match.finished);
  g_assert_cmpuint (f->match.winners, ==, 1u << 0);
}

static void
test_single_drawn (Fixture *f, gconstpointer data)
{
  static const BriKitMatchFormat single = { .score = BRI_KIT_SCORE_SEAT_POINTS, .deals = 1 };
  static const guint16 points[] = { 40, 40, 40 };
  static const guint16 two_level[] = { 50, 50, 20 };

  g_test_summary ("A single deal: those level at the top share the win, all level is a draw");
  add_deal (f, &single, BRI_NO_SEAT, FALSE, points);
  g_assert_true (f->match.finished);
  g_assert_cmpuint (f->match.winners, ==, 0);

  fixture_set_up (f, GUINT_TO_POINTER (3));
  add_deal (f, &single, BRI_NO_SEAT, FALSE, two_level);
  g_assert_cmpuint (f->match.winners, ==, (1u << 0) | (1u << 1));
}

static void
test_dealer (Fixture *f, gconstpointer data)
{
  static const BriKitMatchFormat three = { .deals = 3 };
  static const guint16 points[] = { 60, 60 };

  g_test_summary ("The deal passes on, but a deal dealt again keeps its dealer");
  add_deal (f, &three, 0, FALSE, points);
  g_assert_cmpuint (f->match.dealer, ==, 1);
  add_deal (f, &three, BRI_NO_SEAT, TRUE, points);
  g_assert_cmpuint (f->match.dealer, ==, 1);
}

static void
test_score_replaying_ties (void)
{
  BriState state;
  BriDealScore score;

  g_test_summary ("Scored by points, a deal without a winner is dealt again");
  kit_test_state (&state, 2);
  state.pile[0] = BRI_SUIT_MASK (BRI_SUIT_COINS) | BRI_SUIT_MASK (BRI_SUIT_CUPS);
  state.pile[1] = BRI_SUIT_MASK (BRI_SUIT_SWORDS) | BRI_SUIT_MASK (BRI_SUIT_CLUBS);
  state.pile[0] &= bri_deck_italian40 ();
  state.pile[1] &= bri_deck_italian40 ();
  bri_state_finish (&state);
  bri_kit_score_replaying_ties (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_true (score.replay);

  state.pile[0] |= bri_card_bit (bri_card_new (BRI_SUIT_SWORDS, BRI_RANK_ACE));
  state.pile[1] &= ~bri_card_bit (bri_card_new (BRI_SUIT_SWORDS, BRI_RANK_ACE));
  bri_kit_score_replaying_ties (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_false (score.replay);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, players, func) \
  g_test_add (path, Fixture, GUINT_TO_POINTER (players), fixture_set_up, func, NULL)
  ADD ("/kit/match/deals", 3, test_deals);
  ADD ("/kit/match/best-of", 2, test_best_of);
  ADD ("/kit/match/best-of-drawn", 2, test_best_of_drawn);
  ADD ("/kit/match/team-wins", 4, test_team_wins);
  ADD ("/kit/match/points", 2, test_points);
  ADD ("/kit/match/single-drawn", 3, test_single_drawn);
  ADD ("/kit/match/dealer", 2, test_dealer);
#undef ADD
  g_test_add_func ("/kit/match/score-replaying-ties", test_score_replaying_ties);
  return g_test_run ();
}
