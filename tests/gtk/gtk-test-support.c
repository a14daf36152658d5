/* gtk-test-support.c: helpers shared by the UI test programs (see the header). */
#include "config.h"

#include <glib/gstdio.h>
#include <libintl.h>
#include <locale.h>

#include <bri-test.h>

#include "gtk-test-support.h"

BriscolaApplication *app;
GSettings *settings;
/* The test's own data directory, removed when the tests are over. */
static char *test_home;


/* Main loop helpers */


static gboolean
on_timeout (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Sleeps in the main loop until something happens there: every condition a test waits on
 * changes in a main-loop callback (a frame, a signal, a computer player's answer). */
gboolean
wait_for (Condition done, gpointer data, guint timeout_ms)
{
  gboolean expired = FALSE;
  guint timeout = g_timeout_add (timeout_ms, on_timeout, &expired);

  while (!done (data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (timeout);
  return done (data);
}

static void
on_after_paint (GdkFrameClock *clock, gpointer data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
flag_set (gpointer data)
{
  return *(gboolean *) data;
}

gboolean
wait_for_paint (GtkWidget *widget)
{
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong handler;

  if (!gtk_widget_get_mapped (widget))
    return FALSE;
  clock = gtk_widget_get_frame_clock (widget);
  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (widget);
  wait_for (flag_set, &painted, WAIT_MS);
  g_signal_handler_disconnect (clock, handler);
  return painted;
}

typedef struct
{
  GListModel *toplevels;
  guint count;
} ToplevelCount;

static gboolean
enough_toplevels (gpointer data)
{
  ToplevelCount *wanted = data;
  return g_list_model_get_n_items (wanted->toplevels) >= wanted->count;
}

gboolean
wait_for_toplevels (GListModel *toplevels, guint count)
{
  ToplevelCount wanted = { toplevels, count };
  return wait_for (enough_toplevels, &wanted, WAIT_MS);
}

void
flush_events (void)
{
  while (g_main_context_iteration (NULL, FALSE))
    ;
}

/* Widget helpers */


GtkWidget *
find_widget (GtkWidget *root, Match match, gpointer data)
{
  if (match (root, data))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_widget (child, match, data);
      if (found != NULL)
        return found;
    }
  return NULL;
}

gboolean
match_action_name (GtkWidget *widget, gpointer data)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0 &&
         gtk_widget_get_mapped (widget);
}

gboolean
match_action (GtkWidget *widget, gpointer data)
{
  const BriAction *mine = g_object_get_data (G_OBJECT (widget), "briscola-action");
  return mine != NULL && bri_action_equal (*mine, *(const BriAction *) data);
}

gboolean
match_row_title (GtkWidget *widget, gpointer data)
{
  return ADW_IS_PREFERENCES_ROW (widget) &&
         g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)), data) == 0;
}

gboolean
match_message_dialog (GtkWidget *widget, gpointer data)
{
  return ADW_IS_MESSAGE_DIALOG (widget);
}

/* Presses a button as a click does (gtk_widget_activate() would only press it after a
 * short animation). */
void
press (GtkWidget *widget)
{
  if (GTK_IS_BUTTON (widget))
    g_signal_emit_by_name (widget, "clicked");
  else
    gtk_widget_activate (widget);
}

void
click_action_button (Fixture *f, const char *action_name)
{
  GtkWidget *button = find_widget (GTK_WIDGET (f->window), match_action_name,
                                   (gpointer) action_name);

  g_assert_nonnull (button);
  g_assert_true (gtk_widget_is_sensitive (button));
  press (button);
}

static void
on_invalidate_contents (GdkPaintable *paintable, gpointer data)
{
  *(gboolean *) data = TRUE;
}

static gboolean
wait_for_contents (GdkPaintable *paintable, GtkWidget *widget)
{
  gboolean updated = FALSE;
  gulong handler = g_signal_connect (paintable, "invalidate-contents",
                                     G_CALLBACK (on_invalidate_contents), &updated);

  gtk_widget_queue_draw (widget);
  wait_for (flag_set, &updated, WAIT_MS);
  g_signal_handler_disconnect (paintable, handler);
  return updated;
}

