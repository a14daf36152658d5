/* bri-search-private.h: the search's play-out policy over a list of moves the caller
 * has already made, so that readers of a deal do not list them twice; exact search
 * against seats known to play by the rule of thumb. */
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

/* bri_endgame_solve(), but the seats in the bit set @by_thumb (not @seat) play the
 * rule of thumb's card rather than their best: a player known to play so is not given
 * credit for a defence it would never find. */
gboolean  bri_endgame_solve_by_kind (const BriState *state, guint seat, guint by_thumb,
                                     const BriAction *actions, guint n, int *values,
                                     guint64 node_limit, gint64 deadline_us,
                                     GCancellable *cancellable, guint64 *nodes);

G_END_DECLS
