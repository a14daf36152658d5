/* test-gtk-table.c: what the card table shows: the trump suit all deal, Chiamata's
 * contract and the partner's reveal, Schembil's captains, Briscola for three's missing
 * Two, the match standing during play, trick cards in front of their seats, the turn
 * highlighted in agreement with the status, the pile-review option, the corner letters
 * of figure cards, and the table laid out wholly on screen at 1024×720, 800×600 and
 * 480×480. Table tests show deals on a table in a window of its own; app tests drive
 * the whole window. */
#include "config.h"

#include <math.h>

#include "briscola-card-painter.h"
#include "gtk-test-support.h"

typedef struct
{
  GtkWidget *window;
  BriscolaTable *table;
  BriConfig config;
  BriState state;
  BriRng rng;
} Table;

/* A table alone in a window: of @data's size when it is one ("WxH", the table's own
 * size), else 1024x650 (the table's at the app's default size). */
static void
table_setup (Table *t, gconstpointer data)
{
  int width = 1024, height = 650;

  if (data != NULL && g_ascii_isdigit (*(const char *) data))
    g_assert_cmpint (sscanf (data, "%dx%d", &width, &height), ==, 2);
  memset (t, 0, sizeof *t);
  reset_settings ();
  t->window = gtk_window_new ();
  t->table = BRISCOLA_TABLE (briscola_table_new ());
  gtk_window_set_child (GTK_WINDOW (t->window), GTK_WIDGET (t->table));
  gtk_window_set_default_size (GTK_WINDOW (t->window), width, height);
  briscola_table_set_speed (t->table, 0);
  briscola_table_set_deck_style (t->table, BRI_DECK_STYLE_ITALIAN);
  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    briscola_table_set_seat_name (t->table, seat, briscola_seat_name (seat, 0));
  gtk_window_present (GTK_WINDOW (t->window));
  g_assert_true (wait_for_paint (t->window));
}

static void
table_teardown (Table *t, gconstpointer data)
{
  gtk_window_destroy (GTK_WINDOW (t->window));
  flush_events ();
}

/* Deals a deal of @id for @n_players with @options ("key=value" …), from @seed. */
static void
deal (Table *t, const char *id, guint n_players, const char *const *options, guint64 seed)
{
  BriVariant *variant = find_variant (id);
  g_autoptr (GError) error = NULL;

  g_assert_nonnull (variant);
  bri_config_init (&t->config, bri_variant_get_rules (variant));
  if (n_players != 0)
    g_assert_true (bri_config_set_players (&t->config, n_players, &error));
  for (guint i = 0; options != NULL && options[i] != NULL; i++)
    g_assert_true (bri_config_parse_option (&t->config, options[i], &error));
  g_assert_no_error (error);
  bri_rng_init (&t->rng, seed);
  bri_state_deal_random (&t->state, &t->config, 0, &t->rng);
}

/* What the variant suggests, or the first legal action. */
static BriAction
pick (const BriState *state, BriRng *rng)
{
  BriAction legal[BRI_MAX_ACTIONS], action;
  guint n = bri_state_legal_actions (state, legal);

  g_assert_cmpuint (n, >, 0);
  if (state->config.rules->suggest != NULL &&
      state->config.rules->suggest (state, rng, &action) && bri_state_is_legal (state, action))
    return action;
  return legal[0];
}

/* Applies @action and shows it as the game view does: a trick just completed lies on
 * the table (announced) before the state goes on. Returns TRUE when it completed one. */
static gboolean
apply_and_show (Table *t, BriAction action)
{
  BriState before = t->state;
  guint seat = t->state.to_act;

  bri_state_apply (&t->state, action);
  if (t->state.n_tricks > before.n_tricks)
    {
      BriState full = before;

      if (action.kind == BRI_ACTION_PLAY)
        full.hand[seat] &= ~bri_card_bit (action.card);
      full.trick = t->state.last_trick;
      briscola_table_push (t->table, &full, 0);
      flush_events ();
      return TRUE;
    }
  briscola_table_push (t->table, &t->state, 0);
  flush_events ();
  return FALSE;
}

