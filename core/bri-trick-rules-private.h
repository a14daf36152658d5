/* bri-trick-rules-private.h: what the rule-of-thumb players read from a variant's trick
 * rules, in its own units rather than the Briscola family's. */
#pragma once

#include "bri-trick-rules.h"

G_BEGIN_DECLS

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
