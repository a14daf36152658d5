/* test-search.c: the searching players: exact endgames against brute force, legal
 * choices in every variant, no peeking at hidden cards, cancellation, determinism. */
#include "config.h"

#include <bri-test.h>

/* Small budgets: the tests check behaviour, the arena checks strength and speed. */
static void
quick_params (BriSearchParams *params)
{
  bri_search_params_init (params, 1);
  params->iterations = 60;
  params->time_limit_ms = 0;
  params->endgame_worlds = 3;
  params->node_limit = 20000;
  /* Reading the plays on the table, as hard does. */
  params->inference_noise = 0.5;
}

/* Plays random moves until at most @cards_left cards are left in all hands and stock. */
static void
random_position (BriState *state, const BriConfig *config, BriRng *rng, guint cards_left)
{
  bri_state_deal_random (state, config, bri_rng_below (rng, config->n_players), rng);
  for (;;)
    {
      guint left = bri_state_stock_left (state);
      for (guint s = 0; s < state->n_seats; s++)
        left += bri_state_hand_size (state, s);
      if (left <= cards_left || bri_state_is_over (state))
        break;
      bri_state_apply (state, bri_player_random (state, rng));
    }
}

static void
check_solver (const char *id, guint players, const char *options, guint cards_left,
              guint n_positions)
{
  BriConfig config;
  BriRng rng;

  bri_test_config (&config, id, players, options);
  bri_rng_init (&rng, 42);
  for (guint p = 0; p < n_positions; p++)
    {
      BriState state;
      BriAction legal[BRI_MAX_ACTIONS];
      int values[BRI_MAX_ACTIONS];
      guint n, seat;

      random_position (&state, &config, &rng, cards_left);
      if (bri_state_is_over (&state))
        continue;
      n = bri_search_legal_actions (&state, legal);
      /* From the side to act and from another side. */
      for (guint k = 0; k < 2; k++)
        {
          seat = (state.to_act + k) % state.n_seats;
          g_assert_true (bri_endgame_solve (&state, seat, legal, n, values, 0, 0, NULL, NULL));
          for (guint i = 0; i < n; i++)
            {
              BriState child = state;
              bri_state_apply (&child, legal[i]);
              g_assert_cmpint (values[i], ==, bri_test_minimax (&child, seat, 0, NULL));
            }
        }
    }
}

static void
test_endgame_briscola2 (void)
{
  /* Stock gone: three cards each; and the last draws still to come. */
  check_solver ("briscola2", 2, NULL, 6, 40);
  check_solver ("briscola2", 2, NULL, 8, 20);
}

static void
test_endgame_teams (void)
{
  check_solver ("briscola4", 4, "communication=muta", 8, 15);
  check_solver ("briskula-double", 2, NULL, 8, 10);
}

/* A position worked out by hand. Trumps are clubs; the stock is gone; seat 0 leads
 * with Ab 2d 4s against seat 1's 3b Kd 5s; seat 0 holds 54 points, seat 1 41.
 * Every lead wins, but not by as much:
 * - Ab: seat 1 throws 5s (seat 0: 65) and later takes the Kd and its 3b: 65;
 *   (3b on the Ace would give 75, Kd 69).
 * - 2d: seat 1 trumps with 3b (51) and leads 5s or Kd into the Ace: 69;
 *   (5s gives 69 as well, Kd 75).
 * - 4s: seat 1 trumps with 3b, or takes with 5s... at best for it: 69.
 * The obvious lead, the trump Ace, is the worst of the three. */
