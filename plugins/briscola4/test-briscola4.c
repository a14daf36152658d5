/* test-briscola4.c: Briscola for four: stacked deals, signals, conversation, end show,
 * ties and matches, and random deals under every communication option. */
#include "config.h"

#include <bri-test.h>

/* Tricks of DECK_WIN, trump clubs (Jb turned), each seat playing the card it got first:
 *  1 lead 0: Ad 2d 4d 5d  -> 0 (11)     6 lead 2: 6c 7c Ac 5c  -> 0 (11)
 *  2 lead 0: 3c Kc 2c 5b  -> 3 (14)     7 lead 0: 3s Qs Js 5s  -> 0 (15)
 *  3 lead 3: Ks 2s As 4s  -> 1 (15)     8 lead 0: 6d 3d Qb 4c  -> 2 (13)
 *  4 lead 1: 7d Kd Qd Jd  -> 2 (9)      9 lead 2: Jc Qc 4b 6s  -> 0 (5)
 *  5 lead 2: Ab 3b 2b Kb  -> 2 (25)    10 lead 0: 7s 7b 6b Jb  -> 3 (2)
 * The stock lists each trick's draws, winner first: seats 0 and 2 take 89, 1 and 3 take 31. */
#define DECK_WIN "Ad 2d 4d 5d 3c Kc 2c 5b 2s As 4s Ks Jb " \
                 "Jd 7d Kd Qd 3b 2b Kb Ab 5c 6c 7c Ac Js 5s 3s Qs Qb 4c 6d 3d 4b 6s Jc Qc " \
                 "7s 7b 6b"
#define PLAY_WIN_1_2 "Ad 2d 4d 5d 3c Kc 2c 5b"
#define PLAY_WIN_3_7 "Ks 2s As 4s 7d Kd Qd Jd Ab 3b 2b Kb 6c 7c Ac 5c 3s Qs Js 5s"
#define PLAY_WIN_8_10 "6d 3d Qb 4c Jc Qc 4b 6s 7s 7b 6b Jb"

/* A deal that ends 60 to 60:
 *  1 lead 0: Ad 2d 4d 5d  -> 0 (11)     6 lead 2: 6c 7c Ac 5c  -> 0 (11)
 *  2 lead 0: 3c Kc 2c 5b  -> 3 (14)     7 lead 0: 2s Qs Js 5s  -> 1 (5)
 *  3 lead 3: Ks 3s As 4s  -> 1 (25)     8 lead 1: 3d 6d Qb 4c  -> 3 (13)
 *  4 lead 1: 7d Kd Qd Jd  -> 2 (9)      9 lead 3: 6s Jb 7s Jc  -> 0 (4)
 *  5 lead 2: Ab 3b 2b Kb  -> 2 (25)    10 lead 0: Qc 7b 4b 6b  -> 1 (3)
 * Seat 0 draws Jb, the turned card, last (after trick 7, won by seat 1). */
#define DECK_TIE "Ad 2d 4d 5d 3c Kc 2c 5b 3s As 4s Ks Jb " \
                 "Jd 7d Kd Qd 3b 2b Kb Ab 5c 6c 7c Ac Js 5s 2s Qs 6d Qb 4c 3d Qc 7s Jc 6s " \
                 "7b 4b 6b"
#define PLAY_TIE "Ad 2d 4d 5d 3c Kc 2c 5b Ks 3s As 4s 7d Kd Qd Jd Ab 3b 2b Kb 6c 7c Ac 5c " \
                 "2s Qs Js 5s 3d 6d Qb 4c 6s Jb 7s Jc Qc 7b 4b 6b"

static void
deal (BriState *state, const char *options, const char *deck)
{
  BriConfig config;

  bri_test_config (&config, "briscola4", 0, options);
  bri_test_deal (state, &config, deck);
}

