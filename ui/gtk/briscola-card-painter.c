/* briscola-card-painter.c: the project's own card art, drawn as vectors with cairo.
 *
 * Every shape is drawn in a unit box and scaled, so cards stay crisp at any size and
 * scale factor. Suits: coins, cups, swords and batons for the Italian and Spanish decks,
 * diamonds, hearts, spades and clubs for the French one. Figures are stylised: a frame,
 * a motif (crown, tiara, horseshoe, feathered cap), the index letter and the suit. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <pango/pangocairo.h>

#include "briscola-card-painter.h"

typedef enum
{
  FIGURE_NONE,
  FIGURE_JACK,
  FIGURE_HIGH,
  FIGURE_KING,
} Figure;

static void
set_hex (cairo_t *cr, guint32 hex, double alpha)
{
  cairo_set_source_rgba (cr, ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0,
                         (hex & 0xff) / 255.0, alpha);
}

/* Fills the current path with @fill and strokes it with @outline, keeping nothing. */
static void
paint (cairo_t *cr, guint32 fill, guint32 outline, double line_width, guint flags)
{
  set_hex (cr, fill, 1.0);
  cairo_fill_preserve (cr);
  if (flags & BRISCOLA_PAINT_HIGH_CONTRAST)
    {
      outline = 0x000000;
      line_width *= 1.6;
    }
  set_hex (cr, outline, 1.0);
  cairo_set_line_width (cr, line_width);
  cairo_stroke (cr);
}

static void
ellipse (cairo_t *cr, double x, double y, double rx, double ry, double angle)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_scale (cr, rx, ry);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
  cairo_close_path (cr);
  cairo_restore (cr);
}

