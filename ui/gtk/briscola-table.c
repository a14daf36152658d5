/* briscola-table.c: the card table.
 *
 * Each card of the deal is one BriscolaCard child that keeps its identity as it moves
 * from the stock to a hand, to the trick and to a pile, so every move can be animated.
 * The table is given whole deal states (real ones, or the steps in between that the game
 * view makes up: a full trick before it is taken); it works out where each card lies,
 * and a tick callback on the frame clock moves the cards there. With animations off
 * (speed 0, reduced motion, or the table not on screen) each state shows at once. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "briscola-card-painter.h"
#include "briscola-table.h"
#include "briscola-table-layout.h"

#define MOVE_MS 320
#define DEAL_STAGGER_MS 55
#define DRAW_STAGGER_MS 110

typedef enum
{
  WHERE_HIDDEN,
  WHERE_STOCK,
  WHERE_TRUMP,
  WHERE_HAND,
  WHERE_TRICK,
  WHERE_PILE,
  WHERE_TALON,
  WHERE_DISCARDS,
} Where;

typedef struct
{
  double x, y;  /* centre */
  double angle; /* degrees */
  double scale;
} Place;

typedef struct
{
  BriscolaCard *widget;
  guint8 where;
  guint8 seat;
  guint8 index;    /* position in its group (hand, trick, pile, stock) */
  guint8 count;    /* size of its group */
  gboolean face;   /* the face the card shows once it arrives */
  guint z;
  guint64 arrival; /* when it came into its hand */
  Place from;
  Place now;
  gboolean placed;
  gint64 start;    /* frame times in µs; end == 0 when the card is not moving */
  gint64 end;
} Slot;

typedef struct
{
  BriState state;
  guint hold_ms;
  gboolean deal;
} Step;


struct _BriscolaTable
{
  GtkWidget parent_instance;

  Slot slots[64];
  GtkWidget *seat_box[BRI_MAX_SEATS];
  GtkWidget *seat_dot[BRI_MAX_SEATS];
  GtkWidget *seat_name[BRI_MAX_SEATS];
  GtkWidget *seat_dealer[BRI_MAX_SEATS];
  GtkWidget *seat_spinner[BRI_MAX_SEATS];
  GtkWidget *seat_bubble[BRI_MAX_SEATS];
  GtkWidget *seat_note[BRI_MAX_SEATS];
  GtkWidget *stock_label;
  GtkWidget *notes_label;    /* the strip at the top: trump, match, whole-table notes */
  GtkWidget *announcement;   /* news over the trick: who took it, a partner revealed */
  char *names[BRI_MAX_SEATS];
  char *match_line;
  double top_inset, bottom_inset;

  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  guint n_notes;
  gboolean notes_known;      /* notes belong to the deal shown: new ones are news */
  guint news_trick;          /* tricks done when the news shown came, or G_MAXUINT */
  guint turn;                /* the seat highlighted, once the table is idle */

  guint human;
  BriDeckStyle style;
  BriscolaCardOrder order;
  double speed;

  BriState state;
  BriView view;
  gboolean have_state;
  GQueue steps;
  guint hold_ms;
  gint64 hold_until;
  guint tick_id;
  guint idle_id;
  guint64 arrivals;

  BriCardSet playable;
  BriCard selected;
  BriCardSet picked;     /* cards picked for a choice of several (discards), raised */
  BriCard hint;
  guint thinking;
};

enum { CARD_ACTIVATED, CARD_DROPPED, IDLE, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaTable, briscola_table, GTK_TYPE_WIDGET)

static gboolean
animations_enabled (BriscolaTable *self)
{
  gboolean enabled = TRUE;

  if (self->speed <= 0.0 || !gtk_widget_get_mapped (GTK_WIDGET (self)))
    return FALSE;
  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-enable-animations", &enabled,
                NULL);
  return enabled;
}

/* Seats go round counterclockwise: the seat after the human sits to its right. */
/* A seat counted from the human's, as the layout counts them. */
static guint
relative_seat (BriscolaTable *self, guint seat)
{
  guint n = MAX (self->state.n_seats, 1);

  return (seat + n - self->human % n) % n;
}

static void
compute_geometry (BriscolaTable *self, BriscolaTableLayout *g)
{
  briscola_table_layout_init (g, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)),
                              self->state.n_seats, self->top_inset, self->bottom_inset);
}

/* The centre of an opponent's hand row and its width. */
static void
seat_anchor (BriscolaTable *self, const BriscolaTableLayout *g, guint seat, guint n_cards,
             gboolean open, double *x, double *y, double *row_width)
{
  briscola_table_layout_seat_anchor (g, relative_seat (self, seat), n_cards, open, x, y,
                                     row_width);
}

