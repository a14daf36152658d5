/* briscola-table-placement.c: where each card of the shown state lies, as the human
 * sees it: its group (stock, a hand, the trick, a pile…), its position in the group, the
 * face it shows and its stacking; and from that its place on the table's layout. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include "briscola-table-private.h"

/* Seats go round counterclockwise: the seat after the human sits to its right. */
/* A seat counted from the human's, as the layout counts them. */
static guint
relative_seat (BriscolaTable *self, guint seat)
{
  guint n = MAX (self->state.n_seats, 1);

  return (seat + n - self->human % n) % n;
}

void
_briscola_table_compute_layout (BriscolaTable *self, BriscolaTableLayout *g)
{
  briscola_table_layout_init (g, gtk_widget_get_width (GTK_WIDGET (self)),
                              gtk_widget_get_height (GTK_WIDGET (self)),
                              self->state.n_seats, self->top_inset, self->bottom_inset);
}

/* The centre of an opponent's hand row and its width. */
void
_briscola_table_seat_anchor (BriscolaTable             *self,
                             const BriscolaTableLayout *g,
                             guint                      seat,
                             guint                      n_cards,
                             gboolean                   open,
                             double                    *x,
                             double                    *y,
                             double                    *row_width)
{
  briscola_table_layout_seat_anchor (g, relative_seat (self, seat), n_cards, open, x, y,
                                     row_width);
}

Place
_briscola_table_place_of (BriscolaTable             *self,
                          const BriscolaTableLayout *g,
                          BriCard                    card,
                          const Slot                *slot)
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

          _briscola_table_seat_anchor (self, g, slot->seat, slot->count, open, &ax, &ay, &width);
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

            _briscola_table_seat_anchor (self, g, slot->seat, n_hand, open, &ax, &ay, &width);
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

/* Where every card of @state lies, as the human sees it. */
void
_briscola_table_locate_cards (BriscolaTable *self, gboolean deal)
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

static int
compare_z (gconstpointer a, gconstpointer b, gpointer data)
{
  const Slot *slots = data;
  guint za = slots[*(const guint8 *) a].z, zb = slots[*(const guint8 *) b].z;
  return za < zb ? -1 : za > zb;
}

/* Children are drawn and picked in sibling order: keep it the stacking order. */
void
_briscola_table_restack (BriscolaTable *self)
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
