/* test-briskula.c: Briškula: the 32-card deck, the uneven end of the stock, partnerships. */
#include "config.h"

#include <bri-test.h>

static void
test_deck (void)
{
  BriConfig config;
  BriCardSet deck;

  bri_test_config (&config, "briskula", 0, NULL);
  deck = config.rules->deck (&config, NULL);
  g_assert_cmpuint (bri_card_set_count (deck), ==, 32);
  g_assert_cmpuint (config.rules->deck_size (&config), ==, 32);
  g_assert_cmpuint (bri_card_set_points (deck), ==, 120);
  g_assert_true (bri_card_set_has (deck, bri_test_card ("Td")));
  g_assert_true (bri_card_set_has (deck, bri_test_card ("8b")));
  g_assert_false (bri_card_set_has (deck, bri_test_card ("3d")));
  g_assert_false (bri_card_set_has (deck, bri_test_card ("2c")));
  g_assert_cmpuint (config.rules->deck_style, ==, BRI_DECK_STYLE_FRENCH);
  g_assert_cmpuint (config.rules->min_players, ==, 2);
  g_assert_cmpuint (config.rules->max_players, ==, 6);
}

static void
test_teams_option_needs_four (void)
{
  const BriRules *rules = bri_test_rules ("briskula");

  for (guint n = 2; n <= 6; n++)
    {
      g_autoptr (GError) error = NULL;
      BriConfig config;

      bri_config_init (&config, rules);
      g_assert_true (bri_config_set_players (&config, n, NULL));
      g_assert_true (bri_config_parse_option (&config, "teams=on", NULL));
      if (n == 4)
        {
          g_assert_true (bri_config_check (&config, &error));
          g_assert_no_error (error);
        }
      else
        {
          g_assert_false (bri_config_check (&config, &error));
          g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION);
          g_assert_nonnull (strstr (error->message, "teams"));
        }
      g_clear_error (&error);
      g_assert_true (bri_config_parse_option (&config, "teams=off", NULL));
      g_assert_true (bri_config_check (&config, &error));
      g_assert_no_error (error);
    }
}

/* Five players: 15 cards dealt, 17 left with the turned 7b. Draws of 5, 5 and 5 leave
 * two cards; after the fourth trick only its winner and the next seat draw, and only
 * they play the fifth trick. */
#define DECK5 "Ad Td Kd Qd Jd 7d 9c 8c Jc Tc 8d 7c Qc Kc Ac 7b " \
              "9d As Ts Ks Qs Js 9s 8s 7s Ab Tb Kb Qb Jb 9b 8b"