static graphene_rect_t
bounds_of (BriscolaTable *table, GtkWidget *widget)
{
  graphene_rect_t bounds;

  g_assert_true (gtk_widget_compute_bounds (widget, GTK_WIDGET (table), &bounds));
  return bounds;
}

static graphene_rect_t
card_bounds (BriscolaTable *table, BriCard card)
{
  BriscolaCard *widget = briscola_table_get_card (table, card);

  g_assert_nonnull (widget);
  g_assert_true (gtk_widget_get_child_visible (GTK_WIDGET (widget)));
  return bounds_of (table, GTK_WIDGET (widget));
}

static gboolean
rects_overlap (const graphene_rect_t *a, const graphene_rect_t *b)
{
  graphene_rect_t both;

  return graphene_rect_intersection (a, b, &both) && both.size.width > 0.5 &&
         both.size.height > 0.5;
}

static void
assert_on_table (BriscolaTable *table, const graphene_rect_t *r)
{
  g_assert_cmpfloat (r->origin.x, >=, -0.5);
  g_assert_cmpfloat (r->origin.y, >=, -0.5);
  g_assert_cmpfloat (r->origin.x + r->size.width, <=,
                     gtk_widget_get_width (GTK_WIDGET (table)) + 0.5);
  g_assert_cmpfloat (r->origin.y + r->size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (table)) + 0.5);
}

static char *
trump_text (const BriState *state)
{
  return g_strdup_printf ("Trump: %s", bri_suit_get_name (state->trump_suit,
                                                          BRI_DECK_STYLE_ITALIAN));
}

/* Tests of the table alone */

static void
test_trump_whole_deal (Table *t, gconstpointer data)
{
  g_autofree char *trump = NULL;
  gboolean stock_gone_seen = FALSE;

  g_test_summary ("The trump suit is named at the top all deal, after the stock is gone "
                  "too, and the turned card lies upright beside the stock, wholly in view");
  deal (t, "briscola2", 0, NULL, 11);
  trump = trump_text (&t->state);
  briscola_table_show (t->table, &t->state, FALSE);
  flush_events ();
  while (!bri_state_is_over (&t->state))
    {
      const char *notes = briscola_table_get_notes_text (t->table);

      g_assert_nonnull (notes);
      g_assert_nonnull (strstr (notes, trump));
      if (bri_state_stock_left (&t->state) > 1)
        {
          BriCard top = t->state.stock[t->state.stock_top];
          graphene_rect_t turned, stock;
          BriscolaCard *widget = briscola_table_get_card (t->table, t->state.trump_card);

          g_assert_true (wait_for_paint (t->window));
          turned = card_bounds (t->table, t->state.trump_card);
          stock = card_bounds (t->table, top);
          g_assert_true (briscola_card_get_face_up (widget));
          /* Upright: as tall as a card, not lying across. */
          g_assert_cmpfloat (turned.size.height, >, turned.size.width);
          g_assert_false (rects_overlap (&turned, &stock));
          assert_on_table (t->table, &turned);
        }
      else if (bri_state_stock_left (&t->state) == 0)
        stock_gone_seen = TRUE;
      apply_and_show (t, pick (&t->state, &t->rng));
    }
  g_assert_true (stock_gone_seen);
}

/* Looks for a Chiamata deal in which neither the caller nor the partner is the human,
 * so that the human learns who the partner is only when the called card is played. */
