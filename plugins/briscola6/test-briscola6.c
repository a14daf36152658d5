/* test-briscola6.c: Briscola for six: stacked deals for both team layouts, signals and
 * conversation addressed to either partner, end show, ties, voids and random deals. */
#include "config.h"

#include <bri-test.h>

/* Tricks of DECK, trump swords (Qs turned), each seat playing the card it got first:
 *  1 lead 0: Ac 4c 5c 6c 7c Jc  -> 0 (13)   4 lead 1: 7d Ad Jd Qd 5s 7s  -> 0 (16)
 *  2 lead 0: 4d Kd 5d 3d 6d 4s  -> 5 (14)   5 lead 0: 3c Kc Qc 3s As 6s  -> 4 (38)
 *  3 lead 5: Kb 4b Ab 5b Qb 6b  -> 1 (18)   6 lead 4: Js Ks Qs 3b Jb 7b  -> 5 (21)
 * Seat by seat: 0 takes 29, 1 18, 4 38, 5 35. Seat 0 draws the turned Qs last, after the
 * third trick won by seat 1. */
#define DECK "Ac 4c 5c 6c 7c Jc 4d Kd 5d 3d 6d 4s 4b Ab 5b Qb 6b Kb Qs " \
             "7s 7d Ad Jd Qd 5s 6s 3c Kc Qc 3s As 3b Jb 7b Js Ks"
#define PLAY_1 "Ac 4c 5c 6c 7c Jc"
#define PLAY_2 "4d Kd 5d 3d 6d 4s"
#define PLAY_3 "Kb 4b Ab 5b Qb 6b"
#define PLAY_4_6 "7d Ad Jd Qd 5s 7s 3c Kc Qc 3s As 6s Js Ks Qs 3b Jb 7b"
#define PLAY_ALL PLAY_1 " " PLAY_2 " " PLAY_3 " " PLAY_4_6

#define REQUESTS_2 "ask:lisci+2 ask:briscoline+2 ask:vestite+2 ask:take+2 ask:carichi+2 " \
                   "order:liscio+2 order:trump-high+2 order:trump-low+2 order:take+2 " \
                   "order:carico+2"
#define REQUESTS_4 "ask:lisci+4 ask:briscoline+4 ask:vestite+4 ask:take+4 ask:carichi+4 " \
                   "order:liscio+4 order:trump-high+4 order:trump-low+4 order:take+4 " \
                   "order:carico+4"

static void
deal (BriState *state, const char *options, const char *deck)
{
  BriConfig config;

  bri_test_config (&config, "briscola6", 0, options);
  bri_test_deal (state, &config, deck);
}

static void
play_tricks (BriState *state, const guint *winners, const guint *points)
{
  g_auto (GStrv) plays = g_strsplit (PLAY_ALL, " ", -1);

  for (guint t = 0; t < 6; t++)
    {
      guint leader = t == 0 ? 0 : winners[t - 1];
      guint before = bri_card_set_points (state->pile[winners[t]]);

      g_assert_cmpuint (state->to_act, ==, leader);
      for (guint i = 0; i < 6; i++)
        bri_test_play (state, plays[t * 6 + i]);
      g_assert_cmpuint (state->last_trick.winner, ==, winners[t]);
      g_assert_cmpuint (bri_card_set_points (state->pile[winners[t]]) - before, ==, points[t]);
      if (t == 0)
        {
          /* Everyone drew in turn from seat 0, the winner. */
          g_assert_cmpuint (state->hand[0], ==, bri_test_cards ("4d 4b 7s"));
          g_assert_cmpuint (state->hand[5], ==, bri_test_cards ("4s Kb 5s"));
        }
      else if (t == 1)
        {
          /* Seat 5 won and drew first (6s), seat 4 last (As). */
          g_assert_cmpuint (state->hand[5], ==, bri_test_cards ("Kb 5s 6s"));
          g_assert_cmpuint (state->hand[4], ==, bri_test_cards ("6b Qd As"));
          g_assert_cmpuint (bri_state_stock_left (state), ==, 6);
        }
      else if (t == 2)
        {
          g_assert_cmpuint (bri_state_stock_left (state), ==, 0);
          g_assert_cmpuint (state->hand[0], ==, bri_test_cards ("7s 3c Qs"));
        }
      if (t < 3)
        for (guint seat = 0; seat < 6; seat++)
          g_assert_cmpuint (bri_state_hand_size (state, seat), ==, 3);
    }
  g_assert_true (bri_state_is_over (state));
}

