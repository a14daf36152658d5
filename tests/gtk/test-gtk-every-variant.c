/* test-gtk-every-variant.c: every variant, a whole deal through the real widgets at the
 * default size and at the smallest supported one. At every decision of the human, every
 * legal action must have a widget that is mapped, sensitive and wholly inside the window
 * (popovers opened first), and no text in the choices may be squeezed; the script takes
 * each kind of choice once, so that every phase of the variant (auction, call, discard,
 * trump, exchange, signals, questions, orders, the captain's look) actually happens. */
#include "config.h"

#include "gtk-test-support.h"

/* Half a pixel: allocations are whole pixels, transforms may round. */
#define SLACK 0.5f

typedef struct
{
  const char *name;      /* the test path below /gtk/every-variant/ */
  const char *variant;
  const char *options;   /* as the options page remembers them: "players=N;key=value;…" */
  guint64 seed;
  const char *phases;    /* the kinds of choice the human must meet, space-separated */
  const char *shot;      /* at 1024×720, a screenshot of the first decision in the auction
                          * or with all but one or two cards of the trick down, or NULL */
  const char *summary_shot; /* at 1024×720, a screenshot of the deal summary, or NULL */
} Case;

typedef struct
{
  int width;
  int height;
} Size;

static const Size sizes[] = {
  { 1024, 720 }, /* the default */
  { 480, 480 },  /* the smallest the app supports */
};

/* Seeds are chosen so that each listed phase reaches the human (asserted at the end). */
static const Case cases[] = {
  { "briscola2", "briscola2", "players=2;match=single", 11, "play", NULL, NULL },
  { "briscola3", "briscola3", "players=3;match=single", 11, "play", NULL, NULL },
  { "briscola4-signals", "briscola4", "players=4;communication=signals;match=single", 109,
    "play signal", "briscola4-trick", "deal-summary" },
  { "briscola4-conversation", "briscola4",
    "players=4;communication=conversation;match=single", 12, "play ask answer order", NULL,
    NULL },
  { "briscola6-signals", "briscola6", "players=6;communication=signals;match=single", 2,
    "play signal", NULL, NULL },
  { "briscola6-conversation", "briscola6",
    "players=6;communication=conversation;match=single", 7, "play ask answer order", NULL,
    NULL },
  { "schembil-look", "schembil", "players=6;look=choose;match=single", 12,
    "play ask order look", NULL, NULL },
  { "chiamata-classica", "chiamata", "players=5;preset=classica;target=single", 7,
    "bid-rank pass call play", "chiamata-auction", NULL },
  { "chiamata-siciliana", "chiamata", "players=6;preset=siciliana;target=single", 7,
    "bid-points pass call discard show play", NULL, NULL },
  { "chiamata-by-points", "chiamata", "players=5;preset=subito-al-due;target=single", 7,
    "bid-points pass call play", NULL, NULL },
  { "chiamata-rank-then-points", "chiamata",
    "players=5;preset=rank-then-points;target=single", 12, "bid-rank bid-points pass call play",
    NULL, NULL },
  { "chiamata-buio", "chiamata", "players=5;preset=prima-mano-al-buio;target=single", 7,
    "bid-points pass trump play", NULL, NULL },
  { "scoperta", "scoperta", "players=2;match=single", 11, "play", NULL, NULL },
  { "briscolone", "briscolone", "players=2", 11, "play", NULL, NULL },
  { "briskula", "briskula", "players=2", 11, "play", NULL, NULL },
  { "briskula-teams", "briskula", "players=4", 11, "play", NULL, NULL },
  { "briskula-double", "briskula-double", "players=2", 11, "play", NULL, NULL },
  { "brisca-2", "brisca", "players=2;match=single", 21, "play exchange", NULL, NULL },
  { "brisca-3", "brisca", "players=3;match=single", 10, "play exchange", NULL, NULL },
  { "brisca-4", "brisca", "players=4;match=single", 7, "play exchange", NULL, NULL },
  { "tressette-2", "tressette", "players=2;match=single", 11, "play", NULL, NULL },
  { "tressette-4", "tressette", "players=4;match=single", 11, "play", NULL, NULL },
};

