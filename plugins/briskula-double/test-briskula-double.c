/* test-briskula-double.c: double Briškula: tricks of two rounds, double draws, both decks. */
#include "config.h"

#include <bri-test.h>

static void
test_players_and_decks (void)
{
  const BriRules *rules = bri_test_rules ("briskula-double");
  BriConfig config;

  for (guint n = 2; n <= 4; n++)
    {
      g_autoptr (GError) error = NULL;

      bri_config_init (&config, rules);
      g_assert_true (bri_config_set_players (&config, n, NULL));
      g_assert_cmpint (bri_config_check (&config, &error), ==, n != 3);
      if (n == 3)
        {
          g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS);
          g_assert_nonnull (strstr (error->message, "briskula-double"));
        }
      else
        g_assert_no_error (error);
    }

  bri_test_config (&config, "briskula-double", 2, NULL);
  g_assert_cmpuint (config.rules->deck (&config, NULL), ==, bri_deck_italian40 ());
  g_assert_cmpuint (config.rules->deck_size (&config), ==, 40);
  g_assert_cmpuint (config.rules->deck_style, ==, BRI_DECK_STYLE_ITALIAN);
  bri_test_config (&config, "briskula-double", 2, "deck=32");
  g_assert_cmpuint (config.rules->deck (&config, NULL), ==, bri_deck_piquet32 ());
  g_assert_cmpuint (config.rules->deck_size (&config), ==, 32);
  g_assert_cmpuint (bri_card_set_points (bri_deck_piquet32 ()), ==, 120);
}

/* Seat 0: Ad 2d 4s Kb, seat 1: 5d 3d Qc 7s; 6b turned; the stock follows. */
#define DECK2 "Ad 5d 2d 3d 4s Qc Kb 7s 6b Jb Ab 7d Qd 4d 5s 6s Js Kd Jd 6d Ac 3c Kc Jc " \
              "7c 6c 5c 4c 2c As 3s Ks Qs 2s 3b Qb 7b 5b 4b 2b"

static void
test_two_players_double_trick (void)
{
  BriState state;
  BriRng rng;

  bri_test_deal_variant (&state, "briskula-double", 2, NULL, DECK2);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 2d 4s Kb"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("5d 3d Qc 7s"));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("6b"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 32);
  g_assert_cmpuint (bri_state_trick_size (&state), ==, 4);

  /* Each plays twice in turn: 0, 1, 0, 1; nothing is resolved before the fourth card. */
  bri_test_play (&state, "Ad 5d");
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (state.trick.len, ==, 2);
  bri_test_play (&state, "2d");
  g_assert_cmpuint (state.to_act, ==, 1);
  g_assert_cmpuint (state.n_tricks, ==, 0);
  /* The Ace of the suit led first beats the Three of it played later: 11 + 10. */
  bri_test_play (&state, "3d");
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpuint (state.last_trick.len, ==, 4);
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 21);
  /* Winner, loser, winner, loser: Jb and 7d to seat 0, Ab and Qd to seat 1. */
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("4s Kb Jb 7d"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Qc 7s Ab Qd"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 28);
  g_assert_cmpuint (state.to_act, ==, 0);

  /* A trump played in the second round takes all four cards. */
  bri_test_play (&state, "4s 7s 7d Ab");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 11);
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Qc Qd 4d 6s"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Kb Jb 5s Js"));
  g_assert_cmpuint (state.to_act, ==, 1);

  /* Of two trumps the higher wins, whatever the round: 3 + 4 + 3 + 2. */
  bri_test_play (&state, "Qc Jb Qd Kb");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 33);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 20);

  /* Play out: the loser of the last drawing trick gets the turned card as its second. */
  bri_rng_init (&rng, 11);
  while (bri_state_stock_left (&state) > 0)
    {
      g_assert_false (bri_card_set_has (state.hand[0] | state.hand[1], bri_test_card ("6b")));
      bri_state_apply (&state, bri_player_random (&state, &rng));
    }
  g_assert_cmpuint (state.n_tricks, ==, 8);
  g_assert_true (bri_card_set_has (state.hand[1 - state.last_trick.winner], bri_test_card ("6b")));
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 4);
  g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, 4);
  while (!bri_state_is_over (&state))
    bri_state_apply (&state, bri_player_random (&state, &rng));
  g_assert_cmpuint (state.n_tricks, ==, 10);
  g_assert_cmpuint (bri_state_seat_points (&state, 0) + bri_state_seat_points (&state, 1),
                    ==, 120);
}

