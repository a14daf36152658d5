/* bri-trick-rules-private.h: a variant's trick rules as the core applies them (who takes
 * a trick), and what the rule-of-thumb players read from them, in the variant's own
 * units rather than the Briscola family's. */
#pragma once

#include "bri-state.h"
#include "bri-trick-rules.h"

G_BEGIN_DECLS

/* The index of @trick's winning card by @state's rules. Resolving a trick is one table
 * look-up per card: no call into the plugin unless it has its own winner rule. */
static inline guint
bri_trick_rules_winner (const BriState *state, const BriTrick *trick)
{
  const BriTrickRules *rules = bri_state_get_trick_rules (state);

  if (G_UNLIKELY (rules->winner != NULL))
    return rules->winner (state, trick);
  return bri_trick_rules_best_card (rules, trick, state->trump_suit);
}

/* Whether @card, played next by state->to_act, would take the trick in progress from
 * its best card so far (index @top): by the same rules, but one comparison where the
 * variant has no winner rule of its own, as the family's is settled card by card. */
static inline gboolean
bri_state_card_takes_trick (const BriState *state, guint top, BriCard card)
{
  const BriTrickRules *rules = bri_state_get_trick_rules (state);
  BriTrick trick;

  if (G_LIKELY (rules->winner == NULL))
    return bri_trick_rules_beats (rules, state->trick.card[top], card, state->trump_suit);
  trick = state->trick;
  trick.card[trick.len] = card;
  trick.seat[trick.len] = state->to_act;
  trick.len++;
  return bri_trick_rules_winner (state, &trick) == trick.len - 1u;
}

/* What a trick's points mean to a player: @least, the smallest card that counts (worth
 * taking a trick for); @high, a high card (worth a trump; the Briscola family's 10). */
typedef struct
{
  guint least;
  guint high;
} BriPointScale;

static inline BriPointScale
bri_trick_rules_point_scale (const BriTrickRules *rules)
{
  BriPointScale scale = { 2, 10 };
  guint most = 0;

  if (rules == &bri_trick_rules_briscola)
    return scale;
  scale.least = G_MAXUINT;
  for (guint rank = 0; rank < BRI_N_RANKS; rank++)
    if (rules->points[rank] != 0)
      {
        scale.least = MIN (scale.least, rules->points[rank]);
        most = MAX (most, rules->points[rank]);
      }
  if (most == 0)
    scale.least = 1, most = 2;
  scale.high = MAX (most - 1, 1u);
  return scale;
}

/* What throwing @card away costs: points, then trumps, then strength. */
static inline guint
bri_trick_rules_discard_cost (const BriTrickRules *rules, BriCard card, guint trump_suit)
{
  guint points = bri_trick_rules_card_points (rules, card);
  guint cost = points * 16 + bri_trick_rules_card_strength (rules, card);

  if (bri_card_suit (card) == trump_suit)
    cost += 64 + points * 16;
  return cost;
}

G_END_DECLS
