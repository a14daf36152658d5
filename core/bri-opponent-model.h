/* bri-opponent-model.h: what a computer player has learned, over the deals of a match,
 * of how each other seat plays (partners too).
 *
 * The deal reader (bri-inference.h) reads a seat as one of a few kinds of player. Early
 * in a deal a handful of plays cannot tell the kinds apart, yet a seat's kind does not
 * change between deals: a front end that folds every finished deal into a model, and
 * hands the model to the player, has each seat read as what it proved to be. The search
 * (bri-search.h) also plays a seat the model is sure of as that kind.
 *
 * Seats are counted from the reader's (1 is the next seat to act after it), so a model
 * stays right when the seats turn round between deals, as in a seat-fair tournament.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <glib-object.h>

#include "bri-deal-log.h"
#include "bri-rng.h"

G_BEGIN_DECLS

typedef enum
{
  BRI_OPPONENT_BY_THUMB,   /* plays by the rule of thumb (bri_search_playout_action) */
  BRI_OPPONENT_SEARCHING,  /* replies by it, leads as it likes */
  BRI_OPPONENT_SEARCHING_FREELY, /* the same, its replies by it only two times in three */
  BRI_OPPONENT_RANDOM,     /* plays any legal card */
  BRI_N_OPPONENT_KINDS,
} BriOpponentKind;

typedef struct _BriOpponentModel BriOpponentModel;

#define BRI_TYPE_OPPONENT_MODEL (bri_opponent_model_get_type ())
BRI_AVAILABLE_IN_ALL
GType             bri_opponent_model_get_type (void) G_GNUC_CONST;

/* A model that has seen nothing: every kind at even odds. */
BRI_AVAILABLE_IN_ALL
BriOpponentModel *bri_opponent_model_new (void);
BRI_AVAILABLE_IN_ALL
BriOpponentModel *bri_opponent_model_copy (const BriOpponentModel *model);
BRI_AVAILABLE_IN_ALL
void              bri_opponent_model_free (BriOpponentModel *model);

/* Folds the plays in @deal, read from @seat, into the model: each other seat's kinds
 * are weighed by how likely they make its plays, with @noise as in
 * bri_inference_deal_likelihood(). Call it once a deal is over (or abandoned), before
 * the log is cleared; @noise 0 or 1 learns nothing. */
BRI_AVAILABLE_IN_ALL
void              bri_opponent_model_learn (BriOpponentModel *model, const BriDealLog *deal,
                                            guint seat, double noise, BriRng *rng);

/* The chance that the seat @offset seats after the reader is of @kind. */
BRI_AVAILABLE_IN_ALL
double            bri_opponent_model_get_chance (const BriOpponentModel *model, guint offset,
                                                 BriOpponentKind kind);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BriOpponentModel, bri_opponent_model_free)

G_END_DECLS
