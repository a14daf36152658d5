/* test-gtk.c: the desktop app driven through its real widgets: the variant list (broken
 * plugins too), whole scripted games of several variants to their end, keyboard play,
 * dragging, hints, undo, animations on and off, accessible names, resuming from the
 * autosave and a damaged autosave, and screenshots checked for size and content. */
#include "config.h"

#include <glib/gstdio.h>

#include "gtk-test-support.h"

/* Tests */

static void
test_variant_list (Fixture *f, gconstpointer data)
{
  BriPluginLoader *loader = briscola_application_get_loader (app);
  GtkListBox *list = briscola_window_get_variant_list (f->window);
  guint n = g_list_model_get_n_items (G_LIST_MODEL (loader));
  guint rows = 0;

  g_assert_cmpstr (briscola_window_get_page (f->window), ==, "variants");
  g_assert_cmpuint (n, >=, 1);
  for (GtkListBoxRow *row; (row = gtk_list_box_get_row_at_index (list, (int) rows)) != NULL;
       rows++)
    {
      /* Sorted by name (see test-gtk-pages.c): each row shows the variant it opens. */
      BriVariant *variant = g_object_get_data (G_OBJECT (row), "briscola-variant");
      g_assert_true (BRI_IS_VARIANT (variant));
      g_assert_true (ADW_IS_ACTION_ROW (row));
      g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==,
                       bri_variant_get_name (variant));
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                       bri_variant_get_description (variant));
    }
  g_assert_cmpuint (rows, ==, n);
  g_assert_nonnull (find_variant ("briscola2"));
  screenshot (GTK_WIDGET (f->window), "start-page");
}

/* Every text the labels under @widget show, one per line. */
static void
collect_label_texts (GtkWidget *widget, GString *texts)
{
  if (GTK_IS_LABEL (widget))
    g_string_append_printf (texts, "%s\n", gtk_label_get_text (GTK_LABEL (widget)));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_label_texts (child, texts);
}

/* Run with LANGUAGE set and BRISCOLA_TEST_EXPECT listing ('|'-separated) the texts the
 * start page must show in that language, and one English text it must not. */
static void
test_start_page_language (Fixture *f, gconstpointer data)
{
  g_auto (GStrv) expected = g_strsplit (g_getenv ("BRISCOLA_TEST_EXPECT"), "|", -1);
  g_autoptr (GString) texts = g_string_new ("\n");

  collect_label_texts (GTK_WIDGET (f->window), texts);
  for (guint i = 0; expected[i] != NULL; i++)
    if (strstr (texts->str, expected[i]) == NULL)
      g_error ("the start page does not show “%s”; it shows:%s", expected[i], texts->str);
  g_assert_null (strstr (texts->str, "\nChoose a Game\n"));
  g_assert_null (strstr (texts->str, "\nBriscola for Two\n"));
}

