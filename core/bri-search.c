/* bri-search.c: information-set Monte Carlo tree search over sampled deals, with exact
 * search of the last tricks, for every variant through its generic rules. */
#include "config.h"

#include <math.h>

#include "bri-endgame.h"
#include "bri-inference.h"
#include "bri-match.h"
#include "bri-particles-private.h"
#include "bri-player-private.h"
#include "bri-random-playout.h"
#include "bri-rules.h"
#include "bri-search.h"
#include "bri-search-private.h"
#include "bri-view.h"

/* How much a won deal weighs against the share of the points in the rewards. */
#define WIN_WEIGHT 0.7
/* Nodes with more choices than this are widened progressively (auctions). */
#define WIDEN_ABOVE 12
#define MAX_DEPTH 512
#define NO_NODE G_MAXUINT32
/* The tree's own pseudo-action below a choice after which the searching seat drew:
 * card and value are the lowest and highest card drawn. No variant's action kind. */
#define ACTION_DRAWN 0xfe
/* A seat the opponent model is this sure plays by the rule of thumb, or at random, is
 * played so in the tree and the play-outs rather than as a searching opponent. */
#define CONFIDENT 0.8

/* The search's structs keep their sizes (bri-search.h): later fields come out of
 * reserved[]. Checked where every 8-byte field is 8-byte aligned. */
G_STATIC_ASSERT (GLIB_SIZEOF_VOID_P != 8 || sizeof (BriSearchParams) == 128);
G_STATIC_ASSERT (GLIB_SIZEOF_VOID_P != 8 || sizeof (BriSearchStats) == 64);

void
bri_search_params_init (BriSearchParams *params, guint level)
{
  static const BriSearchParams presets[] = {
    /* easy: a shallow look, noisy play-outs, no exact endings */
    { .iterations = 250, .time_limit_ms = 250, .exploration = 0.8, .playout_noise = 0.3,
      .searchers_playout_noise = 0.3 },
    /* normal: between the two; past 2,500 iterations the search gains nothing, so
     * there normal was hard without the reading (docs/strength.md, "`normal`
     * between `easy` and `hard`"). */
    { .iterations = 800, .time_limit_ms = 400, .exploration = 0.7, .playout_noise = 0.1,
      .endgame_bits = 9, .endgame_worlds = 24, .node_limit = 200000,
      .searchers_playout_noise = 0.1 },
    /* hard: reads every play of the deal, trusting the rule of thumb 90% (README,
     * "Computer players"); where the sides are hidden, three times the iterations won
     * 2.4 points more on five seeds, nothing on five fresh ones: +1.1 ± 2.2 over all
     * ten, kept as the better estimate inside the time budget (docs/strength.md,
     * "Fresh deals for the Chiamata target"). Among searching players its play-outs
     * are random, and cheap enough for three times the iterations (docs/strength.md,
     * "Play-outs at random among searching players"). Where the sides are hidden, a
     * near tie goes to the rule of thumb's card, by which the other searching seats read
     * it: +1.1 points on the 32 seeds it was screened on, +0.15 on the sixteen pairs
     * it was not chosen by, +0.8 (standard error 0.37) over all 48, kept as costing
     * nothing but no proven gain (docs/strength.md, "Near ties on six fresh seeds",
     * "The other five seatings with the landed play"). */
    { .iterations = 18000, .time_limit_ms = 1500, .exploration = 0.7, .playout_noise = 0.1,
      .endgame_bits = 14, .endgame_worlds = 120, .node_limit = 2000000,
      .inference_noise = 0.1, .hidden_sides_iterations = 54000, .hidden_sides_ties = 0.005,
      .searchers_playout_noise = 1.0, .searchers_iterations = 54000 },
  };

  g_return_if_fail (params != NULL);
  *params = presets[MIN (level, G_N_ELEMENTS (presets) - 1)];
}

guint
bri_search_without_talk (BriAction *actions, guint n)
{
  guint kept = 0;

  while (kept < n && actions[kept].kind != BRI_ACTION_SAY)
    kept++;
  for (guint i = kept + 1; i < n; i++)
    if (actions[i].kind != BRI_ACTION_SAY)
      actions[kept++] = actions[i];
  return kept > 0 ? kept : n;
}

guint
bri_search_legal_actions (const BriState *state, BriAction *actions)
{
  return bri_search_without_talk (actions, bri_state_legal_actions (state, actions));
}

