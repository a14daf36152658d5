/* bri-particles-private.h: sampled deals weighed by every play of the deal so far (a
 * particle filter over the hidden hands), for the search. */
#pragma once

#include "bri-deal-log.h"
#include "bri-opponent-model.h"
#include "bri-state.h"

G_BEGIN_DECLS

typedef struct
{
  BriState *worlds;     /* the particles: sampled deals agreeing with what the seat saw */
  double *cumulative;   /* running sum of their likelihoods */
  guint n;
  BriCardSet unseen;    /* the cards the seat cannot place */
} BriParticles;

/* Samples the particles and weighs each by bri_inference_deal_likelihood(). None are
 * kept (n is 0) when there is no other seat's play to read or no particle fits. */
void     bri_particles_init (BriParticles *particles, const BriState *state, guint seat,
                             const BriDealLog *log, const BriOpponentModel *model,
                             double noise, BriRng *rng);

/* A deal drawn in proportion to the weights, its stock's unseen cards shuffled anew. */
void     bri_particles_sample (const BriParticles *particles, BriRng *rng, BriState *world);

void     bri_particles_clear (BriParticles *particles);

G_END_DECLS