static void
test_broken_plugins (void)
{
  const char *fixtures = g_getenv ("BRISCOLA_FIXTURES_DIR");
  g_autofree char *old = g_strdup (g_getenv (BRI_PLUGIN_PATH_ENV));
  g_autofree char *path = NULL;
  g_autoptr (BriscolaApplication) other = NULL;
  g_autoptr (GError) error = NULL;
  BriscolaWindow *window;
  BriPluginLoader *loader;
  guint failures = 0;

  /* tests/fixtures is always built: a missing folder is a broken build, not a skip. */
  g_assert_nonnull (fixtures);
  g_assert_true (g_file_test (fixtures, G_FILE_TEST_IS_DIR));
  reset_settings ();
  path = g_strconcat (old ? old : "", G_SEARCHPATH_SEPARATOR_S, fixtures, NULL);
  g_setenv (BRI_PLUGIN_PATH_ENV, path, TRUE);
  other = briscola_application_new (G_APPLICATION_NON_UNIQUE);
  /* A second application in the process needs its own name on the bus. */
  g_application_set_application_id (G_APPLICATION (other), APP_ID ".BrokenPlugins");
  g_assert_true (g_application_register (G_APPLICATION (other), NULL, &error));
  g_assert_no_error (error);
  window = briscola_window_new (ADW_APPLICATION (other));
  gtk_window_present (GTK_WINDOW (window));
  g_assert_true (wait_for_paint (GTK_WIDGET (window)));
  if (old != NULL)
    g_setenv (BRI_PLUGIN_PATH_ENV, old, TRUE);
  else
    g_unsetenv (BRI_PLUGIN_PATH_ENV);

  /* The broken modules are listed with their reasons; every good variant still is. */
  loader = briscola_application_get_loader (other);
  g_assert_cmpuint (bri_plugin_loader_get_failures (loader)->len, >=, 4);
  g_assert_nonnull (bri_plugin_loader_find (loader, "briscola2"));
  for (guint i = 0; i < bri_plugin_loader_get_failures (loader)->len; i++)
    {
      const BriPluginFailure *failure = &g_array_index (bri_plugin_loader_get_failures (loader),
                                                        BriPluginFailure, i);
      g_autofree char *base = g_path_get_basename (failure->path);
      GtkWidget *row = find_widget (GTK_WIDGET (window), match_row_title, base);
      g_assert_nonnull (row);
      g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==, failure->message);
      failures++;
    }
  g_assert_cmpuint (failures, >=, 4);
  g_assert_nonnull (gtk_list_box_get_row_at_index (briscola_window_get_variant_list (window),
                                                   (int) g_list_model_get_n_items (G_LIST_MODEL (loader)) - 1));
  gtk_window_destroy (GTK_WINDOW (window));
  flush_events ();
}

static gboolean
use_keyboard_and_drag (Fixture *f, gpointer data)
{
  guint *turn = data;
  BriAction legal[BRI_MAX_ACTIONS];
  const BriState *state = bri_game_get_state (briscola_game_view_get_game (f->view));
  guint n = bri_state_legal_actions (state, legal);

  (*turn)++;
  if (*turn == 2)
    {
      /* Arrows move between the playable cards, Enter (the card's activation) plays. */
      GList *controllers = NULL;
      GListModel *list = gtk_widget_observe_controllers (GTK_WIDGET (f->table));
      gboolean handled = FALSE;
      GtkWidget *focus;
      BriCard card;

      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr (GObject) controller = g_list_model_get_item (list, i);
          if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
            controllers = g_list_prepend (controllers, controller);
        }
      g_assert_nonnull (controllers);
      g_signal_emit_by_name (controllers->data, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
      g_assert_true (handled);
      g_signal_emit_by_name (controllers->data, "key-pressed", GDK_KEY_Right, 0, 0, &handled);
      g_list_free (controllers);
      g_object_unref (list);
      focus = gtk_root_get_focus (GTK_ROOT (f->window));
      g_assert_true (BRISCOLA_IS_CARD (focus));
      card = briscola_card_get_card (BRISCOLA_CARD (focus));
      g_assert_true (bri_state_is_legal (state, bri_action_play (card)));
      gtk_widget_activate (focus);
      g_assert_false (bri_card_set_has (bri_game_get_state (briscola_game_view_get_game (f->view))
                                          ->hand[0], card));
      return TRUE;
    }
  if (*turn == 3 && n > 0 && legal[0].kind == BRI_ACTION_PLAY)
    {
      /* Dragging a card onto the table plays it. */
      GListModel *list = gtk_widget_observe_controllers (GTK_WIDGET (f->table));
      GValue value = G_VALUE_INIT;
      gboolean dropped = FALSE;

      g_value_init (&value, G_TYPE_UINT);
      g_value_set_uint (&value, legal[0].card);
      /* Dropped near the top edge: a drop near the hand takes the card back, and where
       * the hand begins depends on the table's height, so the middle may be too low. */
      for (guint i = 0; i < g_list_model_get_n_items (list); i++)
        {
          g_autoptr (GObject) controller = g_list_model_get_item (list, i);
          if (GTK_IS_DROP_TARGET (controller))
            g_signal_emit_by_name (controller, "drop", &value,
                                   gtk_widget_get_width (GTK_WIDGET (f->table)) / 2.0,
                                   1.0, &dropped);
        }
      g_object_unref (list);
      g_assert_true (dropped);
      g_assert_false (bri_card_set_has (bri_game_get_state (briscola_game_view_get_game (f->view))
                                          ->hand[0], legal[0].card));
      return TRUE;
    }
  return FALSE;
}