static void
rounded_rect (cairo_t *cr, double x, double y, double w, double h, double r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

static gboolean
is_french (BriDeckStyle style)
{
  return style == BRI_DECK_STYLE_FRENCH || style == BRI_DECK_STYLE_FRENCH_SOUTH;
}

/* The colour of a suit's index and frame. */
static guint32
suit_ink (BriSuit suit, BriDeckStyle style)
{
  static const guint32 latin[BRI_N_SUITS] = { 0x9a6400, 0xb3261e, 0x24569a, 0x2f6d2a };

  if (is_french (style))
    return suit <= BRI_SUIT_CUPS ? 0xc21f1f : 0x1e1e1e;
  return latin[suit];
}

/* Suits, in a unit box centred on the origin. */

static void
draw_coins (cairo_t *cr, double lw, guint flags)
{
  cairo_arc (cr, 0, 0, 0.48, 0, 2 * G_PI);
  paint (cr, 0xe3a81f, 0x5b3a0a, lw, flags);
  cairo_arc (cr, 0, 0, 0.35, 0, 2 * G_PI);
  paint (cr, 0xf6d66b, 0x5b3a0a, lw * 0.7, flags);
  for (guint i = 0; i < 16; i++)
    {
      double a = i * G_PI / 8;
      cairo_new_sub_path (cr);
      cairo_arc (cr, 0.415 * cos (a), 0.415 * sin (a), 0.022, 0, 2 * G_PI);
    }
  set_hex (cr, 0x7a4e0e, 1.0);
  cairo_fill (cr);
  for (guint i = 0; i < 8; i++)
    {
      double a = i * G_PI / 4;
      ellipse (cr, 0.17 * sin (a), -0.17 * cos (a), 0.055, 0.13, a);
    }
  paint (cr, 0xb3261e, 0x5b1a12, lw * 0.5, flags);
  cairo_arc (cr, 0, 0, 0.075, 0, 2 * G_PI);
  paint (cr, 0xe3a81f, 0x5b3a0a, lw * 0.6, flags);
}

static void
draw_cups (cairo_t *cr, double lw, guint flags)
{
  ellipse (cr, 0, 0.41, 0.25, 0.07, 0);
  paint (cr, 0xe3a81f, 0x5b3a0a, lw, flags);
  cairo_rectangle (cr, -0.045, 0.04, 0.09, 0.35);
  paint (cr, 0xe3a81f, 0x5b3a0a, lw, flags);
  ellipse (cr, 0, 0.2, 0.1, 0.05, 0);
  paint (cr, 0xf0c24a, 0x5b3a0a, lw, flags);
  cairo_move_to (cr, -0.39, -0.3);
  cairo_curve_to (cr, -0.39, -0.02, -0.19, 0.08, 0, 0.08);
  cairo_curve_to (cr, 0.19, 0.08, 0.39, -0.02, 0.39, -0.3);
  cairo_close_path (cr);
  paint (cr, 0xc0392b, 0x5b1a12, lw, flags);
  cairo_move_to (cr, -0.34, -0.14);
  cairo_curve_to (cr, -0.2, -0.05, 0.2, -0.05, 0.34, -0.14);
  set_hex (cr, 0xf0c24a, 1.0);
  cairo_set_line_width (cr, lw * 1.2);
  cairo_stroke (cr);
  ellipse (cr, 0, -0.3, 0.39, 0.085, 0);
  paint (cr, 0xe3a81f, 0x5b3a0a, lw, flags);
  ellipse (cr, 0, -0.3, 0.3, 0.05, 0);
  set_hex (cr, 0x7d1d14, 1.0);
  cairo_fill (cr);
}

static void
draw_swords (cairo_t *cr, double lw, guint flags)
{
  cairo_move_to (cr, 0, -0.5);
  cairo_line_to (cr, 0.075, -0.39);
  cairo_line_to (cr, 0.075, 0.14);
  cairo_line_to (cr, -0.075, 0.14);
  cairo_line_to (cr, -0.075, -0.39);
  cairo_close_path (cr);
  paint (cr, 0xdde5ee, 0x1c2f4a, lw, flags);
  cairo_move_to (cr, 0, -0.39);
  cairo_line_to (cr, 0, 0.12);
  set_hex (cr, 0x8193a8, 1.0);
  cairo_set_line_width (cr, lw * 0.6);
  cairo_stroke (cr);
  rounded_rect (cr, -0.3, 0.135, 0.6, 0.075, 0.03);
  paint (cr, 0x2b5d9e, 0x1c2f4a, lw, flags);
  cairo_arc (cr, -0.31, 0.172, 0.05, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.31, 0.172, 0.05, 0, 2 * G_PI);
  paint (cr, 0xe3a81f, 0x1c2f4a, lw * 0.8, flags);
  cairo_rectangle (cr, -0.045, 0.21, 0.09, 0.19);
  paint (cr, 0x7a4a21, 0x3e2508, lw, flags);
  for (guint i = 0; i < 4; i++)
    {
      double y = 0.24 + i * 0.045;
      cairo_move_to (cr, -0.045, y);
      cairo_line_to (cr, 0.045, y + 0.025);
    }
  set_hex (cr, 0x3e2508, 1.0);
  cairo_set_line_width (cr, lw * 0.5);
  cairo_stroke (cr);
  cairo_arc (cr, 0, 0.45, 0.055, 0, 2 * G_PI);
  paint (cr, 0x2b5d9e, 0x1c2f4a, lw, flags);
}

static void
draw_batons (cairo_t *cr, double lw, guint flags)
{
  cairo_save (cr);
  cairo_rotate (cr, -0.32);
  ellipse (cr, 0.15, -0.42, 0.09, 0.038, 0.6);
  ellipse (cr, -0.14, -0.45, 0.08, 0.034, -0.7);
  paint (cr, 0x3d8b37, 0x1f4a1c, lw * 0.7, flags);
  cairo_move_to (cr, -0.125, -0.38);
  cairo_line_to (cr, -0.07, 0.42);
  cairo_arc_negative (cr, 0, 0.42, 0.07, G_PI, 0);
  cairo_line_to (cr, 0.125, -0.38);
  cairo_arc_negative (cr, 0, -0.38, 0.125, 0, -G_PI);
  cairo_close_path (cr);
  paint (cr, 0xa0692e, 0x3e2508, lw, flags);
  ellipse (cr, -0.14, -0.14, 0.05, 0.035, 0.2);
  ellipse (cr, 0.125, 0.08, 0.045, 0.032, -0.2);
  ellipse (cr, -0.11, 0.28, 0.04, 0.03, 0.2);
  paint (cr, 0x6e4215, 0x3e2508, lw * 0.7, flags);
  for (guint i = 0; i < 3; i++)
    {
      double y = -0.28 + i * 0.26;
      double half = 0.118 - (y + 0.38) * 0.07;
      cairo_move_to (cr, -half, y);
      cairo_curve_to (cr, -half * 0.4, y + 0.03, half * 0.4, y + 0.03, half, y);
    }
  set_hex (cr, 0x6e4215, 1.0);
  cairo_set_line_width (cr, lw * 0.6);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_diamond (cairo_t *cr, double lw, guint flags)
{
  cairo_move_to (cr, 0, -0.5);
  cairo_curve_to (cr, 0.12, -0.3, 0.25, -0.12, 0.38, 0);
  cairo_curve_to (cr, 0.25, 0.12, 0.12, 0.3, 0, 0.5);
  cairo_curve_to (cr, -0.12, 0.3, -0.25, 0.12, -0.38, 0);
  cairo_curve_to (cr, -0.25, -0.12, -0.12, -0.3, 0, -0.5);
  cairo_close_path (cr);
  paint (cr, 0xc21f1f, 0x8a1010, lw * 0.4, flags);
}

static void
draw_heart (cairo_t *cr, double lw, guint flags)
{
  cairo_move_to (cr, 0, 0.46);
  cairo_curve_to (cr, -0.1, 0.34, -0.48, 0.1, -0.48, -0.16);
  cairo_curve_to (cr, -0.48, -0.4, -0.16, -0.5, 0, -0.28);
  cairo_curve_to (cr, 0.16, -0.5, 0.48, -0.4, 0.48, -0.16);
  cairo_curve_to (cr, 0.48, 0.1, 0.1, 0.34, 0, 0.46);
  cairo_close_path (cr);
  paint (cr, 0xc21f1f, 0x8a1010, lw * 0.4, flags);
}

static void
draw_stem (cairo_t *cr, double top)
{
  cairo_move_to (cr, -0.035, top);
  cairo_curve_to (cr, -0.045, 0.32, -0.12, 0.43, -0.21, 0.49);
  cairo_line_to (cr, 0.21, 0.49);
  cairo_curve_to (cr, 0.12, 0.43, 0.045, 0.32, 0.035, top);
  cairo_close_path (cr);
}

static void
draw_spade (cairo_t *cr, double lw, guint flags)
{
  cairo_move_to (cr, 0, -0.49);
  cairo_curve_to (cr, -0.1, -0.36, -0.48, -0.14, -0.48, 0.1);
  cairo_curve_to (cr, -0.48, 0.33, -0.16, 0.38, -0.03, 0.2);
  cairo_line_to (cr, 0.03, 0.2);
  cairo_curve_to (cr, 0.16, 0.38, 0.48, 0.33, 0.48, 0.1);
  cairo_curve_to (cr, 0.48, -0.14, 0.1, -0.36, 0, -0.49);
  cairo_close_path (cr);
  draw_stem (cr, 0.1);
  paint (cr, 0x1e1e1e, 0x000000, lw * 0.4, flags);
}

static void
draw_club (cairo_t *cr, double lw, guint flags)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.25, 0.2, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, -0.23, 0.06, 0.2, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0.23, 0.06, 0.2, 0, 2 * G_PI);
  cairo_move_to (cr, 0, -0.12);
  cairo_line_to (cr, -0.14, 0.1);
  cairo_line_to (cr, 0.14, 0.1);
  cairo_close_path (cr);
  draw_stem (cr, 0.02);
  set_hex (cr, 0x1e1e1e, 1.0);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_fill (cr);
}