static void
test_stacked_two_teams (void)
{
  const guint winners[] = { 0, 5, 1, 0, 4, 5 };
  const guint points[] = { 13, 14, 18, 16, 38, 21 };
  BriState state;

  deal (&state, "communication=muta", DECK);
  g_assert_cmpuint (bri_card_set_count (state.deck), ==, 36);
  g_assert_cmpuint (state.deck & BRI_RANK_MASK (BRI_RANK_2), ==, 0);
  g_assert_cmpuint (state.trump_card, ==, bri_card_new (BRI_SUIT_SWORDS, BRI_RANK_QUEEN));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 18);
  for (guint seat = 0; seat < 6; seat++)
    g_assert_cmpuint (state.team[seat], ==, state.team[seat % 2]);
  g_assert_cmpuint (state.team[0], !=, state.team[1]);

  play_tricks (&state, winners, points);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 29);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 18);
  g_assert_cmpuint (bri_state_seat_points (&state, 4), ==, 38);
  g_assert_cmpuint (bri_state_seat_points (&state, 5), ==, 35);
  bri_test_check_two_sides_win (&state, 67, 53);
}

static void
test_stacked_three_pairs (void)
{
  const guint winners[] = { 0, 5, 1, 0, 4, 5 };
  const guint points[] = { 13, 14, 18, 16, 38, 21 };
  BriState state;
  BriDealScore score;

  deal (&state, "teams=3x2;communication=muta", DECK);
  for (guint seat = 0; seat < 3; seat++)
    {
      g_assert_cmpuint (state.team[seat], ==, state.team[seat + 3]);
      g_assert_cmpuint (state.team[seat], !=, state.team[(seat + 1) % 3]);
    }
  play_tricks (&state, winners, points);
  state.config.rules->score (&state, &score);
  g_assert_cmpuint (score.n_sides, ==, 3);
  g_assert_cmpuint (score.side_points[state.team[0]], ==, 29);
  g_assert_cmpuint (score.side_points[state.team[1]], ==, 56);
  g_assert_cmpuint (score.side_points[state.team[2]], ==, 35);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, state.team[4]);
}

static void
test_signals_two_teams (void)
{
  BriState state;
  BriView view;

  deal (&state, NULL, DECK);
  bri_test_play (&state, PLAY_1);
  /* Seat 0 holds only the Seven of trumps: nothing to show. */
  g_assert_true (bri_test_legal_is (&state, "4d 4b 7s"));
  bri_test_play (&state, PLAY_2);
  /* Seat 5 leads with low trumps only. */
  g_assert_true (bri_test_legal_is (&state, "Kb 5s 6s"));
  bri_test_play (&state, "Kb 4b Ab 5b");
  g_assert_true (bri_test_legal_is (&state, "Qb Jd 3s signal:3"));
  bri_test_play (&state, "signal:3");

  /* Both partners of seat 3 (1 and 5) learn of the Three; seats 0, 2 and 4 do not. */
  for (guint seat = 0; seat < 6; seat++)
    {
      gboolean partner = seat % 2 == 1;
      g_assert_cmpint (bri_test_action_visible (&state, 3, "signal:3", seat), ==, partner);
      bri_state_get_view (&state, seat, &view);
      if (seat != 3)
        g_assert_cmpuint (view.known[3], ==, partner ? bri_test_cards ("3s") : 0);
    }

  bri_test_play (&state, "Qb");
  g_assert_true (bri_test_legal_is (&state, "6b Qd As signal:A"));
  bri_test_play (&state, "signal:A");
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.known[4], ==, bri_test_cards ("As"));
  g_assert_cmpuint (view.known[3], ==, 0);
  bri_test_play (&state, "6b");

  /* The stock is gone: partners see each other's whole hands, never the opponents'. */
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
  for (guint seat = 0; seat < 6; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      for (guint other = 0; other < 6; other++)
        if (other != seat)
          g_assert_cmpuint (view.known[other], ==,
                            other % 2 == seat % 2 ? state.hand[other] : 0);
    }
}

