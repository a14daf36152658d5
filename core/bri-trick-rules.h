/* bri-trick-rules.h: the rules of a trick that a variant defines as data — the strength
 * of the ranks, the points of the cards, the unit they count in, the last trick's bonus,
 * following suit, and optionally its own trick winner — with the Briscola family's
 * rules as the default.
 *
 * They are tables, not hooks, because search resolves millions of tricks a second:
 * comparing two cards is one table look-up, never a call into the plugin.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-card.h"
#include "bri-types.h"

G_BEGIN_DECLS

#define BRI_MAX_TRICK 16        /* eight seats, two rounds (double tricks) */

/**
 * BriTrick:
 * @card: the cards played, in order
 * @seat: who played each card
 * @len: how many cards were played
 * @leader: the seat that led
 * @winner: the seat that took the trick, %BRI_NO_SEAT until it is resolved
 *
 * A trick, in progress or complete.
 */
typedef struct
{
  BriCard card[BRI_MAX_TRICK];
  guint8 seat[BRI_MAX_TRICK];
  guint8 len;
  guint8 leader;
  guint8 winner; /* BRI_NO_SEAT until resolved */
} BriTrick;

typedef struct _BriTrickRules BriTrickRules;

/**
 * BriTrickWinnerFunc:
 * @state: the deal
 * @trick: a trick of at least one card (not always state->trick: players ask about
 *   tricks they imagine)
 *
 * A variant's own rule for who takes a trick, for games the strength table cannot
 * express. It runs for every trick of every search play-out: keep it cheap.
 *
 * Returns: the index in @trick of the winning card
 */
typedef guint (*BriTrickWinnerFunc) (const BriState *state, const BriTrick *trick);

/**
 * BriTrickRules:
 * @strength: per #BriRank, how strong the rank is within its suit: of two cards of one
 *   suit the one of greater strength is higher (ranks the deck lacks may hold anything)
 * @points: per #BriRank, what a card of that rank counts, in units of @point_unit
 * @point_unit: units per point shown to people: 1, or 3 where cards count thirds of a
 *   point (Tressette); 0 reads as 1. Scores (BriDealScore, bri_state_seat_points()) are
 *   in units; front ends show them with bri_trick_rules_format_points()
 * @last_trick_bonus: units the side taking the last trick of the deal earns
 * @must_follow: whether a seat must follow suit when it can; bri_state_init() copies it
 *   to state->must_follow, which a variant may still change when it deals (an option)
 * @no_trump: whether the variant never has a trump, so that front ends say "no trump"
 *   rather than "no trump yet"
 * @winner: (nullable): who takes a trick; %NULL for the Briscola family's rule with
 *   @strength: the highest trump, else the strongest card of the suit led
 *
 * How a variant's tricks are won and counted. A variant points BriRules.trick_rules at
 * a static one; %NULL there means %bri_trick_rules_briscola.
 */
struct _BriTrickRules
{
  guint8 strength[BRI_N_RANKS];
  guint8 points[BRI_N_RANKS];
  guint8 point_unit;
  guint8 last_trick_bonus;
  guint8 must_follow;
  guint8 no_trump;
  BriTrickWinnerFunc winner;
  gpointer reserved[2];
};

/**
 * bri_trick_rules_briscola:
 *
 * The Briscola family's trick rules, the default: ranks by #BriRank order (Ace, Three,
 * King, Knight or Queen, Jack, then the pips), Ace 11 points, Three and Ten 10, King 4,
 * Queen 3, Jack 2, whole points, no bonus for the last trick, no need to follow suit.
 */
BRI_AVAILABLE_IN_ALL
const BriTrickRules bri_trick_rules_briscola;

/**
 * bri_trick_rules_card_points:
 * @rules: trick rules
 * @card: a valid card
 *
 * Returns: what @card counts, in units of @rules->point_unit
 */
static inline guint
bri_trick_rules_card_points (const BriTrickRules *rules, BriCard card)
{
  return rules->points[card & 0xf];
}

/**
 * bri_trick_rules_card_strength:
 * @rules: trick rules
 * @card: a valid card
 *
 * Returns: the strength of @card's rank within its suit
 */
static inline guint
bri_trick_rules_card_strength (const BriTrickRules *rules, BriCard card)
{
  return rules->strength[card & 0xf];
}

/**
 * bri_trick_rules_set_points:
 * @rules: trick rules
 * @set: a set of cards
 *
 * Returns: what the cards of @set count together, in units (no last-trick bonus)
 */
BRI_AVAILABLE_IN_ALL
guint bri_trick_rules_set_points (const BriTrickRules *rules, BriCardSet set);

/**
 * bri_trick_rules_total_points:
 * @rules: trick rules
 * @deck: the cards of a deal
 *
 * Returns: every unit a deal of @deck holds: its cards and the last trick's bonus
 */
BRI_AVAILABLE_IN_ALL
guint bri_trick_rules_total_points (const BriTrickRules *rules, BriCardSet deck);

/**
 * bri_trick_rules_get_point_unit:
 * @rules: trick rules
 *
 * Returns: units per point shown, at least 1
 */
static inline guint
bri_trick_rules_get_point_unit (const BriTrickRules *rules)
{
  return rules->point_unit > 1 ? rules->point_unit : 1;
}

/**
 * bri_trick_rules_beats:
 * @rules: trick rules
 * @top: the card winning the trick so far
 * @card: a card played after it
 * @trump_suit: the trump #BriSuit, or %BRI_NO_SUIT
 *
 * The Briscola family's winner rule for one card: a stronger card of @top's suit takes
 * the trick, and so does a trump over any other suit.
 *
 * Returns: whether @card takes the trick from @top
 */
static inline gboolean
bri_trick_rules_beats (const BriTrickRules *rules, BriCard top, BriCard card, guint trump_suit)
{
  guint suit = bri_card_suit (card);

  if (suit == bri_card_suit (top))
    return rules->strength[card & 0xf] > rules->strength[top & 0xf];
  return suit == trump_suit;
}

/**
 * bri_trick_rules_best_card:
 * @rules: trick rules
 * @trick: a trick of at least one card
 * @trump_suit: the trump #BriSuit, or %BRI_NO_SUIT
 *
 * The Briscola family's winner rule over @rules' strengths, whatever @rules->winner says:
 * the first of the highest trumps, else the strongest card of the suit led.
 *
 * Returns: the index in @trick of the winning card
 */
static inline guint
bri_trick_rules_best_card (const BriTrickRules *rules, const BriTrick *trick, guint trump_suit)
{
  guint best = 0;

  for (guint i = 1; i < trick->len; i++)
    if (bri_trick_rules_beats (rules, trick->card[best], trick->card[i], trump_suit))
      best = i;
  return best;
}

/**
 * bri_trick_rules_format_points:
 * @rules: trick rules
 * @units: a score in units of @rules->point_unit
 *
 * Writes a score as people read it: "11", or with thirds "3⅓", "⅔", "11⅔" (halves
 * "½"; other units as "3 1/5").
 *
 * Returns: (transfer full): the score; free with g_free()
 */
BRI_AVAILABLE_IN_ALL
char *bri_trick_rules_format_points (const BriTrickRules *rules, guint units);

G_END_DECLS
