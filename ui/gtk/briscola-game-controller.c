/* briscola-game-controller.c: a match in play, without widgets.
 *
 * The controller owns the BriGame for the human at seat 0. It re-emits the game's
 * "deal-started" and "action-applied" (with the state before the action, which the view
 * needs to show the move), saves the match after each of them, lets a computer player
 * choose on a worker thread when asked to move the match on, counts finished matches in
 * the statistics, and takes the human's decisions back. It knows no variant and no
 * widget, so a test drives it without a display. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "briscola-game-controller.h"
#include "briscola-settings.h"

struct _BriscolaGameController
{
  GObject parent_instance;

  GSettings *settings;
  BriGame *game;
  BriState prev;        /* the state before the action being applied */
  guint human;
  char *autosave_path;

  GCancellable *thinking;
  guint thinking_seat;
};

enum
{
  PROP_0,
  PROP_THINKING,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum { DEAL_STARTED, ACTION_APPLIED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaGameController, briscola_game_controller, G_TYPE_OBJECT)

static void
set_thinking (BriscolaGameController *self, guint seat)
{
  if (self->thinking_seat == seat)
    return;
  self->thinking_seat = seat;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

static void
autosave (BriscolaGameController *self)
{
  g_autoptr (GError) error = NULL;

  if (self->autosave_path == NULL || self->game == NULL)
    return;
  if (bri_game_get_match (self->game)->finished)
    {
      /* A finished match is not resumed: the next start offers a new game. */
      g_unlink (self->autosave_path);
      return;
    }
  if (!bri_saved_game_save (bri_game_get_record (self->game), self->autosave_path, &error))
    g_warning ("Could not save the game to %s: %s", self->autosave_path, error->message);
}

static void
on_action_applied (BriGame                *game,
                   guint                   seat,
                   BriAction              *action,
                   BriscolaGameController *self)
{
  BriState before = self->prev;

  self->prev = *bri_game_get_state (game);
  g_signal_emit (self, signals[ACTION_APPLIED], 0, seat, action, &before);
  autosave (self);
}

static void
on_deal_started (BriGame                *game,
                 BriscolaGameController *self)
{
  self->prev = *bri_game_get_state (game);
  g_signal_emit (self, signals[DEAL_STARTED], 0);
  autosave (self);
}

static void
on_match_over (BriGame                *game,
               BriscolaGameController *self)
{
  const BriMatch *match = bri_game_get_match (game);

  briscola_settings_record_match (self->settings, match->config.rules->id,
                                  (match->winners & (1u << self->human)) != 0,
                                  match->winners == 0);
  autosave (self);
}

static void
stop_thinking (BriscolaGameController *self)
{
  g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  set_thinking (self, BRI_NO_SEAT);
}

static void
on_chosen (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr (BriscolaGameController) self = data;
  g_autoptr (GError) error = NULL;
  BriAction action;

  if (!bri_game_choose_finish (BRI_GAME (source), result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("A computer player could not choose: %s", error->message);
      return;
    }
  if (self->game != BRI_GAME (source))
    return;
  g_clear_object (&self->thinking);
  self->thinking_seat = BRI_NO_SEAT;
  if (!bri_game_apply (self->game, action, &error))
    g_warning ("A computer player chose an illegal action: %s", error->message);
  /* Said once the action is applied, so that what depends on it (undo) is current. */
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING]);
}

BriscolaTurn
briscola_game_controller_advance (BriscolaGameController *self)
{
  const BriState *state;

  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), BRISCOLA_TURN_NONE);

  if (self->game == NULL || self->thinking != NULL)
    return BRISCOLA_TURN_NONE;
  state = bri_game_get_state (self->game);
  if (bri_state_is_over (state))
    return BRISCOLA_TURN_OVER;
  if (state->to_act == self->human)
    return BRISCOLA_TURN_HUMAN;

  self->thinking = g_cancellable_new ();
  bri_game_choose_async (self->game, briscola_settings_ai_level (self->settings),
                         self->thinking, on_chosen, g_object_ref (self));
  set_thinking (self, state->to_act);
  return BRISCOLA_TURN_COMPUTER;
}

guint
briscola_game_controller_get_thinking (BriscolaGameController *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), BRI_NO_SEAT);
  return self->thinking_seat;
}

gboolean
briscola_game_controller_apply (BriscolaGameController  *self,
                                BriAction                action,
                                GError                 **error)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return bri_game_apply (self->game, action, error);
}

void
briscola_game_controller_stop (BriscolaGameController *self)
{
  g_return_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self));

  stop_thinking (self);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
}

void
briscola_game_controller_set_game (BriscolaGameController *self,
                                   BriGame                *game)
{
  g_return_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self));
  g_return_if_fail (BRI_IS_GAME (game));

  g_object_ref (game);
  briscola_game_controller_stop (self);
  self->game = game;
  g_signal_connect (game, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_connect (game, "deal-started", G_CALLBACK (on_deal_started), self);
  g_signal_connect (game, "match-over", G_CALLBACK (on_match_over), self);
  self->human = 0;
  self->prev = *bri_game_get_state (game);
  autosave (self);
}

BriGame *
briscola_game_controller_get_game (BriscolaGameController *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), NULL);
  return self->game;
}

guint
briscola_game_controller_get_human (BriscolaGameController *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), 0);
  return self->human;
}