void
briscola_card_painter_draw_suit (cairo_t      *cr,
                                 BriSuit       suit,
                                 BriDeckStyle  style,
                                 double        x,
                                 double        y,
                                 double        size,
                                 guint         flags)
{
  /* Thin lines look heavier on small symbols; keep them about a pixel wide. */
  double lw = MAX (0.03, MIN (0.06, 1.1 / MAX (size, 1.0)));

  g_return_if_fail (suit < BRI_N_SUITS);

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (is_french (style))
    {
      switch (suit)
        {
        case BRI_SUIT_COINS: draw_diamond (cr, lw, flags); break;
        case BRI_SUIT_CUPS: draw_heart (cr, lw, flags); break;
        case BRI_SUIT_SWORDS: draw_spade (cr, lw, flags); break;
        case BRI_SUIT_CLUBS: default: draw_club (cr, lw, flags); break;
        }
    }
  else
    {
      switch (suit)
        {
        case BRI_SUIT_COINS: draw_coins (cr, lw, flags); break;
        case BRI_SUIT_CUPS: draw_cups (cr, lw, flags); break;
        case BRI_SUIT_SWORDS: draw_swords (cr, lw, flags); break;
        case BRI_SUIT_CLUBS: default: draw_batons (cr, lw, flags); break;
        }
    }
  cairo_restore (cr);
}

