/* briscola-game-view-private.h: what the parts of the game view share.
 *
 * briscola-game-view.c shows the match the controller plays: the table's states, the
 * status, the history, the deal summary; briscola-game-view-input.c takes the human's
 * decisions and forwards them to the controller. */
#pragma once

#include "briscola-choice-panel.h"
#include "briscola-deal-summary.h"
#include "briscola-game-controller.h"
#include "briscola-game-view.h"

G_BEGIN_DECLS

struct _BriscolaGameView
{
  GtkWidget parent_instance;

  GtkStack *stack;
  BriscolaTable *table;
  GtkLabel *prompt_label;
  BriscolaChoicePanel *board_choices;
  BriscolaChoicePanel *bar_choices;
  BriscolaDealSummary *summary;

  GSettings *settings;
  BriscolaGameController *controller;
  guint human;
  BriDeckStyle style;
  char *status;
  GtkStringList *history;

  GCancellable *hinting;
  BriAction hint;
  gboolean have_hint;
  gboolean waiting;
  gboolean summary_shown;
  gboolean clear_bubbles;
  guint advance_id;

  /* Discards picked in the hand, in the order picked, until confirmed. */
  BriCard picked[BRI_MAX_CARDS];
  guint n_picked;
  guint n_to_pick;
};

enum
{
  BRISCOLA_GAME_VIEW_HINT_READY,
  BRISCOLA_GAME_VIEW_PLAY_AGAIN,
  BRISCOLA_GAME_VIEW_CHOOSE_GAME,
  BRISCOLA_GAME_VIEW_MESSAGE,
  BRISCOLA_GAME_VIEW_N_SIGNALS
};
extern guint briscola_game_view_signals[BRISCOLA_GAME_VIEW_N_SIGNALS];

/* The game played, or NULL. */
static inline BriGame *
game_of (BriscolaGameView *self)
{
  return briscola_game_controller_get_game (self->controller);
}

/* briscola-game-view.c */
void _briscola_game_view_set_status        (BriscolaGameView *self,
                                            const char       *status);
/* Tells that what the human may do (undo, hint, …) may have changed. */
void _briscola_game_view_notify_abilities  (BriscolaGameView *self);
/* Moves the match on from an idle callback, once the table has shown every change. */
void _briscola_game_view_schedule_advance  (BriscolaGameView *self);

/* briscola-game-view-input.c */
void _briscola_game_view_init_input        (BriscolaGameView *self);
/* Offers the human its legal actions. */
void _briscola_game_view_start_input       (BriscolaGameView *self);
/* Takes the offer back: nothing to click, no prompt, no hint. */
void _briscola_game_view_stop_input        (BriscolaGameView *self);
/* The prompt line keeps its height when @prompt is NULL or empty. */
void _briscola_game_view_set_prompt        (BriscolaGameView *self,
                                            const char       *prompt);

G_END_DECLS