static gboolean
is_legal_in (BriAction action, const BriAction *actions, guint n)
{
  for (guint i = 0; i < n; i++)
    if (bri_action_equal (actions[i], action))
      return TRUE;
  return FALSE;
}

/* Copies the card plays among @actions to @plays; returns how many. */
static guint
plays_among (const BriAction *actions, guint n, BriAction *plays)
{
  guint n_plays = 0;

  for (guint i = 0; i < n; i++)
    if (actions[i].kind == BRI_ACTION_PLAY)
      plays[n_plays++] = actions[i];
  return n_plays;
}

BriAction
bri_search_policy_action (const BriState *state, const BriAction *actions, guint n,
                          BriRng *rng, double noise)
{
  const BriRules *rules = state->config.rules;
  BriAction plays[BRI_MAX_ACTIONS];
  guint n_plays = 0;
  BriAction suggested;

  g_assert (n > 0);
  if (n == 1)
    return actions[0];
  if (noise > 0 && bri_rng_double (rng) < noise)
    return actions[bri_rng_below (rng, n)];

  while (n_plays < n && actions[n_plays].kind == BRI_ACTION_PLAY)
    n_plays++;
  /* Nothing but cards to choose among, as in most turns of a play-out. */
  if (n_plays == n)
    return bri_action_play (bri_player_rule_of_thumb_card (state, actions, n));

  n_plays = plays_among (actions, n, plays);
  /* Auctions, calls and exchanges: the variant's own advice, when it gives some. */
  if (rules->suggest != NULL && rules->suggest (state, rng, &suggested) &&
      suggested.kind != BRI_ACTION_SAY && is_legal_in (suggested, actions, n))
    return suggested;
  if (n_plays > 0)
    return bri_action_play (bri_player_rule_of_thumb_card (state, plays, n_plays));
  for (guint i = 0; i < n; i++)
    if (actions[i].kind == BRI_ACTION_PASS)
      return actions[i];
  return actions[bri_rng_below (rng, n)];
}

BriAction
bri_search_playout_action (const BriState *state, BriRng *rng, double noise)
{
  BriAction actions[BRI_MAX_ACTIONS];
  guint n = bri_search_legal_actions (state, actions);

  return bri_search_policy_action (state, actions, n, rng, noise);
}

/* Rewards in [0, 1] per seat for a finished deal: mostly winning, partly points. */
static void
deal_rewards (const BriState *state, double *rewards)
{
  BriDealScore score;
  gint min_stake = G_MAXINT, max_stake = G_MININT;
  guint total = 0;

  state->config.rules->score (state, &score);
  for (guint side = 0; side < score.n_sides; side++)
    total += score.side_points[side];
  for (guint s = 0; s < state->n_seats; s++)
    {
      min_stake = MIN (min_stake, score.stake[s]);
      max_stake = MAX (max_stake, score.stake[s]);
    }
  for (guint s = 0; s < state->n_seats; s++)
    {
      guint side = state->team[s];
      double win, points;

      if (min_stake != max_stake)
        win = (score.stake[s] - min_stake) / (double) (max_stake - min_stake);
      else if (score.outcome == BRI_OUTCOME_WIN)
        win = score.winner_side == side ? 1.0 : 0.0;
      else
        win = 0.5;
      points = total > 0 ? score.side_points[side] / (double) total : 0.5;
      rewards[s] = WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * points;
    }
}

/* The same mixture for an exact value from bri_endgame_value(). */
static double
value_reward (int value, guint total)
{
  double win = (value / BRI_ENDGAME_TIED) / 2.0;
  double points = (value % BRI_ENDGAME_TIED) / (double) MAX (total, 1u);

  return WIN_WEIGHT * win + (1.0 - WIN_WEIGHT) * points;
}

/* The tree: one node per action sequence from the deciding seat's point of view.
 * Statistics are from the point of view of the seat that took the node's action, kept
 * apart by whether that seat sat on the deciding seat's side in the sampled deal: a
 * seat knows its own side where the deciding seat may not (a hidden partner), and
 * plays one way as a partner and another as an opponent. */
enum { OTHER_SIDE, SAME_SIDE, N_SIDES };

/* Where a node sits in the tree. Every step of an iteration walks a node's children to
 * find those legal in its deal; kept apart from the statistics, a walk reads 12 bytes a
 * child, and the links of a whole tree stay in cache. */
typedef struct
{
  BriAction action;
  guint32 first_child;
  guint32 next_sibling;
} Link;

