/* test-briscola3.c: Briscola for three: stacked deals, the missing Two, ties and void
 * deals, every match format, random deals and the computer players. */
#include "config.h"

#include <bri-test.h>

/* No Two of clubs. Seat 0: Ad 4c Qs, seat 1: 3d 7c 2s, seat 2: Kb Ac 5d; the Seven of
 * clubs is turned; the stock starts 6d Kd 4d 3c Qd Jd 7d 2d Kc. */
#define DECK "Ad 3d Kb 4c 7c Ac Qs 2s 5d 7b " \
             "6d Kd 4d 3c Qd Jd 7d 2d Kc Qc Jc 6c 5c 2c As 3s Ks Js 7s 6s 5s 4s " \
             "Ab 3b Qb Jb 6b 5b 4b"

static void
test_deal_and_draw (void)
{
  BriConfig config;
  BriState state;

  bri_test_config (&config, "briscola3", 0, NULL);
  g_assert_cmpuint (config.n_players, ==, 3);
  bri_test_deal (&state, &config, DECK);
  g_assert_cmpuint (state.deck, ==, bri_deck_italian40 () & ~bri_test_cards ("2b"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 4c Qs"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("3d 7c 2s"));
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("Kb Ac 5d"));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("7b"));
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_CLUBS);
  /* 29 face-down cards and the turned one under them. */
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 30);
  g_assert_cmpuint (state.stock[state.stock_len - 1], ==, bri_test_card ("7b"));
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "Ad 4c Qs"));

  /* The King of trumps takes the Ace and the Three of coins: 11 + 10 + 4. */
  bri_test_play (&state, "Ad 3d Kb");
  g_assert_cmpuint (state.last_trick.winner, ==, 2);
  g_assert_cmpuint (bri_state_seat_points (&state, 2), ==, 25);
  /* Seat 2 draws first, then seats 0 and 1. */
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("Ac 5d 6d"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("4c Qs Kd"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("7c 2s 4d"));
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 27);

  /* No need to follow suit: every card may be played. */
  g_assert_true (bri_test_legal_is (&state, "Ac 5d 6d"));
  bri_test_play (&state, "Ac");
  g_assert_true (bri_test_legal_is (&state, "4c Qs Kd"));
  /* The Ace of cups leads and holds: 11 more for seat 2. */
  bri_test_play (&state, "4c 7c");
  g_assert_cmpuint (state.last_trick.winner, ==, 2);
  g_assert_cmpuint (bri_state_seat_points (&state, 2), ==, 36);
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("5d 6d 3c"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Qs Kd Qd"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("2s 4d Jd"));

  /* Seat 2 leads the Five of coins; seat 0's King beats seat 1's Jack: 4 + 2. */
  bri_test_play (&state, "5d Kd Jd");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (state.last_trick.leader, ==, 2);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 6);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 0);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Qs Qd 7d"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("2s 4d 2d"));
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("6d 3c Kc"));
  g_assert_cmpuint (state.to_act, ==, 0);

  /* A card of a third suit never wins, even a Three: seat 0 leads the Knight of swords
   * and takes 3 + 10 with seat 2's Three of cups on it. */
  bri_test_play (&state, "Qs 2s 3c");
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 19);
}

/* Plays the first legal card for every seat to the end, checking the stock runs out
 * after the tenth trick with the turned card going to the last seat to draw. */
static void
test_end_of_stock (void)
{
  BriState state;
  guint tricks_seen = 0;
  guint total = 0;

  bri_test_deal_variant (&state, "briscola3", 0, NULL, DECK);
  while (bri_test_play_first_legal_trick (&state))
    {
      tricks_seen++;
      if (state.n_tricks < 10)
        {
          g_assert_cmpuint (bri_state_stock_left (&state), ==, 30 - 3 * state.n_tricks);
          g_assert_false (bri_card_set_has (state.hand[0] | state.hand[1] | state.hand[2],
                                            bri_test_card ("7b")));
        }
      else if (state.n_tricks == 10)
        {
          /* The winner draws first: the third seat from it gets the turned Seven. */
          guint last = (state.last_trick.winner + 2) % 3;
          g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
          g_assert_true (bri_card_set_has (state.hand[last], bri_test_card ("7b")));
        }
      if (!bri_state_is_over (&state))
        for (guint seat = 0; seat < 3; seat++)
          g_assert_cmpuint (bri_state_hand_size (&state, seat), ==,
                            state.n_tricks < 10 ? 3 : 13 - state.n_tricks);
    }
  g_assert_cmpuint (tricks_seen, ==, 13);
  g_assert_cmpuint (state.n_tricks, ==, 13);
  for (guint seat = 0; seat < 3; seat++)
    total += bri_state_seat_points (&state, seat);
  g_assert_cmpuint (total, ==, 120);
  g_assert_cmpuint (state.played, ==, state.deck);
}

