/* bri-particles.c: a particle filter over the hidden hands. Reading one trick tells
 * little about hands that keep drawing unseen cards; every play of the deal, each
 * checked against the cards the seat could have held then, tells more. */
#include "config.h"

#include "bri-inference.h"
#include "bri-inference-private.h"
#include "bri-particles-private.h"
#include "bri-view.h"

/* One other hand (Briscola for two: at most 35 choose 3 of them) is held in proportion
 * by 2,000, at about a tenth of a hard decision's time. Several hands are sampled
 * together, and the weight falls on few of the deals: with four players 150 to 300 of
 * 2,000 count in mid-deal, so there four times as many are drawn (docs/strength.md,
 * "More particles where several hands are hidden"). */
#define PARTICLES_ONE_HAND 2000
#define PARTICLES_SEVERAL_HANDS 8000
/* Orders of its draws tried per seat and particle (bri_inference_deal_likelihood). */
#define DRAW_HISTORIES 4

/* Whether another seat bid or played: else there is nothing to read. */
static gboolean
others_acted (const BriDealLog *log, guint seat)
{
  for (guint i = 0; i < bri_deal_log_get_n_plays (log); i++)
    if (bri_deal_log_get_before (log, i)->to_act != seat)
      return TRUE;
  for (guint i = 0; i < bri_deal_log_get_n_auction_actions (log); i++)
    if (bri_deal_log_get_auction_before (log, i)->to_act != seat)
      return TRUE;
  return FALSE;
}

void
bri_particles_init (BriParticles *particles, const BriState *state, guint seat,
                    const BriDealLog *log, const BriOpponentModel *model, double noise,
                    BriRng *rng)
{
  g_autoptr (BriPlayReadings) readings = NULL;
  BriView view;
  double total = 0;
  guint hidden_hands = 0, n;

  memset (particles, 0, sizeof *particles);
  if (log == NULL || noise <= 0.0 || noise >= 1.0 || !others_acted (log, seat))
    return;

  bri_state_get_view (state, seat, &view);
  particles->unseen = view.unseen;
  for (guint s = 0; s < state->n_seats; s++)
    hidden_hands += s != seat && (state->hand[s] & ~view.known[s]) != 0;
  n = hidden_hands > 1 ? PARTICLES_SEVERAL_HANDS : PARTICLES_ONE_HAND;
  particles->worlds = g_new (BriState, n);
  particles->cumulative = g_new (double, n);
  readings = bri_play_readings_new (log, noise);
  for (guint p = 0; p < n; p++)
    {
      bri_state_resample (state, seat, rng, &particles->worlds[p]);
      total += bri_inference_read_deal (log, &particles->worlds[p], seat, model, noise,
                                        DRAW_HISTORIES, readings, rng);
      particles->cumulative[p] = total;
    }
  particles->n = n;
  if (total <= 0)
    bri_particles_clear (particles);
}

void
bri_particles_sample (const BriParticles *particles, BriRng *rng, BriState *world)
{
  double x = bri_rng_double (rng) * particles->cumulative[particles->n - 1];
  guint lo = 0, hi = particles->n - 1;
  guint places[BRI_MAX_CARDS], n_places = 0;

  while (lo < hi)
    {
      guint mid = (lo + hi) / 2;
      if (particles->cumulative[mid] > x)
        hi = mid;
      else
        lo = mid + 1;
    }
  *world = particles->worlds[lo];

  /* The hands are the particle's; the order of the unseen stock is anyone's guess. */
  for (guint i = world->stock_top; i < world->stock_len; i++)
    if (bri_card_set_has (particles->unseen, world->stock[i]))
      places[n_places++] = i;
  for (guint k = n_places; k > 1; k--)
    {
      guint j = bri_rng_below (rng, k);
      BriCard swap = world->stock[places[k - 1]];

      world->stock[places[k - 1]] = world->stock[places[j]];
      world->stock[places[j]] = swap;
    }
}

void
bri_particles_clear (BriParticles *particles)
{
  g_clear_pointer (&particles->worlds, g_free);
  g_clear_pointer (&particles->cumulative, g_free);
  particles->n = 0;
}