typedef struct
{
  guint8 actor;
  guint32 visits[N_SIDES];
  guint32 avail[N_SIDES];
  double reward[N_SIDES];
} Node;

typedef struct
{
  const BriState *root;
  guint seat;
  const BriSearchParams *params;
  BriRng *rng;
  GCancellable *cancellable;
  gint64 deadline_us;
  guint iterations;
  Node *nodes;
  Link *links;            /* one per node */
  guint n_nodes;
  guint n_alloc;
  BriParticles particles; /* when the whole deal is read (n > 0) */
  /* A seat the model is sure of, and how sure: settled once for the decision. */
  BriOpponentKind sure_kind[BRI_MAX_SEATS];
  double sure_chance[BRI_MAX_SEATS];        /* 0 for a seat played as searching */
  BriOpponentKind plays_as[BRI_MAX_SEATS]; /* each seat's kind in this iteration */
  /* Every other seat is surely a searching player: every seat plays out at
   * searchers_playout_noise. */
  gboolean among_searchers;
  double ties; /* hidden_sides_ties where the sides are hidden, else 0 */
} Search;

/* Each other seat the model is sure plays by the rule of thumb, or at random; and
 * whether it is sure that every other seat is a searching player. */
static void
settle_sure_kinds (Search *search, const BriOpponentModel *model)
{
  guint n_seats = search->root->n_seats;

  search->among_searchers = model != NULL;
  for (guint s = 0; s < n_seats; s++)
    {
      guint offset = (s + n_seats - search->seat) % n_seats;
      BriOpponentKind kind = BRI_OPPONENT_SEARCHING;

      search->sure_chance[s] = 0;
      if (s == search->seat || model == NULL)
        continue;
      if (bri_opponent_model_get_chance (model, offset, BRI_OPPONENT_SEARCHING) +
          bri_opponent_model_get_chance (model, offset, BRI_OPPONENT_SEARCHING_FREELY) <
          CONFIDENT)
        search->among_searchers = FALSE;
      for (guint k = BRI_OPPONENT_BY_THUMB; k < BRI_N_OPPONENT_KINDS; k++)
        if (bri_opponent_model_get_chance (model, offset, k) >
            bri_opponent_model_get_chance (model, offset, kind))
          kind = k;
      if ((kind == BRI_OPPONENT_BY_THUMB || kind == BRI_OPPONENT_RANDOM) &&
          bri_opponent_model_get_chance (model, offset, kind) >= CONFIDENT)
        {
          search->sure_kind[s] = kind;
          search->sure_chance[s] = bri_opponent_model_get_chance (model, offset, kind);
        }
    }
}

/* Draws, for one iteration, the kind each other seat plays as: the one the model is
 * sure of, at its odds; a searching opponent otherwise. */
static void
draw_kinds (Search *search)
{
  for (guint s = 0; s < search->root->n_seats; s++)
    search->plays_as[s] = search->sure_chance[s] > 0 &&
                          bri_rng_double (search->rng) < search->sure_chance[s]
                          ? search->sure_kind[s] : BRI_OPPONENT_SEARCHING;
}

/* The move of a seat played as its kind, or -1 for one the tree chooses by UCB. */
static gint
kind_move (Search *search, const BriState *state, const BriAction *actions, guint n)
{
  BriAction move;

  switch (search->plays_as[state->to_act])
    {
    case BRI_OPPONENT_BY_THUMB:
      move = bri_search_policy_action (state, actions, n, search->rng, 0.0);
      for (guint i = 0; i < n; i++)
        if (bri_action_equal (actions[i], move))
          return (gint) i;
      return -1;
    case BRI_OPPONENT_RANDOM:
      return (gint) bri_rng_below (search->rng, n);
    default:
      return -1;
    }
}

static double
playout_noise (const Search *search, guint seat)
{
  switch (search->plays_as[seat])
    {
    case BRI_OPPONENT_BY_THUMB:
      return 0.0;
    case BRI_OPPONENT_RANDOM:
      return 1.0;
    default:
      /* Play-outs tell most of a move where the seats play them alike: by the rule
       * of thumb (with noise) where another seat may play so, and at random where
       * every other seat surely searches, as no rule foretells a searching player
       * (docs/strength.md, "Play-outs at random among searching players"). */
      return search->among_searchers ? search->params->searchers_playout_noise
                                     : search->params->playout_noise;
    }
}

/* Whether every seat plays the play-outs at random. Among searchers no seat has a sure
 * kind (that would take a chance of CONFIDENT for another kind), so every seat plays
 * out at searchers_playout_noise. */
