/* test-scoperta.c: Briscola Scoperta: a stacked deal played out, what each seat sees,
 * resampling, every option, match formats and the computer players. */
#include "config.h"

#include <bri-test.h>

/* Seat 0 gets Kd 2s Ab, seat 1 gets 3c 7d Js, 4c is turned (cups are trump), and the
 * stock follows in drawing order: Qd is its open top card at the start. */
#define DECK "Kd 3c 2s 7d Ab Js 4c Qd 5s Ac 2b Kb 6d Jc 3s 4d 7b As 2c Qs 5d Jb 6c 3b " \
             "Ad 4s Kc 2d 6s Qb 5c 7s 3d Jd 6b Ks 7c 4b Qc 5b"

#define N_HAND_CARDS 6
#define TRUMP_INDEX 6
#define STOCK_INDEX 7

/* The whole deal, worked out by hand: each trick's lead and answer, who takes it, the
 * points in it, and the cards the winner and then the loser draw. */
static const struct
{
  const char *lead, *answer;
  guint winner, points;
  const char *winner_draws, *loser_draws;
} tricks[] = {
  { "Kd", "7d", 0, 4, "Qd", "5s" },  /* King over Seven of the suit led */
  { "2s", "5s", 1, 0, "Ac", "2b" },
  { "Js", "Ab", 1, 13, "Kb", "6d" }, /* an Ace of another plain suit never wins */
  { "Kb", "2b", 1, 4, "Jc", "3s" },
  { "Jc", "Qd", 1, 5, "4d", "7b" },  /* a trump led */
  { "4d", "6d", 0, 0, "As", "2c" },
  { "As", "2c", 1, 11, "Qs", "5d" }, /* the lowest trump takes an Ace */
  { "Qs", "3s", 0, 13, "Jb", "6c" }, /* the Three beats the Knight */
  { "5d", "6c", 1, 0, "3b", "Ad" },
  { "3b", "7b", 1, 10, "4s", "Kc" },
  { "4s", "Kc", 0, 4, "2d", "6s" },
  { "Ad", "3c", 1, 21, "Qb", "5c" },
  { "Qb", "Jb", 1, 5, "7s", "3d" },
  { "6s", "5c", 0, 0, "Jd", "6b" },
  { "Jd", "6b", 0, 2, "Ks", "7c" },
  { "Ks", "7s", 0, 4, "4b", "Qc" },
  { "4b", "Qc", 1, 3, "5b", "4c" },  /* the loser draws the turned trump card */
  { "5b", "2d", 1, 0, NULL, NULL },  /* the stock is gone: hands are played out */
  { "7c", "4c", 1, 0, NULL, NULL },
  { "Ac", "3d", 1, 21, NULL, NULL },
};

