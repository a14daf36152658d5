/* test-gtk-choices.c: the human's choices other than playing a card: every bid, call,
 * suit, discard and message has a widget wholly in the window at the supported sizes,
 * menus are as wide as their lines, the table does not move when choices come and go,
 * prompts say what to do, and undo takes back any decision. */
#include "config.h"

#include <glib/gstdio.h>

#include "briscola-choice-panel.h"
#include "gtk-test-support.h"

typedef struct
{
  int width;
  int height;
} Size;

static const Size sizes[] = { { 1024, 720 }, { 800, 600 } };
/* The narrowest window the team supports: the choices must fit in it, whatever the
 * window's other parts need today. */
#define NARROWEST 480

typedef struct
{
  GtkWidget *window;
  int width;
  int height;
} WindowSize;

static gboolean
window_has_size (gpointer data)
{
  WindowSize *wanted = data;
  return gtk_widget_get_width (wanted->window) == wanted->width &&
         gtk_widget_get_height (wanted->window) == wanted->height;
}

/* Sizes the window as a person would see it; the default size also counts what the
 * window draws around itself (the frame without a window manager), as much now as then. */
static void
resize_window (Fixture *f, const Size *size)
{
  GtkWidget *window = GTK_WIDGET (f->window);
  int width, height;
  WindowSize wanted;

  gtk_window_get_default_size (GTK_WINDOW (window), &width, &height);
  wanted.window = window;
  wanted.width = size->width - (width - gtk_widget_get_width (window));
  wanted.height = size->height - (height - gtk_widget_get_height (window));
  gtk_window_set_default_size (GTK_WINDOW (window), size->width, size->height);
  /* The window may refuse to get smaller than its content needs: that is a failure. */
  if (!wait_for (window_has_size, &wanted, 5000))
    g_error ("the window is %dx%d, not %dx%d", gtk_widget_get_width (window),
             gtk_widget_get_height (window), wanted.width, wanted.height);
  g_assert_true (wait_for_paint (window));
}

static gboolean
human_waiting (gpointer data)
{
  Fixture *f = data;
  return briscola_game_view_get_waiting (f->view) || briscola_game_view_get_summary_shown (f->view);
}

static const BriState *
game_state (Fixture *f)
{
  return bri_game_get_state (briscola_game_view_get_game (f->view));
}

static gboolean
legal_has_kind (Fixture *f, guint kind)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (game_state (f), legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      return TRUE;
  return FALSE;
}

/* Decides for the human at a decision that is not the one waited for; FALSE: the hint. */
typedef gboolean (*Steer) (Fixture *f);

/* Plays (by hints or @steer) until the human is to choose an action of @kind; FALSE when
 * the deal ended first. */
static gboolean
play_until_kind (Fixture *f, guint kind, Steer steer)
{
  for (;;)
    {
      g_assert_true (wait_for (human_waiting, f, WAIT_MS));
      if (briscola_game_view_get_summary_shown (f->view))
        return FALSE;
      if (legal_has_kind (f, kind))
        return TRUE;
      if (steer == NULL || !steer (f))
        do_action (f, ask_hint (f));
    }
}

/* The human bids whenever it can, so that it wins the auction and calls. */
static gboolean
always_bid (Fixture *f)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (game_state (f), legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_RANK || legal[i].kind == BRI_ACTION_BID_POINTS)
      {
        do_action (f, legal[i]);
        return TRUE;
      }
  return FALSE;
}

/* The widget a person sees for @widget: a menu's button for an item of its popover. */
static GtkWidget *
visible_widget (GtkWidget *widget)
{
  GtkWidget *menu = gtk_widget_get_ancestor (widget, GTK_TYPE_MENU_BUTTON);
  return menu != NULL ? menu : widget;
}

static void
assert_inside_window (Fixture *f, GtkWidget *widget)
{
  graphene_rect_t bounds;
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (f->window));

  g_assert_true (gtk_widget_get_mapped (widget));
  g_assert_true (gtk_widget_compute_bounds (widget, content, &bounds));
  g_test_message ("%s at %.0f,%.0f %.0fx%.0f in %dx%d", G_OBJECT_TYPE_NAME (widget),
                  bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                  gtk_widget_get_width (content), gtk_widget_get_height (content));
  g_assert_cmpfloat (bounds.size.width, >, 0);
  g_assert_cmpfloat (bounds.origin.x, >=, 0);
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (content));
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=, gtk_widget_get_height (content));
}