static void
test_play_briscola2 (Fixture *f, gconstpointer data)
{
  guint turn = 0;
  guint played, won, drawn;
  g_autofree char *path = autosave_path ();

  choose_variant (f, "briscola2");
  start_game (f, 20240501);
  play_match (f, use_keyboard_and_drag, &turn, "briscola2");
  /* 20 tricks, the human plays in each. */
  g_assert_cmpuint (f->human_decisions, ==, 20);
  g_assert_true (bri_game_get_match (briscola_game_view_get_game (f->view))->finished);
  g_assert_true (briscola_settings_get_stats (settings, "briscola2", &played, &won, &drawn));
  g_assert_cmpuint (played, ==, 1);
  /* A finished match is not resumed. */
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
}

typedef struct
{
  guint signals_made;
} SignalScript;

static gboolean
make_signals (Fixture *f, gpointer data)
{
  SignalScript *script = data;
  const BriState *state = bri_game_get_state (briscola_game_view_get_game (f->view));
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_SAY &&
        g_str_has_prefix (state->config.rules->messages[legal[i].value].token, "signal:"))
      {
        do_action (f, legal[i]);
        script->signals_made++;
        return TRUE;
      }
  return FALSE;
}

static gboolean
history_has (Fixture *f, const char *line)
{
  GListModel *history = briscola_game_view_get_history (f->view);

  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (history, i);
      if (g_strcmp0 (gtk_string_object_get_string (item), line) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_play_briscola4_signals (Fixture *f, gconstpointer data)
{
  SignalScript script = { 0 };
  const BriRecord *record;
  const BriDealRecord *deal;
  BriState state;
  guint partner_signals = 0, opponent_signals = 0;

  /* A plugin of this repository that does not load fails the test. */
  g_assert_nonnull (find_variant ("briscola4"));
  choose_variant (f, "briscola4");
  set_option (f, "briscola4", "communication", "signals");
  set_option (f, "briscola4", "match", "single");
  /* The human is dealt two high trumps, the partner one. */
  start_game (f, 109);
  play_match (f, make_signals, &script, "briscola4");
  g_assert_cmpuint (script.signals_made, >, 0);
  g_assert_cmpuint (f->button_choices, ==, script.signals_made);

  /* The partner's signals reached the human; the opponents' stayed secret. */
  record = bri_game_get_record (briscola_game_view_get_game (f->view));
  deal = g_ptr_array_index (record->deals, record->deals->len - 1);
  g_assert_true (bri_state_deal_ordered (&state, &record->config, deal->dealer, deal->order,
                                         deal->n_cards, NULL));
  for (guint i = 0; i < deal->actions->len; i++)
    {
      BriAction action = g_array_index (deal->actions, BriAction, i);
      guint seat = state.to_act;

      if (action.kind == BRI_ACTION_SAY && seat != 0)
        {
          /* The history reports the others' messages as events. */
          g_autofree char *line = bri_action_get_event (record->config.rules, action,
                                                        BRI_DECK_STYLE_ITALIAN,
                                                        briscola_seat_name (seat, 0));
          if (seat == 2)
            {
              partner_signals++;
              g_assert_true (history_has (f, line));
            }
          else
            {
              opponent_signals++;
              g_assert_false (history_has (f, line));
            }
        }
      bri_state_apply (&state, action);
    }
  g_test_message ("signals: human %u, partner %u, opponents %u", script.signals_made,
                  partner_signals, opponent_signals);
  g_assert_cmpuint (partner_signals + opponent_signals, >, 0);
}

static void
test_play_chiamata (Fixture *f, gconstpointer data)
{
  g_assert_nonnull (find_variant ("chiamata"));
  choose_variant (f, "chiamata");
  set_option (f, "chiamata", "target", "single");
  start_game (f, GPOINTER_TO_UINT (data));
  play_match (f, NULL, NULL, GPOINTER_TO_UINT (data) == 7 ? "chiamata" : NULL);
  /* The auction alone asks the human at least once for a bid or a pass. */
  g_assert_cmpuint (f->button_choices, >, 0);
  g_test_message ("chiamata: %u decisions, %u by buttons, %u in menus", f->human_decisions,
                  f->button_choices, f->menu_choices);
}

static gboolean
human_to_play (gpointer data)
{
  Fixture *f = data;
  return briscola_game_view_get_waiting (f->view);
}

static void
play_hinted_moves (Fixture *f, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (wait_for (human_to_play, f, WAIT_MS));
      do_action (f, ask_hint (f));
    }
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
}

static void
test_resume (Fixture *f, gconstpointer data)
{
  g_autofree char *path = autosave_path ();
  BriState before;

  choose_variant (f, "briscola2");
  start_game (f, 77);
  play_hinted_moves (f, 3);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  before = *bri_game_get_state (briscola_game_view_get_game (f->view));

  /* Quitting and starting again: the same game, at the same point. */
  close_window (f);
  open_window (f);
  g_assert_cmpstr (briscola_window_get_page (f->window), ==, "game");
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  {
    const BriState *after = bri_game_get_state (briscola_game_view_get_game (f->view));
    g_assert_true (memcmp (after->hand, before.hand, sizeof before.hand) == 0);
    g_assert_true (memcmp (after->pile, before.pile, sizeof before.pile) == 0);
    g_assert_cmpuint (after->stock_top, ==, before.stock_top);
    g_assert_cmpuint (after->to_act, ==, before.to_act);
    g_assert_cmpuint (after->n_tricks, ==, 3);
  }
  check_table (f);
}

static gboolean
dialog_shown (gpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) window = g_list_model_get_item (toplevels, i);
      if (match_message_dialog (window, NULL) && gtk_widget_get_mapped (window))
        {
          *(GtkWidget **) data = window;
          return TRUE;
        }
    }
  return FALSE;
}

