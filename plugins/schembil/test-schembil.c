/* test-schembil.c: Schembil: a stacked deal, only the captains talk, truthful answers,
 * the captain's look in both settings, ties, matches and random deals. */
#include "config.h"

#include <bri-test.h>

/* Tricks of DECK, trump swords (Qs turned), each seat playing the card it got first:
 *  1 lead 0: Ac 4c 5c 6c 7c Jc  -> 0 (13)   4 lead 1: 7d Ad Jd Qd 5s 7s  -> 0 (16)
 *  2 lead 0: 4d Kd 5d 3d 6d 4s  -> 5 (14)   5 lead 0: 3c Kc Qc 3s As 6s  -> 4 (38)
 *  3 lead 5: Kb 4b Ab 5b Qb 6b  -> 1 (18)   6 lead 4: Js Ks Qs 3b Jb 7b  -> 5 (21)
 * Seats 0 2 4 take 67, seats 1 3 5 take 53. */
#define DECK "Ac 4c 5c 6c 7c Jc 4d Kd 5d 3d 6d 4s 4b Ab 5b Qb 6b Kb Qs " \
             "7s 7d Ad Jd Qd 5s 6s 3c Kc Qc 3s As 3b Jb 7b Js Ks"
#define PLAY_1 "Ac 4c 5c 6c 7c Jc"
#define PLAY_2 "4d Kd 5d 3d 6d 4s"
#define PLAY_3 "Kb 4b Ab 5b Qb 6b"
#define PLAY_4_6 "7d Ad Jd Qd 5s 7s 3c Kc Qc 3s As 6s Js Ks Qs 3b Jb 7b"

#define ASKS_2 "ask:lisci+2 ask:briscoline+2 ask:vestite+2 ask:take+2 ask:carichi+2"
#define ASKS_4 "ask:lisci+4 ask:briscoline+4 ask:vestite+4 ask:take+4 ask:carichi+4"
#define ORDERS_2 "order:liscio+2 order:trump-high+2 order:trump-low+2 order:take+2 " \
                 "order:carico+2"
#define ORDERS_4 "order:liscio+4 order:trump-high+4 order:trump-low+4 order:take+4 " \
                 "order:carico+4"

static void
deal (BriState *state, const char *options)
{
  BriConfig config;

  bri_test_config (&config, "schembil", 0, options);
  bri_test_deal (state, &config, DECK);
}

static void
test_stacked_deal (void)
{
  const guint winners[] = { 0, 5, 1, 0, 4, 5 };
  const guint points[] = { 13, 14, 18, 16, 38, 21 };
  g_auto (GStrv) plays = g_strsplit (PLAY_1 " " PLAY_2 " " PLAY_3 " " PLAY_4_6, " ", -1);
  BriState state;
  BriDealScore score;

  deal (&state, NULL);
  g_assert_cmpuint (bri_card_set_count (state.deck), ==, 36);
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_SWORDS);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 18);
  for (guint t = 0; t < 6; t++)
    {
      guint leader = t == 0 ? 0 : winners[t - 1];
      guint before = bri_card_set_points (state.pile[winners[t]]);

      g_assert_cmpuint (state.to_act, ==, leader);
      for (guint i = 0; i < 6; i++)
        bri_test_play (&state, plays[t * 6 + i]);
      g_assert_cmpuint (state.last_trick.winner, ==, winners[t]);
      g_assert_cmpuint (bri_card_set_points (state.pile[winners[t]]) - before, ==, points[t]);
      if (t == 1)
        {
          /* Seat 5 won the second trick and drew first (6s); seat 4 drew last (As). */
          g_assert_cmpuint (state.hand[5], ==, bri_test_cards ("Kb 5s 6s"));
          g_assert_cmpuint (state.hand[4], ==, bri_test_cards ("6b Qd As"));
        }
    }
  g_assert_true (bri_state_is_over (&state));
  state.config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[state.team[0]], ==, 67);
  g_assert_cmpuint (score.side_points[state.team[1]], ==, 53);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, state.team[0]);
  for (guint seat = 0; seat < 6; seat++)
    g_assert_cmpuint (state.team[seat], ==, state.team[seat % 2]);
}

