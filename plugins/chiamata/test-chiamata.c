/* test-chiamata.c: Briscola Chiamata: stacked auctions, calls, secret partners and solos,
 * the talon, the first trick in the dark, sitting out, every scoring system, matches and
 * random deals of every preset and player count. */
#include "config.h"

#include <bri-test.h>

/* Builds a deck in dealing order from each seat's hand (NULL for a seat sitting out):
 * the last seat deals, so cards go round from the lowest seat dealt in. */
static char *
deck_of (guint n_seats, const char *const *hands, const char *talon)
{
  GStrv split[BRI_MAX_SEATS] = { NULL };
  GString *deck = g_string_new (NULL);
  guint size = 0;

  for (guint seat = 0; seat < n_seats; seat++)
    if (hands[seat] != NULL)
      {
        split[seat] = g_strsplit (hands[seat], " ", -1);
        size = g_strv_length (split[seat]);
      }
  for (guint k = 0; k < size; k++)
    for (guint seat = 0; seat < n_seats; seat++)
      if (split[seat] != NULL)
        {
          g_assert_cmpuint (g_strv_length (split[seat]), ==, size);
          g_string_append_printf (deck, "%s%s", deck->len ? " " : "", split[seat][k]);
        }
  if (talon != NULL)
    g_string_append_printf (deck, " %s", talon);
  for (guint seat = 0; seat < n_seats; seat++)
    g_strfreev (split[seat]);
  return g_string_free (deck, FALSE);
}

static void
setup (BriState *state, BriConfig *config, guint n_seats, const char *options,
       const char *const *hands, const char *talon)
{
  g_autofree char *deck = deck_of (n_seats, hands, talon);

  bri_test_config (config, "chiamata", n_seats, options);
  bri_test_deal (state, config, deck);
}

static void
check_stakes (const BriDealScore *score, guint n, const gint *expected)
{
  gint total = 0;

  for (guint seat = 0; seat < n; seat++)
    {
      g_assert_cmpint (score->stake[seat], ==, expected[seat]);
      total += score->stake[seat];
    }
  g_assert_cmpint (total, ==, 0);
}

/* Scores the deal over in @state into @score: a win for the side of seat @winner, with
 * @expected stakes seat by seat. */
static void
check_won (const BriState *state, guint winner, BriDealScore *score, const gint *expected)
{
  state->config.rules->score (state, score);
  g_assert_cmpuint (score->outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score->winner_side, ==, state->team[winner]);
  g_assert_false (score->replay);
  check_stakes (score, state->n_seats, expected);
}

/* Classica, five players, seat 4 deals. Points held: 26 27 39 17 11.
 * With coins as trump and seat 0 leading, the tricks of PLAY1 are:
 *  1 lead 0: Ad Qd Jd 5d 2d -> 0 (16)    5 lead 0: 2c 2s As Ks 6s -> 0 (15): no club
 *  2 lead 0: Kd 3d 6d 4d 4c -> 1 (14)      follows, other suits never win
 *  3 lead 1: 3c Qc 7c 5c Ac -> 0 (24)    6 lead 0: 4s 7s 3s Qs Kb -> 2 (17)
 *  4 lead 0: 7d Kc Jc 6c Js -> 0 (8)     7 lead 2: Ab 3b Qb 5s 2b -> 2 (24)
 *                                        8 lead 2: 5b 7b Jb 6b 4b -> 4 (2)
 * Seats take 63 14 41 0 2. */
static const char *const HANDS1[] = {
  "Ad Kd 7d Ac 2c 4s 5s 6b",
  "3d Qd 3c Kc 2s 7s 2b 4b",
  "Jd 6d Qc Jc As 3s Ab 5b",
  "5d 4d 7c 6c Ks Qs 3b 7b",
  "2d 4c 5c Js 6s Kb Qb Jb",
};
#define PLAY1_T1 "Ad Qd Jd 5d 2d"
#define PLAY1_REST "Kd 3d 6d 4d 4c 3c Qc 7c 5c Ac 7d Kc Jc 6c Js 2c 2s As Ks 6s " \
                   "4s 7s 3s Qs Kb Ab 3b Qb 5s 2b 5b 7b Jb 6b 4b"

static void
check_deal1_tricks (const BriState *state)
{
  static const guint taken[] = { 63, 14, 41, 0, 2 };

  g_assert_true (bri_state_is_over (state));
  g_assert_cmpuint (state->n_tricks, ==, 8);
  g_assert_cmpuint (state->last_trick.winner, ==, 4);
  for (guint seat = 0; seat < 5; seat++)
    g_assert_cmpuint (bri_state_seat_points (state, seat), ==, taken[seat]);
}

static void
test_classica_rank_auction (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_AUCTION);
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (state.trump_suit, ==, BRI_NO_SUIT);
  for (guint seat = 0; seat < 5; seat++)
    g_assert_cmpuint (bri_state_hand_size (&state, seat), ==, 8);
  g_assert_cmpuint (state.hand[2], ==, bri_test_cards (HANDS1[2]));
  g_assert_true (bri_test_legal_is (&state, "pass bid:A bid:3 bid:K bid:Q bid:J bid:7 bid:6 "
                                            "bid:5 bid:4 bid:2"));

  /* Each bid names a weaker rank: after a Three, only King down to Two. */
  bri_test_play (&state, "bid:3");
  g_assert_cmpuint (state.to_act, ==, 1);
  g_assert_true (bri_test_legal_is (&state, "pass bid:K bid:Q bid:J bid:7 bid:6 bid:5 bid:4 "
                                            "bid:2"));
  bri_test_play (&state, "bid:K pass pass pass");
  /* Passing is final: seat 0 is next, then seat 1, never 2, 3 or 4 again. */
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "pass bid:Q bid:J bid:7 bid:6 bid:5 bid:4 bid:2"));
  bri_test_play (&state, "bid:Q");
  g_assert_cmpuint (state.to_act, ==, 1);
  bri_test_play (&state, "pass");

  /* Everyone else passed after seat 0's Queen: it names the suit of a Queen. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "call:Qd call:Qc call:Qs call:Qb"));
  bri_test_play (&state, "call:Qd");
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_COINS);
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  /* Seat 0 leads by default; the holder of the Queen is the partner. */
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (state.team[0], ==, state.team[1]);
  g_assert_cmpuint (state.team[2], !=, state.team[0]);
  g_assert_cmpuint (state.team[2], ==, state.team[3]);
  g_assert_cmpuint (state.team[3], ==, state.team[4]);

  bri_test_play (&state, PLAY1_T1 " " PLAY1_REST);
  check_deal1_tricks (&state);

  /* 63 + 14 = 77 makes the 61: caller +2, partner +1, each opponent -1. */
  check_won (&state, 0, &score, (const gint[]) { 2, 1, -1, -1, -1 });
  g_assert_cmpuint (score.side_points[state.team[0]], ==, 77);
  g_assert_cmpuint (score.side_points[state.team[2]], ==, 43);
}

static void
test_classica_two_ends_auction (void)
{
  BriConfig config;
  BriState state;

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "bid:3 bid:2");
  /* Without pazza a Two ends the auction at once; the Two of a suit is called. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (state.to_act, ==, 1);
  g_assert_true (bri_test_legal_is (&state, "call:2d call:2c call:2s call:2b"));
}

static void
test_classica_pazza (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  g_autoptr (GError) error = NULL;

  setup (&state, &config, 5, "pazza=on", HANDS1, NULL);
  bri_test_play (&state, "bid:3 bid:2");
  /* After the Two the others go on in points, from 62 to 120. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_AUCTION);
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_true (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_POINTS,
                                                             BRI_NO_CARD, 62)));
  g_assert_true (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_POINTS,
                                                             BRI_NO_CARD, 120)));
  g_assert_false (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_POINTS,
                                                              BRI_NO_CARD, 61)));
  g_assert_false (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_RANK,
                                                              BRI_NO_CARD, BRI_RANK_2)));
  g_assert_false (bri_test_try_play (&state, "bid:61", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_assert_nonnull (strstr (error->message, "bid:61"));
  bri_test_play (&state, "bid:62 pass pass bid:70");
  g_assert_false (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_POINTS,
                                                              BRI_NO_CARD, 70)));
  bri_test_play (&state, "pass pass");

  /* Seat 0 bid 70: it calls the Two of trumps (seat 4 holds the Two of coins). */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "call:2d call:2c call:2s call:2b"));
  bri_test_play (&state, "call:2d " PLAY1_T1 " " PLAY1_REST);
  check_deal1_tricks (&state);
  g_assert_cmpuint (state.team[4], ==, state.team[0]);

  /* 63 + 2 = 65 misses the 70: caller -2, partner -1, each opponent +1. */
  check_won (&state, 1, &score, (const gint[]) { -2, 1, 1, 1, -1 });
  g_assert_cmpuint (score.side_points[state.team[0]], ==, 65);
}

static void
test_all_pass_redeal (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "pass pass pass pass");
  g_assert_false (bri_state_is_over (&state));
  g_assert_true (bri_test_legal_is (&state, "pass bid:A bid:3 bid:K bid:Q bid:J bid:7 bid:6 "
                                            "bid:5 bid:4 bid:2"));
  bri_test_play (&state, "pass");

  /* Nobody bid: the deal is void and the same dealer deals again. */
  g_assert_true (bri_state_is_over (&state));
  for (guint seat = 0; seat < 5; seat++)
    g_assert_cmpuint (state.hand[seat], ==, 0);
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_VOID);
  g_assert_true (score.replay);
  check_stakes (&score, 5, (const gint[]) { 0, 0, 0, 0, 0 });

  bri_match_init (&match, &config, 4);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (match.dealer, ==, 4);
  g_assert_false (match.finished);
  for (guint seat = 0; seat < 5; seat++)
    g_assert_cmpint (match.score[seat], ==, 0);
}

static void
test_secret_solo (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriView view;

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  /* Seat 0 bids an Ace and calls its own: it plays alone, and only it knows. */
  bri_test_play (&state, "bid:A pass pass pass pass call:Ad");
  for (guint seat = 1; seat < 5; seat++)
    g_assert_cmpuint (state.team[seat], !=, state.team[0]);
  g_assert_cmpuint (state.team[1], ==, state.team[4]);

  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);
  for (guint seat = 1; seat < 5; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.sides_known, ==, (1u << seat) | 1u);
    }
  /* Playing the Ace gives the solo away. */
  bri_test_play (&state, "Ad");
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);

  bri_test_play (&state, "Qd Jd 5d 2d " PLAY1_REST);
  check_deal1_tricks (&state);
  /* 63 alone: the solo wins 4, each of the four pays 1. */
  check_won (&state, 0, &score, (const gint[]) { 4, -1, -1, -1, -1 });
}

