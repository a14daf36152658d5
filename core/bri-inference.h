/* bri-inference.h: reading the other seats' plays. A sampled deal in which the cards
 * already on the table are what a reasonable player would have played is likelier than
 * one in which they are odd choices; the search samples deals in proportion.
 *
 * The model of reasonable play is the search's own rule of thumb
 * (bri_search_playout_action), trusted with probability 1 − @noise; with probability
 * @noise a seat plays any legal card. The plays read are those of the trick in
 * progress, which the state keeps.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

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

G_END_DECLS
