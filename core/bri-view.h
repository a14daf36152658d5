/* bri-view.h: what one seat may know of a deal, and sampling the rest.
 *
 * Front ends draw a seat's view; the AI fills in what the view leaves unknown
 * (bri_state_resample) and searches the sampled deals.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-state.h"

G_BEGIN_DECLS

struct _BriView
{
  guint8 seat;
  BriCardSet known[BRI_MAX_SEATS]; /* cards the seat knows to be in each hand */
  BriCardSet stock_known;          /* stock cards it knows (the turned trump card) */
  BriCardSet aside_known;          /* talon or discards it knows (its own discards) */
  BriCardSet unseen;               /* cards whose place it does not know */
  guint8 sides_known;              /* bit per seat whose side it knows */
  guint8 may_review_pile;          /* may look through the cards it took */
  guint8 stock_top_open;           /* the next card to draw lies face up */
};

BRI_AVAILABLE_IN_ALL
void bri_state_get_view (const BriState *state, guint seat, BriView *view);

/* Whether @seat is on @other's side and knows it: in some variants (Briscola Chiamata)
 * the sides come out only during the deal. */
BRI_AVAILABLE_IN_ALL
gboolean bri_state_knows_partner (const BriState *state, guint seat, guint other);

/* Copies @state into @out with every card @seat cannot see dealt anew at random,
 * consistent with the view and with the voids seats have shown. */
BRI_AVAILABLE_IN_ALL
void bri_state_resample (const BriState *state, guint seat, BriRng *rng, BriState *out);

G_END_DECLS
