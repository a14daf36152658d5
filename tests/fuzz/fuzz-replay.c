/* fuzz-replay.c: runs a fuzz target without libFuzzer, for compilers that lack it.
 *
 *   fuzz-replay [--runs N] [--seed S] [--verbose] [--write K FILE] PATH...
 *
 * Feeds the target every file of each PATH (a file or a folder, its files in name
 * order), then N inputs made by mutating them, the same ones on every run for a given
 * seed. A crash or a sanitizer report ends the process as it would end libFuzzer; to
 * see which input did it, run again with --verbose, then --write that input to a file
 * and reproduce it with the libFuzzer binary or a debugger. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "fuzz-target.h"

/* Mutants stay small: the parsers' cost grows with length, the bugs rarely do. */
#define MAX_MUTANT (64 * 1024)

typedef struct
{
  guint64 state;
} Rng;

/* splitmix64: tiny, and the same sequence on every platform. */
static guint64
rng_next (Rng *rng)
{
  guint64 z = (rng->state += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

static gsize
rng_below (Rng *rng, gsize bound)
{
  return bound == 0 ? 0 : (gsize) (rng_next (rng) % bound);
}

/* Bytes that change what a text parser sees: separators, quotes, brackets, escapes,
 * the ends of numbers and of UTF-8 sequences. */
static const guint8 interesting[] = {
  0x00, 0x01, 0x7f, 0x80, 0xbf, 0xc0, 0xe2, 0xff, '\n', '\r', '\t', ' ', '"', '\\',
  '{', '}', '[', ']', ':', ',', ';', '=', '-', '+', '.', '0', '9', 'e', 'A', 'd', '?',
};

/* g_byte_array_insert() is newer than GLib 2.74. */
static void
insert_bytes (GByteArray *array, gsize at, const guint8 *bytes, guint n)
{
  guint old_length = array->len;

  g_byte_array_set_size (array, old_length + n);
  memmove (array->data + at + n, array->data + at, old_length - at);
  memcpy (array->data + at, bytes, n);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

static void
mutate_once (GByteArray *input, GPtrArray *seeds, Rng *rng)
{
  gsize length = input->len;
  gsize at = rng_below (rng, length + 1);

  switch (rng_below (rng, 9))
    {
    case 0: /* flip a bit */
      if (length > 0)
        input->data[rng_below (rng, length)] ^= (guint8) (1u << rng_below (rng, 8));
      break;
    case 1: /* set a byte to a random value */
      if (length > 0)
        input->data[rng_below (rng, length)] = (guint8) rng_next (rng);
      break;
    case 2: /* set a byte to a telling one */
      if (length > 0)
        input->data[rng_below (rng, length)] = interesting[rng_below (rng, sizeof interesting)];
      break;
    case 3: /* insert a telling byte */
      {
        guint8 byte = interesting[rng_below (rng, sizeof interesting)];
        insert_bytes (input, at, &byte, 1);
      }
      break;
    case 4: /* delete a run */
      if (at < length)
        g_byte_array_remove_range (input, (guint) at,
                                   (guint) (1 + rng_below (rng, MIN (length - at, 64))));
      break;
    case 5: /* repeat a run: long lists, deep nesting */
      if (at < length)
        {
          gsize run = 1 + rng_below (rng, MIN (length - at, 32));
          guint times = 1 + (guint) rng_below (rng, 64);
          g_autofree guint8 *copy = g_memdup2 (input->data + at, run);
          for (guint i = 0; i < times && input->len + run <= MAX_MUTANT; i++)
            insert_bytes (input, at, copy, (guint) run);
        }
      break;
    case 6: /* splice in a run of another seed */
      {
        GBytes *other = g_ptr_array_index (seeds, rng_below (rng, seeds->len));
        gsize other_length;
        const guint8 *other_data = g_bytes_get_data (other, &other_length);
        if (other_length > 0)
          {
            gsize from = rng_below (rng, other_length);
            gsize run = 1 + rng_below (rng, MIN (other_length - from, 256));
            insert_bytes (input, at, other_data + from, (guint) run);
          }
      }
      break;
    case 7: /* cut short */
      g_byte_array_set_size (input, (guint) at);
      break;
    default: /* a number at its limits */
      {
        static const char *const numbers[] = {
          "0", "-1", "255", "256", "65535", "65536", "2147483647", "-2147483648",
          "4294967296", "9223372036854775807", "18446744073709551616", "1e308", "0.5",
        };
        const char *number = numbers[rng_below (rng, G_N_ELEMENTS (numbers))];
        insert_bytes (input, at, (const guint8 *) number, (guint) strlen (number));
      }
      break;
    }
  if (input->len > MAX_MUTANT)
    g_byte_array_set_size (input, MAX_MUTANT);
}

/* Mutant @index: a seed changed a few times over, from the run's seed and @index only. */
static GByteArray *
make_mutant (GPtrArray *seeds, guint64 seed, guint index)
{
  Rng rng = { seed ^ (G_GUINT64_CONSTANT (0x2545f4914f6cdd1d) * (index + 1)) };
  GBytes *base = g_ptr_array_index (seeds, rng_below (&rng, seeds->len));
  gsize length;
  const guint8 *data = g_bytes_get_data (base, &length);
  GByteArray *input = g_byte_array_sized_new ((guint) length + 64);
  /* Mostly one or two changes: a mutant close to its seed gets further in. */
  guint n_changes = 1 + (guint) rng_below (&rng, 1 + rng_below (&rng, 8));

  g_byte_array_append (input, data, (guint) length);
  for (guint i = 0; i < n_changes; i++)
    mutate_once (input, seeds, &rng);
  return input;
}

static void
add_seed_file (GPtrArray *seeds, const char *path)
{
  g_autoptr (GError) error = NULL;
  char *contents;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, &error))
    g_error ("cannot read the seed %s: %s", path, error->message);
  g_ptr_array_add (seeds, g_bytes_new_take (contents, length));
}

static void
add_seeds (GPtrArray *seeds, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) dir = NULL;
  g_autoptr (GPtrArray) names = NULL;
  const char *name;

  if (!g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      add_seed_file (seeds, path);
      return;
    }
  dir = g_dir_open (path, 0, &error);
  if (dir == NULL)
    g_error ("cannot read the corpus %s: %s", path, error->message);
  names = g_ptr_array_new_with_free_func (g_free);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *file = g_build_filename (path, g_ptr_array_index (names, i), NULL);
      add_seed_file (seeds, file);
    }
}