static void
test_corrupt_autosave (Fixture *f, gconstpointer data)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *damaged = g_strconcat (path, ".damaged", NULL);
  GtkWidget *dialog = NULL;
  const char *body;

  close_window (f);
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, "[Briscola]\nFormat=1\nVariant=briscola2\n"
                                      "Players=2\nOptions=\nSeed=5\n[Deal 1]\nDealer=1\n"
                                      "Deck=Ad Ad\nActions=\n", -1, NULL));
  open_window (f);
  g_assert_true (wait_for (dialog_shown, &dialog, WAIT_MS));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "Your Game Could Not Be Resumed");
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("%s", body);
  /* What happens now and where the file is, in a player's words: the parser's reason
   * (a card dealt twice) goes to the log only. */
  g_assert_nonnull (strstr (body, "damaged"));
  g_assert_nonnull (strstr (body, "new game"));
  g_assert_nonnull (strstr (body, damaged));
  g_assert_null (strstr (body, "twice"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
  flush_events ();

  /* A fresh start: the variant list, no game, the damaged file kept aside. */
  g_assert_cmpstr (briscola_window_get_page (f->window), ==, "variants");
  g_assert_null (briscola_game_view_get_game (f->view));
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_test (damaged, G_FILE_TEST_EXISTS));
  choose_variant (f, "briscola2");
  start_game (f, 3);
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
}