static void
test_partner_hidden_until_played (void)
{
  BriConfig config;
  BriState state;
  BriView view;

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "bid:3");
  /* During the auction nobody knows any side but its own and the bidder's. */
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.sides_known, ==, 1u << 3);
  bri_test_play (&state, "pass pass pass pass call:3d");
  g_assert_cmpuint (state.team[1], ==, state.team[0]);

  /* The partner knows itself; the caller and the others know only the caller. */
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1);
  g_assert_cmpuint (view.known[0], ==, state.hand[0]);
  g_assert_cmpuint (view.known[1], ==, 0);
  g_assert_true (bri_card_set_has (view.unseen, bri_test_card ("3d")));
  for (guint seat = 2; seat < 5; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.sides_known, ==, (1u << seat) | 1u);
    }

  /* The first trick: the Three of coins stays in seat 1's hand. */
  bri_test_play (&state, "Ad Qd Jd 5d 2d");
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x5);
  /* Seat 1 plays the called card: from then on everyone knows. */
  bri_test_play (&state, "Kd 3d");
  for (guint seat = 0; seat < 5; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.sides_known, ==, 0x1f);
    }
}

/* The rule of thumb (greedy and the search's play-outs) gives its points only to a
 * partner it knows holds the trick: a hidden one is played against like anyone else. */
static void
test_rule_of_thumb_helps_known_partners (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  BriCard card;

  bri_rng_init (&rng, 1);
  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "bid:3 pass pass pass pass call:3d " PLAY1_T1);
  /* Seats 2 and 4 defend together, and neither knows it while the Three is hidden. */
  g_assert_true (bri_state_same_side (&state, 2, 4));
  g_assert_false (bri_state_knows_partner (&state, 4, 2));
  g_assert_false (bri_state_knows_partner (&state, 0, 1));
  g_assert_true (bri_state_knows_partner (&state, 1, 0));
  g_assert_false (bri_state_knows_partner (&state, 4, 0));
  /* Seat 2's Ace holds the trick and seat 4 plays last: it has nothing to take it
   * with, so it throws away a card worth nothing rather than its King. */
  bri_test_play (&state, "4s 2s As Qs");
  card = bri_player_greedy (&state, &rng).card;
  g_assert_cmpuint (bri_state_card_points (&state, card), ==, 0);
  g_assert_cmpuint (bri_search_playout_action (&state, &rng, 0.0).card, ==, card);

  /* Called the Two: seat 4 shows it in the first trick, and from then on knows the
   * caller is its partner. The caller's Five holds the trick and seat 4 plays last: it
   * gives its King rather than taking the trick with a Jack. */
  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "bid:2 call:2d " PLAY1_T1);
  g_assert_true (bri_state_knows_partner (&state, 4, 0));
  g_assert_true (bri_state_knows_partner (&state, 2, 3));
  bri_test_play (&state, "5s 2s 5b 3b");
  g_assert_cmpuint (bri_player_greedy (&state, &rng).card, ==, bri_test_card ("Kb"));
  g_assert_cmpuint (bri_search_playout_action (&state, &rng, 0.0).card, ==,
                    bri_test_card ("Kb"));
}

static void
test_resampled_partner_follows_card (void)
{
  BriConfig config;
  BriState state, sample;
  BriRng rng;
  guint partners = 0;

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "bid:3 pass pass pass pass call:3d");
  bri_rng_init (&rng, 11);
  /* Seat 2 does not know where the Three is: in each sample its holder is the partner,
   * or, when the caller holds it, the caller plays alone. */
  for (guint i = 0; i < 50; i++)
    {
      guint holder = BRI_NO_SEAT;

      bri_state_resample (&state, 2, &rng, &sample);
      g_assert_cmpuint (sample.hand[2], ==, state.hand[2]);
      for (guint seat = 0; seat < 5; seat++)
        if (bri_card_set_has (sample.hand[seat], bri_test_card ("3d")))
          holder = seat;
      g_assert_cmpuint (holder, !=, BRI_NO_SEAT);
      g_assert_cmpuint (holder, !=, 2);
      partners |= 1u << holder;
      for (guint seat = 1; seat < 5; seat++)
        g_assert_cmpint (sample.team[seat] == sample.team[0], ==, seat == holder);
    }
  g_assert_cmpuint (partners, ==, (1u << 0) | (1u << 1) | (1u << 3) | (1u << 4));

  /* The partner itself samples nothing away: it holds the card. */
  bri_state_resample (&state, 1, &rng, &sample);
  g_assert_cmpuint (sample.team[1], ==, sample.team[0]);
}

/* Whether @hand would have made seat @o bid and call as it did in @log, by greedy's
 * rule. */
static gboolean
bids_as_logged (const BriDealLog *log, guint o, BriCardSet hand, BriRng *rng)
{
  for (guint i = 0; i < bri_deal_log_get_n_auction_actions (log); i++)
    {
      BriState before = *bri_deal_log_get_auction_before (log, i);

      if (before.to_act != o)
        continue;
      before.hand[o] = hand;
      if (!bri_action_equal (bri_player_greedy (&before, rng),
                             bri_deal_log_get_auction_action (log, i)))
        return FALSE;
    }
  return TRUE;
}

static void
test_reads_the_auction (void)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  BriConfig config;
  BriState state, sample;
  BriRng rng;
  double weighed[2] = { 0 }, total = 0;
  guint plain[2] = { 0 }, n_samples = 400;

  /* greedy bids for everyone: seat 0 opens with a Three, seats 3 and 4 pass at once. */
  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_rng_init (&rng, 3);
  while (state.phase != BRI_PHASE_PLAY)
    {
      BriAction action = bri_player_greedy (&state, &rng);

      bri_deal_log_add (log, &state, action);
      bri_state_apply (&state, action);
    }
  g_assert_cmpuint (bri_deal_log_get_n_plays (log), ==, 0);
  g_assert_cmpuint (bri_deal_log_get_n_auction_actions (log), >=, 6);
  g_assert_cmpuint (bri_deal_log_get_auction_action (log, 0).kind, ==, BRI_ACTION_BID_RANK);

  /* The caller, about to lead, samples the others' hands. Read by their bids, the deals
   * in which seats 3 and 4 hold a hand greedy would pass with count for much more than
   * their share of uniform samples. */
  for (guint i = 0; i < n_samples; i++)
    {
      double weight;

      bri_state_resample (&state, 0, &rng, &sample);
      weight = bri_inference_deal_likelihood (log, &sample, 0, NULL, 0.1, 1, &rng);
      total += weight;
      for (guint o = 3; o <= 4; o++)
        if (bids_as_logged (log, o, sample.hand[o], &rng))
          {
            plain[o - 3]++;
            weighed[o - 3] += weight;
          }
    }
  for (guint o = 3; o <= 4; o++)
    {
      double before = plain[o - 3] / (double) n_samples, after = weighed[o - 3] / total;

      g_test_message ("seat %u passes in %.2f of the samples, %.2f of their weight", o,
                      before, after);
      g_assert_cmpfloat (after, >, before + 0.15);
    }
}

/* The kinds of player are learnt from card play alone: a deal logged with its auction
 * teaches the same as the deal's plays alone. */
static void
test_kinds_learnt_from_play (void)
{
  g_autoptr (BriDealLog) full = bri_deal_log_new ();
  g_autoptr (BriDealLog) plays = bri_deal_log_new ();
  g_autoptr (BriOpponentModel) from_full = bri_opponent_model_new ();
  g_autoptr (BriOpponentModel) from_plays = bri_opponent_model_new ();
  BriConfig config;
  BriState state;
  BriRng rng, rng_full, rng_plays;

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_rng_init (&rng, 5);
  while (!bri_state_is_over (&state))
    {
      BriAction action = bri_player_greedy (&state, &rng);

      bri_deal_log_add (full, &state, action);
      if (action.kind == BRI_ACTION_PLAY)
        bri_deal_log_add (plays, &state, action);
      bri_state_apply (&state, action);
    }
  g_assert_cmpuint (bri_deal_log_get_n_auction_actions (full), >, 0);
  g_assert_cmpuint (bri_deal_log_get_n_auction_actions (plays), ==, 0);

  bri_rng_init (&rng_full, 9);
  bri_rng_init (&rng_plays, 9);
  bri_opponent_model_learn (from_full, full, 0, 0.1, &rng_full);
  bri_opponent_model_learn (from_plays, plays, 0, 0.1, &rng_plays);
  for (guint offset = 1; offset < 5; offset++)
    for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
      g_assert_cmpfloat (bri_opponent_model_get_chance (from_full, offset, k), ==,
                         bri_opponent_model_get_chance (from_plays, offset, k));
  /* The plays did teach something: greedy plays by the rule of thumb. */
  g_assert_cmpfloat (bri_opponent_model_get_chance (from_plays, 1, BRI_OPPONENT_BY_THUMB), >,
                     1.0 / BRI_N_OPPONENT_KINDS);
}

/* Four players, ten cards each, seat 3 deals; the Seven of coins called, seat 2 holds it.
 *  1 lead 0: Ad Kc 7d 2s -> 0 (15)    6 lead 0: 6d Ks 4s 2b -> 0 (4)
 *  2 lead 0: 3d Qc 5d Qb -> 0 (16)    7 lead 0: 2c Ac Kb 3c -> 1 (25)
 *  3 lead 0: Kd Jc 4d Jb -> 0 (8)     8 lead 1: As 7s Qs 4c -> 1 (14)
 *  4 lead 0: Qd 7c 2d 5b -> 0 (3)     9 lead 1: Ab 6s 7b 5c -> 1 (11)
 *  5 lead 0: Jd 3s Js 4b -> 0 (14)   10 lead 1: 3b 5s 6b 6c -> 1 (10)
 * The caller's side ends on 60, which is not enough. */
static const char *const HANDS4[] = {
  "Ad 3d Kd Qd Jd 6d 2c 4c 5c 6c",
  "Kc Qc Jc 7c 3s Ks Ac As Ab 3b",
  "7d 5d 4d 2d Js 4s Kb 7s 6s 5s",
  "2s Qb Jb 5b 4b 2b 3c Qs 7b 6b",
};
#define PLAY4 "Ad Kc 7d 2s 3d Qc 5d Qb Kd Jc 4d Jb Qd 7c 2d 5b Jd 3s Js 4b 6d Ks 4s 2b " \
              "2c Ac Kb 3c As 7s Qs 4c Ab 6s 7b 5c 3b 5s 6b 6c"

static void
test_four_players_sixty_loses (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;

  setup (&state, &config, 4, NULL, HANDS4, NULL);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpuint (bri_state_hand_size (&state, seat), ==, 10);
  bri_test_play (&state, "bid:7 pass pass pass call:7d " PLAY4);
  g_assert_true (bri_state_is_over (&state));
  g_assert_cmpuint (state.n_tricks, ==, 10);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 60);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 60);
  g_assert_cmpuint (state.team[2], ==, state.team[0]);

  /* 60 loses. With four, caller and partner lose one share each, so it balances. */
  check_won (&state, 1, &score, (const gint[]) { -1, 1, -1, 1 });

  /* The same cards as a solo (seat 0 calls its own Six): 4-player solo stakes 3. */
  setup (&state, &config, 4, NULL, HANDS4, NULL);
  bri_test_play (&state, "bid:6 pass pass pass call:6d " PLAY4);
  check_won (&state, 1, &score, (const gint[]) { -3, 1, 1, 1 });
}

/* Cappotto: seat 0 holds eight trumps and takes every trick; seat 1 holds the Two.
 * Every trick is led by seat 0 and played by each seat's next card in order. */
