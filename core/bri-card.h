/* bri-card.h: cards, their notation and names, and 64-bit card sets.
 *
 * A card is suit << 4 | rank, with ranks numbered by their strength in the Briscola
 * family (2 weakest, Ace strongest), so that there a higher bit of a card set within a
 * suit is a stronger card. A variant may rank them otherwise (BriTrickRules.strength).
 * Both the 40-card ranks (A 3 K Q J 7 6 5 4 2) and the 32-card ranks
 * (A T K Q J 9 8 7) fit one order: no deck holds both the Three and the Ten.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <glib.h>

G_BEGIN_DECLS

typedef guint8 BriCard;
typedef guint64 BriCardSet;

#define BRI_NO_CARD ((BriCard) 0xff)
#define BRI_N_SUITS 4
#define BRI_N_RANKS 13
#define BRI_MAX_CARDS 52

typedef enum
{
  BRI_SUIT_COINS,  /* d: denari, oros, diamonds */
  BRI_SUIT_CUPS,   /* c: coppe, copas, hearts */
  BRI_SUIT_SWORDS, /* s: spade, espadas, spades */
  BRI_SUIT_CLUBS,  /* b: bastoni, bastos, clubs */
  BRI_NO_SUIT = 0xff,
} BriSuit;

typedef enum
{
  BRI_RANK_2,
  BRI_RANK_4,
  BRI_RANK_5,
  BRI_RANK_6,
  BRI_RANK_7,
  BRI_RANK_8,
  BRI_RANK_9,
  BRI_RANK_JACK,  /* J: 2 points (Fante, Sota) */
  BRI_RANK_QUEEN, /* Q: 3 points (Cavallo, Caballo, Queen) */
  BRI_RANK_KING,  /* K: 4 points */
  BRI_RANK_TEN,   /* T: 10 points, 32-card deck only */
  BRI_RANK_3,     /* 10 points */
  BRI_RANK_ACE,   /* 11 points */
} BriRank;

/* How faces are drawn and named; the rules never change with it. */
typedef enum
{
  BRI_DECK_STYLE_ITALIAN,
  BRI_DECK_STYLE_SPANISH,
  BRI_DECK_STYLE_FRENCH,       /* King 4, Queen 3, Jack 2 */
  BRI_DECK_STYLE_FRENCH_SOUTH, /* King 4, Jack 3, Queen 2 */
  BRI_N_DECK_STYLES,
} BriDeckStyle;

static inline BriCard bri_card_new (BriSuit suit, BriRank rank) { return (BriCard) (suit << 4 | rank); }
static inline BriSuit bri_card_suit (BriCard card) { return (BriSuit) (card >> 4); }
static inline BriRank bri_card_rank (BriCard card) { return (BriRank) (card & 0xf); }
static inline BriCardSet bri_card_bit (BriCard card) { return G_GUINT64_CONSTANT (1) << card; }

static inline gboolean
bri_card_is_valid (BriCard card)
{
  return (card >> 4) < BRI_N_SUITS && (card & 0xf) < BRI_N_RANKS;
}

/* Card sets. */
#define BRI_SUIT_MASK(suit) (G_GUINT64_CONSTANT (0x1fff) << ((suit) * 16))
#define BRI_RANK_MASK(rank) (G_GUINT64_CONSTANT (0x0001000100010001) << (rank))

/* Without the popcnt instruction (the generic x86-64 of distributions and Flatpak) the
 * builtin is a call into libgcc: counting in registers is faster on the hot path. */
