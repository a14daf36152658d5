/* briscola-table-layout.c: where things lie on the card table.
 *
 * The trick is laid on an ellipse around its centre, each card on the side of the seat
 * that played it; the ellipse is made just wide and tall enough that no two cards cover
 * each other, and the trick's cards shrink until the trick fits between the top seats
 * and the human's hand. */
#include "config.h"

#include <math.h>
#include <string.h>

#include "briscola-card-painter.h"
#include "briscola-table-layout.h"

/* Space left between two trick cards, as a share of a card: enough that even tilted
 * (up to 4 degrees, laid by hand) their bounds stay apart. */
#define TRICK_GAP 0.15
/* How far a second card of a double trick is moved from the first, as a share of a card. */
#define ROUND_SHIFT_X 0.3
#define ROUND_SHIFT_Y 0.2
#define MIN_TRICK_SCALE 0.45
/* The stock and the trump card side by side, and squeezed, in card widths. */
#define PAIR_WIDTH 2.08
#define SQUEEZED_PAIR_WIDTH 1.45

double
briscola_table_layout_seat_angle (const BriscolaTableLayout *layout, guint relative)
{
  guint n = MAX (layout->n_seats, 1u);

  return 1.5 * G_PI + (relative % n) * 2 * G_PI / n;
}

/* The smallest across-radius for which no two of the seats' cards of @tw × @th overlap
 * when the down-radius is @ry; G_MAXDOUBLE when none is. */
static double
trick_rx_for (const BriscolaTableLayout *layout, double tw, double th, double ry)
{
  guint n = MAX (layout->n_seats, 1u);
  double need_w = tw * (1 + TRICK_GAP), need_h = th * (1 + TRICK_GAP);
  double rx = tw * 0.5;

  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      {
        double ai = briscola_table_layout_seat_angle (layout, i);
        double aj = briscola_table_layout_seat_angle (layout, j);
        double dcos = fabs (cos (ai) - cos (aj)), dsin = fabs (sin (ai) - sin (aj));

        if (ry * dsin >= need_h - 1e-6)
          continue;
        if (dcos < 1e-3)
          return G_MAXDOUBLE;
        rx = MAX (rx, need_w / dcos);
      }
  return rx;
}

/* How far the trick reaches from its centre: left, right, up and down. */
static void
trick_extent (const BriscolaTableLayout *layout, double tw, double th, double rx, double ry,
              double *left, double *right, double *up, double *down)
{
  *left = *right = *up = *down = 0;
  for (guint i = 0; i < MAX (layout->n_seats, 1u); i++)
    {
      double a = briscola_table_layout_seat_angle (layout, i);
      double x = rx * cos (a), y = -ry * sin (a);

      *left = MAX (*left, -x + tw / 2);
      *right = MAX (*right, x + tw / 2 + tw * ROUND_SHIFT_X);
      *up = MAX (*up, -y + th / 2);
      *down = MAX (*down, y + th / 2 + th * ROUND_SHIFT_Y);
    }
}

