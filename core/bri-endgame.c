/* bri-endgame.c: alpha-beta search of deals with every hand known, over the outcome and
 * the card points of the searching seat's side. */
#include "config.h"

#include "bri-endgame.h"
#include "bri-match.h"
#include "bri-rules.h"
#include "bri-search.h"
#include "bri-search-private.h"

typedef struct
{
  guint seat;
  guint by_thumb; /* seats that play the rule of thumb's card, not their best */
  guint64 nodes;
  guint64 node_limit;
  gint64 deadline_us;
  GCancellable *cancellable;
  gboolean stopped;
  BriRng rng;
} Solver;

int
bri_endgame_value (const BriState *state, guint seat)
{
  BriDealScore score;
  gboolean stakes = FALSE;
  int outcome;

  state->config.rules->score (state, &score);
  for (guint s = 0; s < state->n_seats; s++)
    stakes |= score.stake[s] != 0;
  if (stakes)
    outcome = score.stake[seat] > 0 ? 2 : score.stake[seat] < 0 ? 0 : 1;
  else if (score.outcome == BRI_OUTCOME_WIN)
    outcome = score.winner_side == state->team[seat] ? 2 : 0;
  else
    outcome = 1;
  return outcome * BRI_ENDGAME_TIED + score.side_points[state->team[seat]];
}

static gboolean
should_stop (Solver *solver)
{
  if (solver->stopped)
    return TRUE;
  if (solver->node_limit != 0 && solver->nodes >= solver->node_limit)
    solver->stopped = TRUE;
  else if ((solver->nodes & 1023) == 0)
    solver->stopped = (solver->deadline_us != 0 &&
                       g_get_monotonic_time () >= solver->deadline_us) ||
                      g_cancellable_is_cancelled (solver->cancellable);
  return solver->stopped;
}

/* Puts the rule-of-thumb choice first: it is often best, and cuts the rest early. */
static void
order_actions (Solver *solver, const BriState *state, BriAction *actions, guint n)
{
  BriAction first;

  if (n < 3)
    return;
  first = bri_search_playout_action (state, &solver->rng, 0.0);
  for (guint i = 1; i < n; i++)
    if (bri_action_equal (actions[i], first))
      {
        actions[i] = actions[0];
        actions[0] = first;
        break;
      }
}

static int
search (Solver *solver, const BriState *state, int alpha, int beta)
{
  BriAction actions[BRI_MAX_ACTIONS];
  gboolean maximize;
  int best;
  guint n;

  if (bri_state_is_over (state))
    return bri_endgame_value (state, solver->seat);
  solver->nodes++;
  if (should_stop (solver))
    return 0;

  n = bri_search_legal_actions (state, actions);
  if (solver->by_thumb & (1u << state->to_act))
    {
      actions[0] = bri_search_policy_action (state, actions, n, &solver->rng, 0.0);
      n = 1;
    }
  order_actions (solver, state, actions, n);
  maximize = bri_state_same_side (state, state->to_act, solver->seat);
  best = maximize ? G_MININT : G_MAXINT;
  for (guint i = 0; i < n; i++)
    {
      BriState child = *state;
      int value;

      bri_state_apply (&child, actions[i]);
      value = search (solver, &child, alpha, beta);
      if (maximize)
        {
          best = MAX (best, value);
          alpha = MAX (alpha, value);
        }
      else
        {
          best = MIN (best, value);
          beta = MIN (beta, value);
        }
      if (alpha >= beta || solver->stopped)
        break;
    }
  return best;
}

gboolean
bri_endgame_solve (const BriState *state, guint seat, const BriAction *actions, guint n,
                   int *values, guint64 node_limit, gint64 deadline_us,
                   GCancellable *cancellable, guint64 *nodes)
{
  return bri_endgame_solve_by_kind (state, seat, 0, actions, n, values, node_limit,
                                    deadline_us, cancellable, nodes);
}

gboolean
bri_endgame_solve_by_kind (const BriState *state, guint seat, guint by_thumb,
                           const BriAction *actions, guint n, int *values,
                           guint64 node_limit, gint64 deadline_us,
                           GCancellable *cancellable, guint64 *nodes)
{
  Solver solver = { 0 };

  g_return_val_if_fail (state != NULL && !bri_state_is_over (state), FALSE);
  g_return_val_if_fail (seat < state->n_seats, FALSE);
  g_return_val_if_fail ((by_thumb & (1u << seat)) == 0, FALSE);

  solver.seat = seat;
  solver.by_thumb = by_thumb;
  solver.node_limit = node_limit;
  solver.deadline_us = deadline_us;
  solver.cancellable = cancellable;
  bri_rng_init (&solver.rng, 0x5eed);

  /* Every root action gets its exact value (a full window), as sampled deals are
   * averaged action by action. */
  for (guint i = 0; i < n && !solver.stopped; i++)
    {
      BriState child = *state;

      bri_state_apply (&child, actions[i]);
      values[i] = search (&solver, &child, G_MININT, G_MAXINT);
    }
  if (nodes != NULL)
    *nodes += solver.nodes;
  return !solver.stopped;
}