static Place
place_of (BriscolaTable *self, const BriscolaTableLayout *g, BriCard card, const Slot *slot)
{
  Place p = { g->width / 2, g->height / 2, 0, 1 };
  /* A small tilt, fixed per card, so the trick looks laid by hand. */
  double tilt = (double) ((card * 37) % 9) - 4.0;

  switch ((Where) slot->where)
    {
    case WHERE_HIDDEN:
    case WHERE_STOCK:
      {
        double layer = MIN (slot->index, 6u);
        p.x = g->stock_x - layer * 0.7;
        p.y = g->stock_y - layer * 0.7;
        p.scale = g->stock_scale;
      }
      break;
    case WHERE_TRUMP:
      /* Upright and face up beside the stock, where everyone can read it. */
      p.x = g->trump_x;
      p.y = g->trump_y;
      p.scale = g->stock_scale;
      break;
    case WHERE_HAND:
      if (slot->seat == self->human)
        {
          p.x = briscola_table_layout_hand_x (g, slot->index, slot->count);
          p.y = g->hand_y;
          if (card == self->selected || bri_card_set_has (self->picked, card))
            p.y -= g->ch * 0.16;
        }
      else
        {
          gboolean open = slot->face;
          double ax, ay, width;
          double spacing;

          seat_anchor (self, g, slot->seat, slot->count, open, &ax, &ay, &width);
          spacing = slot->count > 1 ? (width - g->cw * g->small) / (slot->count - 1) : 0;
          p.x = ax - width / 2 + g->cw * g->small / 2 + spacing * slot->index;
          p.y = ay;
          p.scale = g->small;
        }
      break;
    case WHERE_TRICK:
      {
        /* In front of the seat that played it; a second card of a double trick beside
         * the first. */
        guint n_playing = MAX (bri_card_set_count (self->state.playing), 1u);

        briscola_table_layout_trick_card (g, relative_seat (self, slot->seat),
                                          slot->index / n_playing, &p.x, &p.y);
        p.scale = g->trick_scale;
        p.angle = tilt;
      }
      break;
    case WHERE_PILE:
      {
        double layer = MIN (slot->index, 4u) * 0.8;
        if (slot->seat == self->human)
          {
            p.scale = 0.7;
            p.x = g->width - g->cw * 0.35 - 20 - layer;
            p.y = g->hand_y + g->ch * 0.15 - layer;
          }
        else
          {
            double ax, ay, width;
            guint n_hand = bri_card_set_count (self->state.hand[slot->seat]);
            gboolean open = (self->view.known[slot->seat] & self->state.hand[slot->seat]) != 0;
            double side;

            seat_anchor (self, g, slot->seat, n_hand, open, &ax, &ay, &width);
            side = ax <= g->width / 2 + 1 ? 1 : -1;
            p.scale = g->small * 0.9;
            p.angle = 90;
            p.x = ax + side * (width / 2 + g->ch * p.scale * 0.62) - layer;
            p.y = ay - layer;
          }
      }
      break;
    case WHERE_TALON:
      p.scale = 0.75;
      p.x = g->aside_x + (slot->index - (slot->count - 1) / 2.0) * g->cw * 0.22;
      p.y = g->aside_y - g->ch * 0.3;
      break;
    case WHERE_DISCARDS:
      p.scale = 0.6;
      p.x = g->aside_x + (slot->index - (slot->count - 1) / 2.0) * g->cw * 0.15;
      p.y = g->aside_y + g->ch * 0.55;
      break;
    default:
      g_assert_not_reached ();
    }
  return p;
}

static double
ease (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  return 1.0 - pow (1.0 - t, 3.0);
}

static void
allocate_card (GtkWidget *widget, const BriscolaTableLayout *g, const Place *p)
{
  GskTransform *transform = NULL;

  transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (p->x, p->y));
  if (p->angle != 0)
    transform = gsk_transform_rotate (transform, p->angle);
  if (p->scale != 1)
    transform = gsk_transform_scale (transform, p->scale, p->scale);
  transform = gsk_transform_translate (transform,
                                       &GRAPHENE_POINT_INIT (-g->cw / 2, -g->ch / 2));
  gtk_widget_allocate (widget, (int) round (g->cw), (int) round (g->ch), -1, transform);
}

static void
briscola_table_size_allocate (GtkWidget *widget,
                              int        width,
                              int        height,
                              int        baseline)
{
  BriscolaTable *self = BRISCOLA_TABLE (widget);
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  gint64 now = clock ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  BriscolaTableLayout g;

  self->top_inset = 0;
  if (gtk_widget_get_visible (self->notes_label))
    {
      int strip_width, strip_height;

      /* As wide as its text, centred, wrapping only when the table is narrower. */
      gtk_widget_measure (self->notes_label, GTK_ORIENTATION_HORIZONTAL, -1, NULL,
                          &strip_width, NULL, NULL);
      strip_width = MIN (strip_width, width - 16);
      gtk_widget_measure (self->notes_label, GTK_ORIENTATION_VERTICAL, strip_width, NULL,
                          &strip_height, NULL, NULL);
      gtk_widget_size_allocate (self->notes_label,
                                &(GtkAllocation) { (width - strip_width) / 2, 6, strip_width,
                                                   strip_height }, -1);
      self->top_inset = strip_height + 10;
    }
  compute_geometry (self, &g);

  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];
      Place target;

      if (slot->widget == NULL || !gtk_widget_get_child_visible (GTK_WIDGET (slot->widget)))
        continue;
      target = place_of (self, &g, card, slot);
      if (slot->end != 0 && now < slot->end)
        {
          double t = now <= slot->start ? 0.0
                   : ease ((double) (now - slot->start) / (double) (slot->end - slot->start));
          slot->now.x = slot->from.x + (target.x - slot->from.x) * t;
          slot->now.y = slot->from.y + (target.y - slot->from.y) * t;
          slot->now.angle = slot->from.angle + (target.angle - slot->from.angle) * t;
          slot->now.scale = slot->from.scale + (target.scale - slot->from.scale) * t;
        }
      else
        slot->now = target;
      slot->placed = TRUE;
      allocate_card (GTK_WIDGET (slot->widget), &g, &slot->now);
    }

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    {
      GtkWidget *box = self->seat_box[seat];
      GtkRequisition size;
      double x, y;

      if (!gtk_widget_get_visible (box))
        continue;
      gtk_widget_get_preferred_size (box, NULL, &size);
      size.width = MIN (size.width, MAX (width / 3, 120));
      if (seat == self->human)
        {
          x = 12;
          y = height - self->bottom_inset - size.height - 12;
        }
      else
        {
          double ax, ay, row;
          guint n_hand = bri_card_set_count (self->state.hand[seat]);
          gboolean open = (self->view.known[seat] & self->state.hand[seat]) != 0;

          seat_anchor (self, &g, seat, n_hand, open, &ax, &ay, &row);
          x = CLAMP (ax - size.width / 2.0, 4, MAX (4, width - size.width - 4));
          y = ay + g.ch * g.small / 2 + 4;
        }
      gtk_widget_size_allocate (box, &(GtkAllocation) { (int) x, (int) y, size.width,
                                                        size.height }, -1);
    }

  if (gtk_widget_get_visible (self->announcement))
    {
      GtkRequisition size;
      int w;

      gtk_widget_get_preferred_size (self->announcement, NULL, &size);
      w = MIN (size.width, width - 16);
      gtk_widget_measure (self->announcement, GTK_ORIENTATION_VERTICAL, w, NULL, &size.height,
                          NULL, NULL);
      gtk_widget_size_allocate (self->announcement,
                                &(GtkAllocation) { (int) (g.trick_x - w / 2.0),
                                                   (int) (g.trick_y - size.height / 2.0),
                                                   w, size.height }, -1);
    }

  if (gtk_widget_get_visible (self->stock_label))
    {
      GtkRequisition size;
      double x, y;

      gtk_widget_get_preferred_size (self->stock_label, NULL, &size);
      /* Under the stock and the trump card. */
      x = (g.stock_x + g.trump_x - size.width) / 2.0;
      y = MAX (g.stock_y, g.trump_y) + g.ch * g.stock_scale / 2 + 10;
      gtk_widget_size_allocate (self->stock_label,
                                &(GtkAllocation) { (int) x, (int) y, size.width, size.height },
                                -1);
    }
}