static gboolean
plays_out_at_random (const Search *search)
{
  return search->among_searchers && search->params->searchers_playout_noise >= 1.0;
}

/* A play-out with every seat at random, as bri_search_playout_action() plays it at
 * noise 1: through the library's own random play-out (the loop of `bench`) where the
 * variant's actions are its cards alone, with no talk for the search to set aside. */
static void
random_playout (BriState *state, BriRng *rng)
{
  if (state->config.rules->legal_actions == bri_state_legal_plays)
    bri_random_playout (state, rng);
  else
    while (!bri_state_is_over (state))
      bri_state_apply (state, bri_search_playout_action (state, rng, 1.0));
}

/* A deal agreeing with what the seat saw, weighed by the plays it read. */
static void
sample_world (Search *search, BriState *world)
{
  if (search->particles.n > 0)
    bri_particles_sample (&search->particles, search->rng, world);
  else
    bri_inference_resample (search->root, search->seat, search->params->inference_noise,
                            search->rng, world);
}

static guint32
node_visits (const Node *node)
{
  return node->visits[OTHER_SIDE] + node->visits[SAME_SIDE];
}

/* Which of a node's statistics the seat to act in @state chooses by. */
static guint
side_of_actor (const Search *search, const BriState *state)
{
  return state->team[state->to_act] == state->team[search->seat] ? SAME_SIDE : OTHER_SIDE;
}

static guint32
add_node (Search *search, guint32 parent, BriAction action, guint actor)
{
  Node *node;
  Link *link;

  if (search->n_nodes == search->n_alloc)
    {
      search->n_alloc = MAX (1024u, search->n_alloc * 2);
      search->nodes = g_renew (Node, search->nodes, search->n_alloc);
      search->links = g_renew (Link, search->links, search->n_alloc);
    }
  node = &search->nodes[search->n_nodes];
  node->actor = (guint8) actor;
  memset (node->visits, 0, sizeof node->visits);
  memset (node->avail, 0, sizeof node->avail);
  memset (node->reward, 0, sizeof node->reward);
  link = &search->links[search->n_nodes];
  link->action = action;
  link->first_child = NO_NODE;
  link->next_sibling = NO_NODE;
  if (parent != NO_NODE)
    {
      link->next_sibling = search->links[parent].first_child;
      search->links[parent].first_child = search->n_nodes;
    }
  return search->n_nodes++;
}

/* After a choice, the cards the searching seat drew: its later choices are made
 * knowing them, so each draw has its own subtree. Returns the node to go on from. */
static guint32
descend_draw (Search *search, guint32 node, BriCardSet drawn)
{
  BriAction key;
  guint32 c;

  if (drawn == 0)
    return node;
  key = bri_action_new (ACTION_DRAWN, bri_card_set_lowest (drawn),
                        63 - __builtin_clzll (drawn));
  for (c = search->links[node].first_child; c != NO_NODE; c = search->links[c].next_sibling)
    if (bri_action_equal (search->links[c].action, key))
      return c;
  return add_node (search, node, key, search->seat);
}

/* Fills @child_of with the child of @node for each of @actions (NO_NODE: none yet) and
 * returns how many children @node has. A node has up to a child per card of the deck
 * and the walk is the search's hottest loop, so card plays are found through a table by
 * card rather than by comparing every child with every action. */
static guint
match_children (const Search *search, guint32 node, const BriAction *actions, guint n,
                guint32 *child_of)
{
  guint8 play_of_card[64]; /* every card's code (suit × 16 + rank) is below 64 */
  guint n_children = 0;

  memset (play_of_card, 0xff, sizeof play_of_card);
  for (guint i = 0; i < n; i++)
    {
      child_of[i] = NO_NODE;
      if (actions[i].kind == BRI_ACTION_PLAY && actions[i].card < G_N_ELEMENTS (play_of_card))
        play_of_card[actions[i].card] = (guint8) i;
    }
  for (guint32 c = search->links[node].first_child; c != NO_NODE;
       c = search->links[c].next_sibling)
    {
      BriAction action = search->links[c].action;

      n_children++;
      if (action.kind == BRI_ACTION_PLAY)
        {
          guint i = action.card < G_N_ELEMENTS (play_of_card) ? play_of_card[action.card] : 0xff;

          if (i != 0xff && bri_action_equal (action, actions[i]))
            child_of[i] = c;
          continue;
        }
      for (guint i = 0; i < n; i++)
        if (bri_action_equal (action, actions[i]))
          {
            child_of[i] = c;
            break;
          }
    }
  return n_children;
}

