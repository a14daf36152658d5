/* bri-search.h: the searching computer players: information-set Monte Carlo tree search
 * over sampled deals, and exact endgame search once little or nothing is hidden.
 *
 * The search sees only what the deciding seat may know: every iteration deals the cards
 * the seat cannot see anew (bri_state_resample) and plays the deal through the variant's
 * own legal_actions and apply hooks, so every variant is searched the same way.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <gio/gio.h>

#include "bri-deal-log.h"
#include "bri-opponent-model.h"
#include "bri-state.h"

G_BEGIN_DECLS

typedef struct
{
  guint iterations;      /* tree search iterations (sampled deals played out) */
  guint time_limit_ms;   /* a cap on the whole decision, whatever is left to do */
  double exploration;    /* UCB exploration constant */
  double playout_noise;  /* chance of a random move instead of the rule of thumb, in a
                          * searching seat's play-outs */
  guint endgame_bits;    /* search sampled deals exactly when the game tree left has at
                          * most 2^endgame_bits lines of play (before pruning); 0 never */
  guint endgame_worlds;  /* sampled deals searched exactly per decision */
  guint64 node_limit;    /* nodes of one exact search before giving up on it */
  double inference_noise; /* reading the other seats' plays (bri-inference.h): the
                           * chance of an odd play under the model; 0 reads nothing */
  guint hidden_sides_iterations; /* tree search iterations instead of @iterations in a
                                  * deal the seat began not knowing every seat's side
                                  * (Briscola Chiamata); 0: @iterations */
  double searchers_playout_noise; /* @playout_noise for every seat where the opponent
                                   * model is sure each other seat is a searching
                                   * player, whose card play no rule of thumb foretells */
  guint searchers_iterations;     /* tree search iterations instead of @iterations in
                                   * such a search, also where sides are hidden;
                                   * 0: @iterations */
  double hidden_sides_ties;       /* where sides are hidden, as for
                                   * @hidden_sides_iterations, the rule of thumb's card
                                   * is played instead of the tree's choice when the
                                   * tree holds it within this much mean reward of it
                                   * (with a tenth of its visits or more); 0 never */
  /*< private >*/
  guint64 reserved[6];  /* zero: a later field takes one of these 8-byte slots, so the
                         * struct keeps its size for programs built before it */
} BriSearchParams;

typedef enum
{
  BRI_SEARCH_FORCED,    /* one sensible choice: nothing to search */
  BRI_SEARCH_TREE,      /* Monte Carlo tree search */
  BRI_SEARCH_ENDGAME,   /* exact search of sampled deals */
  BRI_SEARCH_EXACT,     /* exact search: nothing hidden */
  BRI_SEARCH_BLIND,     /* the seat cannot see its own cards */
} BriSearchMethod;

typedef struct
{
  BriAction action;
  guint8 method;        /* BriSearchMethod */
  guint8 cancelled;     /* stopped early by the GCancellable */
  guint8 timed_out;     /* stopped early by the time limit */
  guint iterations;     /* tree iterations or exactly searched deals */
  guint64 nodes;        /* positions visited by exact search */
  gint64 elapsed_us;
  /*< private >*/
  guint64 reserved[4];  /* zero, as BriSearchParams' */
} BriSearchStats;

/* The presets of the easy, normal and hard players. */
BRI_AVAILABLE_IN_ALL
void      bri_search_params_init (BriSearchParams *params, guint level);

/* Chooses for state->to_act from what that seat can see. @cancellable (may be NULL)
 * stops the search early with the best choice so far. @stats may be NULL. */
BRI_AVAILABLE_IN_ALL
BriAction bri_search_choose (const BriState *state, const BriSearchParams *params,
                             BriRng *rng, GCancellable *cancellable, BriSearchStats *stats);

/* The same, reading every play of the deal in @log (may be NULL) when
 * @params->inference_noise is above 0; without a log only the trick on the table is read.
 * @log holds the plays up to @state, which is the table after its last play. @model
 * (may be NULL) is what earlier deals told of the other seats: it weighs their kinds in
 * the reading, and a seat it is sure plays by the rule of thumb, or at random, is played
 * so in the search rather than as a searching opponent. */
BRI_AVAILABLE_IN_ALL
BriAction bri_search_choose_with_log (const BriState *state, const BriDealLog *log,
                                      const BriOpponentModel *model,
                                      const BriSearchParams *params, BriRng *rng,
                                      GCancellable *cancellable, BriSearchStats *stats);

/* The actions a search weighs: optional talk (BRI_ACTION_SAY beside other choices) is
 * left out, as sampled deals cannot tell what it is worth. */
BRI_AVAILABLE_IN_ALL
guint     bri_search_legal_actions (const BriState *state, BriAction *actions);

/* A quick rule-of-thumb choice, as the search plays out deals: a random move at the
 * chance @noise, otherwise the card greedy would play, or the variant's advice. */
BRI_AVAILABLE_IN_ALL
BriAction bri_search_playout_action (const BriState *state, BriRng *rng, double noise);

G_END_DECLS