static void
deal_chiamata_with_secret_partner (Table *t, guint *caller, BriCard *called)
{
  for (guint64 seed = 1; seed < 500; seed++)
    {
      BriState start;
      BriRng rng;
      guint partner = BRI_NO_SEAT;

      deal (t, "chiamata", 5, NULL, seed);
      start = t->state;
      rng = t->rng;
      *caller = BRI_NO_SEAT;
      *called = BRI_NO_CARD;
      while (!bri_state_is_over (&t->state) && t->state.phase != BRI_PHASE_PLAY)
        {
          BriAction action = pick (&t->state, &t->rng);

          if (action.kind == BRI_ACTION_CALL)
            {
              *caller = t->state.to_act;
              *called = action.card;
            }
          bri_state_apply (&t->state, action);
        }
      for (guint seat = 0; seat < 5; seat++)
        if (seat != *caller && *called != BRI_NO_CARD &&
            bri_card_set_has (t->state.hand[seat], *called))
          partner = seat;
      if (*caller == BRI_NO_SEAT || *caller == 0 || partner == BRI_NO_SEAT || partner == 0)
        continue;
      t->state = start;
      t->rng = rng;
      return;
    }
  g_assert_not_reached ();
}

static void
test_chiamata_contract_and_partner (Table *t, gconstpointer data)
{
  guint caller = BRI_NO_SEAT;
  BriCard called = BRI_NO_CARD;
  g_autofree char *called_name = NULL;
  g_autofree char *called_text = NULL;
  gboolean revealed = FALSE;
  guint partner = BRI_NO_SEAT;

  g_test_summary ("Chiamata: the caller's contract and the called card are shown from the "
                  "call to the end of the deal; the partner is announced when the called "
                  "card is played, and marked by its seat from then on");
  deal_chiamata_with_secret_partner (t, &caller, &called);
  called_name = bri_card_get_name (called, BRI_DECK_STYLE_ITALIAN);
  called_text = g_strdup_printf ("Called card: the %s", called_name);
  briscola_table_show (t->table, &t->state, FALSE);
  flush_events ();

  while (!bri_state_is_over (&t->state))
    {
      BriAction action = pick (&t->state, &t->rng);
      guint seat = t->state.to_act;
      gboolean reveal = action.kind == BRI_ACTION_PLAY && action.card == called;

      apply_and_show (t, action);
      if (t->state.phase == BRI_PHASE_PLAY || bri_state_is_over (&t->state))
        {
          const char *note = briscola_table_get_seat_note (t->table, caller);

          g_assert_nonnull (note);
          g_assert_true (g_str_has_prefix (note, "Caller · "));
          g_assert_nonnull (strstr (briscola_table_get_notes_text (t->table), called_text));
        }
      if (reveal && !revealed)
        {
          g_autofree char *news = NULL;

          revealed = TRUE;
          partner = seat;
          if (t->state.trick.len == 0)
            /* The called card ended the trick: the news comes once it is swept. */
            briscola_table_push (t->table, &t->state, 0), flush_events ();
          news = g_strdup_printf ("%s — Partner of the caller", briscola_seat_name (seat, 0));
          g_assert_cmpstr (briscola_table_get_announcement (t->table), ==, news);
        }
      if (!revealed && t->state.phase == BRI_PHASE_PLAY)
        for (guint s = 1; s < 5; s++)
          if (s != caller)
            g_assert_null (briscola_table_get_seat_note (t->table, s));
      if (revealed)
        g_assert_cmpstr (briscola_table_get_seat_note (t->table, partner), ==,
                         "Partner of the caller");
    }
  g_assert_true (revealed);
}

static void
test_schembil_captains (Table *t, gconstpointer data)
{
  g_test_summary ("Schembil: both captains are marked by their seats, the human's own "
                  "included, as its team's or the other team's");
  deal (t, "schembil", 0, NULL, 3);
  briscola_table_show (t->table, &t->state, FALSE);
  flush_events ();
  g_assert_cmpstr (briscola_table_get_seat_note (t->table, 0), ==, "Rais: you lead your team");
  g_assert_cmpstr (briscola_table_get_seat_note (t->table, 1), ==,
                   "Rais: the other team’s captain");
  for (guint seat = 2; seat < 6; seat++)
    g_assert_null (briscola_table_get_seat_note (t->table, seat));

  /* From seat 3, in seat 1's team. */
  briscola_table_set_human (t->table, 3);
  briscola_table_show (t->table, &t->state, FALSE);
  flush_events ();
  g_assert_cmpstr (briscola_table_get_seat_note (t->table, 0), ==,
                   "Rais: the other team’s captain");
  g_assert_cmpstr (briscola_table_get_seat_note (t->table, 1), ==, "Rais: your team’s captain");
}