/* The move to add as a new child, or -1 when the node has all the children it may have
 * yet. Every move legal in this sampled deal gets one, however many other deals have
 * added already: another seat's cards differ from deal to deal. Many choices (bids)
 * open up as the node gets visits, the variant's advice first. */
static gint
untried_move (Search *search, const BriState *state, guint32 node, const BriAction *actions,
              guint n, const guint32 *child_of, guint n_children)
{
  guint untried[BRI_MAX_ACTIONS];
  guint n_untried = 0;
  guint pick;

  for (guint i = 0; i < n; i++)
    if (child_of[i] == NO_NODE)
      untried[n_untried++] = i;
  if (n_untried == 0)
    return -1;
  if (n > WIDEN_ABOVE &&
      n_children >= MIN (n, 2u + (guint) sqrt ((double) node_visits (&search->nodes[node]))))
    return -1;

  pick = untried[bri_rng_below (search->rng, n_untried)];
  if (n > WIDEN_ABOVE)
    {
      BriAction advised = bri_search_policy_action (state, actions, n, search->rng, 0.0);
      for (guint k = 0; k < n_untried; k++)
        if (bri_action_equal (actions[untried[k]], advised))
          pick = untried[k];
    }
  return (gint) pick;
}

/* Among the children legal in this deal, the one with the best UCB score for the
 * actor on @side; one it has not yet tried there comes first. */
static guint32
ucb_child (Search *search, const guint32 *child_of, guint n, guint side)
{
  guint32 best = NO_NODE;
  double best_score = -1;

  for (guint i = 0; i < n; i++)
    {
      Node *child;
      double score;

      if (child_of[i] == NO_NODE)
        continue;
      child = &search->nodes[child_of[i]];
      child->avail[side]++;
      if (child->visits[side] == 0)
        return child_of[i];
      score = child->reward[side] / child->visits[side] +
              search->params->exploration *
              sqrt (log ((double) child->avail[side]) / child->visits[side]);
      if (score > best_score)
        {
          best_score = score;
          best = child_of[i];
        }
    }
  return best;
}

/* Descends from the root of a sampled deal, choosing by UCB among the children legal in
 * this deal, and adds one node. Returns the path length; @sides has, for each node on
 * the path, the statistics its actor chose by. */
static guint
select_and_expand (Search *search, BriState *state, guint32 *path, guint8 *sides)
{
  BriAction actions[BRI_MAX_ACTIONS];
  guint32 child_of[BRI_MAX_ACTIONS];
  guint depth = 0;
  guint32 node = 0;

  sides[depth] = SAME_SIDE;
  path[depth++] = node;
  /* A step adds at most two nodes to the path: a choice and a draw. */
  while (!bri_state_is_over (state) && depth + 1 < MAX_DEPTH)
    {
      guint n = bri_search_legal_actions (state, actions);
      guint side = side_of_actor (search, state);
      guint n_children;
      gint forced = kind_move (search, state, actions, n);
      gint added = -1;
      guint32 next = NO_NODE;
      BriCardSet held;

      n_children = match_children (search, node, actions, n, child_of);

      if (forced >= 0)
        {
          /* A seat played as its kind makes its move, whatever UCB would choose. */
          next = child_of[forced];
          if (next == NO_NODE)
            added = forced;
          else
            search->nodes[next].avail[side]++;
        }
      else if ((added = untried_move (search, state, node, actions, n, child_of,
                                      n_children)) < 0)
        {
          next = ucb_child (search, child_of, n, side);
          if (next == NO_NODE)
            break;
        }

      if (added >= 0)
        {
          node = add_node (search, node, actions[added], state->to_act);
          bri_state_apply (state, actions[added]);
          sides[depth] = (guint8) side;
          path[depth++] = node;
          return depth;
        }

      held = state->hand[search->seat];
      bri_state_apply (state, search->links[next].action);
      sides[depth] = (guint8) side;
      path[depth++] = next;
      node = descend_draw (search, next, state->hand[search->seat] & ~held);
      if (node != next)
        {
          sides[depth] = SAME_SIDE;
          path[depth++] = node;
        }
    }
  return depth;
}