const char *
briscola_card_painter_index (BriCard card, BriDeckStyle style)
{
  /* By BriRank: 2 4 5 6 7 8 9 J Q K T 3 A. Figures carry the initial of their name in
   * the reader's language, per deck; Spanish cards are numbered in every language. */
  static const char *italian[BRI_N_RANKS] = {
    "2", "4", "5", "6", "7", "8", "9",
    /* Translators: corner letters of the Italian deck's Jack (Fante), Knight (Cavallo)
     * and King (Re): Italian "F", "C", "R". */
    NC_("italian card index", "J"), NC_("italian card index", "Kn"),
    NC_("italian card index", "K"), "10", "3",
    /* Translators: corner letter of an Ace. */
    NC_("card index", "A"),
  };
  static const char *spanish[BRI_N_RANKS] = { "2", "4", "5", "6", "7", "8", "9",
                                              "10", "11", "12", "10", "3", "1" };
  static const char *french[BRI_N_RANKS] = {
    "2", "4", "5", "6", "7", "8", "9",
    /* Translators: corner letters of the French deck's Jack, Queen and King: German
     * "B", "D", "K"; Italian "J", "Q", "K" as printed on Italian French-suited decks. */
    NC_("french card index", "J"), NC_("french card index", "Q"),
    NC_("french card index", "K"), "10", "3", NC_("card index", "A"),
  };
  BriRank rank = bri_card_rank (card);
  const char *context, *index;

  g_return_val_if_fail (bri_card_is_valid (card), "?");

  switch (style)
    {
    case BRI_DECK_STYLE_SPANISH:
      return spanish[rank];
    case BRI_DECK_STYLE_FRENCH_SOUTH:
      /* The 3-point card is the Jack in the South Italian order. */
      if (rank == BRI_RANK_QUEEN)
        rank = BRI_RANK_JACK;
      else if (rank == BRI_RANK_JACK)
        rank = BRI_RANK_QUEEN;
      G_GNUC_FALLTHROUGH;
    case BRI_DECK_STYLE_FRENCH:
      index = french[rank];
      context = "french card index";
      break;
    case BRI_DECK_STYLE_ITALIAN:
    default:
      index = italian[rank];
      context = "italian card index";
      break;
    }
  if (rank == BRI_RANK_ACE)
    context = "card index";
  else if (rank < BRI_RANK_JACK || rank > BRI_RANK_KING)
    return index;
  return g_dpgettext2 (GETTEXT_PACKAGE, context, index);
}

static Figure
figure_of (BriRank rank, BriDeckStyle style)
{
  switch (rank)
    {
    case BRI_RANK_KING:
      return FIGURE_KING;
    case BRI_RANK_QUEEN:
      return style == BRI_DECK_STYLE_FRENCH_SOUTH ? FIGURE_JACK : FIGURE_HIGH;
    case BRI_RANK_JACK:
      return style == BRI_DECK_STYLE_FRENCH_SOUTH ? FIGURE_HIGH : FIGURE_JACK;
    default:
      return FIGURE_NONE;
    }
}

static guint
pip_count (BriRank rank)
{
  switch (rank)
    {
    case BRI_RANK_2: return 2;
    case BRI_RANK_3: return 3;
    case BRI_RANK_4: return 4;
    case BRI_RANK_5: return 5;
    case BRI_RANK_6: return 6;
    case BRI_RANK_7: return 7;
    case BRI_RANK_8: return 8;
    case BRI_RANK_9: return 9;
    case BRI_RANK_TEN: return 10;
    default: return 1;
    }
}

