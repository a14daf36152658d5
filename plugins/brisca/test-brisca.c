/* test-brisca.c: Spanish Brisca: the exchange window, the 39-card deck for three, voids,
 * matches of several games. */
#include "config.h"

#include <bri-test.h>

static gboolean
exchange_legal (const BriState *state)
{
  return bri_state_is_legal (state, bri_action_new (BRI_ACTION_EXCHANGE, BRI_NO_CARD, 0));
}

/* Seat 0: 7d Ac 4s, seat 1: 2c 5s 6b; the King of coins lies face up; the stock starts
 * 3s 2d Qb Jb Ad 3d. */
#define DECK_A "7d 2c Ac 5s 4s 6b Kd 3s 2d Qb Jb Ad 3d Qd Jd 6d 5d 4d 3c Kc Qc Jc 7c 6c 5c " \
               "4c As Ks Qs Js 7s 6s 2s Ab 3b Kb 7b 5b 4b 2b"

static void
test_exchange_seven_then_two (void)
{
  BriConfig config;
  BriState state;
  BriView view;

  bri_test_config (&config, "brisca", 2, NULL);
  g_assert_cmpuint (config.rules->deck_style, ==, BRI_DECK_STYLE_SPANISH);
  bri_test_deal (&state, &config, DECK_A);
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("Kd"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 34);
  /* No trick has been won yet. */
  g_assert_true (bri_test_legal_is (&state, "7d Ac 4s"));

  bri_test_play (&state, "Ac 2c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  /* The winner holds the Seven of trumps, the face-up card is a King: it chooses before
   * anyone draws. */
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 34);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("7d 4s"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("5s 6b"));
  g_assert_true (bri_test_legal_is (&state, "exchange pass"));

  bri_test_play (&state, "exchange");
  /* Then everyone draws: seat 0 the 3s, seat 1 the 2d. */
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("4s 3s Kd"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("5s 6b 2d"));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("7d"));
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_COINS);
  g_assert_cmpuint (state.stock[state.stock_len - 1], ==, bri_test_card ("7d"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 32);
  g_assert_cmpuint (state.to_act, ==, 0);
  /* One exchange per trick won; now seat 0 leads. */
  g_assert_true (bri_test_legal_is (&state, "4s 3s Kd"));

  /* Everyone saw the King go to seat 0, and sees the Seven face up. */
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.known[0], ==, bri_test_cards ("Kd"));
  g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("7d"));
  g_assert_false (bri_card_set_has (view.unseen, bri_test_card ("Kd")));
  g_assert_false (bri_card_set_has (view.unseen, bri_test_card ("7d")));

  /* Seat 1 wins with 5s holding 2d: the Two goes for the face-up Seven. */
  bri_test_play (&state, "4s 5s");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("6b 2d"));
  g_assert_true (bri_test_legal_is (&state, "exchange pass"));
  bri_test_play (&state, "exchange");
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("6b Qb 7d"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("3s Kd Jb"));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("2d"));
  g_assert_cmpuint (state.stock[state.stock_len - 1], ==, bri_test_card ("2d"));
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[1], ==, bri_test_cards ("7d"));
  g_assert_cmpuint (view.known[0], ==, bri_test_cards ("3s Kd Jb"));
  g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("2d"));

  /* With the Two face up there is nothing left to exchange: the draw follows at once. */
  bri_test_play (&state, "6b 3s");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 10);
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Qb 7d Ad"));
  g_assert_false (exchange_legal (&state));
  g_assert_true (bri_test_legal_is (&state, "Qb 7d Ad"));

  /* Once the exchanged Seven is played, nobody holds a known card any more. */
  bri_test_play (&state, "7d");
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[1], ==, 0);
}

