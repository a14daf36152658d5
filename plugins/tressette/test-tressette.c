/* test-tressette.c: Tressette for two and four: the rank order, points in thirds and the
 * last trick, the shown draws, partnerships, deals of 11 points and the matches. */
#include "config.h"

#include <bri-test.h>

/* Seat 0: Ad Kd 4d 3s 5s 7c Jc 2b 6b Qb; seat 1: 3d 2d Qd 4s Ks 5c 6c 7b Jb Ab; the
 * stock follows, 5d and Ac drawn first. */
#define DECK2 "Ad 3d Kd 2d 4d Qd 3s 4s 5s Ks 7c 5c Jc 6c 2b 7b 6b Jb Qb Ab 5d Ac 6d 7d Jd " \
              "2c 3c 4c Qc Kc As 2s 6s 7s Js Qs 3b 4b 5b Kb"

/* Seat 0: Qc Ad 5d Qd 3c As 5s Qs 3b 7b; seat 1: Jc 2d 6d Kd 5c 2s 6s Ks 4b Jb;
 * seat 2: 7c 3d 7d Ac 6c 3s 7s Ab 5b Qb; seat 3: 4c 4d Jd 2c Kc 4s Js 2b 6b Kb. */
#define DECK4 "Qc Jc 7c 4c Ad 2d 3d 4d 5d 6d 7d Jd Qd Kd Ac 2c 3c 5c 6c Kc As 2s 3s 4s 5s " \
              "6s 7s Js Qs Ks Ab 2b 3b 4b 5b 6b 7b Jb Qb Kb"

static void
assert_points (const BriState *state, guint seat, const char *expected)
{
  g_autofree char *shown = bri_state_format_points (state, bri_state_seat_points (state, seat));
  g_assert_cmpstr (shown, ==, expected);
}

static void
test_deal_two (void)
{
  BriState state;

  bri_test_deal_variant (&state, "tressette", 2, NULL, DECK2);
  g_assert_cmpuint (state.trump_suit, ==, BRI_NO_SUIT);
  g_assert_cmpuint (state.trump_card, ==, BRI_NO_CARD);
  g_assert_true (state.must_follow);
  g_assert_true (bri_state_get_trick_rules (&state)->no_trump);
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 10);
  g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, 10);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 20);
  g_assert_cmpuint (state.team[0], !=, state.team[1]);
  g_assert_cmpuint (state.to_act, ==, 0);
}

static void
test_rank_order_and_thirds (void)
{
  BriState state;

  bri_test_deal_variant (&state, "tressette", 2, NULL, DECK2);
  bri_test_play (&state, "Ad");
  /* Seat 1 must follow: its Coins only. */
  g_assert_true (bri_test_legal_is (&state, "3d 2d Qd"));
  /* The Two takes the Ace: one point and a third. */
  bri_test_play (&state, "2d");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 4);
  assert_points (&state, 1, "1⅓");
  assert_points (&state, 0, "0");
  g_assert_cmpuint (state.to_act, ==, 1);

  /* The Three takes the King: two thirds. */
  bri_test_play (&state, "Ks");
  g_assert_true (bri_test_legal_is (&state, "3s 5s"));
  bri_test_play (&state, "3s");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  assert_points (&state, 0, "⅔");

  /* A card of another suit never takes the trick, even the Three. */
  bri_test_play (&state, "Jc");
  g_assert_true (bri_test_legal_is (&state, "5c 6c"));
  bri_test_play (&state, "6c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  assert_points (&state, 0, "1");
}

static void
test_draws_are_shown (void)
{
  BriState state, sampled;
  BriView view;
  BriRng rng;

  bri_test_deal_variant (&state, "tressette", 2, NULL, DECK2);
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[1], ==, 0);

  /* Seat 1 takes the trick and draws 5d first; seat 0 draws Ac. Each sees the other's. */
  bri_test_play (&state, "Ad 2d");
  g_assert_true (bri_card_set_has (state.hand[1], bri_test_card ("5d")));
  g_assert_true (bri_card_set_has (state.hand[0], bri_test_card ("Ac")));
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[1], ==, bri_card_bit (bri_test_card ("5d")));
  g_assert_false (bri_card_set_has (view.unseen, bri_test_card ("5d")));
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.known[0], ==, bri_card_bit (bri_test_card ("Ac")));
  /* The computer players never imagine a shown card elsewhere. */
  bri_rng_init (&rng, 4);
  for (guint i = 0; i < 50; i++)
    {
      bri_state_resample (&state, 0, &rng, &sampled);
      g_assert_true (bri_card_set_has (sampled.hand[1], bri_test_card ("5d")));
    }

  /* A shown card that is played is no longer in the hand, nor known to be there. */
  bri_test_play (&state, "5d 4d");
  bri_state_get_view (&state, 0, &view);
  g_assert_false (bri_card_set_has (view.known[1], bri_test_card ("5d")));
}

