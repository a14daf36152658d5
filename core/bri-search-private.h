/* bri-search-private.h: the search's play-out policy over a list of moves the caller
 * has already made, so that readers of a deal do not list them twice. */
#pragma once

#include "bri-state.h"

G_BEGIN_DECLS

/* Drops talk (BRI_ACTION_SAY) from @actions in place unless nothing else is left, as
 * bri_search_legal_actions() does; returns how many are kept. */
guint     bri_search_without_talk (BriAction *actions, guint n);

/* bri_search_playout_action()'s choice among @actions, the legal moves of @state
 * without talk (bri_search_without_talk()). */
BriAction bri_search_policy_action (const BriState *state, const BriAction *actions,
                                    guint n, BriRng *rng, double noise);

G_END_DECLS
