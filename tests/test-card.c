/* test-card.c: card notation, points, card sets and names. */
#include "config.h"

#include <bri-test.h>

static void
test_notation_round_trip (void)
{
  BriCardSet all = bri_deck_italian40 () | bri_deck_piquet32 ();

  g_assert_cmpuint (bri_card_set_count (all), ==, 52);
  BRI_CARD_SET_FOREACH (all, card)
    {
      BriCard parsed;
      g_autoptr (GError) error = NULL;
      const char *text = bri_card_to_string ((BriCard) card);

      g_assert_true (bri_card_parse (text, &parsed, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (parsed, ==, card);
    }
}

static void
test_notation_examples (void)
{
  BriCard card;

  g_assert_true (bri_card_parse ("Ad", &card, NULL));
  g_assert_cmpuint (bri_card_suit (card), ==, BRI_SUIT_COINS);
  g_assert_cmpuint (bri_card_rank (card), ==, BRI_RANK_ACE);
  g_assert_true (bri_card_parse ("3c", &card, NULL));
  g_assert_cmpuint (card, ==, bri_card_new (BRI_SUIT_CUPS, BRI_RANK_3));
  g_assert_true (bri_card_parse ("Qs", &card, NULL));
  g_assert_cmpuint (card, ==, bri_card_new (BRI_SUIT_SWORDS, BRI_RANK_QUEEN));
  g_assert_true (bri_card_parse ("Tb", &card, NULL));
  g_assert_cmpuint (card, ==, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_TEN));
  g_assert_true (bri_card_parse ("10b", &card, NULL));
  g_assert_cmpuint (card, ==, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_TEN));
}

static void
test_notation_errors (void)
{
  static const char *bad[] = { "", "A", "Ax", "1d", "Add", "Zd", "dA", "11d", "A d" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) error = NULL;
      BriCard card;
      g_assert_false (bri_card_parse (bad[i], &card, &error));
      g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_CARD);
      g_assert_nonnull (strstr (error->message, bad[i]));
    }
}

static void
test_cards_parse_list (void)
{
  g_autoptr (GError) error = NULL;
  g_autofree BriCard *cards = NULL;
  guint n;

  cards = bri_cards_parse ("Ad  3c\tKs", &n, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpstr (bri_card_to_string (cards[2]), ==, "Ks");

  g_assert_null (bri_cards_parse ("Ad 3c Ad", &n, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  g_assert_nonnull (strstr (error->message, "Ad"));
  g_clear_error (&error);
  g_assert_null (bri_cards_parse ("Ad Xq", &n, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_CARD);
  g_assert_nonnull (strstr (error->message, "Xq"));
}

static void
test_points (void)
{
  g_assert_cmpuint (bri_card_set_points (bri_deck_italian40 ()), ==, 120);
  g_assert_cmpuint (bri_card_set_points (bri_deck_piquet32 ()), ==, 120);
  g_assert_cmpuint (bri_card_set_points (BRI_SUIT_MASK (BRI_SUIT_COINS) & bri_deck_italian40 ()),
                    ==, 30);
  g_assert_cmpuint (bri_card_points (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_ACE)), ==, 11);
  g_assert_cmpuint (bri_card_points (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_3)), ==, 10);
  g_assert_cmpuint (bri_card_points (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_KING)), ==, 4);
  g_assert_cmpuint (bri_card_points (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_QUEEN)), ==, 3);
  g_assert_cmpuint (bri_card_points (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_JACK)), ==, 2);
  g_assert_cmpuint (bri_card_points (bri_card_new (BRI_SUIT_CUPS, BRI_RANK_7)), ==, 0);
}

static void
test_piquet_deck (void)
{
  BriCardSet deck = bri_deck_piquet32 ();

  g_assert_cmpuint (bri_card_set_count (deck), ==, 32);
  g_assert_true (bri_card_set_has (deck, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_TEN)));
  g_assert_true (bri_card_set_has (deck, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_7)));
  g_assert_false (bri_card_set_has (deck, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_3)));
  g_assert_false (bri_card_set_has (deck, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_6)));
}

/* The default trick rules are the Briscola family's: bri_rank_points and the rank order. */
static void
test_default_trick_rules (void)
{
  const BriTrickRules *rules = &bri_trick_rules_briscola;

  for (guint rank = 0; rank < BRI_N_RANKS; rank++)
    {
      BriCard c = bri_card_new (BRI_SUIT_SWORDS, (BriRank) rank);
      g_assert_cmpuint (bri_trick_rules_card_points (rules, c), ==, bri_card_points (c));
      g_assert_cmpuint (bri_trick_rules_card_strength (rules, c), ==, rank);
    }
  g_assert_cmpuint (bri_trick_rules_set_points (rules, bri_deck_italian40 ()), ==, 120);
  g_assert_cmpuint (bri_trick_rules_total_points (rules, bri_deck_piquet32 ()), ==, 120);
  g_assert_cmpuint (bri_trick_rules_get_point_unit (rules), ==, 1);
  g_assert_false (rules->must_follow);
}

