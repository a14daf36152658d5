/* bri-state.h: the state of one deal, and the trick mechanics every variant shares.
 *
 * BriState is a plain struct, copied by value: the AI copies it thousands of times a
 * decision. Variants keep what the shared fields do not cover in @ext.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-action.h"
#include "bri-config.h"
#include "bri-rng.h"
#include "bri-rules.h"
#include "bri-types.h"

G_BEGIN_DECLS

#define BRI_STATE_EXT_SIZE 64

typedef enum
{
  BRI_PHASE_PLAY,
  BRI_PHASE_AUCTION,
  BRI_PHASE_CALL,
  BRI_PHASE_DISCARD,
  BRI_PHASE_OVER,
  BRI_PHASE_VARIANT, /* first value a variant may use for phases of its own */
} BriPhase;

/**
 * BriState:
 *
 * One deal: the cards of each hand, pile, trick, stock and talon as card sets, the trump,
 * the seats and their sides, whose turn it is, and what the shared trick mechanics need
 * (who plays the current trick, cards per trick and per draw, whether to follow suit).
 * A plain struct copied by value: the computer players copy it thousands of times a
 * decision, so a variant keeps what these fields do not cover in @ext
 * (%BRI_STATE_EXT_SIZE bytes, aligned for any plain struct of its own, see
 * BRI_KIT_DEFINE_STATE_EXT) rather than behind a pointer.
 */
struct _BriState
{
  BriConfig config;
  BriCardSet deck;                     /* every card of this deal */
  BriCardSet hand[BRI_MAX_SEATS];
  BriCardSet pile[BRI_MAX_SEATS];      /* cards each seat took */
  BriCardSet played;                   /* cards played to tricks so far */
  BriCardSet voids[BRI_MAX_SEATS];     /* cards a seat showed it cannot hold */
  BriCardSet talon;                    /* face-down cards dealt to nobody, set aside */
  BriCardSet discards;                 /* cards put away by a seat, scored by the variant */
  BriCard stock[BRI_MAX_CARDS];        /* stock[stock_top] is drawn next */
  guint8 stock_top;
  guint8 stock_len;
  BriCard trump_card;                  /* turned card (last drawn), or BRI_NO_CARD */
  guint8 trump_suit;                   /* BriSuit, BRI_NO_SUIT without trump */
  guint8 n_seats;
  guint8 dealer;
  guint8 to_act;                       /* BRI_NO_SEAT once the deal is over */
  guint8 phase;                        /* BriPhase or a variant's own */
  guint8 team[BRI_MAX_SEATS];          /* the side each seat scores for */
  guint8 playing;                      /* bit per seat playing the current trick */
  guint8 rounds_per_trick;             /* 2 for double tricks */
  guint8 draws_per_trick;              /* cards each seat draws after a trick */
  guint8 must_follow;                  /* follow suit when able */
  guint8 n_tricks;                     /* tricks completed */
  BriTrick trick;                      /* the trick in progress */
  BriTrick last_trick;                 /* the last completed one */
  union {
    guint8 ext[BRI_STATE_EXT_SIZE];    /* the variant's own state */
    guint64 ext_alignment;             /* so ext can hold any plain struct */
  };
};

/* Set up */

