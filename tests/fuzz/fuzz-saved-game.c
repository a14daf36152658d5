/* fuzz-saved-game.c: the saved-game loader (bri_saved_game_from_data), which reads files
 * a user may have damaged or written by hand.
 *
 * The first byte says how to use the rest. Odd: as the file, unchanged, so the checksum
 * itself is fuzzed. Even: as a file body that gets a correct checksum appended, so that
 * mutations reach the key-file reader and the replay behind the checksum. */
#include "config.h"

#include "fuzz-target.h"

/* As bri-saved-game.c ends a file of format 2. */
static char *
seal (const uint8_t *body, size_t size, gsize *length)
{
  g_autofree char *digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, body, size);
  GString *file = g_string_sized_new (size + 96);

  g_string_append_len (file, (const char *) body, (gssize) size);
  g_string_append_printf (file, "[Integrity]\nSHA-256=%s\n", digest);
  *length = file->len;
  return g_string_free (file, FALSE);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *file = NULL;
  BriRecord *record;
  gsize length;

  fuzz_init ();
  if (size == 0)
    return 0;

  if (data[0] & 1)
    {
      file = fuzz_strndup (data + 1, size - 1);
      length = size - 1;
    }
  else
    file = seal (data + 1, size - 1, &length);

  record = bri_saved_game_from_data (fuzz_loader (), file, length, &error);
  if (record == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);

  /* What loads, saves again to a file that loads, and resumes as a game. */
  {
    g_autofree char *saved = bri_saved_game_to_data (record, &length);
    g_autoptr (BriRecord) reloaded = bri_saved_game_from_data (fuzz_loader (), saved, length,
                                                               &error);
    g_autoptr (BriGame) game = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (reloaded->deals->len, ==, record->deals->len);
    game = bri_game_new_from_record (g_steal_pointer (&record), &error);
    g_assert_no_error (error);
    g_assert_nonnull (game);
  }
  return 0;
}
