/* bri-kit-match.c: match formats as data: what a match adds up and what ends it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "briscola-kit.h"

const BriOptionChoice bri_kit_team_match_choices[] = {
  [BRI_KIT_TEAM_MATCH_SINGLE] = { "single", N_("A single deal") },
  [BRI_KIT_TEAM_MATCH_FIRST_TO_2] = { "first-to-2", N_("First team to win two deals") },
  [BRI_KIT_TEAM_MATCH_FIRST_TO_3] = { "first-to-3", N_("First team to win three deals") },
  { NULL, NULL },
};

const BriKitMatchFormat bri_kit_team_match_formats[] = {
  [BRI_KIT_TEAM_MATCH_SINGLE] = { .score = BRI_KIT_SCORE_SIDE_POINTS, .by_wins = TRUE,
                                  .wins = 1 },
  [BRI_KIT_TEAM_MATCH_FIRST_TO_2] = { .score = BRI_KIT_SCORE_SIDE_POINTS, .by_wins = TRUE,
                                      .wins = 2 },
  [BRI_KIT_TEAM_MATCH_FIRST_TO_3] = { .score = BRI_KIT_SCORE_SIDE_POINTS, .by_wins = TRUE,
                                      .wins = 3 },
};

void
bri_kit_score_replaying_ties (const BriState *state, BriDealScore *score)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (score != NULL);

  bri_deal_score_by_points (state, score);
  score->replay = score->outcome != BRI_OUTCOME_WIN;
}

/* The deals won by the two leading sides (every seat of a side has the same count). */
static void
top_side_wins (const BriMatch *match, const BriState *state, guint *best, guint *second)
{
  guint sides_seen = 0;

  *best = *second = 0;
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      guint wins = match->wins[seat];

      if (sides_seen & (1u << state->team[seat]))
        continue;
      sides_seen |= 1u << state->team[seat];
      if (wins > *best)
        *second = *best, *best = wins;
      else if (wins > *second)
        *second = wins;
    }
}

static gboolean
alone_at_the_top (const BriMatch *match)
{
  guint8 leaders = bri_match_leading_seats (match, FALSE);

  return (leaders & (leaders - 1)) == 0;
}

gboolean
bri_kit_match_is_over (const BriKitMatchFormat *format, const BriMatch *match,
                       const BriState *state)
{
  guint best_wins, second_wins;
  gint32 best_score = G_MININT32;

  g_return_val_if_fail (format != NULL, TRUE);
  g_return_val_if_fail (match != NULL, TRUE);
  g_return_val_if_fail (state != NULL, TRUE);

  top_side_wins (match, state, &best_wins, &second_wins);
  if (format->deals != 0)
    {
      guint left = match->n_counted >= format->deals ? 0 : format->deals - match->n_counted;

      if (left == 0 || (format->best_of && best_wins > second_wins + left))
        return TRUE;
    }
  if (format->wins != 0 && best_wins >= format->wins)
    return TRUE;
  for (guint seat = 0; seat < state->n_seats; seat++)
    best_score = MAX (best_score, match->score[seat]);
  return format->points != 0 && best_score >= format->points && alone_at_the_top (match);
}

void
bri_kit_match_finish_with_leaders (BriMatch *match, gboolean by_wins)
{
  guint8 everyone;
  guint8 leaders;

  g_return_if_fail (match != NULL);

  everyone = (guint8) ((1u << match->config.n_players) - 1);
  leaders = bri_match_leading_seats (match, by_wins);
  bri_match_finish (match, leaders == everyone ? 0 : leaders);
}

void
bri_kit_match_update (const BriKitMatchFormat *format, BriMatch *match,
                      const BriState *state, const BriDealScore *score)
{
  g_return_if_fail (format != NULL);
  g_return_if_fail (match != NULL);
  g_return_if_fail (state != NULL);
  g_return_if_fail (score != NULL);

  bri_match_rotate_dealer (match, score);
  if (score->replay)
    return;
  switch ((BriKitMatchScore) format->score)
    {
    case BRI_KIT_SCORE_SEAT_POINTS:
      for (guint seat = 0; seat < state->n_seats; seat++)
        match->score[seat] += score->points[seat];
      break;
    case BRI_KIT_SCORE_SIDE_POINTS:
      for (guint side = 0; side < score->n_sides; side++)
        bri_match_credit_side (match, state, side, score->side_points[side]);
      break;
    case BRI_KIT_SCORE_NONE:
    default:
      break;
    }
  if (bri_kit_match_is_over (format, match, state))
    bri_kit_match_finish_with_leaders (match, format->by_wins);
}
