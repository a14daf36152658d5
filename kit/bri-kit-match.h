/* bri-kit-match.h: match formats as data.
 *
 * A variant lists its match formats as an option (BriOptionChoice) and, in the same
 * order, a BriKitMatchFormat each that says what the match score adds up and what ends
 * the match; bri_kit_match_update() is then its BriRules.match_update. */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#include <briscola.h>
#include "bri-kit-version-macros.h"

G_BEGIN_DECLS

/* What match->score adds up after each deal that counts. */
typedef enum
{
  BRI_KIT_SCORE_NONE,        /* nothing: the match counts deals won (match->wins) */
  BRI_KIT_SCORE_SEAT_POINTS, /* each seat's own card points */
  BRI_KIT_SCORE_SIDE_POINTS, /* the card points of each seat's side */
} BriKitMatchScore;

/**
 * BriKitMatchFormat:
 * @score: a #BriKitMatchScore
 * @by_wins: whether the winners are the seats with the most deals won rather than the
 *   highest match->score
 * @best_of: with @deals: over as soon as the leading side cannot be caught
 * @deals: over once this many deals counted; 0 for no such limit
 * @wins: over once a side has won this many deals; 0 for no such goal
 * @points: over once a match->score reaches this with one seat alone at the top (level
 *   leaders play on); 0 for no such goal
 *
 * One match format. Whatever ends the match, the winners are the leading seats, and
 * nobody when every seat is level (a drawn match).
 */
typedef struct
{
  guint8 score;
  guint8 by_wins;
  guint8 best_of;
  guint16 deals;
  guint16 wins;
  guint16 points;
} BriKitMatchFormat;

/* The usual formats of the team variants: a single deal, first to win two or three. */
typedef enum
{
  BRI_KIT_TEAM_MATCH_SINGLE,
  BRI_KIT_TEAM_MATCH_FIRST_TO_2,
  BRI_KIT_TEAM_MATCH_FIRST_TO_3,
} BriKitTeamMatch;

/* The choices of a team match option, in BriKitTeamMatch order; ends with { NULL }. */
BRI_KIT_AVAILABLE_IN_ALL
const BriOptionChoice bri_kit_team_match_choices[];
/* Their formats, in the same order: card points of the side, the first side to win. */
BRI_KIT_AVAILABLE_IN_ALL
const BriKitMatchFormat bri_kit_team_match_formats[];

/* The BriOptionSpec entry of a team match option over bri_kit_team_match_choices. */
#define BRI_KIT_OPTION_TEAM_MATCH                                            \
  { "match", N_("Match"), bri_kit_team_match_choices, BRI_KIT_TEAM_MATCH_SINGLE }

/**
 * bri_kit_score_replaying_ties:
 * @state: a finished deal
 * @score: (out caller-allocates): where the score goes
 *
 * For BriRules.score: scores by card points (bri_deal_score_by_points()); a deal that no
 * side won (level at the top, or void) is dealt again by the same dealer.
 */
BRI_KIT_AVAILABLE_IN_ALL
void     bri_kit_score_replaying_ties (const BriState *state, BriDealScore *score);

/**
 * bri_kit_match_is_over:
 * @format: the match's format
 * @match: a match whose latest deal was added
 * @state: that deal, for its sides
 *
 * Returns: whether @format ends @match now
 */
BRI_KIT_AVAILABLE_IN_ALL
gboolean bri_kit_match_is_over (const BriKitMatchFormat *format, const BriMatch *match,
                                const BriState *state);

/**
 * bri_kit_match_finish_with_leaders:
 * @match: a match
 * @by_wins: whether deals won rather than match->score decide
 *
 * Ends @match, won by the leading seats, or drawn when every seat leads.
 */
BRI_KIT_AVAILABLE_IN_ALL
void     bri_kit_match_finish_with_leaders (BriMatch *match, gboolean by_wins);

/**
 * bri_kit_match_update:
 * @format: the match's format
 * @match: a match
 * @state: the deal just scored
 * @score: its score
 *
 * A whole BriRules.match_update: passes the deal on (bri_match_rotate_dealer()); unless
 * the deal is dealt again, adds to match->score what @format keeps, and ends the match
 * when @format says it is over.
 */
BRI_KIT_AVAILABLE_IN_ALL
void     bri_kit_match_update (const BriKitMatchFormat *format, BriMatch *match,
                               const BriState *state, const BriDealScore *score);

/**
 * BRI_KIT_DEFINE_MATCH_UPDATE:
 * @function: the name of the BriRules.match_update hook to define
 * @formats: the variant's #BriKitMatchFormat table
 * @match_option: the index of the variant's match option, whose choices @formats follows
 *
 * Defines a static match_update hook that runs bri_kit_match_update() with the format the
 * configuration chose.
 */
#define BRI_KIT_DEFINE_MATCH_UPDATE(function, formats, match_option)               \
  static void                                                                \
  function (BriMatch *match, const BriState *state, const BriDealScore *score) \
  {                                                                          \
    bri_kit_match_update (&(formats)[match->config.option[(match_option)]], match, \
                          state, score);                                     \
  }

G_END_DECLS