static void
briscola_table_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = orientation == GTK_ORIENTATION_HORIZONTAL ? 360 : 320;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 960 : 600;
}

/* Where every card of @state lies, as the human sees it. */
static void
locate_cards (BriscolaTable *self, gboolean deal)
{
  const BriState *state = &self->state;
  BriCardSet known_hands = 0;
  guint8 where[64] = { 0 }, seat_of[64] = { 0 };
  BriCard arriving[64];
  guint n_arriving = 0;

  bri_state_get_view (state, self->human, &self->view);
  for (guint seat = 0; seat < state->n_seats; seat++)
    known_hands |= self->view.known[seat] & state->hand[seat];

  for (guint i = state->stock_top; i < state->stock_len; i++)
    {
      BriCard card = state->stock[i];
      gboolean trump = card == state->trump_card && i == state->stock_len - 1u;
      where[card] = trump ? WHERE_TRUMP : WHERE_STOCK;
    }
  BRI_CARD_SET_FOREACH (state->talon, card)
    where[card] = WHERE_TALON;
  BRI_CARD_SET_FOREACH (state->discards, card)
    where[card] = WHERE_DISCARDS;
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      BRI_CARD_SET_FOREACH (state->pile[seat], card)
        where[card] = WHERE_PILE, seat_of[card] = (guint8) seat;
      BRI_CARD_SET_FOREACH (state->hand[seat], card)
        where[card] = WHERE_HAND, seat_of[card] = (guint8) seat;
    }
  for (guint i = 0; i < state->trick.len; i++)
    {
      where[state->trick.card[i]] = WHERE_TRICK;
      seat_of[state->trick.card[i]] = state->trick.seat[i];
    }

  /* Cards that came into a hand: the order they arrive in is all the table tells of
   * the hidden ones, so cards arriving together are taken in a random order. */
  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];
      if (where[card] == WHERE_HAND &&
          (slot->where != WHERE_HAND || slot->seat != seat_of[card] || deal))
        arriving[n_arriving++] = (BriCard) card;
    }
  for (guint i = n_arriving; i > 1; i--)
    {
      guint j = g_random_int_range (0, (gint32) i);
      BriCard swap = arriving[i - 1];
      arriving[i - 1] = arriving[j];
      arriving[j] = swap;
    }
  for (guint i = 0; i < n_arriving; i++)
    self->slots[arriving[i]].arrival = ++self->arrivals;

  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];
      slot->where = bri_card_set_has (state->deck, card) ? where[card] : WHERE_HIDDEN;
      slot->seat = seat_of[card];
    }

  /* Positions within each group. */
  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];
      guint index = 0, count = 0;
      gboolean face = FALSE;

      if (slot->where == WHERE_HIDDEN)
        continue;
      for (guint other = 0; other < 64; other++)
        {
          const Slot *o = &self->slots[other];
          gboolean before;

          if (o->where != slot->where || o->seat != slot->seat)
            continue;
          count++;
          if (other == card)
            continue;
          switch ((Where) slot->where)
            {
            case WHERE_HAND:
              if (slot->seat == self->human && bri_card_set_has (known_hands, card) &&
                  self->order != BRISCOLA_CARD_ORDER_DEALT)
                {
                  guint trump = state->trump_suit;
                  guint sa = bri_card_suit (card) == trump ? 4 : bri_card_suit (card);
                  guint sb = bri_card_suit (other) == trump ? 4 : bri_card_suit (other);
                  guint ka = self->order == BRISCOLA_CARD_ORDER_SUIT
                           ? sa * 16 + bri_card_rank (card) : bri_card_rank (card) * 8 + sa;
                  guint kb = self->order == BRISCOLA_CARD_ORDER_SUIT
                           ? sb * 16 + bri_card_rank (other) : bri_card_rank (other) * 8 + sb;
                  before = kb < ka;
                }
              else
                before = o->arrival < slot->arrival;
              break;
            case WHERE_TRICK:
            case WHERE_STOCK:
              /* Set from their order in the state below. */
              before = FALSE;
              break;
            case WHERE_PILE:
            case WHERE_TALON:
            case WHERE_DISCARDS:
            case WHERE_TRUMP:
            case WHERE_HIDDEN:
            default:
              before = other < card;
              break;
            }
          if (before)
            index++;
        }
      if (slot->where == WHERE_TRICK)
        {
          for (guint i = 0; i < state->trick.len; i++)
            if (state->trick.card[i] == card)
              index = i;
        }
      else if (slot->where == WHERE_STOCK)
        {
          /* The card drawn next lies on top. */
          for (guint i = state->stock_top; i < state->stock_len; i++)
            if (state->stock[i] == card)
              index = state->stock_len - 1u - i;
        }
      slot->index = (guint8) index;
      slot->count = (guint8) count;

      switch ((Where) slot->where)
        {
        case WHERE_HAND:
          face = bri_card_set_has (known_hands, card);
          slot->z = slot->seat == self->human ? 700 + index : 400 + slot->seat * 20 + index;
          break;
        case WHERE_TRICK:
        case WHERE_TRUMP:
          face = TRUE;
          slot->z = slot->where == WHERE_TRICK ? 900 + index : 10;
          break;
        case WHERE_STOCK:
          face = self->view.stock_top_open && card == state->stock[state->stock_top];
          slot->z = 20 + index;
          break;
        case WHERE_TALON:
        case WHERE_DISCARDS:
          face = bri_card_set_has (self->view.aside_known, card);
          slot->z = (slot->where == WHERE_TALON ? 80 : 100) + index;
          break;
        case WHERE_PILE:
          slot->z = 200 + slot->seat * 24 + MIN (index, 23u);
          break;
        case WHERE_HIDDEN:
        default:
          break;
        }
      slot->face = face;
    }
}