static const char *const HANDS_SWEEP[] = {
  "Ad 3d Kd Qd Jd 7d 6d 5d",
  "2d 4d Ac 3c Kc Qc Jc 7c",
  "6c 5c 4c 2c As 3s Ks Qs",
  "Js 7s 6s 5s 4s 2s Ab 3b",
  "Kb Qb Jb 7b 6b 5b 4b 2b",
};

static void
play_sweep (BriState *state)
{
  GStrv hands[5];

  for (guint seat = 0; seat < 5; seat++)
    hands[seat] = g_strsplit (HANDS_SWEEP[seat], " ", -1);
  for (guint k = 0; k < 8; k++)
    for (guint seat = 0; seat < 5; seat++)
      bri_test_play (state, hands[seat][k]);
  for (guint seat = 0; seat < 5; seat++)
    g_strfreev (hands[seat]);
  g_assert_true (bri_state_is_over (state));
  g_assert_cmpuint (bri_card_set_count (state->pile[0]), ==, 40);
}

static void
test_scoring_systems_sweep (void)
{
  static const struct
  {
    const char *options;
    const char *actions;
    gint stakes[5];
  } cases[] = {
    /* The worked example: 93 with a partner, every trick: base 4, doubled. */
    { "preset=subito-al-due", "bid:93 pass pass pass pass call:2d", { 16, 8, -8, -8, -8 } },
    { "preset=subito-al-due;scoring=graded", "bid:93 pass pass pass pass call:2d",
      { 16, 8, -8, -8, -8 } },
    /* Sicilian: 91 or more doubles, all 120 points doubles again. */
    { "preset=subito-al-due;scoring=sicilian", "bid:93 pass pass pass pass call:2d",
      { 8, 4, -4, -4, -4 } },
    /* Classic: cappotto doubles 2/1/-1. */
    { "preset=subito-al-due;scoring=classic", "bid:93 pass pass pass pass call:2d",
      { 4, 2, -2, -2, -2 } },
    { "scoring=classic", "bid:4 pass pass pass pass call:4d", { 4, 2, -2, -2, -2 } },
    /* Graded base for a rank bid is 1, doubled by the sweep. */
    { "scoring=graded", "bid:4 pass pass pass pass call:4d", { 4, 2, -2, -2, -2 } },
    /* Sicilian with a rank bid: under 91, but the caputo doubles. */
    { "scoring=sicilian", "bid:4 pass pass pass pass call:4d", { 4, 2, -2, -2, -2 } },
    /* A solo cappotto: 4 doubled. */
    { "scoring=classic", "bid:5 pass pass pass pass call:5d", { 8, -2, -2, -2, -2 } },
    /* Graded solo: base 1 for a rank bid, four shares, doubled. */
    { "scoring=graded", "bid:5 pass pass pass pass call:5d", { 8, -2, -2, -2, -2 } },
    /* Sicilian solo: 4, doubled by the caputo. */
    { "scoring=sicilian", "bid:5 pass pass pass pass call:5d", { 8, -2, -2, -2, -2 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriConfig config;
      BriState state;
      BriDealScore score;

      g_test_message ("case %u: %s", i, cases[i].options);
      setup (&state, &config, 5, cases[i].options, HANDS_SWEEP, NULL);
      bri_test_play (&state, cases[i].actions);
      play_sweep (&state);
      check_won (&state, 0, &score, cases[i].stakes);
      g_assert_cmpuint (score.side_points[state.team[0]], ==, 120);
    }
}

static void
test_point_bid_lost (void)
{
  static const struct
  {
    const char *options;
    gint stakes[5];
  } cases[] = {
    /* 63 + 2 = 65 against 95: lost. Base 4 (graded), no sweep. */
    { "preset=subito-al-due", { -8, 4, 4, 4, -4 } },
    /* Sicilian: 95 doubles, no caputo. */
    { "preset=subito-al-due;scoring=sicilian", { -4, 2, 2, 2, -2 } },
    { "preset=subito-al-due;scoring=classic", { -2, 1, 1, 1, -1 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriConfig config;
      BriState state;
      BriDealScore score;

      setup (&state, &config, 5, cases[i].options, HANDS1, NULL);
      /* Subito al due: points only, from 61; the Two of the named suit is called. */
      g_assert_true (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_POINTS,
                                                                 BRI_NO_CARD, 61)));
      g_assert_false (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_RANK,
                                                                  BRI_NO_CARD, BRI_RANK_ACE)));
      bri_test_play (&state, "bid:95 pass pass pass pass");
      g_assert_true (bri_test_legal_is (&state, "call:2d call:2c call:2s call:2b"));
      bri_test_play (&state, "call:2d " PLAY1_T1 " " PLAY1_REST);
      check_deal1_tricks (&state);
      check_won (&state, 1, &score, cases[i].stakes);
      g_assert_cmpuint (score.side_points[state.team[0]], ==, 65);
    }
}

/* The caller's side of deal 1 with the Two of coins called makes 65: a contract of 65 is
 * won, 66 lost; the graded base steps at 71, 81, 91, 101 and 111, the Sicilian stake
 * doubles from 91. */
static void
test_bid_boundaries (void)
{
  static const struct
  {
    guint bid;
    const char *scoring;
    gint unit; /* what each opponent gets */
  } cases[] = {
    { 65, "graded", -1 }, { 66, "graded", 1 }, { 70, "graded", 1 }, { 71, "graded", 2 },
    { 80, "graded", 2 }, { 81, "graded", 3 }, { 90, "graded", 3 }, { 91, "graded", 4 },
    { 100, "graded", 4 }, { 101, "graded", 5 }, { 110, "graded", 5 }, { 111, "graded", 6 },
    { 120, "graded", 6 }, { 65, "sicilian", -1 }, { 90, "sicilian", 1 },
    { 91, "sicilian", 2 }, { 120, "sicilian", 2 }, { 120, "classic", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *options = g_strdup_printf ("preset=subito-al-due;scoring=%s",
                                                  cases[i].scoring);
      g_autofree char *actions = g_strdup_printf ("bid:%u pass pass pass pass call:2d",
                                                  cases[i].bid);
      gint u = cases[i].unit;
      BriConfig config;
      BriState state;
      BriDealScore score;

      g_test_message ("bid %u, %s", cases[i].bid, cases[i].scoring);
      setup (&state, &config, 5, options, HANDS1, NULL);
      bri_test_play (&state, actions);
      bri_test_play (&state, PLAY1_T1 " " PLAY1_REST);
      check_won (&state, u < 0 ? 0 : 1, &score, (const gint[]) { -2 * u, u, u, u, -u });
    }
}

static void
test_subito_reopen (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;

  /* Everyone passes: the dealer asks once more, and the first round is forgotten. */
  setup (&state, &config, 5, "preset=subito-al-due", HANDS1, NULL);
  bri_test_play (&state, "pass pass pass pass pass");
  g_assert_false (bri_state_is_over (&state));
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_AUCTION);
  g_assert_cmpuint (state.to_act, ==, 0);
  bri_test_play (&state, "pass bid:61 pass pass pass");
  /* Seat 0 passed again in the second round: it is out. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (state.to_act, ==, 1);
  /* Seat 1 holds the Two of swords: calling it is a solo. */
  bri_test_play (&state, "call:2s");
  for (guint seat = 0; seat < 5; seat++)
    if (seat != 1)
      g_assert_cmpuint (state.team[seat], !=, state.team[1]);

  /* Nobody opens the second time either: void, the same dealer deals again. */
  setup (&state, &config, 5, "preset=subito-al-due", HANDS1, NULL);
  bri_test_play (&state, "pass pass pass pass pass pass pass pass pass pass");
  g_assert_true (bri_state_is_over (&state));
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_VOID);
  g_assert_true (score.replay);
}

static void
test_rank_then_points (void)
{
  BriConfig config;
  BriState state;

  setup (&state, &config, 5, "preset=rank-then-points", HANDS1, NULL);
  bri_test_play (&state, "bid:J bid:2");
  /* After a Two, points from 62. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_AUCTION);
  g_assert_true (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_POINTS,
                                                             BRI_NO_CARD, 62)));
  bri_test_play (&state, "pass pass pass pass");
  g_assert_cmpuint (state.to_act, ==, 1);
  g_assert_true (bri_test_legal_is (&state, "call:2d call:2c call:2s call:2b"));

  /* A rank other than the Two calls that rank, as in the Classica. */
  setup (&state, &config, 5, "preset=rank-then-points", HANDS1, NULL);
  bri_test_play (&state, "bid:J pass pass pass pass");
  g_assert_true (bri_test_legal_is (&state, "call:Jd call:Jc call:Js call:Jb"));

  /* With the option, a caller holding the Two of clubs may call its lowest missing club
   * (it holds the Ace and Two: the Four). */
  setup (&state, &config, 5, "preset=rank-then-points;call-lowest=on", HANDS1, NULL);
  bri_test_play (&state, "bid:2 pass pass pass pass");
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "call:2d call:2c call:4c call:2s call:2b"));
  bri_test_play (&state, "call:4c");
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_CUPS);
  /* Seat 4 holds the Four of cups. */
  g_assert_cmpuint (state.team[4], ==, state.team[0]);
  g_assert_cmpuint (state.team[1], !=, state.team[0]);

  setup (&state, &config, 5, "preset=rank-then-points;call-lowest=on", HANDS1, NULL);
  bri_test_play (&state, "pass pass pass pass bid:2");
  /* Seat 4 holds the Two of coins and no other coin: the Four is its lowest missing. */
  g_assert_true (bri_test_legal_is (&state, "call:2d call:4d call:2c call:2s call:2b"));
}

static void
test_lead_caller_option (void)
{
  BriConfig config;
  BriState state;

  setup (&state, &config, 5, "lead=caller", HANDS1, NULL);
  bri_test_play (&state, "pass pass bid:K pass pass call:Kd");
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_cmpuint (state.trick.leader, ==, 2);

  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "pass pass bid:K pass pass call:Kd");
  g_assert_cmpuint (state.to_act, ==, 0);
}

