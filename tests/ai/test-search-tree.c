/* test-search-tree.c: the search tree seen from inside. This file compiles
 * core/bri-search.c into itself to reach its static functions; everything else comes
 * from libbriscola. */
#include "config.h"

#include <bri-test.h>

#include "bri-search.c"

/* Seat 0 holds 2c 4d Ad and leads; 7b is the trump. */
#define DECK "2c Kc 4d 4s Ad Qb 7b 5d 6d 7d Jd Qd Kd 2d 3d 3c 4c 5c 6c 7c Jc Qc " \
             "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb Ab Ac"

/* Runs @iterations of the search for the seat to act in @state, inference off. */
static void
grow_tree (Search *search, BriSearchParams *params, BriRng *rng, const BriState *state,
           guint iterations)
{
  bri_search_params_init (params, 1);
  params->inference_noise = 0;
  bri_rng_init (rng, 4);
  search->root = state;
  search->seat = state->to_act;
  search->params = params;
  search->rng = rng;
  add_node (search, NO_NODE, bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0), search->seat);
  for (guint i = 0; i < iterations; i++)
    run_iteration (search);
}

static guint
count_children (const Search *search, guint32 node)
{
  guint n = 0;

  for (guint32 c = search->links[node].first_child; c != NO_NODE;
       c = search->links[c].next_sibling)
    n++;
  return n;
}

/* Once a trick is over the searching seat draws, and what it holds from then on depends
 * on the card: below the trick's last card the tree splits on each card it may draw,
 * and below each such card its plays are those of the hand it then holds. The other
 * seat's draw does not split it again: only the searching seat's choices depend on
 * what it holds. */
static void
test_draws_split_tree (void)
{
  BriSearchParams params;
  BriConfig config;
  BriState state;
  BriView view;
  BriRng rng;
  Search search = { 0 };
  guint most_draws = 0, draw_nodes = 0;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  g_assert_cmpuint (state.to_act, ==, 0);
  bri_state_get_view (&state, 0, &view);
  grow_tree (&search, &params, &rng, &state, 3000);

  for (guint32 lead = search.links[0].first_child; lead != NO_NODE;
       lead = search.links[lead].next_sibling)
    for (guint32 reply = search.links[lead].first_child; reply != NO_NODE;
         reply = search.links[reply].next_sibling)
      {
        BriCardSet kept = state.hand[0] & ~bri_card_bit (search.links[lead].action.card);

        g_assert_cmpuint (search.nodes[reply].actor, ==, 1);
        most_draws = MAX (most_draws, count_children (&search, reply));
        for (guint32 draw = search.links[reply].first_child; draw != NO_NODE;
             draw = search.links[draw].next_sibling)
          {
            BriAction drawn = search.links[draw].action;

            g_assert_cmpuint (drawn.kind, ==, ACTION_DRAWN);
            g_assert_cmpuint (drawn.card, ==, drawn.value); /* one card a trick */
            g_assert_true (bri_card_set_has (view.unseen, drawn.card));
            g_assert_cmpuint (drawn.card, !=, search.links[reply].action.card);
            draw_nodes++;
            for (guint32 next = search.links[draw].first_child; next != NO_NODE;
                 next = search.links[next].next_sibling)
              {
                g_assert_cmpuint (search.links[next].action.kind, ==, BRI_ACTION_PLAY);
                if (search.nodes[next].actor == 0)
                  g_assert_true (bri_card_set_has (kept | bri_card_bit (drawn.card),
                                                   search.links[next].action.card));
              }
          }
      }
  g_test_message ("%u draw nodes, at most %u below one trick", draw_nodes, most_draws);
  g_assert_cmpuint (most_draws, >, 1);
  g_free (search.nodes);
  g_free (search.links);
}

/* The other seat holds three of the 37 cards seat 0 cannot see, a different three in
 * each sampled deal. Below each lead the tree has a reply for every card it held in
 * some sampled deal, not only for the first three that came up: a reply the tree lacks
 * would end the descent there in every deal that holds none of those. */