int
main (int argc, char **argv)
{
  gint64 runs = 1000;
  gint64 seed = 1;
  gint64 write_index = -1;
  gboolean verbose = FALSE;
  g_auto (GStrv) paths = NULL;
  g_autofree char *write_path = NULL;
  const GOptionEntry entries[] = {
    { "runs", 0, 0, G_OPTION_ARG_INT64, &runs, "Mutated inputs to run after the seeds", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Seed of the mutations", "S" },
    { "verbose", 0, 0, G_OPTION_ARG_NONE, &verbose, "Name each input before running it", NULL },
    { "write", 0, 0, G_OPTION_ARG_INT64, &write_index, "Write mutant K to --output, run nothing", "K" },
    { "output", 0, 0, G_OPTION_ARG_FILENAME, &write_path, "Where --write puts the input", "FILE" },
    { G_OPTION_REMAINING, 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &paths, NULL, "PATH…" },
    { NULL },
  };
  g_autoptr (GOptionContext) context = g_option_context_new ("— run a fuzz target on its corpus");
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) seeds = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 2;
    }
  if (paths == NULL || runs < 0 || (write_index >= 0) != (write_path != NULL))
    {
      g_printerr ("usage: %s [--runs N] [--seed S] [--verbose] [--write K --output FILE] PATH…\n",
                  argv[0]);
      return 2;
    }
  for (guint i = 0; paths[i] != NULL; i++)
    add_seeds (seeds, paths[i]);
  if (seeds->len == 0)
    {
      g_printerr ("the corpus is empty: nothing to mutate\n");
      return 2;
    }

  if (write_index >= 0)
    {
      g_autoptr (GByteArray) input = make_mutant (seeds, (guint64) seed, (guint) write_index);
      if (!g_file_set_contents (write_path, (const char *) input->data, input->len, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      return 0;
    }

  for (guint i = 0; i < seeds->len; i++)
    {
      gsize length;
      const guint8 *data = g_bytes_get_data (g_ptr_array_index (seeds, i), &length);
      /* A copy of exactly its length, so that a read past the end is caught. */
      g_autofree guint8 *copy = g_memdup2 (data, length);

      if (verbose)
        g_printerr ("seed %u (%" G_GSIZE_FORMAT " bytes)\n", i, length);
      LLVMFuzzerTestOneInput (copy, length);
    }
  for (gint64 k = 0; k < runs; k++)
    {
      g_autoptr (GByteArray) input = make_mutant (seeds, (guint64) seed, (guint) k);
      g_autofree guint8 *copy = g_memdup2 (input->data, input->len);

      if (verbose)
        g_printerr ("mutant %" G_GINT64_FORMAT " (%u bytes)\n", k, input->len);
      LLVMFuzzerTestOneInput (copy, input->len);
    }
  g_print ("%u seeds and %" G_GINT64_FORMAT " mutants run, none crashed\n", seeds->len, runs);
  return 0;
}