/**
 * bri_state_init:
 * @state: (out caller-allocates): the deal to set up
 * @config: the variant and its options
 * @dealer: the dealing seat; seat @dealer + 1 leads
 *
 * Empties @state for a deal of @config: no cards anywhere, no trump, every seat its own
 * side, one card per seat and trick, one card drawn per trick, following suit as the
 * variant's trick rules say (#BriTrickRules.must_follow).
 * BriRules.deal then puts the cards down and changes what the variant plays otherwise.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_init (BriState *state, const BriConfig *config, guint dealer);

/**
 * bri_state_deal_random:
 * @state: (out caller-allocates): the deal to set up
 * @config: the variant and its options
 * @dealer: the dealing seat
 * @rng: the random source that shuffles (and makes the variant's random choices)
 *
 * Shuffles the variant's deck (BriRules.deck) and deals it with BriRules.deal.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_deal_random (BriState *state, const BriConfig *config, guint dealer,
                                BriRng *rng);

/**
 * bri_state_deal_ordered:
 * @state: (out caller-allocates): the deal to set up
 * @config: the variant and its options
 * @dealer: the dealing seat
 * @order: (array length=n_cards): the deck in dealing order (see the CLI contract)
 * @n_cards: how many cards @order holds
 * @error: return location for a #GError, or %NULL
 *
 * Deals a stacked deck, after checking that it holds the right number of cards, each at
 * most once, all of them possible in this variant (and BriRules.check_deck, if any).
 *
 * Returns: %TRUE if the deck was dealt, else %FALSE with @error naming the problem
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_deal_ordered (BriState *state, const BriConfig *config, guint dealer,
                                 const BriCard *order, guint n_cards, GError **error);

/* Helpers for BriRules.deal */

/**
 * bri_state_deal_hands:
 * @state: a deal that bri_state_init() prepared
 * @order: (array length=n_cards): the deck in dealing order
 * @n_cards: how many cards @order holds
 * @hand_size: the cards each seat gets
 *
 * For BriRules.deal: deals @hand_size cards to each seat, one at a time round-robin from
 * the first seat after the dealer.
 *
 * Returns: how many cards of @order were dealt
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_deal_hands (BriState *state, const BriCard *order, guint n_cards,
                               guint hand_size);

/**
 * bri_state_set_stock:
 * @state: a deal being dealt
 * @cards: (array length=n_cards): the stock in drawing order, first drawn first
 * @n_cards: how many cards @cards holds, at most %BRI_MAX_CARDS
 *
 * For BriRules.deal: sets the stock the seats draw from after each trick.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_set_stock (BriState *state, const BriCard *cards, guint n_cards);

/**
 * bri_state_turn_trump:
 * @state: a deal being dealt, its stock already set
 * @card: the card turned face up
 *
 * For BriRules.deal: makes @card's suit trump and puts the card under the stock, where
 * it is drawn last.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_turn_trump (BriState *state, BriCard card);

/* Seats */
static inline guint bri_state_first_seat (const BriState *s) { return (s->dealer + 1u) % s->n_seats; }
/**
 * bri_state_next_playing:
 * @state: a deal
 * @seat: a seat
 *
 * Returns: the next seat after @seat in playing order that plays the current trick
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_next_playing (const BriState *state, guint seat);
static inline guint bri_state_hand_size (const BriState *s, guint seat) { return bri_card_set_count (s->hand[seat]); }
static inline guint bri_state_stock_left (const BriState *s) { return (guint) (s->stock_len - s->stock_top); }
static inline gboolean bri_state_is_over (const BriState *s) { return s->to_act == BRI_NO_SEAT; }
static inline gboolean
bri_state_same_side (const BriState *s, guint a, guint b)
{
  return s->team[a] == s->team[b];
}

/* Actions, through the variant's rules */

/**
 * bri_state_legal_actions:
 * @state: a deal not over
 * @actions: (out caller-allocates) (array fixed-size=160): room for %BRI_MAX_ACTIONS actions
 *
 * Asks the variant (BriRules.legal_actions) what state->to_act may do now.
 *
 * Returns: how many actions were stored in @actions
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_legal_actions (const BriState *state, BriAction *actions);

/**
 * bri_state_is_legal:
 * @state: a deal
 * @action: an action
 *
 * Returns: whether state->to_act may take @action now
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_is_legal (const BriState *state, BriAction action);

/**
 * bri_state_apply_checked:
 * @state: a deal
 * @action: an action of state->to_act
 * @error: return location for a #GError, or %NULL
 *
 * Applies @action through the variant's rules if it is legal now. bri_state_apply() is the
 * unchecked version that searching players use.
 *
 * Returns: %TRUE if applied, else %FALSE with @error naming the action and the legal ones
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_apply_checked (BriState *state, BriAction action, GError **error);
static inline void
bri_state_apply (BriState *state, BriAction action)
{
  state->config.rules->apply (state, action);
}

/* Trick play, shared by every variant */

