/* test-hot-path.c: the playout hot path (seat rotation, trick size, drawing, random
 * playouts) against plain reference versions: made faster, it must play the same deals. */
#include "config.h"

#include <bri-test.h>

/* Every variant of the repository: each takes the random playout's fast path or its
 * fallback, and both must choose as picking from the listed actions does. */
static const char *const variants[] = {
  "briscola2", "briscola3", "briscola4", "briscola6", "schembil", "chiamata", "scoperta",
  "briscolone", "briskula", "briskula-double", "brisca", "tressette",
};

/* The seat rotation as it was first written: one seat at a time round the table. */
static guint
reference_next_playing (const BriState *state, guint seat)
{
  guint next = seat;

  for (guint i = 1; i <= state->n_seats; i++)
    {
      next = (next + 1) % state->n_seats;
      if (state->playing & (1u << next))
        return next;
    }
  return seat;
}

static void
test_next_playing (void)
{
  BriState state = { 0 };

  for (guint n_seats = 1; n_seats <= BRI_MAX_SEATS; n_seats++)
    for (guint playing = 0; playing < 1u << n_seats; playing++)
      for (guint seat = 0; seat < n_seats; seat++)
        {
          state.n_seats = (guint8) n_seats;
          state.playing = (guint8) playing;
          g_assert_cmpuint (bri_state_next_playing (&state, seat), ==,
                            reference_next_playing (&state, seat));
        }
}

static void
test_trick_size (void)
{
  BriState state = { 0 };

  for (guint playing = 0; playing < 256; playing++)
    for (guint rounds = 1; rounds <= 2; rounds++)
      {
        state.playing = (guint8) playing;
        state.rounds_per_trick = (guint8) rounds;
        g_assert_cmpuint (bri_state_trick_size (&state), ==,
                          (guint) __builtin_popcount (playing) * rounds);
      }
}

/* Drawing as it was first written: round after round from the winner, while the stock
 * lasts; then those holding the most cards play on. */
static void
reference_draw (BriState *state, guint winner)
{
  guint max = 0;
  guint8 playing = 0;

  for (guint round = 0; round < state->draws_per_trick; round++)
    for (guint i = 0, seat = winner; i < state->n_seats && state->stock_top < state->stock_len;
         i++, seat = (seat + 1) % state->n_seats)
      state->hand[seat] |= bri_card_bit (state->stock[state->stock_top++]);
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      guint size = (guint) __builtin_popcountll (state->hand[seat]);

      if (size > max)
        {
          max = size;
          playing = 0;
        }
      if (size == max)
        playing |= (guint8) (1u << seat);
    }
  state->playing = max > 0 ? playing : 0;
}

static void
test_draw (void)
{
  BriRng rng;

  bri_rng_init (&rng, 7);
  /* Every seat count, one or two draws each, a stock running out at every point of the
   * draw, hands of uneven sizes. */
  for (guint n_seats = 2; n_seats <= BRI_MAX_SEATS; n_seats++)
    for (guint draws = 1; draws <= 2; draws++)
      for (guint left = 0; left <= 2 * n_seats + 1; left++)
        for (guint winner = 0; winner < n_seats; winner++)
          {
            BriState state = { 0 }, expected;

            state.n_seats = (guint8) n_seats;
            state.draws_per_trick = (guint8) draws;
            for (guint i = 0; i < left; i++)
              state.stock[i] = (BriCard) i;
            state.stock_len = (guint8) left;
            for (guint seat = 0; seat < n_seats; seat++)
              {
                guint size = bri_rng_below (&rng, 3);

                for (guint c = 0; c < size; c++)
                  state.hand[seat] |= bri_card_bit ((BriCard) (32 + 3 * seat + c));
              }
            expected = state;
            reference_draw (&expected, winner);
            bri_state_draw (&state, winner);
            g_assert_cmpmem (&state, sizeof state, &expected, sizeof expected);
          }
}

/* bri_random_action() picks what `legal[bri_rng_below (rng, n)]` picks and leaves the
 * generator where that leaves it, at every step of many deals of every variant. */
static void
test_random_action_as_listed (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      BriConfig config;
      BriRng rng;

      bri_test_config (&config, variants[v], 0, NULL);
      bri_rng_init (&rng, 11 + v);
      for (guint d = 0; d < 40; d++)
        {
          BriState state;

          bri_state_deal_random (&state, &config, d % config.n_players, &rng);
          while (!bri_state_is_over (&state))
            {
              BriAction legal[BRI_MAX_ACTIONS];
              BriRng listed = rng;
              guint n = bri_state_legal_actions (&state, legal);
              BriAction expected = legal[bri_rng_below (&listed, n)];
              BriAction chosen = bri_random_action (&state, &rng);

              g_assert_true (bri_action_equal (chosen, expected));
              g_assert_cmpuint (rng.state, ==, listed.state);
              bri_state_apply (&state, chosen);
            }
        }
    }
}

/* bri_random_playout() ends a deal exactly as applying bri_random_action() step by step
 * does, counting its actions, from every point of the deal: the search's playouts start
 * mid-trick, and the fast path must take over and hand back anywhere. */