static void
test_endgame_by_hand (void)
{
  BriConfig config;
  BriState state;
  BriAction legal[BRI_MAX_ACTIONS];
  int values[BRI_MAX_ACTIONS];
  BriCardSet rest;
  BriCard card;
  guint n;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config,
                 "Ad 2c 3d Kc 4s Qb 7b 5d 6d 7d Jd Qd Kd 2d 4d Ac 3c 4c 5c 6c 7c Jc Qc "
                 "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb Ab");
  /* Rearranged by hand: the hands, and every other card already played. */
  g_assert_true (bri_card_parse ("Ab", &card, NULL));
  state.hand[0] = bri_card_bit (card);
  g_assert_true (bri_card_parse ("2d", &card, NULL));
  state.hand[0] |= bri_card_bit (card);
  g_assert_true (bri_card_parse ("4s", &card, NULL));
  state.hand[0] |= bri_card_bit (card);
  g_assert_true (bri_card_parse ("3b", &card, NULL));
  state.hand[1] = bri_card_bit (card);
  g_assert_true (bri_card_parse ("Kd", &card, NULL));
  state.hand[1] |= bri_card_bit (card);
  g_assert_true (bri_card_parse ("5s", &card, NULL));
  state.hand[1] |= bri_card_bit (card);
  rest = state.deck & ~state.hand[0] & ~state.hand[1];
  g_assert_cmpuint (bri_card_set_points (rest), ==, 120 - 11 - 10 - 4);
  state.played = rest;
  state.stock_top = state.stock_len;
  /* 95 points elsewhere: split 54 (seat 0) and 41 (seat 1) by hand-picked cards. */
  state.pile[0] = 0;
  state.pile[1] = 0;
  BRI_CARD_SET_FOREACH (rest, c)
    {
      guint mine = bri_card_set_points (state.pile[0]);
      if (mine + bri_card_points ((BriCard) c) <= 54)
        state.pile[0] |= bri_card_bit ((BriCard) c);
      else
        state.pile[1] |= bri_card_bit ((BriCard) c);
    }
  g_assert_cmpuint (bri_card_set_points (state.pile[0]), ==, 54);
  g_assert_cmpuint (bri_card_set_points (state.pile[1]), ==, 41);
  state.n_tricks = 17;
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_CLUBS);

  n = bri_search_legal_actions (&state, legal);
  g_assert_cmpuint (n, ==, 3);
  g_assert_true (bri_endgame_solve (&state, 0, legal, n, values, 0, 0, NULL, NULL));
  for (guint i = 0; i < n; i++)
    {
      const char *text = bri_card_to_string (legal[i].card);
      g_assert_cmpint (values[i], ==, 2 * 256 + (g_str_equal (text, "Ab") ? 65 : 69));
    }

  /* The player finds it too, by exact search: nothing is hidden any more. */
  {
    BriSearchParams params;
    BriSearchStats stats;
    BriRng rng;
    BriAction chosen;

    quick_params (&params);
    bri_rng_init (&rng, 1);
    chosen = bri_search_choose (&state, &params, &rng, NULL, &stats);
    g_assert_cmpuint (stats.method, ==, BRI_SEARCH_EXACT);
    g_assert_cmpstr (bri_card_to_string (chosen.card), !=, "Ab");
  }
}

/* Plays whole deals of every variant present with searching players on every seat,
 * reading every play of the deal. */
static void
test_every_variant (void)
{
  GListModel *variants = G_LIST_MODEL (bri_test_loader ());
  BriSearchParams params;

  quick_params (&params);
  params.iterations = 25;
  params.endgame_bits = 6;
  g_assert_cmpuint (g_list_model_get_n_items (variants), >, 0);
  for (guint v = 0; v < g_list_model_get_n_items (variants); v++)
    {
      g_autoptr (BriVariant) variant = g_list_model_get_item (variants, v);
      const BriRules *rules = bri_variant_get_rules (variant);

      for (guint players = rules->min_players; players <= rules->max_players; players++)
        {
          BriConfig config;
          BriState state;
          BriRng rng;
          g_autoptr (BriDealLog) log = bri_deal_log_new ();
          guint steps = 0;

          bri_config_init (&config, rules);
          if (!bri_config_set_players (&config, players, NULL) ||
              !bri_config_check (&config, NULL))
            continue;
          g_test_message ("%s with %u players", rules->id, players);
          bri_rng_init (&rng, players);
          bri_state_deal_random (&state, &config, players - 1, &rng);
          while (!bri_state_is_over (&state))
            {
              BriSearchStats stats;
              BriAction action = bri_search_choose_with_log (&state, log, NULL, &params, &rng,
                                                             NULL, &stats);

              g_assert_true (bri_state_is_legal (&state, action));
              g_assert_true (bri_action_equal (action, stats.action));
              bri_deal_log_add (log, &state, action);
              bri_state_apply (&state, action);
              g_assert_cmpuint (++steps, <, 2000);
            }
        }
    }
}