static void
test_prima_mano_al_buio (void)
{
  BriConfig config;
  BriState state, other;
  BriDealScore score;
  BriView view;
  g_autoptr (GError) error = NULL;
  BriRng rng;

  setup (&state, &config, 5, "preset=prima-mano-al-buio", HANDS1, NULL);
  bri_test_play (&state, "pass pass pass pass bid:61");
  /* No call: the first trick is played without a trump, seat 0 leading. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  g_assert_cmpuint (state.trump_suit, ==, BRI_NO_SUIT);
  g_assert_cmpuint (state.to_act, ==, 0);
  /* No Two in the first trick... */
  g_assert_true (bri_test_legal_is (&state, "Ad Kd 7d Ac 4s 5s 6b"));
  g_assert_false (bri_test_try_play (&state, "2c", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  bri_test_play (&state, "Ad 3c");
  g_assert_true (bri_test_legal_is (&state, "Jd 6d Qc Jc As 3s Ab 5b"));
  bri_test_play (&state, "Qc 7c");
  /* ...except by the caller (the dealer here) playing last to it. */
  g_assert_cmpuint (state.to_act, ==, 4);
  g_assert_true (bri_test_legal_is (&state, "2d 4c 5c Js 6s Kb Qb Jb"));
  bri_test_play (&state, "2d");

  /* The trick is complete: the caller names the trump before it is decided. */
  g_assert_cmpuint (state.phase, !=, BRI_PHASE_PLAY);
  g_assert_cmpuint (state.to_act, ==, 4);
  g_assert_cmpuint (state.n_tricks, ==, 0);
  g_assert_true (bri_test_legal_is (&state, "trump:d trump:c trump:s trump:b"));
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, (1u << 2) | (1u << 4));
  other = state;

  /* Coins: the caller played the called Two itself, a solo that everyone now knows; the
   * Ace led is a trump now and takes 3c Qc 7c 2d: 24 points. */
  bri_test_play (&state, "trump:d");
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_COINS);
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpuint (state.last_trick.winner, ==, 0);
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 24);
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpuint (state.team[seat], !=, state.team[4]);
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);
  /* Twos are allowed from the second trick on. */
  g_assert_true (bri_test_legal_is (&state, "Kd 7d Ac 2c 4s 5s 6b"));

  /* Cups instead: seat 0 holds the called Two; the Three of cups takes the trick. */
  bri_test_play (&other, "trump:c");
  g_assert_cmpuint (other.last_trick.winner, ==, 1);
  g_assert_cmpuint (other.team[0], ==, other.team[4]);
  g_assert_cmpuint (other.team[1], !=, other.team[4]);
  bri_state_get_view (&other, 0, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);
  bri_state_get_view (&other, 4, &view);
  g_assert_cmpuint (view.sides_known, ==, (1u << 4));
  bri_state_get_view (&other, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, (1u << 2) | (1u << 4));

  /* Played out at random, it ends and scores with the graded stakes. */
  bri_rng_init (&rng, 5);
  while (!bri_state_is_over (&other))
    bri_state_apply (&other, bri_player_random (&other, &rng));
  config.rules->score (&other, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  {
    gint sign = score.winner_side == other.team[4] ? 1 : -1;
    /* Seat 1 took the first trick: only the defenders can take them all. */
    gint unit = (other.pile[0] | other.pile[4]) == 0 ? 2 : 1;
    check_stakes (&score, 5, (const gint[]) { sign * unit, -sign * unit, -sign * unit,
                                              -sign * unit, 2 * sign * unit });
  }

  /* When the caller leads, it is never last: no Two at all in the first trick. */
  setup (&state, &config, 5, "preset=prima-mano-al-buio;lead=caller", HANDS1, NULL);
  bri_test_play (&state, "pass pass pass pass bid:61");
  g_assert_cmpuint (state.to_act, ==, 4);
  g_assert_true (bri_test_legal_is (&state, "4c 5c Js 6s Kb Qb Jb"));
}

/* Siciliana, five players: seven cards each and a five-card talon (3d Qb 2b 4b 5b).
 * Points held: 20 14 16 30 27, talon 13. With coins as trump and seat 0 leading each time:
 *  1: Ad 3c Ac As Ab -> 0 (54)    5: Jd 5s 4d Js 7b -> 0 (4)
 *  2: 3d Kc Qc 3s 3b -> 0 (37)    6: 7d 6s 2d 2c 7c -> 0 (0)
 *  3: Kd 2s 6d Ks Kb -> 0 (12)    7: 5b 7s Jc 6c 6b -> 4 (2, and the 3 laid away)
 *  4: Qd 4s 5d Qs Jb -> 0 (8)
 * Seat 0 lays away 4c 5c Qb 2b 4b and keeps Ad Kd Qd Jd 7d 3d 5b. */
static const char *const HANDS_SIC[] = {
  "Ad Kd Qd Jd 7d 4c 5c",
  "3c Kc 2s 4s 5s 6s 7s",
  "Ac Qc Jc 6d 5d 4d 2d",
  "As 3s Ks Qs Js 2c 6c",
  "Ab 3b Kb 6b Jb 7b 7c",
};
#define TALON_SIC "3d Qb 2b 4b 5b"
#define DISCARD_SIC "discard:4c discard:5c discard:Qb discard:2b discard:4b"
#define PLAY_SIC "Ad 3c Ac As Ab 3d Kc Qc 3s 3b Kd 2s 6d Ks Kb Qd 4s 5d Qs Jb " \
                 "Jd 5s 4d Js 7b 7d 6s 2d 2c 7c 5b 7s Jc 6c 6b"

static void
check_sic_end (const BriState *state, BriDealScore *score)
{
  static const guint taken[] = { 115, 0, 0, 0, 5 };

  g_assert_true (bri_state_is_over (state));
  g_assert_cmpuint (state->n_tricks, ==, 7);
  g_assert_cmpuint (state->discards, ==, bri_test_cards ("4c 5c Qb 2b 4b"));
  g_assert_cmpuint (state->last_trick.winner, ==, 4);
  state->config.rules->score (state, score);
  for (guint seat = 0; seat < 5; seat++)
    g_assert_cmpuint (score->points[seat], ==, taken[seat]);
}

static void
test_siciliana_auction (void)
{
  BriConfig config;
  BriState state;
  g_autoptr (GError) error = NULL;
  BriAction legal[BRI_MAX_ACTIONS];

  setup (&state, &config, 5, "preset=siciliana", HANDS_SIC, TALON_SIC);
  g_assert_cmpuint (state.talon, ==, bri_test_cards (TALON_SIC));
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 7);
  /* Points only, from 70. */
  g_assert_cmpuint (bri_state_legal_actions (&state, legal), ==, 1 + 51);
  g_assert_false (bri_test_try_play (&state, "bid:69", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  bri_test_play (&state, "bid:70 pass bid:71 pass pass bid:80");
  /* Seat 2 passes: the caller cannot raise its own bid, the auction is over. */
  bri_test_play (&state, "pass");
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (state.to_act, ==, 0);
  /* Any of the 40 cards may be called. */
  g_assert_cmpuint (bri_state_legal_actions (&state, legal), ==, 40);

  /* With min-bid=61 the auction starts lower. */
  setup (&state, &config, 5, "preset=siciliana;min-bid=61", HANDS_SIC, TALON_SIC);
  g_assert_cmpuint (bri_state_legal_actions (&state, legal), ==, 1 + 60);
  g_assert_true (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_BID_POINTS,
                                                             BRI_NO_CARD, 61)));

  /* Nobody opens: the same dealer deals again. */
  setup (&state, &config, 5, "preset=siciliana", HANDS_SIC, TALON_SIC);
  bri_test_play (&state, "pass pass pass pass pass");
  g_assert_true (bri_state_is_over (&state));
  g_assert_cmpuint (state.talon, ==, 0);
  g_assert_cmpuint (state.played, ==, state.deck);
}

static void
test_siciliana_show (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriView view;
  BriMatch match;
  BriAction discard_qb;

  setup (&state, &config, 5, "preset=siciliana", HANDS_SIC, TALON_SIC);
  bri_test_play (&state, "bid:80 pass pass pass pass call:3d");
  /* The caller took the talon unseen: twelve cards, five to lay away. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_DISCARD);
  g_assert_cmpuint (state.talon, ==, 0);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards (HANDS_SIC[0]) | bri_test_cards (TALON_SIC));
  g_assert_true (bri_test_legal_is (&state, "show discard:Ad discard:Kd discard:Qd discard:Jd "
                                            "discard:7d discard:4c discard:5c discard:3d "
                                            "discard:Qb discard:2b discard:4b discard:5b"));
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.known[0], ==, 0);
  g_assert_true (bri_card_set_has (view.unseen, bri_test_card ("Qb")));

  /* Showing the Three found in the talon: the player to the caller's right (seat 1)
   * becomes the partner, and everybody knows. */
  bri_test_play (&state, "show");
  g_assert_cmpuint (state.team[1], ==, state.team[0]);
  g_assert_cmpuint (state.team[2], !=, state.team[0]);
  for (guint seat = 0; seat < 5; seat++)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.sides_known, ==, 0x1f);
      g_assert_true (bri_card_set_has (view.known[0], bri_test_card ("3d")));
    }
  /* The card shown is kept to be played. */
  g_assert_false (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_DISCARD,
                                                              bri_test_card ("3d"), 0)));
  bri_test_play (&state, DISCARD_SIC);

  /* The cards laid away are face down: only the caller knows them. */
  discard_qb = bri_action_new (BRI_ACTION_DISCARD, bri_test_card ("Qb"), 0);
  g_assert_false (config.rules->action_visible (&state, 0, discard_qb, 2));
  g_assert_true (config.rules->action_visible (&state, 0, discard_qb, 0));
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.aside_known, ==, state.discards);
  g_assert_cmpuint (view.unseen & state.discards, ==, 0);
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.unseen & state.discards, ==, state.discards);

  /* The caller leads. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  g_assert_cmpuint (state.to_act, ==, 0);
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 7);
  bri_test_play (&state, PLAY_SIC);

  /* Seat 4 took the last trick and the 3 points laid away; 115 for the caller's side:
   * 80 made, under 91, no caputo: 2, 1, -1. */
  check_sic_end (&state, &score);
  g_assert_cmpuint (score.side_points[state.team[0]], ==, 115);
  g_assert_cmpuint (score.side_points[state.team[4]], ==, 5);
  check_stakes (&score, 5, (const gint[]) { 2, 1, -1, -1, -1 });

  /* The caller deals the next game. */
  bri_match_init (&match, &config, 4);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (match.dealer, ==, 0);
  g_assert_cmpint (match.score[0], ==, 2);
}

static void
test_siciliana_silent_solo (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriView view;

  setup (&state, &config, 5, "preset=siciliana", HANDS_SIC, TALON_SIC);
  bri_test_play (&state, "bid:80 pass pass pass pass call:3d " DISCARD_SIC);
  /* The caller may still show at its first lead; leading a card keeps quiet. */
  g_assert_true (bri_test_legal_is (&state, "show Ad Kd Qd Jd 7d 3d 5b"));
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x5);
  g_assert_cmpuint (view.known[0], ==, 0);
  bri_test_play (&state, "Ad");
  g_assert_false (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, 1)));
  for (guint seat = 1; seat < 5; seat++)
    g_assert_cmpuint (state.team[seat], !=, state.team[0]);

  bri_test_play (&state, "3c Ac As Ab");
  /* The called Three played: the solo is known. */
  bri_test_play (&state, "3d");
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);
  bri_test_play (&state, "Kc Qc 3s 3b Kd 2s 6d Ks Kb Qd 4s 5d Qs Jb "
                         "Jd 5s 4d Js 7b 7d 6s 2d 2c 7c 5b 7s Jc 6c 6b");
  check_sic_end (&state, &score);
  /* A solo: 4, and 1 from each of the four. */
  g_assert_cmpuint (score.winner_side, ==, state.team[0]);
  check_stakes (&score, 5, (const gint[]) { 4, -1, -1, -1, -1 });
}

