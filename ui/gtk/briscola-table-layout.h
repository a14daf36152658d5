/* briscola-table-layout.h: where things lie on the card table, for a given size and
 * number of seats: pure arithmetic, so that tests reach it without a display.
 *
 * Seats are counted from the human's ("relative" 0, at the bottom) in playing order,
 * counterclockwise on screen. Positions are card centres in table coordinates. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Room kept free above the human's hand for a raised (selected) card, and below the
 * top seats' rows for their names. */
#define BRISCOLA_TABLE_NAME_ROOM 30.0
#define BRISCOLA_TABLE_MARGIN 8.0

typedef struct
{
  double width, height;
  double top_inset;          /* kept free at the top for the table's notes */
  double bottom_inset;       /* kept free at the bottom for the choice panel */
  guint n_seats;

  double cw, ch;             /* a full-size card: the human's hand, the stock */
  double small;              /* scale of the other seats' cards */

  double hand_y;             /* centre of the human's hand row */
  double trick_top, trick_bottom; /* the band the trick may use */
  double trick_x, trick_y;   /* centre of the trick */
  double trick_rx, trick_ry; /* from the centre to a played card, across and down */
  double trick_scale;        /* scale of the cards in the trick */

  double stock_x, stock_y;
  double trump_x, trump_y;   /* the turned trump card, face up beside the stock */
  double stock_scale;        /* of the stock and the trump card */
  double aside_x, aside_y;   /* talon and discards */
} BriscolaTableLayout;

void   briscola_table_layout_init        (BriscolaTableLayout       *layout,
                                          double                     width,
                                          double                     height,
                                          guint                      n_seats,
                                          double                     top_inset,
                                          double                     bottom_inset);
/* Angle (radians, counterclockwise from the right) at which a seat sits. */
double briscola_table_layout_seat_angle  (const BriscolaTableLayout *layout,
                                          guint                      relative);
/* The centre of another seat's hand row of @n_cards, and the row's width. */
void   briscola_table_layout_seat_anchor (const BriscolaTableLayout *layout,
                                          guint                      relative,
                                          guint                      n_cards,
                                          gboolean                   open,
                                          double                    *x,
                                          double                    *y,
                                          double                    *row_width);
/* The centre of the card a seat played to the trick, in front of that seat; @round is
 * 1 for its second card of a double trick. */
void   briscola_table_layout_trick_card  (const BriscolaTableLayout *layout,
                                          guint                      relative,
                                          guint                      round,
                                          double                    *x,
                                          double                    *y);
/* The centre of the human's card @index of @count (@count ≥ 1). */
double briscola_table_layout_hand_x      (const BriscolaTableLayout *layout,
                                          guint                      index,
                                          guint                      count);

G_END_DECLS
