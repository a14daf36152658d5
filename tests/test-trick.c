/* test-trick.c: the shared trick mechanics of RULES.md §2, through a minimal variant
 * defined here so the core is tested without any plugin. */
#include "config.h"

#include <bri-test.h>

static BriCardSet
fake_deck (const BriConfig *config, BriRng *rng)
{
  return bri_deck_italian40 ();
}

static guint
fake_deck_size (const BriConfig *config)
{
  return 40;
}

static void
fake_deal (BriState *state, const BriCard *order, guint n)
{
  guint dealt = bri_state_deal_hands (state, order, n, 3);
  bri_state_set_stock (state, order + dealt + 1, n - dealt - 1);
  bri_state_turn_trump (state, order[dealt]);
}

static guint
fake_legal (const BriState *state, BriAction *actions)
{
  return bri_state_legal_plays (state, actions);
}

static void
fake_apply (BriState *state, BriAction action)
{
  bri_state_play_and_continue (state, action.card);
}

static void
fake_match_update (BriMatch *match, const BriState *state, const BriDealScore *score)
{
  bri_match_finish (match, 0);
}

static const BriRules fake_rules = {
  .id = "fake", .name = "Fake", .description = "", .rules_text = "",
  .min_players = 2, .max_players = 8, .default_players = 2,
  .deck = fake_deck, .deck_size = fake_deck_size, .deal = fake_deal,
  .legal_actions = fake_legal, .apply = fake_apply, .score = bri_deal_score_by_points,
  .match_update = fake_match_update,
};

static BriCard
card (const char *text)
{
  BriCard c;
  g_assert_true (bri_card_parse (text, &c, NULL));
  return c;
}

/* The index of the winning card among @cards ("Ad 3c ...") with @trump ('d', or 0). */
static guint
winner_of (const char *cards, char trump)
{
  g_auto (GStrv) tokens = g_strsplit (cards, " ", -1);
  BriTrick trick = { 0 };
  BriSuit suit = BRI_NO_SUIT;
  char trump_text[2] = { trump, 0 };

  for (guint i = 0; tokens[i]; i++)
    trick.card[trick.len++] = card (tokens[i]);
  if (trump != 0)
    g_assert_true (bri_suit_parse (trump_text, &suit));
  return bri_trick_winner (&trick, suit);
}

static void
test_trick_resolution (void)
{
  /* Highest card of the suit led. */
  g_assert_cmpuint (winner_of ("5c Ac", 'd'), ==, 1);
  g_assert_cmpuint (winner_of ("Ac 3c", 'd'), ==, 0);
  g_assert_cmpuint (winner_of ("2c Kc 3c Jc", 'd'), ==, 2);
  /* A card of another non-trump suit never wins, however strong. */
  g_assert_cmpuint (winner_of ("2c As", 'd'), ==, 0);
  g_assert_cmpuint (winner_of ("2c As 3b Ab", 'd'), ==, 0);
  /* The lowest trump beats the highest of the suit led. */
  g_assert_cmpuint (winner_of ("Ac 2d", 'd'), ==, 1);
  /* The highest trump among several. */
  g_assert_cmpuint (winner_of ("Ac 2d 3d Kd", 'd'), ==, 2);
  g_assert_cmpuint (winner_of ("4d Ad", 'd'), ==, 1);
  /* A trump led is simply the suit led and trump. */
  g_assert_cmpuint (winner_of ("4d Ac 3c", 'd'), ==, 0);
  /* No trump at all (Briscolone). */
  g_assert_cmpuint (winner_of ("4s Ad 7s", 0), ==, 2);
  /* A double trick: the suit led first decides among non-trumps. */
  g_assert_cmpuint (winner_of ("5c 7s Kc As 3c Ab 2s 6c", 'd'), ==, 4);
  g_assert_cmpuint (winner_of ("5c 7s Kc As 3c Ab 2d 6c", 'd'), ==, 6);
  /* 32-card ranks: the Ten is below the Ace and above the King. */
  g_assert_cmpuint (winner_of ("Kc Tc", 'd'), ==, 1);
  g_assert_cmpuint (winner_of ("Tc Ac", 'd'), ==, 1);
}