typedef struct
{
  const Case *test;
  const Size *size;
} Run;

typedef struct
{
  Fixture fixture;
  GHashTable *offered; /* the phases the human met */
  GHashTable *taken;   /* the phases the human chose an action of */
  guint decisions;
  guint widgets_checked;
  gboolean shot_taken;
} Deal;

/* The kind of choice @action is: its kind, or for what the variant lets seats say, the
 * token's first word ("signal", "ask", "order", "answer", "look", "show"…). */
static char *
phase_of (const BriRules *rules, BriAction action)
{
  static const char *kinds[] = {
    [BRI_ACTION_PLAY] = "play", [BRI_ACTION_PASS] = "pass",
    [BRI_ACTION_BID_RANK] = "bid-rank", [BRI_ACTION_BID_POINTS] = "bid-points",
    [BRI_ACTION_CALL] = "call", [BRI_ACTION_TRUMP] = "trump",
    [BRI_ACTION_DISCARD] = "discard", [BRI_ACTION_EXCHANGE] = "exchange",
  };

  if (action.kind == BRI_ACTION_SAY)
    {
      const char *token = rules->messages[action.value].token;
      return g_strndup (token, strcspn (token, ":"));
    }
  g_assert_cmpuint (action.kind, <, G_N_ELEMENTS (kinds));
  return g_strdup (kinds[action.kind]);
}

/* Geometry */

/* Where @native's surface lies in its parent's: a popover's own surface sits at its
 * popup position; the shadows around either surface are outside their widgets. */
static void
native_offset (GtkNative *native, GtkNative **parent, graphene_point_t *offset)
{
  GdkSurface *surface = gtk_native_get_surface (native);
  GdkPopup *popup = GDK_POPUP (surface);
  double x, y, parent_x, parent_y;

  *parent = gtk_native_get_for_surface (gdk_popup_get_parent (popup));
  g_assert_nonnull (*parent);
  gtk_native_get_surface_transform (native, &x, &y);
  gtk_native_get_surface_transform (*parent, &parent_x, &parent_y);
  offset->x = (float) (x + gdk_popup_get_position_x (popup) - parent_x);
  offset->y = (float) (y + gdk_popup_get_position_y (popup) - parent_y);
}

/* @widget's bounds in @window's coordinates, across the popovers it may sit in. */
static void
bounds_in_window (GtkWidget *widget, GtkWidget *window, graphene_rect_t *bounds)
{
  GtkNative *native = gtk_widget_get_native (widget);

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (native), bounds));
  while (GTK_WIDGET (native) != window)
    {
      GtkNative *parent;
      graphene_point_t offset;

      native_offset (native, &parent, &offset);
      graphene_rect_offset (bounds, offset.x, offset.y);
      native = parent;
    }
}

static gboolean
rect_inside (const graphene_rect_t *inner, float width, float height)
{
  return inner->origin.x >= -SLACK && inner->origin.y >= -SLACK &&
         inner->origin.x + inner->size.width <= width + SLACK &&
         inner->origin.y + inner->size.height <= height + SLACK;
}

/* Scrolls every scrolled window around @widget so that it shows it whole, as a person
 * scrolls to a choice in a long list (or as moving the focus there does). */
