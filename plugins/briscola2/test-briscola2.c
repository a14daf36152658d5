/* test-briscola2.c: Briscola for two: stacked deals, every option and match format. */
#include "config.h"

#include <bri-test.h>

/* Seat 0 gets Ad 3d 4s, seat 1 gets 2c Kc Qb, 7b is turned, the stock follows. */
#define DECK "Ad 2c 3d Kc 4s Qb 7b 5d 6d 7d Jd Qd Kd 2d 4d Ac 3c 4c 5c 6c 7c Jc Qc " \
             "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb Ab"

static void
test_deal_and_draw (void)
{
  BriState state;

  bri_test_deal_variant (&state, "briscola2", 0, NULL, DECK);
  g_assert_cmpuint (state.trump_card, ==, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_7));
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_CLUBS);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 34);
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "Ad 3d 4s"));

  /* The trump Knight takes the Ace: 14 points, seat 1 draws first. */
  bri_test_play (&state, "Ad Qb");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 14);
  g_assert_true (bri_card_set_has (state.hand[1], bri_card_new (BRI_SUIT_COINS, BRI_RANK_5)));
  g_assert_true (bri_card_set_has (state.hand[0], bri_card_new (BRI_SUIT_COINS, BRI_RANK_6)));
  g_assert_cmpuint (state.to_act, ==, 1);

  /* The Three takes the Five of the suit led; a card of another suit never wins. */
  bri_test_play (&state, "5d 3d");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 10);
  bri_test_play (&state, "4s Kc");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 14);
}

static void
test_trump_card_drawn_last (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  BriCard trump;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_rng_init (&rng, 7);
  bri_state_deal_random (&state, &config, 1, &rng);
  trump = state.trump_card;
  while (bri_state_stock_left (&state) > 0)
    {
      g_assert_false (bri_card_set_has (state.hand[0] | state.hand[1], trump));
      bri_state_apply (&state, bri_player_random (&state, &rng));
    }
  /* The winner of the last drawing trick drew first: the loser got the trump card. */
  guint loser = 1 - state.last_trick.winner;
  g_assert_true (bri_card_set_has (state.hand[loser], trump));
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 3);
  g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, 3);
}

static void
test_redeal_on_carico (void)
{
  BriState state;
  /* The Ace of clubs is turned; it goes to the middle of the stock and 5d is turned. */
  const char *deck = "Ad 2c 3d Kc 4s Qb Ab 5d 6d 7d Jd Qd Kd 2d 4d Ac 3c 4c 5c 6c 7c Jc Qc "
                     "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb 7b";

  bri_test_deal_variant (&state, "briscola2", 0, "redeal=on", deck);
  g_assert_cmpuint (state.trump_card, ==, bri_card_new (BRI_SUIT_COINS, BRI_RANK_5));
  g_assert_cmpuint (state.stock[state.stock_len - 1], ==, state.trump_card);
  g_assert_cmpuint (state.stock[0], ==, bri_card_new (BRI_SUIT_COINS, BRI_RANK_6));
  g_assert_cmpuint (state.stock[16], ==, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_ACE));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 34);

  /* Without the option the Ace stays turned. */
  bri_test_deal_variant (&state, "briscola2", 0, NULL, deck);
  g_assert_cmpuint (state.trump_card, ==, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_ACE));
}

static void
test_coperta_hides_own_hand (void)
{
  BriState state;
  BriView view;

  bri_test_deal_variant (&state, "briscola2", 0, "coperta=on", DECK);
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[0], ==, 0);
  g_assert_cmpuint (view.unseen & state.hand[0], ==, state.hand[0]);
  g_assert_true (bri_test_legal_is (&state, "Ad 3d 4s"));

  bri_test_deal_variant (&state, "briscola2", 0, NULL, DECK);
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[0], ==, state.hand[0]);
  g_assert_cmpuint (view.known[1], ==, 0);
  g_assert_cmpuint (view.unseen & state.hand[1], ==, state.hand[1]);
}

/* In Briscola coperta no computer player may pick by a card it cannot see: over many
 * seeds, each level plays every card of its face-down hand. */
static void
test_coperta_players_play_blind (void)
{
  BriState state;

  bri_test_deal_variant (&state, "briscola2", 0, "coperta=on", DECK);
  for (guint kind = 0; kind < BRI_N_PLAYER_KINDS; kind++)
    {
      BriCardSet chosen = 0;

      for (guint seed = 0; seed < 64 && chosen != state.hand[0]; seed++)
        {
          BriRng rng;
          BriAction action;

          bri_rng_init (&rng, seed);
          action = bri_player_choose ((BriPlayerKind) kind, &state, &rng, NULL);
          g_assert_cmpuint (action.kind, ==, BRI_ACTION_PLAY);
          chosen |= bri_card_bit (action.card);
        }
      g_test_message ("%s: every face-down card chosen", bri_player_kind_to_string (kind));
      g_assert_cmpuint (chosen, ==, state.hand[0]);
    }
}

static void
play_until_last_trick (BriState *state)
{
  BriRng rng;
  bri_rng_init (&rng, 3);
  while (!(bri_state_stock_left (state) == 0 && bri_state_hand_size (state, state->to_act) == 1))
    bri_state_apply (state, bri_player_random (state, &rng));
}