static void
test_briscola3_two_out (Table *t, gconstpointer data)
{
  static const char *const options[] = { "removed-two=2c", NULL };
  g_autofree char *two = bri_card_get_name (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_2),
                                            BRI_DECK_STYLE_ITALIAN);
  g_autofree char *expected = g_strdup_printf ("Out of the deck: the %s", two);

  g_test_summary ("Briscola for three: the Two taken out is named at the top");
  deal (t, "briscola3", 0, options, 5);
  briscola_table_show (t->table, &t->state, FALSE);
  flush_events ();
  g_assert_nonnull (strstr (briscola_table_get_notes_text (t->table), expected));
}

/* The centre of @seat's hand as laid out on the table. */
static graphene_point_t
hand_centre (Table *t, guint seat)
{
  graphene_point_t centre = { 0, 0 };
  guint n = 0;

  BRI_CARD_SET_FOREACH (t->state.hand[seat], card)
    {
      graphene_rect_t r = card_bounds (t->table, (BriCard) card);
      centre.x += r.origin.x + r.size.width / 2;
      centre.y += r.origin.y + r.size.height / 2;
      n++;
    }
  g_assert_cmpuint (n, >, 0);
  centre.x /= n;
  centre.y /= n;
  return centre;
}

/* The direction from @from to @seat's hand, in radians. */
static double
direction (Table *t, const graphene_point_t *from, guint seat)
{
  graphene_point_t hand = hand_centre (t, seat);

  return atan2 (hand.y - from->y, hand.x - from->x);
}

static double
angle_apart (double a, double b)
{
  double d = fmod (fabs (a - b), 2 * G_PI);

  return d > G_PI ? 2 * G_PI - d : d;
}

static void
test_trick_by_seats (Table *t, gconstpointer data)
{
  const char *id = data;
  static const char *const chiamata5[] = { NULL };
  guint points = 0;
  g_autofree char *taken = NULL;
  const BriTrick *trick;
  graphene_point_t centre = { 0, 0 };

  g_test_summary ("Each card of a full trick lies in front of the seat that played it, "
                  "covering no other, and who took it for how many points is announced");
  deal (t, id, 0, g_str_equal (id, "chiamata") ? chiamata5 : NULL, 17);
  briscola_table_show (t->table, &t->state, FALSE);
  flush_events ();
  while (!apply_and_show (t, pick (&t->state, &t->rng)))
    ;
  g_assert_true (wait_for_paint (t->window));
  trick = &briscola_table_get_state (t->table)->trick;
  g_assert_cmpuint (trick->len, >=, 4);
  {
    g_autofree char *name = g_strconcat ("table-trick-", id, NULL);
    screenshot (t->window, name);
  }

  /* The trick's centre: the middle of its cards. */
  for (guint i = 0; i < trick->len; i++)
    {
      graphene_rect_t r = card_bounds (t->table, trick->card[i]);
      centre.x += (r.origin.x + r.size.width / 2) / trick->len;
      centre.y += (r.origin.y + r.size.height / 2) / trick->len;
    }
  for (guint i = 0; i < trick->len; i++)
    {
      graphene_rect_t r = card_bounds (t->table, trick->card[i]);
      graphene_point_t c = { r.origin.x + r.size.width / 2, r.origin.y + r.size.height / 2 };
      double to_card = atan2 (c.y - centre.y, c.x - centre.x);

      points += bri_card_points (trick->card[i]);
      assert_on_table (t->table, &r);
      for (guint j = i + 1; j < trick->len; j++)
        {
          graphene_rect_t other = card_bounds (t->table, trick->card[j]);
          g_assert_false (rects_overlap (&r, &other));
        }
      /* Seen from the trick's centre, the card lies towards its own player, more than
       * towards any other. */
      for (guint seat = 0; seat < t->state.n_seats; seat++)
        if (seat != trick->seat[i])
          g_assert_cmpfloat (angle_apart (to_card, direction (t, &centre, trick->seat[i])), <,
                             angle_apart (to_card, direction (t, &centre, seat)));
    }
  if (trick->winner == 0)
    taken = g_strdup_printf (points == 1 ? "You take the trick: %u point"
                                         : "You take the trick: %u points", points);
  else
    taken = g_strdup_printf (points == 1 ? "%s takes the trick: %u point"
                                         : "%s takes the trick: %u points",
                             briscola_seat_name (trick->winner, 0), points);
  g_assert_cmpstr (briscola_table_get_announcement (t->table), ==, taken);

  /* The cards sweep away: the announcement goes with them. */
  briscola_table_push (t->table, &t->state, 0);
  flush_events ();
  g_assert_null (briscola_table_get_announcement (t->table));
}

