/* chiamata-scoring.c: the stakes of a deal of Briscola Chiamata, in its three ways of
 * scoring, and matches to a number of points, deals or rounds. */
#include "chiamata-private.h"

/* Graded scoring: 1 for rank bids and up to 70, then one more for every ten points. */
static gint
graded_base (guint contract)
{
  return CLAMP (((gint) contract - 60 + 9) / 10, 1, 6);
}

void
chiamata_score (const BriState *state, BriDealScore *result)
{
  const Ext *e = cext (state);
  BriCardSet side_piles[2] = { 0, 0 };
  guint n_opponents = 0;
  gboolean won, sweep;
  gint unit, sign, partner_share;

  memset (result, 0, sizeof *result);
  result->n_sides = (guint8) bri_state_n_sides (state);
  for (guint seat = 0; seat < state->n_seats; seat++)
    result->points[seat] = (guint16) bri_state_seat_points (state, seat);

  if (e->flags & FLAG_VOID)
    {
      for (guint seat = 0; seat < state->n_seats; seat++)
        result->side_points[state->team[seat]] += result->points[seat];
      result->outcome = BRI_OUTCOME_VOID;
      result->replay = TRUE;
      return;
    }

  /* The cards laid away go to the winner of the last trick. */
  result->points[state->last_trick.winner] +=
    (guint16) bri_trick_rules_set_points (bri_state_get_trick_rules (state), state->discards);
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      result->side_points[state->team[seat]] += result->points[seat];
      if (state->team[seat] == SIDE_CALLER || state->team[seat] == SIDE_DEFENDERS)
        side_piles[state->team[seat]] |= state->pile[seat];
      if (state->team[seat] == SIDE_DEFENDERS)
        n_opponents++;
    }

  won = result->side_points[SIDE_CALLER] >= e->contract;
  result->outcome = BRI_OUTCOME_WIN;
  result->winner_side = won ? SIDE_CALLER : SIDE_DEFENDERS;

  /* Stakes: every opponent pays or gets one unit; the caller's side shares what they
   * pay. With a partner, it gets half the opponents' units rounded down and the caller
   * the rest: 2 and 1 at five players, 2 and 2 at six, 1 and 1 at four. */
  sweep = side_piles[SIDE_CALLER] == 0 || side_piles[SIDE_DEFENDERS] == 0;
  switch (chiamata_scoring (&state->config))
    {
    case SCORING_SICILIAN:
      unit = e->contract >= 91 ? 2 : 1;
      if (result->side_points[SIDE_CALLER] == MAX_POINTS ||
          result->side_points[SIDE_DEFENDERS] == MAX_POINTS)
        unit *= 2;
      break;
    case SCORING_GRADED:
      unit = graded_base (e->contract) * (sweep ? 2 : 1);
      break;
    case SCORING_CLASSIC:
    default:
      unit = sweep ? 2 : 1;
      break;
    }
  sign = won ? 1 : -1;
  partner_share = e->partner == BRI_NO_SEAT ? 0 : (gint) n_opponents / 2;
  for (guint seat = 0; seat < state->n_seats; seat++)
    if (state->team[seat] == SIDE_DEFENDERS)
      result->stake[seat] = (gint16) (-sign * unit);
  result->stake[e->caller] = (gint16) (sign * ((gint) n_opponents - partner_share) * unit);
  if (e->partner != BRI_NO_SEAT)
    result->stake[e->partner] = (gint16) (sign * partner_share * unit);
}

/* How many deals that counted a match of a number of deals or rounds lasts; 0 for a
 * match to a number of points or of a single deal. A round is one deal by each player
 * (003): deals thrown in are dealt again by the same dealer and do not count. Where the
 * caller deals next (the Siciliana at five and six) a round is as many deals. */
static guint
match_deals (const BriConfig *config)
{
  switch (config->option[OPT_TARGET])
    {
    case TARGET_5_DEALS:
      return 5;
    case TARGET_10_DEALS:
      return 10;
    case TARGET_1_ROUND:
      return config->n_players;
    case TARGET_2_ROUNDS:
      return 2u * config->n_players;
    default:
      return 0;
    }
}

void
chiamata_match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  static const gint targets[] = { [TARGET_11] = 11, [TARGET_21] = 21, [TARGET_31] = 31,
                                  [TARGET_51] = 51 };
  const Ext *e = cext (state);
  guint target = match->config.option[OPT_TARGET];
  guint n_deals = match_deals (&match->config);
  gboolean reached = FALSE;

  /* In the Siciliana the caller deals next; at seven and eight the deal passes on so
   * that everyone sits out in turn. */
  if (!result->replay && (preset_of (&match->config)->facts & FACT_CALLER_DEALS_NEXT) &&
      bri_card_set_count (e->active) == state->n_seats)
    match->dealer = e->caller;
  else
    bri_match_rotate_dealer (match, result);

  if (result->replay)
    return;
  for (guint seat = 0; seat < state->n_seats; seat++)
    match->score[seat] += result->stake[seat];

  if (target == TARGET_SINGLE)
    {
      guint8 winners = 0;
      for (guint seat = 0; seat < state->n_seats; seat++)
        if (state->team[seat] == result->winner_side)
          winners |= (guint8) (1u << seat);
      bri_match_finish (match, winners);
      return;
    }
  if (n_deals != 0)
    {
      /* The most match points wins; level leaders share the match. */
      if (match->n_counted >= n_deals)
        bri_match_finish (match, bri_match_leading_seats (match, FALSE));
      return;
    }
  for (guint seat = 0; seat < state->n_seats; seat++)
    reached |= match->score[seat] >= targets[target];
  if (reached)
    bri_match_finish (match, bri_match_leading_seats (match, FALSE));
}
