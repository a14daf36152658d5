/* briscola-table-private.h: what the parts of the card table share: where each card
 * lies (its slot), the queue of states to show, and the table's instance struct.
 *
 * briscola-table.c is the widget and its children; briscola-table-placement.c works out
 * where each card of a state lies; briscola-table-animation.c moves the cards there on
 * the frame clock; briscola-table-input.c turns keys, clicks and drops into signals;
 * briscola-table-notes.c writes what the table says beyond the cards. */
#pragma once

#include "briscola-seat.h"
#include "briscola-table.h"
#include "briscola-table-layout.h"

G_BEGIN_DECLS

typedef enum
{
  WHERE_HIDDEN,
  WHERE_STOCK,
  WHERE_TRUMP,
  WHERE_HAND,
  WHERE_TRICK,
  WHERE_PILE,
  WHERE_TALON,
  WHERE_DISCARDS,
} Where;

typedef struct
{
  double x, y;  /* centre */
  double angle; /* degrees */
  double scale;
} Place;

typedef struct
{
  BriscolaCard *widget;
  guint8 where;
  guint8 seat;
  guint8 index;    /* position in its group (hand, trick, pile, stock) */
  guint8 count;    /* size of its group */
  gboolean face;   /* the face the card shows once it arrives */
  guint z;
  guint64 arrival; /* when it came into its hand */
  Place from;
  Place now;
  gboolean placed;
  gint64 start;    /* frame times in µs; end == 0 when the card is not moving */
  gint64 end;
} Slot;

typedef struct
{
  BriState state;
  guint hold_ms;
  gboolean deal;
} Step;

struct _BriscolaTable
{
  GtkWidget parent_instance;

  Slot slots[64];
  BriscolaSeat *seats[BRI_MAX_SEATS];
  GtkWidget *stock_label;
  GtkWidget *notes_label;    /* the strip at the top: trump, match, whole-table notes */
  GtkWidget *announcement;   /* news over the trick: who took it, a partner revealed */
  char *names[BRI_MAX_SEATS];
  char *match_line;
  double top_inset, bottom_inset;

  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  guint n_notes;
  gboolean notes_known;      /* notes belong to the deal shown: new ones are news */
  guint news_trick;          /* tricks done when the news shown came, or G_MAXUINT */
  guint turn;                /* the seat highlighted, once the table is idle */

  guint human;
  BriDeckStyle style;
  BriscolaCardOrder order;
  double speed;

  BriState state;
  BriView view;
  gboolean have_state;
  GQueue steps;
  guint hold_ms;
  gint64 hold_until;
  guint tick_id;
  guint idle_id;
  guint64 arrivals;

  BriCardSet playable;
  BriCard selected;
  BriCardSet picked;     /* cards picked for a choice of several (discards), raised */
  BriCard hint;
  guint thinking;
};

enum
{
  BRISCOLA_TABLE_CARD_ACTIVATED,
  BRISCOLA_TABLE_CARD_DROPPED,
  BRISCOLA_TABLE_IDLE,
  BRISCOLA_TABLE_N_SIGNALS
};
extern guint briscola_table_signals[BRISCOLA_TABLE_N_SIGNALS];

/* briscola-table.c: the children. */
BriscolaCard *_briscola_table_ensure_card        (BriscolaTable             *self,
                                                  BriCard                    card);
void          _briscola_table_update_card_states (BriscolaTable             *self);
void          _briscola_table_update_seats       (BriscolaTable             *self);
void          _briscola_table_update_turn        (BriscolaTable             *self);

/* briscola-table-placement.c */
void          _briscola_table_compute_layout     (BriscolaTable             *self,
                                                  BriscolaTableLayout       *g);
void          _briscola_table_seat_anchor        (BriscolaTable             *self,
                                                  const BriscolaTableLayout *g,
                                                  guint                      seat,
                                                  guint                      n_cards,
                                                  gboolean                   open,
                                                  double                    *x,
                                                  double                    *y,
                                                  double                    *row_width);
Place         _briscola_table_place_of           (BriscolaTable             *self,
                                                  const BriscolaTableLayout *g,
                                                  BriCard                    card,
                                                  const Slot                *slot);
void          _briscola_table_locate_cards       (BriscolaTable             *self,
                                                  gboolean                   deal);
void          _briscola_table_restack            (BriscolaTable             *self);

/* briscola-table-animation.c */
void          _briscola_table_move_slot          (Slot                      *slot,
                                                  const Place               *target,
                                                  gint64                     now);
void          _briscola_table_finish_at_once     (BriscolaTable             *self);

/* briscola-table-input.c */
void          _briscola_table_init_input         (BriscolaTable             *self);
void          _briscola_table_watch_card         (BriscolaTable             *self,
                                                  BriscolaCard              *card);
void          _briscola_table_focus_neighbour    (BriscolaTable             *self,
                                                  int                        direction);

/* briscola-table-notes.c */
void          _briscola_table_announce           (BriscolaTable             *self,
                                                  const char                *text,
                                                  guint                      trick_count);
void          _briscola_table_update_notes       (BriscolaTable             *self);

G_END_DECLS