static void
test_only_rais_speaks (void)
{
  BriState state;

  deal (&state, NULL);
  /* Nobody talks in the first trick, the rais neither. */
  g_assert_true (bri_test_legal_is (&state, "Ac 4d 4b"));
  bri_test_play (&state, PLAY_1);

  /* Seat 0, rais, leads: it may address seat 2 or seat 4. */
  g_assert_true (bri_test_legal_is (&state, "4d 4b 7s " ASKS_2 " " ORDERS_2 " " ASKS_4 " "
                                    ORDERS_4));
  bri_test_play (&state, "ask:carichi+2");
  /* Seat 2 holds Ad: a carico. Everyone hears. */
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_true (bri_test_legal_is (&state, "answer:yes"));
  for (guint seat = 0; seat < 6; seat++)
    g_assert_true (bri_test_action_visible (&state, 2, "answer:yes", seat));
  bri_test_play (&state, "answer:yes 4d");

  /* Seat 1, the other rais, may ask seat 5 whether it can take 4d without trumping. */
  g_assert_true (bri_test_legal_is (&state, "Kd Ab 7d " ASKS_2 " " ORDERS_2 " " ASKS_4 " "
                                    ORDERS_4));
  bri_test_play (&state, "ask:take+4");
  g_assert_cmpuint (state.to_act, ==, 5);
  g_assert_true (bri_test_legal_is (&state, "answer:no"));
  bri_test_play (&state, "answer:no");
  g_assert_cmpuint (state.voids[5] & bri_test_cards ("5d 6d 7d Jd Qd Kd 3d Ad"), ==,
                    bri_test_cards ("5d 6d 7d Jd Qd Kd 3d Ad"));
  bri_test_play (&state, "order:take+2 Kd");

  /* The others only play. */
  g_assert_true (bri_test_legal_is (&state, "5d 5b Ad"));
  bri_test_play (&state, "5d");
  /* Seat 3 was told to take: only 3d beats the King of coins. */
  g_assert_true (bri_test_legal_is (&state, "3d"));
  bri_test_play (&state, "3d");
  g_assert_true (bri_test_legal_is (&state, "6d 6b Qd"));
  bri_test_play (&state, "6d");
  g_assert_true (bri_test_legal_is (&state, "4s Kb 5s"));
  bri_test_play (&state, "4s");
  g_assert_cmpuint (state.last_trick.winner, ==, 5);

  /* Seat 5 leads the third trick but is no rais. */
  g_assert_true (bri_test_legal_is (&state, "Kb 5s 6s"));
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "signal:K")));
}

/* Each team chooses its rais: only they speak and, once the stock is gone, look. */
static void
test_rais_chosen (void)
{
  BriState state;
  BriView view;

  deal (&state, "rais-even=seat2;rais-odd=seat5");
  bri_test_play (&state, PLAY_1);
  /* Seat 0 leads the second trick but is no rais any more; seat 2 is. */
  g_assert_true (bri_test_legal_is (&state, "4d 4b 7s"));
  bri_test_play (&state, "4d");
  g_assert_true (bri_test_legal_is (&state, "Kd Ab 7d"));
  bri_test_play (&state, "Kd");
  g_assert_true (bri_state_is_legal (&state, bri_test_action (&state, "ask:lisci+2")));
  g_assert_true (bri_state_is_legal (&state, bri_test_action (&state, "order:take+2")));
  /* Seat 0, the partner before it, has played: questions about its hand only. */
  g_assert_true (bri_state_is_legal (&state, bri_test_action (&state, "ask:carichi+4")));
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "order:take+4")));
  bri_test_play (&state, "ask:lisci+2");
  g_assert_cmpuint (state.to_act, ==, 4);
  bri_test_play (&state, "answer:yes 5d 3d 6d");
  /* Seat 5, the other rais, is the last to play. */
  g_assert_true (bri_state_is_legal (&state, bri_test_action (&state, "ask:lisci+2")));
  bri_test_play (&state, "4s");
  g_assert_cmpuint (state.last_trick.winner, ==, 5);

  /* Once the stock is gone, each rais sees the partner after it. */
  bri_test_play (&state, PLAY_3);
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.known[4], ==, state.hand[4]);
  g_assert_cmpuint (view.known[0], ==, 0);
  bri_state_get_view (&state, 5, &view);
  g_assert_cmpuint (view.known[1], ==, state.hand[1]);
  g_assert_cmpuint (view.known[3], ==, 0);
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[2] | view.known[4], ==, 0);
}

