/* bri-player.h: computer players for every variant, through the generic rules: random,
 * greedy (rules of thumb) and the searching levels easy, normal and hard.
 *
 * A player chooses an action for state->to_act from what that seat can see.
 * Choosing is pure C and thread-safe, so front ends run it on a worker thread.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <gio/gio.h>

#include "bri-search.h"
#include "bri-state.h"

G_BEGIN_DECLS

typedef enum
{
  BRI_PLAYER_RANDOM,
  BRI_PLAYER_GREEDY,
  BRI_PLAYER_EASY,
  BRI_PLAYER_NORMAL,
  BRI_PLAYER_HARD,
  BRI_N_PLAYER_KINDS,
} BriPlayerKind;

BRI_AVAILABLE_IN_ALL
const char *bri_player_kind_to_string (BriPlayerKind kind);
BRI_AVAILABLE_IN_ALL
gboolean    bri_player_kind_parse (const char *text, BriPlayerKind *kind);

/* Chooses for state->to_act. @cancellable may be NULL. */
BRI_AVAILABLE_IN_ALL
BriAction   bri_player_choose (BriPlayerKind kind, const BriState *state, BriRng *rng,
                               GCancellable *cancellable);

/* The same, and what the search did when @kind searches (@stats may be NULL). */
BRI_AVAILABLE_IN_ALL
BriAction   bri_player_choose_full (BriPlayerKind kind, const BriState *state, BriRng *rng,
                                    GCancellable *cancellable, BriSearchStats *stats);
/* The same, the searching levels reading every play of the deal in @log (see
 * bri_search_choose_with_log()), at the odds @model (may be NULL) learned of the other
 * seats. Without a log (NULL) they read nothing. */
BRI_AVAILABLE_IN_ALL
BriAction   bri_player_choose_with_log (BriPlayerKind kind, const BriState *state,
                                        const BriDealLog *log,
                                        const BriOpponentModel *model, BriRng *rng,
                                        GCancellable *cancellable, BriSearchStats *stats);
/* Folds a finished deal, played from @seat, into @model as far as @kind reads the other
 * seats (bri_opponent_model_learn()); the levels that read nothing learn nothing. Call
 * it before the log is cleared for the next deal. */
BRI_AVAILABLE_IN_ALL
void        bri_player_learn (BriPlayerKind kind, BriOpponentModel *model,
                              const BriDealLog *log, guint seat, BriRng *rng);
BRI_AVAILABLE_IN_ALL
gboolean    bri_player_kind_searches (BriPlayerKind kind);

BRI_AVAILABLE_IN_ALL
BriAction   bri_player_random (const BriState *state, BriRng *rng);
BRI_AVAILABLE_IN_ALL
BriAction   bri_player_greedy (const BriState *state, BriRng *rng);

G_END_DECLS
