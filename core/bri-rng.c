/* bri-rng.c: shuffling with the seeded generator. */
#include "config.h"

#include "bri-rng.h"

void
bri_rng_shuffle (BriRng *rng, guint8 *items, guint n)
{
  /* A copy the compiler keeps in a register: bytes stored to @items could otherwise be
   * the generator's own, and it would be read and written back for every item. */
  BriRng local = *rng;

  for (guint i = n; i > 1; i--)
    {
      guint j = bri_rng_below (&local, i);
      guint8 tmp = items[i - 1];
      items[i - 1] = items[j];
      items[j] = tmp;
    }
  *rng = local;
}