/* The choice depends only on what the seat sees: the same seed gives the same choice
 * whatever the hidden cards are. */
static void
check_no_peeking (const char *id, guint players, const char *options)
{
  BriConfig config;
  BriRng rng;
  BriSearchParams params;

  bri_test_config (&config, id, players, options);
  quick_params (&params);
  bri_rng_init (&rng, 5);
  for (guint d = 0; d < 12; d++)
    {
      BriState state, other;
      BriView view;
      BriAction first, second;
      BriRng a, b;
      guint plies = bri_rng_below (&rng, 20);
      g_autoptr (BriDealLog) log = bri_deal_log_new ();
      g_autoptr (BriDealLog) other_log = bri_deal_log_new ();

      bri_state_deal_random (&state, &config, players - 1, &rng);
      for (guint i = 0; i < plies && !bri_state_is_over (&state); i++)
        {
          BriAction action = bri_player_greedy (&state, &rng);

          bri_deal_log_add (log, &state, action);
          bri_state_apply (&state, action);
        }
      if (bri_state_is_over (&state))
        continue;
      /* The log of a deal the seat cannot tell apart: the same plays, other cards in the
       * other hands and in the stock (but for the turned card at its bottom). */
      for (guint i = 0; i < bri_deal_log_get_n_plays (log); i++)
        {
          BriState seen = *bri_deal_log_get_before (log, i);

          for (guint s = 0; s < seen.n_seats; s++)
            {
              guint count = bri_card_set_count (seen.hand[s]);
              if (s != state.to_act)
                seen.hand[s] = count > 0 ? ~G_GUINT64_CONSTANT (0) >> (64 - count) : 0;
            }
          for (guint lo = seen.stock_top, hi = MAX (seen.stock_len, 1u) - 1u; lo + 1 < hi;
               lo++, hi--)
            {
              BriCard swap = seen.stock[lo];
              seen.stock[lo] = seen.stock[hi - 1];
              seen.stock[hi - 1] = swap;
            }
          bri_deal_log_add (other_log, &seen, bri_action_play (bri_deal_log_get_card (log, i)));
        }
      /* Another deal the seat cannot tell apart: the hidden cards dealt anew. */
      bri_state_resample (&state, state.to_act, &rng, &other);
      bri_state_get_view (&state, state.to_act, &view);
      g_assert_cmpuint (other.hand[state.to_act], ==, state.hand[state.to_act]);

      /* Reading the log sees only what was public at each play. */
      for (guint k = 0; k < 20; k++)
        {
          BriState world;

          bri_state_resample (&state, state.to_act, &rng, &world);
          bri_rng_init (&a, k);
          bri_rng_init (&b, k);
          g_assert_cmpfloat (bri_inference_deal_likelihood (log, &world, state.to_act, NULL,
                                                            0.5, 4, &a),
                             ==,
                             bri_inference_deal_likelihood (other_log, &world, state.to_act,
                                                            NULL, 0.5, 4, &b));
        }

      bri_rng_init (&a, d);
      bri_rng_init (&b, d);
      first = bri_search_choose_with_log (&state, log, NULL, &params, &a, NULL, NULL);
      second = bri_search_choose_with_log (&other, other_log, NULL, &params, &b, NULL, NULL);
      g_assert_true (bri_action_equal (first, second));
    }
}

static void
test_no_peeking (void)
{
  check_no_peeking ("briscola2", 2, NULL);
  check_no_peeking ("briscola4", 4, "communication=signals");
  check_no_peeking ("brisca", 3, NULL);
  /* The cards drawn in Tressette for two are shown: resampling keeps them. */
  check_no_peeking ("tressette", 2, NULL);
  check_no_peeking ("tressette", 4, NULL);
}

/* Deals won by @strong (the rest by @weak) in @n_deals deals of @config, every deal
 * played twice with the sides swapped, so that the cards favour neither. */