static void
scroll_into_view (GtkWidget *widget)
{
  for (GtkWidget *scroller = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
       scroller != NULL;
       scroller = gtk_widget_get_ancestor (gtk_widget_get_parent (scroller),
                                           GTK_TYPE_SCROLLED_WINDOW))
    {
      GtkWidget *viewport = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (scroller));
      GtkAdjustment *adjustments[] = {
        gtk_scrolled_window_get_hadjustment (GTK_SCROLLED_WINDOW (scroller)),
        gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller)),
      };
      graphene_rect_t bounds;

      /* Bounds within the scrolled content: the viewport's own offset is the scroll. */
      g_assert_true (gtk_widget_compute_bounds (widget, viewport, &bounds));
      for (guint axis = 0; axis < 2; axis++)
        {
          GtkAdjustment *adjustment = adjustments[axis];
          double value = gtk_adjustment_get_value (adjustment);
          double page = gtk_adjustment_get_page_size (adjustment);
          double start = value + (axis == 0 ? bounds.origin.x : bounds.origin.y);
          double end = start + (axis == 0 ? bounds.size.width : bounds.size.height);

          if (start < value)
            gtk_adjustment_set_value (adjustment, start);
          else if (end > value + page)
            gtk_adjustment_set_value (adjustment, end - page);
        }
    }
}

/* Fails, naming the variant, the size, the action and the bounds, unless @widget can be
 * seen whole and used: mapped, sensitive, inside the window and not clipped away by any
 * ancestor that clips (a scrolled window, a popover, the table). */
static void
assert_usable (Deal *deal, const Run *run, const char *what, GtkWidget *widget)
{
  GtkWidget *window = GTK_WIDGET (deal->fixture.window);
  graphene_rect_t bounds;

  if (!gtk_widget_get_mapped (widget) || !gtk_widget_is_sensitive (widget))
    g_error ("%s at %dx%d: the widget of “%s” (%s) is %s", run->test->name, run->size->width,
             run->size->height, what, G_OBJECT_TYPE_NAME (widget),
             gtk_widget_get_mapped (widget) ? "insensitive" : "not shown");
  bounds_in_window (widget, window, &bounds);
  if (!rect_inside (&bounds, (float) gtk_widget_get_width (window),
                    (float) gtk_widget_get_height (window)))
    g_error ("%s at %dx%d: the widget of “%s” (%s) lies at %.0f,%.0f %.0f×%.0f, not wholly "
             "inside the %d×%d window", run->test->name, run->size->width, run->size->height,
             what, G_OBJECT_TYPE_NAME (widget), bounds.origin.x, bounds.origin.y,
             bounds.size.width, bounds.size.height, gtk_widget_get_width (window),
             gtk_widget_get_height (window));
  for (GtkWidget *ancestor = gtk_widget_get_parent (widget);
       ancestor != NULL && !GTK_IS_NATIVE (ancestor); ancestor = gtk_widget_get_parent (ancestor))
    {
      graphene_rect_t in_ancestor;

      if (gtk_widget_get_overflow (ancestor) != GTK_OVERFLOW_HIDDEN)
        continue;
      g_assert_true (gtk_widget_compute_bounds (widget, ancestor, &in_ancestor));
      if (!rect_inside (&in_ancestor, (float) gtk_widget_get_width (ancestor),
                        (float) gtk_widget_get_height (ancestor)))
        g_error ("%s at %dx%d: the widget of “%s” (%s) is cut off by its %s: it lies at "
                 "%.0f,%.0f %.0f×%.0f in a %d×%d area", run->test->name, run->size->width,
                 run->size->height, what, G_OBJECT_TYPE_NAME (widget),
                 G_OBJECT_TYPE_NAME (ancestor), in_ancestor.origin.x, in_ancestor.origin.y,
                 in_ancestor.size.width, in_ancestor.size.height,
                 gtk_widget_get_width (ancestor), gtk_widget_get_height (ancestor));
    }
  deal->widgets_checked++;
}

/* Whether the window leaves room for @label's whole text on one line (with a button's or a
 * popover's padding around it). */
static gboolean
natural_fits_window (GtkWidget *label, GtkWidget *window)
{
  int natural;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural + 64 <= gtk_widget_get_width (window);
}

/* Fails unless every label under @root shows its whole text: as wide as it wants to be,
 * or, when the window is too narrow for that, wrapped between words and not ellipsized. */
