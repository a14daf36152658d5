/* briscola-seat.h: a player's badge on the table: the name, a team dot, the dealer
 * badge, a spinner while the player thinks, the notes the rules show by the seat, and a
 * speech bubble. */
#pragma once

#include <gtk/gtk.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_SEAT (briscola_seat_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaSeat, briscola_seat, BRISCOLA, SEAT, GtkWidget)

GtkWidget  *briscola_seat_new          (void);
void        briscola_seat_set_name     (BriscolaSeat       *self,
                                        const char         *name);
/* The side the dot shows the player on (its colour), or -1 for no dot. */
void        briscola_seat_set_team     (BriscolaSeat       *self,
                                        int                 team);
void        briscola_seat_set_dealer   (BriscolaSeat       *self,
                                        gboolean            dealer);
void        briscola_seat_set_thinking (BriscolaSeat       *self,
                                        gboolean            thinking);
/* What the player said; NULL or "" hides the bubble. */
void        briscola_seat_set_bubble   (BriscolaSeat       *self,
                                        const char         *text);
/* Shows the notes of @notes that are @seat's by the badge, and marks the badge with
 * their roles (contract, partner, captain). */
void        briscola_seat_show_notes   (BriscolaSeat       *self,
                                        const BriTableNote *notes,
                                        guint               n_notes,
                                        guint               seat);
/* The notes shown by the seat, or NULL when none is. */
const char *briscola_seat_get_note     (BriscolaSeat       *self);

G_END_DECLS