static guint
deals_won (const BriConfig *config, BriPlayerKind strong, BriPlayerKind weak, guint n_deals,
           guint64 seed)
{
  BriRng deal_rng, play_rng;
  guint won = 0;

  bri_rng_init (&deal_rng, seed);
  bri_rng_init (&play_rng, seed + 1);
  for (guint d = 0; d < n_deals; d++)
    {
      BriRng shuffle = deal_rng;

      for (guint strong_side = 0; strong_side < 2; strong_side++)
        {
          BriState state;
          BriDealScore score;

          deal_rng = shuffle;
          bri_state_deal_random (&state, config, d % config->n_players, &deal_rng);
          while (!bri_state_is_over (&state))
            {
              BriPlayerKind kind = state.team[state.to_act] == strong_side ? strong : weak;
              bri_state_apply (&state, bri_player_choose (kind, &state, &play_rng, NULL));
            }
          config->rules->score (&state, &score);
          if (score.outcome == BRI_OUTCOME_WIN && score.winner_side == strong_side)
            won++;
        }
    }
  return won;
}

/* A variant that is not of the Briscola family (Tressette: no trump, its own order and
 * points in thirds) through the generic players: each level beats the one below it. */
static void
test_levels_ordered_tressette (void)
{
  for (guint players = 2; players <= 4; players += 2)
    {
      BriConfig config;
      guint won;

      bri_test_config (&config, "tressette", players, NULL);
      won = deals_won (&config, BRI_PLAYER_GREEDY, BRI_PLAYER_RANDOM, 100, players);
      g_test_message ("Tressette for %u: greedy won %u of 200 deals against random",
                      players, won);
      g_assert_cmpuint (won, >, 120);
      won = deals_won (&config, BRI_PLAYER_EASY, BRI_PLAYER_GREEDY, 25, players);
      g_test_message ("Tressette for %u: easy won %u of 50 deals against greedy", players, won);
      g_assert_cmpuint (won, >, 27);
    }
}

static void
test_deterministic (void)
{
  BriConfig config;
  BriSearchParams params;
  BriState one, two;
  BriRng deal, a, b;

  bri_test_config (&config, "briscola2", 0, NULL);
  quick_params (&params);
  bri_rng_init (&deal, 9);
  bri_state_deal_random (&one, &config, 1, &deal);
  two = one;
  bri_rng_init (&a, 77);
  bri_rng_init (&b, 77);
  while (!bri_state_is_over (&one))
    {
      BriAction x = bri_search_choose (&one, &params, &a, NULL, NULL);
      BriAction y = bri_search_choose (&two, &params, &b, NULL, NULL);

      g_assert_true (bri_action_equal (x, y));
      bri_state_apply (&one, x);
      bri_state_apply (&two, y);
    }
}

typedef struct
{
  GCancellable *cancellable;
  guint delay_ms;
} CancelLater;

static gpointer
cancel_later (gpointer data)
{
  CancelLater *later = data;

  g_usleep (later->delay_ms * 1000);
  g_cancellable_cancel (later->cancellable);
  return NULL;
}

static void
test_cancel (void)
{
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  BriConfig config;
  BriSearchParams params;
  BriSearchStats stats;
  BriState state;
  BriRng rng;
  BriAction action;
  CancelLater later;
  GThread *thread;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_rng_init (&rng, 3);
  bri_state_deal_random (&state, &config, 1, &rng);

  /* Without a limit of its own, only the cancellable can stop this search. */
  bri_search_params_init (&params, 2);
  params.iterations = G_MAXUINT;
  params.time_limit_ms = 0;
  later.cancellable = cancellable;
  later.delay_ms = 30;
  thread = g_thread_new ("cancel", cancel_later, &later);
  action = bri_search_choose (&state, &params, &rng, cancellable, &stats);
  g_thread_join (thread);
  g_assert_true (stats.cancelled);
  g_assert_true (bri_state_is_legal (&state, action));
  g_assert_cmpuint (stats.iterations, <, G_MAXUINT);

  /* Already cancelled: still a legal choice, through the player API too. */
  action = bri_player_choose (BRI_PLAYER_HARD, &state, &rng, cancellable);
  g_assert_true (bri_state_is_legal (&state, action));
}

