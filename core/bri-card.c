/* bri-card.c: card notation, points and localized card names. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-card.h"
#include "bri-error.h"

const guint8 bri_rank_points[BRI_N_RANKS] = {
  [BRI_RANK_JACK] = 2, [BRI_RANK_QUEEN] = 3, [BRI_RANK_KING] = 4,
  [BRI_RANK_TEN] = 10, [BRI_RANK_3] = 10, [BRI_RANK_ACE] = 11,
};

static const char rank_letters[BRI_N_RANKS + 1] = "2456789JQKT3A";
static const char suit_chars[BRI_N_SUITS + 1] = "dcsb";

guint
bri_card_set_points (BriCardSet set)
{
  return 11 * bri_card_set_count (set & BRI_RANK_MASK (BRI_RANK_ACE))
       + 10 * bri_card_set_count (set & (BRI_RANK_MASK (BRI_RANK_3) | BRI_RANK_MASK (BRI_RANK_TEN)))
       + 4 * bri_card_set_count (set & BRI_RANK_MASK (BRI_RANK_KING))
       + 3 * bri_card_set_count (set & BRI_RANK_MASK (BRI_RANK_QUEEN))
       + 2 * bri_card_set_count (set & BRI_RANK_MASK (BRI_RANK_JACK));
}

BriCardSet
bri_deck_italian40 (void)
{
  BriCardSet ranks = 0;
  static const BriRank italian[] = { BRI_RANK_2, BRI_RANK_4, BRI_RANK_5, BRI_RANK_6, BRI_RANK_7,
                                     BRI_RANK_JACK, BRI_RANK_QUEEN, BRI_RANK_KING, BRI_RANK_3,
                                     BRI_RANK_ACE };
  for (guint i = 0; i < G_N_ELEMENTS (italian); i++)
    ranks |= BRI_RANK_MASK (italian[i]);
  return ranks;
}

BriCardSet
bri_deck_piquet32 (void)
{
  BriCardSet ranks = 0;
  static const BriRank piquet[] = { BRI_RANK_7, BRI_RANK_8, BRI_RANK_9, BRI_RANK_JACK,
                                      BRI_RANK_QUEEN, BRI_RANK_KING, BRI_RANK_TEN, BRI_RANK_ACE };
  for (guint i = 0; i < G_N_ELEMENTS (piquet); i++)
    ranks |= BRI_RANK_MASK (piquet[i]);
  return ranks;
}

gboolean
bri_rank_parse (const char *text, BriRank *rank)
{
  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "10"))
    {
      *rank = BRI_RANK_TEN;
      return TRUE;
    }
  if (text[0] == '\0' || text[1] != '\0')
    return FALSE;
  const char *found = strchr (rank_letters, g_ascii_toupper (text[0]));
  if (found == NULL || *found == '\0')
    return FALSE;
  *rank = (BriRank) (found - rank_letters);
  return TRUE;
}

const char *
bri_rank_to_string (BriRank rank)
{
  static const char *names[BRI_N_RANKS] = { "2", "4", "5", "6", "7", "8", "9",
                                            "J", "Q", "K", "T", "3", "A" };
  g_return_val_if_fail (rank < BRI_N_RANKS, "?");
  return names[rank];
}

gboolean
bri_suit_parse (const char *text, BriSuit *suit)
{
  if (text == NULL || text[0] == '\0' || text[1] != '\0')
    return FALSE;
  const char *found = strchr (suit_chars, g_ascii_tolower (text[0]));
  if (found == NULL || *found == '\0')
    return FALSE;
  *suit = (BriSuit) (found - suit_chars);
  return TRUE;
}

char
bri_suit_to_char (BriSuit suit)
{
  g_return_val_if_fail (suit < BRI_N_SUITS, '?');
  return suit_chars[suit];
}

gboolean
bri_card_parse (const char *text, BriCard *card, GError **error)
{
  gsize len = text ? strlen (text) : 0;
  BriRank rank;
  BriSuit suit;
  char rank_text[3] = { 0 };
  char suit_text[2] = { 0 };

  if (len == 2 || (len == 3 && text[0] == '1' && text[1] == '0'))
    {
      memcpy (rank_text, text, len - 1);
      suit_text[0] = text[len - 1];
      if (bri_rank_parse (rank_text, &rank) && bri_suit_parse (suit_text, &suit))
        {
          *card = bri_card_new (suit, rank);
          return TRUE;
        }
    }

  /* A GError message is UTF-8, whatever bytes the text held. */
  g_autofree char *shown = g_utf8_make_valid (text ? text : "", -1);
  g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_CARD,
               _("“%s” is not a card: write a rank (A 2 3 4 5 6 7 8 9 T J Q K) "
                 "then a suit (d c s b), as in “Ad”"), shown);
  return FALSE;
}

