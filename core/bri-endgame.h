/* bri-endgame.h: exact search of a deal whose hands are all known: alpha-beta over the
 * outcome and card points, for the end of two-player deals and for sampled deals. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <gio/gio.h>

#include "bri-state.h"

G_BEGIN_DECLS

/* Values of finished deals for a seat: 256 × outcome (2 won, 1 tied or void, 0 lost;
 * by the sign of the seat's stake where the variant scores stakes) + its side's points. */
#define BRI_ENDGAME_WON 512
#define BRI_ENDGAME_TIED 256

BRI_AVAILABLE_IN_ALL
int      bri_endgame_value (const BriState *state, guint seat);

/* Searches @state as if every hand were open, both sides playing their best: @seat's
 * side against all others. Fills @values with the value for @seat of each of the @n
 * legal actions of state->to_act. Optional talk (BRI_ACTION_SAY beside other choices)
 * is not searched: it cannot change what open hands can make. Returns FALSE when it
 * gave up at @node_limit positions (0 for no limit), at @deadline_us (monotonic time,
 * 0 for none) or on @cancellable. @nodes, if not NULL, grows by the positions visited. */
BRI_AVAILABLE_IN_ALL
gboolean bri_endgame_solve (const BriState *state, guint seat, const BriAction *actions,
                            guint n, int *values, guint64 node_limit, gint64 deadline_us,
                            GCancellable *cancellable, guint64 *nodes);

G_END_DECLS
