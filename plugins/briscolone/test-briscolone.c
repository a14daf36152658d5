/* test-briscolone.c: Briscolone: no trump, five cards each, following suit, the end of
 * the stock, and matches to 121 or 151 points. */
#include "config.h"

#include <bri-test.h>

/* Seat 0: Ad 2c 5s Kb 4d, seat 1: 3d Ac 7s 2b Jd; then the stock, nothing turned. */
#define DECK "Ad 3d 2c Ac 5s 7s Kb 2b 4d Jd " \
             "Qs 3c 6d Kc 2d 4s Ab 3b Kd Qd 7d 5d Qc Jc 7c 6c 5c 4c As 3s " \
             "Ks Js 6s 2s Qb Jb 7b 6b 5b 4b"

static void
test_deal_and_follow (void)
{
  BriState state;

  bri_test_deal_variant (&state, "briscolone", 0, NULL, DECK);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 2c 5s Kb 4d"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("3d Ac 7s 2b Jd"));
  g_assert_cmpuint (state.trump_card, ==, BRI_NO_CARD);
  g_assert_cmpuint (state.trump_suit, ==, BRI_NO_SUIT);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 30);
  g_assert_cmpuint (state.stock[0], ==, bri_card_new (BRI_SUIT_SWORDS, BRI_RANK_QUEEN));
  g_assert_true (state.must_follow);
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "Ad 2c 5s Kb 4d"));

  /* Seat 1 must answer the Four of coins with a coin; its Three takes 10. */
  bri_test_play (&state, "4d");
  g_assert_true (bri_test_legal_is (&state, "3d Jd"));
  g_assert_false (bri_test_try_play (&state, "Ac", NULL));
  bri_test_play (&state, "3d");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 10);
  /* The winner draws first. */
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Ac 7s 2b Jd Qs"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 2c 5s Kb 3c"));
  g_assert_cmpuint (state.to_act, ==, 1);

  /* The Seven of swords beats the Five: no points. */
  bri_test_play (&state, "7s");
  g_assert_true (bri_test_legal_is (&state, "5s"));
  bri_test_play (&state, "5s");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 10);
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Ac 2b Jd Qs 6d"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 2c Kb 3c Kc"));

  /* The Ace of coins takes the Jack: 13 for seat 0, which draws first and leads. */
  bri_test_play (&state, "Jd Ad");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 13);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("2c Kb 3c Kc 2d"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Ac 2b Qs 6d 4s"));
  g_assert_cmpuint (state.to_act, ==, 0);

  /* Seat 1's only club is the Two: the King takes 4. */
  bri_test_play (&state, "Kb");
  g_assert_true (bri_test_legal_is (&state, "2b"));
  bri_test_play (&state, "2b");
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 17);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("2c 3c Kc 2d Ab"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Ac Qs 6d 4s 3b"));

  /* Led a Two of cups, seat 1 must give up its Ace of cups to take it. */
  bri_test_play (&state, "2c");
  g_assert_true (bri_test_legal_is (&state, "Ac"));
  bri_test_play (&state, "Ac");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 21);
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Qs 6d 4s 3b Kd"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("3c Kc 2d Ab Qd"));

  /* Without a sword seat 0 may play anything, and shows it has none; its Ace of clubs
   * cannot take a trick led in swords: 3 + 11 for seat 1. */
  bri_test_play (&state, "Qs");
  g_assert_true (bri_test_legal_is (&state, "3c Kc 2d Ab Qd"));
  bri_test_play (&state, "Ab");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 35);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 17);
  g_assert_cmpuint (state.voids[0], ==, BRI_SUIT_MASK (BRI_SUIT_SWORDS));
  g_assert_cmpuint (state.voids[1], ==, 0);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 18);
}