const char *
bri_card_to_string (BriCard card)
{
  static const char card_names[64][3] = {
    "2d", "4d", "5d", "6d", "7d", "8d", "9d", "Jd",
    "Qd", "Kd", "Td", "3d", "Ad", "??", "??", "??",
    "2c", "4c", "5c", "6c", "7c", "8c", "9c", "Jc",
    "Qc", "Kc", "Tc", "3c", "Ac", "??", "??", "??",
    "2s", "4s", "5s", "6s", "7s", "8s", "9s", "Js",
    "Qs", "Ks", "Ts", "3s", "As", "??", "??", "??",
    "2b", "4b", "5b", "6b", "7b", "8b", "9b", "Jb",
    "Qb", "Kb", "Tb", "3b", "Ab", "??", "??", "??",
  };

  g_return_val_if_fail (bri_card_is_valid (card), "??");
  return card_names[card];
}

char *
bri_card_set_to_string (BriCardSet set)
{
  GString *out = g_string_new (NULL);
  BRI_CARD_SET_FOREACH (set, card)
    {
      if (out->len > 0)
        g_string_append_c (out, ' ');
      g_string_append (out, bri_card_to_string ((BriCard) card));
    }
  return g_string_free (out, FALSE);
}

BriCard *
bri_cards_parse (const char *text, guint *n_cards, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit_set (text ? text : "", " \t\n,", -1);
  g_autofree BriCard *cards = g_new (BriCard, g_strv_length (tokens) + 1);
  BriCardSet seen = 0;
  guint n = 0;

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      if (tokens[i][0] == '\0')
        continue;
      if (!bri_card_parse (tokens[i], &cards[n], error))
        return NULL;
      if (bri_card_set_has (seen, cards[n]))
        {
          g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK,
                       _("“%s”: the card is listed twice"), tokens[i]);
          return NULL;
        }
      seen |= bri_card_bit (cards[n]);
      n++;
    }
  *n_cards = n;
  return g_steal_pointer (&cards);
}

const char *
bri_suit_get_name (BriSuit suit, BriDeckStyle style)
{
  g_return_val_if_fail (suit < BRI_N_SUITS, "?");

  switch (style)
    {
    case BRI_DECK_STYLE_FRENCH:
    case BRI_DECK_STYLE_FRENCH_SOUTH:
      {
        static const char *french[] = { NC_("suit", "Diamonds"), NC_("suit", "Hearts"),
                                        NC_("suit", "Spades"), NC_("suit", "Clubs") };
        return g_dpgettext2 (GETTEXT_PACKAGE, "suit", french[suit]);
      }
    case BRI_DECK_STYLE_SPANISH:
      {
        static const char *spanish[] = { NC_("spanish suit", "Coins"), NC_("spanish suit", "Cups"),
                                         NC_("spanish suit", "Swords"), NC_("spanish suit", "Clubs") };
        return g_dpgettext2 (GETTEXT_PACKAGE, "spanish suit", spanish[suit]);
      }
    case BRI_DECK_STYLE_ITALIAN:
    default:
      {
        static const char *italian[] = { NC_("italian suit", "Coins"), NC_("italian suit", "Cups"),
                                         NC_("italian suit", "Swords"), NC_("italian suit", "Clubs") };
        return g_dpgettext2 (GETTEXT_PACKAGE, "italian suit", italian[suit]);
      }
    }
}