static void
test_siciliana_called_in_hand (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;

  setup (&state, &config, 5, "preset=siciliana", HANDS_SIC, TALON_SIC);
  /* The Six of coins is in seat 2's hand: seat 2 is the partner, nothing to show. */
  bri_test_play (&state, "bid:80 pass pass pass pass call:6d");
  g_assert_false (bri_state_is_legal (&state, bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, 1)));
  g_assert_cmpuint (state.team[2], ==, state.team[0]);
  bri_test_play (&state, DISCARD_SIC " " PLAY_SIC);
  check_sic_end (&state, &score);
  check_stakes (&score, 5, (const gint[]) { 2, -1, 1, -1, -1 });
}

static void
test_siciliana_throw_in (void)
{
  static const char *const hands[] = {
    "Ad Kd Qd Jd 7d 4c 5c",
    "3c Kc 2s 4s 5s 6s 7s",
    "7c 6c 2c 6d 5d 4d 2d",
    "As 3s Ks Qs Js Ac Qc",
    "Ab 3b Kb 6b Jb 7b Jc",
  };
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;
  guint total = 0;

  /* Seat 2 holds no card worth a point: it shows its hand and the cards are dealt again. */
  setup (&state, &config, 5, "preset=siciliana", hands, TALON_SIC);
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_true (bri_test_legal_is (&state, "throw-in"));
  bri_test_play (&state, "throw-in");
  g_assert_true (bri_state_is_over (&state));
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_VOID);
  g_assert_true (score.replay);
  for (guint seat = 0; seat < 5; seat++)
    {
      g_assert_cmpint (score.stake[seat], ==, 0);
      total += score.points[seat];
    }
  g_assert_cmpuint (total, ==, 120);
  bri_match_init (&match, &config, 4);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (match.dealer, ==, 4);
  g_assert_cmpuint (match.n_deals, ==, 1);

  /* The mainland presets have no such rule. */
  setup (&state, &config, 5, NULL, (const char *const[]) {
           "Ad Kd Qd Jd 7d 4c 5c 3d", "3c Kc 2s 4s 5s 6s 7s Qb",
           "7c 6c 2c 6d 5d 4d 2d 2b", "As 3s Ks Qs Js Ac Qc 4b",
           "Ab 3b Kb 6b Jb 7b Jc 5b" }, NULL);
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_AUCTION);
  g_assert_cmpuint (state.to_act, ==, 0);
}

static void
test_siciliana_six_players (void)
{
  static const char *const hands[] = {
    "Ad 3d Kd Qd Jd 7d",
    "Ac 3c 2s 4s 5s 6s",
    "Kc Qc Jc 6d 5d 4d",
    "As 3s Ks Qs Js 2c",
    "Ab 3b Kb Qb Jb 7b",
    "7c 6c 5c 4c 7s 2d",
  };
  BriConfig config;
  BriState state;
  BriAction legal[BRI_MAX_ACTIONS];
  BriDealScore score;
  BriRng rng;

  setup (&state, &config, 6, "preset=siciliana", hands, "6b 5b 4b 2b");
  g_assert_cmpuint (bri_card_set_count (state.talon), ==, 4);
  g_assert_cmpuint (state.hand[5], ==, bri_test_cards (hands[5]));
  /* Seat 5 holds nothing worth a point. */
  g_assert_cmpuint (state.to_act, ==, 5);
  g_assert_true (bri_test_legal_is (&state, "throw-in"));

  /* Swap its Two of coins for the Jack of coins held by seat 0. */
  setup (&state, &config, 6, "preset=siciliana", (const char *const[]) {
           "Ad 3d Kd Qd 2d 7d", hands[1], hands[2], hands[3], hands[4],
           "7c 6c 5c 4c 7s Jd" }, "6b 5b 4b 2b");
  g_assert_cmpuint (state.to_act, ==, 0);
  bri_test_play (&state, "bid:75 pass pass pass pass pass call:Ac");
  g_assert_cmpuint (bri_state_legal_actions (&state, legal), ==, 10);
  g_assert_cmpuint (state.team[1], ==, state.team[0]);
  bri_test_play (&state, "discard:6b discard:5b discard:4b discard:2b");
  g_assert_cmpuint (state.to_act, ==, 0);

  /* Each plays its first remaining card, weakest first; the outcome decides the sign. */
  bri_rng_init (&rng, 3);
  while (!bri_state_is_over (&state))
    bri_state_apply (&state, bri_player_greedy (&state, &rng));
  config.rules->score (&state, &score);
  /* Six players: caller and partner 2 each, four opponents 1 each. */
  {
    gint sign = score.winner_side == state.team[0] ? 1 : -1;
    gint unit = (score.side_points[0] == 120 || score.side_points[1] == 120) ? 2 : 1;
    check_stakes (&score, 6, (const gint[]) { 2 * sign * unit, 2 * sign * unit,
                                              -sign * unit, -sign * unit, -sign * unit,
                                              -sign * unit });
  }

  /* A six-player solo is 5 against 1 each. */
  setup (&state, &config, 6, "preset=siciliana;scoring=classic", (const char *const[]) {
           "Ad 3d Kd Qd 2d 7d", hands[1], hands[2], hands[3], hands[4],
           "7c 6c 5c 4c 7s Jd" }, "6b 5b 4b 2b");
  bri_test_play (&state, "bid:75 pass pass pass pass pass call:Ad "
                 "discard:6b discard:5b discard:4b discard:2b");
  while (!bri_state_is_over (&state))
    bri_state_apply (&state, bri_player_greedy (&state, &rng));
  config.rules->score (&state, &score);
  {
    gint sign = score.winner_side == state.team[0] ? 1 : -1;
    gint unit = (bri_card_set_count (state.pile[0]) == 0 ||
                 bri_card_set_count (state.pile[0]) + bri_card_set_count (state.discards) == 40)
                ? 2 : 1;
    check_stakes (&score, 6, (const gint[]) { 5 * sign * unit, -sign * unit, -sign * unit,
                                              -sign * unit, -sign * unit, -sign * unit });
  }
}

static void
test_sitting_out (void)
{
  static const char *const hands[] = {
    "Ad 3d Kd Qd Jd 7d",
    "Ac 3c 2s 4s 5s 6s",
    "Kc Qc Jc 6d 5d 4d",
    "As 3s Ks Qs Js 2c",
    "Ab 3b Kb Qb Jb 7b",
    "7c 6c 5c 4c 7s Jd",
  };
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriView view;
  BriMatch match;
  BriRng rng;

  /* Seven players: the dealer (seat 6) sits out and gets no cards. */
  setup (&state, &config, 7, "preset=siciliana", (const char *const[]) {
           "Ad 3d Kd Qd 2d 7d", hands[1], hands[2], hands[3], hands[4], hands[5], NULL },
         "6b 5b 4b 2b");
  g_assert_cmpuint (state.playing, ==, 0x3f);
  g_assert_cmpuint (state.hand[6], ==, 0);
  g_assert_cmpuint (state.hand[5], ==, bri_test_cards (hands[5]));
  g_assert_cmpuint (state.talon, ==, bri_test_cards ("6b 5b 4b 2b"));
  g_assert_cmpuint (state.to_act, ==, 0);
  /* Seat 5 bids last; the auction never reaches seat 6. */
  bri_test_play (&state, "pass pass pass pass pass bid:70");
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (state.to_act, ==, 5);
  bri_test_play (&state, "call:Ad");
  /* Seat 0 holds the Ace of coins; seat 6, sitting out, is on no side that plays. */
  g_assert_cmpuint (state.team[0], ==, state.team[5]);
  g_assert_cmpuint (state.team[6], !=, state.team[5]);
  g_assert_cmpuint (state.team[6], !=, state.team[1]);
  bri_state_get_view (&state, 6, &view);
  g_assert_cmpuint (view.sides_known, ==, (1u << 6) | (1u << 5));
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, (1u << 6) | (1u << 5) | (1u << 2));
  bri_test_play (&state, "discard:6b discard:5b discard:4b discard:2b");
  g_assert_cmpuint (state.to_act, ==, 5);
  bri_rng_init (&rng, 8);
  while (!bri_state_is_over (&state))
    {
      g_assert_cmpuint (state.to_act, !=, 6);
      bri_state_apply (&state, bri_player_random (&state, &rng));
    }
  g_assert_cmpuint (state.n_tricks, ==, 6);
  config.rules->score (&state, &score);
  g_assert_cmpint (score.stake[6], ==, 0);
  g_assert_cmpuint (score.points[6], ==, 0);
  g_assert_true (score.outcome == BRI_OUTCOME_WIN && score.winner_side != state.team[6]);
  /* At seven the deal passes to the right, so that everyone sits out in turn. */
  bri_match_init (&match, &config, 6);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (match.dealer, ==, 0);
  g_assert_cmpint (match.score[6], ==, 0);

  /* Eight players: the dealer (seat 7) and the player to its right (seat 0) sit out;
   * dealing and bidding start with seat 1. */
  setup (&state, &config, 8, "preset=siciliana", (const char *const[]) {
           NULL, "Ad 3d Kd Qd 2d 7d", hands[1], hands[2], hands[3], hands[4], hands[5],
           NULL }, "6b 5b 4b 2b");
  g_assert_cmpuint (state.playing, ==, 0x7e);
  g_assert_cmpuint (state.hand[0], ==, 0);
  g_assert_cmpuint (state.hand[7], ==, 0);
  g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Ad 3d Kd Qd 2d 7d"));
  g_assert_cmpuint (state.to_act, ==, 1);
  bri_test_play (&state, "bid:70 pass pass pass pass pass call:Ac");
  g_assert_cmpuint (state.team[2], ==, state.team[1]);
  g_assert_cmpuint (state.team[0], ==, state.team[7]);
  g_assert_cmpuint (state.team[0], !=, state.team[3]);
  bri_test_play (&state, "discard:6b discard:5b discard:4b discard:2b");
  g_assert_cmpuint (state.to_act, ==, 1);
  while (!bri_state_is_over (&state))
    {
      g_assert_cmpuint (state.to_act, !=, 0);
      g_assert_cmpuint (state.to_act, !=, 7);
      bri_state_apply (&state, bri_player_greedy (&state, &rng));
    }
  config.rules->score (&state, &score);
  g_assert_cmpint (score.stake[0], ==, 0);
  g_assert_cmpint (score.stake[7], ==, 0);
  /* Six in the deal: caller and partner two shares each. */
  g_assert_cmpint (ABS (score.stake[1]), ==, ABS (score.stake[2]));
  g_assert_cmpint (ABS (score.stake[1]), ==, 2 * ABS (score.stake[3]));
}

