/* test-table-layout.c: the card table's geometry, without a display: at the default
 * size, at 800×600 and at the smallest, for every number of seats, every trick card
 * lies wholly on the table in front of its seat, covering no other, and the stock and
 * the turned trump card stay in view. */
#include "config.h"

#include <math.h>

#include "briscola-table-layout.h"

typedef struct
{
  double x0, y0, x1, y1;
} Box;

/* Table sizes: the window's, less the header bar (47 px) and the status line. */
static const struct
{
  const char *name;
  double width, height;
} sizes[] = {
  { "1024x720", 1024, 650 },
  { "800x600", 800, 530 },
  { "480x480", 480, 410 },
};

static Box
card_box (double x, double y, double w, double h)
{
  return (Box) { x - w / 2, y - h / 2, x + w / 2, y + h / 2 };
}

static gboolean
boxes_overlap (const Box *a, const Box *b)
{
  return a->x0 < b->x1 - 0.5 && b->x0 < a->x1 - 0.5 && a->y0 < b->y1 - 0.5 && b->y0 < a->y1 - 0.5;
}

static void
assert_inside (const Box *box, double x0, double y0, double x1, double y1)
{
  g_assert_cmpfloat (box->x0, >=, x0 - 0.5);
  g_assert_cmpfloat (box->y0, >=, y0 - 0.5);
  g_assert_cmpfloat (box->x1, <=, x1 + 0.5);
  g_assert_cmpfloat (box->y1, <=, y1 + 0.5);
}

static void
trick_boxes (const BriscolaTableLayout *layout, Box *boxes)
{
  double tw = layout->cw * layout->trick_scale, th = layout->ch * layout->trick_scale;

  for (guint seat = 0; seat < layout->n_seats; seat++)
    {
      double x, y;
      briscola_table_layout_trick_card (layout, seat, 0, &x, &y);
      boxes[seat] = card_box (x, y, tw, th);
    }
}

static void
test_trick_cards_apart (void)
{
  g_test_summary ("Each trick card lies apart from every other, at two to eight seats and "
                  "every size down to the smallest");
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint n = 2; n <= 8; n++)
      {
        BriscolaTableLayout layout;
        Box boxes[8];

        briscola_table_layout_init (&layout, sizes[s].width, sizes[s].height, n, 0, 0);
        trick_boxes (&layout, boxes);
        g_test_message ("%s, %u seats: card %.0fx%.0f, trick scale %.2f", sizes[s].name, n,
                        layout.cw, layout.ch, layout.trick_scale);
        g_assert_cmpfloat (layout.trick_scale, >=, 0.45 - 1e-6);
        for (guint i = 0; i < n; i++)
          {
            /* Between the top seats' names and the human's hand, and on the table. */
            assert_inside (&boxes[i], 0, layout.trick_top, layout.width, layout.trick_bottom);
            for (guint j = i + 1; j < n; j++)
              g_assert_false (boxes_overlap (&boxes[i], &boxes[j]));
          }
      }
}

static void
test_trick_card_faces_its_seat (void)
{
  g_test_summary ("A trick card lies on its player's side of the trick's centre");
  for (guint n = 2; n <= 8; n++)
    {
      BriscolaTableLayout layout;

      briscola_table_layout_init (&layout, 1024, 650, n, 0, 0);
      for (guint seat = 0; seat < n; seat++)
        {
          double angle = briscola_table_layout_seat_angle (&layout, seat);
          double x, y, sx, sy, row;

          briscola_table_layout_trick_card (&layout, seat, 0, &x, &y);
          if (seat == 0)
            {
              sx = layout.width / 2;
              sy = layout.hand_y;
            }
          else
            briscola_table_layout_seat_anchor (&layout, seat, 3, FALSE, &sx, &sy, &row);
          /* The card is nearer its own seat than the centre is. */
          g_assert_cmpfloat (hypot (x - sx, y - sy), <,
                             hypot (layout.trick_x - sx, layout.trick_y - sy));
          g_assert_cmpfloat ((x - layout.trick_x) * cos (angle) -
                             (y - layout.trick_y) * sin (angle), >, 0);
        }
    }
}