/* Every visible child of the table (cards, seats, notes) lies wholly on it. */
static void
assert_all_on_table (Table *t)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (t->table)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      graphene_rect_t r;

      if (!gtk_widget_get_visible (child) || !gtk_widget_get_child_visible (child))
        continue;
      r = bounds_of (t->table, child);
      assert_on_table (t->table, &r);
    }
}

static void
test_geometry (Table *t, gconstpointer data)
{
  static const struct
  {
    const char *id;
    guint players;
  } variants[] = {
    { "briscola2", 0 }, { "briscola3", 0 }, { "briscola4", 0 }, { "chiamata", 5 },
    { "briscola6", 0 }, { "schembil", 0 },
  };

  g_test_summary ("At this size every card, seat and note lies wholly on the table, "
                  "with two to six players, in the auction and in play");
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    {
      guint steps = 0;

      deal (t, variants[v].id, variants[v].players, NULL, 23);
      briscola_table_show (t->table, &t->state, FALSE);
      flush_events ();
      /* Through the first two tricks, checking each state shown. */
      while (!bri_state_is_over (&t->state) && t->state.n_tricks < 2 && steps++ < 200)
        {
          g_assert_true (wait_for_paint (t->window));
          assert_all_on_table (t);
          apply_and_show (t, pick (&t->state, &t->rng));
        }
    }
}

static void
test_bottom_inset (Table *t, gconstpointer data)
{
  const double inset = 140;
  double height;

  g_test_summary ("With room kept at the bottom for the choice panel, every card and seat "
                  "lies above it, and the table takes it back when asked");
  deal (t, "chiamata", 5, NULL, 29);
  briscola_table_show (t->table, &t->state, FALSE);
  briscola_table_set_bottom_inset (t->table, inset);
  g_assert_cmpfloat (briscola_table_get_bottom_inset (t->table), ==, inset);
  g_assert_true (wait_for_paint (t->window));
  height = gtk_widget_get_height (GTK_WIDGET (t->table));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (t->table)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (gtk_widget_get_visible (child) && gtk_widget_get_child_visible (child))
      {
        graphene_rect_t r = bounds_of (t->table, child);
        g_assert_cmpfloat (r.origin.y + r.size.height, <=, height - inset + 0.5);
      }

  briscola_table_set_bottom_inset (t->table, 0);
  g_assert_true (wait_for_paint (t->window));
  BRI_CARD_SET_FOREACH (t->state.hand[0], card)
    {
      graphene_rect_t r = card_bounds (t->table, (BriCard) card);
      g_assert_cmpfloat (r.origin.y + r.size.height, >, height - inset);
    }
}