static void
test_playing_declines (void)
{
  BriConfig config;
  BriState state;
  g_autoptr (GError) error = NULL;

  bri_test_config (&config, "brisca", 2, NULL);
  bri_test_deal (&state, &config, DECK_A);
  bri_test_play (&state, "Ac 2c");
  g_assert_true (exchange_legal (&state));
  /* Pass: everyone draws and the winner leads. */
  bri_test_play (&state, "pass");
  g_assert_false (exchange_legal (&state));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("Kd"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("7d 4s 3s"));
  g_assert_true (bri_test_legal_is (&state, "7d 4s 3s"));
  /* Seat 1 wins but holds only the Two, and a King lies face up: no exchange, the draw
   * follows. The Seven is in the loser's hand, which never may exchange. */
  bri_test_play (&state, "4s 5s");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_true (bri_card_set_has (state.hand[1], bri_test_card ("2d")));
  g_assert_true (bri_card_set_has (state.hand[0], bri_test_card ("7d")));
  g_assert_true (bri_test_legal_is (&state, "6b 2d Qb"));

  /* A card alone declines too, even the card about to be drawn, which the legal actions
   * do not show; a card the winner will not hold is refused. */
  bri_test_deal (&state, &config, DECK_A);
  bri_test_play (&state, "Ac 2c");
  g_assert_false (bri_test_try_play (&state, "Ad", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  g_assert_true (bri_test_legal_is (&state, "exchange pass"));
  g_assert_true (bri_state_is_legal (&state, bri_action_play (bri_test_card ("3s"))));
  bri_test_play (&state, "3s");
  g_assert_false (exchange_legal (&state));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("Kd"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("7d 4s"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("5s 6b 2d"));
  g_assert_false (bri_test_try_play (&state, "exchange", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  /* Seat 0 takes this trick too, still holding the Seven: asked again, before drawing. */
  bri_test_play (&state, "5s");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "exchange pass"));
}

/* Seat 0: Ac 4s 5s, seat 1: 2c 6s 6b; Kd face up; seat 0 draws the 7d after the first
 * trick and the Qb after the second. */
#define DECK_B "Ac 2c 4s 6s 5s 6b Kd 7d 3s Qb Jb Ad 3d Qd Jd 6d 5d 4d 2d 3c Kc Qc Jc 7c 6c 5c " \
               "4c As Ks Qs Js 7s 2s Ab 3b Kb 7b 5b 4b 2b"

static void
test_exchange_before_drawing (void)
{
  BriState state;
  BriView view;

  bri_test_deal_variant (&state, "brisca", 2, NULL, DECK_B);
  bri_test_play (&state, "Ac 2c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  /* The Seven comes with this draw: the winner did not hold it before, so no choice. */
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("4s 5s 7d"));
  g_assert_true (bri_test_legal_is (&state, "4s 5s 7d"));

  /* After the next trick the winner holds it and chooses without having seen the Qb it
   * is about to draw: nobody's view shows the Qb anywhere. */
  bri_test_play (&state, "4s 6b");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("5s 7d"));
  g_assert_true (bri_test_legal_is (&state, "exchange pass"));
  for (guint seat = 0; seat < 2; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_true (bri_card_set_has (view.unseen, bri_test_card ("Qb")));
    }
  bri_test_play (&state, "exchange");
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("5s Qb Kd"));
}

/* Seat 0: Ac 7d 2d, seat 1: 2c 5s 6b; the Six of coins face up. */
#define DECK_C "Ac 2c 7d 5s 2d 6b 6d 3s 4d Ad 3d Kd Qd Jd 5d 3c Kc Qc Jc 7c 6c 5c 4c As Ks " \
               "Qs Js 7s 6s 4s 2s Ab 3b Kb Qb Jb 7b 5b 4b 2b"

static void
test_low_face_up_card_takes_the_two (void)
{
  BriConfig config;
  BriState state;

  bri_test_config (&config, "brisca", 2, NULL);
  bri_test_deal (&state, &config, DECK_C);
  bri_test_play (&state, "Ac 2c");
  g_assert_true (bri_test_legal_is (&state, "exchange pass"));
  bri_test_play (&state, "exchange");
  /* The Two, not the Seven, went face up. */
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("7d 3s 6d"));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("2d"));

  /* With the Seven only, a low face-up card cannot be taken. */
  bri_test_deal (&state, &config, DECK_C);
  bri_test_play (&state, "2d 5s");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ac 7d 3s"));
  g_assert_true (bri_test_legal_is (&state, "Ac 7d 3s"));
}

/* Four players; Kb face up. Seat 2 takes the first trick with As and holds 7b. */
#define DECK_D "4s 5s As 6s 3c 4c 7b 5c 2d 3d 4d 5d Kb Ad Kd Qd Jd 7d 6d Ac Kc Qc Jc 7c 6c " \
               "2c 3s Ks Qs Js 7s 2s Ab 3b Qb Jb 6b 5b 4b 2b"

