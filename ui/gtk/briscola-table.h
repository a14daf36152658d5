/* briscola-table.h: the card table: hands around by seat, the stock and the turned
 * trump card, the trick, piles, talon and discards, with seat badges; every change of
 * the deal is animated on the frame clock. */
#pragma once

#include <gtk/gtk.h>
#include <briscola.h>

#include "briscola-card.h"
#include "briscola-card-order.h"

G_BEGIN_DECLS

#define BRISCOLA_TYPE_TABLE (briscola_table_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaTable, briscola_table, BRISCOLA, TABLE, GtkWidget)

GtkWidget      *briscola_table_new            (void);
/* The seat drawn at the bottom, whose view of the deal the table shows. */
void            briscola_table_set_human      (BriscolaTable     *self,
                                               guint              seat);
guint           briscola_table_get_human      (BriscolaTable     *self);
void            briscola_table_set_seat_name  (BriscolaTable     *self,
                                               guint              seat,
                                               const char        *name);
void            briscola_table_set_deck_style (BriscolaTable     *self,
                                               BriDeckStyle       style);
void            briscola_table_set_card_order (BriscolaTable     *self,
                                               BriscolaCardOrder  order);
/* Multiplies every duration: 1 is normal, 0 shows each change at once. */
void            briscola_table_set_speed      (BriscolaTable     *self,
                                               double             factor);

/* Shows @state at once, dropping what was queued; @deal deals the hands from the stock. */
void            briscola_table_show           (BriscolaTable     *self,
                                               const BriState    *state,
                                               gboolean           deal);
/* Queues @state: cards move there once the earlier changes are done, then the table
 * waits @hold_ms (scaled by the speed) before the next one. */
void            briscola_table_push           (BriscolaTable     *self,
                                               const BriState    *state,
                                               guint              hold_ms);
/* Whether every queued change has been shown; "idle" is emitted when this becomes true. */
gboolean        briscola_table_is_idle        (BriscolaTable     *self);
/* The state shown now (or being animated to), or NULL before the first one. */
const BriState *briscola_table_get_state      (BriscolaTable     *self);

void            briscola_table_set_playable   (BriscolaTable     *self,
                                               BriCardSet         cards);
void            briscola_table_set_selected   (BriscolaTable     *self,
                                               BriCard            card);
BriCard         briscola_table_get_selected   (BriscolaTable     *self);
/* Raises @cards of the human's hand as picked for a choice of several (discards). */
void            briscola_table_set_picked     (BriscolaTable     *self,
                                               BriCardSet         cards);
BriCardSet      briscola_table_get_picked     (BriscolaTable     *self);
/* Gives the keyboard focus to the first playable card of the hand; FALSE if none. */
gboolean        briscola_table_focus_hand     (BriscolaTable     *self);
void            briscola_table_set_hint       (BriscolaTable     *self,
                                               BriCard            card);
void            briscola_table_set_bubble     (BriscolaTable     *self,
                                               guint              seat,
                                               const char        *text);
void            briscola_table_clear_bubbles  (BriscolaTable     *self);
void            briscola_table_set_thinking   (BriscolaTable     *self,
                                               guint              seat);
BriscolaCard   *briscola_table_get_card       (BriscolaTable     *self,
                                               BriCard            card);
/* Room kept free at the bottom (for the choice panel laid over the table): the hand,
 * the trick and the seats move above it. */
void            briscola_table_set_bottom_inset (BriscolaTable   *self,
                                                 double           inset);
double          briscola_table_get_bottom_inset (BriscolaTable   *self);
/* The match's standing, shown at the top with the trump suit; NULL for none. */
void            briscola_table_set_match_line (BriscolaTable     *self,
                                               const char        *line);
/* The seat highlighted as the one to act: the shown state's, once the table is idle;
 * BRI_NO_SEAT while cards move. */
guint           briscola_table_get_turn       (BriscolaTable     *self);
/* What the table says beyond the cards (NULL when nothing is shown): the strip at the
 * top, the note by a seat, and the news over the trick. */
const char     *briscola_table_get_notes_text (BriscolaTable     *self);
const char     *briscola_table_get_seat_note  (BriscolaTable     *self,
                                               guint              seat);
const char     *briscola_table_get_announcement (BriscolaTable   *self);
/* The human's hand as laid out, left to right (for keyboard play and tests). */
guint           briscola_table_get_hand_order (BriscolaTable     *self,
                                               BriCard           *cards);

G_END_DECLS
