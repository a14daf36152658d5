/* bri-kit-deal.h: the usual deal (hands, a turned trump under the stock), sides, and the
 * hooks of a variant whose every turn is a card played to the trick. */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#include <briscola.h>
#include "bri-kit-version-macros.h"

G_BEGIN_DECLS

/**
 * bri_kit_deal_turned_trump:
 * @state: a state bri_state_init() prepared
 * @order: (array length=n_cards): the deck in dealing order
 * @n_cards: how many cards @order holds
 * @hand_size: the cards each seat gets
 *
 * For BriRules.deal: deals @hand_size cards to each seat, turns the next card face up as
 * the trump card, to be drawn last under the stock, and makes the rest the stock.
 */
BRI_KIT_AVAILABLE_IN_ALL
void bri_kit_deal_turned_trump (BriState *state, const BriCard *order, guint n_cards,
                                guint hand_size);

/**
 * bri_kit_set_alternating_sides:
 * @state: a state being dealt
 * @n_sides: how many sides share the table
 *
 * Seats the sides in turn round the table: with two sides, partners sit opposite at four
 * (seats 0 and 2 against 1 and 3) or on alternate seats at six; with three sides at six,
 * pairs sit opposite.
 */
BRI_KIT_AVAILABLE_IN_ALL
void bri_kit_set_alternating_sides (BriState *state, guint n_sides);

/* The hooks of a variant whose every turn is a card played: core's own, which the search
 * and bench recognise and play out without a call per card. */
#define BRI_KIT_PLAY_HOOKS                                                   \
  .legal_actions = bri_state_legal_plays,                                    \
  .legal_cards = bri_state_legal_cards,                                      \
  .apply = bri_state_apply_play

G_END_DECLS
