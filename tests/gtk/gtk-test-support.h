/* gtk-test-support.h: what every UI test file shares: the application under test,
 * waiting on conditions (never on time), finding and pressing widgets, screenshots,
 * choosing a variant and playing a match through the real widgets. */
#pragma once

#include <adwaita.h>

#include "briscola-application.h"
#include "briscola-card.h"
#include "briscola-deal-summary.h"
#include "briscola-game-view.h"
#include "briscola-settings.h"
#include "briscola-table.h"
#include "briscola-window.h"

G_BEGIN_DECLS

/* How long any condition may take to come true, even on a loaded machine. */
#define WAIT_MS 60000

extern BriscolaApplication *app;
extern GSettings *settings;

typedef struct
{
  BriscolaWindow *window;
  BriscolaGameView *view;
  BriscolaTable *table;
  guint human_decisions;
  guint button_choices;
  guint menu_choices;
} Fixture;

typedef gboolean (*Condition) (gpointer data);
typedef gboolean (*Match) (GtkWidget *widget, gpointer data);
/* A script may act for the human; it returns FALSE to let the hint decide. */
typedef gboolean (*Script) (Fixture *f, gpointer data);

/* Sets up a display-less-safe test program: a private data folder, English unless asked
 * otherwise, GTK, the application and its settings. Returns FALSE (having printed a TAP
 * plan that skips) when there is no display. */
gboolean   gtk_test_support_init (int *argc, char ***argv);
int        gtk_test_support_run (void);

/* Waiting: each returns FALSE when @timeout_ms passed first. */
gboolean   wait_for (Condition done, gpointer data, guint timeout_ms);
/* Until @widget's frame clock has painted a frame after this call. */
gboolean   wait_for_paint (GtkWidget *widget);
/* Until @toplevels (gtk_window_get_toplevels()) holds at least @count windows. */
gboolean   wait_for_toplevels (GListModel *toplevels, guint count);
/* Until the main loop has nothing left to do right now. */
void       flush_events (void);

/* Widgets */
GtkWidget *find_widget (GtkWidget *root, Match match, gpointer data);
gboolean   match_action_name (GtkWidget *widget, gpointer data);
gboolean   match_action (GtkWidget *widget, gpointer data);
gboolean   match_row_title (GtkWidget *widget, gpointer data);
gboolean   match_message_dialog (GtkWidget *widget, gpointer data);
void       press (GtkWidget *widget);
void       click_action_button (Fixture *f, const char *action_name);
/* Pops @menu (a GtkMenuButton) up as a click does, once it is on screen, and waits until
 * its popover shows. */
void       open_menu (GtkWidget *menu);
void       screenshot (GtkWidget *widget, const char *name);

/* Fixtures */
void       reset_settings (void);
char      *autosave_path (void);
void       open_window (Fixture *f);
/* A new window asking for @width × @height (its minimum size may make it larger). */
void       open_window_at_size (Fixture *f, int width, int height);
void       close_window (Fixture *f);
void       fixture_setup (Fixture *f, gconstpointer data);
void       fixture_teardown (Fixture *f, gconstpointer data);

/* Choosing and playing */
BriVariant *find_variant (const char *id);
void       choose_variant (Fixture *f, const char *id);
void       set_option (Fixture *f, const char *id, const char *key, const char *value);
void       start_game (Fixture *f, guint64 seed);
gboolean   turn_or_summary (gpointer data);
void       check_table (Fixture *f);
void       do_action (Fixture *f, BriAction action);
BriAction  ask_hint (Fixture *f);
void       play_match (Fixture *f, Script script, gpointer data, const char *shots);

G_END_DECLS