static void
test_partners (void)
{
  BriState state;
  BriView view;

  bri_test_deal_variant (&state, "brisca", 4, NULL, DECK_D);
  g_assert_true (bri_state_same_side (&state, 0, 2));
  g_assert_true (bri_state_same_side (&state, 1, 3));
  g_assert_false (bri_state_same_side (&state, 0, 3));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 28);
  bri_test_play (&state, "4s 5s As 6s");
  g_assert_cmpuint (state.last_trick.winner, ==, 2);
  g_assert_cmpuint (bri_state_side_points (&state, 0), ==, 11);
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("7b 4d"));
  g_assert_true (bri_test_legal_is (&state, "exchange pass"));
  bri_test_play (&state, "exchange");
  /* Seat 2 drew first (Ad), then 3, 0, 1. */
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("4d Ad Kb"));
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("5c 5d Kd"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("3c 2d Qd"));
  for (guint seat = 0; seat < 4; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_true (bri_card_set_has (view.known[2], bri_test_card ("Kb")));
      g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("7b"));
    }
}

static void
test_three_players_deck (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  /* The whole deck but the Two of clubs, dealt in suit order. */
  const char *deck39 = "Ad 3d Kd Qd Jd 7d 6d 5d 4d 2d Ac 3c Kc Qc Jc 7c 6c 5c 4c 2c "
                       "As 3s Ks Qs Js 7s 6s 5s 4s 2s Ab 3b Kb Qb Jb 7b 6b 5b 4b";

  bri_test_check_removed_two ("brisca", 3, deck39);
  bri_test_config (&config, "brisca", 3, NULL);
  bri_test_deal (&state, &config, deck39);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad Qd 6d"));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("2d"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 30);

  /* With two or four players the option changes nothing. */
  bri_test_config (&config, "brisca", 2, "removed-two=2s");
  g_assert_cmpuint (config.rules->deck_size (&config), ==, 40);
  bri_rng_init (&rng, 3);
  bri_state_deal_random (&state, &config, 0, &rng);
  g_assert_cmpuint (state.deck, ==, bri_deck_italian40 ());
}

/* Follows random deals and checks after every trick, against the exchange rules worked
 * out here, whether the deal stops before the draw, counting the cases that matter. */
static void
check_exchange_rules (guint n_players, guint n_deals, guint64 seed)
{
  BriConfig config;
  BriRng rng;
  guint offered = 0, taken = 0, passed = 0, last_draw_refused = 0;

  bri_test_config (&config, "brisca", n_players, NULL);
  bri_rng_init (&rng, seed);
  for (guint d = 0; d < n_deals; d++)
    {
      BriState state;

      bri_state_deal_random (&state, &config, d % n_players, &rng);
      while (!bri_state_is_over (&state))
        {
          BriState before = state;
          BriCard face = state.trump_card;
          BriRank face_rank = bri_card_rank (face);
          BriCard give = bri_card_new (state.trump_suit,
                                       face_rank > BRI_RANK_7 ? BRI_RANK_7 : BRI_RANK_2);
          BriAction action;

          action = bri_player_choose ((d + state.to_act) % 2 ? BRI_PLAYER_GREEDY
                                                             : BRI_PLAYER_RANDOM,
                                      &state, &rng, NULL);
          bri_state_apply (&state, action);
          if (action.kind == BRI_ACTION_EXCHANGE || action.kind == BRI_ACTION_PASS)
            {
              guint seat = before.to_act;
              gboolean exchanged = action.kind == BRI_ACTION_EXCHANGE;
              BriCardSet drawn = state.hand[seat] & ~before.hand[seat];

              taken += exchanged;
              passed += !exchanged;
              /* The draw follows the choice, the winner leading. */
              g_assert_cmpuint (bri_state_stock_left (&state), <, bri_state_stock_left (&before));
              g_assert_cmpuint (state.to_act, ==, seat);
              g_assert_false (exchange_legal (&state));
              if (exchanged)
                {
                  g_assert_cmpuint (state.trump_card, ==, give);
                  g_assert_cmpuint (state.stock[state.stock_len - 1], ==, give);
                  g_assert_cmpuint (drawn & ~bri_card_bit (face), !=, 0);
                  g_assert_true (bri_card_set_has (state.hand[seat], face));
                  g_assert_false (bri_card_set_has (state.hand[seat], give));
                }
              else
                g_assert_cmpuint (state.trump_card, ==, face);
            }
          else if (state.n_tricks != before.n_tricks && !bri_state_is_over (&state))
            {
              /* The winner's hand before drawing: what it held less what it played. */
              guint winner = state.last_trick.winner;
              BriCardSet kept = before.hand[winner] & ~bri_card_bit (action.card);
              gboolean holds = face_rank != BRI_RANK_2 && bri_card_set_has (kept, give);
              gboolean expected = holds && bri_state_stock_left (&before) > n_players;

              g_assert_cmpint (exchange_legal (&state), ==, expected);
              if (expected)
                {
                  offered++;
                  g_assert_true (bri_test_legal_is (&state, "exchange pass"));
                  g_assert_cmpuint (state.to_act, ==, winner);
                  /* Nobody has drawn yet. */
                  g_assert_cmpuint (bri_state_stock_left (&state), ==,
                                    bri_state_stock_left (&before));
                  g_assert_cmpuint (state.hand[winner], ==, kept);
                }
              else
                {
                  last_draw_refused += holds;
                  g_assert_cmpuint (bri_state_stock_left (&state), <=,
                                    bri_state_stock_left (&before));
                }
            }
          else
            g_assert_false (exchange_legal (&state));
        }
    }
  /* The cases were met, so the checks above were not empty. */
  g_assert_cmpuint (offered, >, n_deals / 10);
  g_assert_cmpuint (taken, >, 0);
  g_assert_cmpuint (passed, >, 0);
  g_assert_cmpuint (last_draw_refused, >, 0);
}