/* Screenshots: the widget rendered as GTK renders it, saved and checked. */
void
screenshot (GtkWidget *widget, const char *name)
{
  int width, height;
  g_autoptr (GdkPaintable) paintable = NULL;
  GtkSnapshot *snapshot;
  g_autoptr (GskRenderNode) node = NULL;
  g_autoptr (GdkTexture) texture = NULL;
  g_autofree guchar *pixels = NULL;
  g_autoptr (GHashTable) colours = g_hash_table_new (g_direct_hash, g_direct_equal);
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "screenshots", NULL);
  g_autofree char *file = g_strconcat (name, ".png", NULL);
  g_autofree char *path = g_build_filename (dir, file, NULL);
  const char *copy_dir = g_getenv ("BRISCOLA_SCREENSHOT_DIR");
  GskRenderer *renderer;
  GdkRGBA background = { 0, 0, 0, 0 };

  /* A toplevel paints through its surface: take its content, which is all of it but the
   * client-side shadow, over the background the window paints under it. */
  if (ADW_IS_APPLICATION_WINDOW (widget))
    {
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (widget),
                                                     "window_bg_color", &background));
      G_GNUC_END_IGNORE_DEPRECATIONS
      widget = adw_application_window_get_content (ADW_APPLICATION_WINDOW (widget));
    }
  width = gtk_widget_get_width (widget);
  height = gtk_widget_get_height (widget);
  g_assert_cmpint (width, >=, 300);
  g_assert_cmpint (height, >=, 300);
  paintable = gtk_widget_paintable_new (widget);
  /* The paintable takes its image of the widget after a frame is drawn, and tells so by
   * invalidating its contents: wait for that, not for time. */
  g_assert_true (wait_for_contents (paintable, widget));
  snapshot = gtk_snapshot_new ();
  gtk_snapshot_append_color (snapshot, &background, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));

  /* The right size, and a picture: many colours, not one flat fill. */
  g_assert_cmpint (gdk_texture_get_width (texture), ==, width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==, height);
  pixels = g_malloc ((gsize) width * height * 4);
  gdk_texture_download (texture, pixels, (gsize) width * 4);
  for (int i = 0; i < width * height; i += 7)
    {
      guint32 pixel = ((guint32 *) pixels)[i];
      /* Opaque everywhere: a real background, not black or see-through. */
      if (pixel >> 24 != 0xff)
        g_error ("%s: the pixel at %d,%d is not opaque (%08x)", name, i % width, i / width,
                 pixel);
      g_hash_table_add (colours, GUINT_TO_POINTER (pixel));
    }
  g_test_message ("%s: %dx%d, %u colours sampled", name, width, height,
                  g_hash_table_size (colours));
  g_assert_cmpuint (g_hash_table_size (colours), >, 64);

  g_mkdir_with_parents (dir, 0755);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  if (copy_dir != NULL && *copy_dir != '\0')
    {
      g_autofree char *copy = g_build_filename (copy_dir, file, NULL);
      g_mkdir_with_parents (copy_dir, 0755);
      g_assert_true (gdk_texture_save_to_png (texture, copy));
    }
}

/* Set up and tear down */

void
reset_settings (void)
{
  static const char *keys[] = { "deck-style", "card-order", "ai-level", "confirm-before-play",
                                "casual-mode", "variant-options", "statistics",
                                "last-variant" };
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    g_settings_reset (settings, keys[i]);
  /* Fast tests: no animations, quick computer players. */
  g_settings_set_string (settings, "animation-speed", "off");
  g_settings_set_string (settings, "ai-level", "greedy");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
}

char *
autosave_path (void)
{
  return briscola_autosave_path ();
}

void
open_window (Fixture *f)
{
  open_window_at_size (f, 1100, 760);
}

/* GTK 4.8 keeps the surface of the last popover the pointer or focus was in for its
 * tooltips, and a tooltip query that runs after that popover is destroyed (our choice
 * menus are rebuilt at every decision) asks that dead surface for the pointer: GDK
 * refuses with these two criticals and nothing else happens. It is GTK's, not ours, so it
 * alone does not fail a test; every other warning or critical still does. GLib forgets
 * the handler at the end of each test: every test that opens a window sets it again. */
static gboolean
is_tooltip_query_on_dead_surface (const char *message)
{
  static const char *criticals[] = {
    "gdk_surface_get_device_position: assertion 'GDK_IS_SURFACE (surface)' failed",
    "_gtk_widget_find_at_coords: assertion 'GDK_IS_SURFACE (surface)' failed",
  };

  for (guint i = 0; i < G_N_ELEMENTS (criticals); i++)
    if (g_strcmp0 (message, criticals[i]) == 0)
      return TRUE;
  return FALSE;
}

/* Decides whether a fatal message aborts the test. */
static gboolean
fail_on_log (const char     *domain,
             GLogLevelFlags  level,
             const char     *message,
             gpointer        data)
{
  return !is_tooltip_query_on_dead_surface (message);
}

