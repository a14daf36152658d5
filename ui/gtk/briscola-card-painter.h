/* briscola-card-painter.h: the project's own card art, drawn as vectors with cairo. */
#pragma once

#include <cairo.h>
#include <briscola.h>

G_BEGIN_DECLS

/* Width over height of every card. */
#define BRISCOLA_CARD_ASPECT 0.64

typedef enum
{
  BRISCOLA_PAINT_HIGH_CONTRAST = 1 << 0,
} BriscolaPaintFlags;

/* Draws @card's face filling the rectangle (0, 0, @width, @height). */
void        briscola_card_painter_draw_face (cairo_t      *cr,
                                             double        width,
                                             double        height,
                                             BriCard       card,
                                             BriDeckStyle  style,
                                             guint         flags);
void        briscola_card_painter_draw_back (cairo_t      *cr,
                                             double        width,
                                             double        height,
                                             guint         flags);
/* Draws a suit symbol centred on (@x, @y), @size wide and high. */
void        briscola_card_painter_draw_suit (cairo_t      *cr,
                                             BriSuit       suit,
                                             BriDeckStyle  style,
                                             double        x,
                                             double        y,
                                             double        size,
                                             guint         flags);
/* The index printed in a card's corner ("A", "7", "K", "12"), figures and the Ace in the
 * reader's language. */
const char *briscola_card_painter_index (BriCard card, BriDeckStyle style);

G_END_DECLS