static void
test_exchange_rules_random (void)
{
  for (guint n = 2; n <= 4; n++)
    check_exchange_rules (n, 3000, 50 + n);
}

/* A finished deal: '0'..'3' that seat takes every card, 'v' seats 0 and 1 take 60 each. */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer, char result)
{
  bri_test_deal_played_out (state, config, dealer);
  if (result == 'v')
    {
      state->pile[0] = state->deck & (BRI_SUIT_MASK (0) | BRI_SUIT_MASK (1));
      state->pile[1] = state->deck & ~state->pile[0];
    }
  else
    state->pile[result - '0'] = state->deck;
  bri_state_finish (state);
}

/* Plays @results as a match; returns the number of deals that finished it, or 0. */
static guint
run_match (guint n_players, const char *format, const char *results, BriMatch *match)
{
  const BriTestMatches matches = { "brisca", n_players, NULL, "match", n_players - 1,
                                   finished_deal };

  return bri_test_run_match (&matches, format, results, match, NULL);
}

static void
test_void_games (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  bri_test_config (&config, "brisca", 2, NULL);
  finished_deal (&state, &config, 1, 'v');
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.points[0], ==, 60);
  g_assert_cmpuint (score.points[1], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_VOID);
  g_assert_true (score.replay);

  /* Three players, 60-60-0: the top is shared, the game is void. */
  bri_test_config (&config, "brisca", 3, "removed-two=2b");
  finished_deal (&state, &config, 2, 'v');
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.points[0], ==, 60);
  g_assert_cmpuint (score.points[1], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_VOID);

  /* Partners 60-60. */
  bri_test_config (&config, "brisca", 4, NULL);
  finished_deal (&state, &config, 3, 'v');
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_VOID);

  /* A void game does not count: the same dealer deals again and the match goes on. */
  g_assert_cmpuint (run_match (2, "single", "v", &match), ==, 0);
  g_assert_cmpuint (match.dealer, ==, 1);
  g_assert_cmpuint (match.n_deals, ==, 1);
  g_assert_cmpint (match.score[0], ==, 0);
  g_assert_cmpuint (run_match (2, "single", "vv1", &match), ==, 3);
  g_assert_cmpuint (match.winners, ==, 0x2);
  g_assert_cmpint (match.score[1], ==, 120);
}