/* The deck in dealing order, as an array, to work out views independently of the state. */
static BriCard *
deck_order (const char *deck, guint *n)
{
  g_autoptr (GError) error = NULL;
  BriCard *order = bri_cards_parse (deck, n, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (*n, ==, 40);
  return order;
}

static BriCardSet
order_range (const BriCard *order, guint from, guint to)
{
  BriCardSet set = 0;

  for (guint i = from; i < to; i++)
    set |= bri_card_bit (order[i]);
  return set;
}

/* What either seat must see after @draws cards were drawn from the stacked deck
 * @order: both hands, the open top card of the stock and the turned card while the
 * stock lasts, and nothing of the cards between them. */
static void
assert_open_view (const BriState *state, const BriCard *order, guint draws)
{
  guint top = STOCK_INDEX + draws;

  for (guint seat = 0; seat < 2; seat++)
    {
      BriView view;

      bri_state_get_view (state, seat, &view);
      g_assert_cmpuint (view.known[0], ==, state->hand[0]);
      g_assert_cmpuint (view.known[1], ==, state->hand[1]);
      if (top < 40)
        {
          g_assert_true (view.stock_top_open);
          g_assert_cmpuint (state->stock[state->stock_top], ==, order[top]);
          g_assert_cmpuint (view.stock_known, ==,
                            bri_card_bit (order[top]) | bri_card_bit (order[TRUMP_INDEX]));
          g_assert_cmpuint (view.unseen, ==, order_range (order, top + 1, 40));
        }
      else
        {
          g_assert_false (view.stock_top_open);
          g_assert_cmpuint (view.stock_known, ==, 0);
          g_assert_cmpuint (view.unseen, ==, 0);
        }
    }
}

static void
test_stacked_deal (void)
{
  g_autofree BriCard *order = NULL;
  BriConfig config;
  BriState state;
  BriDealScore score;
  guint points[2] = { 0, 0 };
  guint leader = 0, draws = 0, n;

  order = deck_order (DECK, &n);
  bri_test_config (&config, "scoperta", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  g_assert_cmpuint (state.dealer, ==, 1);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Kd 2s Ab"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("3c 7d Js"));
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("4c"));
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_CUPS);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 34);
  assert_open_view (&state, order, 0);

  for (guint t = 0; t < G_N_ELEMENTS (tricks); t++)
    {
      g_autofree char *actions = g_strdup_printf ("%s %s", tricks[t].lead, tricks[t].answer);
      guint winner = tricks[t].winner, loser = 1 - winner;

      g_test_message ("trick %u: %s", t + 1, actions);
      g_assert_cmpuint (state.to_act, ==, leader);
      /* The open top card is what the winner of this trick will draw. */
      if (tricks[t].winner_draws != NULL)
        g_assert_cmpuint (state.stock[state.stock_top], ==, bri_test_card (tricks[t].winner_draws));

      bri_test_play (&state, actions);
      g_assert_cmpuint (state.last_trick.leader, ==, leader);
      g_assert_cmpuint (state.last_trick.winner, ==, winner);
      points[winner] += tricks[t].points;
      g_assert_cmpuint (bri_state_seat_points (&state, winner), ==, points[winner]);
      g_assert_cmpuint (bri_state_seat_points (&state, loser), ==, points[loser]);
      if (tricks[t].winner_draws != NULL)
        {
          g_assert_true (bri_card_set_has (state.hand[winner],
                                           bri_test_card (tricks[t].winner_draws)));
          g_assert_true (bri_card_set_has (state.hand[loser],
                                           bri_test_card (tricks[t].loser_draws)));
          draws += 2;
        }
      g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, MIN (3, 19 - t));
      g_assert_cmpuint (bri_state_hand_size (&state, 1), ==, MIN (3, 19 - t));
      assert_open_view (&state, order, draws);
      leader = winner;
    }

  g_assert_true (bri_state_is_over (&state));
  g_assert_cmpuint (state.n_tricks, ==, 20);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.points[0], ==, 27);
  g_assert_cmpuint (score.points[1], ==, 93);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, 1);
  g_assert_false (score.replay);
}