void
briscola_table_layout_init (BriscolaTableLayout *layout,
                            double               width,
                            double               height,
                            guint                n_seats,
                            double               top_inset,
                            double               bottom_inset)
{
  double usable, och, room_w;
  double left = 0, right = 0, up = 0, down = 0;
  double pair_w, stock_room;

  g_return_if_fail (layout != NULL);

  memset (layout, 0, sizeof *layout);
  layout->width = width;
  layout->height = height;
  layout->n_seats = MAX (n_seats, 1u);
  layout->top_inset = CLAMP (top_inset, 0, height / 4);
  layout->bottom_inset = CLAMP (bottom_inset, 0, height / 3);
  usable = height - layout->top_inset - layout->bottom_inset;

  layout->ch = MAX (40.0, MIN (usable / 4.4, width / 8.5 / BRISCOLA_CARD_ASPECT));
  layout->cw = layout->ch * BRISCOLA_CARD_ASPECT;
  layout->small = layout->n_seats >= 5 ? 0.5 : 0.6;
  och = layout->ch * layout->small;

  layout->hand_y = height - layout->bottom_inset - layout->ch / 2 - 14;
  layout->trick_bottom = layout->hand_y - layout->ch * 0.66 - 4;
  layout->trick_top = layout->top_inset + BRISCOLA_TABLE_MARGIN + och +
                      BRISCOLA_TABLE_NAME_ROOM;
  /* The stock and the trump card on the left, the talon on the right: the trick stays
   * between them; on a narrow table the trump card slides under the stock. */
  room_w = width - 2 * (2 * BRISCOLA_TABLE_MARGIN + PAIR_WIDTH * layout->cw);
  if (room_w < 3 * layout->cw)
    room_w = width - 2 * (2 * BRISCOLA_TABLE_MARGIN + SQUEEZED_PAIR_WIDTH * layout->cw);

  /* The largest trick cards that fit; for each size, the radii that fit best. */
  for (layout->trick_scale = 1.0; ; layout->trick_scale -= 0.05)
    {
      double tw = layout->cw * layout->trick_scale, th = layout->ch * layout->trick_scale;
      double room_h = layout->trick_bottom - layout->trick_top;
      double best = G_MAXDOUBLE;

      for (double ry = th * 0.5; ry <= th * 3; ry += th * 0.02)
        {
          double rx = trick_rx_for (layout, tw, th, ry);
          double l, r, u, d, fit;

          if (rx == G_MAXDOUBLE)
            continue;
          trick_extent (layout, tw, th, rx, ry, &l, &r, &u, &d);
          fit = MAX ((l + r) / room_w, (u + d) / room_h);
          if (fit < best - 1e-9)
            {
              best = fit;
              layout->trick_rx = rx;
              layout->trick_ry = ry;
              left = l, right = r, up = u, down = d;
            }
        }
      if (best <= 1.0 || layout->trick_scale <= MIN_TRICK_SCALE + 1e-6)
        break;
    }

  layout->trick_x = width / 2 - (right - left) / 2;
  layout->trick_y = (layout->trick_top + layout->trick_bottom) / 2 - (down - up) / 2;

  /* The stock and, left of it, the turned trump card, both wholly in view, left of the
   * trick; squeezed, the trump card slides under the stock but keeps its corner index. */
  pair_w = layout->cw * PAIR_WIDTH;
  stock_room = layout->trick_x - left - BRISCOLA_TABLE_MARGIN - BRISCOLA_TABLE_MARGIN;
  layout->stock_y = layout->trump_y = layout->trick_y;
  if (stock_room >= pair_w)
    {
      layout->stock_x = MAX (BRISCOLA_TABLE_MARGIN + layout->cw * 1.58,
                             MIN (width / 2 - MAX (layout->cw * 2.7, width * 0.21),
                                  layout->trick_x - left - BRISCOLA_TABLE_MARGIN -
                                  layout->cw / 2));
      layout->trump_x = layout->stock_x - layout->cw * 1.08;
    }
  else
    {
      layout->trump_x = BRISCOLA_TABLE_MARGIN + layout->cw / 2;
      layout->stock_x = MAX (layout->trump_x + layout->cw * (SQUEEZED_PAIR_WIDTH - 1),
                             layout->trick_x - left - BRISCOLA_TABLE_MARGIN - layout->cw / 2);
    }
  layout->aside_x = 2 * layout->trick_x - layout->stock_x;
  layout->aside_y = layout->trick_y;
}

void
briscola_table_layout_seat_anchor (const BriscolaTableLayout *layout,
                                   guint                      relative,
                                   guint                      n_cards,
                                   gboolean                   open,
                                   double                    *x,
                                   double                    *y,
                                   double                    *row_width)
{
  double angle = briscola_table_layout_seat_angle (layout, relative);
  double ocw = layout->cw * layout->small, och = layout->ch * layout->small;
  double spacing = open ? ocw * 0.72 : ocw * 0.36;
  double width = ocw + spacing * (MAX (n_cards, 1u) - 1);
  double half_h = (layout->height - layout->top_inset - layout->bottom_inset) / 2;
  double ax = layout->width / 2 + (layout->width / 2 - ocw * 1.7) * cos (angle);
  double ay = layout->top_inset + half_h -
              (half_h - och / 2 - BRISCOLA_TABLE_MARGIN) * sin (angle);

  /* Leave room for the name below the row, above the human's hand. */
  ay = MIN (ay, layout->hand_y - layout->ch / 2 - och / 2 - BRISCOLA_TABLE_NAME_ROOM);
  ax = CLAMP (ax, width / 2 + BRISCOLA_TABLE_MARGIN,
              MAX (width / 2 + BRISCOLA_TABLE_MARGIN,
                   layout->width - width / 2 - BRISCOLA_TABLE_MARGIN));
  *x = ax;
  *y = ay;
  *row_width = width;
}

void
briscola_table_layout_trick_card (const BriscolaTableLayout *layout,
                                  guint                      relative,
                                  guint                      round,
                                  double                    *x,
                                  double                    *y)
{
  double angle = briscola_table_layout_seat_angle (layout, relative);
  double tw = layout->cw * layout->trick_scale, th = layout->ch * layout->trick_scale;

  *x = layout->trick_x + layout->trick_rx * cos (angle) + (round > 0 ? tw * ROUND_SHIFT_X : 0);
  *y = layout->trick_y - layout->trick_ry * sin (angle) + (round > 0 ? th * ROUND_SHIFT_Y : 0);
}

double
briscola_table_layout_hand_x (const BriscolaTableLayout *layout, guint index, guint count)
{
  double spacing, width;

  count = MAX (count, 1u);
  spacing = MIN (layout->cw * 1.04, (layout->width * 0.6 - layout->cw) / MAX (count - 1, 1u));
  width = layout->cw + spacing * (count - 1);
  return layout->width / 2 - width / 2 + layout->cw / 2 + spacing * index;
}