static void
assert_texts_fit (const Run *run, GtkWidget *root, GtkWidget *window)
{
  if (GTK_IS_LABEL (root) && gtk_widget_get_mapped (root))
    {
      GtkLabel *label = GTK_LABEL (root);
      int minimum, natural;
      int width = gtk_widget_get_width (root);
      gboolean room = natural_fits_window (root, window);

      gtk_widget_measure (root, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, NULL,
                          NULL);
      if (pango_layout_is_ellipsized (gtk_label_get_layout (label)) ||
          width < minimum || (room && width < natural))
        g_error ("%s at %dx%d: “%s” is squeezed: %d px wide where its text needs %d px "
                 "(%d px wrapped)%s", run->test->name, run->size->width, run->size->height,
                 gtk_label_get_text (label), width, natural, minimum,
                 pango_layout_is_ellipsized (gtk_label_get_layout (label)) ? ", ellipsized" : "");
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    assert_texts_fit (run, child, window);
}

/* Popovers */

static gboolean
popover_hidden (gpointer data)
{
  return !gtk_widget_get_mapped (data);
}

static void
close_menu (GtkWidget **menu)
{
  GtkWidget *popover;

  if (*menu == NULL)
    return;
  popover = GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (*menu)));
  gtk_menu_button_popdown (GTK_MENU_BUTTON (*menu));
  g_assert_true (wait_for (popover_hidden, popover, WAIT_MS));
  *menu = NULL;
}

/* Opens the menu @widget sits in, if any and not open yet; the widget of each choice is
 * looked at as the human sees it, with its menu open. */
static void
open_menu_of (Deal *deal, const Run *run, GtkWidget *widget, GtkWidget **open)
{
  GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);
  GtkWidget *menu = popover != NULL ? gtk_widget_get_ancestor (popover, GTK_TYPE_MENU_BUTTON)
                                    : NULL;

  if (menu == *open)
    return;
  close_menu (open);
  if (menu == NULL)
    return;
  assert_usable (deal, run, "the menu of choices", menu);
  open_menu (menu);
  g_assert_true (wait_for_paint (popover));
  assert_texts_fit (run, popover, GTK_WIDGET (deal->fixture.window));
  *open = menu;
}

/* The window's size on screen: its surface, with the resize borders around its widget. */
static GdkSurface *
window_surface (Fixture *f)
{
  return gtk_native_get_surface (GTK_NATIVE (f->window));
}

static gboolean
window_has_size (gpointer data)
{
  Deal *deal = data;
  const Run *run = g_object_get_data (G_OBJECT (deal->fixture.window), "run");
  GdkSurface *surface = window_surface (&deal->fixture);

  return surface != NULL && gdk_surface_get_width (surface) == run->size->width &&
         gdk_surface_get_height (surface) == run->size->height;
}

/* The checks at a decision */

static void
check_decision (Deal *deal, const Run *run, const BriAction *legal, guint n)
{
  Fixture *f = &deal->fixture;
  const BriRules *rules = bri_game_get_state (briscola_game_view_get_game (f->view))->config.rules;
  GtkWidget *open = NULL;

  g_assert_true (wait_for_paint (GTK_WIDGET (f->window)));
  /* The window keeps the size it was given: no choice makes it grow. */
  if (!window_has_size (deal))
    {
      g_autofree char *first = bri_action_to_string (rules, legal[0]);
      g_error ("%s at %dx%d, choosing among %u actions (%s…): the window grew to %d×%d",
               run->test->name, run->size->width, run->size->height, n, first,
               gdk_surface_get_width (window_surface (f)),
               gdk_surface_get_height (window_surface (f)));
    }
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = bri_action_get_label (rules, legal[i], BRI_DECK_STYLE_ITALIAN);
      GtkWidget *widget = briscola_game_view_find_action_widget (f->view, legal[i]);

      if (widget == NULL)
        g_error ("%s at %dx%d: “%s” is legal but has no widget", run->test->name,
                 run->size->width, run->size->height, label);
      open_menu_of (deal, run, widget, &open);
      scroll_into_view (widget);
      g_assert_true (wait_for_paint (gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER) != NULL
                                     ? gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER)
                                     : GTK_WIDGET (f->window)));
      assert_usable (deal, run, label, widget);
      assert_texts_fit (run, widget, GTK_WIDGET (f->window));
      /* A point bid is the spin button's value, bid with the button beside it. */
      if (GTK_IS_SPIN_BUTTON (widget))
        assert_usable (deal, run, label, briscola_game_view_get_bid_button (f->view));
      g_hash_table_add (deal->offered, phase_of (rules, legal[i]));
    }
  close_menu (&open);
}

