/* bri-kit-deck.c: shared decks, and the deck for three less one Two. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "briscola-kit.h"

#define DECK_40_SIZE 40
#define DECK_36_SIZE 36

BriCardSet
bri_kit_deck_40 (const BriConfig *config, BriRng *rng)
{
  return bri_deck_italian40 ();
}

guint
bri_kit_deck_size_40 (const BriConfig *config)
{
  return DECK_40_SIZE;
}

BriCardSet
bri_kit_deck_36 (const BriConfig *config, BriRng *rng)
{
  return bri_deck_italian40 () & ~BRI_RANK_MASK (BRI_RANK_2);
}

guint
bri_kit_deck_size_36 (const BriConfig *config)
{
  return DECK_36_SIZE;
}

const BriOptionChoice bri_kit_removed_two_choices[] = {
  [BRI_KIT_REMOVED_TWO_RANDOM] = { "random", N_("A Two chosen at random") },
  [BRI_KIT_REMOVED_TWO_COINS] = { "2d", N_("The Two of Coins") },
  [BRI_KIT_REMOVED_TWO_CUPS] = { "2c", N_("The Two of Cups") },
  [BRI_KIT_REMOVED_TWO_SWORDS] = { "2s", N_("The Two of Swords") },
  [BRI_KIT_REMOVED_TWO_CLUBS] = { "2b", N_("The Two of Clubs") },
  { NULL, NULL },
};

BriCardSet
bri_kit_deck_without_two (guint choice, BriRng *rng)
{
  BriCardSet full = bri_deck_italian40 ();
  BriSuit suit;

  g_return_val_if_fail (choice <= BRI_KIT_REMOVED_TWO_CLUBS, full);

  if (choice == BRI_KIT_REMOVED_TWO_RANDOM)
    {
      if (rng == NULL)
        return full;
      suit = (BriSuit) bri_rng_below (rng, BRI_N_SUITS);
    }
  else
    suit = (BriSuit) (choice - BRI_KIT_REMOVED_TWO_COINS);
  return full & ~bri_card_bit (bri_card_new (suit, BRI_RANK_2));
}

gboolean
bri_kit_check_deck_without_two (const BriConfig *config, BriCardSet cards, GError **error)
{
  BriCardSet wrong = bri_deck_italian40 () & ~cards & ~BRI_RANK_MASK (BRI_RANK_2);

  if (wrong != 0)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK,
                   _("“%s”: only a Two may be left out of the deck for three players"),
                   bri_card_to_string (bri_card_set_lowest (wrong)));
      return FALSE;
    }
  return TRUE;
}