static void
test_match_to_eleven (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  /* The same deal over and over: the caller (seat 0) gains 2 a time, seat 1 one. */
  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&state, "bid:3 pass pass pass pass call:3d " PLAY1_T1 " " PLAY1_REST);
  bri_match_init (&match, &config, 4);
  for (guint deal = 1; deal <= 5; deal++)
    {
      bri_match_add_deal (&match, &state, &score);
      g_assert_false (match.finished);
      g_assert_cmpuint (match.dealer, ==, (deal + 4) % 5);
    }
  g_assert_cmpint (match.score[0], ==, 10);
  g_assert_cmpint (match.score[1], ==, 5);
  g_assert_cmpint (match.score[2], ==, -5);
  bri_match_add_deal (&match, &state, &score);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, 1u << 0);
  g_assert_cmpint (match.score[0], ==, 12);
  g_assert_cmpuint (match.wins[1], ==, 6);

  /* To 21: still going at 12. */
  bri_test_config (&config, "chiamata", 5, "target=21");
  bri_match_init (&match, &config, 4);
  for (guint deal = 0; deal < 11; deal++)
    {
      bri_match_add_deal (&match, &state, &score);
      g_assert_cmpint (match.finished, ==, deal == 10);
    }
  g_assert_cmpint (match.score[0], ==, 22);

  /* A single deal: the winning side wins. */
  bri_test_config (&config, "chiamata", 5, "target=single");
  bri_match_init (&match, &config, 4);
  bri_match_add_deal (&match, &state, &score);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, 0x3);
}

static void
test_greedy_bids_sensibly (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  BriAction action;
  BriView view;
  guint last_bid = BRI_RANK_ACE;

  /* Seat 0 (Ace, King, Seven of coins and the Ace of cups) opens with a Three, the best
   * coin it lacks; seats 3 and 4 hold nothing and only pass. The winner calls a card it
   * does not hold, of the rank it bid. */
  setup (&state, &config, 5, NULL, HANDS1, NULL);
  bri_rng_init (&rng, 1);
  action = bri_player_greedy (&state, &rng);
  g_assert_cmpuint (action.kind, ==, BRI_ACTION_BID_RANK);
  g_assert_cmpuint (action.value, ==, BRI_RANK_3);
  while (state.phase == BRI_PHASE_AUCTION)
    {
      action = bri_player_greedy (&state, &rng);
      if (state.to_act >= 3)
        g_assert_cmpuint (action.kind, ==, BRI_ACTION_PASS);
      if (action.kind == BRI_ACTION_BID_RANK)
        last_bid = action.value;
      bri_state_apply (&state, action);
    }
  action = bri_player_greedy (&state, &rng);
  g_assert_cmpuint (action.kind, ==, BRI_ACTION_CALL);
  g_assert_cmpuint (bri_card_rank (action.card), ==, last_bid);
  g_assert_false (bri_card_set_has (state.hand[state.to_act], action.card));

  /* A hand of low cards only passes, even when everyone else has. */
  setup (&state, &config, 5, NULL, (const char *const[]) {
           "Ad 3d Kd Qd Jd 7d 6d 5d", "Ac 3c Kc Qc Jc 7c 4c 2c", "As 3s Ks Qs Js 7s 6s 5s",
           "Ab 3b Kb Qb Jb 7b 4b 2b", "2d 4d 5c 6c 2s 4s 5b 6b" }, NULL);
  bri_test_play (&state, "pass pass pass pass");
  action = bri_player_greedy (&state, &rng);
  g_assert_cmpuint (action.kind, ==, BRI_ACTION_PASS);

  /* Siciliana: the caller shows a called card it found and lays away low cards, never
   * the called one nor its trumps. */
  setup (&state, &config, 5, "preset=siciliana", HANDS_SIC, TALON_SIC);
  bri_test_play (&state, "bid:80 pass pass pass pass call:3d");
  action = bri_player_greedy (&state, &rng);
  g_assert_cmpuint (action.kind, ==, BRI_ACTION_SAY);
  bri_state_apply (&state, action);
  for (guint i = 0; i < 5; i++)
    {
      action = bri_player_greedy (&state, &rng);
      g_assert_cmpuint (action.kind, ==, BRI_ACTION_DISCARD);
      g_assert_cmpuint (bri_card_suit (action.card), !=, BRI_SUIT_COINS);
      g_assert_cmpuint (bri_card_points (action.card), <=, 3);
      bri_state_apply (&state, action);
    }
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  bri_state_get_view (&state, 2, &view);
  g_assert_cmpuint (view.sides_known, ==, 0x1f);

  /* Greedy auctions always end, whoever bids. */
  for (guint seed = 0; seed < 200; seed++)
    {
      g_autofree char *options = g_strdup_printf ("preset=%s",
                                                  (const char *[]) { "classica", "siciliana",
                                                    "subito-al-due", "prima-mano-al-buio",
                                                    "rank-then-points" }[seed % 5]);
      guint steps = 0;
      bri_test_config (&config, "chiamata", 5, options);
      bri_rng_init (&rng, seed);
      bri_state_deal_random (&state, &config, seed % 5, &rng);
      while (state.phase == BRI_PHASE_AUCTION)
        {
          bri_state_apply (&state, bri_player_greedy (&state, &rng));
          g_assert_cmpuint (++steps, <, 200);
        }
    }
}

