/* cli-histogram.h: decision times in a fixed amount of memory, for percentiles over any
 * number of deals. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Values below 16 each have a bucket; above, every doubling is split into 16 buckets, so
 * a percentile is off by at most 1/32 of its value (half a bucket). */
#define CLI_HISTOGRAM_STEPS 16
#define CLI_HISTOGRAM_BUCKETS (CLI_HISTOGRAM_STEPS + 60 * CLI_HISTOGRAM_STEPS)

typedef struct
{
  guint64 count;
  gint64 min;
  gint64 max;
  guint64 buckets[CLI_HISTOGRAM_BUCKETS];
} CliHistogram;

/* Adds one value; a negative one counts as 0. */
void   cli_histogram_add (CliHistogram *histogram, gint64 value);
void   cli_histogram_merge (CliHistogram *into, const CliHistogram *from);
/* The value at @fraction (0 to 1) of the sorted values, as the middle of its bucket kept
 * within the smallest and largest value seen (those exactly at 0 and 1); 0 when there is
 * none. */
gint64 cli_histogram_percentile (const CliHistogram *histogram, double fraction);

G_END_DECLS