static void
test_follow_suit_off (void)
{
  BriConfig config;
  BriState state;

  bri_test_config (&config, "briscolone", 0, "follow-suit=off");
  bri_test_deal (&state, &config, DECK);
  g_assert_false (state.must_follow);
  bri_test_play (&state, "4d");
  g_assert_true (bri_test_legal_is (&state, "3d Ac 7s 2b Jd"));
  /* Discarding the Ace of cups on the Four of coins gives seat 0 the trick and 11. */
  bri_test_play (&state, "Ac");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 11);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 2c 5s Kb Qs"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("3d 7s 2b Jd 3c"));
  /* Playing off suit shows nothing when nobody has to follow. */
  g_assert_cmpuint (state.voids[1], ==, 0);

  /* On by default. */
  bri_test_config (&config, "briscolone", 0, NULL);
  g_assert_cmpstr (bri_config_get_value (&config, "follow-suit"), ==, "on");
}

/* Plays the first legal card for both seats to the end: the stock lasts fifteen tricks,
 * hands stay at five until then, twenty tricks in all. */
static void
test_end_of_stock (void)
{
  static const char *options[] = { "follow-suit=on", "follow-suit=off" };

  for (guint o = 0; o < G_N_ELEMENTS (options); o++)
    {
      BriState state;
      guint tricks_seen = 0;

      bri_test_deal_variant (&state, "briscolone", 0, options[o], DECK);
      while (bri_test_play_first_legal_trick (&state))
        {
          tricks_seen++;
          g_assert_cmpuint (bri_state_stock_left (&state), ==,
                            state.n_tricks < 15 ? 30 - 2 * state.n_tricks : 0);
          if (!bri_state_is_over (&state))
            {
              guint size = state.n_tricks <= 15 ? 5 : 20 - state.n_tricks;
              g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, size);
              g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, size);
              g_assert_cmpuint (state.to_act, ==, state.last_trick.winner);
            }
        }
      g_assert_cmpuint (tricks_seen, ==, 20);
      g_assert_cmpuint (state.played, ==, bri_deck_italian40 ());
      g_assert_cmpuint (bri_state_seat_points (&state, 0) + bri_state_seat_points (&state, 1),
                        ==, 120);
    }
}

static void
test_view (void)
{
  BriState state;

  bri_test_deal_variant (&state, "briscolone", 0, NULL, DECK);
  for (guint seat = 0; seat < 2; seat++)
    {
      BriView view;

      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.known[seat], ==, state.hand[seat]);
      g_assert_cmpuint (view.known[1 - seat], ==, 0);
      /* No turned card: the whole stock and the other hand are unknown. */
      g_assert_cmpuint (view.stock_known, ==, 0);
      g_assert_cmpuint (view.unseen, ==, bri_deck_italian40 () & ~state.hand[seat]);
    }
}