static void
test_time_limit (void)
{
  BriConfig config;
  BriSearchParams params;
  BriSearchStats stats;
  BriState state;
  BriRng rng;
  BriAction action;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_rng_init (&rng, 4);
  bri_state_deal_random (&state, &config, 1, &rng);
  bri_search_params_init (&params, 2);
  params.iterations = G_MAXUINT;
  params.time_limit_ms = 20;
  action = bri_search_choose (&state, &params, &rng, NULL, &stats);
  g_assert_true (stats.timed_out);
  g_assert_cmpuint (stats.method, ==, BRI_SEARCH_TREE);
  g_assert_true (bri_state_is_legal (&state, action));
}

static void
test_kinds (void)
{
  static const char *names[] = { "random", "greedy", "easy", "normal", "hard" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      BriPlayerKind kind;
      g_assert_true (bri_player_kind_parse (names[i], &kind));
      g_assert_cmpstr (bri_player_kind_to_string (kind), ==, names[i]);
      g_assert_true (bri_player_kind_searches (kind) == (i >= 2));
    }
  g_assert_cmpuint (BRI_N_PLAYER_KINDS, ==, G_N_ELEMENTS (names));
}

/* Coperta: the seat cannot see its cards, so it picks among them blindly. */
static void
test_blind (void)
{
  BriConfig config;
  BriSearchParams params;
  BriSearchStats stats;
  BriState state;
  BriRng rng;
  BriAction action;

  bri_test_config (&config, "briscola2", 0, "coperta=on");
  bri_rng_init (&rng, 6);
  bri_state_deal_random (&state, &config, 1, &rng);
  quick_params (&params);
  action = bri_search_choose (&state, &params, &rng, NULL, &stats);
  g_assert_cmpuint (stats.method, ==, BRI_SEARCH_BLIND);
  g_assert_true (bri_state_is_legal (&state, action));
}

/* Whether every seat's side is known to the seat to act. */
static gboolean
sides_known (const BriState *state)
{
  BriView view;

  bri_state_get_view (state, state->to_act, &view);
  return view.sides_known == (1u << state->n_seats) - 1;
}

/* How many tree iterations one decision of the seat to act ran. */
static guint
iterations_run (const BriState *state, const BriDealLog *log, const BriSearchParams *params,
                BriRng *rng)
{
  BriSearchStats stats;

  bri_search_choose_with_log (state, log, NULL, params, rng, NULL, &stats);
  g_assert_cmpuint (stats.method, ==, BRI_SEARCH_TREE);
  return stats.iterations;
}

/* A deal of Briscola Chiamata begins with the sides hidden: the tree runs
 * hidden_sides_iterations in it, from the first bid to after the called card has shown
 * the sides. Briscola for four, whose sides everyone knows, runs the usual iterations,
 * and so does Chiamata when hidden_sides_iterations is 0. */
static void
test_hidden_sides_iterations (void)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  BriSearchParams params;
  BriConfig config;
  BriState state;
  BriRng rng;

  quick_params (&params);
  params.hidden_sides_iterations = 3 * params.iterations;
  bri_rng_init (&rng, 11);
  bri_test_config (&config, "chiamata", 5, NULL);
  bri_state_deal_random (&state, &config, 4, &rng);
  g_assert_false (sides_known (&state));
  g_assert_cmpuint (iterations_run (&state, log, &params, &rng), ==, 180);

  /* The auction and the tricks until the called card is out, by greedy. */
  while (state.phase != BRI_PHASE_PLAY || !sides_known (&state))
    {
      BriAction action = bri_player_greedy (&state, &rng);

      bri_deal_log_add (log, &state, action);
      bri_state_apply (&state, action);
    }
  g_assert_cmpuint (bri_state_hand_size (&state, state.to_act), >=, 4);
  g_assert_cmpuint (iterations_run (&state, log, &params, &rng), ==, 180);
  params.hidden_sides_iterations = 0;
  g_assert_cmpuint (iterations_run (&state, log, &params, &rng), ==, 60);

  params.hidden_sides_iterations = 180;
  bri_test_config (&config, "briscola4", 4, NULL);
  bri_state_deal_random (&state, &config, 3, &rng);
  g_assert_true (sides_known (&state));
  g_assert_cmpuint (iterations_run (&state, NULL, &params, &rng), ==, 60);
}

