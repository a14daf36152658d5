/* test-table-notes.c: bri_state_get_table_notes() over variants with and without the
 * hook, and the helpers plugins fill their notes with. */
#include "config.h"

#include <bri-test.h>

static void
test_without_hook (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  BriTableNote notes[BRI_MAX_TABLE_NOTES];

  g_test_summary ("A variant without the hook has nothing to show beyond the cards");
  bri_test_config (&config, "briscola2", 0, NULL);
  g_assert_null (config.rules->table_notes);
  bri_rng_init (&rng, 1);
  bri_state_deal_random (&state, &config, 0, &rng);
  g_assert_cmpuint (bri_state_get_table_notes (&state, 0, BRI_DECK_STYLE_ITALIAN, notes), ==, 0);
}

static void
test_add_and_contain (void)
{
  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  BriTableNote other = { 2, BRI_TABLE_NOTE_PARTNER, "Partner" };
  guint n = 0;

  g_test_summary ("Notes are added with printf-style text, found again by seat, role and "
                  "text, and a full array refuses more");
  n = bri_table_notes_add (notes, n, 1, BRI_TABLE_NOTE_CONTRACT, "Needs %u", 61u);
  n = bri_table_notes_add (notes, n, BRI_NO_SEAT, BRI_TABLE_NOTE_INFO, "%s", "Trump");
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (notes[0].seat, ==, 1);
  g_assert_cmpuint (notes[0].role, ==, BRI_TABLE_NOTE_CONTRACT);
  g_assert_cmpstr (notes[0].text, ==, "Needs 61");
  g_assert_true (bri_table_notes_contain (notes, n, &notes[1]));
  g_assert_false (bri_table_notes_contain (notes, n, &other));
  other.seat = 1;
  other.role = BRI_TABLE_NOTE_CONTRACT;
  g_strlcpy (other.text, "Needs 62", sizeof other.text);
  g_assert_false (bri_table_notes_contain (notes, n, &other));

  while (n < BRI_MAX_TABLE_NOTES)
    n = bri_table_notes_add (notes, n, 0, BRI_TABLE_NOTE_INFO, "more");
  g_test_expect_message ("Briscola", G_LOG_LEVEL_CRITICAL, "*n_notes < BRI_MAX_TABLE_NOTES*");
  g_assert_cmpuint (bri_table_notes_add (notes, n, 0, BRI_TABLE_NOTE_INFO, "too many"), ==, n);
  g_test_assert_expected_messages ();
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/table-notes/without-hook", test_without_hook);
  g_test_add_func ("/table-notes/add-and-contain", test_add_and_contain);
  return g_test_run ();
}