static void
test_illegal_play (void)
{
  g_autoptr (GError) error = NULL;
  BriState state;

  bri_test_deal_variant (&state, "scoperta", 0, NULL, DECK);
  /* Seat 0 can see seat 1's Three of cups but may not play it. */
  g_assert_false (bri_test_try_play (&state, "3c", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_assert_nonnull (strstr (error->message, "3c"));
  g_clear_error (&error);
  /* Nor the open card on the stock. */
  g_assert_false (bri_test_try_play (&state, "Qd", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_assert_true (bri_test_legal_is (&state, "Kd 2s Ab"));
  /* Any card may answer: there is no need to follow suit. */
  bri_test_play (&state, "Kd");
  g_assert_true (bri_test_legal_is (&state, "3c 7d Js"));
}

static void
test_view_start (void)
{
  BriState state;

  bri_test_deal_variant (&state, "scoperta", 0, NULL, DECK);
  for (guint seat = 0; seat < 2; seat++)
    {
      BriView view;
      BriCardSet rest;

      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.seat, ==, seat);
      g_assert_cmpuint (view.known[0], ==, bri_test_cards ("Kd 2s Ab"));
      g_assert_cmpuint (view.known[1], ==, bri_test_cards ("3c 7d Js"));
      g_assert_true (view.stock_top_open);
      g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("Qd 4c"));
      g_assert_cmpuint (view.aside_known, ==, 0);
      /* The 32 cards between the open top card and the trump card. */
      rest = bri_deck_italian40 () & ~bri_test_cards ("Kd 2s Ab 3c 7d Js 4c Qd");
      g_assert_cmpuint (bri_card_set_count (rest), ==, 32);
      g_assert_cmpuint (view.unseen, ==, rest);
      /* The card beneath the open one is hidden until it comes to the top. */
      g_assert_true (bri_card_set_has (view.unseen, bri_test_card ("5s")));
      g_assert_false (view.may_review_pile);
    }
}

/* Every card a seat sees stays where it is when the hidden ones are dealt anew. */
static void
assert_resample_keeps_visible (const BriState *state, guint seat, BriRng *rng,
                               guint *moved)
{
  BriState sample;
  BriView view;
  BriCardSet stock = 0, sampled_stock = 0;

  bri_state_get_view (state, seat, &view);
  bri_state_resample (state, seat, rng, &sample);
  for (guint s = 0; s < 2; s++)
    {
      g_assert_cmpuint (sample.hand[s], ==, state->hand[s]);
      g_assert_cmpuint (sample.pile[s], ==, state->pile[s]);
    }
  g_assert_cmpuint (sample.played, ==, state->played);
  g_assert_cmpuint (sample.stock_top, ==, state->stock_top);
  g_assert_cmpuint (sample.stock_len, ==, state->stock_len);
  g_assert_cmpuint (sample.trump_card, ==, state->trump_card);
  for (guint i = state->stock_top; i < state->stock_len; i++)
    {
      stock |= bri_card_bit (state->stock[i]);
      sampled_stock |= bri_card_bit (sample.stock[i]);
      if (bri_card_set_has (view.stock_known, state->stock[i]))
        g_assert_cmpuint (sample.stock[i], ==, state->stock[i]);
      else
        g_assert_true (bri_card_set_has (view.unseen, sample.stock[i]));
      *moved += sample.stock[i] != state->stock[i];
    }
  g_assert_cmpuint (sampled_stock, ==, stock);
  if (bri_state_stock_left (state) > 0)
    {
      g_assert_cmpuint (sample.stock[sample.stock_top], ==, state->stock[state->stock_top]);
      g_assert_cmpuint (sample.stock[sample.stock_len - 1], ==, state->trump_card);
    }
}

static void
test_resample_keeps_visible_cards (void)
{
  BriConfig config;
  BriRng rng;
  guint moved = 0;

  bri_test_config (&config, "scoperta", 0, NULL);
  bri_rng_init (&rng, 11);
  for (guint d = 0; d < 40; d++)
    {
      BriState state;

      bri_state_deal_random (&state, &config, d % 2, &rng);
      while (!bri_state_is_over (&state))
        {
          for (guint k = 0; k < 3; k++)
            {
              assert_resample_keeps_visible (&state, 0, &rng, &moved);
              assert_resample_keeps_visible (&state, 1, &rng, &moved);
            }
          bri_state_apply (&state, bri_player_random (&state, &rng));
        }
    }
  /* The hidden middle of the stock was really dealt anew. */
  g_assert_cmpuint (moved, >, 1000);
}

static void
test_redeal (void)
{
  /* DECK with the Ace of cups turned and 4c put in its place in the stock. */
  const char *one = "Kd 3c 2s 7d Ab Js Ac Qd 5s 4c 2b Kb 6d Jc 3s 4d 7b As 2c Qs 5d Jb 6c 3b "
                    "Ad 4s Kc 2d 6s Qb 5c 7s 3d Jd 6b Ks 7c 4b Qc 5b";
  /* And with the Three of swords on top of the stock, to be turned next. */
  const char *two = "Kd 3c 2s 7d Ab Js Ac 3s 5s 4c 2b Kb 6d Jc Qd 4d 7b As 2c Qs 5d Jb 6c 3b "
                    "Ad 4s Kc 2d 6s Qb 5c 7s 3d Jd 6b Ks 7c 4b Qc 5b";
  BriConfig config;
  BriState state;
  BriView view;

  /* Off (the default): the Ace stays turned and Qd is the open top card. */
  bri_test_config (&config, "scoperta", 0, NULL);
  bri_test_deal (&state, &config, one);
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("Ac"));
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("Qd Ac"));

  /* On: the Ace goes to the middle of the stock (17th of the 33 above the trump card),
   * Qd is turned instead and 5s comes to the top, open. */
  bri_test_config (&config, "scoperta", 0, "redeal=on");
  bri_test_deal (&state, &config, one);
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("Qd"));
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_COINS);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 34);
  g_assert_cmpuint (state.stock[0], ==, bri_test_card ("5s"));
  g_assert_cmpuint (state.stock[15], ==, bri_test_card ("3b"));
  g_assert_cmpuint (state.stock[16], ==, bri_test_card ("Ac"));
  g_assert_cmpuint (state.stock[17], ==, bri_test_card ("Ad"));
  g_assert_cmpuint (state.stock[33], ==, bri_test_card ("Qd"));
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Kd 2s Ab"));
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("3c 7d Js"));
  for (guint seat = 0; seat < 2; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("5s Qd"));
      /* Both saw the Ace turned, but not where in the stock it went. */
      g_assert_true (bri_card_set_has (view.unseen, bri_test_card ("Ac")));
    }

  /* The Three turned next goes back too, and 5s is turned. */
  bri_test_deal (&state, &config, two);
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("5s"));
  g_assert_cmpuint (state.stock[0], ==, bri_test_card ("4c"));
  g_assert_cmpuint (state.stock[5], ==, bri_test_card ("Qd"));
  g_assert_cmpuint (state.stock[15], ==, bri_test_card ("Ac"));
  g_assert_cmpuint (state.stock[16], ==, bri_test_card ("3s"));
  g_assert_cmpuint (state.stock[17], ==, bri_test_card ("Ad"));
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.stock_known, ==, bri_test_cards ("4c 5s"));

  /* A card that is not a carico is never turned again. */
  bri_test_deal (&state, &config, DECK);
  g_assert_cmpuint (state.trump_card, ==, bri_test_card ("4c"));
  g_assert_cmpuint (state.stock[0], ==, bri_test_card ("Qd"));
}