/* Prints GDK's and GTK's criticals: the known one as a TAP comment, others as usual. */
static void
log_gtk_critical (const char     *domain,
                  GLogLevelFlags  level,
                  const char     *message,
                  gpointer        data)
{
  if (is_tooltip_query_on_dead_surface (message))
    g_test_message ("GTK 4.8 tooltip query on a destroyed popover: %s", message);
  else
    g_log_default_handler (domain, level, message, data);
}

void
open_window_at_size (Fixture *f, int width, int height)
{
  g_test_log_set_fatal_handler (fail_on_log, NULL);
  f->window = briscola_window_new (ADW_APPLICATION (app));
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  gtk_window_present (GTK_WINDOW (f->window));
  f->view = briscola_window_get_game_view (f->window);
  f->table = briscola_game_view_get_table (f->view);
  g_assert_true (wait_for_paint (GTK_WIDGET (f->window)));
}

void
close_window (Fixture *f)
{
  if (f->window != NULL)
    {
      gtk_window_destroy (GTK_WINDOW (f->window));
      f->window = NULL;
    }
  flush_events ();
}

void
fixture_setup (Fixture *f, gconstpointer data)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  memset (f, 0, sizeof *f);
  reset_settings ();
  /* The autosave, and any damaged or waiting one an earlier test left aside. */
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *file = g_build_filename (dir, name, NULL);
      g_unlink (file);
    }
  open_window (f);
}

void
fixture_teardown (Fixture *f, gconstpointer data)
{
  close_window (f);
}

/* Choosing a variant and its options through the start page and the options page. */

BriVariant *
find_variant (const char *id)
{
  BriPluginLoader *loader = briscola_application_get_loader (app);
  return bri_plugin_loader_find (loader, id);
}

static gboolean
match_variant_row (GtkWidget *widget, gpointer data)
{
  BriVariant *variant = g_object_get_data (G_OBJECT (widget), "briscola-variant");
  return variant != NULL && g_strcmp0 (bri_variant_get_id (variant), data) == 0;
}

void
choose_variant (Fixture *f, const char *id)
{
  GtkWidget *row = find_widget (GTK_WIDGET (briscola_window_get_variant_list (f->window)),
                                match_variant_row, (gpointer) id);

  g_assert_nonnull (row);
  gtk_widget_activate (row);
  flush_events ();
  g_assert_cmpstr (briscola_window_get_page (f->window), ==, "options");
}

void
set_option (Fixture *f, const char *id, const char *key, const char *value)
{
  const BriRules *rules = bri_variant_get_rules (find_variant (id));
  int index = bri_rules_find_option (rules, key);
  const BriOptionSpec *spec;
  GtkWidget *row;
  int choice = -1;

  g_assert_cmpint (index, >=, 0);
  spec = &rules->options[index];
  for (int c = 0; spec->choices[c].value != NULL; c++)
    if (g_str_equal (spec->choices[c].value, value))
      choice = c;
  g_assert_cmpint (choice, >=, 0);
  row = find_widget (GTK_WIDGET (f->window), match_row_title,
                     (gpointer) g_dgettext (GETTEXT_PACKAGE, spec->label));
  g_assert_nonnull (row);
  /* An off/on option is a switch. */
  if (g_object_get_data (G_OBJECT (row), "briscola-switch") != NULL)
    gtk_switch_set_active (g_object_get_data (G_OBJECT (row), "briscola-switch"), choice == 1);
  else
    adw_combo_row_set_selected (ADW_COMBO_ROW (row), (guint) choice);
}

void
start_game (Fixture *f, guint64 seed)
{
  briscola_window_set_seed (f->window, seed);
  click_action_button (f, "win.start-game");
  flush_events ();
  g_assert_cmpstr (briscola_window_get_page (f->window), ==, "game");
  g_assert_nonnull (briscola_game_view_get_game (f->view));
}

/* Playing */

gboolean
turn_or_summary (gpointer data)
{
  Fixture *f = data;
  return briscola_game_view_get_waiting (f->view) || briscola_game_view_get_summary_shown (f->view);
}

static gboolean
hint_ready (gpointer data)
{
  Fixture *f = data;
  BriAction action;
  return briscola_game_view_get_hint_action (f->view, &action);
}

