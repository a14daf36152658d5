/* bri-rng.c: shuffling with the seeded generator. */
#include "config.h"

#include "bri-rng.h"

void
bri_rng_shuffle (BriRng *rng, guint8 *items, guint n)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = bri_rng_below (rng, i);
      guint8 tmp = items[i - 1];
      items[i - 1] = items[j];
      items[j] = tmp;
    }
}