static void
test_stacked_deal (void)
{
  BriState state;
  const guint winners[] = { 0, 3, 1, 2, 2, 0, 0, 2, 0, 3 };
  const guint points[] = { 11, 14, 15, 9, 25, 11, 15, 13, 5, 2 };
  g_auto (GStrv) plays = g_strsplit (PLAY_WIN_1_2 " " PLAY_WIN_3_7 " " PLAY_WIN_8_10, " ", -1);

  deal (&state, "communication=muta", DECK_WIN);
  g_assert_cmpuint (state.trump_suit, ==, BRI_SUIT_CLUBS);
  g_assert_cmpuint (state.trump_card, ==, bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_JACK));
  g_assert_cmpuint (bri_state_stock_left (&state), ==, 28);
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("Ad 3c 2s"));
  g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("5d 5b Ks"));
  g_assert_true (state.team[0] == state.team[2] && state.team[1] == state.team[3]);
  g_assert_true (state.team[0] != state.team[1]);

  for (guint t = 0; t < 10; t++)
    {
      guint leader = t == 0 ? 0 : winners[t - 1];
      guint before = bri_card_set_points (state.pile[winners[t]]);

      g_assert_cmpuint (state.to_act, ==, leader);
      for (guint i = 0; i < 4; i++)
        bri_test_play (&state, plays[t * 4 + i]);
      g_assert_cmpuint (state.last_trick.leader, ==, leader);
      g_assert_cmpuint (state.last_trick.winner, ==, winners[t]);
      g_assert_cmpuint (bri_card_set_points (state.pile[winners[t]]) - before, ==, points[t]);

      if (t == 0)
        {
          /* The winner draws first: Jd to seat 0, 7d to 1, Kd to 2, Qd to 3. */
          g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("3c 2s Jd"));
          g_assert_cmpuint (state.hand[1], ==, bri_test_cards ("Kc As 7d"));
          g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("2c 4s Kd"));
          g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("5b Ks Qd"));
        }
      else if (t == 1)
        {
          /* Seat 3 won and draws first: 3b, then 2b to 0, Kb to 1, Ab to 2. */
          g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("Ks Qd 3b"));
          g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("2s Jd 2b"));
          g_assert_cmpuint (state.hand[2], ==, bri_test_cards ("4s Kd Ab"));
        }
      else if (t == 6)
        {
          /* The stock is gone: seat 3, drawing last, got the turned Jack. */
          g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
          g_assert_cmpuint (state.hand[3], ==, bri_test_cards ("4c Qc Jb"));
        }
      if (t < 7)
        for (guint seat = 0; seat < 4; seat++)
          g_assert_cmpuint (bri_state_hand_size (&state, seat), ==, 3);
    }

  g_assert_true (bri_state_is_over (&state));
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 42);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 15);
  g_assert_cmpuint (bri_state_seat_points (&state, 2), ==, 47);
  g_assert_cmpuint (bri_state_seat_points (&state, 3), ==, 16);
  bri_test_check_two_sides_win (&state, 89, 31);
}

/* Card tokens alone replay a deal under every communication option: talk is optional. */
static void
test_cards_alone_replay (void)
{
  static const char *options[] = {
    "communication=muta", "communication=signals", "communication=conversation",
    "communication=conversation;orders=advice",
  };

  for (guint i = 0; i < G_N_ELEMENTS (options); i++)
    {
      BriState state;
      deal (&state, options[i], DECK_WIN);
      bri_test_play (&state, PLAY_WIN_1_2 " " PLAY_WIN_3_7 " " PLAY_WIN_8_10);
      g_assert_true (bri_state_is_over (&state));
      g_assert_cmpuint (bri_state_side_points (&state, state.team[0]), ==, 89);
    }
}

static void
test_no_talk_in_first_trick (void)
{
  BriState state;

  /* Seat 2 holds Ab from the second deal of the first trick on in this deck. */
  deal (&state, "communication=signals", "Ad 2d Ab 5d 3c Kc 2c 5b 2s As 4s Ks Jb "
        "Jd 7d Kd Qd 3b 2b Kb 4d 5c 6c 7c Ac Js 5s 3s Qs Qb 4c 6d 3d 4b 6s Jc Qc 7s 7b 6b");
  bri_test_play (&state, "Ad 2d");
  g_assert_true (bri_test_legal_is (&state, "Ab 2c 4s"));
  deal (&state, "communication=conversation", DECK_WIN);
  g_assert_true (bri_test_legal_is (&state, "Ad 3c 2s"));
}