static gboolean
match_choice_panel (GtkWidget *widget, gpointer data)
{
  return BRISCOLA_IS_CHOICE_PANEL (widget) && gtk_widget_get_mapped (widget) && widget != data;
}

/* The shown choice panels can be as narrow as the narrowest window, margins included. */
static void
assert_fits_narrowest (Fixture *f)
{
  GtkWidget *panel = NULL;
  guint n_panels = 0;

  while ((panel = find_widget (GTK_WIDGET (f->view), match_choice_panel, panel)) != NULL &&
         n_panels < 2)
    {
      int minimum;

      gtk_widget_measure (panel, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
      minimum += gtk_widget_get_margin_start (panel) + gtk_widget_get_margin_end (panel);
      g_test_message ("choice panel: at least %d px wide", minimum);
      g_assert_cmpint (minimum, <=, NARROWEST - 24);
      n_panels++;
    }
  g_assert_cmpuint (n_panels, >, 0);
}

/* Every legal action has a widget, mapped, sensitive and wholly inside the window. */
static void
assert_choices_visible (Fixture *f)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (game_state (f), legal);

  g_assert_true (wait_for_paint (GTK_WIDGET (f->window)));
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *widget = briscola_game_view_find_action_widget (f->view, legal[i]);

      g_assert_nonnull (widget);
      widget = visible_widget (widget);
      g_assert_true (gtk_widget_is_sensitive (widget));
      assert_inside_window (f, widget);
    }
  assert_fits_narrowest (f);
}

static void
start_variant (Fixture *f, const char *id, const char *options[], guint64 seed)
{
  choose_variant (f, id);
  for (guint i = 0; options != NULL && options[i] != NULL; i += 2)
    set_option (f, id, options[i], options[i + 1]);
  start_game (f, seed);
}

static void
test_auction_rank (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  const char *options[] = { "preset", "classica", "target", "single", NULL };
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;
  GtkWidget *first = NULL;
  graphene_rect_t first_bounds;
  g_autofree char *shot = g_strdup_printf ("choices-auction-rank-%dx%d", size->width,
                                           size->height);

  g_test_summary ("Chiamata's rank bids and Pass are wholly in the window, in one row when "
                  "there is room, with a prompt that says what to do");
  resize_window (f, size);
  start_variant (f, "chiamata", options, 7);
  g_assert_true (play_until_kind (f, BRI_ACTION_BID_RANK, NULL));
  assert_choices_visible (f);
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==, "Bid a rank, or pass");
  screenshot (GTK_WIDGET (f->window), shot);

  /* No stray Enter bids or passes: what has the focus, and the default widget, if any,
   * are in sight, and no choice is taken for the person in advance. */
  {
    GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));
    GtkWidget *fallback = gtk_window_get_default_widget (GTK_WINDOW (f->window));

    if (focus != NULL)
      g_assert_true (gtk_widget_get_mapped (focus));
    if (fallback != NULL)
      g_assert_true (gtk_widget_get_mapped (fallback));
    g_assert_true (focus == NULL ||
                   g_object_get_data (G_OBJECT (focus), "briscola-action") == NULL);
  }

  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n && size->width >= 1024; i++)
    {
      GtkWidget *widget = briscola_game_view_find_action_widget (f->view, legal[i]);
      graphene_rect_t bounds;

      g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (f->window), &bounds));
      if (first == NULL)
        {
          first = widget;
          first_bounds = bounds;
        }
      /* One row: the same top for every bid and for Pass. */
      g_assert_cmpfloat (bounds.origin.y, ==, first_bounds.origin.y);
    }
}