static void
run_iteration (Search *search)
{
  guint32 path[MAX_DEPTH];
  guint8 sides[MAX_DEPTH];
  double rewards[BRI_MAX_SEATS];
  BriState state;
  guint depth;

  sample_world (search, &state);
  draw_kinds (search);
  depth = select_and_expand (search, &state, path, sides);
  if (plays_out_at_random (search))
    random_playout (&state, search->rng);
  else
    while (!bri_state_is_over (&state))
      bri_state_apply (&state, bri_search_playout_action (&state, search->rng,
                                                          playout_noise (search, state.to_act)));
  deal_rewards (&state, rewards);

  search->nodes[path[0]].visits[SAME_SIDE]++;
  for (guint i = 1; i < depth; i++)
    {
      Node *node = &search->nodes[path[i]];
      node->visits[sides[i]]++;
      node->reward[sides[i]] += rewards[node->actor];
    }
}

static gboolean
out_of_time (Search *search)
{
  return (search->deadline_us != 0 && g_get_monotonic_time () >= search->deadline_us) ||
         g_cancellable_is_cancelled (search->cancellable);
}

/* A node's mean reward to the searching seat's side. */
static double
same_side_mean (const Node *node)
{
  return node->reward[SAME_SIDE] / MAX (node->visits[SAME_SIDE], 1u);
}

/* The rule of thumb's card in place of the most visited @best where the tree holds it
 * within search->ties of @best's mean reward, with a tenth of its visits or more: where
 * the sides are hidden, the other searching seats read this seat by the rule of thumb,
 * and near ties are half its card choices there (docs/strength.md, "Near ties broken by
 * the rule of thumb"). */
static guint32
thumb_among_ties (Search *search, const BriAction *actions, guint n, guint32 best)
{
  const Node *chosen = &search->nodes[best];
  BriAction plays[BRI_MAX_ACTIONS];
  guint n_plays = plays_among (actions, n, plays);
  BriCard thumb;

  if (n_plays < 2)
    return best;
  thumb = bri_player_rule_of_thumb_card (search->root, plays, n_plays);
  for (guint32 c = search->links[0].first_child; c != NO_NODE; c = search->links[c].next_sibling)
    {
      const Node *child = &search->nodes[c];
      BriAction action = search->links[c].action;

      if (action.kind == BRI_ACTION_PLAY && action.card == thumb &&
          is_legal_in (action, actions, n) &&
          child->visits[SAME_SIDE] * 10 >= chosen->visits[SAME_SIDE] &&
          same_side_mean (child) >= same_side_mean (chosen) - search->ties)
        return c;
    }
  return best;
}

static BriAction
tree_search (Search *search, const BriAction *actions, guint n, BriSearchStats *stats)
{
  guint iterations = 0;
  guint32 best = NO_NODE;

  search->n_nodes = 0;
  add_node (search, NO_NODE, bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0), search->seat);
  while (iterations < MAX (search->iterations, 1u))
    {
      if ((iterations & 15) == 0 && out_of_time (search))
        break;
      run_iteration (search);
      iterations++;
    }
  stats->iterations += iterations;

  /* The most visited of the root's choices that are legal for real. */
  for (guint32 c = search->links[0].first_child; c != NO_NODE; c = search->links[c].next_sibling)
    {
      const Node *child = &search->nodes[c];
      if (!is_legal_in (search->links[c].action, actions, n))
        continue;
      if (best == NO_NODE || child->visits[SAME_SIDE] > search->nodes[best].visits[SAME_SIDE] ||
          (child->visits[SAME_SIDE] == search->nodes[best].visits[SAME_SIDE] &&
           child->reward[SAME_SIDE] > search->nodes[best].reward[SAME_SIDE]))
        best = c;
    }
  if (best != NO_NODE && search->ties > 0 &&
      search->links[best].action.kind == BRI_ACTION_PLAY)
    best = thumb_among_ties (search, actions, n, best);
  if (best == NO_NODE)
    return bri_search_playout_action (search->root, search->rng, 0.0);
  return search->links[best].action;
}

/* A key for the hidden part of a sampled deal: the same deal comes up again and again
 * when few remain possible, and is then searched once. */
static guint64
world_key (const BriState *world)
{
  guint64 key = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  for (guint s = 0; s < world->n_seats; s++)
    key = (key ^ world->hand[s]) * G_GUINT64_CONSTANT (0x100000001b3) + s;
  for (guint i = world->stock_top; i < world->stock_len; i++)
    key = (key ^ world->stock[i]) * G_GUINT64_CONSTANT (0x100000001b3);
  key = (key ^ world->talon) * G_GUINT64_CONSTANT (0x100000001b3);
  return key ^ world->discards;
}