static void
play_until_last_trick (BriState *state)
{
  BriRng rng;

  bri_rng_init (&rng, 3);
  while (!(bri_state_stock_left (state) == 0 && bri_state_hand_size (state, state->to_act) == 1))
    bri_state_apply (state, bri_player_random (state, &rng));
}

static void
test_pile_review (void)
{
  static const struct { const char *option; gboolean at_start, at_last; } cases[] = {
    { NULL, FALSE, TRUE },
    { "pile-review=traditional", FALSE, TRUE },
    { "pile-review=never", FALSE, FALSE },
    { "pile-review=always", TRUE, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriState state;
      BriView view;

      bri_test_deal_variant (&state, "scoperta", 0, cases[i].option, DECK);
      bri_state_get_view (&state, 0, &view);
      g_assert_cmpint (view.may_review_pile, ==, cases[i].at_start);
      /* Two cards each left, the stock gone: not yet the last trick. */
      bri_test_play (&state, "Kd 7d 2s 5s Js Ab Kb 2b Jc Qd 4d 6d As 2c Qs 3s 5d 6c 3b 7b "
                             "4s Kc Ad 3c Qb Jb 6s 5c Jd 6b Ks 7s 4b Qc 5b 2d");
      bri_state_get_view (&state, state.to_act, &view);
      g_assert_cmpint (view.may_review_pile, ==, cases[i].at_start);
      play_until_last_trick (&state);
      bri_state_get_view (&state, state.to_act, &view);
      g_assert_cmpint (view.may_review_pile, ==, cases[i].at_last);
    }
}

static void
test_no_coperta (void)
{
  g_autoptr (GError) error = NULL;
  const BriRules *rules = bri_test_rules ("scoperta");
  BriConfig config;

  g_assert_cmpuint (rules->n_options, ==, 3);
  g_assert_cmpint (bri_rules_find_option (rules, "redeal"), >=, 0);
  g_assert_cmpint (bri_rules_find_option (rules, "pile-review"), >=, 0);
  g_assert_cmpint (bri_rules_find_option (rules, "match"), >=, 0);
  g_assert_cmpint (bri_rules_find_option (rules, "coperta"), <, 0);

  bri_config_init (&config, rules);
  g_assert_false (bri_config_set_option (&config, "coperta", "on", &error));
  g_assert_nonnull (error);
  g_assert_nonnull (strstr (error->message, "coperta"));
  g_clear_error (&error);
  g_assert_false (bri_config_set_players (&config, 3, &error));
  g_assert_nonnull (error);
}

/* A finished deal: 'w' seat 0 takes everything, 'l' seat 1 does, 't' 60 each,
 * 'a' seat 0 takes 70 points in a share of the tricks. */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer, char result)
{
  bri_test_deal_played_out (state, config, dealer);
  switch (result)
    {
    case 'w':
      state->pile[0] = state->deck;
      break;
    case 't': /* coins and cups: 60 points */
      state->pile[0] = state->deck & (BRI_SUIT_MASK (BRI_SUIT_COINS) |
                                      BRI_SUIT_MASK (BRI_SUIT_CUPS));
      break;
    case 'a': /* coins, cups, and the Three of swords: 70 points */
      state->pile[0] = state->deck & (BRI_SUIT_MASK (BRI_SUIT_COINS) |
                                      BRI_SUIT_MASK (BRI_SUIT_CUPS) |
                                      bri_card_bit (bri_card_new (BRI_SUIT_SWORDS, BRI_RANK_3)));
      break;
    default:
      state->pile[0] = 0;
    }
  state->pile[1] = state->deck & ~state->pile[0];
  bri_state_finish (state);
}

