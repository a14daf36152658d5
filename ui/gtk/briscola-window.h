/* briscola-window.h: the main window: the variant list, a variant's options, the game. */
#pragma once

#include <adwaita.h>
#include <briscola.h>

#include "briscola-game-view.h"

G_BEGIN_DECLS

#define BRISCOLA_TYPE_WINDOW (briscola_window_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaWindow, briscola_window, BRISCOLA, WINDOW, AdwApplicationWindow)

BriscolaWindow   *briscola_window_new           (AdwApplication *application);
/* "variants", "options" or "game". */
const char       *briscola_window_get_page      (BriscolaWindow *self);
BriscolaGameView *briscola_window_get_game_view (BriscolaWindow *self);
/* The rows of the variant list, in order (tests and keyboard users). */
GtkListBox       *briscola_window_get_variant_list (BriscolaWindow *self);
/* Makes the next game dealt from @seed (0: a random seed), for tests. */
void              briscola_window_set_seed      (BriscolaWindow *self,
                                                 guint64         seed);
/* Shows @text in a toast. */
void              briscola_window_toast         (BriscolaWindow *self,
                                                 const char     *text);

G_END_DECLS