/* Pip positions, columns 0 (left) to 2 (right) and rows 0 (top) to 6 (bottom). */
static const guint8 pip_layouts[11][10][2] = {
  [2] = { { 1, 0 }, { 1, 6 } },
  [3] = { { 1, 0 }, { 1, 3 }, { 1, 6 } },
  [4] = { { 0, 0 }, { 2, 0 }, { 0, 6 }, { 2, 6 } },
  [5] = { { 0, 0 }, { 2, 0 }, { 1, 3 }, { 0, 6 }, { 2, 6 } },
  [6] = { { 0, 0 }, { 2, 0 }, { 0, 3 }, { 2, 3 }, { 0, 6 }, { 2, 6 } },
  [7] = { { 0, 0 }, { 2, 0 }, { 1, 1 }, { 0, 3 }, { 2, 3 }, { 0, 6 }, { 2, 6 } },
  [8] = { { 0, 0 }, { 2, 0 }, { 1, 1 }, { 0, 3 }, { 2, 3 }, { 1, 5 }, { 0, 6 }, { 2, 6 } },
  [9] = { { 0, 0 }, { 2, 0 }, { 0, 2 }, { 2, 2 }, { 1, 3 }, { 0, 4 }, { 2, 4 }, { 0, 6 },
          { 2, 6 } },
  [10] = { { 0, 0 }, { 2, 0 }, { 1, 1 }, { 0, 2 }, { 2, 2 }, { 0, 4 }, { 2, 4 }, { 1, 5 },
           { 0, 6 }, { 2, 6 } },
};

static void
draw_text (cairo_t    *cr,
           const char *text,
           const char *family,
           double      px,
           guint32     colour,
           double      cx,
           double      top,
           double     *height)
{
  g_autoptr (PangoLayout) layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (family);
  PangoRectangle ink, logical;

  pango_font_description_set_absolute_size (desc, px * PANGO_SCALE);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_text (layout, text, -1);
  pango_layout_get_pixel_extents (layout, &ink, &logical);
  /* Place by the ink, so the glyphs sit where the layout asks whatever the font. */
  cairo_move_to (cr, cx - ink.x - ink.width / 2.0, top - ink.y);
  set_hex (cr, colour, 1.0);
  pango_cairo_show_layout (cr, layout);
  if (height != NULL)
    *height = ink.height;
}

static void
draw_index (cairo_t *cr, double w, BriCard card, BriDeckStyle style, guint flags)
{
  const char *index = briscola_card_painter_index (card, style);
  double px = strlen (index) > 1 ? w * 0.15 : w * 0.18;
  double text_height = 0;
  guint32 ink = suit_ink (bri_card_suit (card), style);

  if (flags & BRISCOLA_PAINT_HIGH_CONTRAST)
    ink = is_french (style) && bri_card_suit (card) <= BRI_SUIT_CUPS ? 0xa00000 : 0x000000;
  draw_text (cr, index, "Sans Bold", px, ink, w * 0.12, w * 0.07, &text_height);
  briscola_card_painter_draw_suit (cr, bri_card_suit (card), style, w * 0.12,
                                   w * 0.07 + text_height + w * 0.1, w * 0.14, flags);
}