static void
test_signals (void)
{
  BriState state;
  BriView view;
  BriRng rng;
  BriCard three = bri_card_new (BRI_SUIT_CLUBS, BRI_RANK_3);

  deal (&state, NULL, DECK_WIN); /* signals are the default */
  bri_test_play (&state, PLAY_WIN_1_2);
  /* Seat 3 leads the third trick holding the trump Three: it may show it, nothing else. */
  g_assert_true (bri_test_legal_is (&state, "Ks Qd 3b signal:3"));
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "signal:A")));
  bri_test_play (&state, "signal:3");
  g_assert_cmpuint (state.to_act, ==, 3);
  /* One sign per trick. */
  g_assert_true (bri_test_legal_is (&state, "Ks Qd 3b"));

  /* Only the partner learns of it; the signaller knew it already. */
  g_assert_true (bri_test_action_visible (&state, 3, "signal:3", 1));
  g_assert_true (bri_test_action_visible (&state, 3, "signal:3", 3));
  g_assert_false (bri_test_action_visible (&state, 3, "signal:3", 0));
  g_assert_false (bri_test_action_visible (&state, 3, "signal:3", 2));
  g_assert_true (bri_test_action_visible (&state, 3, "Ks", 0));
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.known[3], ==, bri_card_bit (three));
  g_assert_cmpuint (view.unseen & bri_card_bit (three), ==, 0);
  for (guint seat = 0; seat < 4; seat += 2)
    {
      bri_state_get_view (&state, seat, &view);
      g_assert_cmpuint (view.known[3], ==, 0);
      g_assert_cmpuint (view.known[1], ==, 0);
      g_assert_true (bri_card_set_has (view.unseen, three));
    }

  /* The partner's samples keep the Three with seat 3; an opponent's move it around. */
  bri_rng_init (&rng, 5);
  {
    gboolean moved = FALSE;
    for (guint i = 0; i < 200; i++)
      {
        BriState sample;
        bri_state_resample (&state, 1, &rng, &sample);
        g_assert_true (bri_card_set_has (sample.hand[3], three));
        bri_state_resample (&state, 0, &rng, &sample);
        moved |= !bri_card_set_has (sample.hand[3], three);
      }
    g_assert_true (moved);
  }

  /* Seat 1 shows the King; seat 2 declines its Ace by playing. */
  bri_test_play (&state, "Ks 2s");
  g_assert_true (bri_test_legal_is (&state, "As 7d Kb signal:K"));
  bri_test_play (&state, "signal:K As");
  g_assert_true (bri_test_legal_is (&state, "4s Kd Ab signal:A"));
  bri_test_play (&state, "4s");
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.known[1], ==, bri_test_cards ("Kb"));
  /* A card is shown once: seat 1 leads the fourth trick without signal:K. */
  g_assert_cmpuint (state.to_act, ==, 1);
  g_assert_true (bri_test_legal_is (&state, "7d Kb 5c"));

  /* Once played, a shown card is no longer in the hand the partner sees. */
  bri_test_play (&state, "7d Kd Qd Jd Ab 3b 2b Kb");
  bri_state_get_view (&state, 1, &view);
  g_assert_cmpuint (view.known[3], ==, 0);
  bri_state_get_view (&state, 3, &view);
  g_assert_cmpuint (view.known[1], ==, 0);

  /* No signals in muta or conversation. */
  deal (&state, "communication=muta", DECK_WIN);
  bri_test_play (&state, PLAY_WIN_1_2);
  g_assert_true (bri_test_legal_is (&state, "Ks Qd 3b"));
}

#define REQUESTS "ask:lisci ask:briscoline ask:vestite ask:take ask:carichi " \
                 "order:liscio order:trump-high order:trump-low order:take order:carico"

