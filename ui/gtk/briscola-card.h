/* briscola-card.h: one card on the table or in a list, face up or down. */
#pragma once

#include <gtk/gtk.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_CARD (briscola_card_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaCard, briscola_card, BRISCOLA, CARD, GtkWidget)

GtkWidget    *briscola_card_new            (BriCard       card,
                                            BriDeckStyle  style);
BriCard       briscola_card_get_card       (BriscolaCard *self);
gboolean      briscola_card_get_face_up    (BriscolaCard *self);
void          briscola_card_set_face_up    (BriscolaCard *self,
                                            gboolean      face_up);
BriDeckStyle  briscola_card_get_deck_style (BriscolaCard *self);
void          briscola_card_set_deck_style (BriscolaCard *self,
                                            BriDeckStyle  style);
gboolean      briscola_card_get_playable   (BriscolaCard *self);
void          briscola_card_set_playable   (BriscolaCard *self,
                                            gboolean      playable);
void          briscola_card_set_selected   (BriscolaCard *self,
                                            gboolean      selected);
void          briscola_card_set_hinted     (BriscolaCard *self,
                                            gboolean      hinted);
/* The width a card asks for outside the table (lists, the deal summary). */
void          briscola_card_set_natural_width (BriscolaCard *self,
                                               int           width);

G_END_DECLS
