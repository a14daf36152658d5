/* bri-kit-deal.c: the usual deal with a turned trump, and sides seated in turn. */
#include "config.h"

#include "briscola-kit.h"

void
bri_kit_deal_turned_trump (BriState *state, const BriCard *order, guint n_cards,
                           guint hand_size)
{
  guint dealt;

  g_return_if_fail (state != NULL);
  g_return_if_fail (order != NULL);

  dealt = bri_state_deal_hands (state, order, n_cards, hand_size);
  g_return_if_fail (dealt < n_cards);
  bri_state_set_stock (state, order + dealt + 1, n_cards - dealt - 1);
  bri_state_turn_trump (state, order[dealt]);
}

void
bri_kit_set_alternating_sides (BriState *state, guint n_sides)
{
  g_return_if_fail (state != NULL);
  g_return_if_fail (n_sides > 0);

  for (guint seat = 0; seat < state->n_seats; seat++)
    state->team[seat] = (guint8) (seat % n_sides);
}