/* Exact search of sampled deals, averaged action by action. Returns FALSE when not
 * one sampled deal could be searched to the end within the limits. */
static gboolean
endgame_search (Search *search, const BriAction *actions, guint n, guint worlds,
                BriSearchStats *stats, BriAction *chosen)
{
  double sums[BRI_MAX_ACTIONS] = { 0 };
  guint total = bri_trick_rules_total_points (bri_state_get_trick_rules (search->root),
                                             search->root->deck);
  g_autofree guint64 *keys = g_new (guint64, worlds);
  g_autofree int *cache = g_new (int, (gsize) worlds * n);
  guint n_cached = 0;
  guint done = 0;
  guint best = 0;
  guint by_thumb = 0;

  /* A seat sure to play by the rule of thumb is followed, not credited with the best
   * defence of an open hand (as the tree plays it as its kind). */
  for (guint s = 0; s < search->root->n_seats; s++)
    if (search->sure_chance[s] > 0 && search->sure_kind[s] == BRI_OPPONENT_BY_THUMB)
      by_thumb |= 1u << s;
  for (guint w = 0; w < worlds; w++)
    {
      BriState world;
      const int *values = NULL;
      guint64 key;

      if (w > 0 && out_of_time (search))
        break;
      sample_world (search, &world);
      key = world_key (&world);
      for (guint k = 0; k < n_cached && values == NULL; k++)
        if (keys[k] == key)
          values = cache + (gsize) k * n;
      if (values == NULL)
        {
          int *slot = cache + (gsize) n_cached * n;
          if (!bri_endgame_solve_by_kind (&world, search->seat, by_thumb, actions, n, slot,
                                          search->params->node_limit, search->deadline_us,
                                          search->cancellable, &stats->nodes))
            break;
          keys[n_cached++] = key;
          values = slot;
        }
      for (guint i = 0; i < n; i++)
        sums[i] += value_reward (values[i], total);
      done++;
    }
  stats->iterations += n_cached;
  if (done == 0)
    return FALSE;
  for (guint i = 1; i < n; i++)
    if (sums[i] > sums[best])
      best = i;
  *chosen = actions[best];
  return TRUE;
}

/* Whether the seat can tell where every card lies: nothing unseen, or all the unseen
 * cards in one place (the other hand once the stock is gone). */
static gboolean
nothing_hidden (const BriState *state, const BriView *view)
{
  guint places = 0;

  if (view->unseen == 0)
    return TRUE;
  for (guint s = 0; s < state->n_seats; s++)
    places += (state->hand[s] & view->unseen) != 0;
  places += (state->talon & view->unseen) != 0;
  places += (state->discards & view->unseen) != 0;
  for (guint i = state->stock_top; i < state->stock_len; i++)
    if (bri_card_set_has (view->unseen, state->stock[i]))
      {
        /* One unseen card in the stock is placed too; more could come in any order. */
        places += bri_card_set_count (view->unseen) > 1 ? 2 : 1;
        break;
      }
  return places <= 1;
}

/* How big the game tree left is, in bits: every card played is a choice among the
 * cards then in hand (following suit and pruning make the real tree smaller). */
static double
tree_bits (const BriState *state)
{
  guint hand[BRI_MAX_SEATS];
  guint stock = bri_state_stock_left (state);
  gboolean cards = TRUE;
  double bits = 0;

  for (guint s = 0; s < state->n_seats; s++)
    hand[s] = bri_state_hand_size (state, s);
  while (cards && bits < 64)
    {
      cards = FALSE;
      for (guint round = 0; round < state->rounds_per_trick; round++)
        for (guint s = 0; s < state->n_seats; s++)
          if (hand[s] > 0)
            {
              bits += log2 ((double) hand[s]);
              hand[s]--;
              cards = TRUE;
            }
      for (guint round = 0; round < state->draws_per_trick; round++)
        for (guint s = 0; s < state->n_seats && stock > 0; s++)
          {
            hand[s]++;
            stock--;
          }
    }
  return bits;
}

BriAction
bri_search_choose (const BriState *state, const BriSearchParams *params, BriRng *rng,
                   GCancellable *cancellable, BriSearchStats *stats)
{
  return bri_search_choose_with_log (state, NULL, NULL, params, rng, cancellable, stats);
}

/* Whether the seat of @view, the present table's, began the deal not knowing every
 * seat's side, as in Briscola Chiamata before the called card is played: @log's first
 * table tells, or without one the present table. */
