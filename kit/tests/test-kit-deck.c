/* test-kit-deck.c: the kit's decks: 40 and 36 cards, and the deck less one Two with its
 * option and its check of stacked decks. */
#include <briscola-kit.h>

#define TWOS BRI_RANK_MASK (BRI_RANK_2)

static void
test_shared_decks (void)
{
  g_test_summary ("The 40-card deck, and the 36 without Twos, agree with their sizes");
  g_assert_cmpuint (bri_kit_deck_40 (NULL, NULL), ==, bri_deck_italian40 ());
  g_assert_cmpuint (bri_card_set_count (bri_kit_deck_40 (NULL, NULL)), ==,
                    bri_kit_deck_size_40 (NULL));
  g_assert_cmpuint (bri_kit_deck_36 (NULL, NULL) & TWOS, ==, 0);
  g_assert_cmpuint (bri_card_set_count (bri_kit_deck_36 (NULL, NULL)), ==,
                    bri_kit_deck_size_36 (NULL));
}

static void
test_chosen_two (void)
{
  g_test_summary ("Each suit's choice takes out that suit's Two and nothing else");
  for (guint suit = 0; suit < BRI_N_SUITS; suit++)
    {
      BriCardSet deck = bri_kit_deck_without_two (BRI_KIT_REMOVED_TWO_COINS + suit, NULL);

      g_assert_cmpuint (deck, ==, bri_deck_italian40 () &
                                  ~bri_card_bit (bri_card_new ((BriSuit) suit, BRI_RANK_2)));
      g_assert_cmpstr (bri_kit_removed_two_choices[BRI_KIT_REMOVED_TWO_COINS + suit].value, ==,
                       bri_card_to_string (bri_card_new ((BriSuit) suit, BRI_RANK_2)));
    }
  g_assert_null (bri_kit_removed_two_choices[BRI_KIT_REMOVED_TWO_CLUBS + 1].value);
}

static void
test_random_two (void)
{
  guint seen = 0;
  BriRng rng;

  g_test_summary ("A random Two comes from the rng, any of the four; without an rng (a "
                  "stacked deck) every card may be there");
  g_assert_cmpuint (bri_kit_deck_without_two (BRI_KIT_REMOVED_TWO_RANDOM, NULL), ==,
                    bri_deck_italian40 ());
  bri_rng_init (&rng, 17);
  for (guint i = 0; i < 200; i++)
    {
      BriCardSet out = bri_deck_italian40 () &
                       ~bri_kit_deck_without_two (BRI_KIT_REMOVED_TWO_RANDOM, &rng);

      g_assert_cmpuint (bri_card_set_count (out), ==, 1);
      g_assert_cmpuint (out & ~TWOS, ==, 0);
      seen |= 1u << bri_card_suit (bri_card_set_lowest (out));
    }
  g_assert_cmpuint (seen, ==, 0xf);
}

static void
test_check_deck (void)
{
  BriCardSet ace_missing = bri_deck_italian40 () &
                           ~bri_card_bit (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_ACE));
  g_autoptr (GError) error = NULL;

  g_test_summary ("A stacked deck may lack a Two, and no other card");
  g_assert_true (bri_kit_check_deck_without_two (NULL, bri_kit_deck_without_two (
    BRI_KIT_REMOVED_TWO_SWORDS, NULL), &error));
  g_assert_no_error (error);
  g_assert_false (bri_kit_check_deck_without_two (NULL, ace_missing, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  g_assert_nonnull (strstr (error->message, "Ac"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kit/deck/shared", test_shared_decks);
  g_test_add_func ("/kit/deck/chosen-two", test_chosen_two);
  g_test_add_func ("/kit/deck/random-two", test_random_two);
  g_test_add_func ("/kit/deck/check", test_check_deck);
  return g_test_run ();
}