static void
test_card_letters (void)
{
  BriCard knight = bri_card_new (BRI_SUIT_CUPS, BRI_RANK_QUEEN);
  BriCard jack = bri_card_new (BRI_SUIT_CUPS, BRI_RANK_JACK);
  BriCard king = bri_card_new (BRI_SUIT_CUPS, BRI_RANK_KING);

  g_test_summary ("In English the figure cards show J, Kn and K on Italian cards and J, Q "
                  "and K on French ones; Spanish cards keep their numbers");
  g_assert_cmpstr (briscola_card_painter_index (jack, BRI_DECK_STYLE_ITALIAN), ==, "J");
  g_assert_cmpstr (briscola_card_painter_index (knight, BRI_DECK_STYLE_ITALIAN), ==, "Kn");
  g_assert_cmpstr (briscola_card_painter_index (king, BRI_DECK_STYLE_ITALIAN), ==, "K");
  g_assert_cmpstr (briscola_card_painter_index (jack, BRI_DECK_STYLE_FRENCH), ==, "J");
  g_assert_cmpstr (briscola_card_painter_index (knight, BRI_DECK_STYLE_FRENCH), ==, "Q");
  /* South Italian order: the 3-point card is the Jack. */
  g_assert_cmpstr (briscola_card_painter_index (knight, BRI_DECK_STYLE_FRENCH_SOUTH), ==, "J");
  g_assert_cmpstr (briscola_card_painter_index (jack, BRI_DECK_STYLE_FRENCH_SOUTH), ==, "Q");
  g_assert_cmpstr (briscola_card_painter_index (knight, BRI_DECK_STYLE_SPANISH), ==, "11");
  g_assert_cmpstr (briscola_card_painter_index (king, BRI_DECK_STYLE_SPANISH), ==, "12");
}

/* Tests of the whole app */

static void
test_match_standing (Fixture *f, gconstpointer data)
{
  const char *notes;

  g_test_summary ("In a match of several deals, the target and every side's standing are "
                  "shown during play, and renewed with each deal");
  choose_variant (f, "briscola2");
  set_option (f, "briscola2", "match", "best-of-3");
  start_game (f, 41);
  g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
  notes = briscola_table_get_notes_text (f->table);
  g_assert_nonnull (notes);
  g_assert_nonnull (strstr (notes, "Best of three deals · You\u00a00 · Anna\u00a00"));

  /* Play the first deal out; the second deal shows who won it. */
  while (!briscola_game_view_get_summary_shown (f->view))
    {
      do_action (f, ask_hint (f));
      g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
    }
  click_action_button (f, "summary.next-deal");
  g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
  notes = briscola_table_get_notes_text (f->table);
  {
    const BriMatch *match = bri_game_get_match (briscola_game_view_get_game (f->view));
    g_autofree char *line = g_strdup_printf ("Best of three deals · You\u00a0%u · "
                                             "Anna\u00a0%u", match->wins[0], match->wins[1]);
    g_assert_cmpuint (match->n_deals, >=, 1);
    g_assert_cmpuint (match->wins[0] + match->wins[1], >=, 1);
    g_assert_nonnull (strstr (notes, line));
  }
}

/* The whole window at @data's size ("WxH"): at the first decisions of Chiamata for five
 * (an auction, then play), everything on the table lies on it. */
