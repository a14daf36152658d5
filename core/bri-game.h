/* bri-game.h: a match in play, as a GObject that front ends observe.
 *
 * Wraps the plain-C state and match, records every action for saving, emits signals
 * as the game moves, and lets computer players think on a worker thread. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <gio/gio.h>

#include "bri-match.h"
#include "bri-player.h"
#include "bri-saved-game.h"

G_BEGIN_DECLS

#define BRI_TYPE_ACTION (bri_action_get_type ())
BRI_AVAILABLE_IN_ALL
GType bri_action_get_type (void) G_GNUC_CONST;

#define BRI_TYPE_GAME (bri_game_get_type ())
BRI_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (BriGame, bri_game, BRI, GAME, GObject)

BRI_AVAILABLE_IN_ALL
BriGame            *bri_game_new (const BriConfig *config, guint64 seed, guint first_dealer);
BRI_AVAILABLE_IN_ALL
BriGame            *bri_game_new_from_record (BriRecord *record, GError **error);
BRI_AVAILABLE_IN_ALL
const BriState     *bri_game_get_state (BriGame *self);
BRI_AVAILABLE_IN_ALL
const BriMatch     *bri_game_get_match (BriGame *self);
BRI_AVAILABLE_IN_ALL
const BriDealScore *bri_game_get_last_score (BriGame *self);
BRI_AVAILABLE_IN_ALL
const BriRecord    *bri_game_get_record (BriGame *self);
/* The plays of the deal in progress, for bri_player_choose_with_log(); free it with
 * bri_deal_log_free(). */
BRI_AVAILABLE_IN_ALL
BriDealLog         *bri_game_dup_deal_log (BriGame *self);
/* What a computer player of @kind at @seat learned of the others in the finished deals
 * of the match (bri_player_learn()), for bri_player_choose_with_log(). Owned by the
 * game, valid until the game moves on. */
BRI_AVAILABLE_IN_ALL
const BriOpponentModel *bri_game_get_opponent_model (BriGame *self, guint seat,
                                                     BriPlayerKind kind);
BRI_AVAILABLE_IN_ALL
gboolean            bri_game_apply (BriGame *self, BriAction action, GError **error);
/* Starts the next deal of an unfinished match once the current one is over. */
BRI_AVAILABLE_IN_ALL
gboolean            bri_game_next_deal (BriGame *self);
/* Where @seat's last decision lies in the current deal's actions, or -1 when the deal
 * holds none or is over (a finished deal is scored and stays). */
BRI_AVAILABLE_IN_ALL
int                 bri_game_find_undo_point (BriGame *self, guint seat);
/* Takes back @seat's last decision of the current deal (whatever its kind: a card, a bid,
 * a call, a discard, a message) and every action after it; the record forgets them. */
BRI_AVAILABLE_IN_ALL
gboolean            bri_game_undo (BriGame *self, guint seat, GError **error);

BRI_AVAILABLE_IN_ALL
void                bri_game_choose_async (BriGame *self, BriPlayerKind kind,
                                           GCancellable *cancellable,
                                           GAsyncReadyCallback callback, gpointer user_data);
BRI_AVAILABLE_IN_ALL
gboolean            bri_game_choose_finish (BriGame *self, GAsyncResult *result,
                                            BriAction *action, GError **error);

G_END_DECLS