static void
test_look_right (void)
{
  BriState state;
  BriView view;

  deal (&state, NULL);
  bri_test_play (&state, PLAY_1 " " PLAY_2 " Kb 4b Ab 5b Qb");
  for (guint seat = 0; seat < 6; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      for (guint other = 0; other < 6; other++)
        if (other != seat)
          g_assert_cmpuint (view.known[other], ==, 0);
    }

  /* The last card of the trick: the stock is drawn out, each rais sees the partner after
   * it, seat 0 sees seat 2 and seat 1 sees seat 3; nobody else sees anything. */
  bri_test_play (&state, "6b");
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("Ad Qc Jb"));
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Jd 3s 7b"));
  for (guint seat = 0; seat < 6; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      for (guint other = 0; other < 6; other++)
        {
          gboolean sees = (seat == 0 && other == 2) || (seat == 1 && other == 3);
          if (other != seat)
            g_assert_cmpuint (view.known[other], ==, sees ? state.hand[other] : 0);
        }
    }
  /* No look to choose, and the look follows the hand as it is played out. */
  g_assert_true (bri_test_legal_is (&state, "7d Kc 3b " ASKS_2 " " ORDERS_2 " " ASKS_4 " "
                                    ORDERS_4));
  bri_test_play (&state, "7d Ad");
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[2], ==, bri_test_cards ("Qc Jb"));
}

static void
test_look_choose (void)
{
  BriState state;
  BriView view;

  deal (&state, "look=choose");
  bri_test_play (&state, PLAY_1 " " PLAY_2);
  /* Not before the stock is gone. */
  bri_test_play (&state, "Kb 4b");
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "look:3")));
  bri_test_play (&state, "Ab 5b Qb 6b");

  /* Seat 1 leads and may look at seat 3 or seat 5. */
  g_assert_true (bri_test_legal_is (&state, "7d Kc 3b " ASKS_2 " " ORDERS_2 " " ASKS_4 " "
                                    ORDERS_4 " look:3 look:5"));
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.known[3] | view.known[5], ==, 0);
  bri_test_play (&state, "look:5");
  for (guint seat = 0; seat < 6; seat++)
    g_assert_true (bri_test_action_visible (&state, 1, "look:5", seat));
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.known[5], ==, bri_test_cards ("5s 6s Ks"));
  g_assert_cmpuint (view.known[3], ==, 0);
  bri_state_get_view (&state, 5, &view);
  g_assert_cmpuint (view.known[1], ==, 0);
  /* One look only. */
  g_assert_true (bri_test_legal_is (&state, "7d Kc 3b " ASKS_2 " " ORDERS_2 " " ASKS_4 " "
                                    ORDERS_4));

  /* Others never look; seat 0 may, on its turn. */
  bri_test_play (&state, "7d");
  g_assert_true (bri_test_legal_is (&state, "Ad Qc Jb"));
  bri_test_play (&state, "Ad Jd Qd 5s");
  /* Both partners have played: nothing to ask about this trick, nothing to order. */
  g_assert_true (bri_test_legal_is (&state, "7s 3c Qs ask:lisci+2 ask:briscoline+2 "
                                    "ask:vestite+2 ask:carichi+2 ask:lisci+4 "
                                    "ask:briscoline+4 ask:vestite+4 ask:carichi+4 "
                                    "look:2 look:4"));
  /* Playing is no look, but the chance stays open. */
  bri_test_play (&state, "7s");
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[2] | view.known[4], ==, 0);
  g_assert_true (bri_state_is_legal (&state, bri_test_action (&state, "look:4")));
  bri_test_play (&state, "look:4");
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[4], ==, bri_test_cards ("As Js"));
  g_assert_cmpuint (view.known[2], ==, 0);
}