static gboolean
began_with_hidden_sides (const BriState *state, const BriView *view, const BriDealLog *log)
{
  const BriState *first = NULL;
  guint all = (1u << state->n_seats) - 1;
  BriView first_view;

  if (log != NULL && bri_deal_log_get_n_auction_actions (log) > 0)
    first = bri_deal_log_get_auction_before (log, 0);
  else if (log != NULL && bri_deal_log_get_n_plays (log) > 0)
    first = bri_deal_log_get_before (log, 0);
  if (first != NULL)
    {
      bri_state_get_view (first, view->seat, &first_view);
      view = &first_view;
    }
  return (view->sides_known & all) != all;
}

BriAction
bri_search_choose_with_log (const BriState *state, const BriDealLog *log,
                            const BriOpponentModel *model, const BriSearchParams *params,
                            BriRng *rng, GCancellable *cancellable, BriSearchStats *stats)
{
  const BriRules *rules = state->config.rules;
  BriAction all[BRI_MAX_ACTIONS];
  BriAction actions[BRI_MAX_ACTIONS];
  BriSearchStats local;
  BriAction chosen, suggested;
  Search search = { 0 };
  gint64 start = g_get_monotonic_time ();
  guint seat = state->to_act;
  guint n_all, n;
  BriView view;

  g_return_val_if_fail (state != NULL && params != NULL && rng != NULL,
                        bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0));
  g_return_val_if_fail (!bri_state_is_over (state),
                        bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0));

  if (stats == NULL)
    stats = &local;
  memset (stats, 0, sizeof *stats);
  search.root = state;
  search.seat = seat;
  search.params = params;
  search.rng = rng;
  search.cancellable = cancellable;
  search.deadline_us = params->time_limit_ms ? start + params->time_limit_ms * 1000 : 0;

  n_all = bri_state_legal_actions (state, all);
  n = bri_search_legal_actions (state, actions);
  bri_state_get_view (state, seat, &view);
  settle_sure_kinds (&search, model);

  if (state->hand[seat] & ~view.known[seat])
    {
      /* Cards the seat cannot see are all alike to it. */
      stats->method = BRI_SEARCH_BLIND;
      chosen = all[bri_rng_below (rng, n_all)];
    }
  else if (rules->suggest != NULL && n_all > n && rules->suggest (state, rng, &suggested) &&
           suggested.kind == BRI_ACTION_SAY && is_legal_in (suggested, all, n_all))
    {
      /* Talk is the variant's convention (answers, signals): sampled deals cannot
       * weigh it, and partners read it from the view. */
      stats->method = BRI_SEARCH_FORCED;
      chosen = suggested;
    }
  else if (n == 1)
    {
      stats->method = BRI_SEARCH_FORCED;
      chosen = actions[0];
    }
  else
    {
      gboolean done = FALSE;
      gboolean exact = nothing_hidden (state, &view) && params->node_limit > 0;

      if (!exact)
        bri_particles_init (&search.particles, state, seat, log, model,
                            params->inference_noise, rng);
      if (exact)
        {
          stats->method = BRI_SEARCH_EXACT;
          done = endgame_search (&search, actions, n, 1, stats, &chosen);
        }
      else if (params->endgame_bits > 0 && tree_bits (state) <= params->endgame_bits &&
               params->node_limit > 0)
        {
          stats->method = BRI_SEARCH_ENDGAME;
          done = endgame_search (&search, actions, n, params->endgame_worlds, stats, &chosen);
        }
      if (!done)
        {
          stats->method = BRI_SEARCH_TREE;
          search.iterations = params->iterations;
          if ((params->hidden_sides_iterations > 0 || params->hidden_sides_ties > 0) &&
              began_with_hidden_sides (state, &view, log))
            {
              if (params->hidden_sides_iterations > 0)
                search.iterations = params->hidden_sides_iterations;
              search.ties = params->hidden_sides_ties;
            }
          if (params->searchers_iterations > 0 && search.among_searchers)
            search.iterations = params->searchers_iterations;
          chosen = tree_search (&search, actions, n, stats);
        }
    }

  g_free (search.nodes);
  g_free (search.links);
  bri_particles_clear (&search.particles);
  stats->action = chosen;
  stats->cancelled = g_cancellable_is_cancelled (cancellable);
  stats->elapsed_us = g_get_monotonic_time () - start;
  stats->timed_out = search.deadline_us != 0 && !stats->cancelled &&
                     start + stats->elapsed_us >= search.deadline_us;
  return chosen;
}