static void
update_seats (BriscolaTable *self)
{
  const BriState *state = &self->state;
  guint n_sides = bri_state_n_sides (state);

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    {
      GtkWidget *box = self->seat_box[seat];
      gboolean shown = seat < state->n_seats;
      gboolean team = shown && n_sides < state->n_seats &&
                      (self->view.sides_known & (1u << seat));

      gtk_widget_set_visible (box, shown);
      if (!shown)
        continue;
      for (guint side = 0; side < 4; side++)
        {
          g_autofree char *class = g_strdup_printf ("team-%u", side);
          if (team && state->team[seat] % 4 == side)
            gtk_widget_add_css_class (self->seat_dot[seat], class);
          else
            gtk_widget_remove_css_class (self->seat_dot[seat], class);
        }
      gtk_widget_set_visible (self->seat_dot[seat], team);
      gtk_widget_set_visible (self->seat_dealer[seat], state->dealer == seat);
      if (self->turn == seat)
        gtk_widget_add_css_class (box, "to-act");
      else
        gtk_widget_remove_css_class (box, "to-act");
      if (!(state->playing & (1u << seat)) && !bri_state_is_over (state) &&
          state->phase == BRI_PHASE_PLAY)
        gtk_widget_add_css_class (box, "sitting-out");
      else
        gtk_widget_remove_css_class (box, "sitting-out");
    }

  if (bri_state_stock_left (state) > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("%u card left", "%u cards left",
                                                         bri_state_stock_left (state)),
                                               bri_state_stock_left (state));
      gtk_label_set_text (GTK_LABEL (self->stock_label), text);
      gtk_widget_set_visible (self->stock_label, TRUE);
    }
  else
    gtk_widget_set_visible (self->stock_label, FALSE);
}

/* Shows news over the trick until @trick_count tricks are done and the next comes. */
static void
announce (BriscolaTable *self, const char *text, guint trick_count)
{
  gtk_label_set_text (GTK_LABEL (self->announcement), text);
  gtk_widget_set_visible (self->announcement, text != NULL);
  self->news_trick = text != NULL ? trick_count : G_MAXUINT;
}

static void
announce_trick (BriscolaTable *self)
{
  const BriTrick *trick = &self->state.trick;
  guint points = 0;
  g_autofree char *text = NULL;

  for (guint i = 0; i < trick->len; i++)
    points += bri_state_card_points (&self->state, trick->card[i]);
  g_autofree char *shown = bri_state_format_points (&self->state, points);
  guint plural = bri_state_points_plural (&self->state, points);
  if (trick->winner == self->human)
    text = g_strdup_printf (ngettext ("You take the trick: %s point",
                                      "You take the trick: %s points", plural), shown);
  else
    text = g_strdup_printf (ngettext ("%s takes the trick: %s point",
                                      "%s takes the trick: %s points", plural),
                            self->names[trick->winner] ? self->names[trick->winner] : "",
                            shown);
  announce (self, text, self->state.n_tricks);
}

/* The strip at the top, the notes by the seats, and news: a trick taken, a note that
 * was not there before (a partner revealed, a contract made). */
static void
update_notes (BriscolaTable *self)
{
  const BriState *state = &self->state;
  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  guint n = bri_state_get_table_notes (state, self->human, self->style, notes);
  g_autoptr (GString) strip = g_string_new (NULL);
  g_autofree char *news = NULL;

  if (state->trump_suit != BRI_NO_SUIT)
    {
      g_autofree char *trump = g_strdup_printf (_("Trump: %s"),
                                                bri_suit_get_name (state->trump_suit,
                                                                   self->style));
      g_autofree char *escaped = g_markup_escape_text (trump, -1);
      g_string_append_printf (strip, "<b>%s</b>", escaped);
    }
  if (self->match_line != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (self->match_line, -1);
      g_string_append_printf (strip, "%s%s", strip->len ? "  ·  " : "", escaped);
    }

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    {
      g_autoptr (GString) text = g_string_new (NULL);
      static const char *const roles[] = { "contract", "partner", "captain" };

      for (guint i = 0; i < n; i++)
        if (notes[i].seat == seat)
          g_string_append_printf (text, "%s%s", text->len ? "\n" : "", notes[i].text);
      gtk_label_set_text (GTK_LABEL (self->seat_note[seat]), text->str);
      gtk_widget_set_visible (self->seat_note[seat], text->len > 0);
      for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
        {
          gboolean has = FALSE;
          for (guint i = 0; i < n; i++)
            has |= notes[i].seat == seat && notes[i].role == r + BRI_TABLE_NOTE_CONTRACT;
          if (has)
            gtk_widget_add_css_class (self->seat_box[seat], roles[r]);
          else
            gtk_widget_remove_css_class (self->seat_box[seat], roles[r]);
        }
    }

  for (guint i = 0; i < n; i++)
    {
      if (notes[i].seat == BRI_NO_SEAT)
        {
          g_autofree char *escaped = g_markup_escape_text (notes[i].text, -1);
          g_string_append_printf (strip, "%s%s", strip->len ? "  ·  " : "", escaped);
        }
      if (self->notes_known && notes[i].role != BRI_TABLE_NOTE_INFO &&
          notes[i].seat != BRI_NO_SEAT && news == NULL &&
          !bri_table_notes_contain (self->notes, self->n_notes, &notes[i]))
        /* Translators: news over the table: a name, then what is new ("Partner of the
         * caller"). */
        news = g_strdup_printf (_("%s — %s"), self->names[notes[i].seat]
                                              ? self->names[notes[i].seat] : "",
                                notes[i].text);
    }
  gtk_label_set_markup (GTK_LABEL (self->notes_label), strip->str);
  gtk_widget_set_visible (self->notes_label, strip->len > 0);

  if (state->trick.len > 0 && state->trick.winner != BRI_NO_SEAT)
    announce_trick (self);
  else if (news != NULL)
    announce (self, news, state->n_tricks);
  else if (self->news_trick != state->n_tricks)
    announce (self, NULL, 0);

  memcpy (self->notes, notes, sizeof notes);
  self->n_notes = n;
  self->notes_known = TRUE;
}