static void
test_auction_points (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  const char *options[] = { "preset", "siciliana", "target", "single", NULL };
  BriAction legal[BRI_MAX_ACTIONS], bid;
  guint n, low = G_MAXUINT, high = 0;
  GtkWidget *spin;
  double min, max;
  g_autofree char *shot = g_strdup_printf ("choices-auction-points-%dx%d", size->width,
                                           size->height);

  g_test_summary ("Point bids are a spin button bounded by the legal bids, with Bid and Pass "
                  "beside it, wholly in the window");
  resize_window (f, size);
  start_variant (f, "chiamata", options, 7);
  g_assert_true (play_until_kind (f, BRI_ACTION_BID_POINTS, NULL));
  assert_choices_visible (f);
  assert_inside_window (f, briscola_game_view_get_bid_button (f->view));
  screenshot (GTK_WIDGET (f->window), shot);

  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_POINTS)
      {
        low = MIN (low, legal[i].value);
        high = MAX (high, legal[i].value);
        bid = legal[i];
      }
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==,
                   legal_has_kind (f, BRI_ACTION_PASS) ? "Bid more points, or pass"
                                                       : "Bid points");
  spin = briscola_game_view_find_action_widget (f->view, bid);
  g_assert_true (GTK_IS_SPIN_BUTTON (spin));
  gtk_spin_button_get_range (GTK_SPIN_BUTTON (spin), &min, &max);
  g_assert_cmpfloat (min, ==, low);
  g_assert_cmpfloat (max, ==, high);

  /* Bidding through the spin button and Bid records exactly that bid. */
  {
    const BriRecord *record = bri_game_get_record (briscola_game_view_get_game (f->view));
    const BriDealRecord *deal = g_ptr_array_index (record->deals, record->deals->len - 1);
    guint before = deal->actions->len;

    do_action (f, bid);
    g_assert_cmpuint (deal->actions->len, >, before);
    g_assert_true (bri_action_equal (g_array_index (deal->actions, BriAction, before), bid));
  }
}

/* Deals Chiamata games until the human wins the auction and must call (or discard). */
static void
reach_kind_by_bidding (Fixture *f, const char *preset, guint kind)
{
  const char *options[] = { "preset", preset, "target", "single", NULL };

  start_variant (f, "chiamata", options, 1);
  for (guint64 seed = 2; !play_until_kind (f, kind, always_bid); seed++)
    {
      /* The next deal of the same configuration, straight into the game view. */
      BriConfig config = bri_game_get_record (briscola_game_view_get_game (f->view))->config;
      g_autoptr (BriGame) game = bri_game_new (&config, seed, seed % config.n_players);

      g_assert_cmpuint (seed, <, 60);
      briscola_game_view_set_game (f->view, game, FALSE);
    }
}

static void
test_call_grid (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;
  g_autofree char *shot = g_strdup_printf ("choices-call-%dx%d", size->width, size->height);

  g_test_summary ("The callable cards are a grid of cards wholly in the window");
  resize_window (f, size);
  reach_kind_by_bidding (f, "classica", BRI_ACTION_CALL);
  assert_choices_visible (f);
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==,
                   "Call a card: its holder is your secret partner");
  screenshot (GTK_WIDGET (f->window), shot);

  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_CALL)
      {
        GtkWidget *button = briscola_game_view_find_action_widget (f->view, legal[i]);
        /* A card face, not a menu item. */
        g_assert_true (GTK_IS_BUTTON (button));
        g_assert_true (BRISCOLA_IS_CARD (gtk_button_get_child (GTK_BUTTON (button))));
        g_assert_null (gtk_widget_get_ancestor (button, GTK_TYPE_POPOVER));
      }
}

