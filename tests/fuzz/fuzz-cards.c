/* fuzz-cards.c: the card and deck notation (bri_cards_parse, as --deck and saved games
 * use it), with what must hold of anything it accepts. */
#include "config.h"

#include "fuzz-target.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = fuzz_strndup (data, size);
  g_autoptr (GError) error = NULL;
  g_autofree BriCard *cards = NULL;
  BriCardSet seen = 0;
  BriCard card;
  BriDeckStyle style;
  guint n_cards = 0;

  fuzz_init ();

  cards = bri_cards_parse (text, &n_cards, &error);
  g_assert_true ((cards == NULL) == (error != NULL));
  if (error != NULL)
    g_assert_true (g_utf8_validate (error->message, -1, NULL));
  for (guint i = 0; cards != NULL && i < n_cards; i++)
    {
      BriCard again;

      /* Every card accepted is a real one, once, and its notation reads back to it. */
      g_assert_true (bri_card_is_valid (cards[i]));
      g_assert_false (bri_card_set_has (seen, cards[i]));
      seen |= bri_card_bit (cards[i]);
      g_assert_true (bri_card_parse (bri_card_to_string (cards[i]), &again, NULL));
      g_assert_cmpuint (again, ==, cards[i]);
    }
  if (cards != NULL)
    {
      g_autofree char *written = bri_card_set_to_string (seen);
      g_autofree BriCard *reread = bri_cards_parse (written, &n_cards, NULL);
      g_assert_nonnull (reread);
    }

  /* The single-card, suit, rank and deck-style readers on the same text. */
  g_clear_error (&error);
  if (bri_card_parse (text, &card, &error))
    {
      g_assert_true (bri_card_is_valid (card));
      for (style = 0; style < BRI_N_DECK_STYLES; style++)
        g_free (bri_card_get_name (card, style));
    }
  else
    g_assert_nonnull (error);
  if (bri_deck_style_parse (text, &style))
    g_assert_cmpint (style, <, BRI_N_DECK_STYLES);
  {
    BriSuit suit;
    BriRank rank;
    if (bri_suit_parse (text, &suit))
      g_assert_cmpint (suit, <, BRI_N_SUITS);
    if (bri_rank_parse (text, &rank))
      g_assert_cmpint (rank, <, BRI_N_RANKS);
  }
  return 0;
}