/* The seat to act is highlighted only once every change is shown, so that it always
 * agrees with what the game view says of the turn. */
static void
update_turn (BriscolaTable *self)
{
  guint turn = briscola_table_is_idle (self) && self->have_state ? self->state.to_act
                                                                 : BRI_NO_SEAT;

  if (turn == self->turn)
    return;
  self->turn = turn;
  update_seats (self);
}

static int
compare_z (gconstpointer a, gconstpointer b, gpointer data)
{
  const Slot *slots = data;
  guint za = slots[*(const guint8 *) a].z, zb = slots[*(const guint8 *) b].z;
  return za < zb ? -1 : za > zb;
}

/* Children are drawn and picked in sibling order: keep it the stacking order. */
static void
restack (BriscolaTable *self)
{
  guint8 order[64];
  guint n = 0;
  GtkWidget *previous = NULL;

  for (guint card = 0; card < 64; card++)
    if (self->slots[card].widget != NULL)
      order[n++] = (guint8) card;
  g_qsort_with_data (order, n, sizeof order[0], compare_z, self->slots);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *child = GTK_WIDGET (self->slots[order[i]].widget);
      gtk_widget_insert_after (child, GTK_WIDGET (self), previous);
      previous = child;
    }
}

static void
update_card_states (BriscolaTable *self)
{
  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];
      gboolean mine;

      if (slot->widget == NULL)
        continue;
      mine = slot->where == WHERE_HAND && slot->seat == self->human && slot->face;
      briscola_card_set_playable (slot->widget, mine && bri_card_set_has (self->playable, card));
      /* The human's own cards that cannot be played now are dimmed. */
      if (mine && self->playable != 0 && !bri_card_set_has (self->playable, card))
        gtk_widget_add_css_class (GTK_WIDGET (slot->widget), "unplayable");
      else
        gtk_widget_remove_css_class (GTK_WIDGET (slot->widget), "unplayable");
      briscola_card_set_selected (slot->widget, card == self->selected ||
                                                bri_card_set_has (self->picked, card));
      briscola_card_set_hinted (slot->widget, card == self->hint);
    }
}

static void
on_card_activate (BriscolaCard *card, BriscolaTable *self)
{
  g_signal_emit (self, signals[CARD_ACTIVATED], 0, (guint) briscola_card_get_card (card));
}

static BriscolaCard *
ensure_card (BriscolaTable *self, BriCard card)
{
  Slot *slot = &self->slots[card];

  if (slot->widget == NULL)
    {
      slot->widget = BRISCOLA_CARD (briscola_card_new (card, self->style));
      gtk_widget_set_parent (GTK_WIDGET (slot->widget), GTK_WIDGET (self));
      g_signal_connect (slot->widget, "activate", G_CALLBACK (on_card_activate), self);
    }
  return slot->widget;
}

static gboolean
emit_idle (gpointer data)
{
  BriscolaTable *self = data;

  self->idle_id = 0;
  update_turn (self);
  if (briscola_table_is_idle (self))
    g_signal_emit (self, signals[IDLE], 0);
  return G_SOURCE_REMOVE;
}

static void
schedule_idle (BriscolaTable *self)
{
  if (self->idle_id == 0)
    self->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, emit_idle, self, NULL);
}

static void start_next_step (BriscolaTable *self);

static gboolean
on_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer data)
{
  BriscolaTable *self = BRISCOLA_TABLE (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  gboolean moving = FALSE;

  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];

      if (slot->end == 0)
        continue;
      /* Turn the card over half way. */
      if (now >= (slot->start + slot->end) / 2)
        briscola_card_set_face_up (slot->widget, slot->face);
      if (now >= slot->end)
        slot->end = 0;
      else
        moving = TRUE;
    }
  gtk_widget_queue_allocate (widget);
  if (moving)
    return G_SOURCE_CONTINUE;

  if (self->hold_until == 0)
    self->hold_until = now + (gint64) (self->hold_ms * 1000 * self->speed);
  if (now < self->hold_until)
    return G_SOURCE_CONTINUE;

  self->hold_until = 0;
  self->hold_ms = 0;
  if (!g_queue_is_empty (&self->steps))
    {
      start_next_step (self);
      return self->tick_id != 0 ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
    }
  self->tick_id = 0;
  schedule_idle (self);
  return G_SOURCE_REMOVE;
}