static void
deal_fake (BriState *state, guint n_players, const char *deck)
{
  BriConfig config;
  g_autofree BriCard *order = NULL;
  guint n;

  bri_config_init (&config, &fake_rules);
  g_assert_true (bri_config_set_players (&config, n_players, NULL));
  order = bri_cards_parse (deck, &n, NULL);
  g_assert_nonnull (order);
  g_assert_true (bri_state_deal_ordered (state, &config, n_players - 1, order, n, NULL));
}

#define DECK3 "Ad 2c 3d Kc 4s Qb 7b 5d 6d 7d Jd Qd Kd 2d 4d Ac 3c 4c 5c 6c 7c Jc Qc " \
              "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb Ab"

static void
test_dealing_round_robin (void)
{
  BriState state;

  deal_fake (&state, 3, DECK3);
  /* One card at a time from seat 0: seat 0 gets cards 1, 4, 7. */
  g_assert_cmpuint (state.hand[0], ==, bri_card_bit (card ("Ad")) | bri_card_bit (card ("Kc")) |
                                       bri_card_bit (card ("7b")));
  g_assert_cmpuint (state.hand[2], ==, bri_card_bit (card ("3d")) | bri_card_bit (card ("Qb")) |
                                       bri_card_bit (card ("6d")));
  g_assert_cmpuint (state.trump_card, ==, card ("7d"));
  g_assert_cmpuint (state.stock[state.stock_len - 1], ==, card ("7d"));
  g_assert_cmpuint (state.stock[0], ==, card ("Jd"));
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (state.dealer, ==, 2);
}

static void
test_drawing_order (void)
{
  BriState state;

  deal_fake (&state, 3, DECK3);
  /* 7d is turned: coins are trump, and seat 2’s Three of coins wins. */
  bri_test_play (&state, "Kc 2c 3d");
  g_assert_cmpuint (state.last_trick.winner, ==, 2);
  /* The winner draws first, then the others in playing order. */
  g_assert_true (bri_card_set_has (state.hand[2], card ("Jd")));
  g_assert_true (bri_card_set_has (state.hand[0], card ("Qd")));
  g_assert_true (bri_card_set_has (state.hand[1], card ("Kd")));
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_cmpuint (bri_state_seat_points (&state, 2), ==, 14);
}

static void
test_uneven_end_sits_out (void)
{
  BriState state;
  BriCard stock[2] = { card ("Ab"), card ("2b") };

  deal_fake (&state, 3, DECK3);
  /* Leave two cards to draw: the third seat in drawing order gets none. */
  bri_state_set_stock (&state, stock, 2);
  bri_test_play (&state, "Kc 2c 3d");
  g_assert_cmpuint (state.last_trick.winner, ==, 2);
  g_assert_cmpuint (bri_state_hand_size (&state, 2), ==, 3);
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 3);
  g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, 2);
  g_assert_cmpuint (state.playing, ==, (1u << 0) | (1u << 2));
  /* Only seats 2 and 0 play the next trick; then everyone holds two cards. */
  g_assert_cmpuint (state.to_act, ==, 2);
  bri_test_play (&state, "Qb Ad");
  g_assert_cmpuint (state.last_trick.len, ==, 2);
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpuint (bri_state_hand_size (&state, seat), ==, 2);
  g_assert_cmpuint (state.playing, ==, 0x7);
}