static void
test_stock_and_trump_in_view (void)
{
  g_test_summary ("The stock and the turned trump card lie on the table, clear of the "
                  "trick and of the other seats; the trump card shows at least its index "
                  "corner");
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint n = 2; n <= 8; n++)
      {
        BriscolaTableLayout layout;
        Box boxes[8], stock, trump;

        briscola_table_layout_init (&layout, sizes[s].width, sizes[s].height, n, 0, 0);
        trick_boxes (&layout, boxes);
        double sw = layout.cw * layout.stock_scale, sh = layout.ch * layout.stock_scale;

        g_test_message ("%s, %u seats: stock at %.0f, trump at %.0f, scale %.1f", sizes[s].name,
                        n, layout.stock_x, layout.trump_x, layout.stock_scale);
        stock = card_box (layout.stock_x, layout.stock_y, sw, sh);
        trump = card_box (layout.trump_x, layout.trump_y, sw, sh);
        assert_inside (&stock, 0, 0, layout.width, layout.hand_y - layout.ch / 2);
        assert_inside (&trump, 0, 0, layout.width, layout.hand_y - layout.ch / 2);
        g_assert_cmpfloat (layout.stock_scale, >=, 0.6);
        /* At least the trump card's left part, or its left part and its bottom with
         * both corner indices, is in view. */
        g_assert_cmpfloat (stock.x0 - trump.x0, >=, sw * 0.4);
        if (boxes_overlap (&stock, &trump))
          g_assert_cmpfloat (trump.y1 - stock.y1, >=, sh * 0.25);
        /* Clear of the other seats' rows of three cards. */
        for (guint seat = 1; seat < n; seat++)
          {
            double x, y, row;
            Box seat_box;

            briscola_table_layout_seat_anchor (&layout, seat, 3, FALSE, &x, &y, &row);
            seat_box = card_box (x, y, row, layout.ch * layout.small);
            g_assert_false (boxes_overlap (&stock, &seat_box));
            g_assert_false (boxes_overlap (&trump, &seat_box));
          }
        for (guint i = 0; i < n; i++)
          {
            g_assert_false (boxes_overlap (&stock, &boxes[i]));
            g_assert_false (boxes_overlap (&trump, &boxes[i]));
          }
        if (s == 0 && (n == 2 || n == 4))
          /* At the default size with two or four players the trump card lies wholly
           * beside the stock; with seats on the left it may slide half under it. */
          g_assert_false (boxes_overlap (&stock, &trump));
      }
}

static void
test_bottom_inset (void)
{
  g_test_summary ("Insets for the notes at the top and the choice panel at the bottom keep "
                  "the seats, the hand and the trick between them, every trick card apart");
  for (guint n = 2; n <= 6; n++)
    {
      BriscolaTableLayout layout;
      Box boxes[8];

      briscola_table_layout_init (&layout, 800, 530, n, 40, 96);
      trick_boxes (&layout, boxes);
      g_assert_cmpfloat (layout.hand_y + layout.ch / 2, <=, 530 - 96);
      for (guint seat = 1; seat < n; seat++)
        {
          double x, y, row;
          briscola_table_layout_seat_anchor (&layout, seat, 8, FALSE, &x, &y, &row);
          g_assert_cmpfloat (y - layout.ch * layout.small / 2, >=, 40);
        }
      for (guint i = 0; i < n; i++)
        {
          assert_inside (&boxes[i], 0, 40, layout.width, layout.trick_bottom);
          for (guint j = i + 1; j < n; j++)
            g_assert_false (boxes_overlap (&boxes[i], &boxes[j]));
        }
    }
}

static void
test_hand_fits (void)
{
  g_test_summary ("The human's hand of up to ten cards stays on the table at every size");
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint count = 1; count <= 10; count++)
      {
        BriscolaTableLayout layout;

        briscola_table_layout_init (&layout, sizes[s].width, sizes[s].height, 5, 0, 0);
        g_assert_cmpfloat (briscola_table_layout_hand_x (&layout, 0, count) - layout.cw / 2,
                           >=, 0);
        g_assert_cmpfloat (briscola_table_layout_hand_x (&layout, count - 1, count) +
                           layout.cw / 2, <=, layout.width);
      }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/table-layout/trick/cards-apart", test_trick_cards_apart);
  g_test_add_func ("/table-layout/trick/faces-its-seat", test_trick_card_faces_its_seat);
  g_test_add_func ("/table-layout/stock-and-trump", test_stock_and_trump_in_view);
  g_test_add_func ("/table-layout/bottom-inset", test_bottom_inset);
  g_test_add_func ("/table-layout/hand-fits", test_hand_fits);
  return g_test_run ();
}
