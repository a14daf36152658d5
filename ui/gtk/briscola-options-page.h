/* briscola-options-page.h: a variant's options (from its BriOptionSpec table), the number
 * of players and the deck, before a game starts. */
#pragma once

#include <gtk/gtk.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_OPTIONS_PAGE (briscola_options_page_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaOptionsPage, briscola_options_page, BRISCOLA, OPTIONS_PAGE,
                      GtkWidget)

GtkWidget  *briscola_options_page_new         (void);
void        briscola_options_page_set_variant (BriscolaOptionsPage *self,
                                               BriVariant          *variant);
BriVariant *briscola_options_page_get_variant (BriscolaOptionsPage *self);
/* The configuration chosen; FALSE with a reason when the variant refuses it. */
gboolean    briscola_options_page_get_config  (BriscolaOptionsPage *self,
                                               BriConfig           *config,
                                               GError             **error);
/* Remembers the choices for the next time this variant is chosen. */
void        briscola_options_page_remember    (BriscolaOptionsPage *self);
/* The window's default widget while the page is shown: Enter starts the game. */
GtkWidget  *briscola_options_page_get_start_button (BriscolaOptionsPage *self);

G_END_DECLS