/**
 * bri_state_get_trick_rules:
 * @state: a deal
 *
 * Returns: (transfer none): the variant's trick rules (BriRules.trick_rules), or
 *   %bri_trick_rules_briscola when it has none
 */
static inline const BriTrickRules *
bri_state_get_trick_rules (const BriState *state)
{
  const BriTrickRules *rules = state->config.rules->trick_rules;
  return rules != NULL ? rules : &bri_trick_rules_briscola;
}

/**
 * bri_state_card_points:
 * @state: a deal
 * @card: a valid card
 *
 * Returns: what @card counts in this variant, in its units (see #BriTrickRules)
 */
static inline guint
bri_state_card_points (const BriState *state, BriCard card)
{
  return bri_trick_rules_card_points (bri_state_get_trick_rules (state), card);
}

/**
 * bri_state_trick_points:
 * @state: a deal
 * @trick: a trick of @state (the one in progress or a completed one)
 *
 * Returns: what the cards of @trick count together, in the variant's units; a last
 *   trick's bonus (#BriTrickRules.last_trick_bonus) is not a card and is left out
 */
static inline guint
bri_state_trick_points (const BriState *state, const BriTrick *trick)
{
  guint points = 0;

  for (guint i = 0; i < trick->len; i++)
    points += bri_state_card_points (state, trick->card[i]);
  return points;
}

/**
 * bri_state_format_points:
 * @state: a deal
 * @units: points in the variant's units, as bri_state_seat_points() counts them
 *
 * Writes points as people read them, in whole points and, where the variant counts
 * fractions, a fraction: "14", "3⅓" (bri_trick_rules_format_points()).
 *
 * Returns: (transfer full): the points; free with g_free()
 */
BRI_AVAILABLE_IN_ALL
char    *bri_state_format_points (const BriState *state, guint units);

/**
 * bri_state_points_plural:
 * @state: a deal
 * @units: points in the variant's units
 *
 * The number to give ngettext() for a text showing bri_state_format_points(): the whole
 * points, or, when there is a fraction, a number other than one, as fractions take the
 * plural ("1⅓ points", "⅔ points") in the languages the game speaks.
 *
 * Returns: the count that chooses the plural form
 */
static inline guint
bri_state_points_plural (const BriState *state, guint units)
{
  guint unit = bri_trick_rules_get_point_unit (bri_state_get_trick_rules (state));
  return units % unit == 0 ? units / unit : units / unit + 2;
}

/**
 * bri_state_trick_winner:
 * @state: a deal
 * @trick: a trick of at least one card, state->trick or one imagined
 *
 * Who takes @trick by the variant's trick rules, with state->trump_suit as trump.
 *
 * Returns: the index in @trick of the winning card (trick->seat[] gives its seat)
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_trick_winner (const BriState *state, const BriTrick *trick);

/**
 * bri_trick_winner:
 * @trick: a trick of at least one card
 * @trump_suit: the trump #BriSuit, or %BRI_NO_SUIT
 *
 * The Briscola family's rule with its rank order (%bri_trick_rules_briscola): the highest
 * trump takes the trick; without a trump, the highest card of the suit led. Use
 * bri_state_trick_winner() to follow a variant's own trick rules.
 *
 * Returns: the index in @trick of the winning card (trick->seat[] gives its seat)
 */
BRI_AVAILABLE_IN_ALL
guint    bri_trick_winner (const BriTrick *trick, guint trump_suit);

/**
 * bri_state_legal_plays:
 * @state: a deal in play
 * @actions: (out caller-allocates) (array fixed-size=160): room for %BRI_MAX_ACTIONS actions
 *
 * For BriRules.legal_actions: the cards state->to_act may play, every card of the hand,
 * or only those of the suit led when state->must_follow is set and the hand has one.
 *
 * Returns: how many actions were stored in @actions
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_legal_plays (const BriState *state, BriAction *actions);

/**
 * bri_state_legal_cards:
 * @state: a deal in play
 *
 * For BriRules.legal_cards: the cards bri_state_legal_plays() lists, as a set.
 *
 * Returns: the cards state->to_act may play
 */
