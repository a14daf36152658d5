/* bri-kit-deck.h: the decks variants share, as BriRules hooks, and the 40-card deck
 * less one Two (for three players), with its option and its check of stacked decks. */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#include <briscola.h>
#include "bri-kit-version-macros.h"

G_BEGIN_DECLS

/* For BriRules.deck and deck_size: the 40-card Italian deck. */
BRI_KIT_AVAILABLE_IN_ALL
BriCardSet bri_kit_deck_40 (const BriConfig *config, BriRng *rng);
BRI_KIT_AVAILABLE_IN_ALL
guint      bri_kit_deck_size_40 (const BriConfig *config);

/* For BriRules.deck and deck_size: the 40-card Italian deck without its four Twos. */
BRI_KIT_AVAILABLE_IN_ALL
BriCardSet bri_kit_deck_36 (const BriConfig *config, BriRng *rng);
BRI_KIT_AVAILABLE_IN_ALL
guint      bri_kit_deck_size_36 (const BriConfig *config);

/* The deck and deck_size fields of a variant's BriRules, which must agree. */
#define BRI_KIT_DECK_40_HOOKS .deck = bri_kit_deck_40, .deck_size = bri_kit_deck_size_40
#define BRI_KIT_DECK_36_HOOKS .deck = bri_kit_deck_36, .deck_size = bri_kit_deck_size_36

/* The choices of bri_kit_removed_two_choices: at random, then one per suit in BriSuit
 * order. */
typedef enum
{
  BRI_KIT_REMOVED_TWO_RANDOM,
  BRI_KIT_REMOVED_TWO_COINS,
  BRI_KIT_REMOVED_TWO_CUPS,
  BRI_KIT_REMOVED_TWO_SWORDS,
  BRI_KIT_REMOVED_TWO_CLUBS,
} BriKitRemovedTwo;

/* The choices of an option naming the Two taken out: random, 2d, 2c, 2s, 2b. */
BRI_KIT_AVAILABLE_IN_ALL
const BriOptionChoice bri_kit_removed_two_choices[];

/**
 * bri_kit_deck_without_two:
 * @choice: a #BriKitRemovedTwo
 * @rng: (nullable): where a Two chosen at random comes from
 *
 * Returns: the 40-card deck less the Two @choice names; with @choice
 *   %BRI_KIT_REMOVED_TWO_RANDOM and @rng %NULL (a stacked deck, where any Two may be
 *   missing), every card of the 40
 */
BRI_KIT_AVAILABLE_IN_ALL
BriCardSet bri_kit_deck_without_two (guint choice, BriRng *rng);

/**
 * bri_kit_check_deck_without_two:
 * @config: the configuration, a three-player one
 * @cards: a stacked deck of 39 cards that passed the generic checks
 * @error: return location for a #GError, or %NULL
 *
 * For BriRules.check_deck: refuses a deck that lacks any card but a Two.
 *
 * Returns: whether only a Two is missing
 */
BRI_KIT_AVAILABLE_IN_ALL
gboolean   bri_kit_check_deck_without_two (const BriConfig *config, BriCardSet cards,
                                           GError **error);

G_END_DECLS