static void
test_discards (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  BriAction legal[BRI_MAX_ACTIONS], first = { 0 };
  guint n, to_pick = 0;
  GtkWidget *confirm;
  BriCardSet discards_before;
  g_autofree char *shot = g_strdup_printf ("choices-discard-%dx%d", size->width, size->height);
  g_autofree char *expected = NULL;

  g_test_summary ("Discards are picked in the hand and confirmed together");
  resize_window (f, size);
  reach_kind_by_bidding (f, "siciliana", BRI_ACTION_DISCARD);
  assert_choices_visible (f);
  confirm = briscola_game_view_get_confirm_button (f->view);
  g_assert_nonnull (confirm);
  assert_inside_window (f, confirm);
  g_assert_false (gtk_widget_is_sensitive (confirm));
  screenshot (GTK_WIDGET (f->window), shot);

  /* How many to pick: what the core takes in a row. */
  {
    BriState next = *game_state (f);
    while (next.to_act == 0 && bri_state_legal_actions (&next, legal) > 0 &&
           legal[0].kind == BRI_ACTION_DISCARD)
      {
        bri_state_apply (&next, legal[0]);
        to_pick++;
      }
  }
  g_assert_cmpuint (to_pick, >, 0);
  expected = g_strdup_printf (to_pick == 1 ? "Pick %u card to put away"
                                           : "Pick %u cards to put away", to_pick);
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==, expected);

  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_DISCARD)
      {
        first = legal[i];
        break;
      }
  /* A pick toggles: picked, then put back. */
  gtk_widget_activate (briscola_game_view_find_action_widget (f->view, first));
  g_assert_true (bri_card_set_has (briscola_table_get_picked (f->table), first.card));
  gtk_widget_activate (briscola_game_view_find_action_widget (f->view, first));
  g_assert_false (bri_card_set_has (briscola_table_get_picked (f->table), first.card));
  g_assert_cmpuint (game_state (f)->to_act, ==, 0);

  discards_before = game_state (f)->discards;
  do_action (f, first);
  g_assert_cmpuint (bri_card_set_count (game_state (f)->discards & ~discards_before), ==,
                    to_pick);
  g_assert_true (bri_card_set_has (game_state (f)->discards, first.card));
}

/* Plays briscola4 with conversation until the human may talk beside a card to play. */
static void
reach_talk_menu (Fixture *f)
{
  const char *options[] = { "communication", "conversation", "match", "single", NULL };

  start_variant (f, "briscola4", options, 109);
  for (;;)
    {
      g_assert_true (play_until_kind (f, BRI_ACTION_SAY, NULL));
      if (legal_has_kind (f, BRI_ACTION_PLAY))
        return;
      do_action (f, ask_hint (f));
    }
}

static gboolean
popover_mapped (gpointer data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (gtk_menu_button_get_popover (data)));
}

static gboolean
popover_unmapped (gpointer data)
{
  return !popover_mapped (data);
}

/* Closes @menu's popover and lets the pointer leave it before anything else happens. */
static void
close_menu (GtkWidget *menu)
{
  gtk_menu_button_popdown (GTK_MENU_BUTTON (menu));
  g_assert_true (wait_for (popover_unmapped, menu, WAIT_MS));
  g_assert_true (wait_for_paint (gtk_widget_get_ancestor (menu, GTK_TYPE_WINDOW)));
}

/* Whether every mapped label under @root is at least as wide as its text needs. */
static gboolean
labels_fit (GtkWidget *root, gboolean assert)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_LABEL (child) && gtk_widget_get_mapped (child))
        {
          int natural;

          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL,
                              NULL);
          /* The measure counts the margins, the width does not. */
          natural -= gtk_widget_get_margin_start (child) + gtk_widget_get_margin_end (child);
          if (assert)
            {
              g_test_message ("\"%s\": %d px for %d", gtk_label_get_text (GTK_LABEL (child)),
                              gtk_widget_get_width (child), natural);
              g_assert_cmpint (gtk_widget_get_width (child), >=, natural);
            }
          else if (gtk_widget_get_width (child) < natural)
            return FALSE;
        }
      if (!labels_fit (child, assert))
        return FALSE;
    }
  return TRUE;
}

static gboolean
labels_fit_now (gpointer data)
{
  return labels_fit (data, FALSE);
}

/* Every label of @popover is at least as wide as its text needs, once laid out (a popover
 * lays out on its own surface's next frame). */
static void
assert_items_fit (GtkWidget *popover)
{
  wait_for (labels_fit_now, popover, 5000);
  labels_fit (popover, TRUE);
}