static void
test_conversation (void)
{
  BriState state;
  BriView view;
  BriRng rng;

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, "Ad 2d 4d 5d");
  /* Seat 0 leads the second trick: before leading, it may ask and order. */
  g_assert_true (bri_test_legal_is (&state, "3c 2s Jd " REQUESTS));
  bri_test_play (&state, "ask:lisci");
  /* Seat 2 holds 2c and 4s: the only answer is yes, and everyone hears it. */
  g_assert_cmpuint (state.to_act, ==, 2);
  g_assert_true (bri_test_legal_is (&state, "answer:yes"));
  g_assert_true (bri_test_action_visible (&state, 0, "ask:lisci", 1));
  g_assert_true (bri_test_action_visible (&state, 2, "answer:yes", 3));
  bri_test_play (&state, "answer:yes");
  g_assert_cmpuint (state.to_act, ==, 0);
  /* One question per trick; an order is still allowed. */
  g_assert_true (bri_test_legal_is (&state, "3c 2s Jd order:liscio order:trump-high "
                                    "order:trump-low order:take order:carico"));
  bri_test_play (&state, "order:liscio 3c");

  /* Only the leader speaks: the others just play (seat 2 as it was told, a liscio). */
  g_assert_true (bri_test_legal_is (&state, "Kc As 7d"));
  bri_test_play (&state, "Kc");
  g_assert_true (bri_test_legal_is (&state, "2c 4s"));
  bri_test_play (&state, "2c");
  g_assert_true (bri_test_legal_is (&state, "5b Ks Qd"));
  bri_test_play (&state, "5b");
  g_assert_cmpuint (state.last_trick.winner, ==, 3);

  /* Seat 3 leads the third trick and asks seat 1 (As 7d Kb) about low trumps: none. */
  g_assert_true (bri_test_legal_is (&state, "Ks Qd 3b " REQUESTS));
  bri_test_play (&state, "ask:briscoline");
  g_assert_cmpuint (state.to_act, ==, 1);
  g_assert_true (bri_test_legal_is (&state, "answer:no"));
  bri_test_play (&state, "answer:no");
  g_assert_cmpuint (state.voids[1], ==, bri_test_cards ("2b 4b 5b 6b"));

  /* Everyone's samples respect what the answers ruled out, until the next draw. */
  bri_rng_init (&rng, 11);
  for (guint i = 0; i < 200; i++)
    {
      BriState sample;
      bri_state_resample (&state, 0, &rng, &sample);
      g_assert_cmpuint (sample.hand[1] & state.voids[1], ==, 0);
    }
  bri_state_get_view (&state, 0, &view);
  g_assert_cmpuint (view.known[1] | view.known[2] | view.known[3], ==, 0);

  /* Having led, seat 3 says nothing more in this trick. */
  bri_test_play (&state, "Ks");
  g_assert_true (bri_test_legal_is (&state, "2s Jd 2b"));
  bri_test_play (&state, "2s As 4s");
  g_assert_cmpuint (state.last_trick.winner, ==, 1);
  /* Drawing makes the answers uncertain again. */
  for (guint seat = 0; seat < 4; seat++)
    g_assert_cmpuint (state.voids[seat], ==, 0);
}

/* Low trumps and trump figures are two questions, each answered yes or no. */
static void
test_trumps_answers (void)
{
  BriState state;

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, PLAY_WIN_1_2);
  /* Seat 3 leads; seat 1 holds As 7d Kb: a figure, no low trump. */
  bri_test_ask (&state, "ask:vestite", "yes");
  g_assert_cmpuint (state.voids[1], ==, 0);
  g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "ask:briscoline")));

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, PLAY_WIN_1_2 " Ks 2s As 4s 7d Kd Qd Jd");
  /* Seat 2 leads the fifth trick; seat 0 holds 2b Ac 3s: a low trump, no figure. */
  g_assert_cmpuint (state.hand[0], ==, bri_test_cards ("2b Ac 3s"));
  bri_test_ask (&state, "ask:briscoline", "yes");

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, PLAY_WIN_1_2 " Ks 2s As 4s 7d Kd Qd Jd");
  bri_test_ask (&state, "ask:vestite", "no");
  g_assert_cmpuint (state.voids[0], ==, bri_test_cards ("Kb Qb Jb"));

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, PLAY_WIN_1_2 " Ks 2s As 4s 7d Kd Qd Jd");
  bri_test_ask (&state, "ask:carichi", "yes");
}

/* Asked before a card is led, "can you take it without trumping?" asks for the best
 * card left of a suit that is not trump, the asker's own cards aside. */