static void
test_signals_three_pairs (void)
{
  BriState state;
  BriView view;

  deal (&state, "teams=3x2", DECK);
  bri_test_play (&state, PLAY_1 " " PLAY_2 " Kb 4b Ab 5b signal:3");
  /* Only seat 0, opposite, learns of seat 3's Three. */
  for (guint seat = 0; seat < 6; seat++)
    {
      g_assert_cmpint (bri_test_action_visible (&state, 3, "signal:3", seat), ==, seat % 3 == 0);
      bri_state_get_view (&state, seat, &view);
      if (seat != 3)
        g_assert_cmpuint (view.known[3], ==, seat == 0 ? bri_test_cards ("3s") : 0);
    }
  bri_test_play (&state, "Qb 6b");
  for (guint seat = 0; seat < 6; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      for (guint other = 0; other < 6; other++)
        if (other != seat)
          g_assert_cmpuint (view.known[other], ==,
                            other == (seat + 3) % 6 ? state.hand[other] : 0);
    }
}

static void
test_conversation_two_teams (void)
{
  BriState state;

  deal (&state, "communication=conversation", DECK);
  bri_test_play (&state, PLAY_1);
  /* Seat 0 addresses seat 2 (after it) or seat 4 (before it), by name. */
  g_assert_true (bri_test_legal_is (&state, "4d 4b 7s " REQUESTS_2 " " REQUESTS_4));
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "ask:lisci")));
  bri_test_play (&state, "ask:lisci+4");
  g_assert_cmpuint (state.to_act, ==, 4);
  /* Seat 4 holds 6d 6b: lisci. */
  g_assert_true (bri_test_legal_is (&state, "answer:yes"));
  for (guint seat = 0; seat < 6; seat++)
    {
      g_assert_true (bri_test_action_visible (&state, 0, "ask:lisci+4", seat));
      g_assert_true (bri_test_action_visible (&state, 4, "answer:yes", seat));
    }
  bri_test_play (&state, "answer:yes");
  g_assert_cmpuint (state.to_act, ==, 0);
  bri_test_play (&state, "order:liscio+2 4d Kd");

  /* Seat 2 must play a liscio (5d or 5b, not Ad); having not led, it says nothing. */
  g_assert_true (bri_test_legal_is (&state, "5d 5b"));
  bri_test_play (&state, "5d 3d 6d 4s");
  g_assert_cmpuint (state.last_trick.winner, ==, 5);

  /* The rest of the deal, led by the stacked cards, ends as without talk. */
  bri_test_play (&state, PLAY_3);
  /* Seat 1 leads; seat 3 holds Qd 3s 7b: no trump figure, and the Three is never told. */
  bri_test_play (&state, "ask:vestite+2");
  g_assert_cmpuint (state.to_act, ==, 3);
  g_assert_true (bri_test_legal_is (&state, "answer:no"));
  bri_test_play (&state, "answer:no");
  g_assert_cmpuint (state.voids[3], ==, bri_test_cards ("Ks Qs Js"));
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "ask:briscoline+4")));
  /* Seat 5 must trump low (5s, not 6s or Ks). */
  bri_test_play (&state, "order:trump-low+4 7d Ad Jd Qd");
  g_assert_true (bri_test_legal_is (&state, "5s"));
  bri_test_play (&state, "5s 7s " "3c Kc Qc 3s As 6s Js Ks Qs 3b Jb 7b");
  g_assert_true (bri_state_is_over (&state));
  g_assert_cmpuint (bri_state_side_points (&state, state.team[0]), ==, 67);
}

/* Before the lead, "can you take it without trumping?" asks for the best card left of a
 * plain suit, the asker's own cards aside. */