static void
test_four_players (void)
{
  BriState state;

  bri_test_deal_variant (&state, "tressette", 4, NULL, DECK4);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpuint (bri_state_hand_size (&state, seat), ==, 10);
  /* Partners sit opposite. */
  g_assert_true (bri_state_same_side (&state, 0, 2));
  g_assert_true (bri_state_same_side (&state, 1, 3));
  g_assert_false (bri_state_same_side (&state, 0, 1));

  /* The Knight takes the Jack, the Seven and the Four. */
  bri_test_play (&state, "Qc Jc 7c 4c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_side_points (&state, state.team[0]), ==, 2);
  /* Nothing drawn: hands shrink. */
  g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, 9);
  bri_test_play (&state, "3c 5c Ac 2c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_side_points (&state, state.team[0]), ==, 7);
  g_assert_cmpuint (bri_state_side_points (&state, state.team[1]), ==, 0);
}

/* A deal holds 11 points and a third in thirds (35), the last trick's point included:
 * whole points per side always make 11. */
static void
test_deal_scoring (void)
{
  for (guint players = 2; players <= 4; players += 2)
    {
      BriConfig config;
      BriRng rng;

      bri_test_config (&config, "tressette", players, NULL);
      bri_rng_init (&rng, players);
      for (guint d = 0; d < 50; d++)
        {
          BriState state;
          BriDealScore score;
          guint whole = 0;

          bri_state_deal_random (&state, &config, d % players, &rng);
          while (!bri_state_is_over (&state))
            bri_state_apply (&state, bri_player_random (&state, &rng));
          g_assert_cmpuint (state.n_tricks, ==, 40 / players);
          config.rules->score (&state, &score);
          g_assert_cmpuint (score.n_sides, ==, 2);
          g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
          g_assert_cmpuint (score.side_points[0] + score.side_points[1], ==, 35);
          for (guint side = 0; side < 2; side++)
            whole += score.side_points[side] / 3;
          g_assert_cmpuint (whole, ==, 11);
          /* The last trick's point went to its winner's side. */
          guint last_side = state.team[state.last_trick.winner];
          BriCardSet taken = 0;
          for (guint seat = 0; seat < players; seat++)
            if (state.team[seat] == last_side)
              taken |= state.pile[seat];
          g_assert_cmpuint (score.side_points[last_side], ==,
                            bri_trick_rules_set_points (bri_state_get_trick_rules (&state),
                                                        taken) + 3);
        }
    }
}

static guint
play_match (const char *options, guint players, guint64 seed, BriMatch *match)
{
  BriConfig config;
  BriRng rng;

  bri_test_config (&config, "tressette", players, options);
  bri_match_init (match, &config, 0);
  bri_rng_init (&rng, seed);
  while (!match->finished)
    {
      BriState state;
      BriDealScore score;

      bri_state_deal_random (&state, &config, match->dealer, &rng);
      while (!bri_state_is_over (&state))
        bri_state_apply (&state, bri_player_random (&state, &rng));
      bri_match_add_deal (match, &state, &score);
      g_assert_cmpuint (match->n_deals, <, 100);
    }
  return match->n_deals;
}

static void
test_match_to_21_and_31 (void)
{
  static const struct { const char *options; guint target; } cases[] = {
    { NULL, 21 }, { "match=31", 31 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint players = 2; players <= 4; players += 2)
      for (guint64 seed = 1; seed <= 10; seed++)
        {
          BriMatch match;
          guint deals = play_match (cases[i].options, players, seed, &match);
          gint32 winner = MAX (match.score[0], match.score[1]);
          gint32 loser = MIN (match.score[0], match.score[1]);

          /* 11 whole points a deal: the target is reached in two or three deals. */
          g_assert_cmpuint (deals, >=, (cases[i].target + 10) / 11);
          g_assert_cmpint (match.score[0] + match.score[1], ==, 11 * (gint32) deals);
          g_assert_cmpint (winner, >=, (gint32) cases[i].target);
          g_assert_cmpint (winner, >, loser);
          g_assert_cmpuint (match.winners, ==,
                            match.score[0] > match.score[1] ? 0x5u & ((1u << players) - 1)
                                                            : 0xau & ((1u << players) - 1));
        }
}

static void
test_single_deal (void)
{
  BriMatch match;

  g_assert_cmpuint (play_match ("match=single", 2, 3, &match), ==, 1);
  g_assert_true (match.finished);
  g_assert_cmpuint (bri_card_set_count (match.winners), ==, 1);
}

static void
test_three_players_refused (void)
{
  BriConfig config;
  g_autoptr (GError) error = NULL;

  bri_config_init (&config, bri_test_rules ("tressette"));
  g_assert_true (bri_config_set_players (&config, 3, NULL));
  g_assert_false (bri_config_check (&config, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS);
}

static void
test_random_deals (void)
{
  for (guint players = 2; players <= 4; players += 2)
    {
      BriConfig config;
      bri_test_config (&config, "tressette", players, NULL);
      bri_test_check_random_deals (&config, 200, players);
    }
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("Tressette: stacked deals for two and four, points in thirds, matches");

  g_test_add_func ("/plugins/tressette/deal-two", test_deal_two);
  g_test_add_func ("/plugins/tressette/rank-order-and-thirds", test_rank_order_and_thirds);
  g_test_add_func ("/plugins/tressette/draws-are-shown", test_draws_are_shown);
  g_test_add_func ("/plugins/tressette/four-players", test_four_players);
  g_test_add_func ("/plugins/tressette/deal-scoring", test_deal_scoring);
  g_test_add_func ("/plugins/tressette/match-to-21-and-31", test_match_to_21_and_31);
  g_test_add_func ("/plugins/tressette/single-deal", test_single_deal);
  g_test_add_func ("/plugins/tressette/three-players-refused", test_three_players_refused);
  g_test_add_func ("/plugins/tressette/random-deals", test_random_deals);
  return g_test_run ();
}