static void
test_talk_menu_width (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;
  GtkWidget *menu = NULL, *popover;
  g_autofree char *shot = g_strdup_printf ("choices-talk-%dx%d", size->width, size->height);

  g_test_summary ("The talk menu's items are as wide as their text needs, in the window");
  resize_window (f, size);
  reach_talk_menu (f);
  assert_choices_visible (f);
  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n && menu == NULL; i++)
    if (legal[i].kind == BRI_ACTION_SAY)
      menu = gtk_widget_get_ancestor (briscola_game_view_find_action_widget (f->view, legal[i]),
                                      GTK_TYPE_MENU_BUTTON);
  g_assert_nonnull (menu);
  open_menu (menu);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (menu)));
  g_assert_true (wait_for_paint (popover));
  assert_items_fit (popover);
  screenshot (GTK_WIDGET (f->window), shot);
  close_menu (menu);
}

typedef struct
{
  graphene_rect_t table;
  gboolean have_table;
  guint checked;
  guint with_choices;
} Stability;

/* The table's allocation is the same at every decision, with choices shown or not. */
static gboolean
check_table_still (Fixture *f, gpointer data)
{
  Stability *stability = data;
  graphene_rect_t bounds;
  GtkWidget *content = adw_application_window_get_content (ADW_APPLICATION_WINDOW (f->window));

  g_assert_true (wait_for_paint (GTK_WIDGET (f->window)));
  g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (f->table), content, &bounds));
  if (!stability->have_table)
    {
      stability->table = bounds;
      stability->have_table = TRUE;
    }
  g_assert_true (graphene_rect_equal (&bounds, &stability->table));
  stability->checked++;
  {
    BriAction legal[BRI_MAX_ACTIONS];
    guint n = bri_state_legal_actions (game_state (f), legal);
    for (guint i = 0; i < n; i++)
      if (legal[i].kind != BRI_ACTION_PLAY)
        {
          stability->with_choices++;
          break;
        }
  }
  return FALSE;
}

static void
test_table_still (Fixture *f, gconstpointer data)
{
  const char *options[] = { "communication", "signals", "match", "single", NULL };
  Stability stability = { 0 };

  g_test_summary ("Nothing on the table moves when a choice appears or goes");
  resize_window (f, &sizes[0]);
  start_variant (f, "briscola4", options, 109);
  play_match (f, check_table_still, &stability, NULL);
  g_test_message ("%u decisions, %u with choices", stability.checked, stability.with_choices);
  g_assert_cmpuint (stability.with_choices, >, 0);
  g_assert_cmpuint (stability.checked, >, stability.with_choices);
}

static guint
n_history (Fixture *f)
{
  return g_list_model_get_n_items (briscola_game_view_get_history (f->view));
}

static char **
history_lines (Fixture *f)
{
  GListModel *history = briscola_game_view_get_history (f->view);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **lines;

  for (guint i = 0; i < g_list_model_get_n_items (history); i++)
    {
      g_autoptr (GtkStringObject) item = g_list_model_get_item (history, i);
      g_strv_builder_add (builder, gtk_string_object_get_string (item));
    }
  lines = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return lines;
}

static guint
n_actions (Fixture *f)
{
  const BriRecord *record = bri_game_get_record (briscola_game_view_get_game (f->view));
  const BriDealRecord *deal = g_ptr_array_index (record->deals, record->deals->len - 1);
  return deal->actions->len;
}

/* Does @action, lets the others act, takes it back: the deal and its history are as they
 * were before it. */
static void
assert_undone (Fixture *f, BriAction action)
{
  g_auto (GStrv) before = history_lines (f);
  guint actions = n_actions (f);

  do_action (f, action);
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  g_assert_cmpuint (n_actions (f), >, actions);
  g_assert_cmpuint (n_history (f), >, g_strv_length (before));
  g_assert_true (briscola_game_view_get_can_undo (f->view));
  click_action_button (f, "win.undo");
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  g_assert_cmpuint (n_actions (f), ==, actions);
  g_assert_true (bri_state_is_legal (game_state (f), action));
  {
    g_auto (GStrv) after = history_lines (f);
    g_assert_true (g_strv_equal ((const char * const *) before, (const char * const *) after));
  }
}

