/* bri-rng.h: a small, fast, seeded random generator (SplitMix64).
 *
 * Games, bots and benchmarks all draw from one of these, so the same seed replays
 * the same games on every machine.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <glib.h>

G_BEGIN_DECLS

typedef struct { guint64 state; } BriRng;

static inline void bri_rng_init (BriRng *rng, guint64 seed) { rng->state = seed; }

static inline guint64
bri_rng_next (BriRng *rng)
{
  guint64 z = (rng->state += G_GUINT64_CONSTANT (0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

/* A uniform integer in [0, n), n > 0 (Lemire's multiply-shift; bias is below 2^-32). */
static inline guint
bri_rng_below (BriRng *rng, guint n)
{
  return (guint) (((bri_rng_next (rng) >> 32) * (guint64) n) >> 32);
}

static inline double
bri_rng_double (BriRng *rng)
{
  return (bri_rng_next (rng) >> 11) * (1.0 / 9007199254740992.0);
}

BRI_AVAILABLE_IN_ALL
void bri_rng_shuffle (BriRng *rng, guint8 *items, guint n);

G_END_DECLS