void
briscola_game_controller_set_autosave_path (BriscolaGameController *self,
                                            const char             *path)
{
  g_return_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self));

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
}

gboolean
briscola_game_controller_get_can_undo (BriscolaGameController *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), FALSE);

  return self->game != NULL && g_settings_get_boolean (self->settings, "casual-mode") &&
         bri_game_find_undo_point (self->game, self->human) >= 0;
}

gboolean
briscola_game_controller_undo (BriscolaGameController  *self,
                               GError                 **error)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), FALSE);
  g_return_val_if_fail (self->game != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!g_settings_get_boolean (self->settings, "casual-mode"))
    {
      g_set_error_literal (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION,
                           _("Moves can be taken back only in casual mode"));
      return FALSE;
    }
  /* Any decision, a bid or a signal as well as a card: the core forgets it and what
   * followed (or says why there is nothing to take back), and a computer player thinking
   * about what followed stops. */
  if (bri_game_find_undo_point (self->game, self->human) >= 0)
    stop_thinking (self);
  if (!bri_game_undo (self->game, self->human, error))
    return FALSE;
  self->prev = *bri_game_get_state (self->game);
  autosave (self);
  return TRUE;
}

static void
on_hint_chosen (GObject      *source,
                GAsyncResult *result,
                gpointer      data)
{
  g_autoptr (GTask) task = data;
  BriscolaGameController *self = g_task_get_source_object (task);
  g_autoptr (GError) error = NULL;
  BriAction *action = g_new (BriAction, 1);

  if (!bri_game_choose_finish (BRI_GAME (source), result, action, &error))
    {
      g_free (action);
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  if (self->game != BRI_GAME (source))
    {
      /* Advice for a game no longer played is no advice. */
      g_free (action);
      g_task_return_new_error (task, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               "The game changed while the hint was sought");
      return;
    }
  g_task_return_pointer (task, action, g_free);
}

void
briscola_game_controller_hint_async (BriscolaGameController *self,
                                     GCancellable           *cancellable,
                                     GAsyncReadyCallback     callback,
                                     gpointer                user_data)
{
  g_autoptr (GTask) task = NULL;
  BriPlayerKind level;

  g_return_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self));
  g_return_if_fail (self->game != NULL);

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, briscola_game_controller_hint_async);
  /* The hint is the computer's own advice, at least the rule-of-thumb player's. */
  level = briscola_settings_ai_level (self->settings);
  if (level == BRI_PLAYER_RANDOM)
    level = BRI_PLAYER_GREEDY;
  bri_game_choose_async (self->game, level, cancellable, on_hint_chosen,
                         g_steal_pointer (&task));
}

gboolean
briscola_game_controller_hint_finish (BriscolaGameController  *self,
                                      GAsyncResult            *result,
                                      BriAction               *action,
                                      GError                 **error)
{
  g_autofree BriAction *chosen = NULL;

  g_return_val_if_fail (BRISCOLA_IS_GAME_CONTROLLER (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  chosen = g_task_propagate_pointer (G_TASK (result), error);
  if (chosen == NULL)
    return FALSE;
  *action = *chosen;
  return TRUE;
}

static void
briscola_game_controller_dispose (GObject *object)
{
  BriscolaGameController *self = BRISCOLA_GAME_CONTROLLER (object);

  briscola_game_controller_stop (self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (briscola_game_controller_parent_class)->dispose (object);
}

static void
briscola_game_controller_finalize (GObject *object)
{
  BriscolaGameController *self = BRISCOLA_GAME_CONTROLLER (object);

  g_free (self->autosave_path);
  G_OBJECT_CLASS (briscola_game_controller_parent_class)->finalize (object);
}

static void
briscola_game_controller_get_property (GObject    *object,
                                       guint       prop_id,
                                       GValue     *value,
                                       GParamSpec *pspec)
{
  BriscolaGameController *self = BRISCOLA_GAME_CONTROLLER (object);

  switch (prop_id)
    {
    case PROP_THINKING:
      g_value_set_uint (value, self->thinking_seat);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
briscola_game_controller_class_init (BriscolaGameControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = briscola_game_controller_dispose;
  object_class->finalize = briscola_game_controller_finalize;
  object_class->get_property = briscola_game_controller_get_property;

  /* The seat of the computer player thinking, or BRI_NO_SEAT. */
  properties[PROP_THINKING] =
    g_param_spec_uint ("thinking", NULL, NULL, 0, G_MAXUINT, BRI_NO_SEAT,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A deal was dealt; the match has been saved. */
  signals[DEAL_STARTED] = g_signal_new ("deal-started", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 0);
  /* (seat, action, before): @seat took @action from the state @before (a const
   * BriState *); the game's state is the one after it. */
  signals[ACTION_APPLIED] = g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 3, G_TYPE_UINT,
                                          BRI_TYPE_ACTION | G_SIGNAL_TYPE_STATIC_SCOPE,
                                          G_TYPE_POINTER);
}

static void
briscola_game_controller_init (BriscolaGameController *self)
{
  self->thinking_seat = BRI_NO_SEAT;
}

BriscolaGameController *
briscola_game_controller_new (GSettings *settings)
{
  BriscolaGameController *self;

  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (BRISCOLA_TYPE_GAME_CONTROLLER, NULL);
  self->settings = g_object_ref (settings);
  return self;
}