static void
test_take_before_the_lead (void)
{
  BriState state;

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, "Ad 2d 4d 5d");
  /* Seat 0 (3c 2s Jd) asks seat 2 (2c 4s Kd): the best left are 3d, Ac and As. */
  bri_test_ask (&state, "ask:take", "no");
  g_assert_cmpuint (state.voids[2], ==, bri_test_cards ("3d Ac As"));

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, PLAY_WIN_1_2 " Ks 2s As 4s 7d Kd Qd Jd");
  /* Seat 2 leads; seat 0 holds Ac, the best cup left, and 3s now that As is out. */
  bri_test_ask (&state, "ask:take", "yes");
}

/* The computer players speak only where the rules let them: the leader holding a carico
 * asks whether its partner can take a trick without trumping; the others just play. */
static void
test_players_ask (void)
{
  BriState state;
  BriRng rng;

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, "Ad 2d 4d 5d");
  bri_rng_init (&rng, 5);
  /* Seat 0 leads holding 3c. */
  for (BriPlayerKind kind = BRI_PLAYER_GREEDY; kind <= BRI_PLAYER_EASY; kind++)
    {
      BriAction chosen = bri_player_choose (kind, &state, &rng, NULL);
      g_assert_true (bri_action_equal (chosen, bri_test_action (&state, "ask:take")));
    }
  bri_test_play (&state, "ask:take");
  g_assert_true (bri_action_equal (bri_player_choose (BRI_PLAYER_GREEDY, &state, &rng, NULL),
                                   bri_test_action (&state, "answer:no")));
  bri_test_play (&state, "answer:no");
  /* Asked once: now seat 0 leads, and seat 1, holding As, plays without a word. */
  g_assert_cmpint (bri_player_choose (BRI_PLAYER_GREEDY, &state, &rng, NULL).kind, ==,
                   BRI_ACTION_PLAY);
  bri_test_play (&state, "3c");
  for (BriPlayerKind kind = BRI_PLAYER_GREEDY; kind <= BRI_PLAYER_EASY; kind++)
    {
      BriAction chosen = bri_player_choose (kind, &state, &rng, NULL);
      g_assert_cmpint (chosen.kind, ==, BRI_ACTION_PLAY);
      g_assert_true (bri_state_is_legal (&state, chosen));
    }
}