/* Other points: a set counts by the table given, whatever the Briscola points. */
static void
test_trick_rules_points (void)
{
  static const BriTrickRules thirds = {
    .points = { [BRI_RANK_ACE] = 3, [BRI_RANK_3] = 1, [BRI_RANK_2] = 1, [BRI_RANK_KING] = 1 },
    .point_unit = 3,
    .last_trick_bonus = 3,
  };
  BriCardSet coins = BRI_SUIT_MASK (BRI_SUIT_COINS) & bri_deck_italian40 ();

  g_assert_cmpuint (bri_trick_rules_set_points (&thirds, coins), ==, 6);
  g_assert_cmpuint (bri_trick_rules_set_points (&thirds, bri_deck_italian40 ()), ==, 24);
  g_assert_cmpuint (bri_trick_rules_total_points (&thirds, bri_deck_italian40 ()), ==, 27);
  g_assert_cmpuint (bri_trick_rules_card_points (&thirds, bri_card_new (BRI_SUIT_CUPS,
                                                                        BRI_RANK_2)), ==, 1);
  g_assert_cmpuint (bri_trick_rules_card_points (&thirds, bri_card_new (BRI_SUIT_CUPS,
                                                                        BRI_RANK_JACK)), ==, 0);
}

static void
check_format (const BriTrickRules *rules, guint units, const char *expected)
{
  g_autofree char *text = bri_trick_rules_format_points (rules, units);
  g_assert_cmpstr (text, ==, expected);
}

static void
test_format_points (void)
{
  BriTrickRules rules = bri_trick_rules_briscola;

  check_format (&rules, 0, "0");
  check_format (&rules, 61, "61");
  rules.point_unit = 0;
  check_format (&rules, 7, "7");
  rules.point_unit = 3;
  check_format (&rules, 0, "0");
  check_format (&rules, 1, "⅓");
  check_format (&rules, 2, "⅔");
  check_format (&rules, 33, "11");
  check_format (&rules, 34, "11⅓");
  check_format (&rules, 35, "11⅔");
  rules.point_unit = 2;
  check_format (&rules, 5, "2½");
  rules.point_unit = 4;
  check_format (&rules, 7, "1¾");
  rules.point_unit = 5;
  check_format (&rules, 16, "3 1/5");
  check_format (&rules, 2, "2/5");
}

static void
test_strength_order (void)
{
  /* A 3 K Q J 7 6 5 4 2, and A T K Q J 9 8 7: a higher rank value is a stronger card. */
  static const char *order[] = { "2", "4", "5", "6", "7", "8", "9", "J", "Q", "K", "T", "3", "A" };
  for (guint i = 1; i < G_N_ELEMENTS (order); i++)
    {
      BriRank weaker, stronger;
      g_assert_true (bri_rank_parse (order[i - 1], &weaker));
      g_assert_true (bri_rank_parse (order[i], &stronger));
      g_assert_cmpuint (weaker, <, stronger);
    }
}

static void
test_names (void)
{
  BriCard ace_coins = bri_card_new (BRI_SUIT_COINS, BRI_RANK_ACE);
  BriCard q_hearts = bri_card_new (BRI_SUIT_CUPS, BRI_RANK_QUEEN);
  g_autofree char *a = bri_card_get_name (ace_coins, BRI_DECK_STYLE_ITALIAN);
  g_autofree char *b = bri_card_get_name (q_hearts, BRI_DECK_STYLE_FRENCH);
  g_autofree char *c = bri_card_get_name (q_hearts, BRI_DECK_STYLE_FRENCH_SOUTH);
  g_autofree char *d = bri_card_get_name (q_hearts, BRI_DECK_STYLE_ITALIAN);

  g_assert_cmpstr (a, ==, "Ace of Coins");
  g_assert_cmpstr (b, ==, "Queen of Hearts");
  /* South Italian order: the 3-point card is the Jack. */
  g_assert_cmpstr (c, ==, "Jack of Hearts");
  g_assert_cmpstr (d, ==, "Knight of Cups");
}

/* Counting a set, done in registers where the processor has no popcount instruction,
 * agrees with counting its cards one by one, down to the empty and the full set. */
static void
test_set_count (void)
{
  BriRng rng;

  g_assert_cmpuint (bri_card_set_count (0), ==, 0);
  g_assert_cmpuint (bri_card_set_count (G_MAXUINT64), ==, 64);
  bri_rng_init (&rng, 1);
  for (guint i = 0; i < 2000; i++)
    {
      /* Sparse and dense sets both: and-ing or or-ing two draws. */
      guint64 a = bri_rng_next (&rng), b = bri_rng_next (&rng);
      BriCardSet set = i % 3 == 0 ? a & b : i % 3 == 1 ? a | b : a;
      guint count = 0;

      for (guint bit = 0; bit < 64; bit++)
        count += (set >> bit) & 1;
      g_assert_cmpuint (bri_card_set_count (set), ==, count);
    }
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/card/notation-round-trip", test_notation_round_trip);
  g_test_add_func ("/core/card/notation-examples", test_notation_examples);
  g_test_add_func ("/core/card/notation-errors", test_notation_errors);
  g_test_add_func ("/core/card/parse-list", test_cards_parse_list);
  g_test_add_func ("/core/card/points", test_points);
  g_test_add_func ("/core/card/strength-order", test_strength_order);
  g_test_add_func ("/core/card/piquet-deck", test_piquet_deck);
  g_test_add_func ("/core/card/default-trick-rules", test_default_trick_rules);
  g_test_add_func ("/core/card/trick-rules-points", test_trick_rules_points);
  g_test_add_func ("/core/card/format-points", test_format_points);
  g_test_add_func ("/core/card/names", test_names);
  g_test_add_func ("/core/card/set-count", test_set_count);
  return g_test_run ();
}
