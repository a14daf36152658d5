/* bri-match.c: scoring deals and keeping a match's standings. */
#include "config.h"

#include "bri-match.h"
#include "bri-rules.h"

void
bri_match_init (BriMatch *match, const BriConfig *config, guint first_dealer)
{
  memset (match, 0, sizeof *match);
  match->config = *config;
  match->dealer = (guint8) (first_dealer % config->n_players);
}

void
bri_match_add_deal (BriMatch *match, const BriState *state, BriDealScore *score)
{
  const BriRules *rules = match->config.rules;

  g_return_if_fail (bri_state_is_over (state));
  g_return_if_fail (!match->finished);

  rules->score (state, score);
  match->n_deals++;
  if (!score->replay)
    match->n_counted++;
  if (score->outcome == BRI_OUTCOME_WIN)
    for (guint seat = 0; seat < state->n_seats; seat++)
      if (state->team[seat] == score->winner_side)
        match->wins[seat]++;
  rules->match_update (match, state, score);
}

void
bri_deal_score_by_points (const BriState *state, BriDealScore *score)
{
  guint best = 0, n_best = 0;

  memset (score, 0, sizeof *score);
  score->n_sides = (guint8) bri_state_n_sides (state);
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      score->points[seat] = (guint16) bri_state_seat_points (state, seat);
      score->side_points[state->team[seat]] += score->points[seat];
    }
  for (guint side = 0; side < score->n_sides; side++)
    {
      if (score->side_points[side] > score->side_points[best])
        best = side, n_best = 1;
      else if (score->side_points[side] == score->side_points[best])
        n_best++;
    }
  score->winner_side = (guint8) best;
  if (n_best == 1)
    score->outcome = BRI_OUTCOME_WIN;
  else if (n_best == score->n_sides && score->n_sides > 2)
    score->outcome = BRI_OUTCOME_VOID;
  else
    score->outcome = BRI_OUTCOME_TIE;
}

void
bri_match_credit_side (BriMatch *match, const BriState *state, guint side, gint32 points)
{
  for (guint seat = 0; seat < state->n_seats; seat++)
    if (state->team[seat] == side)
      match->score[seat] += points;
}

void
bri_match_finish (BriMatch *match, guint8 winners)
{
  match->finished = TRUE;
  match->winners = winners;
}

void
bri_match_rotate_dealer (BriMatch *match, const BriDealScore *score)
{
  if (!score->replay)
    match->dealer = (guint8) ((match->dealer + 1u) % match->config.n_players);
}

guint8
bri_match_leading_seats (const BriMatch *match, gboolean by_wins)
{
  gint64 best = G_MININT64;
  guint8 seats = 0;

  for (guint seat = 0; seat < match->config.n_players; seat++)
    {
      gint64 value = by_wins ? match->wins[seat] : match->score[seat];
      if (value > best)
        best = value, seats = 0;
      if (value == best)
        seats |= (guint8) (1u << seat);
    }
  return seats;
}
