/* briscola-choice-panel.h: the human's choices that are not cards in the hand, as
 * widgets fitted to their kind: a row of rank bids, a spin button for point bids, a grid
 * of callable cards, a row of suits, a talk menu, a confirm button for picked discards,
 * and plain buttons for anything else. It knows no variant: it is built from the legal
 * actions and their labels. */
#pragma once

#include <gtk/gtk.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_CHOICE_PANEL (briscola_choice_panel_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaChoicePanel, briscola_choice_panel, BRISCOLA, CHOICE_PANEL,
                      GtkWidget)

GtkWidget *briscola_choice_panel_new         (void);
/* Offers @legal except the plays and the discards of @in_hand (the table offers those);
 * with @n_to_pick > 0 adds a button that confirms that many picked discards. With no card
 * in @in_hand the panel has room (it lies over the table): a few messages are buttons
 * there, where beside the hand they go behind a menu. */
void       briscola_choice_panel_set_choices (BriscolaChoicePanel *self,
                                              const BriRules      *rules,
                                              const BriAction     *legal,
                                              guint                n_legal,
                                              BriCardSet           in_hand,
                                              guint                n_to_pick,
                                              BriDeckStyle         style);
void       briscola_choice_panel_clear       (BriscolaChoicePanel *self);
gboolean   briscola_choice_panel_is_empty    (BriscolaChoicePanel *self);
/* How many of the discards to confirm are picked: the confirm button is sensitive once
 * they all are. */
void       briscola_choice_panel_set_picked  (BriscolaChoicePanel *self,
                                              guint                n_picked);
/* Marks the widget of @action as the computer's advice. */
void       briscola_choice_panel_set_hint    (BriscolaChoicePanel *self,
                                              BriAction            action);
/* The widget a person uses for @action: its button (inside a menu's popover for a
 * message: the menu button opens it), the spin button for a point bid, or NULL. */
GtkWidget *briscola_choice_panel_find_action_widget (BriscolaChoicePanel *self,
                                                     BriAction            action);
/* The Bid button beside the point spin button, and the discards' confirm button. */
GtkWidget *briscola_choice_panel_get_bid_button     (BriscolaChoicePanel *self);
GtkWidget *briscola_choice_panel_get_confirm_button (BriscolaChoicePanel *self);

G_END_DECLS
