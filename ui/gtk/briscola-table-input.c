/* briscola-table-input.c: the human's hand on the table: a card clicked or activated,
 * a card dragged onto the table, and the arrow keys moving the focus along the hand. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include "briscola-table-private.h"

static void
on_card_activate (BriscolaCard *card, BriscolaTable *self)
{
  g_signal_emit (self, briscola_table_signals[BRISCOLA_TABLE_CARD_ACTIVATED], 0,
                 (guint) briscola_card_get_card (card));
}

void
_briscola_table_watch_card (BriscolaTable *self,
                            BriscolaCard  *card)
{
  g_signal_connect (card, "activate", G_CALLBACK (on_card_activate), self);
}

void
_briscola_table_focus_neighbour (BriscolaTable *self, int direction)
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
      _briscola_table_focus_neighbour (self, gtk_widget_get_direction (GTK_WIDGET (self)) ==
                                             GTK_TEXT_DIR_RTL ? 1 : -1);
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      _briscola_table_focus_neighbour (self, gtk_widget_get_direction (GTK_WIDGET (self)) ==
                                             GTK_TEXT_DIR_RTL ? -1 : 1);
      return TRUE;
    case GDK_KEY_Home:
      _briscola_table_focus_neighbour (self, 0);
      return TRUE;
    case GDK_KEY_End:
      _briscola_table_focus_neighbour (self, 2);
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
  _briscola_table_compute_layout (self, &g);
  /* Dropped back onto the hand: changed one's mind. */
  if (card >= 64 || y > g.hand_y - g.ch * 0.35)
    return FALSE;
  g_signal_emit (self, briscola_table_signals[BRISCOLA_TABLE_CARD_DROPPED], 0, card);
  return TRUE;
}

void
_briscola_table_init_input (BriscolaTable *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkDropTarget *drop = gtk_drop_target_new (G_TYPE_UINT, GDK_ACTION_MOVE);

  g_signal_connect (keys, "key-pressed", G_CALLBACK (on_key_pressed), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
  g_signal_connect (drop, "drop", G_CALLBACK (on_drop), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drop));
}

gboolean
briscola_table_focus_hand (BriscolaTable *self)
{
  GtkWidget *focus;

  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), FALSE);

  _briscola_table_focus_neighbour (self, 0);
  focus = gtk_root_get_focus (gtk_widget_get_root (GTK_WIDGET (self)));
  return focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self));
}