const char *
bri_rank_get_name (BriRank rank, BriDeckStyle style)
{
  static const char *pips[] = {
    [BRI_RANK_2] = NC_("rank", "Two"), [BRI_RANK_4] = NC_("rank", "Four"),
    [BRI_RANK_5] = NC_("rank", "Five"), [BRI_RANK_6] = NC_("rank", "Six"),
    [BRI_RANK_7] = NC_("rank", "Seven"), [BRI_RANK_8] = NC_("rank", "Eight"),
    [BRI_RANK_9] = NC_("rank", "Nine"), [BRI_RANK_TEN] = NC_("rank", "Ten"),
    [BRI_RANK_3] = NC_("rank", "Three"), [BRI_RANK_ACE] = NC_("rank", "Ace"),
    [BRI_RANK_KING] = NC_("rank", "King"),
  };

  g_return_val_if_fail (rank < BRI_N_RANKS, "?");

  if (rank == BRI_RANK_QUEEN || rank == BRI_RANK_JACK)
    {
      gboolean high = rank == BRI_RANK_QUEEN;
      switch (style)
        {
        case BRI_DECK_STYLE_FRENCH:
          return high ? C_("rank", "Queen") : C_("rank", "Jack");
        case BRI_DECK_STYLE_FRENCH_SOUTH:
          /* South Italian order: the Jack is the 3-point card. */
          return high ? C_("rank", "Jack") : C_("rank", "Queen");
        case BRI_DECK_STYLE_SPANISH:
          return high ? C_("spanish rank", "Knight") : C_("spanish rank", "Jack");
        case BRI_DECK_STYLE_ITALIAN:
        default:
          return high ? C_("italian rank", "Knight") : C_("italian rank", "Jack");
        }
    }
  if (rank == BRI_RANK_KING)
    return style == BRI_DECK_STYLE_SPANISH ? C_("spanish rank", "King")
         : style == BRI_DECK_STYLE_ITALIAN ? C_("italian rank", "King")
         : C_("rank", "King");
  return g_dpgettext2 (GETTEXT_PACKAGE, "rank", pips[rank]);
}

char *
bri_card_get_name (BriCard card, BriDeckStyle style)
{
  const char *rank, *suit;

  g_return_val_if_fail (bri_card_is_valid (card), g_strdup ("?"));
  rank = bri_rank_get_name (bri_card_rank (card), style);
  suit = bri_suit_get_name (bri_card_suit (card), style);
  /* Languages name French-suited cards their own way (German "Herz-Dame"). */
  if (style == BRI_DECK_STYLE_FRENCH || style == BRI_DECK_STYLE_FRENCH_SOUTH)
    /* Translators: a French-suited card's name: first %s is the rank, second the suit
     * ("Queen of Hearts"); use "%2$s-%1$s" to put the suit first. */
    return g_strdup_printf (C_("french card", "%s of %s"), rank, suit);
  /* Translators: a card's name: first %s is the rank, second the suit ("Ace of Coins"). */
  return g_strdup_printf (C_("card", "%s of %s"), rank, suit);
}

static const char *style_ids[BRI_N_DECK_STYLES] = { "italian", "spanish", "french", "french-south" };

const char *
bri_deck_style_to_string (BriDeckStyle style)
{
  g_return_val_if_fail (style < BRI_N_DECK_STYLES, "italian");
  return style_ids[style];
}

gboolean
bri_deck_style_parse (const char *text, BriDeckStyle *style)
{
  for (guint i = 0; i < BRI_N_DECK_STYLES; i++)
    if (g_strcmp0 (text, style_ids[i]) == 0)
      {
        *style = (BriDeckStyle) i;
        return TRUE;
      }
  return FALSE;
}
