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

#define BRI_MAX_TRICK 16        /* eight seats, two rounds (double tricks) */
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

typedef struct
{
  BriCard card[BRI_MAX_TRICK];
  guint8 seat[BRI_MAX_TRICK];
  guint8 len;
  guint8 leader;
  guint8 winner; /* BRI_NO_SEAT until resolved */
} BriTrick;

struct _BriState
{
  BriConfig config;
  BriCardSet deck;                     /* every card of this deal */
  BriCardSet hand[BRI_MAX_SEATS];
  BriCardSet pile[BRI_MAX_SEATS];      /* cards each seat took */
  BriCardSet played;                   /* cards played to tricks so far */
  BriCardSet voids[BRI_MAX_SEATS];     /* cards a seat showed it cannot hold */
  BriCardSet talon;                    /* face-down cards set aside (Chiamata's monte) */
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
  guint8 ext[BRI_STATE_EXT_SIZE];      /* the variant's own state */
};

/* Set up */
BRI_AVAILABLE_IN_ALL
void     bri_state_init (BriState *state, const BriConfig *config, guint dealer);
BRI_AVAILABLE_IN_ALL
void     bri_state_deal_random (BriState *state, const BriConfig *config, guint dealer,
                                BriRng *rng);
BRI_AVAILABLE_IN_ALL
gboolean bri_state_deal_ordered (BriState *state, const BriConfig *config, guint dealer,
                                 const BriCard *order, guint n_cards, GError **error);

/* Helpers for BriRules.deal */
BRI_AVAILABLE_IN_ALL
guint    bri_state_deal_hands (BriState *state, const BriCard *order, guint n_cards,
                               guint hand_size);
BRI_AVAILABLE_IN_ALL
void     bri_state_set_stock (BriState *state, const BriCard *cards, guint n_cards);
BRI_AVAILABLE_IN_ALL
void     bri_state_turn_trump (BriState *state, BriCard card);

/* Seats */
static inline guint bri_state_first_seat (const BriState *s) { return (s->dealer + 1u) % s->n_seats; }
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
BRI_AVAILABLE_IN_ALL
guint    bri_state_legal_actions (const BriState *state, BriAction *actions);
BRI_AVAILABLE_IN_ALL
gboolean bri_state_is_legal (const BriState *state, BriAction action);
BRI_AVAILABLE_IN_ALL
gboolean bri_state_apply_checked (BriState *state, BriAction action, GError **error);
static inline void
bri_state_apply (BriState *state, BriAction action)
{
  state->config.rules->apply (state, action);
}

/* Trick play, shared by every variant */
BRI_AVAILABLE_IN_ALL
guint    bri_trick_winner (const BriTrick *trick, guint trump_suit);
BRI_AVAILABLE_IN_ALL
guint    bri_state_legal_plays (const BriState *state, BriAction *actions);
/* Plays state->to_act's card; when it completes the trick, resolves it (the winner takes
 * the cards, last_trick is set) and returns TRUE. Drawing and the next lead are left to
 * the caller, or done by bri_state_play_and_continue(). */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_play_card (BriState *state, BriCard card);
/* The two halves of bri_state_play_card, for variants that act between them
 * (a trump named after the first trick is complete). */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_add_to_trick (BriState *state, BriCard card);
BRI_AVAILABLE_IN_ALL
void     bri_state_resolve_trick (BriState *state);
BRI_AVAILABLE_IN_ALL
void     bri_state_draw (BriState *state, guint winner);
BRI_AVAILABLE_IN_ALL
void     bri_state_start_trick (BriState *state, guint leader);
BRI_AVAILABLE_IN_ALL
void     bri_state_play_and_continue (BriState *state, BriCard card);
BRI_AVAILABLE_IN_ALL
void     bri_state_finish (BriState *state);
static inline guint bri_state_trick_size (const BriState *s)
{
  return bri_card_set_count (s->playing) * s->rounds_per_trick;
}

/* Points */
BRI_AVAILABLE_IN_ALL
guint    bri_state_seat_points (const BriState *state, guint seat);
BRI_AVAILABLE_IN_ALL
guint    bri_state_side_points (const BriState *state, guint side);
BRI_AVAILABLE_IN_ALL
guint    bri_state_n_sides (const BriState *state);

G_END_DECLS