static void
test_orders (void)
{
  static const struct { const char *order, *legal; } cases[] = {
    /* Seat 3 leads Ks, seat 0 plays 2s; seat 1 holds As 7d Kb. */
    { "order:trump-high", "Kb" },
    { "order:trump-low", "Kb" },
    { "order:take", "As" },
    { "order:liscio", "7d" },
    { "order:carico", "As" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriState state;

      deal (&state, "communication=conversation", DECK_WIN);
      bri_test_play (&state, PLAY_WIN_1_2);
      bri_test_play (&state, cases[i].order);
      /* An order is given once per trick. */
      g_assert_false (bri_state_is_legal (&state, bri_test_action (&state, "order:liscio")));
      bri_test_play (&state, "Ks 2s");
      g_assert_true (bri_test_legal_is (&state, cases[i].legal));

      deal (&state, "communication=conversation;orders=advice", DECK_WIN);
      bri_test_play (&state, PLAY_WIN_1_2);
      bri_test_play (&state, cases[i].order);
      bri_test_play (&state, "Ks 2s");
      g_assert_true (bri_test_legal_is (&state, "As 7d Kb"));
    }
}

static void
test_order_not_obeyable (void)
{
  BriState state;

  deal (&state, "communication=conversation", DECK_WIN);
  bri_test_play (&state, "Ad 2d 4d 5d");
  /* Seat 2 holds 2c 4s Kd: no carico, so it plays what it likes, and shows it has none. */
  bri_test_play (&state, "order:carico 3c Kc");
  g_assert_true (bri_test_legal_is (&state, "2c 4s Kd"));
  bri_test_play (&state, "Kd");
  g_assert_true (bri_card_set_has (state.voids[2], bri_card_new (BRI_SUIT_SWORDS, BRI_RANK_3)));
  g_assert_cmpuint (state.voids[2] & state.hand[2], ==, 0);
  /* An order binds one trick only. */
  bri_test_play (&state, "5b");
  bri_test_play (&state, "Ks 2s As");
  g_assert_true (bri_test_legal_is (&state, "2c 4s Ab"));
}

static void
test_end_show (void)
{
  static const struct { const char *options; gboolean shown; } cases[] = {
    { NULL, TRUE },
    { "communication=conversation", TRUE },
    { "communication=muta", FALSE },
    { "communication=muta;end-show=on", TRUE },
    { "communication=signals;end-show=off", FALSE },
    { "communication=conversation;end-show=off", FALSE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      BriState state;
      BriView view;

      deal (&state, cases[i].options, DECK_WIN);
      bri_test_play (&state, PLAY_WIN_1_2 " Ks 2s As 4s 7d Kd Qd Jd Ab 3b 2b Kb 6c 7c Ac 5c "
                     "3s Qs Js");
      /* Four cards are still to be drawn: nothing is shown yet. */
      g_assert_cmpuint (bri_state_stock_left (&state), ==, 4);
      bri_state_get_view (&state, 0, &view);
      g_assert_cmpuint (view.known[2], ==, 0);

      bri_test_play (&state, "5s");
      g_assert_cmpuint (bri_state_stock_left (&state), ==, 0);
      for (guint seat = 0; seat < 4; seat++)
        {
          bri_state_get_view (&state, seat, &view);
          g_assert_cmpuint (view.known[(seat + 2) % 4], ==,
                            cases[i].shown ? state.hand[(seat + 2) % 4] : 0);
          g_assert_cmpuint (view.known[(seat + 1) % 4], ==, 0);
          g_assert_cmpuint (view.known[(seat + 3) % 4], ==, 0);
        }
      bri_test_play (&state, "6d 3d");
      bri_state_get_view (&state, 0, &view);
      g_assert_cmpuint (view.known[2], ==, cases[i].shown ? bri_test_cards ("Qb Jc 6b") : 0);
    }
}

static void
test_tie_replayed (void)
{
  BriConfig config;
  BriState state;
  BriDealScore score;
  BriMatch match;

  deal (&state, NULL, DECK_TIE);
  bri_test_play (&state, PLAY_TIE);
  g_assert_true (bri_state_is_over (&state));
  g_assert_cmpuint (bri_state_seat_points (&state, 0), ==, 26);
  g_assert_cmpuint (bri_state_seat_points (&state, 1), ==, 33);
  g_assert_cmpuint (bri_state_seat_points (&state, 2), ==, 34);
  g_assert_cmpuint (bri_state_seat_points (&state, 3), ==, 27);
  state.config.rules->score (&state, &score);
  g_assert_cmpuint (score.side_points[0], ==, 60);
  g_assert_cmpuint (score.side_points[1], ==, 60);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_TIE);
  g_assert_true (score.replay);

  /* The same dealer deals again and the match does not move. */
  bri_test_config (&config, "briscola4", 0, "match=single");
  bri_match_init (&match, &config, 3);
  bri_match_add_deal (&match, &state, &score);
  g_assert_false (match.finished);
  g_assert_cmpuint (match.dealer, ==, 3);
  for (guint seat = 0; seat < 4; seat++)
    {
      g_assert_cmpint (match.score[seat], ==, 0);
      g_assert_cmpuint (match.wins[seat], ==, 0);
    }

  /* The replayed deal is won by seats 0 and 2: the single-deal match is over. */
  deal (&state, NULL, DECK_WIN);
  bri_test_play (&state, PLAY_WIN_1_2 " " PLAY_WIN_3_7 " " PLAY_WIN_8_10);
  bri_match_add_deal (&match, &state, &score);
  g_assert_true (match.finished);
  g_assert_cmpuint (match.winners, ==, 0x5);
  g_assert_cmpint (match.score[0], ==, 89);
  g_assert_cmpint (match.score[3], ==, 31);
  g_assert_cmpuint (match.dealer, ==, 0);
}

/* A finished deal of the given result: 'a' seats 0 and 2 take every card, 'b' seats 1
 * and 3 do, 't' 60 each. */
static void
finished_deal (BriState *state, const BriConfig *config, guint dealer, char result)
{
  bri_test_deal_played_out (state, config, dealer);
  state->pile[0] = result == 'a' ? state->deck
                 : result == 't' ? state->deck & (BRI_SUIT_MASK (0) | BRI_SUIT_MASK (1)) : 0;
  state->pile[1] = state->deck & ~state->pile[0];
  bri_state_finish (state);
}

static guint
run_match (const char *format, const char *results, BriMatch *match)
{
  static const BriTestMatches matches = { "briscola4", 0, NULL, "match", 3, finished_deal };

  return bri_test_run_match (&matches, format, results, match, NULL);
}

static void
test_match_formats (void)
{
  BriMatch match;

  g_assert_cmpuint (run_match ("single", "b", &match), ==, 1);
  g_assert_cmpuint (match.winners, ==, 0xa);
  g_assert_cmpuint (run_match ("single", "ttta", &match), ==, 4);
  g_assert_cmpuint (match.winners, ==, 0x5);

  g_assert_cmpuint (run_match ("first-to-2", "abta", &match), ==, 4);
  g_assert_cmpuint (match.winners, ==, 0x5);
  g_assert_cmpint (match.score[1], ==, 120);
  g_assert_cmpint (match.score[0], ==, 240);
  /* Dealers: 3, then 0 and 1; the tie keeps 1 dealing the fourth deal; next is 2. */
  g_assert_cmpuint (match.dealer, ==, 2);

  g_assert_cmpuint (run_match ("first-to-3", "abab", &match), ==, 0);
  g_assert_cmpuint (run_match ("first-to-3", "ababtb", &match), ==, 6);
  g_assert_cmpuint (match.winners, ==, 0xa);
}

/* Random deals choosing among every legal action, checking talk and views at each step. */
static void
check_talk (const char *options, guint n_deals, guint64 seed)
{
  bri_test_check_partner_talk ("briscola4", options, n_deals, seed);
}

static void
test_random_deals (void)
{
  static const char *const options[] = {
    "communication=muta", "communication=signals", "communication=conversation",
    "communication=conversation;orders=advice", "communication=muta;end-show=on",
    "communication=signals;end-show=off",
  };

  bri_test_check_random_deals_with ("briscola4", options, G_N_ELEMENTS (options), 1000,
                                    check_talk, 500);
}

static void
test_bad_input (void)
{
  BriState state;
  g_autoptr (GError) error = NULL;

  bri_test_check_refused_config ("briscola4", "communication", "shouting", 3);

  deal (&state, NULL, DECK_WIN);
  g_assert_false (bri_test_try_play (&state, "Ad signal:A", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  g_assert_false (bri_test_try_play (&state, "look:2", &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
}

/* Orders are a setting of conversation only: not of muta, nor of secret signals. */
static void
test_options_apply (void)
{
  bri_test_check_talk_options_apply ("briscola4");
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/briscola4/stacked-deal", test_stacked_deal);
  g_test_add_func ("/briscola4/players-ask", test_players_ask);
  g_test_add_func ("/briscola4/cards-alone-replay", test_cards_alone_replay);
  g_test_add_func ("/briscola4/no-talk-in-first-trick", test_no_talk_in_first_trick);
  g_test_add_func ("/briscola4/signals/secret-to-opponents", test_signals);
  g_test_add_func ("/briscola4/conversation/questions", test_conversation);
  g_test_add_func ("/briscola4/conversation/trumps-and-carichi", test_trumps_answers);
  g_test_add_func ("/briscola4/conversation/take-before-the-lead", test_take_before_the_lead);
  g_test_add_func ("/briscola4/conversation/orders", test_orders);
  g_test_add_func ("/briscola4/conversation/order-not-obeyable", test_order_not_obeyable);
  g_test_add_func ("/briscola4/end-show", test_end_show);
  g_test_add_func ("/briscola4/tie-replayed", test_tie_replayed);
  g_test_add_func ("/briscola4/match-formats", test_match_formats);
  g_test_add_func ("/briscola4/random-deals", test_random_deals);
  g_test_add_func ("/briscola4/bad-input", test_bad_input);
  g_test_add_func ("/briscola4/options-apply", test_options_apply);
  return g_test_run ();
}
