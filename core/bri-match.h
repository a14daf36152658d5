/* bri-match.h: scoring a deal, and a match of several deals. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-state.h"

G_BEGIN_DECLS

typedef enum
{
  BRI_OUTCOME_WIN,  /* one side won */
  BRI_OUTCOME_TIE,  /* level points, nobody won */
  BRI_OUTCOME_VOID, /* the deal does not count */
} BriOutcome;

struct _BriDealScore
{
  guint16 points[BRI_MAX_SEATS];      /* card points taken per seat */
  guint16 side_points[BRI_MAX_SEATS]; /* per side (state->team) */
  guint8 n_sides;
  guint8 outcome;                     /* BriOutcome */
  guint8 winner_side;                 /* with BRI_OUTCOME_WIN */
  guint8 replay;                      /* the same dealer deals again */
  gint16 stake[BRI_MAX_SEATS];        /* match points per seat, where the variant has them */
};

struct _BriMatch
{
  BriConfig config;
  guint8 dealer;                 /* dealer of the next deal */
  guint8 finished;
  guint8 winners;                /* bit per winning seat once finished; 0 for a drawn match */
  guint16 n_deals;               /* deals scored so far */
  guint16 wins[BRI_MAX_SEATS];   /* deals won per seat */
  gint32 score[BRI_MAX_SEATS];   /* cumulative points or stakes per seat, as the variant keeps */
  guint16 n_counted;             /* deals that counted: n_deals less those dealt again */
};

/**
 * bri_match_init:
 * @match: (out caller-allocates): the match to set up
 * @config: the variant and its options
 * @first_dealer: the seat that deals first
 *
 * Starts a match with no deals played.
 */
BRI_AVAILABLE_IN_ALL
void bri_match_init (BriMatch *match, const BriConfig *config, guint first_dealer);

/**
 * bri_match_add_deal:
 * @match: a match not finished
 * @state: a finished deal of it
 * @score: (out caller-allocates): where the deal's score goes
 *
 * Scores @state with BriRules.score, counts the deal won by the winning side's seats, and
 * lets BriRules.match_update add it to the match.
 */
BRI_AVAILABLE_IN_ALL
void bri_match_add_deal (BriMatch *match, const BriState *state, BriDealScore *score);

/**
 * bri_deal_score_by_points:
 * @state: a finished deal
 * @score: (out caller-allocates): where the score goes
 *
 * For BriRules.score, the usual way: card points per seat and side; the side with the most
 * points wins; level points are a tie (a void deal when every one of three or more sides
 * is level).
 */
BRI_AVAILABLE_IN_ALL
void bri_deal_score_by_points (const BriState *state, BriDealScore *score);

/**
 * bri_match_credit_side:
 * @match: a match
 * @state: the deal, for its sides
 * @side: a side, as state->team[] numbers them
 * @points: what to add to the score of each of its seats
 *
 * For BriRules.match_update: adds @points to match->score[] of every seat of @side.
 */
BRI_AVAILABLE_IN_ALL
void bri_match_credit_side (BriMatch *match, const BriState *state, guint side, gint32 points);

/**
 * bri_match_finish:
 * @match: a match
 * @winners: a bit per winning seat, 0 for a drawn match
 *
 * For BriRules.match_update: ends the match.
 */
BRI_AVAILABLE_IN_ALL
void bri_match_finish (BriMatch *match, guint8 winners);

/**
 * bri_match_rotate_dealer:
 * @match: a match
 * @score: the deal just scored
 *
 * For BriRules.match_update: passes the deal to the next seat, unless the deal is to be
 * dealt again by the same dealer (score->replay).
 */
BRI_AVAILABLE_IN_ALL
void bri_match_rotate_dealer (BriMatch *match, const BriDealScore *score);

/**
 * bri_match_leading_seats:
 * @match: a match
 * @by_wins: whether to compare deals won (match->wins) rather than match->score
 *
 * Returns: a bit per seat that leads, several when level
 */
BRI_AVAILABLE_IN_ALL
guint8 bri_match_leading_seats (const BriMatch *match, gboolean by_wins);

G_END_DECLS
