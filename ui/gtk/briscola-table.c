/* briscola-table.c: the card table, as a widget and its children.
 *
 * Each card of the deal is one BriscolaCard child that keeps its identity as it moves
 * from the stock to a hand, to the trick and to a pile, so every move can be animated.
 * The table is given whole deal states (real ones, or the steps in between that the game
 * view makes up: a full trick before it is taken); it works out where each card lies
 * (briscola-table-placement.c), and a tick callback on the frame clock moves the cards
 * there (briscola-table-animation.c). This file makes the children (cards, seat badges,
 * labels), keeps their look in step with the state, and allocates them. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "briscola-table-private.h"

guint briscola_table_signals[BRISCOLA_TABLE_N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaTable, briscola_table, GTK_TYPE_WIDGET)

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
  _briscola_table_compute_layout (self, &g);

  for (guint card = 0; card < 64; card++)
    {
      Slot *slot = &self->slots[card];
      Place target;

      if (slot->widget == NULL || !gtk_widget_get_child_visible (GTK_WIDGET (slot->widget)))
        continue;
      target = _briscola_table_place_of (self, &g, card, slot);
      _briscola_table_move_slot (slot, &target, now);
      allocate_card (GTK_WIDGET (slot->widget), &g, &slot->now);
    }

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    {
      GtkWidget *box = GTK_WIDGET (self->seats[seat]);
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

          _briscola_table_seat_anchor (self, &g, seat, n_hand, open, &ax, &ay, &row);
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

void
_briscola_table_update_seats (BriscolaTable *self)
{
  const BriState *state = &self->state;
  guint n_sides = bri_state_n_sides (state);

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    {
      GtkWidget *box = GTK_WIDGET (self->seats[seat]);
      gboolean shown = seat < state->n_seats;
      gboolean team = shown && n_sides < state->n_seats &&
                      (self->view.sides_known & (1u << seat));

      gtk_widget_set_visible (box, shown);
      if (!shown)
        continue;
      briscola_seat_set_team (self->seats[seat], team ? (int) state->team[seat] : -1);
      briscola_seat_set_dealer (self->seats[seat], state->dealer == seat);
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

/* The seat to act is highlighted only once every change is shown, so that it always
 * agrees with what the game view says of the turn. */
void
_briscola_table_update_turn (BriscolaTable *self)
{
  guint turn = briscola_table_is_idle (self) && self->have_state ? self->state.to_act
                                                                 : BRI_NO_SEAT;

  if (turn == self->turn)
    return;
  self->turn = turn;
  _briscola_table_update_seats (self);
}

void
_briscola_table_update_card_states (BriscolaTable *self)
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

BriscolaCard *
_briscola_table_ensure_card (BriscolaTable *self, BriCard card)
{
  Slot *slot = &self->slots[card];

  if (slot->widget == NULL)
    {
      slot->widget = BRISCOLA_CARD (briscola_card_new (card, self->style));
      gtk_widget_set_parent (GTK_WIDGET (slot->widget), GTK_WIDGET (self));
      _briscola_table_watch_card (self, slot->widget);
    }
  return slot->widget;
}

static void
briscola_table_unmap (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (briscola_table_parent_class)->unmap (widget);
  _briscola_table_finish_at_once (BRISCOLA_TABLE (widget));
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
  briscola_table_signals[BRISCOLA_TABLE_CARD_ACTIVATED] =
    g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* (card): the human dragged a card onto the table. */
  briscola_table_signals[BRISCOLA_TABLE_CARD_DROPPED] =
    g_signal_new ("card-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* Every queued change has been shown. */
  briscola_table_signals[BRISCOLA_TABLE_IDLE] =
    g_signal_new ("idle", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "briscola-table");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
briscola_table_init (BriscolaTable *self)
{
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
    {
      self->seats[seat] = BRISCOLA_SEAT (briscola_seat_new ());
      gtk_widget_set_visible (GTK_WIDGET (self->seats[seat]), FALSE);
      gtk_widget_set_parent (GTK_WIDGET (self->seats[seat]), GTK_WIDGET (self));
    }
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

  _briscola_table_init_input (self);

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
  briscola_seat_set_name (self->seats[seat], name);
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
      _briscola_table_locate_cards (self, FALSE);
      _briscola_table_restack (self);
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
briscola_table_set_playable (BriscolaTable *self,
                             BriCardSet     cards)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->playable = cards;
  self->picked &= cards;
  if (cards == 0)
    self->selected = BRI_NO_CARD;
  _briscola_table_update_card_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

void
briscola_table_set_selected (BriscolaTable *self,
                             BriCard        card)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->selected = card;
  _briscola_table_update_card_states (self);
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
  _briscola_table_update_card_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

BriCardSet
briscola_table_get_picked (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), 0);
  return self->picked;
}

void
briscola_table_set_hint (BriscolaTable *self,
                         BriCard        card)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  self->hint = card;
  _briscola_table_update_card_states (self);
}

void
briscola_table_set_bubble (BriscolaTable *self,
                           guint          seat,
                           const char    *text)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));
  g_return_if_fail (seat < BRI_MAX_SEATS);

  briscola_seat_set_bubble (self->seats[seat], text);
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
    briscola_seat_set_thinking (self->seats[s], s == seat);
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

guint
briscola_table_get_turn (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), BRI_NO_SEAT);
  return self->turn;
}

const char *
briscola_table_get_seat_note (BriscolaTable *self,
                              guint          seat)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  g_return_val_if_fail (seat < BRI_MAX_SEATS, NULL);
  return briscola_seat_get_note (self->seats[seat]);
}
