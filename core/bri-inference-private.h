/* bri-inference-private.h: one seat's plays read under each kind of player, for the
 * deal reader and the opponent model alike. */
#pragma once

#include "bri-deal-log.h"
#include "bri-opponent-model.h"
#include "bri-state.h"

G_BEGIN_DECLS

/* Readings of single plays of one log at one noise, remembered across the sampled deals
 * of a decision, or the seats of a learnt deal: the same play read with the same hand
 * always gives the same chances, and is read once. */
typedef struct _BriPlayReadings BriPlayReadings;

BriPlayReadings *bri_play_readings_new  (const BriDealLog *log, double noise);
void             bri_play_readings_free (BriPlayReadings *readings);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (BriPlayReadings, bri_play_readings_free)

/* The likelihood of seat @o's plays in @log under each kind of player, averaged over
 * @histories orders of its draws (see bri_inference_deal_likelihood()), and of its bids
 * and calls too when @with_bids. FALSE, with nothing written, when the seat's hand cannot
 * be traced or it has nothing to read. */
gboolean bri_inference_seat_kinds (const BriDealLog *log, const BriState *world, guint o,
                                   gboolean with_bids, double noise, guint histories,
                                   BriPlayReadings *readings, BriRng *rng,
                                   double likelihood[BRI_N_OPPONENT_KINDS]);

/* bri_inference_deal_likelihood(), remembering its readings in @readings (nullable: made
 * for @log and @noise) for the next sampled deal. */
double bri_inference_read_deal (const BriDealLog *log, const BriState *world, guint seat,
                                const BriOpponentModel *model, double noise, guint histories,
                                BriPlayReadings *readings, BriRng *rng);

G_END_DECLS
