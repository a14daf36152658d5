/* bri-inference.h: reading the other seats' plays. A sampled deal in which the cards
 * already on the table are what a reasonable player would have played is likelier than
 * one in which they are odd choices; the search samples deals in proportion.
 *
 * The model of reasonable play is the search's own rule of thumb
 * (bri_search_playout_action), trusted with probability 1 − @noise; with probability
 * @noise a seat plays any legal card. The state keeps only the trick in progress; a
 * BriDealLog gives every play of the deal.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-deal-log.h"
#include "bri-opponent-model.h"
#include "bri-state.h"
#include "bri-version-macros.h"

G_BEGIN_DECLS

/* How likely, in the deal @world (every card placed), the cards the seats other than
 * @seat put into the trick in progress are under the model: a probability in (0, 1],
 * 1 when there is nothing to read. */
BRI_AVAILABLE_IN_ALL
double bri_inference_likelihood (const BriState *world, guint seat, double noise);

/* Like bri_state_resample(), but the deals come in proportion to their likelihood
 * (rejection sampling, with a bounded number of draws). @noise 0 or 1 reads nothing. */
BRI_AVAILABLE_IN_ALL
void   bri_inference_resample (const BriState *state, guint seat, double noise, BriRng *rng,
                               BriState *world);

/* How likely, in the deal @world (every card placed, as it is now), all the cards the
 * seats other than @seat played in @log are, and the bids and calls they made before
 * the first card: a player by the rule of thumb follows the variant's advice in them,
 * the other kinds bid as they like. Each seat is read as one of the kinds of
 * player of BriOpponentKind, at the odds @model learned in earlier deals (even odds
 * when NULL): one that follows the model above in all its plays, one that follows it
 * in its replies (strictly or loosely) but leads as it likes (a searching player), or a
 * random one; the kind that explains its plays best counts most. Which of a seat's
 * draws brought each card is hidden, so this averages over @histories orders of its
 * draws in which every card was in hand when played, each drawn in proportion to how
 * well it explains the plays and weighed back: 0 when none fits. A seat whose hand
 * cannot be traced through the log (it lost cards other than by playing them) is not
 * read. */
BRI_AVAILABLE_IN_ALL
double bri_inference_deal_likelihood (const BriDealLog *log, const BriState *world,
                                      guint seat, const BriOpponentModel *model,
                                      double noise, guint histories, BriRng *rng);

G_END_DECLS