static void
test_undo_bid (Fixture *f, gconstpointer data)
{
  const char *options[] = { "preset", "classica", "target", "single", NULL };
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;

  g_test_summary ("A bid is taken back by Undo, and the history with it");
  start_variant (f, "chiamata", options, 7);
  g_assert_true (play_until_kind (f, BRI_ACTION_BID_RANK, NULL));
  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_RANK)
      {
        assert_undone (f, legal[i]);
        break;
      }
  /* Passing too. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_PASS)
      assert_undone (f, legal[i]);
}

static void
test_undo_call (Fixture *f, gconstpointer data)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;

  g_test_summary ("The call of a card is taken back by Undo");
  reach_kind_by_bidding (f, "classica", BRI_ACTION_CALL);
  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_CALL)
      {
        assert_undone (f, legal[i]);
        break;
      }
}

static gboolean
find_signal (Fixture *f, BriAction *signal)
{
  const BriState *state = game_state (f);
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_SAY &&
        g_str_has_prefix (state->config.rules->messages[legal[i].value].token, "signal:"))
      {
        *signal = legal[i];
        return TRUE;
      }
  return FALSE;
}

static void
test_undo_signal (Fixture *f, gconstpointer data)
{
  const char *options[] = { "communication", "signals", "match", "single", NULL };
  BriAction signal;

  g_test_summary ("A secret signal is taken back by Undo");
  start_variant (f, "briscola4", options, 109);
  for (;;)
    {
      g_assert_true (play_until_kind (f, BRI_ACTION_SAY, NULL));
      if (find_signal (f, &signal))
        break;
      do_action (f, ask_hint (f));
    }
  assert_undone (f, signal);
}

static void
test_history_resume (Fixture *f, gconstpointer data)
{
  const char *options[] = { "preset", "classica", "target", "single", NULL };
  g_auto (GStrv) before = NULL;

  g_test_summary ("The moves of the deal are there again after the app is started again");
  start_variant (f, "chiamata", options, 7);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (wait_for (human_waiting, f, WAIT_MS));
      do_action (f, ask_hint (f));
    }
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  before = history_lines (f);
  g_assert_cmpuint (g_strv_length (before), >, 3);

  close_window (f);
  open_window (f);
  g_assert_cmpstr (briscola_window_get_page (f->window), ==, "game");
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  {
    g_auto (GStrv) after = history_lines (f);
    g_assert_true (g_strv_equal ((const char * const *) before, (const char * const *) after));
  }
}

static void
test_prompts (Fixture *f, gconstpointer data)
{
  g_test_summary ("The prompt says to play a card, not merely that it is the human's turn");
  start_variant (f, "briscola2", NULL, 12);
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==, "Play a card");
}

static gboolean
focus_in_hand (gpointer data)
{
  Fixture *f = data;
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

  return focus != NULL && BRISCOLA_IS_CARD (focus) &&
         gtk_widget_is_ancestor (focus, GTK_WIDGET (f->table)) &&
         briscola_card_get_playable (BRISCOLA_CARD (focus));
}

static void
test_focus_on_hand (Fixture *f, gconstpointer data)
{
  BriAction legal[BRI_MAX_ACTIONS];

  g_test_summary ("After a new game and after a card played with the mouse, the keyboard "
                  "focus is on the hand");
  start_variant (f, "briscola2", NULL, 12);
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  g_assert_true (focus_in_hand (f));

  /* A click: the focus is left where it was, somewhere else. */
  gtk_root_set_focus (GTK_ROOT (f->window), NULL);
  bri_state_legal_actions (game_state (f), legal);
  g_signal_emit_by_name (f->table, "card-activated", (guint) legal[0].card);
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  g_assert_true (focus_in_hand (f));
}

/* Plays @id with @options by hints until the human may do @kind; FALSE if no deal of the
 * first seeds offers it. */
static gboolean
reach_kind (Fixture *f, const char *id, const char *options[], guint kind)
{
  start_variant (f, id, options, 1);
  for (guint64 seed = 2; !play_until_kind (f, kind, NULL); seed++)
    {
      BriConfig config = bri_game_get_record (briscola_game_view_get_game (f->view))->config;
      g_autoptr (BriGame) game = bri_game_new (&config, seed, seed % config.n_players);

      if (seed > 30)
        return FALSE;
      briscola_game_view_set_game (f->view, game, FALSE);
    }
  return TRUE;
}