static void
show_step (BriscolaTable *self, Step *step, gboolean animate)
{
  Slot before[64];
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  gint64 now = clock ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  double factor = self->speed;
  BriscolaTableLayout g;
  guint8 movers[64];
  guint n_movers = 0;

  memcpy (before, self->slots, sizeof before);
  self->state = step->state;
  self->have_state = TRUE;
  self->hold_ms = step->hold_ms;
  if (self->selected != BRI_NO_CARD && !bri_card_set_has (self->state.hand[self->human],
                                                          self->selected))
    self->selected = BRI_NO_CARD;
  locate_cards (self, step->deal);
  compute_geometry (self, &g);

  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];
      const Slot *old = &before[card];
      gboolean moved;

      if (slot->where == WHERE_HIDDEN)
        {
          if (slot->widget != NULL)
            gtk_widget_set_child_visible (GTK_WIDGET (slot->widget), FALSE);
          slot->end = 0;
          continue;
        }
      ensure_card (self, card);
      gtk_widget_set_child_visible (GTK_WIDGET (slot->widget), TRUE);
      /* Cards in piles and the stock are not worth a screen reader's time one by one. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (slot->widget), GTK_ACCESSIBLE_STATE_HIDDEN,
                                   !slot->face && slot->where != WHERE_HAND, -1);

      moved = old->where != slot->where || old->seat != slot->seat ||
              old->index != slot->index || old->count != slot->count;
      if (!animate || (!old->placed && !step->deal))
        {
          slot->end = 0;
          briscola_card_set_face_up (slot->widget, slot->face);
          continue;
        }
      if ((step->deal && slot->where == WHERE_HAND) || moved)
        movers[n_movers++] = (guint8) card;
      else if (old->end == 0)
        /* Staying put, perhaps turned over (a partner's card shown). */
        briscola_card_set_face_up (slot->widget, slot->face);
    }

  if (animate)
    {
      /* Cards travelling to hands go one after another, as they are dealt or drawn. */
      Place deck = { g.stock_x, g.stock_y, 0, 1 };

      for (guint i = 0; i < n_movers; i++)
        {
          Slot *slot = &self->slots[movers[i]];
          const Slot *old = &before[movers[i]];
          guint delay = 0;

          if (slot->where == WHERE_HAND && (old->where != WHERE_HAND || step->deal))
            {
              guint relative = (slot->seat + self->state.n_seats - self->state.dealer - 1) %
                               MAX (self->state.n_seats, 1);
              guint turn = step->deal ? slot->index * self->state.n_seats + relative
                                      : relative;
              delay = turn * (step->deal ? DEAL_STAGGER_MS : DRAW_STAGGER_MS);
            }
          slot->from = step->deal && slot->where == WHERE_HAND ? deck
                     : old->placed ? old->now : place_of (self, &g, movers[i], slot);
          if (step->deal && slot->where == WHERE_HAND)
            {
              slot->now = deck;
              briscola_card_set_face_up (slot->widget, FALSE);
            }
          slot->start = now + (gint64) (delay * 1000 * factor);
          slot->end = slot->start + (gint64) (MOVE_MS * 1000 * factor);
        }
    }

  restack (self);
  update_notes (self);
  update_seats (self);
  update_card_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

static void
start_next_step (BriscolaTable *self)
{
  gboolean animate = animations_enabled (self);

  while (!g_queue_is_empty (&self->steps))
    {
      Step *step = g_queue_pop_head (&self->steps);

      show_step (self, step, animate);
      g_free (step);
      if (animate)
        {
          if (self->tick_id == 0)
            self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), on_tick, NULL,
                                                          NULL);
          update_turn (self);
          return;
        }
    }
  self->hold_ms = 0;
  update_turn (self);
  schedule_idle (self);
}

static void
stop_animation (BriscolaTable *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  self->hold_until = 0;
  for (guint card = 0; card < 64; card++)
    if (self->slots[card].end != 0)
      {
        self->slots[card].end = 0;
        briscola_card_set_face_up (self->slots[card].widget, self->slots[card].face);
      }
}

static void
on_unmap_finish (BriscolaTable *self)
{
  /* The frame clock stops when the table is not shown: show the rest at once. */
  if (self->tick_id != 0 || !g_queue_is_empty (&self->steps))
    {
      stop_animation (self);
      start_next_step (self);
    }
}

static void
briscola_table_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (briscola_table_parent_class)->unmap (widget);
  on_unmap_finish (BRISCOLA_TABLE (widget));
}

static void
focus_neighbour (BriscolaTable *self, int direction)
{
  BriCard order[BRI_MAX_CARDS];
  guint n = briscola_table_get_hand_order (self, order);
  GtkWidget *focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  int current = -1;
  GtkWidget *playable[BRI_MAX_CARDS];
  guint n_playable = 0;

  for (guint i = 0; i < n; i++)
    {
      GtkWidget *card = GTK_WIDGET (self->slots[order[i]].widget);
      if (!gtk_widget_get_focusable (card))
        continue;
      if (card == focus)
        current = (int) n_playable;
      playable[n_playable++] = card;
    }
  if (n_playable == 0)
    return;
  if (direction == 0)
    current = 0;
  else if (direction == 2)
    current = (int) n_playable - 1;
  else if (current < 0)
    current = direction < 0 ? (int) n_playable - 1 : 0;
  else
    current = (current + direction + (int) n_playable) % (int) n_playable;
  gtk_widget_grab_focus (playable[current]);
}