/* A game whose variant is not installed is set aside, not called damaged, and a new
 * game's autosave does not touch it. */
static void
test_autosave_variant_missing (Fixture *f, gconstpointer data)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *waiting = g_build_filename (dir, "waiting-scopone.briscola", NULL);
  g_autofree char *damaged = g_strconcat (path, ".damaged", NULL);
  const char *text = "[Briscola]\nFormat=1\nVariant=scopone\nPlayers=2\nOptions=\n"
                     "Seed=5\n[Deal 1]\nDealer=1\nDeck=Ad\nActions=\n";
  g_autofree char *kept = NULL;
  GtkWidget *dialog = NULL;
  const char *body;

  close_window (f);
  g_mkdir_with_parents (dir, 0700);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  open_window (f);
  g_assert_true (wait_for (dialog_shown, &dialog, WAIT_MS));
  g_assert_cmpstr (adw_message_dialog_get_heading (ADW_MESSAGE_DIALOG (dialog)), ==,
                   "This Game’s Variant Is Not Installed");
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "“scopone”"));
  g_assert_nonnull (strstr (body, waiting));
  g_assert_null (strstr (body, "damaged"));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
  flush_events ();

  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (damaged, G_FILE_TEST_EXISTS));
  choose_variant (f, "briscola2");
  start_game (f, 3);
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (waiting, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, text);
}

/* A damaged autosave that cannot be moved aside (every name for it is taken) stays, the
 * player is told so, and the new game does not save over it. */
static void
test_autosave_damaged_stuck (Fixture *f, gconstpointer data)
{
  g_autofree char *path = autosave_path ();
  g_autofree char *dir = g_path_get_dirname (path);
  const char *text = "[Briscola]\nFormat=2\nVariant=briscola2\n";
  g_autofree char *still = NULL;
  GtkWidget *dialog = NULL;
  const char *body;

  close_window (f);
  g_mkdir_with_parents (dir, 0700);
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *taken = n == 1 ? g_strconcat (path, ".damaged", NULL)
                                      : g_strdup_printf ("%s.damaged-%u", path, n);
      g_assert_true (g_file_set_contents (taken, "", -1, NULL));
    }
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  open_window (f);
  g_assert_true (wait_for (dialog_shown, &dialog, WAIT_MS));
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog));
  g_test_message ("%s", body);
  g_assert_nonnull (strstr (body, "stays"));
  g_assert_nonnull (strstr (body, path));
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "close");
  flush_events ();

  choose_variant (f, "briscola2");
  start_game (f, 3);
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  do_action (f, ask_hint (f));
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  g_assert_true (g_file_get_contents (path, &still, NULL, NULL));
  g_assert_cmpstr (still, ==, text);
}

static void
test_undo (Fixture *f, gconstpointer data)
{
  const BriState *state;
  BriCardSet hand;
  BriAction action;
  guint tricks;

  choose_variant (f, "briscola2");
  start_game (f, 99);
  play_hinted_moves (f, 2);
  state = bri_game_get_state (briscola_game_view_get_game (f->view));
  hand = state->hand[0];
  tricks = state->n_tricks;

  action = ask_hint (f);
  do_action (f, action);
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  g_assert_true (briscola_game_view_get_can_undo (f->view));
  click_action_button (f, "win.undo");
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));

  /* The card is back in the hand, and the deal is where it was. */
  state = bri_game_get_state (briscola_game_view_get_game (f->view));
  g_assert_true (bri_card_set_has (state->hand[0], action.card));
  g_assert_cmpuint (state->hand[0], ==, hand);
  g_assert_cmpuint (state->n_tricks, ==, tricks);
  check_table (f);

  /* Not without casual mode. */
  g_settings_set_boolean (settings, "casual-mode", FALSE);
  do_action (f, ask_hint (f));
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  g_assert_false (briscola_game_view_get_can_undo (f->view));
}