static void
test_take_before_the_lead (void)
{
  BriState state;

  deal (&state, "communication=conversation", DECK);
  bri_test_play (&state, PLAY_1);
  /* Seat 0 (4d 4b 7s) asks seat 2 (5d 5b Ad): Ad is the best coin left. */
  bri_test_play (&state, "ask:take+2");
  g_assert_true (bri_test_legal_is (&state, "answer:yes"));

  deal (&state, "communication=conversation", DECK);
  bri_test_play (&state, PLAY_1);
  /* Seat 4 holds 6d 6b Qd: the best left are Ad, 3c and Ab. */
  bri_test_ask (&state, "ask:take+4", "no");
  g_assert_cmpuint (state.voids[4], ==, bri_test_cards ("Ad 3c Ab"));
}

static void
test_conversation_three_pairs (void)
{
  BriState state;

  deal (&state, "teams=3x2;communication=conversation", DECK);
  bri_test_play (&state, PLAY_1);
  /* One partner, seat 3: plain tokens only. */
  g_assert_true (bri_test_legal_is (&state, "4d 4b 7s ask:lisci ask:briscoline ask:vestite "
                                    "ask:take ask:carichi order:liscio order:trump-high "
                                    "order:trump-low order:take order:carico"));
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "ask:lisci+2")));
  bri_test_play (&state, "ask:briscoline");
  g_assert_cmpuint (state.to_act, ==, 3);
  /* Seat 3 holds 3d Qb Jd, no swords. */
  g_assert_true (bri_test_legal_is (&state, "answer:no"));
  bri_test_play (&state, "answer:no order:carico 4d Kd 5d");
  /* Seat 3 must play 3d, its only Ace or Three outside trumps. */
  g_assert_true (bri_test_legal_is (&state, "3d"));
}

/* A finished deal: seats 0 and 1 took @pile0 and @pile1, @rest_seat the other cards. */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer,
               const char *pile0, const char *pile1, guint rest_seat)
{
  bri_test_deal_played_out (state, config, dealer);
  state->pile[0] = bri_test_cards (pile0);
  state->pile[1] = bri_test_cards (pile1);
  state->pile[rest_seat] |= state->deck & ~state->pile[0] & ~state->pile[1];
  bri_state_finish (state);
}

#define SUIT_D "Ad 3d Kd Qd Jd 7d 6d 5d 4d"
#define SUIT_C "Ac 3c Kc Qc Jc 7c 6c 5c 4c"

static void
test_ties_and_void (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  /* Two teams: 60 to 60 is replayed by the same dealer. */
  bri_test_config (&config, "briscola6", 0, NULL);
  finished_deal (&state, &config, 2, SUIT_D " " SUIT_C, "", 1);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_true (score.replay);

  /* Three pairs at 40 each: void, replayed. Suits are worth 30 each. */
  bri_test_config (&config, "briscola6", 0, "teams=3x2");
  bri_match_init (&match, &config, 2);
  finished_deal (&state, &config, 2, SUIT_D " 3c", "Ac Kc Qc Jc 7c 6c 5c 4c As Ks Qs Js", 2);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 40);
  g_assert_cmpuint (score.side_points[1], ==, 40);
  g_assert_cmpuint (score.side_points[2], ==, 40);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_VOID);
  g_assert_true (score.replay);
  bri_match_add_deal (&match, &state, &score);
  g_assert_false (match.finished);
  g_assert_cmpuint (match.dealer, ==, 2);

  /* Two pairs level at the top, 50 and 50 against 20: nobody wins, replayed. */
  finished_deal (&state, &config, 2, SUIT_D " Ac Kc Qc Jc", "3s 7s 6s 5s 4s As Ks Qs Js 3c 3b", 2);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 50);
  g_assert_cmpuint (score.side_points[1], ==, 50);
  g_assert_cmpuint (score.side_points[2], ==, 20);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  bri_match_add_deal (&match, &state, &score);
  g_assert_false (match.finished);
  g_assert_cmpuint (match.dealer, ==, 2);

  /* The highest pair wins even without 61: seats 1 and 4 with 50, against 40 and 30. */
  finished_deal (&state, &config, 2, SUIT_D " 3c", "Ac Kc Qc Jc 7c 6c 5c 4c As Ks Qs Js 3b 7b",
                 2);
  g_assert_cmpuint (bri_card_set_points (state.pile[1]), ==, 50);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, 1);
  bri_match_add_deal (&match, &state, &score);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, (1u << 1) | (1u << 4));
  g_assert_cmpuint (match.dealer, ==, 3);
  g_assert_cmpint (match.score[4], ==, 50);
  g_assert_cmpint (match.score[3], ==, 40);
}