static void
test_removed_two (void)
{
  BriConfig config;
  g_autoptr (GError) error = NULL;
  const char *full = "Ad 3d Kd Qd Jd 7d 6d 5d 4d 2d Ac 3c Kc Qc Jc 7c 6c 5c 4c 2c "
                     "As 3s Ks Qs Js 7s 6s 5s 4s 2s Ab 3b Kb Qb Jb 7b 6b 5b 4b 2b";

  bri_test_check_removed_two ("briscola3", 0, DECK);

  /* All 40 cards are one too many; 38, without the Ace and Three of coins, one too few. */
  bri_test_config (&config, "briscola3", 0, NULL);
  bri_test_check_deck_refused (&config, 2, full, "39");
  bri_test_check_deck_refused (&config, 2, full + strlen ("Ad 3d "), NULL);

  /* An unknown choice is refused by name. */
  bri_config_init (&config, bri_test_rules ("briscola3"));
  g_assert_false (bri_config_set_option (&config, "removed-two", "3d", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "3d"));
}

static void
test_view (void)
{
  BriState state;

  bri_test_deal_variant (&state, "briscola3", 0, NULL, DECK);
  for (guint seat = 0; seat < 3; seat++)
    {
      BriView view;
      BriCardSet others = 0;

      bri_state_get_view (&state, seat, &view);
      for (guint other = 0; other < 3; other++)
        if (other != seat)
          {
            g_assert_cmpuint (view.known[other], ==, 0);
            others |= state.hand[other];
          }
      g_assert_cmpuint (view.known[seat], ==, state.hand[seat]);
      g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("7b"));
      /* The other hands and the face-down stock; the Two was taken out in view. */
      g_assert_cmpuint (bri_card_set_count (view.unseen), ==, 6 + 29);
      g_assert_cmpuint (view.unseen & others, ==, others);
      g_assert_false (bri_card_set_has (view.unseen, bri_test_card ("2b")));
      g_assert_false (bri_card_set_has (view.unseen, bri_test_card ("7b")));
    }
}

/* A finished deal: @pile0 and @pile1 are what seats 0 and 1 took ("*" every card),
 * seat 2 has the rest. */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer, const char *pile0,
               const char *pile1)
{
  bri_test_deal_played_out (state, config, dealer);
  state->pile[0] = g_strcmp0 (pile0, "*") == 0 ? state->deck : bri_test_cards (pile0);
  state->pile[1] = g_strcmp0 (pile1, "*") == 0 ? state->deck : bri_test_cards (pile1);
  g_assert_cmpuint (state->pile[0] & state->pile[1], ==, 0);
  state->pile[2] = state->deck & ~state->pile[0] & ~state->pile[1];
  bri_state_finish (state);
}

/* Hand-counted piles. '0', '1', '2': that seat takes everything; 'v': 40, 40, 40;
 * 't': seats 0 and 1 take 50 each, seat 2 20; 'u': seat 0 20, seats 1 and 2 50. */
