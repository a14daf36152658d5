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
#define SQUEEZED_DROP 0.3
/* How much smaller the trick cards may be for the sake of a larger stock and trump
 * card, though never smaller than readable when they could be. */
#define TRICK_SCALE_FOR_STOCK 0.15
#define READABLE_TRICK_SCALE 0.6
/* What a side seat's row and name are assumed to take: three cards, a name (and at
 * most 60 px either side of its centre). */
#define SIDE_ROW_CARDS 3
#define SEAT_NAME_HALF_WIDTH 60.0

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

/* How far right the rows and names of the seats on the left reach, beside the stock
 * and the trump card (about the middle of the trick's band); the margin when no seat is
 * there. */
static double
left_seats_reach (const BriscolaTableLayout *layout)
{
  double reach = BRISCOLA_TABLE_MARGIN;
  double och = layout->ch * layout->small;
  double middle = (layout->trick_top + layout->trick_bottom) / 2;
  double top = middle - layout->ch / 2 - BRISCOLA_TABLE_MARGIN;
  double bottom = middle + layout->ch * (0.5 + SQUEEZED_DROP) + BRISCOLA_TABLE_MARGIN;

  for (guint relative = 1; relative < layout->n_seats; relative++)
    {
      double x, y, row;

      briscola_table_layout_seat_anchor (layout, relative, SIDE_ROW_CARDS, FALSE, &x, &y, &row);
      if (x >= layout->width / 2 || y + och / 2 + BRISCOLA_TABLE_NAME_ROOM < top ||
          y - och / 2 > bottom)
        continue;
      reach = MAX (reach, x + MAX (row / 2, MIN (SEAT_NAME_HALF_WIDTH, row * 0.75)) +
                          BRISCOLA_TABLE_MARGIN);
    }
  return reach;
}

/* The largest trick cards that fit @room_w across; for each size, the radii that fit
 * best. Sets the trick's scale and radii, and how far it reaches from its centre;
 * returns FALSE when even the smallest cards do not fit. */
static gboolean
fit_trick (BriscolaTableLayout *layout, double room_w,
           double *left, double *right, double *up, double *down)
{
  double room_h = layout->trick_bottom - layout->trick_top;

  for (layout->trick_scale = 1.0; ; layout->trick_scale -= 0.05)
    {
      double tw = layout->cw * layout->trick_scale, th = layout->ch * layout->trick_scale;
      double best = G_MAXDOUBLE;

      for (double ry = th * 0.5; ry <= th * 3; ry += th * 0.02)
        {
          double rx = trick_rx_for (layout, tw, th, ry);
          double l, r, u, d, fit;

          if (rx == G_MAXDOUBLE)
            continue;
          trick_extent (layout, tw, th, rx, ry, &l, &r, &u, &d);
          fit = MAX ((l + r) / MAX (room_w, 1.0), (u + d) / MAX (room_h, 1.0));
          if (fit < best - 1e-9)
            {
              best = fit;
              layout->trick_rx = rx;
              layout->trick_ry = ry;
              *left = l, *right = r, *up = u, *down = d;
            }
        }
      if (best <= 1.0 || layout->trick_scale <= MIN_TRICK_SCALE + 1e-6)
        return best <= 1.0;
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
  /* Ways to lay the stock and the trump card, best first: side by side at full size,
   * the trump card slid under the stock (its corner index in view), then smaller. */
  static const struct
  {
    double scale, width;
  } pairs[] = {
    { 1.0, PAIR_WIDTH }, { 1.0, SQUEEZED_PAIR_WIDTH }, { 0.8, SQUEEZED_PAIR_WIDTH },
    { 0.6, SQUEEZED_PAIR_WIDTH },
  };
  double usable, och, reach, pair_w = 0;
  double left = 0, right = 0, up = 0, down = 0;

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

  /* The stock and the trump card lie left of the trick and right of the seats on the
   * left (the talon mirrors them on the right): the first way to lay them that leaves
   * trick cards nearly as large as any way would. */
  reach = left_seats_reach (layout);
  {
    double scales[G_N_ELEMENTS (pairs)], best = 0;
    guint chosen = 0;

    for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
      {
        gboolean fits;

        pair_w = pairs[i].scale * layout->cw * pairs[i].width;
        fits = fit_trick (layout, 2 * (width / 2 - reach - pair_w - BRISCOLA_TABLE_MARGIN),
                          &left, &right, &up, &down);
        /* A way that leaves no room for the trick counts only as the last resort. */
        scales[i] = fits ? layout->trick_scale : 0;
        best = MAX (best, scales[i]);
      }
    chosen = G_N_ELEMENTS (pairs) - 1;
    for (guint i = G_N_ELEMENTS (pairs); i-- > 0;)
      if (scales[i] > 0 && scales[i] >= MAX (best - TRICK_SCALE_FOR_STOCK,
                                             MIN (best, READABLE_TRICK_SCALE)) - 1e-6)
        chosen = i;
    pair_w = pairs[chosen].scale * layout->cw * pairs[chosen].width;
    layout->stock_scale = pairs[chosen].scale;
    fit_trick (layout, 2 * (width / 2 - reach - pair_w - BRISCOLA_TABLE_MARGIN),
               &left, &right, &up, &down);
  }

  layout->trick_x = width / 2 - (right - left) / 2;
  layout->trick_y = (layout->trick_top + layout->trick_bottom) / 2 - (down - up) / 2;

  {
    double sw = layout->cw * layout->stock_scale;
    double lowest = reach + pair_w - sw / 2;
    double highest = layout->trick_x - left - BRISCOLA_TABLE_MARGIN - sw / 2;
    double preferred = width / 2 - MAX (layout->cw * 2.7, width * 0.21);

    layout->stock_x = highest < lowest ? highest : CLAMP (preferred, lowest, highest);
    layout->trump_x = layout->stock_x - (pair_w - sw);
    layout->stock_y = layout->trump_y = layout->trick_y;
    /* Slid under the stock, the trump card also lies lower, so that both its corner
     * indices stay in view. */
    if (pair_w < sw * PAIR_WIDTH - 1e-6)
      layout->trump_y += layout->ch * layout->stock_scale * SQUEEZED_DROP;
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
