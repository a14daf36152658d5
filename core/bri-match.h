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
};

BRI_AVAILABLE_IN_ALL
void bri_match_init (BriMatch *match, const BriConfig *config, guint first_dealer);
BRI_AVAILABLE_IN_ALL
void bri_match_add_deal (BriMatch *match, const BriState *state, BriDealScore *score);

/* The usual way to score a deal: card points per side, the most points wins. */
BRI_AVAILABLE_IN_ALL
void bri_deal_score_by_points (const BriState *state, BriDealScore *score);

/* Helpers for BriRules.match_update */
BRI_AVAILABLE_IN_ALL
void bri_match_credit_side (BriMatch *match, const BriState *state, guint side, gint32 points);
BRI_AVAILABLE_IN_ALL
void bri_match_finish (BriMatch *match, guint8 winners);
BRI_AVAILABLE_IN_ALL
void bri_match_rotate_dealer (BriMatch *match, const BriDealScore *score);
BRI_AVAILABLE_IN_ALL
guint8 bri_match_leading_seats (const BriMatch *match, gboolean by_wins);

G_END_DECLS