/* Four partners. Seat 0: 4d Ad 5c 6c, 1: Kd 2b 7c 4c, 2: 2c 3d Jc Qc, 3: Jd Qd Kc 3c. */
#define DECK4 "4d Kd 2c Jd Ad 2b 3d Qd 5c 7c Jc Kc 6c 4c Qc 3c 7b Ab 5d 6d 7d 3b 2d As 3s " \
              "Ac Ks Qs Js 7s 6s 5s 4s 2s Kb Qb Jb 6b 5b 4b"

static void
test_four_partners (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriRng rng;
  static const guint8 order[] = { 0, 1, 2, 3, 0, 1, 2, 3 };

  bri_test_config (&config, "briskula-double", 4, NULL);
  bri_test_deal (&state, &config, DECK4);
  g_assert_true (bri_state_same_side (&state, 0, 2));
  g_assert_true (bri_state_same_side (&state, 1, 3));
  g_assert_false (bri_state_same_side (&state, 2, 3));
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Jd Qd Kc 3c"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 24);
  g_assert_cmpuint (bri_state_trick_size (&state), ==, 8);

  /* Seat 1's Two of trumps in the second round takes eight cards: 4+2+11+10+3 = 30. */
  bri_test_play (&state, "4d Kd 2c Jd Ad 2b 3d Qd");
  for (guint i = 0; i < 8; i++)
    g_assert_cmpuint (state.last_trick.seat[i], ==, order[i]);
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_side_points (&state, 1), ==, 30);
  g_assert_cmpuint (bri_state_side_points (&state, 0), ==, 0);
  /* Two passes from the winner round: 1 2 3 0, then 1 2 3 0 again. */
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("7c 4c Ab 3b"));
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("Jc Qc 5d 2d"));
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Kc 3c 6d As"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("5c 6c 7d 3s"));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 16);
  g_assert_cmpuint (state.to_act, ==, 1);

  /* The Three of cups, played by seat 3 in the first round, is the best cup: 3+10+2+4. */
  bri_test_play (&state, "7c Qc 3c 5c 4c Jc Kc 6c");
  g_assert_cmpuint (state.last_trick.leader, ==, 1);
  g_assert_cmpuint (state.last_trick.winner, ==, 3);
  g_assert_cmpuint (bri_state_side_points (&state, 1), ==, 49);
  g_assert_cmpuint (state.to_act, ==, 3);

  bri_rng_init (&rng, 4);
  while (!bri_state_is_over (&state))
    bri_state_apply (&state, bri_player_random (&state, &rng));
  g_assert_cmpuint (state.n_tricks, ==, 5);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.n_sides, ==, 2);
  g_assert_cmpuint (score.side_points[0] + score.side_points[1], ==, 120);
  g_assert_cmpuint (score.side_points[1], >=, 49);
}