static void
test_confirm_before_play (Fixture *f, gconstpointer data)
{
  BriscolaCard *card;
  BriAction legal[BRI_MAX_ACTIONS];
  const BriState *state;

  g_settings_set_boolean (settings, "confirm-before-play", TRUE);
  choose_variant (f, "briscola2");
  start_game (f, 12);
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  state = bri_game_get_state (briscola_game_view_get_game (f->view));
  g_assert_cmpuint (bri_state_legal_actions (state, legal), >, 0);
  card = briscola_table_get_card (f->table, legal[0].card);
  /* The first choice raises the card, the second plays it. */
  gtk_widget_activate (GTK_WIDGET (card));
  g_assert_cmpuint (briscola_table_get_selected (f->table), ==, legal[0].card);
  g_assert_true (bri_card_set_has (state->hand[0], legal[0].card));
  gtk_widget_activate (GTK_WIDGET (card));
  g_assert_false (bri_card_set_has (bri_game_get_state (briscola_game_view_get_game (f->view))
                                      ->hand[0], legal[0].card));
}

static gboolean
table_idle (gpointer data)
{
  return briscola_table_is_idle (data);
}

static void
test_animations (Fixture *f, gconstpointer data)
{
  gint64 start;

  /* With motion allowed, cards travel on the frame clock and the game waits for them. */
  g_settings_set_string (settings, "animation-speed", "fast");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  choose_variant (f, "briscola2");
  start = g_get_monotonic_time ();
  /* The deal starts moving as the game starts: looked at before the main loop runs, as on
   * a loaded machine a late first frame may let the whole deal fly by in one. */
  briscola_window_set_seed (f->window, 5);
  click_action_button (f, "win.start-game");
  g_assert_false (briscola_table_is_idle (f->table));
  flush_events ();
  play_hinted_moves (f, 2);
  g_assert_true (wait_for (table_idle, f->table, WAIT_MS));
  /* Dealing and two tricks took some frames. */
  g_assert_cmpint (g_get_monotonic_time () - start, >, 300 * 1000);
  check_table (f);

  /* Reduced motion: every change shows at once. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  do_action (f, ask_hint (f));
  g_assert_true (briscola_table_is_idle (f->table));
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  check_table (f);
}

static void
test_preferences_and_rules (Fixture *f, gconstpointer data)
{
  BriAction legal[BRI_MAX_ACTIONS];
  const BriState *state;
  BriscolaCard *card;
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before = g_list_model_get_n_items (toplevels);

  choose_variant (f, "briscola2");
  start_game (f, 8);
  g_assert_true (wait_for (human_to_play, f, WAIT_MS));
  state = bri_game_get_state (briscola_game_view_get_game (f->view));
  bri_state_legal_actions (state, legal);
  card = briscola_table_get_card (f->table, legal[0].card);
  g_assert_cmpuint (briscola_card_get_deck_style (card), ==, BRI_DECK_STYLE_ITALIAN);

  /* The French deck from the preferences: the table follows, names too. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "preferences", NULL);
  g_assert_true (wait_for_toplevels (toplevels, before + 1));
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  g_settings_set_string (settings, "deck-style", "french");
  g_assert_cmpuint (briscola_card_get_deck_style (card), ==, BRI_DECK_STYLE_FRENCH);
  {
    g_autofree char *name = bri_card_get_name (legal[0].card, BRI_DECK_STYLE_FRENCH);
    gtk_test_accessible_assert_property (card, GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  }
  screenshot (GTK_WIDGET (f->window), "french-deck");

  /* The rules of the variant being played. */
  g_assert_true (g_action_group_get_action_enabled (G_ACTION_GROUP (f->window), "rules"));
  g_action_group_activate_action (G_ACTION_GROUP (f->window), "rules", NULL);
  g_assert_true (wait_for_toplevels (toplevels, before + 2));
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 2);

  for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i - 1);
      if (window != GTK_WINDOW (f->window))
        gtk_window_destroy (window);
    }
}