static void
test_random_deals (void)
{
  static const struct
  {
    guint players;
    const char *options;
  } cases[] = {
    { 5, NULL },
    { 4, NULL },
    { 5, "pazza=on" },
    { 4, "pazza=on;lead=caller;scoring=graded" },
    { 5, "scoring=sicilian" },
    { 5, "preset=siciliana" },
    { 5, "preset=siciliana;min-bid=61;scoring=graded" },
    { 6, "preset=siciliana" },
    { 7, "preset=siciliana" },
    { 8, "preset=siciliana;scoring=classic" },
    { 5, "preset=subito-al-due" },
    { 4, "preset=subito-al-due;scoring=sicilian" },
    { 5, "preset=prima-mano-al-buio" },
    { 5, "preset=prima-mano-al-buio;lead=caller" },
    { 4, "preset=prima-mano-al-buio" },
    { 5, "preset=rank-then-points" },
    { 5, "preset=rank-then-points;call-lowest=on;target=single" },
    { 4, "preset=rank-then-points;call-lowest=on" },
    { 5, "preset=points" },
    { 4, "preset=points;lead=caller;scoring=classic;target=5-deals" },
    { 6, "preset=siciliana;target=1-round" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriConfig config;

      g_test_message ("%u players, %s", cases[i].players, cases[i].options);
      bri_test_config (&config, "chiamata", cases[i].players, cases[i].options);
      bri_test_check_random_deals (&config, 300, 1000 + i);
    }
}

/* Random and greedy deals keep their invariants: stakes sum to zero, sides are as the
 * called card says, and a match ends. */
static void
test_random_matches (void)
{
  static const char *const presets[] = { "classica", "siciliana", "subito-al-due",
                                          "prima-mano-al-buio", "rank-then-points",
                                          "points" };

  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    for (guint players = 4; players <= 8; players++)
      {
        g_autofree char *options = g_strdup_printf ("preset=%s", presets[i]);
        BriConfig config;
        BriMatch match;
        BriRng rng;
        guint deals = 0;

        if (i == 1 ? players < 5 : players > 5)
          continue;
        bri_test_config (&config, "chiamata", players, options);
        bri_match_init (&match, &config, 0);
        bri_rng_init (&rng, 77 + players);
        while (!match.finished)
          {
            BriState state;
            BriDealScore score;
            gint total = 0;

            bri_state_deal_random (&state, &config, match.dealer, &rng);
            while (!bri_state_is_over (&state))
              bri_state_apply (&state, bri_player_greedy (&state, &rng));
            bri_match_add_deal (&match, &state, &score);
            for (guint seat = 0; seat < players; seat++)
              total += score.stake[seat];
            g_assert_cmpint (total, ==, 0);
            g_assert_cmpuint (++deals, <, 1000);
          }
        g_assert_cmpuint (match.winners, !=, 0);
      }
}

/* Checks that the five-player @options are refused, the message naming @named. */
static void
check_refused (const char *options, const char *named)
{
  g_autoptr (GError) error = NULL;
  BriConfig config;

  bri_config_init (&config, bri_test_rules ("chiamata"));
  g_assert_true (bri_config_options_from_string (&config, options, NULL));
  g_assert_false (bri_config_check (&config, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION);
  g_assert_nonnull (strstr (error->message, named));
}

static void
test_bad_input (void)
{
  BriConfig config;
  BriState state;
  g_autoptr (GError) error = NULL;

  bri_config_init (&config, bri_test_rules ("chiamata"));
  g_assert_true (bri_config_check (&config, NULL));
  g_assert_cmpuint (config.n_players, ==, 5);

  /* Six players need the Siciliana. */
  g_assert_true (bri_config_set_players (&config, 6, NULL));
  g_assert_false (bri_config_check (&config, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS);
  g_assert_nonnull (strstr (error->message, "classica"));
  g_clear_error (&error);
  g_assert_true (bri_config_set_option (&config, "preset", "siciliana", NULL));
  g_assert_true (bri_config_check (&config, NULL));
  g_assert_true (bri_config_set_players (&config, 4, NULL));
  g_assert_false (bri_config_check (&config, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS);
  g_clear_error (&error);

  /* Options of another preset. */
  check_refused ("preset=siciliana;pazza=on", "pazza");
  check_refused ("min-bid=61", "min-bid");
  check_refused ("call-lowest=on", "call-lowest");
  bri_config_init (&config, bri_test_rules ("chiamata"));
  g_assert_false (bri_config_parse_option (&config, "scoring=stakes", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION);
  g_clear_error (&error);

  /* Points is a mainland preset: four or five players, none of the others' settings. */
  bri_config_init (&config, bri_test_rules ("chiamata"));
  g_assert_true (bri_config_parse_option (&config, "preset=points", NULL));
  g_assert_true (bri_config_check (&config, NULL));
  g_assert_true (bri_config_set_players (&config, 6, NULL));
  g_assert_false (bri_config_check (&config, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS);
  g_assert_nonnull (strstr (error->message, "points"));
  g_clear_error (&error);
  check_refused ("preset=points;min-bid=61", "min-bid");
  check_refused ("preset=points;pazza=on", "pazza");
  bri_config_init (&config, bri_test_rules ("chiamata"));
  g_assert_false (bri_config_parse_option (&config, "target=3-deals", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION);
  g_clear_error (&error);

  /* Actions out of turn or out of phase name the token. */
  setup (&state, &config, 5, NULL, HANDS1, NULL);
  g_assert_false (bri_test_try_play (&state, "Ad", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_assert_nonnull (strstr (error->message, "Ad"));
  g_clear_error (&error);
  g_assert_false (bri_test_try_play (&state, "bid:70", &error));
  g_assert_nonnull (strstr (error->message, "bid:70"));
  g_clear_error (&error);
  bri_test_play (&state, "bid:K");
  g_assert_false (bri_test_try_play (&state, "bid:3", &error));
  g_assert_nonnull (strstr (error->message, "bid:3"));
  g_clear_error (&error);
  bri_test_play (&state, "pass pass pass pass");
  g_assert_false (bri_test_try_play (&state, "call:3d", &error));
  g_assert_nonnull (strstr (error->message, "call:3d"));
  g_clear_error (&error);
  g_assert_false (bri_test_try_play (&state, "discard:Kd", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  g_assert_false (bri_test_try_play (&state, "show", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
}

/* Points, the mainland auction without a talon (003): point bids from 61, any card. */
static void
test_points_auction (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;
  BriAction legal[BRI_MAX_ACTIONS];
  g_autoptr (GError) error = NULL;

  setup (&state, &config, 5, "preset=points", HANDS1, NULL);
  g_assert_cmpuint (state.talon, ==, 0);
  g_assert_cmpuint (bri_state_hand_size (&state, 0), ==, 8);
  /* Points only, from 61: no rank bids, nothing lower. */
  g_assert_cmpuint (bri_state_legal_actions (&state, legal), ==, 1 + 60);
  g_assert_false (bri_test_try_play (&state, "bid:60", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  g_assert_false (bri_test_try_play (&state, "bid:A", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  bri_test_play (&state, "bid:61 pass bid:64 pass pass");
  /* Each bid higher than the last; seat 0 raises, seat 2 passes for good. */
  g_assert_false (bri_test_try_play (&state, "bid:64", &error));
  g_clear_error (&error);
  bri_test_play (&state, "bid:65 pass");
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (state.to_act, ==, 0);
  /* Any of the 40 cards may be called: the Three of coins is seat 1's. */
  g_assert_cmpuint (bri_state_legal_actions (&state, legal), ==, 40);
  bri_test_play (&state, "call:3d");
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_COINS);
  g_assert_cmpuint (state.team[1], ==, state.team[0]);
  /* No talon: play starts at once, the player to the dealer's right leads. */
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  g_assert_cmpuint (state.to_act, ==, 0);
  bri_test_play (&state, PLAY1_T1 " " PLAY1_REST);
  check_deal1_tricks (&state);
  /* 77 of 65: graded, base 1 up to 70: 2, 1 and -1. */
  config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[state.team[0]], ==, 77);
  g_assert_cmpuint (score.winner_side, ==, state.team[0]);
  check_stakes (&score, 5, (const gint[]) { 2, 1, -1, -1, -1 });
  /* The deal passes to the right, as on the mainland. */
  bri_match_init (&match, &config, 4);
  bri_match_add_deal (&match, &state, &score);
  g_assert_cmpuint (match.dealer, ==, 0);

  /* A card of one's own, not a Two nor a bid rank: a secret solo, and nothing to show. */
  setup (&state, &config, 5, "preset=points", HANDS1, NULL);
  bri_test_play (&state, "bid:61 pass pass pass pass call:Kd");
  for (guint seat = 1; seat < 5; seat++)
    g_assert_cmpuint (state.team[seat], !=, state.team[0]);
  g_assert_true (bri_test_legal_is (&state, "Ad Kd 7d Ac 2c 4s 5s 6b"));
  bri_test_play (&state, PLAY1_T1 " " PLAY1_REST);
  config.rules->score (&state, &score);
  check_stakes (&score, 5, (const gint[]) { 4, -1, -1, -1, -1 });

  /* The caller may lead, as in every mainland preset. */
  setup (&state, &config, 4, "preset=points;lead=caller", (const char *const[]) {
           "Ad Kd 7d Ac 2c 4s 5s 6b 3b 7b", "3d Qd 3c Kc 2s 7s 2b 4b 5b 6s",
           "Jd 6d Qc Jc As 3s Ab Kb Qb Jb", "5d 4d 7c 6c Ks Qs 2d 4c 5c Js" }, NULL);
  bri_test_play (&state, "pass bid:70 pass pass call:Ac");
  g_assert_cmpuint (state.phase, ==, BRI_PHASE_PLAY);
  g_assert_cmpuint (state.to_act, ==, 1);

  /* Nobody bids: the same dealer deals again, without asking round once more. */
  setup (&state, &config, 5, "preset=points", HANDS1, NULL);
  bri_test_play (&state, "pass pass pass pass pass");
  g_assert_true (bri_state_is_over (&state));
  config.rules->score (&state, &score);
  g_assert_true (score.replay);
}

/* The Siciliana bluff (003): the caller calls a card it holds, takes the talon and
 * shows the card as if it had found it there. Deal B is deal A with the Three of coins
 * in the caller's hand and the Four of cups in the talon instead: once the caller took
 * the talon, nothing anybody may see, nor anything the state holds, tells them apart. */
static void
test_siciliana_bluff (void)
{
  static const char *const hands_bluff[] = {
    "Ad Kd Qd Jd 7d 3d 5c",
    "3c Kc 2s 4s 5s 6s 7s",
    "Ac Qc Jc 6d 5d 4d 2d",
    "As 3s Ks Qs Js 2c 6c",
    "Ab 3b Kb 6b Jb 7b 7c",
  };
  BriConfig config;
  BriState found, bluff;
  BriDealScore score;
  BriTableNote notes_found[BRI_MAX_TABLE_NOTES], notes_bluff[BRI_MAX_TABLE_NOTES];

  setup (&found, &config, 5, "preset=siciliana", HANDS_SIC, TALON_SIC);
  setup (&bluff, &config, 5, "preset=siciliana", hands_bluff, "4c Qb 2b 4b 5b");
  g_assert_false (bri_card_set_has (found.hand[0], bri_test_card ("3d")));
  g_assert_true (bri_card_set_has (bluff.hand[0], bri_test_card ("3d")));
  bri_test_play (&found, "bid:80 pass pass pass pass call:3d");
  bri_test_play (&bluff, "bid:80 pass pass pass pass call:3d");

  /* The bluffer may show the card it held, just as the caller who found it. */
  g_assert_true (bri_test_legal_is (&bluff, "show discard:Ad discard:Kd discard:Qd "
                                            "discard:Jd discard:7d discard:4c discard:5c "
                                            "discard:3d discard:Qb discard:2b discard:4b "
                                            "discard:5b"));
  g_assert_cmpmem (&found, sizeof found, &bluff, sizeof bluff);

  bri_test_play (&found, "show");
  bri_test_play (&bluff, "show");
  g_assert_cmpuint (bluff.team[1], ==, bluff.team[0]);
  g_assert_cmpmem (&found, sizeof found, &bluff, sizeof bluff);
  for (guint seat = 1; seat < 5; seat++)
    {
      BriView view_found, view_bluff;
      guint n_found = config.rules->table_notes (&found, seat, BRI_DECK_STYLE_ITALIAN,
                                                 notes_found);
      guint n_bluff = config.rules->table_notes (&bluff, seat, BRI_DECK_STYLE_ITALIAN,
                                                 notes_bluff);

      bri_state_get_view (&found, seat, &view_found);
      bri_state_get_view (&bluff, seat, &view_bluff);
      g_assert_cmpmem (&view_found, sizeof view_found, &view_bluff, sizeof view_bluff);
      g_assert_cmpuint (n_found, ==, n_bluff);
      for (guint i = 0; i < n_found; i++)
        g_assert_cmpstr (notes_found[i].text, ==, notes_bluff[i].text);
      g_assert_true (config.rules->action_visible (&bluff, 0, bri_action_new (BRI_ACTION_SAY,
                                                                              BRI_NO_CARD, 1),
                                                   seat));
    }

  /* The bluff plays out as a shown card: seat 1 is the partner. */
  bri_test_play (&bluff, DISCARD_SIC " " PLAY_SIC);
  check_sic_end (&bluff, &score);
  check_stakes (&score, 5, (const gint[]) { 2, 1, -1, -1, -1 });

  /* Kept quiet, the bluff is the secret solo it was called as; showing stays possible up
   * to the first lead, and is gone after it. */
  setup (&bluff, &config, 5, "preset=siciliana", hands_bluff, "4c Qb 2b 4b 5b");
  bri_test_play (&bluff, "bid:80 pass pass pass pass call:3d " DISCARD_SIC);
  g_assert_true (bri_test_legal_is (&bluff, "show Ad Kd Qd Jd 7d 3d 5b"));
  bri_test_play (&bluff, "Ad");
  for (guint seat = 1; seat < 5; seat++)
    g_assert_cmpuint (bluff.team[seat], !=, bluff.team[0]);
  g_assert_false (bri_state_is_legal (&bluff, bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, 1)));
}

/* A match of a number of deals or rounds (003): deals thrown in do not count. */
static void
test_match_by_deals (void)
{
  static const struct { const char *target; guint deals; } cases[] = {
    { "target=5-deals", 5 },
    { "target=10-deals", 10 },
    { "target=1-round", 5 },
    { "target=2-rounds", 10 },
  };
  BriConfig config;
  BriState played, thrown;
  BriDealScore score;

  setup (&played, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&played, "bid:3 pass pass pass pass call:3d " PLAY1_T1 " " PLAY1_REST);
  setup (&thrown, &config, 5, NULL, HANDS1, NULL);
  bri_test_play (&thrown, "pass pass pass pass pass");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriMatch match;

      g_test_message ("%s", cases[i].target);
      bri_test_config (&config, "chiamata", 5, cases[i].target);
      bri_match_init (&match, &config, 4);
      for (guint deal = 1; deal < cases[i].deals; deal++)
        {
          /* A deal thrown in between: the same dealer deals again, nothing counts. */
          bri_match_add_deal (&match, &thrown, &score);
          bri_match_add_deal (&match, &played, &score);
          g_assert_false (match.finished);
        }
      g_assert_cmpuint (match.n_deals, ==, 2 * (cases[i].deals - 1));
      g_assert_cmpuint (match.n_counted, ==, cases[i].deals - 1);
      /* Far past 11 points: the number of deals ends this match, not the points. */
      g_assert_cmpint (match.score[0], ==, 2 * (gint) (cases[i].deals - 1));
      bri_match_add_deal (&match, &thrown, &score);
      g_assert_false (match.finished);
      bri_match_add_deal (&match, &played, &score);
      g_assert_true (match.finished);
      g_assert_cmpuint (match.winners, ==, 1u << 0);
    }

  /* A round is one deal by each player: four deals at four. */
  bri_test_config (&config, "chiamata", 4, "target=1-round");
  g_assert_true (bri_config_check (&config, NULL));
  setup (&played, &config, 4, "target=1-round", HANDS4, NULL);
  bri_test_play (&played, "bid:7 pass pass pass call:7d " PLAY4);
  {
    BriMatch match;

    bri_match_init (&match, &config, 3);
    for (guint deal = 1; deal <= 4; deal++)
      {
        g_assert_false (match.finished);
        bri_match_add_deal (&match, &played, &score);
      }
    g_assert_true (match.finished);
    g_assert_cmpuint (match.n_counted, ==, 4);
    /* 60 loses every time: the defenders, seats 1 and 3, lead with 4 each. */
    g_assert_cmpuint (match.winners, ==, (1u << 1) | (1u << 3));
  }
}

/* The searching player plays whole deals of the new settings on every seat: the auction
 * by points, and a Siciliana where the caller may show a card of its own; from the
 * stacked bluff deal it chooses among legal actions only. */
static void
test_search_plays_new_settings (void)
{
  static const struct { guint players; const char *options; } cases[] = {
    { 5, "preset=points" },
    { 4, "preset=points;lead=caller" },
    { 5, "preset=siciliana;target=2-rounds" },
  };
  BriSearchParams params;

  bri_search_params_init (&params, 1);
  params.iterations = 25;
  params.time_limit_ms = 0;
  params.endgame_worlds = 3;
  params.endgame_bits = 6;
  params.node_limit = 20000;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    for (guint d = 0; d < 3; d++)
      {
        BriConfig config;
        BriState state;
        BriRng rng;
        guint steps = 0;

        g_test_message ("%u players, %s, deal %u", cases[i].players, cases[i].options, d);
        bri_test_config (&config, "chiamata", cases[i].players, cases[i].options);
        bri_rng_init (&rng, 40 + 3 * i + d);
        if (i == 2 && d == 0)
          {
            /* The caller holds the card it calls: the show is a bluff. */
            setup (&state, &config, 5, cases[i].options, (const char *const[]) {
                     "Ad Kd Qd Jd 7d 3d 5c", "3c Kc 2s 4s 5s 6s 7s",
                     "Ac Qc Jc 6d 5d 4d 2d", "As 3s Ks Qs Js 2c 6c",
                     "Ab 3b Kb 6b Jb 7b 7c" }, "4c Qb 2b 4b 5b");
            bri_test_play (&state, "bid:80 pass pass pass pass call:3d");
          }
        else
          bri_state_deal_random (&state, &config, cases[i].players - 1, &rng);
        while (!bri_state_is_over (&state))
          {
            BriAction action = bri_search_choose (&state, &params, &rng, NULL, NULL);

            g_assert_true (bri_state_is_legal (&state, action));
            bri_state_apply (&state, action);
            g_assert_cmpuint (++steps, <, 2000);
          }
      }
}

/* Finds the note of @role by @seat, or NULL. */
static const BriTableNote *
find_note (const BriTableNote *notes, guint n, guint seat, BriTableNoteRole role)
{
  for (guint i = 0; i < n; i++)
    if (notes[i].seat == seat && notes[i].role == role)
      return &notes[i];
  return NULL;
}

static void
test_table_notes (void)
{
  BriConfig config;
  BriState state;
  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  g_autofree char *queen = bri_card_get_name (bri_test_card ("Qd"), BRI_DECK_STYLE_ITALIAN);
  g_autofree char *called = g_strdup_printf ("Called card: the %s", queen);
  const BriTableNote *note;
  guint n;

  g_test_summary ("The table shows the standing bid, then caller, contract and called card "
                  "all deal, and the partner to a defender only once the called card is "
                  "played, to the partner at once");
  setup (&state, &config, 5, NULL, HANDS1, NULL);
  g_assert_cmpuint (bri_state_get_table_notes (&state, 2, BRI_DECK_STYLE_ITALIAN, notes), ==, 0);

  bri_test_play (&state, "bid:3");
  n = bri_state_get_table_notes (&state, 2, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpuint (notes[0].seat, ==, 0);
  g_assert_cmpstr (notes[0].text, ==, "Highest so far: Bid: Three");

  bri_test_play (&state, "bid:K pass pass pass bid:Q pass call:Qd");
  n = bri_state_get_table_notes (&state, 2, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_cmpuint (n, ==, 2);
  note = find_note (notes, n, 0, BRI_TABLE_NOTE_CONTRACT);
  g_assert_nonnull (note);
  g_assert_true (g_str_has_prefix (note->text, "Caller · Bid: "));
  g_assert_true (g_str_has_suffix (note->text, " · needs 61 points"));
  note = find_note (notes, n, BRI_NO_SEAT, BRI_TABLE_NOTE_INFO);
  g_assert_nonnull (note);
  g_assert_cmpstr (note->text, ==, called);
  /* The defender does not know the partner yet; the partner does. */
  g_assert_null (find_note (notes, n, 1, BRI_TABLE_NOTE_PARTNER));
  n = bri_state_get_table_notes (&state, 1, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_nonnull (find_note (notes, n, 1, BRI_TABLE_NOTE_PARTNER));

  /* Seat 1 plays the called Queen in the first trick: now everyone knows. */
  bri_test_play (&state, "Ad");
  n = bri_state_get_table_notes (&state, 2, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_null (find_note (notes, n, 1, BRI_TABLE_NOTE_PARTNER));
  bri_test_play (&state, "Qd");
  n = bri_state_get_table_notes (&state, 2, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_cmpuint (n, ==, 3);
  note = find_note (notes, n, 1, BRI_TABLE_NOTE_PARTNER);
  g_assert_nonnull (note);
  g_assert_cmpstr (note->text, ==, "Partner of the caller");
  /* The contract stays for the whole deal. */
  bri_test_play (&state, "Jd 5d 2d " PLAY1_REST);
  n = bri_state_get_table_notes (&state, 2, BRI_DECK_STYLE_ITALIAN, notes);
  g_assert_nonnull (find_note (notes, n, 0, BRI_TABLE_NOTE_CONTRACT));
  g_assert_nonnull (find_note (notes, n, 1, BRI_TABLE_NOTE_PARTNER));
}

/* Each preset's own settings apply to it alone; a setting of another preset is refused,
 * and putting inapplicable settings back to their defaults makes a refused choice playable. */
static void
test_options_apply (void)
{
  static const struct { const char *preset; guint players; gboolean pazza, lead, min_bid,
                        call_lowest; } cases[] = {
    { "classica", 5, TRUE, TRUE, FALSE, FALSE },
    { "siciliana", 6, FALSE, FALSE, TRUE, FALSE },
    { "subito-al-due", 5, FALSE, TRUE, FALSE, FALSE },
    { "prima-mano-al-buio", 4, FALSE, TRUE, FALSE, FALSE },
    { "rank-then-points", 5, FALSE, TRUE, FALSE, TRUE },
    { "points", 4, FALSE, TRUE, FALSE, FALSE },
  };
  g_autoptr (GError) error = NULL;
  BriConfig config;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *preset = g_strconcat ("preset=", cases[i].preset, NULL);
      guint n = cases[i].players;

      g_test_message ("%s", preset);
      g_assert_cmpint (bri_test_option_applies ("chiamata", n, preset, "pazza"), ==,
                       cases[i].pazza);
      g_assert_cmpint (bri_test_option_applies ("chiamata", n, preset, "lead"), ==,
                       cases[i].lead);
      g_assert_cmpint (bri_test_option_applies ("chiamata", n, preset, "min-bid"), ==,
                       cases[i].min_bid);
      g_assert_cmpint (bri_test_option_applies ("chiamata", n, preset, "call-lowest"), ==,
                       cases[i].call_lowest);
      g_assert_true (bri_test_option_applies ("chiamata", n, preset, "scoring"));
      g_assert_true (bri_test_option_applies ("chiamata", n, preset, "target"));
    }

  /* Siciliana with settings left over from Classica and Rank then points. */
  bri_config_init (&config, bri_test_rules ("chiamata"));
  g_assert_true (bri_config_set_players (&config, 6, NULL));
  g_assert_true (bri_config_options_from_string (&config, "preset=siciliana;pazza=on;"
                                                 "lead=caller;call-lowest=on;min-bid=61",
                                                 NULL));
  g_assert_false (bri_config_check (&config, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION);
  g_clear_error (&error);
  g_assert_true (bri_config_reset_inapplicable (&config));
  g_assert_true (bri_config_check (&config, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (bri_config_get_value (&config, "min-bid"), ==, "61");
  g_assert_cmpstr (bri_config_get_value (&config, "pazza"), ==, "off");
  g_assert_cmpstr (bri_config_get_value (&config, "lead"), ==, "seat0");
  g_assert_false (bri_config_reset_inapplicable (&config));

  /* The caller always leads in Siciliana: asking for a mainland lead there is refused. */
  bri_config_init (&config, bri_test_rules ("chiamata"));
  g_assert_true (bri_config_set_players (&config, 6, NULL));
  g_assert_true (bri_config_options_from_string (&config, "preset=siciliana;lead=caller",
                                                 NULL));
  g_assert_false (bri_config_check (&config, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("Briscola Chiamata: auctions, calls, secret partners, talon, scoring");
  g_test_add_func ("/chiamata/classica/rank-auction", test_classica_rank_auction);
  g_test_add_func ("/chiamata/table-notes", test_table_notes);
  g_test_add_func ("/chiamata/classica/two-ends-auction", test_classica_two_ends_auction);
  g_test_add_func ("/chiamata/classica/pazza", test_classica_pazza);
  g_test_add_func ("/chiamata/classica/all-pass-redeal", test_all_pass_redeal);
  g_test_add_func ("/chiamata/classica/four-players-sixty-loses", test_four_players_sixty_loses);
  g_test_add_func ("/chiamata/classica/lead-option", test_lead_caller_option);
  g_test_add_func ("/chiamata/partner/secret-solo", test_secret_solo);
  g_test_add_func ("/chiamata/partner/hidden-until-played", test_partner_hidden_until_played);
  g_test_add_func ("/chiamata/partner/resampled", test_resampled_partner_follows_card);
  g_test_add_func ("/chiamata/inference/reads-the-auction", test_reads_the_auction);
  g_test_add_func ("/chiamata/inference/kinds-learnt-from-play", test_kinds_learnt_from_play);
  g_test_add_func ("/chiamata/partner/rule-of-thumb-helps-known-partners",
                   test_rule_of_thumb_helps_known_partners);
  g_test_add_func ("/chiamata/scoring/sweep-every-system", test_scoring_systems_sweep);
  g_test_add_func ("/chiamata/scoring/point-bid-lost", test_point_bid_lost);
  g_test_add_func ("/chiamata/scoring/bid-boundaries", test_bid_boundaries);
  g_test_add_func ("/chiamata/subito-al-due/reopen", test_subito_reopen);
  g_test_add_func ("/chiamata/rank-then-points/calls", test_rank_then_points);
  g_test_add_func ("/chiamata/prima-mano-al-buio/first-trick", test_prima_mano_al_buio);
  g_test_add_func ("/chiamata/siciliana/auction", test_siciliana_auction);
  g_test_add_func ("/chiamata/siciliana/show", test_siciliana_show);
  g_test_add_func ("/chiamata/siciliana/silent-solo", test_siciliana_silent_solo);
  g_test_add_func ("/chiamata/siciliana/called-in-hand", test_siciliana_called_in_hand);
  g_test_add_func ("/chiamata/siciliana/throw-in", test_siciliana_throw_in);
  g_test_add_func ("/chiamata/siciliana/six-players", test_siciliana_six_players);
  g_test_add_func ("/chiamata/siciliana/sitting-out", test_sitting_out);
  g_test_add_func ("/chiamata/match/to-eleven", test_match_to_eleven);
  g_test_add_func ("/chiamata/match/by-deals", test_match_by_deals);
  g_test_add_func ("/chiamata/points/auction", test_points_auction);
  g_test_add_func ("/chiamata/siciliana/bluff", test_siciliana_bluff);
  g_test_add_func ("/chiamata/search/new-settings", test_search_plays_new_settings);
  g_test_add_func ("/chiamata/greedy/bids", test_greedy_bids_sensibly);
  g_test_add_func ("/chiamata/random-deals", test_random_deals);
  g_test_add_func ("/chiamata/random-matches", test_random_matches);
  g_test_add_func ("/chiamata/bad-input", test_bad_input);
  g_test_add_func ("/chiamata/options-apply", test_options_apply);
  return g_test_run ();
}