static void
test_five_players_uneven_end (void)
{
  BriConfig config;
  BriState state;

  bri_test_config (&config, "briskula", 5, NULL);
  bri_test_deal (&state, &config, DECK5);
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_CLUBS);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 17);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 7d 8d"));
  g_assert_cmpuint (state.hand[4], ==, bri_test_cards ("Jd Tc Ac"));

  /* The Ace takes the diamonds: 11+10+4+3+2. */
  bri_test_play (&state, "Ad Td Kd Qd Jd");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 30);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("7d 8d 9d"));
  g_assert_cmpuint (state.hand[4], ==, bri_test_cards ("Tc Ac Qs"));

  /* Only the Seven follows the suit led: cups of other suits never win. */
  bri_test_play (&state, "7d 9c 8c Jc Tc");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 42);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 7);

  /* The trump Ace takes the spade Ace and Ten; seat 4 draws first. */
  bri_test_play (&state, "Js As Ts 7s Ab");
  g_assert_cmpuint (state.last_trick.winner, ==, 4);
  g_assert_cmpuint (bri_state_seat_points (&state, 4), ==, 34);
  g_assert_cmpuint (state.hand[4], ==, bri_test_cards ("Ac Qs Tb"));
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Kc Ks 9b"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 2);
  g_assert_cmpuint (state.playing, ==, 0x1f);
  g_assert_cmpuint (state.to_act, ==, 4);

  /* Seat 1 trumps; it draws 8b and seat 2 the turned 7b; nobody else gets a card. */
  bri_test_play (&state, "Ac 8d Qb Qc Kc");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 21);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("7c 9s 8b"));
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("8s Jb 7b"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("9d Kb"));
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Ks 9b"));
  g_assert_cmpuint (state.hand[4], ==, bri_test_cards ("Qs Tb"));
  g_assert_cmpuint (state.playing, ==, (1u << 1) | (1u << 2));

  /* The fifth trick: seats 1 and 2 only. */
  g_assert_cmpuint (state.to_act, ==, 1);
  g_assert_true (bri_test_legal_is (&state, "7c 9s 8b"));
  bri_test_play (&state, "9s");
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_true (bri_test_legal_is (&state, "8s Jb 7b"));
  bri_test_play (&state, "Jb");
  g_assert_cmpuint (state.last_trick.len, ==, 2);
  g_assert_cmpuint (state.last_trick.winner, ==, 2);
  g_assert_cmpuint (bri_state_seat_points (&state, 2), ==, 2);
  for (guint seat = 0; seat < 5; seat++)
    g_assert_cmpuint (bri_state_hand_size (&state, seat), ==, 2);
  g_assert_cmpuint (state.playing, ==, 0x1f);
  g_assert_cmpuint (state.to_act, ==, 2);

  /* Everyone again: the King of spades, then the trump Ten. */
  bri_test_play (&state, "8s Ks Qs 9d 7c");
  g_assert_cmpuint (state.last_trick.winner, ==, 3);
  g_assert_cmpuint (bri_state_seat_points (&state, 3), ==, 7);
  bri_test_play (&state, "9b Tb Kb 8b 7b");
  g_assert_cmpuint (state.last_trick.winner, ==, 4);
  g_assert_true (bri_state_is_over (&state));
  g_assert_cmpuint (state.n_tricks, ==, 7);

  BriDealScore score;
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.n_sides, ==, 5);
  g_assert_cmpuint (score.points[0], ==, 42);
  g_assert_cmpuint (score.points[1], ==, 21);
  g_assert_cmpuint (score.points[2], ==, 2);
  g_assert_cmpuint (score.points[3], ==, 7);
  g_assert_cmpuint (score.points[4], ==, 48);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, 4);
}