static void
draw_crown (cairo_t *cr, double cx, double cy, double width, gboolean rounded, double lw,
            guint flags)
{
  double h = width * 0.55;
  double left = cx - width / 2, bottom = cy + h / 2, top = cy - h / 2;

  cairo_move_to (cr, left, bottom);
  cairo_line_to (cr, left, top + h * 0.35);
  if (rounded)
    {
      /* A tiara: five rounded arches. */
      for (guint i = 0; i < 5; i++)
        {
          double x0 = left + width * i / 5.0;
          double r = width / 10.0;
          double y = top + h * (i == 2 ? 0.25 : 0.45);
          cairo_line_to (cr, x0, y);
          cairo_arc (cr, x0 + r, y, r, G_PI, 2 * G_PI);
        }
      cairo_line_to (cr, left + width, bottom);
    }
  else
    {
      cairo_line_to (cr, left + width * 0.2, top + h * 0.6);
      cairo_line_to (cr, left + width * 0.33, top);
      cairo_line_to (cr, left + width * 0.42, top + h * 0.5);
      cairo_line_to (cr, cx, top - h * 0.12);
      cairo_line_to (cr, left + width * 0.58, top + h * 0.5);
      cairo_line_to (cr, left + width * 0.67, top);
      cairo_line_to (cr, left + width * 0.8, top + h * 0.6);
      cairo_line_to (cr, left + width, top + h * 0.35);
      cairo_line_to (cr, left + width, bottom);
    }
  cairo_close_path (cr);
  paint (cr, 0xe8b93a, 0x5b3a0a, lw, flags);

  cairo_rectangle (cr, left, bottom - h * 0.22, width, h * 0.22);
  paint (cr, 0xc9912a, 0x5b3a0a, lw, flags);
  for (guint i = 0; i < 3; i++)
    {
      cairo_new_sub_path (cr);
      cairo_arc (cr, left + width * (0.25 + 0.25 * i), bottom - h * 0.11, h * 0.06, 0, 2 * G_PI);
    }
  set_hex (cr, 0xb3261e, 1.0);
  cairo_fill (cr);
  if (!rounded)
    {
      static const double tips[] = { 0.0, 0.33, 0.5, 0.67, 1.0 };
      static const double heights[] = { 0.35, 0.0, -0.12, 0.0, 0.35 };
      for (guint i = 0; i < G_N_ELEMENTS (tips); i++)
        {
          cairo_new_sub_path (cr);
          cairo_arc (cr, left + width * tips[i], top + h * heights[i], h * 0.07, 0, 2 * G_PI);
        }
      paint (cr, 0xf6d66b, 0x5b3a0a, lw * 0.7, flags);
    }
}

/* The Knight's emblem: a horseshoe, open at the top. */
static void
draw_horseshoe (cairo_t *cr, double cx, double cy, double width, double lw, guint flags)
{
  double r = width * 0.36;
  double thick = width * 0.17;

  cairo_new_sub_path (cr);
  cairo_arc (cr, cx, cy, r + thick / 2, -0.35, G_PI + 0.35);
  cairo_arc_negative (cr, cx, cy, r - thick / 2, G_PI + 0.35, -0.35);
  cairo_close_path (cr);
  paint (cr, 0xa9b4c0, 0x2a3440, lw, flags);
  for (guint i = 0; i < 6; i++)
    {
      double a = -0.1 + (G_PI + 0.2) * i / 5.0;
      cairo_new_sub_path (cr);
      cairo_arc (cr, cx + r * cos (a), cy + r * sin (a), thick * 0.16, 0, 2 * G_PI);
    }
  set_hex (cr, 0x2a3440, 1.0);
  cairo_fill (cr);
}

/* The Jack's emblem: a soft cap with a feather. */
static void
draw_cap (cairo_t *cr, double cx, double cy, double width, guint32 colour, double lw,
          guint flags)
{
  double h = width * 0.5;

  cairo_move_to (cr, cx + width * 0.1, cy - h * 0.2);
  cairo_curve_to (cr, cx + width * 0.45, cy - h * 1.1, cx + width * 0.7, cy - h * 0.9,
                  cx + width * 0.62, cy - h * 0.55);
  cairo_curve_to (cr, cx + width * 0.5, cy - h * 0.7, cx + width * 0.3, cy - h * 0.5,
                  cx + width * 0.18, cy - h * 0.1);
  cairo_close_path (cr);
  paint (cr, 0xf3efe4, 0x4a4a4a, lw * 0.8, flags);
  cairo_move_to (cr, cx - width * 0.45, cy + h * 0.3);
  cairo_curve_to (cr, cx - width * 0.45, cy - h * 0.6, cx + width * 0.45, cy - h * 0.6,
                  cx + width * 0.45, cy + h * 0.3);
  cairo_close_path (cr);
  paint (cr, colour, 0x2a2a2a, lw, flags);
  rounded_rect (cr, cx - width * 0.5, cy + h * 0.2, width, h * 0.28, h * 0.12);
  paint (cr, 0xe3a81f, 0x5b3a0a, lw, flags);
}