/* A finished deal: seat 0 took @mine, seat 1 the rest. */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer, const char *mine)
{
  bri_test_deal_played_out (state, config, dealer);
  state->pile[0] = bri_test_cards (mine);
  state->pile[1] = state->deck & ~state->pile[0];
  bri_state_finish (state);
}

#define HALF "Ad 3d Kd Qd Jd 7d 6d 5d 4d Ac 3c Kc Qc Jc 7c 6c 5c 4c"

static void
test_tie_and_match (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  bri_test_config (&config, "schembil", 0, "match=first-to-2");
  bri_match_init (&match, &config, 5);

  /* Coins and cups are 60 points: a tie, replayed by the same dealer. */
  finished_deal (&state, &config, match.dealer, HALF);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_true (score.replay);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (match.dealer, ==, 5);
  g_assert_cmpint (match.score[0], ==, 0);

  /* 62 to 58, then 0 to 120, then 62 to 58: seats 0 2 4 win two deals. */
  finished_deal (&state, &config, match.dealer, HALF " Jb");
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 62);
  g_assert_false (match.finished);
  finished_deal (&state, &config, match.dealer, "");
  bri_match_add_deal (&match, &state, &score);
  g_assert_false (match.finished);
  finished_deal (&state, &config, match.dealer, HALF " Jb");
  bri_match_add_deal (&match, &state, &score);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, 0x15);
  g_assert_cmpint (match.score[2], ==, 124);
  g_assert_cmpint (match.score[5], ==, 58 + 120 + 58);
  /* Dealers 5 (twice, the tie), 0, 1; next 2. */
  g_assert_cmpuint (match.dealer, ==, 2);
}

/* What the talk test knows of the options and has seen. */
typedef struct
{
  gboolean choose;                  /* each rais chooses the partner whose hand it sees */
  guint rais[2];                    /* the captains of seats 0 2 4 and of 1 3 5 */
  guint looked[BRI_MAX_SEATS];      /* the partner each rais chose, or BRI_NO_SEAT */
} Talk;

static void
talk_dealt (const BriState *state, gpointer data)
{
  Talk *talk = data;

  for (guint seat = 0; seat < G_N_ELEMENTS (talk->looked); seat++)
    talk->looked[seat] = BRI_NO_SEAT;
}

/* Only the rais asks, orders and looks. */
static void
talk_check_say (const BriState *state, const char *token, gpointer data)
{
  Talk *talk = data;
  guint seat = state->to_act;

  g_assert_cmpuint (seat, ==, talk->rais[seat % 2]);
  if (g_str_has_prefix (token, "look:"))
    {
      g_assert_true (talk->choose);
      g_assert_cmpuint (bri_state_stock_left (state), ==, 0);
      g_assert_cmpuint ((token[5] - '0') % 2, ==, seat % 2);
      g_assert_cmpuint (talk->looked[seat], ==, BRI_NO_SEAT);
      return;
    }
  g_assert_cmpuint (state->n_tricks, >=, 1);
  g_assert_true (g_str_has_suffix (token, "+2") || g_str_has_suffix (token, "+4"));
}

/* Once the stock is gone each rais sees one partner; nobody else sees a hand. */
static void
talk_check_views (const BriState *state, gpointer data)
{
  Talk *talk = data;

  for (guint viewer = 0; viewer < 6; viewer++)
    {
      BriView view;
      guint sees = BRI_NO_SEAT;

      if (viewer == talk->rais[viewer % 2] && talk->choose)
        sees = talk->looked[viewer];
      else if (viewer == talk->rais[viewer % 2] && bri_state_stock_left (state) == 0)
        sees = (viewer + 2) % 6;
      bri_state_get_view (state, viewer, &view);
      for (guint other = 0; other < 6; other++)
        if (other != viewer)
          g_assert_cmpuint (view.known[other], ==, other == sees ? state->hand[other] : 0);
    }
}

/* Everyone sees every action; a look names the partner seen. */
static void
talk_chosen (const BriState *state, BriAction action, const char *token, gpointer data)
{
  Talk *talk = data;

  for (guint s = 0; s < 6; s++)
    g_assert_true (state->config.rules->action_visible (state, state->to_act, action, s));
  if (g_str_has_prefix (token, "look:"))
    talk->looked[state->to_act] = (guint) (token[5] - '0');
}