static void
test_matches (void)
{
  BriMatch match;

  g_assert_cmpuint (run_match (2, "single", "0", &match), ==, 1);
  g_assert_cmpuint (match.winners, ==, 0x1);
  g_assert_cmpuint (match.dealer, ==, 0);

  g_assert_cmpuint (run_match (2, "best-of-3", "00", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 0x1);
  g_assert_cmpuint (run_match (2, "best-of-3", "0v10", &match), ==, 4);
  g_assert_cmpuint (match.winners, ==, 0x1);
  g_assert_cmpuint (run_match (2, "best-of-3", "101", &match), ==, 3);
  g_assert_cmpuint (match.winners, ==, 0x2);
  g_assert_cmpint (match.score[1], ==, 240);

  g_assert_cmpuint (run_match (2, "best-of-5", "0010", &match), ==, 4);
  g_assert_cmpuint (match.winners, ==, 0x1);
  g_assert_cmpuint (run_match (2, "best-of-5", "01011", &match), ==, 5);
  g_assert_cmpuint (match.winners, ==, 0x2);

  /* Three players: a game each is a drawn match; two of three cannot be caught. */
  g_assert_cmpuint (run_match (3, "best-of-3", "012", &match), ==, 3);
  g_assert_cmpuint (match.winners, ==, 0);
  g_assert_cmpuint (run_match (3, "best-of-3", "22", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 0x4);
  /* Two games each for two of them after five: they share the match. */
  g_assert_cmpuint (run_match (3, "best-of-5", "01201", &match), ==, 5);
  g_assert_cmpuint (match.winners, ==, 0x3);

  /* Partners win together. */
  g_assert_cmpuint (run_match (4, "best-of-3", "10", &match), ==, 0);
  g_assert_cmpuint (match.wins[0], ==, 1);
  g_assert_cmpuint (match.wins[2], ==, 1);
  g_assert_cmpuint (run_match (4, "best-of-3", "13", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 0xa);
  g_assert_cmpuint (match.wins[3], ==, 2);
}

static void
test_replay_cards_only (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  g_autoptr (GString) actions = g_string_new (NULL);
  g_autofree char *deck = NULL;
  BriState replayed;
  guint n_windows = 0;

  /* A deal played with exchanges declined, replayed from its card tokens alone. */
  bri_test_config (&config, "brisca", 2, NULL);
  bri_test_deal (&state, &config, DECK_A);
  bri_rng_init (&rng, 8);
  while (!bri_state_is_over (&state))
    {
      BriAction legal[BRI_MAX_ACTIONS];
      guint n = bri_state_legal_actions (&state, legal);
      guint pick = bri_rng_below (&rng, n);
      /* Windows are passed; the token list keeps the cards only. */
      if (exchange_legal (&state))
        {
          n_windows++;
          bri_state_apply (&state, bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0));
          continue;
        }
      g_string_append_printf (actions, "%s ", bri_card_to_string (legal[pick].card));
      bri_state_apply (&state, legal[pick]);
    }
  g_assert_cmpuint (n_windows, >, 0);
  bri_test_deal (&replayed, &config, DECK_A);
  bri_test_play (&replayed, actions->str);
  g_assert_true (bri_state_is_over (&replayed));
  g_assert_cmpuint (replayed.pile[0], ==, state.pile[0]);
  g_assert_cmpuint (replayed.pile[1], ==, state.pile[1]);
  g_assert_cmpuint (bri_state_seat_points (&replayed, 0) +
                    bri_state_seat_points (&replayed, 1), ==, 120);
}

static void
test_random_deals (void)
{
  static const struct { guint players; const char *options; } cases[] = {
    { 2, NULL }, { 3, NULL }, { 3, "removed-two=2d" }, { 3, "removed-two=2b" }, { 4, NULL },
    { 2, "match=best-of-3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriConfig config;
      bri_test_config (&config, "brisca", cases[i].players, cases[i].options);
      bri_test_check_random_deals (&config, 2000, 30 + i);
    }
}

/* The Two taken out is a setting of the three-player game only. */
static void
test_options_apply (void)
{
  g_assert_false (bri_test_option_applies ("brisca", 2, NULL, "removed-two"));
  g_assert_true (bri_test_option_applies ("brisca", 3, NULL, "removed-two"));
  g_assert_false (bri_test_option_applies ("brisca", 4, NULL, "removed-two"));
  for (guint n = 2; n <= 4; n++)
    g_assert_true (bri_test_option_applies ("brisca", n, NULL, "match"));
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/brisca/exchange/seven-then-two", test_exchange_seven_then_two);
  g_test_add_func ("/brisca/exchange/playing-declines", test_playing_declines);
  g_test_add_func ("/brisca/exchange/before-drawing", test_exchange_before_drawing);
  g_test_add_func ("/brisca/exchange/low-face-up-card", test_low_face_up_card_takes_the_two);
  g_test_add_func ("/brisca/exchange/random-deals", test_exchange_rules_random);
  g_test_add_func ("/brisca/partners", test_partners);
  g_test_add_func ("/brisca/three-players-deck", test_three_players_deck);
  g_test_add_func ("/brisca/void-games", test_void_games);
  g_test_add_func ("/brisca/matches", test_matches);
  g_test_add_func ("/brisca/replay-cards-only", test_replay_cards_only);
  g_test_add_func ("/brisca/random-deals", test_random_deals);
  g_test_add_func ("/brisca/options-apply", test_options_apply);
  return g_test_run ();
}