/* What the table shows agrees with the human's view of the deal. */
void
check_table (Fixture *f)
{
  const BriState *state = bri_game_get_state (briscola_game_view_get_game (f->view));
  const BriState *shown = briscola_table_get_state (f->table);
  BriView view;

  g_assert_nonnull (shown);
  g_assert_true (memcmp (shown->hand, state->hand, sizeof state->hand) == 0);
  g_assert_cmpuint (shown->trick.len, ==, state->trick.len);
  bri_state_get_view (state, 0, &view);
  for (guint seat = 0; seat < state->n_seats; seat++)
    BRI_CARD_SET_FOREACH (state->hand[seat], card)
      {
        BriscolaCard *widget = briscola_table_get_card (f->table, (BriCard) card);
        g_assert_nonnull (widget);
        g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (widget)));
        /* Face up exactly when the human may know the card. */
        g_assert_cmpint (briscola_card_get_face_up (widget), ==,
                         bri_card_set_has (view.known[seat], (BriCard) card));
        if (bri_card_set_has (view.known[seat], (BriCard) card))
          {
            g_autofree char *name = bri_card_get_name ((BriCard) card,
                                                       briscola_card_get_deck_style (widget));
            gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
          }
        else
          gtk_test_accessible_assert_property (widget, GTK_ACCESSIBLE_PROPERTY_LABEL,
                                               "Face-down card");
      }
  for (guint i = 0; i < state->trick.len; i++)
    g_assert_true (briscola_card_get_face_up (briscola_table_get_card (f->table,
                                                                       state->trick.card[i])));
}

static gboolean
popover_mapped (gpointer data)
{
  GtkPopover *popover = gtk_menu_button_get_popover (data);
  return popover != NULL && gtk_widget_get_mapped (GTK_WIDGET (popover));
}

/* Opens the menu as a click does once the button is on screen: a menu button that is not
 * mapped yet (a bar of choices just rebuilt, on a busy machine) cannot pop up. */
static gboolean
menu_popped_up (gpointer data)
{
  GtkPopover *popover = gtk_menu_button_get_popover (data);

  if (popover_mapped (data))
    return TRUE;
  /* Once: a popover shown again before it is mapped leaks its layout in GTK 4.8. */
  if (gtk_widget_get_mapped (data) && popover != NULL &&
      !gtk_widget_get_visible (GTK_WIDGET (popover)))
    gtk_menu_button_popup (GTK_MENU_BUTTON (data));
  return FALSE;
}

static gboolean
widget_sensitive (gpointer data)
{
  return gtk_widget_is_sensitive (data);
}

/* Picks @card in the hand, then as many other discards as the confirmation needs, then
 * confirms: the core takes discards one at a time, the app all the picked ones at once. */
static void
pick_and_confirm_discards (Fixture *f, BriAction action, GtkWidget *card, GtkWidget *confirm)
{
  const BriState *state = bri_game_get_state (briscola_game_view_get_game (f->view));
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);

  g_assert_false (bri_card_set_has (briscola_table_get_picked (f->table), action.card));
  gtk_widget_activate (card);
  g_assert_true (bri_card_set_has (briscola_table_get_picked (f->table), action.card));
  for (guint i = 0; i < n && !gtk_widget_is_sensitive (confirm); i++)
    if (legal[i].kind == BRI_ACTION_DISCARD &&
        !bri_card_set_has (briscola_table_get_picked (f->table), legal[i].card))
      gtk_widget_activate (briscola_game_view_find_action_widget (f->view, legal[i]));
  g_assert_true (wait_for (widget_sensitive, confirm, WAIT_MS));
  f->button_choices++;
  press (confirm);
}

void
open_menu (GtkWidget *menu)
{
  g_assert_true (wait_for (menu_popped_up, menu, WAIT_MS));
}

/* Does @action through the widget a person would use: the card on the table, the spin
 * button and its Bid button, or the button (opening its menu first when it sits in one).
 * A discard that must go with others is picked with them and confirmed. */
void
do_action (Fixture *f, BriAction action)
{
  GtkWidget *widget = briscola_game_view_find_action_widget (f->view, action);
  GtkWidget *menu;

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_is_sensitive (widget));
  if (BRISCOLA_IS_CARD (widget))
    {
      GtkWidget *confirm = briscola_game_view_get_confirm_button (f->view);

      if (action.kind == BRI_ACTION_DISCARD && confirm != NULL)
        {
          pick_and_confirm_discards (f, action, widget, confirm);
          return;
        }
      if (g_settings_get_boolean (settings, "confirm-before-play"))
        gtk_widget_activate (widget);
      gtk_widget_activate (widget);
      return;
    }
  if (GTK_IS_SPIN_BUTTON (widget))
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (widget), action.value);
      f->button_choices++;
      press (briscola_game_view_get_bid_button (f->view));
      return;
    }

  menu = gtk_widget_get_ancestor (widget, GTK_TYPE_MENU_BUTTON);
  if (menu != NULL)
    {
      open_menu (menu);
      f->menu_choices++;
    }
  f->button_choices++;
  press (widget);
}