static gboolean
on_key_pressed (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                BriscolaTable         *self)
{
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      focus_neighbour (self, gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL
                             ? 1 : -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      focus_neighbour (self, gtk_widget_get_direction (GTK_WIDGET (self)) == GTK_TEXT_DIR_RTL
                             ? -1 : 1);
      return TRUE;
    case GDK_KEY_Home:
      focus_neighbour (self, 0);
      return TRUE;
    case GDK_KEY_End:
      focus_neighbour (self, 2);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
on_drop (GtkDropTarget *target,
         const GValue  *value,
         double         x,
         double         y,
         BriscolaTable *self)
{
  BriscolaTableLayout g;
  guint card;

  if (!G_VALUE_HOLDS_UINT (value))
    return FALSE;
  card = g_value_get_uint (value);
  compute_geometry (self, &g);
  /* Dropped back onto the hand: changed one's mind. */
  if (card >= 64 || y > g.hand_y - g.ch * 0.35)
    return FALSE;
  g_signal_emit (self, signals[CARD_DROPPED], 0, card);
  return TRUE;
}

static GtkWidget *
make_seat_box (BriscolaTable *self, guint seat)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  gtk_widget_add_css_class (box, "seat");
  self->seat_dot[seat] = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (self->seat_dot[seat], "team-dot");
  gtk_widget_set_valign (self->seat_dot[seat], GTK_ALIGN_CENTER);
  self->seat_name[seat] = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->seat_name[seat], "seat-name");
  gtk_label_set_ellipsize (GTK_LABEL (self->seat_name[seat]), PANGO_ELLIPSIZE_END);
  self->seat_dealer[seat] = gtk_label_new (C_("seat badge", "Dealer"));
  gtk_widget_add_css_class (self->seat_dealer[seat], "dealer-badge");
  self->seat_spinner[seat] = gtk_spinner_new ();
  gtk_widget_set_visible (self->seat_spinner[seat], FALSE);
  self->seat_bubble[seat] = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->seat_bubble[seat], "bubble");
  gtk_label_set_wrap (GTK_LABEL (self->seat_bubble[seat]), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->seat_bubble[seat]), 26);
  gtk_label_set_xalign (GTK_LABEL (self->seat_bubble[seat]), 0);
  gtk_widget_set_visible (self->seat_bubble[seat], FALSE);

  gtk_box_append (GTK_BOX (row), self->seat_dot[seat]);
  gtk_box_append (GTK_BOX (row), self->seat_name[seat]);
  gtk_box_append (GTK_BOX (row), self->seat_dealer[seat]);
  gtk_box_append (GTK_BOX (row), self->seat_spinner[seat]);
  self->seat_note[seat] = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->seat_note[seat], "seat-note");
  gtk_label_set_wrap (GTK_LABEL (self->seat_note[seat]), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->seat_note[seat]), 28);
  gtk_label_set_xalign (GTK_LABEL (self->seat_note[seat]), 0);
  gtk_widget_set_visible (self->seat_note[seat], FALSE);

  gtk_box_append (GTK_BOX (box), row);
  gtk_box_append (GTK_BOX (box), self->seat_note[seat]);
  gtk_box_append (GTK_BOX (box), self->seat_bubble[seat]);
  gtk_widget_set_visible (box, FALSE);
  gtk_widget_set_parent (box, GTK_WIDGET (self));
  return box;
}

static void
briscola_table_dispose (GObject *object)
{
  BriscolaTable *self = BRISCOLA_TABLE (object);
  GtkWidget *child;

  g_clear_handle_id (&self->idle_id, g_source_remove);
  g_queue_clear_full (&self->steps, g_free);
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);
  for (guint card = 0; card < 64; card++)
    self->slots[card].widget = NULL;
  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    g_clear_pointer (&self->names[seat], g_free);
  g_clear_pointer (&self->match_line, g_free);
  G_OBJECT_CLASS (briscola_table_parent_class)->dispose (object);
}

static void
briscola_table_class_init (BriscolaTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_table_dispose;
  widget_class->measure = briscola_table_measure;
  widget_class->size_allocate = briscola_table_size_allocate;
  widget_class->unmap = briscola_table_unmap;

  /* (card): the human clicked a card it may play, or pressed Enter on it. */
  signals[CARD_ACTIVATED] = g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 1, G_TYPE_UINT);
  /* (card): the human dragged a card onto the table. */
  signals[CARD_DROPPED] = g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                        G_TYPE_NONE, 1, G_TYPE_UINT);
  /* Every queued change has been shown. */
  signals[IDLE] = g_signal_new ("idle", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "briscola-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
briscola_table_init (BriscolaTable *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  self->speed = 1.0;
  self->selected = BRI_NO_CARD;
  self->hint = BRI_NO_CARD;
  self->thinking = BRI_NO_SEAT;
  self->turn = BRI_NO_SEAT;
  self->news_trick = G_MAXUINT;
  g_queue_init (&self->steps);
  for (guint card = 0; card < 64; card++)
    self->slots[card].where = WHERE_HIDDEN;

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    self->seat_box[seat] = make_seat_box (self, seat);
  self->stock_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->stock_label, "stock-count");
  gtk_widget_set_visible (self->stock_label, FALSE);
  gtk_widget_set_parent (self->stock_label, GTK_WIDGET (self));
  self->notes_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->notes_label, "table-notes");
  gtk_label_set_wrap (GTK_LABEL (self->notes_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->notes_label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->notes_label, FALSE);
  gtk_widget_set_parent (self->notes_label, GTK_WIDGET (self));
  self->announcement = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->announcement, "announcement");
  gtk_label_set_wrap (GTK_LABEL (self->announcement), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->announcement), GTK_JUSTIFY_CENTER);
  gtk_widget_set_visible (self->announcement, FALSE);
  gtk_widget_set_parent (self->announcement, GTK_WIDGET (self));

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));

  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Card table"), -1);
}

GtkWidget *
briscola_table_new (void)
{
  return g_object_new (BRISCOLA_TYPE_TABLE, NULL);
}

void
briscola_table_set_human (BriscolaTable *self,
                          guint          seat)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  g_return_if_fail (seat < BRI_MAX_SEATS);

  self->human = seat;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

guint
briscola_table_get_human (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), 0);
  return self->human;
}

void
briscola_table_set_seat_name (BriscolaTable *self,
                              guint          seat,
                              const char    *name)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  g_return_if_fail (seat < BRI_MAX_SEATS);

  g_free (self->names[seat]);
  self->names[seat] = g_strdup (name);
  gtk_label_set_text (GTK_LABEL (self->seat_name[seat]), name);
}