static void
test_sitting_out_cannot_act (void)
{
  BriState state;
  g_autoptr (GError) error = NULL;

  bri_test_deal_variant (&state, "briskula", 5, NULL, DECK5);
  bri_test_play (&state, "Ad Td Kd Qd Jd 7d 9c 8c Jc Tc Js As Ts 7s Ab Ac 8d Qb Qc Kc 9s");
  /* Seat 2 is to act; seat 3's cards are refused, and nothing changed. */
  g_assert_false (bri_test_try_play (&state, "Ks", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Ks 9b"));
  g_assert_cmpuint (state.trick.len, ==, 1);
}

/* Where the stock runs out mid-draw, for each player count: 32 - 3n cards are drawn n
 * at a time, and the remainder decides how many seats play the short trick. */
static void
test_uneven_end_every_count (void)
{
  for (guint n = 2; n <= 6; n++)
    {
      BriConfig config;
      BriRng rng;
      guint rest = (32 - 3 * n) % n;
      guint expected_tricks = 32 / n + (rest ? 1 : 0);

      bri_test_config (&config, "briskula", n, NULL);
      bri_rng_init (&rng, 100 + n);
      for (guint d = 0; d < 200; d++)
        {
          BriState state;
          guint short_tricks = 0;

          bri_state_deal_random (&state, &config, d % n, &rng);
          while (!bri_state_is_over (&state))
            {
              guint before = state.n_tricks;
              guint n_playing = bri_card_set_count (state.playing);
              guint most = 0;

              /* At the lead, those playing hold one card more than those sitting out. */
              for (guint seat = 0; seat < n && state.trick.len == 0; seat++)
                most = MAX (most, bri_state_hand_size (&state, seat));
              for (guint seat = 0; seat < n && state.trick.len == 0; seat++)
                g_assert_cmpuint (bri_state_hand_size (&state, seat) +
                                  (~state.playing >> seat & 1), ==, most);
              g_assert_true (state.playing & (1u << state.to_act));
              bri_state_apply (&state, bri_player_random (&state, &rng));
              if (state.n_tricks != before)
                {
                  g_assert_cmpuint (state.last_trick.len, ==, n_playing);
                  if (n_playing != n)
                    {
                      g_assert_cmpuint (n_playing, ==, rest);
                      short_tricks++;
                    }
                }
            }
          g_assert_cmpuint (short_tricks, ==, rest ? 1 : 0);
          g_assert_cmpuint (state.n_tricks, ==, expected_tricks);
        }
    }
}

/* Four as partners: seat 0 and 2 against 1 and 3. */
#define DECK4 "Ad Td Kd 7d 7s 9s 8c Jc 8s 7c 9c Qc 7b 8d 9d Jd Qd Ac Tc Kc " \
              "As Ts Ks Qs Js Ab Tb Kb Qb Jb 9b 8b"

static void
test_partners (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriRng rng;

  bri_test_config (&config, "briskula", 4, "teams=on");
  bri_test_deal (&state, &config, DECK4);
  g_assert_cmpuint (bri_state_n_sides (&state), ==, 2);
  g_assert_true (bri_state_same_side (&state, 0, 2));
  g_assert_true (bri_state_same_side (&state, 1, 3));
  g_assert_false (bri_state_same_side (&state, 0, 1));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 20);

  bri_test_play (&state, "Ad Td Kd 7d");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_side_points (&state, 0), ==, 25);
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Jc Qc Qd"));
  bri_test_play (&state, "7s 9s 8c Jc");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_side_points (&state, 1), ==, 2);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("8s 8d As"));
  g_assert_cmpuint (state.to_act, ==, 1);

  /* Partners pool their tricks. */
  bri_rng_init (&rng, 5);
  while (!bri_state_is_over (&state))
    bri_state_apply (&state, bri_player_random (&state, &rng));
  g_assert_cmpuint (state.n_tricks, ==, 8);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.n_sides, ==, 2);
  g_assert_cmpuint (score.side_points[0], ==, score.points[0] + score.points[2]);
  g_assert_cmpuint (score.side_points[1], ==, score.points[1] + score.points[3]);
  g_assert_cmpuint (score.side_points[0] + score.side_points[1], ==, 120);

  /* Without the option, the same four play each for themselves. */
  bri_test_config (&config, "briskula", 4, NULL);
  bri_test_deal (&state, &config, DECK4);
  g_assert_cmpuint (bri_state_n_sides (&state), ==, 4);
  g_assert_false (bri_state_same_side (&state, 0, 2));
}

static void
test_view (void)
{
  BriState state;
  BriView view;

  bri_test_deal_variant (&state, "briskula", 5, NULL, DECK5);
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.known[3], ==, bri_test_cards ("Qd Jc Kc"));
  for (guint seat = 0; seat < 5; seat++)
    if (seat != 3)
      g_assert_cmpuint (view.known[seat], ==, 0);
  g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("7b"));
  g_assert_cmpuint (bri_card_set_count (view.unseen), ==, 32 - 3 - 1);

  /* Once the turned card is drawn, only its holder knows where it is. */
  bri_test_play (&state, "Ad Td Kd Qd Jd 7d 9c 8c Jc Tc Js As Ts 7s Ab Ac 8d Qb Qc Kc");
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.stock_known, ==, 0);
  g_assert_true (bri_card_set_has (view.unseen, bri_test_card ("7b")));
  bri_state_get_view (&state, 2, &view);
  g_assert_true (bri_card_set_has (view.known[2], bri_test_card ("7b")));
}

/* A finished deal with @piles given per seat as card lists. */
static void
finished_deal (BriState *state, const BriConfig *config, const char *const *piles)
{
  bri_test_deal_played_out (state, config, config->n_players - 1);
  for (guint seat = 0; seat < state->n_seats; seat++)
    state->pile[seat] = bri_test_cards (piles[seat]);
  bri_state_finish (state);
}

