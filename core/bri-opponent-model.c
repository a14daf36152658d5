/* bri-opponent-model.c: each other seat's kind of player, learned deal by deal. */
#include "config.h"

#include "bri-inference-private.h"
#include "bri-opponent-model.h"
#include "bri-state.h"

#include <math.h>

/* Orders of a seat's draws tried when a finished deal is folded in: once a deal, so
 * more than the search affords per sampled deal. */
#define LEARN_HISTORIES 256
/* No kind is ever ruled out: a player may change its ways, and the kinds are only
 * sketches of real players. */
#define FLOOR 0.01

struct _BriOpponentModel
{
  double log_weight[BRI_MAX_SEATS][BRI_N_OPPONENT_KINDS]; /* by offset from the reader */
  /* The odds they give, kept as the search reads them once for every sampled deal. */
  double chance[BRI_MAX_SEATS][BRI_N_OPPONENT_KINDS];
};

G_DEFINE_BOXED_TYPE (BriOpponentModel, bri_opponent_model, bri_opponent_model_copy,
                     bri_opponent_model_free)

BriOpponentModel *
bri_opponent_model_new (void)
{
  BriOpponentModel *model = g_new0 (BriOpponentModel, 1);

  for (guint offset = 0; offset < BRI_MAX_SEATS; offset++)
    for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
      model->chance[offset][k] = 1.0 / BRI_N_OPPONENT_KINDS;
  return model;
}

/* The odds of each kind at @offset from its weights, none below the floor. */
static void
settle_odds (BriOpponentModel *model, guint offset)
{
  const double *w = model->log_weight[offset];
  double most = -G_MAXDOUBLE, sum = 0;

  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    most = MAX (most, w[k]);
  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    sum += exp (w[k] - most);
  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    model->chance[offset][k] = FLOOR + (1 - BRI_N_OPPONENT_KINDS * FLOOR) *
                                       exp (w[k] - most) / sum;
}

BriOpponentModel *
bri_opponent_model_copy (const BriOpponentModel *model)
{
  g_return_val_if_fail (model != NULL, NULL);
  return g_memdup2 (model, sizeof *model);
}

void
bri_opponent_model_free (BriOpponentModel *model)
{
  g_free (model);
}

void
bri_opponent_model_learn (BriOpponentModel *model, const BriDealLog *deal, guint seat,
                          double noise, BriRng *rng)
{
  guint n = deal != NULL ? bri_deal_log_get_n_plays (deal) : 0;
  g_autoptr (BriPlayReadings) readings = NULL;
  BriState after;

  g_return_if_fail (model != NULL && rng != NULL);
  if (n == 0 || noise <= 0.0 || noise >= 1.0)
    return;

  /* The table after the last play gives the hands the seats were left with. */
  after = *bri_deal_log_get_before (deal, n - 1);
  bri_state_apply (&after, bri_action_new (BRI_ACTION_PLAY, bri_deal_log_get_card (deal, n - 1),
                                           0));
  g_return_if_fail (seat < after.n_seats);
  readings = bri_play_readings_new (deal, noise);

  /* Kinds are learnt from card play alone. Bids tell hands, not kinds: a searching
   * player passes a weak hand as the advice does, and read by kind each such pass would
   * count for the rule of thumb, against a model that has it bid at random. */
  for (guint o = 0; o < after.n_seats; o++)
    {
      double likelihood[BRI_N_OPPONENT_KINDS];
      guint offset = (o + after.n_seats - seat) % after.n_seats;
      double most = 0;

      if (o == seat ||
          !bri_inference_seat_kinds (deal, &after, o, FALSE, noise, LEARN_HISTORIES, readings,
                                     rng, likelihood))
        continue;
      for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
        most = MAX (most, likelihood[k]);
      if (most <= 0)
        continue; /* no order of its draws fits: nothing to learn */
      for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
        model->log_weight[offset][k] += log (MAX (likelihood[k] / most, G_MINDOUBLE));
      settle_odds (model, offset);
    }
}

double
bri_opponent_model_get_chance (const BriOpponentModel *model, guint offset,
                               BriOpponentKind kind)
{
  g_return_val_if_fail (kind < BRI_N_OPPONENT_KINDS, 0);
  if (model == NULL || offset >= BRI_MAX_SEATS)
    return 1.0 / BRI_N_OPPONENT_KINDS;
  return model->chance[offset][kind];
}