/* The card chosen from @state with a fresh generator of @seed: the same tree each time,
 * so two calls differ only by what the parameters do with it. */
static BriCard
card_chosen (const BriState *state, const BriDealLog *log, const BriSearchParams *params,
             guint64 seed)
{
  BriSearchStats stats;
  BriAction action;
  BriRng rng;

  bri_rng_init (&rng, seed);
  action = bri_search_choose_with_log (state, log, NULL, params, &rng, NULL, &stats);
  g_assert_cmpuint (stats.method, ==, BRI_SEARCH_TREE);
  g_assert_cmpuint (action.kind, ==, BRI_ACTION_PLAY);
  return action.card;
}

/* Where the sides are hidden, a near tie at the root goes to the rule of thumb's card:
 * with every difference counted as a tie, the card chosen is the tree's own choice or
 * the rule of thumb's, and in some deals the rule of thumb's where the tree chose
 * another. With the sides known, as in Briscola for four, the tree's choice stands. */
static void
test_hidden_sides_ties (void)
{
  struct { const char *id; guint players; gboolean hidden; } variants[] = {
    { "chiamata", 5, TRUE },
    { "briscola4", 4, FALSE },
  };

  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      BriSearchParams tree, ties;
      BriConfig config;
      BriRng rng;
      guint differed = 0, moved = 0;

      quick_params (&tree);
      tree.iterations = 400;
      tree.endgame_bits = 0;
      ties = tree;
      ties.hidden_sides_ties = 1.0;
      bri_test_config (&config, variants[v].id, variants[v].players, NULL);
      bri_rng_init (&rng, 23);
      for (guint d = 0; d < 12; d++)
        {
          g_autoptr (BriDealLog) log = bri_deal_log_new ();
          BriState state;
          BriRng scratch;
          BriAction thumb;
          BriCard by_tree, by_ties;

          bri_state_deal_random (&state, &config, d % config.n_players, &rng);
          while (state.phase != BRI_PHASE_PLAY)
            {
              BriAction action = bri_player_greedy (&state, &rng);

              bri_deal_log_add (log, &state, action);
              bri_state_apply (&state, action);
            }
          bri_rng_init (&scratch, 0);
          thumb = bri_player_greedy (&state, &scratch);
          by_tree = card_chosen (&state, log, &tree, d);
          by_ties = card_chosen (&state, log, &ties, d);
          if (!variants[v].hidden)
            g_assert_cmpuint (by_ties, ==, by_tree);
          else
            g_assert_true (by_ties == by_tree || by_ties == thumb.card);
          differed += by_tree != thumb.card;
          moved += by_ties != by_tree;
        }
      g_assert_cmpuint (differed, >, 0);
      if (variants[v].hidden)
        g_assert_cmpuint (moved, >, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("The searching computer players");

  g_test_add_func ("/ai/endgame/briscola2-brute-force", test_endgame_briscola2);
  g_test_add_func ("/ai/endgame/teams-and-double-tricks", test_endgame_teams);
  g_test_add_func ("/ai/endgame/by-hand", test_endgame_by_hand);
  g_test_add_func ("/ai/search/every-variant", test_every_variant);
  g_test_add_func ("/ai/search/no-peeking", test_no_peeking);
  g_test_add_func ("/ai/player/levels-ordered-tressette", test_levels_ordered_tressette);
  g_test_add_func ("/ai/search/deterministic", test_deterministic);
  g_test_add_func ("/ai/search/cancel", test_cancel);
  g_test_add_func ("/ai/search/time-limit", test_time_limit);
  g_test_add_func ("/ai/search/blind", test_blind);
  g_test_add_func ("/ai/search/hidden-sides-iterations", test_hidden_sides_iterations);
  g_test_add_func ("/ai/search/hidden-sides-ties", test_hidden_sides_ties);
  g_test_add_func ("/ai/player/kinds", test_kinds);
  return g_test_run ();
}
