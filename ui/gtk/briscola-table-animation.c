/* briscola-table-animation.c: the queue of states the table is given, and the moves
 * of the cards from one to the next on the frame clock. With animations off (speed 0,
 * reduced motion, or the table not on screen) each state shows at once. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <math.h>

#include "briscola-table-private.h"

#define MOVE_MS 320
#define DEAL_STAGGER_MS 55
#define DRAW_STAGGER_MS 110

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

static double
ease (double t)
{
  t = CLAMP (t, 0.0, 1.0);
  return 1.0 - pow (1.0 - t, 3.0);
}

/* Puts @slot where its move towards @target has brought it at frame time @now. */
void
_briscola_table_move_slot (Slot        *slot,
                           const Place *target,
                           gint64       now)
{
  if (slot->end != 0 && now < slot->end)
    {
      double t = now <= slot->start ? 0.0
               : ease ((double) (now - slot->start) / (double) (slot->end - slot->start));
      slot->now.x = slot->from.x + (target->x - slot->from.x) * t;
      slot->now.y = slot->from.y + (target->y - slot->from.y) * t;
      slot->now.angle = slot->from.angle + (target->angle - slot->from.angle) * t;
      slot->now.scale = slot->from.scale + (target->scale - slot->from.scale) * t;
    }
  else
    slot->now = *target;
  slot->placed = TRUE;
}

static void start_next_step (BriscolaTable *self);

static gboolean
emit_idle (gpointer data)
{
  BriscolaTable *self = data;

  self->idle_id = 0;
  _briscola_table_update_turn (self);
  if (briscola_table_is_idle (self))
    g_signal_emit (self, briscola_table_signals[BRISCOLA_TABLE_IDLE], 0);
  return G_SOURCE_REMOVE;
}

static void
schedule_idle (BriscolaTable *self)
{
  if (self->idle_id == 0)
    self->idle_id = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, emit_idle, self, NULL);
}

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
  _briscola_table_locate_cards (self, step->deal);
  _briscola_table_compute_layout (self, &g);

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
      _briscola_table_ensure_card (self, card);
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
                     : old->placed ? old->now
                     : _briscola_table_place_of (self, &g, movers[i], slot);
          if (step->deal && slot->where == WHERE_HAND)
            {
              slot->now = deck;
              briscola_card_set_face_up (slot->widget, FALSE);
            }
          slot->start = now + (gint64) (delay * 1000 * factor);
          slot->end = slot->start + (gint64) (MOVE_MS * 1000 * factor);
        }
    }

  _briscola_table_restack (self);
  _briscola_table_update_notes (self);
  _briscola_table_update_seats (self);
  _briscola_table_update_card_states (self);
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
          _briscola_table_update_turn (self);
          return;
        }
    }
  self->hold_ms = 0;
  _briscola_table_update_turn (self);
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

void
_briscola_table_finish_at_once (BriscolaTable *self)
{
  /* The frame clock stops when the table is not shown: show the rest at once. */
  if (self->tick_id != 0 || !g_queue_is_empty (&self->steps))
    {
      stop_animation (self);
      start_next_step (self);
    }
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
  _briscola_table_announce (self, NULL, 0);
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