static void
test_every_reply_has_a_node (void)
{
  BriSearchParams params;
  BriConfig config;
  BriState state;
  BriView view;
  BriRng rng;
  Search search = { 0 };

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  bri_state_get_view (&state, 0, &view);
  grow_tree (&search, &params, &rng, &state, 3000);

  for (guint32 lead = search.links[0].first_child; lead != NO_NODE;
       lead = search.links[lead].next_sibling)
    {
      BriCardSet replies = 0;

      for (guint32 reply = search.links[lead].first_child; reply != NO_NODE;
           reply = search.links[reply].next_sibling)
        {
          g_assert_true (bri_card_set_has (view.unseen, search.links[reply].action.card));
          g_assert_false (bri_card_set_has (replies, search.links[reply].action.card));
          replies |= bri_card_bit (search.links[reply].action.card);
        }
      g_test_message ("lead %s: %u replies", bri_card_to_string (search.links[lead].action.card),
                      bri_card_set_count (replies));
      g_assert_cmpuint (bri_card_set_count (replies), >, 20);
    }
  g_free (search.nodes);
  g_free (search.links);
}

/* Briscola Chiamata, five seats, dealt in turn from seat 0: seat 0 holds Ad Kd 7d Ac 2c
 * 4s 5s 6b, seat 1 the called 3d with 3c Kc among cards worth nothing. */
#define CHIAMATA_DECK "Ad 3d Jd 5d 2d Kd Qd 6d 4d 4c 7d 3c Qc 7c 5c Ac Kc Jc 6c Js " \
                      "2c 2s As Ks 6s 4s 7s 3s Qs Kb 5s 2b Ab 3b Qb 6b 4b 5b 7b Jb"

/* The child of each legal action, by the plain scan match_children() replaces. */
static guint32
child_by_scan (const Search *search, guint32 node, BriAction action)
{
  for (guint32 c = search->links[node].first_child; c != NO_NODE; c = search->links[c].next_sibling)
    if (bri_action_equal (search->links[c].action, action))
      return c;
  return NO_NODE;
}

/* match_children() finds card plays through a table and the rest by a scan: for every
 * node of a tree with bids, calls, plays and draws, and legal actions that leave out a
 * child and bring actions without one, it finds what a plain scan finds. */
static void
test_children_matched_as_by_scan (void)
{
  BriSearchParams params;
  BriConfig config;
  BriState state;
  BriRng rng, shuffle;
  Search search = { 0 };
  guint kinds_seen = 0;

  bri_test_config (&config, "chiamata", 5, NULL);
  bri_test_deal (&state, &config, CHIAMATA_DECK);
  grow_tree (&search, &params, &rng, &state, 3000);
  bri_rng_init (&shuffle, 5);

  for (guint32 node = 0; node < search.n_nodes; node++)
    {
      BriAction actions[BRI_MAX_ACTIONS];
      guint8 order[BRI_MAX_ACTIONS];
      BriAction listed[BRI_MAX_ACTIONS];
      guint32 child_of[BRI_MAX_ACTIONS];
      BriCardSet played = 0;
      guint n = 0, n_children = 0;

      for (guint32 c = search.links[node].first_child; c != NO_NODE;
           c = search.links[c].next_sibling)
        {
          BriAction action = search.links[c].action;

          n_children++;
          kinds_seen |= 1u << MIN (action.kind, 31u);
          if (action.kind == BRI_ACTION_PLAY)
            played |= bri_card_bit (action.card);
          if (n_children > 1) /* the first child is not legal in this "deal" */
            actions[n++] = action;
        }
      if (n_children == 0)
        continue;
      BRI_CARD_SET_FOREACH (bri_deck_italian40 () & ~played, card)
        {
          actions[n++] = bri_action_play ((BriCard) card); /* a card without a child */
          break;
        }
      actions[n++] = bri_action_new (BRI_ACTION_BID_POINTS, BRI_NO_CARD, 200);
      for (guint i = 0; i < n; i++)
        order[i] = (guint8) i;
      bri_rng_shuffle (&shuffle, order, n);
      for (guint i = 0; i < n; i++)
        listed[i] = actions[order[i]];

      g_assert_cmpuint (match_children (&search, node, listed, n, child_of), ==, n_children);
      for (guint i = 0; i < n; i++)
        g_assert_cmpuint (child_of[i], ==, child_by_scan (&search, node, listed[i]));
    }
  /* The tree held bids, a call, plays and the searching seat's draws. */
  g_assert_cmpuint (kinds_seen & (1u << BRI_ACTION_PLAY), !=, 0);
  g_assert_cmpuint (kinds_seen & (1u << BRI_ACTION_CALL), !=, 0);
  g_assert_cmpuint (kinds_seen & ((1u << BRI_ACTION_BID_RANK) | (1u << BRI_ACTION_BID_POINTS)),
                    !=, 0);
  g_free (search.nodes);
  g_free (search.links);
}