static void
test_32_card_deck (void)
{
  BriConfig config;
  BriState state;
  g_autoptr (GError) error = NULL;
  g_autofree BriCard *order = NULL;
  guint n;

  /* The 40-card deck is refused when the option asks for 32, with the reason. */
  bri_test_config (&config, "briskula-double", 2, "deck=32");
  order = bri_cards_parse (DECK2, &n, &error);
  g_assert_no_error (error);
  g_assert_false (bri_state_deal_ordered (&state, &config, 1, order, n, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  g_clear_error (&error);

  /* Seat 0: Ad Td 9d 8d, seat 1: Kd Ks 7s Ab; 7b turned. The Ten beats the King: 10+4+4. */
  bri_test_deal (&state, &config,
                 "Ad Kd Td Ks 9d 7s 8d Ab 7b Tb 7d Qd Jd As Ts Qs Js 9s 8s "
                 "Ac Tc Kc Qc Jc 9c 8c 7c Kb Qb Jb 9b 8b");
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 24);
  bri_test_play (&state, "Td Kd 9d Ks");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 18);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 8d Tb Qd"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("7s Ab 7d Jd"));
}

static void
test_view (void)
{
  BriState state;
  BriView view;

  bri_test_deal_variant (&state, "briskula-double", 4, NULL, DECK4);
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.known[2], ==, bri_test_cards ("2c 3d Jc Qc"));
  g_assert_cmpuint (view.known[0] | view.known[1] | view.known[3], ==, 0);
  g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("7b"));
  g_assert_cmpuint (bri_card_set_count (view.unseen), ==, 40 - 4 - 1);
  /* Cards played in the first round are public while the second goes on. */
  bri_test_play (&state, "4d Kd 2c Jd Ad");
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.unseen & bri_test_cards ("4d Kd 2c Jd Ad"), ==, 0);
}

static void
finished_deal (BriState *state, const BriConfig *config, BriCardSet side0)
{
  bri_test_deal_played_out (state, config, config->n_players - 1);
  state->pile[0] = state->deck & side0;
  state->pile[1] = state->deck & ~side0;
  bri_state_finish (state);
}

static void
test_tie_and_match (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  bri_test_config (&config, "briskula-double", 4, NULL);
  /* Two whole suits are 60 points. */
  finished_deal (&state, &config, BRI_SUIT_MASK (BRI_SUIT_COINS) | BRI_SUIT_MASK (BRI_SUIT_CUPS));
  bri_match_init (&match, &config, 3);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, 0);
  g_assert_cmpuint (match.dealer, ==, 0);

  /* One suit and the Ace of another: 41 against 79; seats 1 and 3 win. */
  finished_deal (&state, &config, BRI_SUIT_MASK (BRI_SUIT_COINS) | bri_test_cards ("Ac"));
  bri_match_init (&match, &config, 0);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 41);
  g_assert_cmpuint (score.side_points[1], ==, 79);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (match.winners, ==, 0xa);
}

static void
test_random_deals (void)
{
  static const struct { guint players; const char *options; } cases[] = {
    { 2, NULL }, { 4, NULL }, { 2, "deck=32" }, { 4, "deck=32" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriConfig config;
      bri_test_config (&config, "briskula-double", cases[i].players, cases[i].options);
      bri_test_check_random_deals (&config, 1500, 7 + i);
    }
}

/* The player counts the variant lists are those it accepts: three is refused. */
static void
test_players_text (void)
{
  BriVariant *variant = bri_plugin_loader_find (bri_test_loader (), "briskula-double");
  g_autofree char *players = NULL;

  g_assert_nonnull (variant);
  players = bri_variant_dup_players_text (variant);
  g_assert_cmpstr (players, ==, "2, 4");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/briskula-double/players-and-decks", test_players_and_decks);
  g_test_add_func ("/briskula-double/two-players-double-trick", test_two_players_double_trick);
  g_test_add_func ("/briskula-double/four-partners", test_four_partners);
  g_test_add_func ("/briskula-double/32-card-deck", test_32_card_deck);
  g_test_add_func ("/briskula-double/view", test_view);
  g_test_add_func ("/briskula-double/tie-and-match", test_tie_and_match);
  g_test_add_func ("/briskula-double/random-deals", test_random_deals);
  g_test_add_func ("/briskula-double/players-text", test_players_text);
  return g_test_run ();
}