/* Plays @results through a match; returns how many deals it took to finish, or 0. */
static guint
run_match (const char *format, const char *results, BriMatch *match)
{
  static const BriTestMatches matches = { "scoperta", 0, NULL, "match", 1, finished_deal };

  return bri_test_run_match (&matches, format, results, match, NULL);
}

static void
test_match_formats (void)
{
  BriMatch match;

  /* The duel's formats, which Briscola for two's tests go through. */
  g_assert_cmpuint (run_match ("best-of-3", "tll", &match), ==, 3);
  g_assert_cmpuint (match.winners, ==, 2);
  g_assert_cmpuint (run_match ("first-to-3", "wtlttww", &match), ==, 7);
  g_assert_cmpuint (match.winners, ==, 1);

  /* Two deals and the points of both; one deal when a player took every trick. */
  g_assert_cmpuint (run_match ("points-120", "l", &match), ==, 1);
  g_assert_cmpuint (match.winners, ==, 2);
  g_assert_cmpint (match.score[1], ==, 120);
  g_assert_cmpuint (run_match ("points-120", "at", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 1);
  g_assert_cmpint (match.score[0], ==, 130);
  g_assert_cmpint (match.score[1], ==, 110);
  g_assert_cmpuint (run_match ("points-120", "al", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 2);
  g_assert_cmpint (match.score[0], ==, 70);
  g_assert_cmpint (match.score[1], ==, 170);
  g_assert_cmpuint (run_match ("points-120", "tt", &match), ==, 2);
  g_assert_cmpuint (match.winners, ==, 0);
}

static void
test_tie_at_sixty (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;

  bri_test_config (&config, "scoperta", 0, NULL);
  finished_deal (&state, &config, 1, 't');
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_cmpuint (score.points[0], ==, 60);
  g_assert_cmpuint (score.points[1], ==, 60);
  g_assert_false (score.replay);

  finished_deal (&state, &config, 1, 'a');
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, 0);
  g_assert_cmpuint (score.points[1], ==, 50);

  bri_test_config (&config, "scoperta", 0, "match=first-to-3");
  finished_deal (&state, &config, 1, 't');
  config.rules->score (&state, &score);
  g_assert_true (score.replay);
}

static void
test_random_deals (void)
{
  static const char *const options[] = {
    NULL, "redeal=on", "pile-review=always;match=best-of-3", "redeal=on;match=points-120",
  };

  bri_test_check_random_deals_with ("scoperta", options, G_N_ELEMENTS (options), 3000, NULL, 0);
}

static void
test_easy_player (void)
{
  BriConfig config;
  BriRng rng;
  guint searched = 0;

  bri_test_config (&config, "scoperta", 0, "redeal=on");
  bri_rng_init (&rng, 5);
  for (guint d = 0; d < 6; d++)
    {
      BriState state;

      bri_state_deal_random (&state, &config, d % 2, &rng);
      while (!bri_state_is_over (&state))
        {
          BriAction action;

          if (state.to_act == d % 2)
            {
              BriSearchStats stats;
              action = bri_player_choose_full (BRI_PLAYER_EASY, &state, &rng, NULL, &stats);
              searched += stats.method == BRI_SEARCH_TREE && stats.iterations > 0;
            }
          else
            action = bri_player_choose (BRI_PLAYER_EASY, &state, &rng, NULL);
          g_assert_cmpuint (action.kind, ==, BRI_ACTION_PLAY);
          g_assert_true (bri_state_is_legal (&state, action));
          bri_state_apply (&state, action);
        }
    }
  /* The easy player really searched sampled deals, not just picked. */
  g_assert_cmpuint (searched, >, 50);
}

/* The value of @state for @seat with every card known and both playing their best,
 * as the exact search counts it: the outcome first, then the card points. */
static int
best_value (const BriState *state, guint seat)
{
  BriAction actions[BRI_MAX_ACTIONS];
  guint n;
  int best;

  if (bri_state_is_over (state))
    return bri_endgame_value (state, seat);
  n = bri_state_legal_actions (state, actions);
  best = state->to_act == seat ? G_MININT : G_MAXINT;
  for (guint i = 0; i < n; i++)
    {
      BriState next = *state;
      int value;

      bri_state_apply (&next, actions[i]);
      value = best_value (&next, seat);
      best = state->to_act == seat ? MAX (best, value) : MIN (best, value);
    }
  return best;
}

/* With two cards left in the stock, its open top card and the trump card, a seat knows
 * where every card lies, so the searching player solves the rest exactly. */
static void
test_search_sees_everything (void)
{
  BriConfig config;
  BriRng rng;
  guint choices_that_mattered = 0;

  bri_test_config (&config, "scoperta", 0, NULL);
  bri_rng_init (&rng, 21);
  for (guint d = 0; d < 12; d++)
    {
      BriState state;
      BriSearchStats stats;
      BriAction actions[BRI_MAX_ACTIONS];
      BriAction chosen;
      BriView view;
      int values[BRI_MAX_ACTIONS], best = G_MININT, worst = G_MAXINT;
      guint seat, n;

      bri_state_deal_random (&state, &config, d % 2, &rng);
      while (bri_state_stock_left (&state) > 2 || state.trick.len > 0)
        bri_state_apply (&state, bri_player_greedy (&state, &rng));
      seat = state.to_act;
      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.unseen, ==, 0);

      n = bri_state_legal_actions (&state, actions);
      g_assert_cmpuint (n, ==, 3);
      for (guint i = 0; i < n; i++)
        {
          BriState next = state;
          bri_state_apply (&next, actions[i]);
          values[i] = best_value (&next, seat);
          best = MAX (best, values[i]);
          worst = MIN (worst, values[i]);
        }
      choices_that_mattered += best != worst;

      chosen = bri_player_choose_full (BRI_PLAYER_NORMAL, &state, &rng, NULL, &stats);
      g_assert_cmpuint (stats.method, ==, BRI_SEARCH_EXACT);
      for (guint i = 0; i < n; i++)
        if (bri_action_equal (actions[i], chosen))
          g_assert_cmpint (values[i], ==, best);
    }
  /* The positions tried are not all ones where every card does as well. */
  g_assert_cmpuint (choices_that_mattered, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("Briscola Scoperta: open hands, an open top card of the stock");
  g_test_add_func ("/scoperta/stacked-deal", test_stacked_deal);
  g_test_add_func ("/scoperta/illegal-play", test_illegal_play);
  g_test_add_func ("/scoperta/view/start", test_view_start);
  g_test_add_func ("/scoperta/view/resample-keeps-visible-cards",
                   test_resample_keeps_visible_cards);
  g_test_add_func ("/scoperta/options/redeal", test_redeal);
  g_test_add_func ("/scoperta/options/pile-review", test_pile_review);
  g_test_add_func ("/scoperta/options/no-coperta", test_no_coperta);
  g_test_add_func ("/scoperta/match/formats", test_match_formats);
  g_test_add_func ("/scoperta/match/tie-at-sixty", test_tie_at_sixty);
  g_test_add_func ("/scoperta/random-deals", test_random_deals);
  g_test_add_func ("/scoperta/ai/easy-plays-legal-moves", test_easy_player);
  g_test_add_func ("/scoperta/ai/exact-with-open-stock", test_search_sees_everything);
  return g_test_run ();
}
