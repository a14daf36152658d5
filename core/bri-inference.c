/* bri-inference.c: sampled deals weighed by how likely the plays on the table are. */
#include "config.h"

#include "bri-inference.h"
#include "bri-search.h"
#include "bri-view.h"

/* Draws before a deal is taken whatever its likelihood: the worst observation is at
 * least noise / (cards in hand) as likely as the best, so few are ever needed. */
#define MAX_DRAWS 16

/* The chance the model gives to card i of the trick in @world, and the most any card
 * could get, with the trick taken back to just before it was played. FALSE when the
 * play cannot be read (the position before it is not a plain choice of card). */
static gboolean
read_play (const BriState *world, guint i, double noise, BriRng *rng, double *chance,
           double *best)
{
  BriAction legal[BRI_MAX_ACTIONS];
  BriState before = *world;
  BriCard card = world->trick.card[i];
  guint seat = world->trick.seat[i];
  gboolean found = FALSE;
  guint n;

  for (guint k = i; k < world->trick.len; k++)
    {
      before.hand[world->trick.seat[k]] |= bri_card_bit (world->trick.card[k]);
      before.played &= ~bri_card_bit (world->trick.card[k]);
    }
  before.trick.len = (guint8) i;
  before.to_act = (guint8) seat;

  n = bri_state_legal_actions (&before, legal);
  for (guint k = 0; k < n; k++)
    {
      if (legal[k].kind != BRI_ACTION_PLAY)
        return FALSE;
      found |= legal[k].card == card;
    }
  if (!found)
    return FALSE;

  *best = (1.0 - noise) + noise / n;
  if (n == 1)
    *chance = 1.0;
  else
    *chance = noise / n + (bri_search_playout_action (&before, rng, 0.0).card == card
                           ? 1.0 - noise : 0.0);
  return TRUE;
}

/* The likelihood of @world's trick, and (in @ceiling) the most any deal could have. */
static double
likelihood (const BriState *world, guint seat, double noise, BriRng *rng, double *ceiling)
{
  double product = 1.0, most = 1.0;

  for (guint i = 0; i < world->trick.len; i++)
    {
      double chance, best;

      if (world->trick.seat[i] == seat || !read_play (world, i, noise, rng, &chance, &best))
        continue;
      product *= chance;
      most *= best;
    }
  if (ceiling != NULL)
    *ceiling = most;
  return product;
}

double
bri_inference_likelihood (const BriState *world, guint seat, double noise)
{
  /* The rule of thumb draws no random numbers for card play: any generator will do. */
  BriRng rng;

  g_return_val_if_fail (world != NULL, 1.0);
  bri_rng_init (&rng, 0);
  return likelihood (world, seat, CLAMP (noise, 0.0, 1.0), &rng, NULL);
}

void
bri_inference_resample (const BriState *state, guint seat, double noise, BriRng *rng,
                        BriState *world)
{
  g_return_if_fail (state != NULL && rng != NULL && world != NULL);

  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      double ceiling, chance;

      bri_state_resample (state, seat, rng, world);
      if (noise <= 0.0 || noise >= 1.0 || state->trick.len == 0)
        return;
      chance = likelihood (world, seat, noise, rng, &ceiling);
      if (bri_rng_double (rng) * ceiling < chance)
        return;
    }
}