static void
test_app_size (Fixture *f, gconstpointer data)
{
  int width, height;
  g_autofree char *shot = g_strdup_printf ("table-chiamata-%s", (const char *) data);

  g_test_summary ("In the window at this size, Chiamata's table shows every card, seat "
                  "and note wholly");
  g_assert_cmpint (sscanf (data, "%dx%d", &width, &height), ==, 2);
  gtk_window_set_default_size (GTK_WINDOW (f->window), width, height);
  choose_variant (f, "chiamata");
  set_option (f, "chiamata", "target", "21");
  start_game (f, 7);
  for (guint decision = 0; decision < 6; decision++)
    {
      const BriState *state;

      g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
      g_assert_true (wait_for_paint (GTK_WIDGET (f->window)));
      state = bri_game_get_state (briscola_game_view_get_game (f->view));
      for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (f->table));
           child != NULL; child = gtk_widget_get_next_sibling (child))
        if (gtk_widget_get_visible (child) && gtk_widget_get_child_visible (child))
          {
            graphene_rect_t r = bounds_of (f->table, child);
            assert_on_table (f->table, &r);
          }
      if (state->phase == BRI_PHASE_PLAY && decision >= 2)
        {
          screenshot (GTK_WIDGET (f->window), shot);
          break;
        }
      do_action (f, ask_hint (f));
    }
}

typedef struct
{
  Fixture *f;
  guint checks;
  guint frames;
} TurnCheck;

/* Whenever the status names a player, the table highlights that player's seat, and it is
 * the one to act. */
static void
on_status (BriscolaGameView *view, GParamSpec *pspec, TurnCheck *check)
{
  const char *status = briscola_game_view_get_status (view);
  BriGame *game = briscola_game_view_get_game (view);
  const BriState *state;
  guint turn;

  if (game == NULL || status[0] == '\0' || briscola_game_view_get_summary_shown (view))
    return;
  state = bri_game_get_state (game);
  turn = briscola_table_get_turn (check->f->table);
  g_assert_cmpuint (turn, ==, state->to_act);
  g_assert_true (briscola_table_is_idle (check->f->table));
  if (turn == 0)
    g_assert_cmpstr (status, ==, "Your turn");
  else
    {
      g_autofree char *thinking = g_strdup_printf ("%s is thinking…",
                                                   briscola_seat_name (turn, 0));
      g_assert_cmpstr (status, ==, thinking);
    }
  check->checks++;
}

/* On every frame, as the cards move: a status naming a player goes with that player's
 * seat highlighted. */
static gboolean
check_turn_each_frame (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  TurnCheck *check = data;
  BriscolaGameView *view = check->f->view;
  const char *status = briscola_game_view_get_status (view);

  if (briscola_game_view_get_game (view) != NULL && status[0] != '\0' &&
      !briscola_game_view_get_summary_shown (view))
    g_assert_cmpuint (briscola_table_get_turn (check->f->table), ==,
                      bri_game_get_state (briscola_game_view_get_game (view))->to_act);
  check->frames++;
  return G_SOURCE_CONTINUE;
}

static gboolean
check_turn_at_decision (Fixture *f, gpointer data)
{
  TurnCheck *check = data;

  g_assert_cmpuint (briscola_table_get_turn (f->table), ==, 0);
  g_assert_cmpstr (briscola_game_view_get_status (f->view), ==, "Your turn");
  check->checks++;
  return FALSE;
}

static void
test_turn_and_status (Fixture *f, gconstpointer data)
{
  TurnCheck check = { f, 0, 0 };
  gulong handler;
  guint tick;

  g_test_summary ("With the cards moving, the status and the highlighted seat name the "
                  "same player at every turn, and only once the table has settled");
  g_settings_set_string (settings, "animation-speed", "fast");
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  choose_variant (f, "briscola4");
  set_option (f, "briscola4", "match", "single");
  handler = g_signal_connect (f->view, "notify::status", G_CALLBACK (on_status), &check);
  tick = gtk_widget_add_tick_callback (GTK_WIDGET (f->table), check_turn_each_frame, &check,
                                       NULL);
  start_game (f, 8);
  play_match (f, check_turn_at_decision, &check, NULL);
  g_signal_handler_disconnect (f->view, handler);
  gtk_widget_remove_tick_callback (GTK_WIDGET (f->table), tick);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  /* Ten human turns and thirty computer ones, and frames between. */
  g_assert_cmpuint (check.checks, >=, 40);
  g_assert_cmpuint (check.frames, >, 0);
}