static void
test_statistics_window (Fixture *f, gconstpointer data)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint before = g_list_model_get_n_items (toplevels);
  GtkWidget *row = NULL;

  briscola_settings_record_match (settings, "briscola2", TRUE, FALSE);
  briscola_settings_record_match (settings, "briscola2", FALSE, FALSE);
  g_action_group_activate_action (G_ACTION_GROUP (app), "statistics", NULL);
  g_assert_true (wait_for_toplevels (toplevels, before + 1));
  g_assert_cmpuint (g_list_model_get_n_items (toplevels), ==, before + 1);
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr (GtkWidget) top = g_list_model_get_item (toplevels, i);
      if (top == GTK_WIDGET (f->window))
        continue;
      row = find_widget (top, match_row_title,
                         (gpointer) bri_variant_get_name (find_variant ("briscola2")));
      if (row != NULL)
        break;
    }
  g_assert_nonnull (row);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (row)), ==,
                   "2 matches played, 0 drawn");
  gtk_window_destroy (GTK_WINDOW (gtk_widget_get_root (row)));
}

int
main (int argc, char *argv[])
{
  if (!gtk_test_support_init (&argc, &argv))
    return 0;

  if (g_getenv ("BRISCOLA_TEST_EXPECT") != NULL)
    {
      g_test_add ("/gtk/start/language", Fixture, NULL, fixture_setup, test_start_page_language,
                  fixture_teardown);
      return gtk_test_support_run ();
    }
  g_test_add ("/gtk/start/variant-list", Fixture, NULL, fixture_setup, test_variant_list,
              fixture_teardown);
  g_test_add_func ("/gtk/start/broken-plugins", test_broken_plugins);
  g_test_add ("/gtk/play/briscola2", Fixture, NULL, fixture_setup, test_play_briscola2,
              fixture_teardown);
  g_test_add ("/gtk/play/briscola4-signals", Fixture, NULL, fixture_setup,
              test_play_briscola4_signals, fixture_teardown);
  g_test_add ("/gtk/play/chiamata", Fixture, GUINT_TO_POINTER (7), fixture_setup,
              test_play_chiamata, fixture_teardown);
  g_test_add ("/gtk/play/chiamata-other-deal", Fixture, GUINT_TO_POINTER (31), fixture_setup,
              test_play_chiamata, fixture_teardown);
  g_test_add ("/gtk/autosave/resume", Fixture, NULL, fixture_setup, test_resume,
              fixture_teardown);
  g_test_add ("/gtk/autosave/corrupt", Fixture, NULL, fixture_setup, test_corrupt_autosave,
              fixture_teardown);
  g_test_add ("/gtk/autosave/variant-missing", Fixture, NULL, fixture_setup,
              test_autosave_variant_missing, fixture_teardown);
  g_test_add ("/gtk/autosave/damaged-stuck", Fixture, NULL, fixture_setup,
              test_autosave_damaged_stuck, fixture_teardown);
  g_test_add ("/gtk/undo", Fixture, NULL, fixture_setup, test_undo, fixture_teardown);
  g_test_add ("/gtk/confirm-before-play", Fixture, NULL, fixture_setup,
              test_confirm_before_play, fixture_teardown);
  g_test_add ("/gtk/animations", Fixture, NULL, fixture_setup, test_animations,
              fixture_teardown);
  g_test_add ("/gtk/preferences-and-rules", Fixture, NULL, fixture_setup,
              test_preferences_and_rules, fixture_teardown);
  g_test_add ("/gtk/statistics", Fixture, NULL, fixture_setup, test_statistics_window,
              fixture_teardown);

  return gtk_test_support_run ();
}