static void
check_random_playout_whole_deal (const BriConfig *config, guint64 seed)
{
  BriRng rng;

  bri_rng_init (&rng, seed);
  for (guint d = 0; d < 8; d++)
    {
      BriState at;

      bri_state_deal_random (&at, config, d % config->n_players, &rng);
      while (!bri_state_is_over (&at))
        {
          BriState fast = at, expected = at;
          BriRng fast_rng = rng, stepwise = rng;
          guint steps = 0;

          while (!bri_state_is_over (&expected))
            {
              bri_state_apply (&expected, bri_random_action (&expected, &stepwise));
              steps++;
            }
          g_assert_cmpuint (bri_random_playout (&fast, &fast_rng), ==, steps);
          g_assert_cmpmem (&fast, sizeof fast, &expected, sizeof expected);
          g_assert_cmpuint (fast_rng.state, ==, stepwise.state);

          bri_state_apply (&at, bri_random_action (&at, &rng));
        }
    }
}

static void
test_random_playout_whole_deal (void)
{
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      BriConfig config;

      bri_test_config (&config, variants[v], 0, NULL);
      check_random_playout_whole_deal (&config, 23 + v);
    }
}

/* A variant that follows suit with the core's own hooks: the legal card set is what
 * bri_state_legal_plays() lists, and random playouts take their fastest path. */
static BriCardSet
follow_deck (const BriConfig *config, BriRng *rng)
{
  return bri_deck_italian40 ();
}

static guint
follow_deck_size (const BriConfig *config)
{
  return 40;
}

static void
follow_deal (BriState *state, const BriCard *order, guint n)
{
  guint dealt = bri_state_deal_hands (state, order, n, 5);

  bri_state_set_stock (state, order + dealt, n - dealt);
  state->must_follow = TRUE;
}

static void
follow_match_update (BriMatch *match, const BriState *state, const BriDealScore *score)
{
  bri_match_finish (match, 0);
}

static const BriRules follow_rules = {
  .id = "follow", .name = "Follow", .description = "", .rules_text = "",
  .min_players = 2, .max_players = 8, .default_players = 4,
  .deck = follow_deck, .deck_size = follow_deck_size, .deal = follow_deal,
  .legal_actions = bri_state_legal_plays, .legal_cards = bri_state_legal_cards,
  .apply = bri_state_apply_play, .score = bri_deal_score_by_points,
  .match_update = follow_match_update,
};

static void
test_legal_cards_follow_suit (void)
{
  BriConfig config;
  BriRng rng;
  guint restricted = 0;

  bri_config_init (&config, &follow_rules);
  bri_rng_init (&rng, 5);
  for (guint d = 0; d < 50; d++)
    {
      BriState state;

      bri_state_deal_random (&state, &config, d % config.n_players, &rng);
      while (!bri_state_is_over (&state))
        {
          BriAction legal[BRI_MAX_ACTIONS];
          BriRng listed = rng;
          guint n = bri_state_legal_actions (&state, legal);
          BriCardSet cards = 0;
          BriAction chosen;

          for (guint i = 0; i < n; i++)
            cards |= bri_card_bit (legal[i].card);
          g_assert_cmpuint (bri_state_legal_cards (&state), ==, cards);
          if (cards != state.hand[state.to_act])
            restricted++;
          chosen = bri_random_action (&state, &rng);
          g_assert_true (bri_action_equal (chosen, legal[bri_rng_below (&listed, n)]));
          bri_state_apply (&state, chosen);
        }
    }
  /* Following suit did narrow the choice now and then. */
  g_assert_cmpuint (restricted, >, 0);
  check_random_playout_whole_deal (&config, 31);
}

/* Tables where the stock runs out part-way through a round of draws (the 25 cards left
 * after dealing five each do not share out among three or four seats), or exactly, or
 * where no card is drawn, each with and without following suit: the whole-trick playout
 * hands over to the shared draw, or ends the deal itself, as playing card by card does. */
static void
plain_deal (BriState *state, const BriCard *order, guint n)
{
  follow_deal (state, order, n);
  state->must_follow = FALSE;
}

static void
follow_no_draw_deal (BriState *state, const BriCard *order, guint n)
{
  follow_deal (state, order, n);
  state->draws_per_trick = 0;
}

static void
plain_no_draw_deal (BriState *state, const BriCard *order, guint n)
{
  plain_deal (state, order, n);
  state->draws_per_trick = 0;
}

static void
test_random_playout_table_sizes (void)
{
  void (*const deals[]) (BriState *, const BriCard *, guint) = {
    follow_deal, plain_deal, follow_no_draw_deal, plain_no_draw_deal,
  };
  BriRules rules = follow_rules;

  for (guint d = 0; d < G_N_ELEMENTS (deals); d++)
    for (guint n_players = 2; n_players <= 6; n_players++)
      {
        BriConfig config;

        rules.deal = deals[d];
        bri_config_init (&config, &rules);
        g_assert_true (bri_config_set_players (&config, n_players, NULL));
        check_random_playout_whole_deal (&config, 41 + 10 * n_players + d);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("The faster playout path plays the same deals as the plain one.");
  g_test_add_func ("/core/hot-path/next-playing", test_next_playing);
  g_test_add_func ("/core/hot-path/trick-size", test_trick_size);
  g_test_add_func ("/core/hot-path/draw", test_draw);
  g_test_add_func ("/core/hot-path/random-action-as-listed", test_random_action_as_listed);
  g_test_add_func ("/core/hot-path/random-playout-whole-deal", test_random_playout_whole_deal);
  g_test_add_func ("/core/hot-path/legal-cards-follow-suit", test_legal_cards_follow_suit);
  g_test_add_func ("/core/hot-path/random-playout-table-sizes", test_random_playout_table_sizes);
  return g_test_run ();
}