static void
result_deal (BriState *state, const BriConfig *config, guint dealer, char result)
{
  switch (result)
    {
    case '0':
      finished_deal (state, config, dealer, "*", "");
      break;
    case '1':
      finished_deal (state, config, dealer, "", "*");
      break;
    case '2':
      finished_deal (state, config, dealer, "", "");
      break;
    case 'v':
      /* 11 + 10 + 11 + 4 + 4 each for seats 0 and 1; Threes, Knights and Jacks left. */
      finished_deal (state, config, dealer, "Ad 3d Ac Kd Kc", "As 3s Ab Ks Kb");
      break;
    case 't':
      finished_deal (state, config, dealer, "Ad 3d Ac Kd Kc Qd Qc Jd Jc",
                     "As 3s Ab Ks Kb Qs Qb Js Jb");
      break;
    case 'u':
      finished_deal (state, config, dealer, "3c 3b", "Ad 3d Ac Kd Kc Qd Qc Jd Jc");
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
test_ties_and_voids (void)
{
  static const struct
  {
    char result;
    guint points[3];
    BriOutcome outcome;
    guint winner;
  } cases[] = {
    { '1', { 0, 120, 0 }, BRI_OUTCOME_WIN, 1 },
    { 'v', { 40, 40, 40 }, BRI_OUTCOME_VOID, 0 },
    { 't', { 50, 50, 20 }, BRI_OUTCOME_TIE, 0 },
    { 'u', { 20, 50, 50 }, BRI_OUTCOME_TIE, 0 },
  };
  static const char *formats[] = { "single", "first-to-2", "first-to-3", "three-deals",
                                   "points-121" };

  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
      {
        g_autofree char *option = g_strdup_printf ("removed-two=2b;match=%s", formats[f]);
        gboolean counts_wins = f == 1 || f == 2;
        BriConfig config;
        BriState state;
        BriDealScore score;

        bri_test_config (&config, "briscola3", 0, option);
        result_deal (&state, &config, 0, cases[i].result);
        config.rules->score (&state, &score);
        for (guint seat = 0; seat < 3; seat++)
          g_assert_cmpuint (score.points[seat], ==, cases[i].points[seat]);
        g_assert_cmpuint (score.outcome, ==, cases[i].outcome);
        if (cases[i].outcome == BRI_OUTCOME_WIN)
          g_assert_cmpuint (score.winner_side, ==, cases[i].winner);
        /* A void deal is always dealt again; a tie only where deals won are counted. */
        g_assert_cmpint (score.replay, ==,
                         cases[i].outcome == BRI_OUTCOME_VOID ||
                         (cases[i].outcome == BRI_OUTCOME_TIE && counts_wins));
      }
}

/* Plays @results through a match whose first dealer is seat 2; returns how many deals it
 * took to finish, or 0. @dealers, if given, receives the dealer of each deal. */
static guint
run_match (const char *format, const char *results, BriMatch *match, char *dealers)
{
  static const BriTestMatches matches = { "briscola3", 0, "removed-two=2b", "match", 2, result_deal };

  return bri_test_run_match (&matches, format, results, match, dealers);
}

static void
test_match_single (void)
{
  BriMatch match;
  char dealers[16];

  g_assert_cmpuint (run_match ("single", "1", &match, NULL), ==, 1);
  g_assert_cmpuint (match.winners, ==, 1u << 1);
  g_assert_cmpint (match.score[1], ==, 120);
  /* Two level at the top share the win. */
  g_assert_cmpuint (run_match ("single", "t", &match, NULL), ==, 1);
  g_assert_cmpuint (match.winners, ==, 0x3);
  g_assert_cmpuint (run_match ("single", "u", &match, NULL), ==, 1);
  g_assert_cmpuint (match.winners, ==, 0x6);
  /* A void deal does not count: the same dealer deals again. */
  g_assert_cmpuint (run_match ("single", "vv2", &match, dealers), ==, 3);
  g_assert_cmpstr (dealers, ==, "222");
  g_assert_cmpuint (match.winners, ==, 1u << 2);
  g_assert_cmpint (match.score[2], ==, 120);
  g_assert_cmpint (match.score[0], ==, 0);
}

static void
test_match_deals_won (void)
{
  BriMatch match;
  char dealers[16];

  /* The deal passes counterclockwise, to the seat after the dealer; ties and voids are
   * dealt again by the same dealer. */
  g_assert_cmpuint (run_match ("first-to-2", "0tv10", &match, dealers), ==, 5);
  g_assert_cmpstr (dealers, ==, "20001");
  g_assert_cmpuint (match.winners, ==, 1u << 0);
  g_assert_cmpuint (match.wins[0], ==, 2);
  g_assert_cmpuint (match.wins[1], ==, 1);
  g_assert_cmpint (match.score[0], ==, 240);
  g_assert_cmpint (match.score[1], ==, 120);
  g_assert_cmpuint (match.dealer, ==, 2);

  g_assert_cmpuint (run_match ("first-to-2", "012", &match, NULL), ==, 0);
  g_assert_cmpuint (run_match ("first-to-2", "0122", &match, NULL), ==, 4);
  g_assert_cmpuint (match.winners, ==, 1u << 2);

  g_assert_cmpuint (run_match ("first-to-3", "11u2v1", &match, dealers), ==, 6);
  g_assert_cmpstr (dealers, ==, "201122");
  g_assert_cmpuint (match.winners, ==, 1u << 1);
  g_assert_cmpuint (run_match ("first-to-3", "0011", &match, NULL), ==, 0);
}

static void
test_match_points (void)
{
  BriMatch match;
  char dealers[16];

  /* Three deals that count, one dealt by each player; a tie counts its points. */
  g_assert_cmpuint (run_match ("three-deals", "0vt1", &match, dealers), ==, 4);
  g_assert_cmpstr (dealers, ==, "2001");
  g_assert_cmpint (match.score[0], ==, 170);
  g_assert_cmpint (match.score[1], ==, 170);
  g_assert_cmpint (match.score[2], ==, 20);
  g_assert_cmpuint (match.winners, ==, 0x3);
  g_assert_cmpuint (run_match ("three-deals", "012", &match, NULL), ==, 3);
  g_assert_cmpuint (match.winners, ==, 0);
  g_assert_cmpuint (run_match ("three-deals", "u2u", &match, NULL), ==, 3);
  g_assert_cmpint (match.score[2], ==, 220);
  g_assert_cmpuint (match.winners, ==, 1u << 2);

  /* First to 121; should two pass it level, play goes on. */
  g_assert_cmpuint (run_match ("points-121", "10", &match, NULL), ==, 0);
  g_assert_cmpuint (run_match ("points-121", "11", &match, NULL), ==, 2);
  g_assert_cmpuint (match.winners, ==, 1u << 1);
  g_assert_cmpuint (run_match ("points-121", "10t2v0", &match, dealers), ==, 6);
  g_assert_cmpstr (dealers, ==, "201200");
  g_assert_cmpint (match.score[0], ==, 290);
  g_assert_cmpint (match.score[1], ==, 170);
  g_assert_cmpint (match.score[2], ==, 140);
  g_assert_cmpuint (match.winners, ==, 1u << 0);
  /* 120 is not yet 121. */
  g_assert_cmpuint (run_match ("points-121", "2", &match, NULL), ==, 0);
  g_assert_cmpuint (run_match ("points-121", "2u", &match, NULL), ==, 2);
  g_assert_cmpint (match.score[0], ==, 20);
  g_assert_cmpint (match.score[2], ==, 170);
  g_assert_cmpuint (match.winners, ==, 1u << 2);
}

static void
test_random_deals (void)
{
  static const char *const options[] = { NULL, "removed-two=2d", "removed-two=2c",
                                         "removed-two=2s", "removed-two=2b" };

  bri_test_check_random_deals_with ("briscola3", options, G_N_ELEMENTS (options), 2000, NULL, 0);
}

/* Greedy and the easy searching player choose legal cards through whole deals. */
static void
test_computer_players (void)
{
  static const BriPlayerKind kinds[] = { BRI_PLAYER_GREEDY, BRI_PLAYER_EASY };
  BriConfig config;
  BriRng rng;

  bri_test_config (&config, "briscola3", 0, NULL);
  bri_rng_init (&rng, 11);
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint d = 0; d < (kinds[k] == BRI_PLAYER_GREEDY ? 200u : 4u); d++)
      {
        BriState state;
        guint moves = 0;

        bri_state_deal_random (&state, &config, d % 3, &rng);
        while (!bri_state_is_over (&state))
          {
            BriAction action = bri_player_choose (kinds[k], &state, &rng, NULL);
            g_assert_true (bri_state_is_legal (&state, action));
            bri_state_apply (&state, action);
            moves++;
          }
        g_assert_cmpuint (moves, ==, 39);
        g_assert_cmpuint (state.n_tricks, ==, 13);
      }
}

/* Whole matches of real deals between greedy players, in every format: each ends, with
 * the cumulative points those of the deals that counted. */
static void
test_played_matches (void)
{
  static const char *formats[] = { "single", "first-to-2", "first-to-3", "three-deals",
                                   "points-121" };
  BriRng rng;

  bri_rng_init (&rng, 23);
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    for (guint m = 0; m < 20; m++)
      {
        g_autofree char *option = g_strdup_printf ("match=%s", formats[f]);
        BriConfig config;
        BriMatch match;
        gint32 expected = 0, total = 0;
        guint counted = 0;

        bri_test_config (&config, "briscola3", 0, option);
        bri_match_init (&match, &config, m % 3);
        while (!match.finished)
          {
            BriState state;
            BriDealScore score;
            guint dealer = match.dealer;

            bri_state_deal_random (&state, &config, dealer, &rng);
            while (!bri_state_is_over (&state))
              bri_state_apply (&state, bri_player_choose (BRI_PLAYER_GREEDY, &state, &rng, NULL));
            bri_match_add_deal (&match, &state, &score);
            g_assert_cmpuint (match.dealer, ==, score.replay ? dealer : (dealer + 1) % 3);
            if (!score.replay)
              expected += 120, counted++;
            g_assert_cmpuint (match.n_deals, <, 100);
          }
        for (guint seat = 0; seat < 3; seat++)
          total += match.score[seat];
        g_assert_cmpint (total, ==, expected);
        if (f == 0)
          g_assert_cmpuint (counted, ==, 1);
        else if (f == 3)
          g_assert_cmpuint (counted, ==, 3);
        else if (f == 4)
          g_assert_cmpint (MAX (MAX (match.score[0], match.score[1]), match.score[2]), >=, 121);
        else
          g_assert_cmpuint (counted, <=, f == 1 ? 4u : 7u);
        if (f != 0 && f != 3)
          g_assert_cmpuint (match.winners & (match.winners - 1), ==, 0);
      }
}

static void
test_table_notes (void)
{
  BriState state;
  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  g_autofree char *two = bri_card_get_name (bri_test_card ("2b"), BRI_DECK_STYLE_ITALIAN);
  g_autofree char *expected = g_strdup_printf ("Out of the deck: the %s", two);

  g_test_summary ("The Two taken out is shown to every seat for the whole deal");
  bri_test_deal_variant (&state, "briscola3", 0, NULL, DECK);
  for (guint seat = 0; seat < 3; seat++)
    {
      g_assert_cmpuint (bri_state_get_table_notes (&state, seat, BRI_DECK_STYLE_ITALIAN, notes),
                        ==, 1);
      g_assert_cmpuint (notes[0].seat, ==, BRI_NO_SEAT);
      g_assert_cmpuint (notes[0].role, ==, BRI_TABLE_NOTE_INFO);
      g_assert_cmpstr (notes[0].text, ==, expected);
    }
  bri_test_play (&state, "Ad 3d Kb");
  g_assert_cmpuint (bri_state_get_table_notes (&state, 1, BRI_DECK_STYLE_ITALIAN, notes), ==, 1);
  g_assert_cmpstr (notes[0].text, ==, expected);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/briscola3/deal-and-draw", test_deal_and_draw);
  g_test_add_func ("/briscola3/end-of-stock", test_end_of_stock);
  g_test_add_func ("/briscola3/removed-two", test_removed_two);
  g_test_add_func ("/briscola3/table-notes", test_table_notes);
  g_test_add_func ("/briscola3/view", test_view);
  g_test_add_func ("/briscola3/ties-and-voids", test_ties_and_voids);
  g_test_add_func ("/briscola3/match/single", test_match_single);
  g_test_add_func ("/briscola3/match/deals-won", test_match_deals_won);
  g_test_add_func ("/briscola3/match/points", test_match_points);
  g_test_add_func ("/briscola3/match/played", test_played_matches);
  g_test_add_func ("/briscola3/random-deals", test_random_deals);
  g_test_add_func ("/briscola3/computer-players", test_computer_players);
  return g_test_run ();
}