/* The caller leads the Ace of trumps, which takes the trick whoever follows. The seat
 * after it knows whether it holds the called Three, so whether it is the caller's
 * partner; the caller does not. In the caller's tree that seat's replies are weighed
 * apart for the two: as the partner it does better to give the trick a card worth ten
 * or eleven points than one worth nothing, as an opponent worse. With one set of
 * statistics for both, the two would agree. */
static void
test_hidden_partner_plays_as_partner (void)
{
  enum { NOTHING, CARICO, N_KINDS };
  BriSearchParams params;
  BriConfig config;
  BriState state;
  BriRng rng;
  Search search = { 0 };
  guint32 ace = NO_NODE;
  double reward[N_SIDES][N_KINDS] = { { 0 } }, mean[N_SIDES][N_KINDS];
  guint32 visits[N_SIDES][N_KINDS] = { { 0 } };

  bri_test_config (&config, "chiamata", 5, NULL);
  bri_test_deal (&state, &config, CHIAMATA_DECK);
  bri_test_play (&state, "bid:3 pass pass pass pass call:3d");
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  g_assert_cmpuint (state.to_act, ==, 0);
  grow_tree (&search, &params, &rng, &state, 20000);

  for (guint32 c = search.links[0].first_child; c != NO_NODE; c = search.links[c].next_sibling)
    if (search.links[c].action.card == bri_test_card ("Ad"))
      ace = c;
  g_assert_cmpuint (ace, !=, NO_NODE);
  for (guint32 reply = search.links[ace].first_child; reply != NO_NODE;
       reply = search.links[reply].next_sibling)
    {
      const Node *node = &search.nodes[reply];
      guint points = bri_state_card_points (&state, search.links[reply].action.card);
      guint kind = points >= 10 ? CARICO : NOTHING;

      g_assert_cmpuint (node->actor, ==, 1);
      if (points > 0 && points < 10)
        continue;
      for (guint side = 0; side < N_SIDES; side++)
        {
          visits[side][kind] += node->visits[side];
          reward[side][kind] += node->reward[side];
        }
    }
  for (guint side = 0; side < N_SIDES; side++)
    for (guint kind = 0; kind < N_KINDS; kind++)
      {
        g_assert_cmpuint (visits[side][kind], >, 50);
        mean[side][kind] = reward[side][kind] / visits[side][kind];
      }
  g_test_message ("seat 1's reward as the partner: %.3f for a carico, %.3f for a card worth "
                  "nothing; as an opponent: %.3f and %.3f",
                  mean[SAME_SIDE][CARICO], mean[SAME_SIDE][NOTHING],
                  mean[OTHER_SIDE][CARICO], mean[OTHER_SIDE][NOTHING]);
  g_assert_cmpfloat (mean[SAME_SIDE][CARICO], >, mean[SAME_SIDE][NOTHING]);
  g_assert_cmpfloat (mean[OTHER_SIDE][CARICO], <, mean[OTHER_SIDE][NOTHING]);
  g_free (search.nodes);
  g_free (search.links);
}

static guint
index_of (BriAction action, const BriAction *actions, guint n)
{
  for (guint i = 0; i < n; i++)
    if (bri_action_equal (actions[i], action))
      return i;
  g_assert_not_reached ();
}

static guint
best_of (const int *values, guint n)
{
  guint best = 0;

  for (guint i = 1; i < n; i++)
    if (values[i] > values[best])
      best = i;
  return best;
}

/* Seats sure to play by the rule of thumb are followed in exact search, not credited
 * with the best defence of open hands: each choice is worth what it makes against the
 * `greedy` player, never less than against the best defence, and in some endings more;
 * and where the two disagree on the best card, a search sure of its opponent's kind
 * plays the one that makes most against it. */