static void
test_ties_and_match (void)
{
  /* The Aces and Tens of two suits (42) to each of the first two, the rest (36) to the third. */
  static const char *const three_way[] = {
    "Ad Td Ac Tc", "As Ts Ab Tb",
    "Kd Qd Jd 9d 8d 7d Kc Qc Jc 9c 8c 7c Ks Qs Js 9s 8s 7s Kb Qb Jb 9b 8b 7b",
  };
  /* 40 each: the top five of a suit (30) and a Ten, or Ace to Jack of two suits. */
  static const char *const level[] = {
    "Ad Td Kd Qd Jd Tb 9d 8d 7d",
    "Ac Tc Kc Qc Jc Ts 9c 8c 7c",
    "As Ks Qs Js Ab Kb Qb Jb 9s 8s 7s 9b 8b 7b",
  };
  /* Partners: 60 each. */
  static const char *const sixty[] = {
    "Ad Td Kd Qd Jd", "Ac Tc Kc Qc Jc", "As Ts Ks Qs Js 9d 8d 7d",
    "Ab Tb Kb Qb Jb 9c 8c 7c 9s 8s 7s 9b 8b 7b",
  };
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  bri_test_config (&config, "briskula", 3, NULL);
  finished_deal (&state, &config, three_way);
  bri_match_init (&match, &config, 2);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (score.points[0], ==, 42);
  g_assert_cmpuint (score.points[1], ==, 42);
  g_assert_cmpuint (score.points[2], ==, 36);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, 0x3);
  g_assert_cmpuint (match.dealer, ==, 0);

  /* Everyone level is a plain tie (the rules void nothing) and nobody wins. */
  finished_deal (&state, &config, level);
  bri_match_init (&match, &config, 0);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (score.points[0], ==, 40);
  g_assert_cmpuint (score.points[1], ==, 40);
  g_assert_cmpuint (score.points[2], ==, 40);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_cmpuint (match.winners, ==, 0);

  bri_test_config (&config, "briskula", 4, "teams=on");
  finished_deal (&state, &config, sixty);
  bri_match_init (&match, &config, 0);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 60);
  g_assert_cmpuint (score.side_points[1], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, 0);

  /* Partners 90 against 30: both of the winning pair win the match. */
  static const char *const ninety[] = {
    "Ad Td Kd Qd Jd As Ts", "Ac Tc Kc Qc Jc", "Ks Qs Js 9d 8d 7d Ab Tb Kb Qb Jb",
    "9c 8c 7c 9s 8s 7s 9b 8b 7b",
  };
  finished_deal (&state, &config, ninety);
  bri_match_init (&match, &config, 0);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 30 + 21 + 9 + 30);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, 0);
  g_assert_cmpuint (match.winners, ==, 0x5);
  g_assert_cmpint (match.score[2], ==, 90);
  g_assert_cmpint (match.score[3], ==, 30);
}

static void
test_random_deals (void)
{
  for (guint n = 2; n <= 6; n++)
    {
      BriConfig config;
      bri_test_config (&config, "briskula", n, NULL);
      bri_test_check_random_deals (&config, 1500, 17 + n);
    }

  BriConfig config;
  bri_test_config (&config, "briskula", 4, "teams=on");
  bri_test_check_random_deals (&config, 1500, 99);
}

/* Partnerships are a setting of four players only. */
static void
test_options_apply (void)
{
  for (guint n = 2; n <= 6; n++)
    g_assert_cmpint (bri_test_option_applies ("briskula", n, NULL, "teams"), ==, n == 4);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/briskula/deck", test_deck);
  g_test_add_func ("/briskula/teams-need-four", test_teams_option_needs_four);
  g_test_add_func ("/briskula/five-players-uneven-end", test_five_players_uneven_end);
  g_test_add_func ("/briskula/sitting-out-cannot-act", test_sitting_out_cannot_act);
  g_test_add_func ("/briskula/uneven-end-every-count", test_uneven_end_every_count);
  g_test_add_func ("/briskula/partners", test_partners);
  g_test_add_func ("/briskula/view", test_view);
  g_test_add_func ("/briskula/ties-and-match", test_ties_and_match);
  g_test_add_func ("/briskula/random-deals", test_random_deals);
  g_test_add_func ("/briskula/options-apply", test_options_apply);
  return g_test_run ();
}