void
briscola_table_set_deck_style (BriscolaTable *self,
                               BriDeckStyle   style)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->style = style;
  for (guint card = 0; card < 64; card++)
    if (self->slots[card].widget != NULL)
      briscola_card_set_deck_style (self->slots[card].widget, style);
}

void
briscola_table_set_card_order (BriscolaTable     *self,
                               BriscolaCardOrder  order)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->order = order;
  if (self->have_state)
    {
      locate_cards (self, FALSE);
      restack (self);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
}

void
briscola_table_set_speed (BriscolaTable *self,
                          double         factor)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  self->speed = MAX (factor, 0.0);
}

void
briscola_table_show (BriscolaTable  *self,
                     const BriState *state,
                     gboolean        deal)
{
  Step *step;

  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  g_return_if_fail (state != NULL);

  stop_animation (self);
  g_queue_clear_full (&self->steps, g_free);
  /* A deal shown afresh: its notes are not news. */
  self->notes_known = FALSE;
  announce (self, NULL, 0);
  step = g_new0 (Step, 1);
  step->state = *state;
  step->deal = deal;
  g_queue_push_tail (&self->steps, step);
  start_next_step (self);
}

void
briscola_table_push (BriscolaTable  *self,
                     const BriState *state,
                     guint           hold_ms)
{
  Step *step;

  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  g_return_if_fail (state != NULL);

  step = g_new0 (Step, 1);
  step->state = *state;
  step->hold_ms = hold_ms;
  g_queue_push_tail (&self->steps, step);
  if (self->tick_id == 0)
    start_next_step (self);
}

gboolean
briscola_table_is_idle (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), TRUE);
  return self->tick_id == 0 && g_queue_is_empty (&self->steps);
}

const BriState *
briscola_table_get_state (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  return self->have_state ? &self->state : NULL;
}

void
briscola_table_set_playable (BriscolaTable *self,
                             BriCardSet     cards)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->playable = cards;
  self->picked &= cards;
  if (cards == 0)
    self->selected = BRI_NO_CARD;
  update_card_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
briscola_table_set_selected (BriscolaTable *self,
                             BriCard        card)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->selected = card;
  update_card_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

BriCard
briscola_table_get_selected (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), BRI_NO_CARD);
  return self->selected;
}

void
briscola_table_set_picked (BriscolaTable *self,
                           BriCardSet     cards)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->picked = cards;
  update_card_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

BriCardSet
briscola_table_get_picked (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), 0);
  return self->picked;
}

gboolean
briscola_table_focus_hand (BriscolaTable *self)
{
  GtkWidget *focus;

  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), FALSE);

  focus_neighbour (self, 0);
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}

void
briscola_table_set_hint (BriscolaTable *self,
                         BriCard        card)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->hint = card;
  update_card_states (self);
}

void
briscola_table_set_bubble (BriscolaTable *self,
                           guint          seat,
                           const char    *text)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  g_return_if_fail (seat < BRI_MAX_SEATS);

  gtk_label_set_text (GTK_LABEL (self->seat_bubble[seat]), text ? text : "");
  gtk_widget_set_visible (self->seat_bubble[seat], text != NULL && *text != '\0');
}

void
briscola_table_clear_bubbles (BriscolaTable *self)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    briscola_table_set_bubble (self, seat, NULL);
}

void
briscola_table_set_thinking (BriscolaTable *self,
                             guint          seat)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->thinking = seat;
  for (guint s = 0; s < BRI_MAX_SEATS; s++)
    {
      gboolean on = s == seat;
      gtk_widget_set_visible (self->seat_spinner[s], on);
      gtk_spinner_set_spinning (GTK_SPINNER (self->seat_spinner[s]), on);
    }
}

BriscolaCard *
briscola_table_get_card (BriscolaTable *self,
                         BriCard        card)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  g_return_val_if_fail (card < 64, NULL);
  return self->slots[card].widget;
}

guint
briscola_table_get_hand_order (BriscolaTable *self,
                               BriCard       *cards)
{
  guint n = 0;

  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), 0);

  for (guint index = 0; index < 64; index++)
    for (guint card = 0; card < 64; card++)
      {
        const Slot *slot = &self->slots[card];
        if (slot->where == WHERE_HAND && slot->seat == self->human && slot->index == index)
          cards[n++] = (BriCard) card;
      }
  return n;
}

void
briscola_table_set_bottom_inset (BriscolaTable *self,
                                 double         inset)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  g_return_if_fail (inset >= 0);

  if (self->bottom_inset == inset)
    return;
  self->bottom_inset = inset;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

double
briscola_table_get_bottom_inset (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), 0);
  return self->bottom_inset;
}

void
briscola_table_set_match_line (BriscolaTable *self,
                               const char    *line)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  if (g_strcmp0 (self->match_line, line) == 0)
    return;
  g_free (self->match_line);
  self->match_line = g_strdup (line);
  if (self->have_state)
    update_notes (self);
}

guint
briscola_table_get_turn (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), BRI_NO_SEAT);
  return self->turn;
}

const char *
briscola_table_get_notes_text (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  return gtk_widget_get_visible (self->notes_label)
         ? gtk_label_get_text (GTK_LABEL (self->notes_label)) : NULL;
}

const char *
briscola_table_get_seat_note (BriscolaTable *self,
                              guint          seat)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  g_return_val_if_fail (seat < BRI_MAX_SEATS, NULL);
  return gtk_widget_get_visible (self->seat_note[seat])
         ? gtk_label_get_text (GTK_LABEL (self->seat_note[seat])) : NULL;
}

const char *
briscola_table_get_announcement (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  return gtk_widget_get_visible (self->announcement)
         ? gtk_label_get_text (GTK_LABEL (self->announcement)) : NULL;
}