/* The human's choice: a kind of choice not taken yet (all but playing and passing), so
 * that each phase happens; bidding on while bids are open, to win the auction and call;
 * otherwise what the hint says. */
static gboolean
choose (Deal *deal, const BriAction *legal, guint n, BriAction *choice)
{
  const BriRules *rules =
    bri_game_get_state (briscola_game_view_get_game (deal->fixture.view))->config.rules;

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *phase = phase_of (rules, legal[i]);
      if (legal[i].kind != BRI_ACTION_PLAY && legal[i].kind != BRI_ACTION_PASS &&
          !g_str_equal (phase, "throw-in") && !g_hash_table_contains (deal->taken, phase))
        {
          *choice = legal[i];
          g_hash_table_add (deal->taken, g_steal_pointer (&phase));
          return TRUE;
        }
    }
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_RANK || legal[i].kind == BRI_ACTION_BID_POINTS)
      {
        *choice = legal[i];
        return TRUE;
      }
  return FALSE;
}

static gboolean
match_shown_action_name (GtkWidget *widget, gpointer data)
{
  return GTK_IS_ACTIONABLE (widget) &&
         g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), data) == 0 &&
         gtk_widget_is_visible (widget);
}

/* The deal summary's buttons are choices too: the next deal, or once the match is over,
 * another match or another game. */
static void
check_summary (Deal *deal, const Run *run)
{
  static const char *buttons[] = { "summary.next-deal", "summary.play-again",
                                   "summary.choose-game" };
  GtkWidget *summary = briscola_game_view_get_summary (deal->fixture.view);
  guint shown = 0;

  g_assert_true (wait_for_paint (summary));
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = find_widget (summary, match_shown_action_name,
                                       (gpointer) buttons[i]);
      if (button != NULL)
        {
          assert_usable (deal, run, buttons[i], button);
          shown++;
        }
    }
  if (shown == 0)
    g_error ("%s at %dx%d: the deal summary shows no button to go on", run->test->name,
             run->size->width, run->size->height);
}