static void
test_exchange (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;
  const char *options[] = { "match", "single", NULL };
  g_autofree char *shot = g_strdup_printf ("choices-exchange-%dx%d", size->width,
                                           size->height);

  g_test_summary ("Brisca's exchange, before the draw, is a clear button beside Pass");
  resize_window (f, size);
  g_assert_true (reach_kind (f, "brisca", options, BRI_ACTION_EXCHANGE));
  assert_choices_visible (f);
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==,
                   "Before drawing, exchange for the face-up trump card, or pass");
  screenshot (GTK_WIDGET (f->window), shot);
  n = bri_state_legal_actions (game_state (f), legal);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_EXCHANGE)
      {
        GtkWidget *button = briscola_game_view_find_action_widget (f->view, legal[i]);
        g_assert_true (GTK_IS_BUTTON (button));
        g_assert_null (gtk_widget_get_ancestor (button, GTK_TYPE_POPOVER));
        g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==,
                         "Exchange for the face-up trump card");
      }
}

static void
test_schembil_talk (Fixture *f, gconstpointer data)
{
  const Size *size = data;
  const char *options[] = { "match", "single", NULL };
  g_autofree char *shot = g_strdup_printf ("choices-schembil-%dx%d", size->width,
                                           size->height);

  g_test_summary ("Schembil's talk is reachable and wholly in the window");
  resize_window (f, size);
  g_assert_true (reach_kind (f, "schembil", options, BRI_ACTION_SAY));
  assert_choices_visible (f);
  screenshot (GTK_WIDGET (f->window), shot);
}

static gboolean
must_answer (Fixture *f)
{
  return legal_has_kind (f, BRI_ACTION_SAY) && !legal_has_kind (f, BRI_ACTION_PLAY);
}

static void
test_answer_buttons (Fixture *f, gconstpointer data)
{
  const char *options[] = { "communication", "conversation", "match", "single", NULL };
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;

  g_test_summary ("An answer the human owes its partner is a few buttons over the table, "
                  "with a prompt that says so");
  start_variant (f, "briscola4", options, 1);
  for (guint64 seed = 2;; seed++)
    {
      gboolean over = FALSE;

      for (;;)
        {
          g_assert_true (wait_for (human_waiting, f, WAIT_MS));
          if ((over = briscola_game_view_get_summary_shown (f->view)) || must_answer (f))
            break;
          do_action (f, ask_hint (f));
        }
      if (!over)
        break;
      g_assert_cmpuint (seed, <, 40);
      {
        BriConfig config = bri_game_get_record (briscola_game_view_get_game (f->view))->config;
        g_autoptr (BriGame) game = bri_game_new (&config, seed, seed % config.n_players);
        briscola_game_view_set_game (f->view, game, FALSE);
      }
    }
  assert_choices_visible (f);
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==, "Answer your partner");
  n = bri_state_legal_actions (game_state (f), legal);
  g_assert_cmpuint (n, <=, 4);
  for (guint i = 0; i < n; i++)
    g_assert_null (gtk_widget_get_ancestor (briscola_game_view_find_action_widget (f->view,
                                                                                   legal[i]),
                                            GTK_TYPE_POPOVER));
}

static gboolean
match_history_button (GtkWidget *widget, gpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) &&
         g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Moves of This Deal") == 0;
}

static gboolean
match_mapped_label (GtkWidget *widget, gpointer data)
{
  return GTK_IS_LABEL (widget) && gtk_widget_get_mapped (widget) &&
         g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), data) == 0;
}

static void
open_history (Fixture *f, GtkWidget *button)
{
  GtkWidget *popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));

  open_menu (button);
  g_assert_true (wait_for_paint (popover));
}

