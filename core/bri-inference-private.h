/* bri-inference-private.h: one seat's plays read under each kind of player, for the
 * deal reader and the opponent model alike. */
#pragma once

#include "bri-deal-log.h"
#include "bri-opponent-model.h"
#include "bri-state.h"

G_BEGIN_DECLS

/* The likelihood of seat @o's plays in @log under each kind of player, averaged over
 * @histories orders of its draws (see bri_inference_deal_likelihood()), and of its bids
 * and calls too when @with_bids. FALSE, with nothing written, when the seat's hand cannot
 * be traced or it has nothing to read. */
gboolean bri_inference_seat_kinds (const BriDealLog *log, const BriState *world, guint o,
                                   gboolean with_bids, double noise, guint histories,
                                   BriRng *rng, double likelihood[BRI_N_OPPONENT_KINDS]);

G_END_DECLS