static void
test_pile_review (void)
{
  static const struct { const char *option; gboolean at_start, at_last; } cases[] = {
    { "pile-review=traditional", FALSE, TRUE },
    { "pile-review=never", FALSE, FALSE },
    { "pile-review=always", TRUE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriState state;
      BriView view;

      bri_test_deal_variant (&state, "briscola2", 0, cases[i].option, DECK);
      bri_state_get_view (&state, 0, &view);
      g_assert_cmpint (view.may_review_pile, ==, cases[i].at_start);
      play_until_last_trick (&state);
      bri_state_get_view (&state, state.to_act, &view);
      g_assert_cmpint (view.may_review_pile, ==, cases[i].at_last);
    }
}

/* A finished deal: 'w' seat 0 takes everything, 'l' seat 1 does, 't' 60 each, 'p' seat 0
 * takes every point while seat 1 takes the cards worth nothing. */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer, char result)
{
  bri_test_deal_played_out (state, config, dealer);
  state->pile[0] = result == 'w' ? state->deck
                 : result == 't' ? state->deck & (BRI_SUIT_MASK (0) | BRI_SUIT_MASK (1))
                 : 0;
  if (result == 'p')
    BRI_CARD_SET_FOREACH (state->deck, card)
      if (bri_card_points ((BriCard) card) > 0)
        state->pile[0] |= bri_card_bit ((BriCard) card);
  state->pile[1] = state->deck & ~state->pile[0];
  bri_state_finish (state);
}

/* Plays @results through a match; returns how many deals it took to finish, or 0. */
static guint
run_match (const char *format, const char *results, BriMatch *match)
{
  static const BriTestMatches matches = { "briscola2", 0, NULL, "match", 1, finished_deal };

  return bri_test_run_match (&matches, format, results, match, NULL);
}

static void
test_match_formats (void)
{
  BriMatch match;

  g_assert_cmpuint (run_match ("single", "w", &match), ==, 1);
  g_assert_cmpuint (match.winners, ==, 1);
  g_assert_cmpuint (run_match ("single", "t", &match), ==, 1);
  g_assert_cmpuint (match.winners, ==, 0);

  g_assert_cmpuint (run_match ("best-of-3", "ww", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 1);
  g_assert_cmpuint (run_match ("best-of-3", "wlt", &match), ==, 3);
  g_assert_cmpuint (match.winners, ==, 0);
  g_assert_cmpuint (run_match ("best-of-3", "lwl", &match), ==, 3);
  g_assert_cmpuint (match.winners, ==, 2);
  g_assert_cmpuint (run_match ("best-of-3", "tl", &match), ==, 0);

  g_assert_cmpuint (run_match ("best-of-5", "www", &match), ==, 3);
  g_assert_cmpuint (run_match ("best-of-5", "lwttw", &match), ==, 5);
  g_assert_cmpuint (match.winners, ==, 1);
  /* Over as soon as the leader cannot be caught, and not before. */
  g_assert_cmpuint (run_match ("best-of-5", "wlw", &match), ==, 0);
  g_assert_cmpuint (run_match ("best-of-5", "ltlwl", &match), ==, 5);
  g_assert_cmpuint (match.wins[1], ==, 3);
  g_assert_cmpuint (run_match ("best-of-5", "ltlt", &match), ==, 4);
  g_assert_cmpuint (match.winners, ==, 2);

  /* Ties do not count and the same dealer deals again. */
  g_assert_cmpuint (run_match ("first-to-3", "wttlwtlw", &match), ==, 8);
  g_assert_cmpuint (match.winners, ==, 1);
  g_assert_cmpuint (run_match ("first-to-3", "t", &match), ==, 0);
  g_assert_cmpuint (match.dealer, ==, 1);
  g_assert_cmpuint (run_match ("first-to-3", "w", &match), ==, 0);
  g_assert_cmpuint (match.dealer, ==, 0);

  /* Two deals, unless one player reached 120 in the first: every trick, or every point
   * (source 000: the first to reach 120 wins). */
  g_assert_cmpuint (run_match ("points-120", "w", &match), ==, 1);
  g_assert_cmpuint (match.winners, ==, 1);
  g_assert_cmpuint (run_match ("points-120", "p", &match), ==, 1);
  g_assert_cmpuint (match.winners, ==, 1);
  g_assert_cmpint (match.score[0], ==, 120);
  /* Both reach 120 only together, at the end of the second deal: nobody was first, so the
   * match is drawn. */
  g_assert_cmpuint (run_match ("points-120", "tl", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 2);
  g_assert_cmpint (match.score[1], ==, 180);
  g_assert_cmpuint (run_match ("points-120", "tt", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 0);
}

static void
test_tie_at_sixty (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;

  bri_test_config (&config, "briscola2", 0, NULL);
  finished_deal (&state, &config, 1, 't');
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_cmpuint (score.points[0], ==, 60);
  finished_deal (&state, &config, 1, 'l');
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, 1);
}

static void
test_random_deals (void)
{
  static const char *const options[] = { NULL, "redeal=on", "coperta=on" };

  bri_test_check_random_deals_with ("briscola2", options, G_N_ELEMENTS (options), 2000, NULL, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/briscola2/deal-and-draw", test_deal_and_draw);
  g_test_add_func ("/briscola2/trump-card-drawn-last", test_trump_card_drawn_last);
  g_test_add_func ("/briscola2/redeal-on-ace-or-three", test_redeal_on_carico);
  g_test_add_func ("/briscola2/coperta-hides-own-hand", test_coperta_hides_own_hand);
  g_test_add_func ("/briscola2/coperta-players-play-blind", test_coperta_players_play_blind);
  g_test_add_func ("/briscola2/pile-review", test_pile_review);
  g_test_add_func ("/briscola2/match-formats", test_match_formats);
  g_test_add_func ("/briscola2/tie-at-sixty", test_tie_at_sixty);
  g_test_add_func ("/briscola2/random-deals", test_random_deals);
  return g_test_run ();
}