BriAction
ask_hint (Fixture *f)
{
  BriAction action;

  click_action_button (f, "win.hint");
  g_assert_true (wait_for (hint_ready, f, WAIT_MS));
  g_assert_true (briscola_game_view_get_hint_action (f->view, &action));
  g_assert_true (bri_state_is_legal (bri_game_get_state (briscola_game_view_get_game (f->view)),
                                     action));
  return action;
}


/* Plays the match to its end, through the widgets; screenshots on the way if asked. */
void
play_match (Fixture *f, Script script, gpointer data, const char *shots)
{
  gboolean table_shot = FALSE, summary_shot = FALSE;

  for (;;)
    {
      BriGame *game;

      g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
      game = briscola_game_view_get_game (f->view);
      if (briscola_game_view_get_summary_shown (f->view))
        {
          const BriMatch *match = bri_game_get_match (game);
          const BriDealScore *score = bri_game_get_last_score (game);
          guint total = 0;

          g_assert_nonnull (score);
          for (guint side = 0; side < score->n_sides; side++)
            total += score->side_points[side];
          const BriState *state = bri_game_get_state (game);
          g_assert_cmpuint (total, ==,
                            bri_trick_rules_total_points (bri_state_get_trick_rules (state),
                                                          state->deck));
          g_assert_cmpstr (briscola_deal_summary_get_title (
                             BRISCOLA_DEAL_SUMMARY (briscola_game_view_get_summary (f->view))),
                           !=, "");
          if (shots != NULL && !summary_shot)
            {
              g_autofree char *name = g_strconcat (shots, "-summary", NULL);
              screenshot (GTK_WIDGET (f->window), name);
              summary_shot = TRUE;
            }
          if (match->finished)
            return;
          click_action_button (f, "summary.next-deal");
          continue;
        }

      check_table (f);
      f->human_decisions++;
      if (shots != NULL && !table_shot && f->human_decisions == 4)
        {
          g_autofree char *name = g_strconcat (shots, "-table", NULL);
          screenshot (GTK_WIDGET (f->window), name);
          table_shot = TRUE;
        }
      if (script != NULL && script (f, data))
        continue;
      do_action (f, ask_hint (f));
    }
}

gboolean
gtk_test_support_init (int *argc, char ***argv)
{
  g_autoptr (GError) error = NULL;

  /* A display and a session bus are needed (xvfb-run -a dbus-run-session). */
  if (g_getenv ("DISPLAY") == NULL && g_getenv ("WAYLAND_DISPLAY") == NULL)
    {
      g_print ("1..0 # SKIP no display: run under xvfb-run -a dbus-run-session\n");
      return FALSE;
    }
  /* Before anything asks GLib where the user's data goes. */
  test_home = g_dir_make_tmp ("briscola-gtk-test-XXXXXX", &error);
  g_assert_no_error (error);
  g_setenv ("XDG_DATA_HOME", test_home, TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  /* English unless a language test asks for another (see tests/gtk/meson.build). */
  if (g_getenv ("BRISCOLA_TEST_EXPECT") == NULL)
    g_setenv ("LANGUAGE", "C", TRUE);

  gtk_test_init (argc, argv, NULL);
  g_log_set_handler ("Gdk", G_LOG_LEVEL_CRITICAL | G_LOG_FLAG_FATAL, log_gtk_critical, NULL);
  g_log_set_handler ("Gtk", G_LOG_LEVEL_CRITICAL | G_LOG_FLAG_FATAL, log_gtk_critical, NULL);
  /* As main() does: the locale of the environment (gtk_test_init() asked for en_US),
   * the library's domain, and the program's. */
  setlocale (LC_ALL, "");
  bri_i18n_init ();
  textdomain (GETTEXT_PACKAGE);

  app = briscola_application_new (G_APPLICATION_NON_UNIQUE);
  g_assert_true (g_application_register (G_APPLICATION (app), NULL, &error));
  g_assert_no_error (error);
  settings = briscola_settings_new ();
  return TRUE;
}

int
gtk_test_support_run (void)
{
  int status = g_test_run ();

  g_clear_object (&settings);
  g_clear_object (&app);
  bri_test_remove_dir (test_home);
  g_clear_pointer (&test_home, g_free);
  return status;
}
