/* cli-histogram.c: a log-linear histogram (as HdrHistogram keeps): `arena` once kept every
 * decision time for its percentiles, ~0.46 KB a deal; this keeps 7.8 KB whatever the
 * number of deals. */
#include "config.h"

#include <math.h>

#include "cli-histogram.h"

static guint
bucket_of (gint64 value)
{
  guint bits;

  if (value < CLI_HISTOGRAM_STEPS)
    return (guint) value;
  bits = (guint) g_bit_storage ((gulong) value) - 1; /* value lies in [2^bits, 2^bits+1) */
  return CLI_HISTOGRAM_STEPS * (bits - 3) + (guint) ((value >> (bits - 4)) & 15);
}

/* The smallest value of bucket @index, and the width of the bucket. */
static void
bucket_range (guint index, gint64 *low, gint64 *width)
{
  guint bits;

  if (index < CLI_HISTOGRAM_STEPS)
    {
      *low = index;
      *width = 1;
      return;
    }
  bits = index / CLI_HISTOGRAM_STEPS + 3;
  *width = (gint64) 1 << (bits - 4);
  *low = ((gint64) (CLI_HISTOGRAM_STEPS + index % CLI_HISTOGRAM_STEPS)) << (bits - 4);
}

void
cli_histogram_add (CliHistogram *histogram, gint64 value)
{
  g_assert (histogram != NULL);

  value = MAX (value, 0);
  if (histogram->count == 0 || value < histogram->min)
    histogram->min = value;
  if (histogram->count == 0 || value > histogram->max)
    histogram->max = value;
  histogram->count++;
  histogram->buckets[bucket_of (value)]++;
}

void
cli_histogram_merge (CliHistogram *into, const CliHistogram *from)
{
  g_assert (into != NULL && from != NULL);

  if (from->count == 0)
    return;
  if (into->count == 0 || from->min < into->min)
    into->min = from->min;
  if (into->count == 0 || from->max > into->max)
    into->max = from->max;
  into->count += from->count;
  for (guint i = 0; i < CLI_HISTOGRAM_BUCKETS; i++)
    into->buckets[i] += from->buckets[i];
}

gint64
cli_histogram_percentile (const CliHistogram *histogram, double fraction)
{
  guint64 rank, seen = 0;

  g_assert (histogram != NULL);

  if (histogram->count == 0)
    return 0;
  /* The extremes are kept exactly. */
  if (fraction <= 0)
    return histogram->min;
  if (fraction >= 1)
    return histogram->max;
  /* The rank the sorted list would give: round (fraction × (count − 1)). */
  rank = (guint64) floor (CLAMP (fraction, 0.0, 1.0) * (double) (histogram->count - 1) + 0.5);
  for (guint i = 0; i < CLI_HISTOGRAM_BUCKETS; i++)
    {
      gint64 low, width;

      seen += histogram->buckets[i];
      if (seen <= rank)
        continue;
      bucket_range (i, &low, &width);
      return CLAMP (low + (width - 1) / 2, histogram->min, histogram->max);
    }
  return histogram->max;
}
