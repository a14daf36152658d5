/* bri-trick-rules.c: the default (Briscola family) trick rules, and counting and
 * showing points in a variant's unit. */
#include "config.h"

#include "bri-rules.h"
#include "bri-state.h"
#include "bri-trick-rules.h"

const BriTrickRules bri_trick_rules_briscola = {
  .strength = {
    [BRI_RANK_2] = BRI_RANK_2, [BRI_RANK_4] = BRI_RANK_4, [BRI_RANK_5] = BRI_RANK_5,
    [BRI_RANK_6] = BRI_RANK_6, [BRI_RANK_7] = BRI_RANK_7, [BRI_RANK_8] = BRI_RANK_8,
    [BRI_RANK_9] = BRI_RANK_9, [BRI_RANK_JACK] = BRI_RANK_JACK,
    [BRI_RANK_QUEEN] = BRI_RANK_QUEEN, [BRI_RANK_KING] = BRI_RANK_KING,
    [BRI_RANK_TEN] = BRI_RANK_TEN, [BRI_RANK_3] = BRI_RANK_3, [BRI_RANK_ACE] = BRI_RANK_ACE,
  },
  .points = {
    [BRI_RANK_JACK] = 2, [BRI_RANK_QUEEN] = 3, [BRI_RANK_KING] = 4,
    [BRI_RANK_TEN] = 10, [BRI_RANK_3] = 10, [BRI_RANK_ACE] = 11,
  },
  .point_unit = 1,
};

guint
bri_trick_rules_set_points (const BriTrickRules *rules, BriCardSet set)
{
  guint total = 0;

  g_return_val_if_fail (rules != NULL, 0);

  for (guint rank = 0; rank < BRI_N_RANKS; rank++)
    if (rules->points[rank] != 0)
      total += rules->points[rank] * bri_card_set_count (set & BRI_RANK_MASK (rank));
  return total;
}

guint
bri_trick_rules_total_points (const BriTrickRules *rules, BriCardSet deck)
{
  g_return_val_if_fail (rules != NULL, 0);

  return bri_trick_rules_set_points (rules, deck) + rules->last_trick_bonus;
}

char *
bri_trick_rules_format_points (const BriTrickRules *rules, guint units)
{
  guint unit, whole, part;
  const char *fraction = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  unit = bri_trick_rules_get_point_unit (rules);
  whole = units / unit;
  part = units % unit;
  if (part == 0)
    return g_strdup_printf ("%u", whole);
  /* The vulgar fraction signs read best; other units fall back to "n/d". */
  if (unit == 2)
    fraction = "½";
  else if (unit == 3)
    fraction = part == 1 ? "⅓" : "⅔";
  else if (unit == 4)
    fraction = part == 1 ? "¼" : part == 2 ? "½" : "¾";
  if (fraction != NULL)
    return whole > 0 ? g_strdup_printf ("%u%s", whole, fraction) : g_strdup (fraction);
  return whole > 0 ? g_strdup_printf ("%u %u/%u", whole, part, unit)
                   : g_strdup_printf ("%u/%u", part, unit);
}

char *
bri_state_format_points (const BriState *state, guint units)
{
  g_return_val_if_fail (state != NULL, NULL);

  return bri_trick_rules_format_points (bri_state_get_trick_rules (state), units);
}
