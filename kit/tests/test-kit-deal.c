/* test-kit-deal.c: the kit's deal with a turned trump, sides seated in turn, the plain
 * play hook and the typed state extension. */
#include <briscola-kit.h>

#include "kit-test-rules.h"

typedef struct
{
  guint8 counter;
  BriCard card;
  BriCardSet seen; /* 64 bits: the area must be aligned for it */
} TestExt;

BRI_KIT_DEFINE_STATE_EXT (TestExt, test_ext, test_cext)

static void
test_turned_trump (void)
{
  BriState state;
  BriCard order[40];
  guint n = 0;

  g_test_summary ("Three cards each, the next card turned as trump and drawn last, the "
                  "rest the stock in dealing order");
  BRI_CARD_SET_FOREACH (bri_deck_italian40 (), card)
    order[n++] = (BriCard) card;
  kit_test_state (&state, 4);

  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpuint (bri_card_set_count (state.hand[seat]), ==, 3);
  g_assert_cmpuint (state.trump_card, ==, order[12]);
  g_assert_cmpuint (state.trump_suit, ==, bri_card_suit (order[12]));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 40 - 12);
  g_assert_cmpuint (state.stock[state.stock_top], ==, order[13]);
  g_assert_cmpuint (state.stock[state.stock_len - 1], ==, order[12]);
}

static void
test_alternating_sides (void)
{
  BriState state;

  g_test_summary ("Two sides sit on alternate seats; three sides at six are pairs opposite");
  kit_test_state (&state, 6);
  bri_kit_set_alternating_sides (&state, 2);
  for (guint seat = 0; seat < 6; seat++)
    g_assert_cmpuint (state.team[seat], ==, seat % 2);
  g_assert_cmpuint (bri_state_n_sides (&state), ==, 2);
  g_assert_true (bri_state_same_side (&state, 1, 5));

  bri_kit_set_alternating_sides (&state, 3);
  g_assert_cmpuint (bri_state_n_sides (&state), ==, 3);
  g_assert_true (bri_state_same_side (&state, 0, 3));
  g_assert_false (bri_state_same_side (&state, 0, 2));
}

static void
test_play_apply (void)
{
  BriState state;
  BriAction legal[BRI_MAX_ACTIONS];
  guint leader, n;

  g_test_summary ("The plain play hook plays the card and, after a trick, draws and leads on");
  kit_test_state (&state, 2);
  leader = state.to_act;
  n = bri_state_legal_plays (&state, legal);
  g_assert_cmpuint (n, ==, 3);
  bri_state_apply_play (&state, legal[0]);
  g_assert_false (bri_card_set_has (state.hand[leader], legal[0].card));
  g_assert_cmpuint (state.to_act, !=, leader);
  n = bri_state_legal_plays (&state, legal);
  bri_state_apply_play (&state, legal[0]);
  /* The trick is over: both drew, so both hold three cards again. */
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 3);
  g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, 3);
  g_assert_cmpuint (state.to_act, ==, state.last_trick.winner);
}

static void
test_state_ext (void)
{
  BriState state;

  g_test_summary ("The typed accessors read and write state->ext, aligned for any member");
  memset (&state, 0, sizeof state);
  test_ext (&state)->counter = 7;
  test_ext (&state)->card = bri_card_new (BRI_SUIT_CUPS, BRI_RANK_ACE);
  g_assert_true ((gpointer) test_cext (&state) == (gpointer) state.ext);
  g_assert_cmpuint (state.ext[0], ==, 7);
  g_assert_cmpuint (test_cext (&state)->card, ==, bri_card_new (BRI_SUIT_CUPS, BRI_RANK_ACE));
  /* A direct 64-bit read: UBSan reports it if the area is misaligned. */
  g_assert_cmpuint (G_STRUCT_OFFSET (BriState, ext) % G_ALIGNOF (BriCardSet), ==, 0);
  test_ext (&state)->seen = G_GUINT64_CONSTANT (1) << 39;
  g_assert_cmpuint (test_cext (&state)->seen, ==, G_GUINT64_CONSTANT (1) << 39);
}

static const BriOptionSpec fixed_options[] = {
  { "match", "Match", bri_kit_team_match_choices, BRI_KIT_TEAM_MATCH_SINGLE },
};

static const BriRules fixed_rules = {
  .id = "kit-fixed",
  BRI_KIT_FIXED_PLAYERS (4),
  BRI_KIT_OPTIONS (fixed_options, G_N_ELEMENTS (fixed_options)),
};

static void
test_rules_fields (void)
{
  g_test_summary ("The kit's BriRules entries fill the players and options fields");
  g_assert_cmpuint (kit_test_rules.min_players, ==, 2);
  g_assert_cmpuint (kit_test_rules.max_players, ==, 6);
  g_assert_cmpuint (kit_test_rules.default_players, ==, 2);
  g_assert_cmpuint (fixed_rules.min_players, ==, 4);
  g_assert_cmpuint (fixed_rules.max_players, ==, 4);
  g_assert_cmpuint (fixed_rules.default_players, ==, 4);
  g_assert_true (fixed_rules.options == fixed_options);
  g_assert_cmpuint (fixed_rules.n_options, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kit/deal/turned-trump", test_turned_trump);
  g_test_add_func ("/kit/deal/alternating-sides", test_alternating_sides);
  g_test_add_func ("/kit/deal/play-apply", test_play_apply);
  g_test_add_func ("/kit/deal/state-ext", test_state_ext);
  g_test_add_func ("/kit/rules/fields", test_rules_fields);
  return g_test_run ();
}