BRI_AVAILABLE_IN_ALL
BriCardSet bri_state_legal_cards (const BriState *state);

/**
 * bri_state_play_card:
 * @state: a deal in play
 * @card: a card of state->to_act's hand
 *
 * Plays state->to_act's card; when it completes the trick, resolves it (the winner takes
 * the cards, state->last_trick is set). Drawing and the next lead are left to the caller,
 * or done by bri_state_play_and_continue().
 *
 * Returns: %TRUE if the card completed the trick
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_play_card (BriState *state, BriCard card);

/**
 * bri_state_add_to_trick:
 * @state: a deal in play
 * @card: a card of state->to_act's hand
 *
 * The first half of bri_state_play_card(), for variants that act between the two (a
 * trump named once the first trick is complete): adds the card to the trick and, unless
 * that completes it, passes the turn on.
 *
 * Returns: %TRUE if the card completed the trick
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_add_to_trick (BriState *state, BriCard card);

/**
 * bri_state_resolve_trick:
 * @state: a deal whose current trick is complete
 *
 * The second half of bri_state_play_card(): gives the trick's cards to its winner
 * (bri_state_trick_winner()) and moves it to state->last_trick.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_resolve_trick (BriState *state);

/**
 * bri_state_draw:
 * @state: a deal after a resolved trick
 * @winner: the seat that draws first
 *
 * Each seat draws state->draws_per_trick cards from the stock, @winner first. When the
 * stock runs out mid-draw, only the seats holding the most cards play on.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_draw (BriState *state, guint winner);

/**
 * bri_state_start_trick:
 * @state: a deal
 * @leader: the seat to lead, or the next seat after it that still plays
 *
 * Starts an empty trick and gives the turn to its leader.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_start_trick (BriState *state, guint leader);

/**
 * bri_state_play_and_continue:
 * @state: a deal in play
 * @card: a card of state->to_act's hand
 *
 * For BriRules.apply: plays @card and, when it completes the trick, draws (winner first),
 * then lets the winner lead, or ends the deal when no cards are left.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_play_and_continue (BriState *state, BriCard card);

/**
 * bri_state_apply_play:
 * @state: a deal in play
 * @action: a %BRI_ACTION_PLAY of a card of state->to_act's hand
 *
 * BriRules.apply for a variant whose only actions are cards played: its rules table
 * can point at this, and BriRules.legal_actions at bri_state_legal_plays(). Random
 * playouts of such a variant run without a call per card.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_apply_play (BriState *state, BriAction action);

/**
 * bri_state_finish:
 * @state: a deal
 *
 * Ends the deal: nobody is to act any more.
 */
BRI_AVAILABLE_IN_ALL
void     bri_state_finish (BriState *state);
static inline guint bri_state_trick_size (const BriState *s)
{
  /* Counting the eight seat bits alone costs a third of counting a 64-bit card set on
   * processors without popcnt, and this is asked for every card played. */
  guint m = s->playing;
  m = m - ((m >> 1) & 0x55);
  m = (m & 0x33) + ((m >> 2) & 0x33);
  return ((m + (m >> 4)) & 0x0f) * s->rounds_per_trick;
}

/* Points */

/**
 * bri_state_seat_points:
 * @state: a deal
 * @seat: a seat
 *
 * Returns: the card points in the tricks @seat took, in the variant's units (see
 *   #BriTrickRules), with the last trick's bonus once the deal is over
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_seat_points (const BriState *state, guint seat);

/**
 * bri_state_side_points:
 * @state: a deal
 * @side: a side, as state->team[] numbers them
 *
 * Returns: the card points in the tricks the seats of @side took, in the variant's
 *   units, with the last trick's bonus once the deal is over
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_side_points (const BriState *state, guint side);

/**
 * bri_state_n_sides:
 * @state: a deal
 *
 * Returns: how many sides state->team[] forms
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_n_sides (const BriState *state);

G_END_DECLS