static void
test_bad_deck (void)
{
  BriConfig config;
  BriState state;
  g_autoptr (GError) error = NULL;
  g_autofree BriCard *order = NULL;
  guint n;

  bri_test_config (&config, "briscolone", 0, NULL);
  order = bri_cards_parse (DECK, &n, &error);
  g_assert_no_error (error);
  g_assert_false (bri_state_deal_ordered (&state, &config, 1, order, n - 1, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  g_assert_nonnull (strstr (error->message, "4b"));
  g_clear_error (&error);

  g_assert_false (bri_config_set_option (&config, "target", "100", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION);
  g_assert_nonnull (strstr (error->message, "100"));
}

/* A finished deal with hand-counted piles: '0' or '1' that seat takes every card;
 * 't' 60 each (coins and cups to seat 0); 'a' seat 0 62 (coins, cups and the Jack of
 * swords), seat 1 58; 'b' seat 0 58 (coins and cups without the Jack of coins). */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer, char result)
{
  BriCardSet coins_cups = BRI_SUIT_MASK (BRI_SUIT_COINS) | BRI_SUIT_MASK (BRI_SUIT_CUPS);
  bri_test_deal_played_out (state, config, dealer);
  switch (result)
    {
    case '0':
      state->pile[0] = state->deck;
      break;
    case '1':
      state->pile[0] = 0;
      break;
    case 't':
      state->pile[0] = state->deck & coins_cups;
      break;
    case 'a':
      state->pile[0] = (state->deck & coins_cups) | bri_test_cards ("Js");
      break;
    case 'b':
      state->pile[0] = state->deck & coins_cups & ~bri_test_cards ("Jd");
      break;
    default:
      g_assert_not_reached ();
    }
  state->pile[1] = state->deck & ~state->pile[0];
  bri_state_finish (state);
}

static void
test_deal_scores (void)
{
  static const struct { char result; guint points0; BriOutcome outcome; guint winner; } cases[] = {
    { '0', 120, BRI_OUTCOME_WIN, 0 },
    { 't', 60, BRI_OUTCOME_TIE, 0 },
    { 'a', 62, BRI_OUTCOME_WIN, 0 },
    { 'b', 58, BRI_OUTCOME_WIN, 1 },
  };
  BriConfig config;

  bri_test_config (&config, "briscolone", 0, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriState state;
      BriDealScore score;

      finished_deal (&state, &config, 0, cases[i].result);
      config.rules->score (&state, &score);
      g_assert_cmpuint (score.points[0], ==, cases[i].points0);
      g_assert_cmpuint (score.points[1], ==, 120 - cases[i].points0);
      g_assert_cmpuint (score.outcome, ==, cases[i].outcome);
      if (cases[i].outcome == BRI_OUTCOME_WIN)
        g_assert_cmpuint (score.winner_side, ==, cases[i].winner);
      g_assert_false (score.replay);
    }
}

/* Plays @results through a match whose first dealer is seat 1; returns how many deals it
 * took to finish, or 0. @dealers receives the dealer of each deal. */
static guint
run_match (const char *target, const char *results, BriMatch *match, char *dealers)
{
  static const BriTestMatches matches = { "briscolone", 0, NULL, "target", 1, finished_deal };

  return bri_test_run_match (&matches, target, results, match, dealers);
}

static void
test_match_targets (void)
{
  BriMatch match;
  char dealers[16];

  /* 121 by default: 120 is not enough. */
  g_assert_cmpuint (run_match ("121", "0", &match, dealers), ==, 0);
  g_assert_cmpint (match.score[0], ==, 120);
  g_assert_cmpuint (run_match ("121", "00", &match, dealers), ==, 2);
  g_assert_cmpuint (match.winners, ==, 1u << 0);
  g_assert_cmpuint (run_match ("121", "tt", &match, dealers), ==, 0);
  g_assert_cmpuint (run_match ("121", "ta", &match, dealers), ==, 2);
  g_assert_cmpint (match.score[0], ==, 122);
  g_assert_cmpint (match.score[1], ==, 118);
  g_assert_cmpuint (match.winners, ==, 1u << 0);
  /* Both past 121: the higher total wins. */
  g_assert_cmpuint (run_match ("121", "01b", &match, dealers), ==, 3);
  g_assert_cmpint (match.score[0], ==, 178);
  g_assert_cmpint (match.score[1], ==, 182);
  g_assert_cmpuint (match.winners, ==, 1u << 1);
  /* Level past the target: play on. The dealer alternates, ties included. */
  g_assert_cmpuint (run_match ("121", "01t1", &match, dealers), ==, 4);
  g_assert_cmpstr (dealers, ==, "1010");
  g_assert_cmpint (match.score[1], ==, 300);
  g_assert_cmpuint (match.winners, ==, 1u << 1);

  g_assert_cmpuint (run_match ("151", "ta", &match, dealers), ==, 0);
  g_assert_cmpuint (run_match ("151", "0t", &match, dealers), ==, 2);
  g_assert_cmpint (match.score[0], ==, 180);
  g_assert_cmpuint (match.winners, ==, 1u << 0);
  g_assert_cmpuint (run_match ("151", "tttb", &match, dealers), ==, 4);
  g_assert_cmpstr (dealers, ==, "1010");
  g_assert_cmpint (match.score[0], ==, 238);
  g_assert_cmpint (match.score[1], ==, 242);
  g_assert_cmpuint (match.winners, ==, 1u << 1);
}

static void
test_random_deals (void)
{
  static const char *const options[] = { NULL, "follow-suit=off", "target=151",
                                         "follow-suit=off;target=151" };

  bri_test_check_random_deals_with ("briscolone", options, G_N_ELEMENTS (options), 2000, NULL, 0);
}

/* Greedy and the easy searching player choose legal cards through whole deals, following
 * suit whenever they can. */
static void
test_computer_players (void)
{
  static const BriPlayerKind kinds[] = { BRI_PLAYER_GREEDY, BRI_PLAYER_EASY };
  static const char *options[] = { "follow-suit=on", "follow-suit=off" };
  BriRng rng;
  guint free_plays = 0;

  bri_rng_init (&rng, 17);
  for (guint o = 0; o < G_N_ELEMENTS (options); o++)
    for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
      {
        BriConfig config;

        bri_test_config (&config, "briscolone", 0, options[o]);
        for (guint d = 0; d < (kinds[k] == BRI_PLAYER_GREEDY ? 200u : 3u); d++)
          {
            BriState state;
            guint moves = 0;

            bri_state_deal_random (&state, &config, d % 2, &rng);
            while (!bri_state_is_over (&state))
              {
                BriAction action = bri_player_choose (kinds[k], &state, &rng, NULL);
                BriCardSet hand = state.hand[state.to_act];

                g_assert_true (bri_state_is_legal (&state, action));
                if (state.trick.len == 1)
                  {
                    BriSuit led = bri_card_suit (state.trick.card[0]);
                    /* Off suit while holding the suit led: only without the rule. */
                    if (bri_card_suit (action.card) != led && (hand & BRI_SUIT_MASK (led)))
                      {
                        g_assert_cmpuint (o, ==, 1);
                        free_plays++;
                      }
                  }
                bri_state_apply (&state, action);
                moves++;
              }
            g_assert_cmpuint (moves, ==, 40);
            g_assert_cmpuint (state.n_tricks, ==, 20);
          }
      }
  /* Greedy throws a card away rather than give up points, so the freedom was used. */
  g_assert_cmpuint (free_plays, >, 0);
}

/* Whole matches of real deals between greedy players: each ends once a player is past
 * the target and ahead, the dealer alternating. */
static void
test_played_matches (void)
{
  static const char *targets[] = { "121", "151" };
  BriRng rng;

  bri_rng_init (&rng, 29);
  for (guint t = 0; t < G_N_ELEMENTS (targets); t++)
    for (guint m = 0; m < 30; m++)
      {
        g_autofree char *option = g_strdup_printf ("target=%s", targets[t]);
        gint32 target = t == 0 ? 121 : 151;
        BriConfig config;
        BriMatch match;
        guint winner;

        bri_test_config (&config, "briscolone", 0, option);
        bri_match_init (&match, &config, m % 2);
        while (!match.finished)
          {
            BriState state;
            BriDealScore score;
            guint dealer = match.dealer;

            /* Nobody had reached the target yet. */
            g_assert_true ((match.score[0] < target && match.score[1] < target) ||
                           match.score[0] == match.score[1]);
            bri_state_deal_random (&state, &config, dealer, &rng);
            while (!bri_state_is_over (&state))
              bri_state_apply (&state, bri_player_choose (BRI_PLAYER_GREEDY, &state, &rng, NULL));
            bri_match_add_deal (&match, &state, &score);
            g_assert_cmpuint (match.dealer, ==, 1 - dealer);
          }
        g_assert_cmpint (match.score[0] + match.score[1], ==, 120 * match.n_deals);
        g_assert_true (match.winners == 1 || match.winners == 2);
        winner = match.winners == 1 ? 0 : 1;
        g_assert_cmpint (match.score[winner], >=, target);
        g_assert_cmpint (match.score[winner], >, match.score[1 - winner]);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/briscolone/deal-and-follow", test_deal_and_follow);
  g_test_add_func ("/briscolone/follow-suit-off", test_follow_suit_off);
  g_test_add_func ("/briscolone/end-of-stock", test_end_of_stock);
  g_test_add_func ("/briscolone/view", test_view);
  g_test_add_func ("/briscolone/bad-deck", test_bad_deck);
  g_test_add_func ("/briscolone/deal-scores", test_deal_scores);
  g_test_add_func ("/briscolone/match-targets", test_match_targets);
  g_test_add_func ("/briscolone/played-matches", test_played_matches);
  g_test_add_func ("/briscolone/random-deals", test_random_deals);
  g_test_add_func ("/briscolone/computer-players", test_computer_players);
  return g_test_run ();
}
