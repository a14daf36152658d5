/* briscola-game-view.h: a match in play as the human sees it: the table, the human's
 * choices, hints, the history and the deal summary, over a BriscolaGameController that
 * plays the computer players' turns, saves the match and takes moves back. */
#pragma once

#include <gtk/gtk.h>
#include <briscola.h>

#include "briscola-table.h"

G_BEGIN_DECLS

#define BRISCOLA_TYPE_GAME_VIEW (briscola_game_view_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaGameView, briscola_game_view, BRISCOLA, GAME_VIEW, GtkWidget)

GtkWidget     *briscola_game_view_new              (void);
/* Plays @game, the human at seat 0; @resumed shows it as it is instead of dealing. */
void           briscola_game_view_set_game         (BriscolaGameView *self,
                                                    BriGame          *game,
                                                    gboolean          resumed);
BriGame       *briscola_game_view_get_game         (BriscolaGameView *self);
guint          briscola_game_view_get_human        (BriscolaGameView *self);
/* Where to save the match after every move (NULL: nowhere). */
void           briscola_game_view_set_autosave_path (BriscolaGameView *self,
                                                     const char       *path);
/* Stops thinking and lets go of the game (the autosave stays). */
void           briscola_game_view_stop             (BriscolaGameView *self);

const char    *briscola_game_view_get_status       (BriscolaGameView *self);
gboolean       briscola_game_view_get_can_undo     (BriscolaGameView *self);
gboolean       briscola_game_view_get_can_hint     (BriscolaGameView *self);
/* Whether the human is to act and the table shows the latest state. */
gboolean       briscola_game_view_get_waiting      (BriscolaGameView *self);
void           briscola_game_view_undo             (BriscolaGameView *self);
void           briscola_game_view_hint             (BriscolaGameView *self);
/* The last hint, when one was given for the current decision. */
gboolean       briscola_game_view_get_hint_action  (BriscolaGameView *self,
                                                    BriAction        *action);
gboolean       briscola_game_view_get_summary_shown (BriscolaGameView *self);

BriscolaTable *briscola_game_view_get_table        (BriscolaGameView *self);
/* The widget a person uses for the legal @action right now: the card on the table for a
 * play or a discard, the spin button for a point bid (its Bid button bids), otherwise the
 * button, which for a message may be an item of a menu (the GtkMenuButton that is its
 * ancestor opens it). NULL when @action is not legal or the human is not to act. */
GtkWidget     *briscola_game_view_find_action_widget (BriscolaGameView *self,
                                                      BriAction         action);
/* What the human is asked to do now, or "". */
const char    *briscola_game_view_get_prompt       (BriscolaGameView *self);
/* The button beside the point bid's spin button, or NULL. */
GtkWidget     *briscola_game_view_get_bid_button   (BriscolaGameView *self);
/* The button confirming the discards picked in the hand, or NULL. */
GtkWidget     *briscola_game_view_get_confirm_button (BriscolaGameView *self);
GtkWidget     *briscola_game_view_get_summary      (BriscolaGameView *self);
/* The moves of the current deal the human saw, as GtkStringObject. */
GListModel    *briscola_game_view_get_history      (BriscolaGameView *self);
/* Whether the rules let the human look back at the tricks taken, now. */
gboolean       briscola_game_view_get_can_review_pile (BriscolaGameView *self);
/* Fills @box with the last trick's cards, each with who played it, or with why the
 * rules do not allow it. */
void           briscola_game_view_fill_last_trick  (BriscolaGameView *self,
                                                    GtkBox           *box);

G_END_DECLS