static inline guint
bri_card_set_count (BriCardSet set)
{
#if defined(__POPCNT__) || !defined(__x86_64__)
  return (guint) __builtin_popcountll (set);
#else
  set = set - ((set >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  set = (set & G_GUINT64_CONSTANT (0x3333333333333333)) +
        ((set >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  set = (set + (set >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((set * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
#endif
}
static inline gboolean bri_card_set_has (BriCardSet set, BriCard card) { return (set >> card) & 1; }
static inline BriCard bri_card_set_lowest (BriCardSet set) { return (BriCard) __builtin_ctzll (set); }
static inline BriCard bri_card_set_highest (BriCardSet set) { return (BriCard) (63 - __builtin_clzll (set)); }

/* Iterates over the cards of a set, weakest rank and lowest suit first. */
#define BRI_CARD_SET_FOREACH(set, card)                                      \
  for (BriCardSet card##_rest = (set), card = 0;                             \
       card##_rest != 0 && ((card = (BriCardSet) __builtin_ctzll (card##_rest)), TRUE); \
       card##_rest &= card##_rest - 1)

/**
 * bri_rank_points:
 * The card points of each #BriRank of the Briscola family: Ace 11, Three and Ten 10,
 * King 4, Queen 3, Jack 2, the others nothing. A variant may count otherwise: for its
 * points use bri_state_card_points() or its #BriTrickRules.
 */
BRI_AVAILABLE_IN_ALL
const guint8 bri_rank_points[BRI_N_RANKS];

static inline guint bri_card_points (BriCard card) { return bri_rank_points[card & 0xf]; }
/**
 * bri_card_set_points:
 * @set: a set of cards
 *
 * Returns: the card points of every card in @set, by bri_rank_points (the Briscola
 *   family's; a variant's own: bri_trick_rules_set_points())
 */
BRI_AVAILABLE_IN_ALL
guint bri_card_set_points (BriCardSet set);

/* The standard decks. */

/**
 * bri_deck_italian40:
 * The 40-card Italian deck: ranks A 3 K Q J 7 6 5 4 2 of each suit.
 *
 * Returns: the set of its cards
 */
BRI_AVAILABLE_IN_ALL
BriCardSet bri_deck_italian40 (void);

/**
 * bri_deck_piquet32:
 * The 32-card piquet deck: ranks A T K Q J 9 8 7 of each suit.
 *
 * Returns: the set of its cards
 */
BRI_AVAILABLE_IN_ALL
BriCardSet bri_deck_piquet32 (void);

/**
 * bri_card_parse:
 * @text: a card in notation, rank then suit: "Ad", "3c", "Ts"
 * @card: (out): where the card goes
 * @error: return location for a #GError, or %NULL
 *
 * Reads one card in the canonical notation of the CLI contract.
 *
 * Returns: %TRUE if @text is a card, else %FALSE with @error set
 */
BRI_AVAILABLE_IN_ALL
gboolean    bri_card_parse (const char *text, BriCard *card, GError **error);

/**
 * bri_card_to_string:
 * @card: a valid card
 *
 * Returns: (transfer none): the card in notation, such as "Ad"; a static string
 */
BRI_AVAILABLE_IN_ALL
const char *bri_card_to_string (BriCard card);

/**
 * bri_suit_parse:
 * @text: a suit letter: "d", "c", "s" or "b"
 * @suit: (out): where the suit goes
 *
 * Returns: whether @text is a suit
 */
BRI_AVAILABLE_IN_ALL
gboolean    bri_suit_parse (const char *text, BriSuit *suit);

/**
 * bri_suit_to_char:
 * @suit: a suit
 *
 * Returns: the suit's letter in notation: 'd', 'c', 's' or 'b'
 */
BRI_AVAILABLE_IN_ALL
char        bri_suit_to_char (BriSuit suit);

/**
 * bri_rank_parse:
 * @text: a rank letter or digit: "A", "3", "K", "Q", "J", "T", "2" to "9"
 * @rank: (out): where the rank goes
 *
 * Returns: whether @text is a rank
 */
BRI_AVAILABLE_IN_ALL
gboolean    bri_rank_parse (const char *text, BriRank *rank);

/**
 * bri_rank_to_string:
 * @rank: a rank
 *
 * Returns: (transfer none): the rank in notation, such as "A"; a static string
 */
BRI_AVAILABLE_IN_ALL
const char *bri_rank_to_string (BriRank rank);

/**
 * bri_card_set_to_string:
 * @set: a set of cards
 *
 * Returns: (transfer full): the cards in notation, space-separated, weakest first; free
 *   with g_free()
 */
BRI_AVAILABLE_IN_ALL
char       *bri_card_set_to_string (BriCardSet set);

/**
 * bri_cards_parse:
 * @text: cards in notation, separated by spaces
 * @n_cards: (out): where the number of cards goes
 * @error: return location for a #GError, or %NULL
 *
 * Reads a list of cards, each at most once, in the order given (a deck in dealing order).
 *
 * Returns: (transfer full) (array length=n_cards) (nullable): the cards, freed with
 *   g_free(), or %NULL with @error set naming the bad or repeated token
 */
BRI_AVAILABLE_IN_ALL
BriCard    *bri_cards_parse (const char *text, guint *n_cards, GError **error);

/**
 * bri_card_get_name:
 * @card: a valid card
 * @style: the deck the player sees
 *
 * Returns: (transfer full): the card's name in the player's language, such as
 *   "Ace of Coins" or "Asso di Denari"; free with g_free()
 */
BRI_AVAILABLE_IN_ALL
char       *bri_card_get_name (BriCard card, BriDeckStyle style);

/**
 * bri_suit_get_name:
 * @suit: a suit
 * @style: the deck the player sees
 *
 * Returns: (transfer none): the suit's name in the player's language
 */
BRI_AVAILABLE_IN_ALL
const char *bri_suit_get_name (BriSuit suit, BriDeckStyle style);

/**
 * bri_rank_get_name:
 * @rank: a rank
 * @style: the deck the player sees (the French styles name the figures differently)
 *
 * Returns: (transfer none): the rank's name in the player's language
 */
BRI_AVAILABLE_IN_ALL
const char *bri_rank_get_name (BriRank rank, BriDeckStyle style);

/**
 * bri_deck_style_to_string:
 * @style: a deck style
 *
 * Returns: (transfer none): the style's id, as settings and the CLI write it: "italian",
 *   "spanish", "french" or "french-south"
 */
BRI_AVAILABLE_IN_ALL
const char *bri_deck_style_to_string (BriDeckStyle style);

/**
 * bri_deck_style_parse:
 * @text: a deck style id
 * @style: (out): where the style goes
 *
 * Returns: whether @text names a deck style
 */
BRI_AVAILABLE_IN_ALL
gboolean    bri_deck_style_parse (const char *text, BriDeckStyle *style);

G_END_DECLS