/* Random deals choosing among every legal action: only the rais asks and orders, answers
 * are true, and each seat sees only what it may. */
static void
check_talk_properties (const char *options, guint n_deals, guint64 seed)
{
  static const BriTestTalkChecks checks = {
    talk_dealt, talk_check_say, talk_check_views, talk_chosen,
  };
  BriConfig config;
  Talk talk;

  bri_test_config (&config, "schembil", 0, options);
  talk.choose = g_strcmp0 (bri_config_get_value (&config, "look"), "choose") == 0;
  /* "seatN" */
  talk.rais[0] = (guint) (bri_config_get_value (&config, "rais-even")[4] - '0');
  talk.rais[1] = (guint) (bri_config_get_value (&config, "rais-odd")[4] - '0');
  bri_test_play_talk_deals (&config, n_deals, seed, 36 + 6 * 2 * 4 + 2, &checks, &talk);
}

static void
test_random_deals (void)
{
  static const char *const options[] = { "look=right", "look=choose", "orders=advice",
                                   "rais-even=seat4;rais-odd=seat3",
                                   "rais-even=seat2;rais-odd=seat5;look=choose" };

  bri_test_check_random_deals_with ("schembil", options, G_N_ELEMENTS (options), 1000,
                                    check_talk_properties, 500);
}

static void
test_bad_input (void)
{
  BriState state;
  g_autoptr (GError) error = NULL;

  bri_test_check_refused_config ("schembil", "look", "left", 4);

  deal (&state, NULL);
  g_assert_false (bri_test_try_play (&state, PLAY_1 " 4d ask:lisci+2 Kd 5d", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  /* Seat 2 is no rais. */
  deal (&state, NULL);
  g_assert_false (bri_test_try_play (&state, PLAY_1 " 4d Kd ask:lisci+2", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
}

static void
test_table_notes (void)
{
  BriState state;
  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  guint n;

  g_test_summary ("Both captains are shown by their seats, the viewer's own included, "
                  "each as the viewer's team or the other");
  deal (&state, NULL);
  n = bri_state_get_table_notes (&state, 0, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (notes[0].seat, ==, 0);
  g_assert_cmpuint (notes[0].role, ==, BRI_TABLE_NOTE_CAPTAIN);
  g_assert_cmpstr (notes[0].text, ==, "Rais: you lead your team");
  g_assert_cmpuint (notes[1].seat, ==, 1);
  g_assert_cmpuint (notes[1].role, ==, BRI_TABLE_NOTE_CAPTAIN);
  g_assert_cmpstr (notes[1].text, ==, "Rais: the other team’s captain");

  /* Seat 3 plays in seat 1's team. */
  n = bri_state_get_table_notes (&state, 3, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (notes[0].text, ==, "Rais: the other team’s captain");
  g_assert_cmpstr (notes[1].text, ==, "Rais: your team’s captain");

  /* The captains the teams chose are the ones shown. */
  deal (&state, "rais-even=seat2;rais-odd=seat5");
  n = bri_state_get_table_notes (&state, 2, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpuint (notes[0].seat, ==, 2);
  g_assert_cmpstr (notes[0].text, ==, "Rais: you lead your team");
  g_assert_cmpuint (notes[1].seat, ==, 5);
  g_assert_cmpstr (notes[1].text, ==, "Rais: the other team’s captain");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/schembil/stacked-deal", test_stacked_deal);
  g_test_add_func ("/schembil/table-notes", test_table_notes);
  g_test_add_func ("/schembil/only-rais-speaks", test_only_rais_speaks);
  g_test_add_func ("/schembil/rais-chosen", test_rais_chosen);
  g_test_add_func ("/schembil/look/right", test_look_right);
  g_test_add_func ("/schembil/look/choose", test_look_choose);
  g_test_add_func ("/schembil/tie-and-match", test_tie_and_match);
  g_test_add_func ("/schembil/random-deals", test_random_deals);
  g_test_add_func ("/schembil/bad-input", test_bad_input);
  return g_test_run ();
}