static void
test_follow_suit_and_voids (void)
{
  BriState state;

  deal_fake (&state, 2, "Ad 2c 3d Kc 4s Qb 7b 5d 6d 7d Jd Qd Kd 2d 4d Ac 3c 4c 5c 6c 7c Jc Qc "
                        "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb Ab");
  state.must_follow = TRUE;
  bri_test_play (&state, "4s");
  /* Seat 1 holds no spade: any card, and it shows a void in spades. */
  g_assert_true (bri_test_legal_is (&state, "2c Kc Qb"));
  bri_test_play (&state, "Kc");
  g_assert_cmpuint (state.voids[1], ==, BRI_SUIT_MASK (BRI_SUIT_SWORDS));
  g_assert_cmpuint (state.voids[0], ==, 0);
}

static void
test_illegal_action_error (void)
{
  BriState state;
  g_autoptr (GError) error = NULL;

  deal_fake (&state, 2, DECK3);
  g_assert_false (bri_test_try_play (&state, "Ks", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_assert_nonnull (strstr (error->message, "Ks"));
  g_clear_error (&error);
  g_assert_false (bri_test_try_play (&state, "bid:A", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  g_assert_false (bri_test_try_play (&state, "dance", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_ACTION);
}

static void
test_deck_errors (void)
{
  BriConfig config;
  BriState state;
  BriCard order[41];
  g_autoptr (GError) error = NULL;
  guint n = 0;

  bri_config_init (&config, &fake_rules);
  BRI_CARD_SET_FOREACH (bri_deck_italian40 (), c)
    order[n++] = (BriCard) c;

  g_assert_false (bri_state_deal_ordered (&state, &config, 1, order, 39, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  g_assert_nonnull (strstr (error->message, "39"));
  g_clear_error (&error);

  order[40] = card ("Ts");
  g_assert_false (bri_state_deal_ordered (&state, &config, 1, order, 41, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  g_assert_nonnull (strstr (error->message, "Ts"));
}

static void
test_random_deals (void)
{
  for (guint players = 2; players <= 6; players++)
    {
      BriConfig config;
      bri_config_init (&config, &fake_rules);
      g_assert_true (bri_config_set_players (&config, players, NULL));
      bri_test_check_random_deals (&config, 500, players);
    }
}

static void
test_resample_keeps_what_is_known (void)
{
  BriState state, sampled;
  BriRng rng;

  deal_fake (&state, 2, DECK3);
  state.must_follow = TRUE;
  state.voids[1] = BRI_SUIT_MASK (BRI_SUIT_SWORDS);
  bri_rng_init (&rng, 5);
  for (guint i = 0; i < 200; i++)
    {
      bri_state_resample (&state, 0, &rng, &sampled);
      g_assert_cmpuint (sampled.hand[0], ==, state.hand[0]);
      g_assert_cmpuint (bri_state_hand_size (&sampled, 1), ==, 3);
      g_assert_cmpuint (sampled.hand[1] & BRI_SUIT_MASK (BRI_SUIT_SWORDS), ==, 0);
      g_assert_cmpuint (sampled.stock[sampled.stock_len - 1], ==, state.trump_card);
      BriCardSet all = sampled.hand[0] | sampled.hand[1];
      for (guint s = sampled.stock_top; s < sampled.stock_len; s++)
        {
          g_assert_false (bri_card_set_has (all, sampled.stock[s]));
          all |= bri_card_bit (sampled.stock[s]);
        }
      g_assert_cmpuint (all, ==, state.deck);
    }
}

/* A variant with rules of its own: the Two the strongest card and the Ace the weakest
 * (the reverse of the Briscola order), Twos 2/3 of a point and Aces 1/3, one point for
 * the last trick, following suit. Three cards each, no trump, the rest drawn. */
static const BriTrickRules reversed_trick_rules = {
  .strength = {
    [BRI_RANK_2] = 12, [BRI_RANK_4] = 11, [BRI_RANK_5] = 10, [BRI_RANK_6] = 9,
    [BRI_RANK_7] = 8, [BRI_RANK_8] = 7, [BRI_RANK_9] = 6, [BRI_RANK_JACK] = 5,
    [BRI_RANK_QUEEN] = 4, [BRI_RANK_KING] = 3, [BRI_RANK_TEN] = 2, [BRI_RANK_3] = 1,
    [BRI_RANK_ACE] = 0,
  },
  .points = { [BRI_RANK_2] = 2, [BRI_RANK_ACE] = 1 },
  .point_unit = 3,
  .last_trick_bonus = 3,
  .must_follow = TRUE,
};

static void
reversed_deal (BriState *state, const BriCard *order, guint n)
{
  guint dealt = bri_state_deal_hands (state, order, n, 3);
  bri_state_set_stock (state, order + dealt, n - dealt);
}

static const BriRules reversed_rules = {
  .id = "reversed", .name = "Reversed", .description = "", .rules_text = "",
  .min_players = 2, .max_players = 4, .default_players = 2,
  .deck = fake_deck, .deck_size = fake_deck_size, .deal = reversed_deal,
  .legal_actions = fake_legal, .apply = fake_apply, .score = bri_deal_score_by_points,
  .match_update = fake_match_update, .trick_rules = &reversed_trick_rules,
};

static void
deal_with (BriState *state, const BriRules *rules, guint n_players, const char *deck)
{
  BriConfig config;
  g_autofree BriCard *order = NULL;
  guint n;

  bri_config_init (&config, rules);
  g_assert_true (bri_config_set_players (&config, n_players, NULL));
  order = bri_cards_parse (deck, &n, NULL);
  g_assert_nonnull (order);
  g_assert_true (bri_state_deal_ordered (state, &config, n_players - 1, order, n, NULL));
}

static guint
reversed_winner_of (const char *cards)
{
  BriState state;
  g_auto (GStrv) tokens = g_strsplit (cards, " ", -1);
  BriTrick trick = { 0 };

  deal_with (&state, &reversed_rules, 2, DECK3);
  for (guint i = 0; tokens[i]; i++)
    trick.card[trick.len++] = card (tokens[i]);
  return bri_state_trick_winner (&state, &trick);
}

static void
test_rules_strength_order (void)
{
  BriState state;

  /* The variant's order: the Two takes the Ace, the Four the Three. */
  g_assert_cmpuint (reversed_winner_of ("Ac 2c"), ==, 1);
  g_assert_cmpuint (reversed_winner_of ("3c 4c Kc"), ==, 1);
  g_assert_cmpuint (reversed_winner_of ("Ac 2s"), ==, 0);
  /* The Briscola order is unchanged for the same cards, and for a default variant. */
  g_assert_cmpuint (winner_of ("Ac 2c", 0), ==, 0);
  deal_fake (&state, 2, DECK3);
  g_assert_true (bri_state_get_trick_rules (&state) == &bri_trick_rules_briscola);
  state.trick.card[0] = card ("Ac");
  state.trick.card[1] = card ("2c");
  state.trick.len = 2;
  g_assert_cmpuint (bri_state_trick_winner (&state, &state.trick), ==, 0);

  /* A played trick goes to the strongest card by the variant's order: seat 0 holds
   * Ad 3d 4s, seat 1 2c Kc Qb; then they draw 7b and 5d. */
  deal_with (&state, &reversed_rules, 2, "Ad 2c 3d Kc 4s Qb 7b 5d 6d 7d Jd Qd Kd 2d 4d Ac 3c "
                                         "4c 5c 6c 7c Jc Qc 2s 3s 5s 6s 7s Js Qs Ks As 2b 3b "
                                         "4b 5b 6b Jb Kb Ab");
  g_assert_true (state.must_follow);
  bri_test_play (&state, "Ad");
  /* Seat 1 has no Coin: any card, and it cannot take the trick. */
  g_assert_true (bri_test_legal_is (&state, "2c Kc Qb"));
  bri_test_play (&state, "2c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  bri_test_play (&state, "3d");
  g_assert_true (bri_test_legal_is (&state, "5d"));
  bri_test_play (&state, "5d");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
}

/* The winner by the rule as RULES.md states it: the strongest trump if any was played,
 * else the strongest card of the suit led. */
static guint
reference_winner (const BriTrickRules *rules, const BriTrick *trick, guint trump)
{
  guint best = 0;
  gboolean trumped = FALSE;

  for (guint i = 0; i < trick->len; i++)
    trumped |= bri_card_suit (trick->card[i]) == trump;
  for (guint i = 1; i < trick->len; i++)
    {
      guint wanted = trumped ? trump : bri_card_suit (trick->card[0]);

      if (bri_card_suit (trick->card[i]) == wanted &&
          (bri_card_suit (trick->card[best]) != wanted ||
           bri_trick_rules_card_strength (rules, trick->card[i]) >
           bri_trick_rules_card_strength (rules, trick->card[best])))
        best = i;
    }
  return best;
}

/* bri_trick_rules_beats() is one step of bri_trick_rules_best_card(): the rule of thumb
 * asks it whether a card would take the trick, instead of folding the whole trick again.
 * Both must agree with the rule itself, for every order of strength and trump. */
static void
test_rules_beats_is_one_step (void)
{
  const BriTrickRules *all[] = { &bri_trick_rules_briscola, &reversed_trick_rules };
  BriCard deck[40];
  guint n_deck = 0;
  BriRng rng;

  BRI_CARD_SET_FOREACH (bri_deck_italian40 (), c)
    deck[n_deck++] = (BriCard) c;
  bri_rng_init (&rng, 11);
  for (guint r = 0; r < G_N_ELEMENTS (all); r++)
    for (guint round = 0; round < 4000; round++)
      {
        guint trump = round % 5 == 4 ? BRI_NO_SUIT : round % 5;
        BriTrick trick = { 0 };
        guint len = 2 + round % 5;

        bri_rng_shuffle (&rng, deck, n_deck);
        for (guint i = 0; i < len; i++)
          {
            trick.card[i] = deck[i];
            trick.seat[i] = (guint8) i;
          }
        for (trick.len = 1; trick.len < len; trick.len++)
          {
            guint top = bri_trick_rules_best_card (all[r], &trick, trump);
            BriTrick next = trick;

            g_assert_cmpuint (top, ==, reference_winner (all[r], &trick, trump));
            next.len++;
            g_assert_cmpint (bri_trick_rules_beats (all[r], trick.card[top], trick.card[trick.len],
                                                    trump),
                             ==, reference_winner (all[r], &next, trump) == trick.len);
          }
      }
}

static void
test_rules_points_and_last_trick (void)
{
  BriState state;
  BriDealScore score;
  BriRng rng;
  guint total = 0;

  deal_with (&state, &reversed_rules, 2, DECK3);
  /* Seat 0: Ad 3d 4s; seat 1: 2c Kc Qb. The Ace and the Two count 1 and 2 thirds. */
  g_assert_cmpuint (bri_state_card_points (&state, card ("2c")), ==, 2);
  g_assert_cmpuint (bri_state_card_points (&state, card ("3d")), ==, 0);
  g_assert_cmpuint (bri_state_card_points (&state, card ("Kc")), ==, 0);
  g_assert_cmpuint (bri_trick_rules_set_points (&reversed_trick_rules, bri_deck_italian40 ()),
                    ==, 12);
  g_assert_cmpuint (bri_trick_rules_total_points (&reversed_trick_rules, bri_deck_italian40 ()),
                    ==, 15);
  /* Seat 1 holds no Coin: its Two does not take the Three led, and seat 0 has it. */
  bri_test_play (&state, "3d 2c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_trick_points (&state, &state.last_trick), ==, 2);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 2);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 0);

  /* Played out: the last trick's bonus counts once the deal is over, for its winner. */
  bri_rng_init (&rng, 3);
  while (!bri_state_is_over (&state))
    {
      if (bri_state_stock_left (&state) == 0 && bri_state_hand_size (&state, state.to_act) == 1)
        g_assert_cmpuint (bri_state_seat_points (&state, 0) + bri_state_seat_points (&state, 1),
                          ==, bri_trick_rules_set_points (&reversed_trick_rules,
                                                          state.pile[0] | state.pile[1]));
      bri_state_apply (&state, bri_player_random (&state, &rng));
    }
  guint last = state.last_trick.winner;
  g_assert_cmpuint (bri_state_seat_points (&state, last), ==,
                    bri_trick_rules_set_points (&reversed_trick_rules, state.pile[last]) + 3);
  g_assert_cmpuint (bri_state_side_points (&state, state.team[last]), ==,
                    bri_state_seat_points (&state, last));
  bri_deal_score_by_points (&state, &score);
  for (guint side = 0; side < score.n_sides; side++)
    total += score.side_points[side];
  g_assert_cmpuint (total, ==, 15);
}

/* A variant's own winner rule replaces the table's, in play and for the players. */
static guint
lowest_card_wins (const BriState *state, const BriTrick *trick)
{
  guint best = 0;
  for (guint i = 1; i < trick->len; i++)
    if (bri_card_rank (trick->card[i]) < bri_card_rank (trick->card[best]))
      best = i;
  return best;
}

static const BriTrickRules lowest_trick_rules = {
  .points = { [BRI_RANK_ACE] = 11 },
  .winner = lowest_card_wins,
};

static const BriRules lowest_rules = {
  .id = "lowest", .name = "Lowest", .description = "", .rules_text = "",
  .min_players = 2, .max_players = 4, .default_players = 2,
  .deck = fake_deck, .deck_size = fake_deck_size, .deal = reversed_deal,
  .legal_actions = fake_legal, .apply = fake_apply, .score = bri_deal_score_by_points,
  .match_update = fake_match_update, .trick_rules = &lowest_trick_rules,
};

static void
test_rules_winner_hook (void)
{
  BriState state;
  BriConfig config;

  deal_with (&state, &lowest_rules, 2, DECK3);
  g_assert_false (state.must_follow);
  /* Seat 0: Ad 3d 4s; seat 1: 2c Kc Qb. The Two of another suit takes the Ace. */
  bri_test_play (&state, "Ad 2c");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 11);

  bri_config_init (&config, &lowest_rules);
  bri_test_check_random_deals (&config, 100, 9);
}

static void
test_rules_random_deals (void)
{
  for (guint players = 2; players <= 4; players++)
    {
      BriConfig config;
      bri_config_init (&config, &reversed_rules);
      g_assert_true (bri_config_set_players (&config, players, NULL));
      bri_test_check_random_deals (&config, 300, players);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/trick/resolution", test_trick_resolution);
  g_test_add_func ("/core/trick/dealing-round-robin", test_dealing_round_robin);
  g_test_add_func ("/core/trick/drawing-order", test_drawing_order);
  g_test_add_func ("/core/trick/uneven-end-sits-out", test_uneven_end_sits_out);
  g_test_add_func ("/core/trick/follow-suit-and-voids", test_follow_suit_and_voids);
  g_test_add_func ("/core/trick/illegal-action-error", test_illegal_action_error);
  g_test_add_func ("/core/trick/deck-errors", test_deck_errors);
  g_test_add_func ("/core/trick/random-deals", test_random_deals);
  g_test_add_func ("/core/trick/rules-strength-order", test_rules_strength_order);
  g_test_add_func ("/core/trick/rules-beats-is-one-step", test_rules_beats_is_one_step);
  g_test_add_func ("/core/trick/rules-points-and-last-trick", test_rules_points_and_last_trick);
  g_test_add_func ("/core/trick/rules-winner-hook", test_rules_winner_hook);
  g_test_add_func ("/core/trick/rules-random-deals", test_rules_random_deals);
  g_test_add_func ("/core/view/resample-keeps-what-is-known", test_resample_keeps_what_is_known);
  return g_test_run ();
}
