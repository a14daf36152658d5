/* bri-random-playout.h: deals played out with uniformly random legal actions, as fast as
 * the variant allows (benchmarks, and players that choose at random). */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-action.h"
#include "bri-rng.h"
#include "bri-types.h"

G_BEGIN_DECLS

/**
 * bri_random_action:
 * @state: a deal not over
 * @rng: the random source
 *
 * Chooses one of state->to_act's legal actions uniformly at random: the very action
 * `legal[bri_rng_below (rng, n)]` picks from bri_state_legal_actions(), drawing the same
 * number from @rng, but without listing the actions when the variant gives its legal
 * cards as a set (BriRules.legal_cards).
 *
 * Returns: the action chosen
 */
BRI_AVAILABLE_IN_ALL
BriAction bri_random_action (const BriState *state, BriRng *rng);

/**
 * bri_random_playout:
 * @state: a deal
 * @rng: the random source
 *
 * Plays @state to its end, each action chosen by bri_random_action().
 *
 * Returns: how many actions were taken
 */
BRI_AVAILABLE_IN_ALL
guint     bri_random_playout (BriState *state, BriRng *rng);

G_END_DECLS