static void
test_endgame_follows_rule_of_thumb (void)
{
  static const struct { const char *id; guint players; const char *options; guint cards; }
  games[] = {
    { "briscola2", 2, NULL, 6 },
    { "briscola4", 4, "communication=muta", 12 },
  };
  guint more = 0, disagree = 0;

  for (guint g = 0; g < G_N_ELEMENTS (games); g++)
    {
      BriConfig config;
      BriRng rng;

      bri_test_config (&config, games[g].id, games[g].players, games[g].options);
      bri_rng_init (&rng, 7);
      for (guint p = 0; p < 60; p++)
        {
          BriAction legal[BRI_MAX_ACTIONS];
          int best[BRI_MAX_ACTIONS], exploit[BRI_MAX_ACTIONS];
          guint by_thumb = 0, n, seat;
          BriState state;
          BriView view;

          bri_state_deal_random (&state, &config, 0, &rng);
          while (bri_state_stock_left (&state) > 0 ||
                 bri_card_set_count (state.deck & ~state.played) > games[g].cards)
            bri_state_apply (&state, bri_player_random (&state, &rng));
          seat = state.to_act;
          for (guint s = 0; s < state.n_seats; s++)
            if (!bri_state_same_side (&state, s, seat))
              by_thumb |= 1u << s;
          n = bri_search_legal_actions (&state, legal);
          g_assert_true (bri_endgame_solve (&state, seat, legal, n, best, 0, 0, NULL, NULL));
          g_assert_true (bri_endgame_solve_by_kind (&state, seat, by_thumb, legal, n, exploit,
                                                    0, 0, NULL, NULL));
          for (guint i = 0; i < n; i++)
            {
              BriState child = state;

              bri_state_apply (&child, legal[i]);
              g_assert_cmpint (exploit[i], ==, bri_test_minimax (&child, seat, by_thumb, &rng));
              g_assert_cmpint (exploit[i], >=, best[i]);
              more += exploit[i] > best[i];
            }
          /* The search itself where its sampled deal is the true one. */
          bri_state_get_view (&state, seat, &view);
          if (nothing_hidden (&state, &view) &&
              exploit[best_of (exploit, n)] > exploit[best_of (best, n)])
            {
              BriSearchParams params;
              BriSearchStats stats;
              BriAction chosen;
              Search search = { 0 };

              bri_search_params_init (&params, 2);
              params.inference_noise = 0;
              search.root = &state;
              search.seat = seat;
              search.params = &params;
              search.rng = &rng;
              g_assert_true (endgame_search (&search, legal, n, 1, &stats, &chosen));
              g_assert_cmpint (exploit[best_of (exploit, n)], >,
                               exploit[index_of (chosen, legal, n)]);
              for (guint s = 0; s < state.n_seats; s++)
                if (by_thumb & (1u << s))
                  {
                    search.sure_kind[s] = BRI_OPPONENT_BY_THUMB;
                    search.sure_chance[s] = CONFIDENT;
                  }
              g_assert_true (endgame_search (&search, legal, n, 1, &stats, &chosen));
              g_assert_cmpint (exploit[best_of (exploit, n)], ==,
                               exploit[index_of (chosen, legal, n)]);
              disagree++;
            }
        }
    }
  g_test_message ("%u choices worth more against the rule of thumb; %u endings where the "
                  "best card differs", more, disagree);
  g_assert_cmpuint (more, >, 50);
  g_assert_cmpuint (disagree, >, 5);
}

/* A play-out pits the seats against each other, fairly only if they play it alike.
 * Where the model is sure every other seat is a searching player, every seat plays out
 * at random, through the library's own random play-out, and the search runs its
 * iterations for that case; beside a seat known to play by
 * the rule of thumb the searching seats play near it; a model that has seen nothing
 * changes nothing. */