static void
test_match_first_to_2 (void)
{
  BriConfig config;
  BriMatch match;
  const char *results[] = { "a", "b", "t", "a" };
  guint i;

  bri_test_config (&config, "briscola6", 0, "match=first-to-2");
  bri_match_init (&match, &config, 5);
  for (i = 0; i < G_N_ELEMENTS (results) && !match.finished; i++)
    {
      BriState state;
      BriDealScore score;
      const char *mine = results[i][0] == 'a' ? SUIT_D " " SUIT_C " Ab"
                       : results[i][0] == 'b' ? "" : SUIT_D " " SUIT_C;
      /* Seat 0 (side 0 2 4) takes @mine, seat 1 (side 1 3 5) the rest. */
      finished_deal (&state, &config, match.dealer, mine, "", 1);
      bri_match_add_deal (&match, &state, &score);
    }
  g_assert_true (match.finished);
  g_assert_cmpuint (i, ==, 4);
  g_assert_cmpuint (match.winners, ==, 0x15);
  /* Dealers 5, 0, 1, 1 (the tie), next 2. */
  g_assert_cmpuint (match.dealer, ==, 2);
}


/* Random deals choosing among every legal action, checking talk and views at each step. */
static void
check_talk (const char *options, guint n_deals, guint64 seed)
{
  bri_test_check_partner_talk ("briscola6", options, n_deals, seed);
}

static void
test_random_deals (void)
{
  static const char *const options[] = {
    "teams=2x3;communication=muta", "teams=2x3;communication=signals",
    "teams=2x3;communication=conversation", "teams=2x3;communication=conversation;orders=advice",
    "teams=3x2;communication=muta", "teams=3x2;communication=signals",
    "teams=3x2;communication=conversation", "teams=3x2;communication=signals;end-show=off",
    "teams=2x3;communication=muta;end-show=on",
  };

  bri_test_check_random_deals_with ("briscola6", options, G_N_ELEMENTS (options), 1000,
                                    check_talk, 400);
}

static void
test_bad_input (void)
{
  BriConfig config;
  BriState state;
  g_autoptr (GError) error = NULL;

  bri_config_init (&config, bri_test_rules ("briscola6"));
  g_assert_false (bri_config_set_option (&config, "teams", "2x2", &error));
  g_assert_nonnull (error);
  g_clear_error (&error);

  /* A Two is not in the deck. */
  bri_test_config (&config, "briscola6", 0, NULL);
  g_assert_false (bri_state_deal_ordered (&state, &config, 5, (const BriCard[]) {
                    bri_card_new (BRI_SUIT_COINS, BRI_RANK_2) }, 1, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  g_clear_error (&error);

  deal (&state, "communication=conversation", DECK);
  g_assert_false (bri_test_try_play (&state, PLAY_1 " ask:lisci", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
}

/* Orders are a setting of conversation only: not of muta, nor of secret signals. */
static void
test_options_apply (void)
{
  bri_test_check_talk_options_apply ("briscola6");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/briscola6/stacked/two-teams", test_stacked_two_teams);
  g_test_add_func ("/briscola6/stacked/three-pairs", test_stacked_three_pairs);
  g_test_add_func ("/briscola6/signals/two-teams", test_signals_two_teams);
  g_test_add_func ("/briscola6/signals/three-pairs", test_signals_three_pairs);
  g_test_add_func ("/briscola6/conversation/two-teams", test_conversation_two_teams);
  g_test_add_func ("/briscola6/conversation/three-pairs", test_conversation_three_pairs);
  g_test_add_func ("/briscola6/conversation/take-before-the-lead", test_take_before_the_lead);
  g_test_add_func ("/briscola6/ties-and-void", test_ties_and_void);
  g_test_add_func ("/briscola6/match-first-to-2", test_match_first_to_2);
  g_test_add_func ("/briscola6/random-deals", test_random_deals);
  g_test_add_func ("/briscola6/bad-input", test_bad_input);
  g_test_add_func ("/briscola6/options-apply", test_options_apply);
  return g_test_run ();
}