static void
draw_ace (cairo_t *cr, double w, double h, BriCard card, BriDeckStyle style, guint flags)
{
  BriSuit suit = bri_card_suit (card);
  guint32 ink = suit_ink (suit, style);

  if (!is_french (style))
    {
      /* A ring of dots around the big symbol, the Latin decks' ornate Ace. */
      cairo_arc (cr, w / 2, h / 2, w * 0.36, 0, 2 * G_PI);
      set_hex (cr, ink, 0.55);
      cairo_set_line_width (cr, MAX (1.0, w * 0.012));
      cairo_stroke (cr);
      for (guint i = 0; i < 16; i++)
        {
          double a = i * G_PI / 8;
          cairo_new_sub_path (cr);
          cairo_arc (cr, w / 2 + w * 0.4 * cos (a), h / 2 + w * 0.4 * sin (a), w * 0.015,
                     0, 2 * G_PI);
        }
      set_hex (cr, ink, 0.8);
      cairo_fill (cr);
      briscola_card_painter_draw_suit (cr, suit, style, w / 2, h / 2, w * 0.58, flags);
    }
  else
    briscola_card_painter_draw_suit (cr, suit, style, w / 2, h / 2, w * 0.46, flags);
}

static void
draw_pips (cairo_t *cr, double w, double h, BriCard card, BriDeckStyle style, guint flags)
{
  guint n = pip_count (bri_card_rank (card));
  double size = n <= 3 ? w * 0.25 : n <= 6 ? w * 0.22 : w * 0.185;
  double x0 = w * 0.33, x1 = w * 0.67;
  double y0 = h * 0.2, y1 = h * 0.8;

  for (guint i = 0; i < n; i++)
    {
      double x = x0 + (x1 - x0) * pip_layouts[n][i][0] / 2.0;
      double y = y0 + (y1 - y0) * pip_layouts[n][i][1] / 6.0;

      /* French pips in the lower half face the other way, as on printed cards. */
      if (is_french (style) && pip_layouts[n][i][1] > 3)
        {
          cairo_save (cr);
          cairo_translate (cr, x, y);
          cairo_rotate (cr, G_PI);
          briscola_card_painter_draw_suit (cr, bri_card_suit (card), style, 0, 0, size, flags);
          cairo_restore (cr);
        }
      else
        briscola_card_painter_draw_suit (cr, bri_card_suit (card), style, x, y, size, flags);
    }
}

static void
draw_figure (cairo_t *cr, double w, double h, BriCard card, BriDeckStyle style, guint flags)
{
  BriSuit suit = bri_card_suit (card);
  guint32 ink = suit_ink (suit, style);
  double lw = MAX (1.0, w * 0.012);
  double cx = w / 2;
  double fx = w * 0.25, fy = h * 0.1, fw = w * 0.5, fh = h * 0.8;
  double letter_height = 0;

  rounded_rect (cr, fx, fy, fw, fh, w * 0.05);
  set_hex (cr, ink, (flags & BRISCOLA_PAINT_HIGH_CONTRAST) ? 0.0 : 0.1);
  cairo_fill_preserve (cr);
  set_hex (cr, (flags & BRISCOLA_PAINT_HIGH_CONTRAST) ? 0x000000 : ink, 0.9);
  cairo_set_line_width (cr, lw * 1.2);
  cairo_stroke (cr);

  switch (figure_of (bri_card_rank (card), style))
    {
    case FIGURE_KING:
      draw_crown (cr, cx, h * 0.26, fw * 0.7, FALSE, lw, flags);
      break;
    case FIGURE_HIGH:
      if (is_french (style))
        draw_crown (cr, cx, h * 0.26, fw * 0.66, TRUE, lw, flags);
      else
        draw_horseshoe (cr, cx, h * 0.25, fw * 0.75, lw, flags);
      break;
    case FIGURE_JACK:
    default:
      draw_cap (cr, cx, h * 0.27, fw * 0.62, ink, lw, flags);
      break;
    }

  draw_text (cr, briscola_card_painter_index (card, style), "Serif Bold", w * 0.3,
             (flags & BRISCOLA_PAINT_HIGH_CONTRAST) ? 0x000000 : ink, cx, h * 0.4,
             &letter_height);
  briscola_card_painter_draw_suit (cr, suit, style, cx, h * 0.73, w * 0.22, flags);
}