static void
set_variant_options (const Case *test)
{
  g_autoptr (GVariant) saved = NULL;
  g_auto (GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{ss}"));

  g_variant_builder_add (&builder, "{ss}", test->variant, test->options);
  g_settings_set_value (settings, "variant-options", g_variant_builder_end (&builder));
}

/* The game plays the options asked for (the options page took them from the settings). */
static void
assert_config (Fixture *f, const Case *test)
{
  const BriConfig *config =
    &bri_game_get_state (briscola_game_view_get_game (f->view))->config;
  g_autofree char *options = bri_config_options_to_string (config);
  g_auto (GStrv) wanted = g_strsplit (test->options, ";", -1);
  g_autofree char *players = g_strdup_printf ("players=%u", config->n_players);
  g_autofree char *all = g_strconcat (players, ";", options, ";", NULL);

  for (guint i = 0; wanted[i] != NULL; i++)
    {
      g_autofree char *item = g_strconcat (wanted[i], ";", NULL);
      if (strstr (all, item) == NULL)
        g_error ("%s: asked for %s, the game plays %s", test->name, wanted[i], all);
    }
}

static void
test_whole_deal (gconstpointer data)
{
  const Run *run = data;
  Deal deal = { 0 };
  Fixture *f = &deal.fixture;
  g_autoptr (GString) phases = g_string_new (NULL);
  g_auto (GStrv) required = g_strsplit (run->test->phases, " ", -1);
  GHashTableIter iter;
  gpointer phase;

  if (find_variant (run->test->variant) == NULL)
    g_error ("the plugin loader did not find %s", run->test->variant);
  fixture_setup (f, NULL);
  deal.offered = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  deal.taken = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  /* The window at the size under test: it must be able to get that small. */
  close_window (f);
  open_window_at_size (f, run->size->width, run->size->height);
  g_object_set_data (G_OBJECT (f->window), "run", (gpointer) run);
  if (!wait_for (window_has_size, &deal, WAIT_MS))
    g_error ("%s: the window cannot be %d×%d: it stays %d×%d", run->test->name,
             run->size->width, run->size->height, gdk_surface_get_width (window_surface (f)),
             gdk_surface_get_height (window_surface (f)));

  set_variant_options (run->test);
  choose_variant (f, run->test->variant);
  start_game (f, run->test->seed);
  assert_config (f, run->test);

  for (;;)
    {
      BriAction legal[BRI_MAX_ACTIONS];
      BriAction choice;
      const BriState *state;
      guint n;

      g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
      if (briscola_game_view_get_summary_shown (f->view))
        break;
      state = bri_game_get_state (briscola_game_view_get_game (f->view));
      n = bri_state_legal_actions (state, legal);
      g_assert_cmpuint (n, >, 0);
      check_table (f);
      check_decision (&deal, run, legal, n);
      deal.decisions++;

      if (run->test->shot != NULL && !deal.shot_taken && run->size == &sizes[0] &&
          (state->trick.len + 2u >= state->n_seats || state->phase == BRI_PHASE_AUCTION))
        {
          screenshot (GTK_WIDGET (f->window), run->test->shot);
          deal.shot_taken = TRUE;
        }
      if (!choose (&deal, legal, n, &choice))
        choice = ask_hint (f);
      do_action (f, choice);
    }
  if (run->test->summary_shot != NULL && run->size == &sizes[0])
    screenshot (GTK_WIDGET (f->window), run->test->summary_shot);

  g_hash_table_iter_init (&iter, deal.offered);
  while (g_hash_table_iter_next (&iter, &phase, NULL))
    g_string_append_printf (phases, " %s", (const char *) phase);
  g_test_message ("%s at %dx%d: %u decisions, %u widgets checked; phases:%s",
                  run->test->name, run->size->width, run->size->height, deal.decisions,
                  deal.widgets_checked, phases->str);
  for (guint i = 0; required[i] != NULL; i++)
    if (!g_hash_table_contains (deal.offered, required[i]))
      g_error ("%s at %dx%d: the human never met the %s phase (met:%s)", run->test->name,
               run->size->width, run->size->height, required[i], phases->str);
  check_summary (&deal, run);

  g_hash_table_unref (deal.offered);
  g_hash_table_unref (deal.taken);
  fixture_teardown (f, NULL);
}

int
main (int argc, char *argv[])
{
  g_autoptr (GPtrArray) runs = g_ptr_array_new_with_free_func (g_free);

  if (!gtk_test_support_init (&argc, &argv))
    return 0;

  /* The size leads the path, so that `-p /gtk/every-variant/WxH` picks one size. */
  for (guint c = 0; c < G_N_ELEMENTS (cases); c++)
    for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
      {
        Run *run;
        g_autofree char *path = NULL;

        run = g_new (Run, 1);
        path = g_strdup_printf ("/gtk/every-variant/%dx%d/%s", sizes[s].width,
                                sizes[s].height, cases[c].name);
        run->test = &cases[c];
        run->size = &sizes[s];
        g_ptr_array_add (runs, run);
        g_test_add_data_func (path, run, test_whole_deal);
      }
  return gtk_test_support_run ();
}