static void
test_history_popover (Fixture *f, gconstpointer data)
{
  const char *options[] = { "preset", "classica", "target", "single", NULL };
  GtkWidget *button, *popover;

  g_test_summary ("The moves popover says when there are none, and its lines are whole");
  start_variant (f, "chiamata", options, 7);
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  button = find_widget (GTK_WIDGET (f->window), match_history_button, NULL);
  g_assert_nonnull (button);
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (button)));

  /* Deal a new game in which the human speaks first: no moves yet. */
  {
    BriConfig config = bri_game_get_record (briscola_game_view_get_game (f->view))->config;
    g_autoptr (BriGame) game = bri_game_new (&config, 7, config.n_players - 1);
    briscola_game_view_set_game (f->view, game, FALSE);
    g_assert_true (wait_for (human_waiting, f, WAIT_MS));
    g_assert_cmpuint (n_history (f), ==, 0);
  }
  open_history (f, button);
  g_assert_nonnull (find_widget (popover, match_mapped_label, "No moves yet in this deal"));
  close_menu (button);

  for (guint i = 0; i < 3; i++)
    {
      g_assert_true (wait_for (human_waiting, f, WAIT_MS));
      do_action (f, ask_hint (f));
    }
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  g_assert_cmpuint (n_history (f), >, 3);
  open_history (f, button);
  g_assert_null (find_widget (popover, match_mapped_label, "No moves yet in this deal"));
  assert_items_fit (popover);
  close_menu (button);
}

static void
test_hint_in_prompt (Fixture *f, gconstpointer data)
{
  BriAction hint;
  g_autofree char *label = NULL;
  g_autofree char *expected = NULL;

  g_test_summary ("The hint is told in the prompt line, not over the hand");
  start_variant (f, "briscola2", NULL, 12);
  g_assert_true (wait_for (human_waiting, f, WAIT_MS));
  hint = ask_hint (f);
  label = bri_action_get_label (game_state (f)->config.rules, hint,
                                briscola_card_get_deck_style (briscola_table_get_card (f->table,
                                                                                       hint.card)));
  expected = g_strdup_printf ("Hint: %s", label);
  g_assert_cmpstr (briscola_game_view_get_prompt (f->view), ==, expected);
}

static void
add_sized (const char *name, void (*test) (Fixture *, gconstpointer))
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/gtk/choices/%s/%dx%d", name, sizes[i].width,
                                               sizes[i].height);
      g_test_add (path, Fixture, &sizes[i], fixture_setup, test, fixture_teardown);
    }
}

int
main (int argc, char **argv)
{
  if (!gtk_test_support_init (&argc, &argv))
    return 0;

  add_sized ("auction-rank", test_auction_rank);
  add_sized ("auction-points", test_auction_points);
  add_sized ("call-grid", test_call_grid);
  add_sized ("discards", test_discards);
  add_sized ("talk-menu-width", test_talk_menu_width);
  add_sized ("exchange", test_exchange);
  add_sized ("schembil-talk", test_schembil_talk);
  g_test_add ("/gtk/choices/answer-buttons", Fixture, NULL, fixture_setup, test_answer_buttons,
              fixture_teardown);
  g_test_add ("/gtk/choices/table-still", Fixture, NULL, fixture_setup, test_table_still,
              fixture_teardown);
  g_test_add ("/gtk/choices/undo/bid", Fixture, NULL, fixture_setup, test_undo_bid,
              fixture_teardown);
  g_test_add ("/gtk/choices/undo/call", Fixture, NULL, fixture_setup, test_undo_call,
              fixture_teardown);
  g_test_add ("/gtk/choices/undo/signal", Fixture, NULL, fixture_setup, test_undo_signal,
              fixture_teardown);
  g_test_add ("/gtk/choices/history/resume", Fixture, NULL, fixture_setup, test_history_resume,
              fixture_teardown);
  g_test_add ("/gtk/choices/history/popover", Fixture, NULL, fixture_setup,
              test_history_popover, fixture_teardown);
  g_test_add ("/gtk/choices/hint-in-prompt", Fixture, NULL, fixture_setup, test_hint_in_prompt,
              fixture_teardown);
  g_test_add ("/gtk/choices/prompts/play", Fixture, NULL, fixture_setup, test_prompts,
              fixture_teardown);
  g_test_add ("/gtk/choices/focus-on-hand", Fixture, NULL, fixture_setup, test_focus_on_hand,
              fixture_teardown);
  return gtk_test_support_run ();
}