static void
test_playouts_among_searchers (void)
{
  static const BriPlayerKind two_searchers[] = { BRI_PLAYER_NORMAL, BRI_PLAYER_NORMAL };
  static const BriPlayerKind with_greedy[] = { BRI_PLAYER_NORMAL, BRI_PLAYER_GREEDY };
  static const BriPlayerKind three_searchers[] = { BRI_PLAYER_NORMAL, BRI_PLAYER_NORMAL,
                                                   BRI_PLAYER_NORMAL };
  static const BriPlayerKind one_greedy[] = { BRI_PLAYER_NORMAL, BRI_PLAYER_NORMAL,
                                              BRI_PLAYER_GREEDY };
  static const struct
  {
    const char *variant;
    guint players;
    const BriPlayerKind *kinds; /* NULL: a model that has seen nothing */
    gboolean at_random;
  } cases[] = {
    { "briscola2", 2, NULL, FALSE },
    { "briscola2", 2, two_searchers, TRUE },
    { "briscola2", 2, with_greedy, FALSE },
    { "briscola3", 3, three_searchers, TRUE },
    { "briscola3", 3, one_greedy, FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (BriOpponentModel) model =
        cases[i].kinds != NULL
          ? bri_test_learn_deals (cases[i].variant, cases[i].players, cases[i].kinds, 0, 6, 61)
          : bri_opponent_model_new ();
      BriSearchParams params;
      BriConfig config;
      BriState state, dealt, played;
      BriSearchStats stats;
      BriRng rng, same;
      Search search = { 0 };

      bri_search_params_init (&params, 2);
      bri_test_config (&config, cases[i].variant, cases[i].players, NULL);
      bri_rng_init (&rng, 7);
      bri_state_deal_random (&state, &config, 0, &rng);
      dealt = state;
      search.root = &state;
      search.seat = state.to_act;
      search.params = &params;
      search.rng = &rng;
      settle_sure_kinds (&search, model);
      draw_kinds (&search);
      g_assert_true (search.among_searchers == cases[i].at_random);
      g_assert_true (plays_out_at_random (&search) == cases[i].at_random);
      g_assert_cmpfloat (playout_noise (&search, search.seat), ==,
                         cases[i].at_random ? params.searchers_playout_noise
                                            : params.playout_noise);
      for (guint s = 0; cases[i].at_random && s < state.n_seats; s++)
        g_assert_cmpfloat (playout_noise (&search, s), ==, params.searchers_playout_noise);
      g_assert_cmpfloat (params.searchers_playout_noise, ==, 1.0);
      g_assert_cmpfloat (params.playout_noise, <, 1.0);

      /* At random, these variants' play-outs are the library's own. */
      played = state;
      same = rng;
      random_playout (&played, &rng);
      g_assert_true (bri_state_is_over (&played));
      g_assert_cmpuint (bri_random_playout (&state, &same), >, 0);
      g_assert_cmpmem (&played, sizeof played, &state, sizeof state);

      /* Cheaper play-outs buy more of them. */
      g_assert_cmpuint (params.searchers_iterations, >, params.iterations);
      params.iterations = 40;
      params.searchers_iterations = 120;
      params.time_limit_ms = 0;
      bri_search_choose_with_log (&dealt, NULL, model, &params, &rng, NULL, &stats);
      g_assert_cmpuint (stats.method, ==, BRI_SEARCH_TREE);
      g_assert_cmpuint (stats.iterations, ==, cases[i].at_random ? 120 : 40);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("The search tree splits on the searching seat's own draws, has a node "
                  "for every reply a sampled deal allows, and weighs a hidden partner's "
                  "choices apart from an opponent's, and its exact endings follow a seat sure "
                  "to play by the rule of thumb; among searching players it plays out at "
                  "random");

  g_test_add_func ("/ai/search-tree/draws-split", test_draws_split_tree);
  g_test_add_func ("/ai/search-tree/every-reply", test_every_reply_has_a_node);
  g_test_add_func ("/ai/search-tree/hidden-partner", test_hidden_partner_plays_as_partner);
  g_test_add_func ("/ai/search-tree/children-matched-as-by-scan", test_children_matched_as_by_scan);
  g_test_add_func ("/ai/search-tree/endgame-follows-rule-of-thumb",
                   test_endgame_follows_rule_of_thumb);
  g_test_add_func ("/ai/search-tree/playouts-among-searchers", test_playouts_among_searchers);
  return g_test_run ();
}