static gboolean
match_last_trick_button (GtkWidget *widget, gpointer data)
{
  return GTK_IS_MENU_BUTTON (widget) &&
         g_strcmp0 (gtk_widget_get_tooltip_text (widget), "Last Trick") == 0;
}

static void
test_pile_review (Fixture *f, gconstpointer data)
{
  GtkWidget *button;

  g_test_summary ("Briscola for two's pile-review option decides whether the last trick "
                  "can be seen: never, or at any time");
  choose_variant (f, "briscola2");
  set_option (f, "briscola2", "pile-review", "never");
  start_game (f, 3);
  g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
  do_action (f, ask_hint (f));
  g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
  button = find_widget (GTK_WIDGET (f->window), match_last_trick_button, NULL);
  g_assert_nonnull (button);
  g_assert_false (briscola_game_view_get_can_review_pile (f->view));
  g_assert_false (gtk_widget_get_sensitive (button));

  close_window (f);
  reset_settings ();
  open_window (f);
  choose_variant (f, "briscola2");
  set_option (f, "briscola2", "pile-review", "always");
  start_game (f, 3);
  g_assert_true (wait_for (turn_or_summary, f, WAIT_MS));
  button = find_widget (GTK_WIDGET (f->window), match_last_trick_button, NULL);
  g_assert_true (briscola_game_view_get_can_review_pile (f->view));
  g_assert_true (gtk_widget_get_sensitive (button));
}

int
main (int argc, char *argv[])
{
  static const char *const sizes[] = { "1024x650", "800x530", "480x410" };
  static const char *const window_sizes[] = { "1024x720", "800x600", "480x480" };

  if (!gtk_test_support_init (&argc, &argv))
    return 0;

  g_test_add ("/table/trump/whole-deal", Table, NULL, table_setup, test_trump_whole_deal,
              table_teardown);
  g_test_add ("/table/notes/chiamata-contract-and-partner", Table, NULL, table_setup,
              test_chiamata_contract_and_partner, table_teardown);
  g_test_add ("/table/notes/schembil-captains", Table, NULL, table_setup,
              test_schembil_captains, table_teardown);
  g_test_add ("/table/notes/briscola3-two-out", Table, NULL, table_setup,
              test_briscola3_two_out, table_teardown);
  g_test_add ("/table/trick/briscola4", Table, "briscola4", table_setup, test_trick_by_seats,
              table_teardown);
  g_test_add ("/table/trick/chiamata", Table, "chiamata", table_setup, test_trick_by_seats,
              table_teardown);
  g_test_add ("/table/trick/briscola6", Table, "briscola6", table_setup, test_trick_by_seats,
              table_teardown);
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/table/geometry/%s", sizes[i]);
      g_test_add (path, Table, sizes[i], table_setup, test_geometry, table_teardown);
    }
  g_test_add ("/table/geometry/bottom-inset", Table, NULL, table_setup, test_bottom_inset,
              table_teardown);
  g_test_add_func ("/table/card-letters", test_card_letters);
  for (guint i = 0; i < G_N_ELEMENTS (window_sizes); i++)
    {
      g_autofree char *path = g_strdup_printf ("/table/app/size/%s", window_sizes[i]);
      g_test_add (path, Fixture, window_sizes[i], fixture_setup, test_app_size,
                  fixture_teardown);
    }
  g_test_add ("/table/app/match-standing", Fixture, NULL, fixture_setup, test_match_standing,
              fixture_teardown);
  g_test_add ("/table/app/turn-and-status", Fixture, NULL, fixture_setup,
              test_turn_and_status, fixture_teardown);
  g_test_add ("/table/app/pile-review", Fixture, NULL, fixture_setup, test_pile_review,
              fixture_teardown);

  return gtk_test_support_run ();
}