void
briscola_card_painter_draw_face (cairo_t      *cr,
                                 double        width,
                                 double        height,
                                 BriCard       card,
                                 BriDeckStyle  style,
                                 guint         flags)
{
  gboolean contrast = (flags & BRISCOLA_PAINT_HIGH_CONTRAST) != 0;
  double line = MAX (1.0, width * (contrast ? 0.025 : 0.012));

  g_return_if_fail (bri_card_is_valid (card));

  cairo_save (cr);
  rounded_rect (cr, line / 2, line / 2, width - line, height - line, width * 0.07);
  set_hex (cr, contrast ? 0xffffff : 0xfbf8ef, 1.0);
  cairo_fill_preserve (cr);
  set_hex (cr, contrast ? 0x000000 : 0x5a5146, 1.0);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  if (!is_french (style) && !contrast)
    {
      /* The Latin decks' thin frame. */
      rounded_rect (cr, width * 0.045, width * 0.045, width * 0.91, height - width * 0.09,
                    width * 0.04);
      set_hex (cr, 0xc9b27c, 1.0);
      cairo_set_line_width (cr, MAX (0.8, width * 0.008));
      cairo_stroke (cr);
    }

  draw_index (cr, width, card, style, flags);
  cairo_save (cr);
  cairo_translate (cr, width, height);
  cairo_rotate (cr, G_PI);
  draw_index (cr, width, card, style, flags);
  cairo_restore (cr);

  if (bri_card_rank (card) == BRI_RANK_ACE)
    draw_ace (cr, width, height, card, style, flags);
  else if (figure_of (bri_card_rank (card), style) != FIGURE_NONE)
    draw_figure (cr, width, height, card, style, flags);
  else
    draw_pips (cr, width, height, card, style, flags);
  cairo_restore (cr);
}

void
briscola_card_painter_draw_back (cairo_t *cr, double width, double height, guint flags)
{
  gboolean contrast = (flags & BRISCOLA_PAINT_HIGH_CONTRAST) != 0;
  guint32 ground = contrast ? 0x000000 : 0x7b1e2b;
  guint32 lines = contrast ? 0xffffff : 0xf3e6c8;
  double line = MAX (1.0, width * 0.012);
  double inset = width * 0.07;
  double step = width * 0.1;

  cairo_save (cr);
  rounded_rect (cr, line / 2, line / 2, width - line, height - line, width * 0.07);
  set_hex (cr, ground, 1.0);
  cairo_fill_preserve (cr);
  set_hex (cr, contrast ? 0xffffff : 0x3d0d14, 1.0);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);

  /* A lattice inside a thin frame, and a medallion with an eight-pointed star. */
  rounded_rect (cr, inset, inset, width - 2 * inset, height - 2 * inset, width * 0.04);
  set_hex (cr, lines, 0.9);
  cairo_set_line_width (cr, line);
  cairo_stroke_preserve (cr);
  cairo_clip (cr);
  for (double d = -height; d < width + height; d += step)
    {
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d + height, height);
      cairo_move_to (cr, d, 0);
      cairo_line_to (cr, d - height, height);
    }
  set_hex (cr, lines, contrast ? 0.5 : 0.22);
  cairo_set_line_width (cr, MAX (0.7, width * 0.01));
  cairo_stroke (cr);

  cairo_arc (cr, width / 2, height / 2, width * 0.22, 0, 2 * G_PI);
  set_hex (cr, contrast ? 0x000000 : 0x5a1320, 1.0);
  cairo_fill_preserve (cr);
  set_hex (cr, lines, 1.0);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
  for (guint square = 0; square < 2; square++)
    {
      cairo_save (cr);
      cairo_translate (cr, width / 2, height / 2);
      cairo_rotate (cr, square * G_PI / 4);
      cairo_rectangle (cr, -width * 0.1, -width * 0.1, width * 0.2, width * 0.2);
      cairo_restore (cr);
    }
  set_hex (cr, contrast ? 0xffffff : 0xe9c46a, 1.0);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  cairo_fill (cr);
  cairo_arc (cr, width / 2, height / 2, width * 0.04, 0, 2 * G_PI);
  set_hex (cr, ground, 1.0);
  cairo_fill (cr);
  cairo_restore (cr);
}
