/* briscola-game-controller.h: a match in play, without widgets: the BriGame, the
 * computer players' turns on a worker thread, hints, the autosave after every change,
 * and undo. The game view shows what it reports and forwards the human's decisions. */
#pragma once

#include <gio/gio.h>
#include <briscola.h>

G_BEGIN_DECLS

/* What the next step of the match is, once the last change has been shown. */
typedef enum
{
  BRISCOLA_TURN_NONE,     /* no game, or a computer player is thinking already */
  BRISCOLA_TURN_OVER,     /* the deal is over */
  BRISCOLA_TURN_HUMAN,    /* the human is to act */
  BRISCOLA_TURN_COMPUTER, /* a computer player has started thinking */
} BriscolaTurn;

#define BRISCOLA_TYPE_GAME_CONTROLLER (briscola_game_controller_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaGameController, briscola_game_controller, BRISCOLA,
                      GAME_CONTROLLER, GObject)

/* @settings gives the computer players' level, whether undo is allowed (casual mode),
 * and keeps the statistics of finished matches. */
BriscolaGameController *
briscola_game_controller_new (GSettings *settings);
/* Plays @game, the human at seat 0, and saves it. */
void     briscola_game_controller_set_game      (BriscolaGameController  *self,
                                                 BriGame                 *game);
BriGame *briscola_game_controller_get_game      (BriscolaGameController  *self);
guint    briscola_game_controller_get_human     (BriscolaGameController  *self);
/* Where to save the match after every change (NULL: nowhere). */
void     briscola_game_controller_set_autosave_path (BriscolaGameController *self,
                                                     const char             *path);
/* Stops thinking and lets go of the game (the autosave stays). */
void     briscola_game_controller_stop          (BriscolaGameController  *self);

/* Moves the match on: starts the computer player to act thinking ("action-applied" is
 * emitted when it has chosen), or says that the human is to act or the deal is over. */
BriscolaTurn
         briscola_game_controller_advance       (BriscolaGameController  *self);
/* The seat of the computer player thinking, or BRI_NO_SEAT. */
guint    briscola_game_controller_get_thinking  (BriscolaGameController  *self);
/* Applies the human's @action. */
gboolean briscola_game_controller_apply         (BriscolaGameController  *self,
                                                 BriAction                action,
                                                 GError                 **error);

/* Whether undo is allowed and the human has a decision in this deal to take back. */
gboolean briscola_game_controller_get_can_undo  (BriscolaGameController  *self);
/* Takes back the human's last decision of the deal and what followed, and saves. */
gboolean briscola_game_controller_undo          (BriscolaGameController  *self,
                                                 GError                 **error);

/* The computer's advice for the human's decision (at least the rule-of-thumb player's). */
void     briscola_game_controller_hint_async    (BriscolaGameController  *self,
                                                 GCancellable            *cancellable,
                                                 GAsyncReadyCallback      callback,
                                                 gpointer                 user_data);
gboolean briscola_game_controller_hint_finish   (BriscolaGameController  *self,
                                                 GAsyncResult            *result,
                                                 BriAction               *action,
                                                 GError                 **error);

G_END_DECLS
