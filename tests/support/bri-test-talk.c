/* bri-test-talk.c: the test oracle for the kit's talk (signals, questions and orders
 * between partners) that Briscola for four and six and Schembil share. */
#include "config.h"

#include <string.h>

#include "bri-test.h"

/* The truthful answer, worked out here from the card classes. */
const char *
bri_test_talk_answer (const BriState *state, guint seat, guint asker, const char *question)
{
  guint trump = state->trump_suit;
  BriCardSet hand = state->hand[seat];
  BriCardSet lisci = 0, carichi = 0, low = 0, figures = 0, takers = 0;

  for (guint suit = 0; suit < 4; suit++)
    for (guint rank = 0; rank < BRI_N_RANKS; rank++)
      {
        BriCardSet bit = bri_card_bit (bri_card_new (suit, rank));
        gboolean figure = rank == BRI_RANK_KING || rank == BRI_RANK_QUEEN ||
                          rank == BRI_RANK_JACK;
        gboolean high = rank == BRI_RANK_ACE || rank == BRI_RANK_3;
        if (suit == trump && figure)
          figures |= bit;
        else if (suit == trump && !high && rank != BRI_RANK_7)
          low |= bit;
        else if (suit != trump && high)
          carichi |= bit;
        else if (suit != trump && !figure)
          lisci |= bit;
      }
  if (state->trick.len > 0)
    {
      BriCard top = state->trick.card[bri_trick_winner (&state->trick, trump)];
      for (guint rank = bri_card_rank (top) + 1; rank < BRI_N_RANKS; rank++)
        if (bri_card_suit (top) != trump)
          takers |= bri_card_bit (bri_card_new (bri_card_suit (top), rank));
    }
  else
    /* Before the lead: the best card left of each plain suit, the asker's aside. */
    for (guint suit = 0; suit < 4; suit++)
      for (int rank = BRI_N_RANKS - 1; rank >= 0 && suit != trump; rank--)
        {
          BriCard card = bri_card_new (suit, (BriRank) rank);
          if (bri_card_set_has (state->deck & ~state->played & ~state->hand[asker], card))
            {
              takers |= bri_card_bit (card);
              break;
            }
        }
  if (g_str_has_prefix (question, "ask:lisci"))
    return hand & lisci ? "answer:yes" : "answer:no";
  if (g_str_has_prefix (question, "ask:carichi"))
    return hand & carichi ? "answer:yes" : "answer:no";
  if (g_str_has_prefix (question, "ask:take"))
    return hand & takers ? "answer:yes" : "answer:no";
  if (g_str_has_prefix (question, "ask:briscoline"))
    return hand & low ? "answer:yes" : "answer:no";
  g_assert_true (g_str_has_prefix (question, "ask:vestite"));
  return hand & figures ? "answer:yes" : "answer:no";
}

void
bri_test_ask (BriState *state, const char *question, const char *answer)
{
  g_autofree char *given = g_strconcat ("answer:", answer, NULL);

  bri_test_play (state, question);
  if (!bri_test_legal_is (state, given))
    g_error ("to %s the only answer should be %s", question, given);
  bri_test_play (state, given);
}

void
bri_test_check_talk_answer (const BriState *state, guint asker, guint asked,
                            const char *question)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);
  g_autofree char *answer = bri_action_to_string (state->config.rules, legal[0]);

  g_assert_cmpuint (state->to_act, ==, asked);
  g_assert_cmpuint (n, ==, 1);
  g_assert_cmpstr (answer, ==, bri_test_talk_answer (state, asked, asker, question));
}

void
bri_test_check_talk_options_apply (const char *id)
{
  g_assert_false (bri_test_option_applies (id, 0, "communication=muta", "orders"));
  g_assert_false (bri_test_option_applies (id, 0, "communication=signals", "orders"));
  g_assert_true (bri_test_option_applies (id, 0, "communication=conversation", "orders"));
  g_assert_true (bri_test_option_applies (id, 0, "communication=signals", "end-show"));
  g_assert_true (bri_test_option_applies (id, 0, "communication=muta", "end-show"));
}

/* The seat a question @token from @seat goes to: "+N" names the seat N places on, and
 * without it the one across the table. */
static guint
addressee (const BriState *state, guint seat, const char *token)
{
  const char *plus = strrchr (token, '+');

  if (plus != NULL)
    return (seat + (guint) g_ascii_strtoull (plus + 1, NULL, 10)) % state->n_seats;
  return (seat + state->n_seats / 2) % state->n_seats;
}

guint
bri_test_play_talk_deals (const BriConfig *config, guint n_deals, guint64 seed,
                          guint max_steps, const BriTestTalkChecks *checks, gpointer data)
{
  BriRng rng;
  guint n_said = 0;

  bri_rng_init (&rng, seed);
  for (guint d = 0; d < n_deals; d++)
    {
      BriState state, start;
      BriCard plays[BRI_MAX_CARDS];
      guint n_plays = 0, steps = 0;
      const char *question = NULL;
      guint asker = BRI_NO_SEAT, asked = BRI_NO_SEAT;

      bri_state_deal_random (&state, config, d % config->n_players, &rng);
      start = state;
      if (checks->dealt != NULL)
        checks->dealt (&state, data);
      while (!bri_state_is_over (&state))
        {
          BriAction legal[BRI_MAX_ACTIONS];
          guint n = bri_state_legal_actions (&state, legal);
          guint seat = state.to_act;
          BriAction chosen;
          g_autofree char *token = NULL;

          g_assert_cmpuint (n, >, 0);
          if (question != NULL)
            bri_test_check_talk_answer (&state, asker, asked, question);
          for (guint i = 0; i < n; i++)
            {
              g_autofree char *legal_token = bri_action_to_string (config->rules, legal[i]);

              if (legal[i].kind == BRI_ACTION_PLAY)
                g_assert_true (bri_card_set_has (state.hand[seat], legal[i].card));
              else if (!g_str_has_prefix (legal_token, "answer:") && checks->check_say != NULL)
                checks->check_say (&state, legal_token, data);
            }
          /* Answers and failed orders never rule out a card the seat holds. */
          for (guint s = 0; s < state.n_seats; s++)
            g_assert_cmpuint (state.voids[s] & state.hand[s], ==, 0);
          if (checks->check_views != NULL)
            checks->check_views (&state, data);

          chosen = legal[bri_rng_below (&rng, n)];
          token = bri_action_to_string (config->rules, chosen);
          if (chosen.kind == BRI_ACTION_PLAY)
            plays[n_plays++] = chosen.card;
          else if (chosen.kind == BRI_ACTION_SAY)
            n_said++;
          if (checks->chosen != NULL)
            checks->chosen (&state, chosen, token, data);
          question = g_str_has_prefix (token, "ask:") ? g_intern_string (token) : NULL;
          if (question != NULL)
            {
              asker = seat;
              asked = addressee (&state, seat, token);
            }
          bri_state_apply (&state, chosen);
          g_assert_cmpuint (++steps, <, max_steps);
        }
      g_assert_cmpuint (n_plays, ==, bri_card_set_count (state.deck));
      /* The cards alone replay the deal to the same piles. */
      bri_test_check_cards_replay (&start, plays, n_plays, &state);
    }
  return n_said;
}

/* What bri_test_check_partner_talk() knows of the options and has seen. */
typedef struct
{
  gboolean signals, conversation, show;
  gboolean pairs;                     /* each side is two partners across the table */
  BriCardSet shown[BRI_MAX_SEATS];    /* trumps each seat signalled */
} PartnerTalk;

static void
partner_talk_dealt (const BriState *state, gpointer data)
{
  PartnerTalk *talk = data;
  guint side_size = 0, n_sides;

  memset (talk->shown, 0, sizeof talk->shown);
  for (guint seat = 0; seat < state->n_seats; seat++)
    side_size += state->team[seat] == state->team[0];
  talk->pairs = side_size == 2;
  n_sides = state->n_seats / side_size;
  /* Sides seated in turn. */
  for (guint seat = 0; seat < state->n_seats; seat++)
    g_assert_cmpuint (state->team[seat], ==, seat % n_sides);
}

static void
partner_talk_check_say (const BriState *state, const char *token, gpointer data)
{
  PartnerTalk *talk = data;
  guint seat = state->to_act;

  g_assert_cmpuint (state->n_tricks, >=, 1);
  if (g_str_has_prefix (token, "signal:"))
    {
      BriRank rank;

      g_assert_true (talk->signals);
      g_assert_true (bri_rank_parse (token + 7, &rank));
      g_assert_true (bri_card_set_has (state->hand[seat], bri_card_new (state->trump_suit, rank)));
      return;
    }
  g_assert_true (talk->conversation);
  /* Only the trick leader asks and orders, before leading, and only a partner; a seat
   * with one partner needs not say which. */
  g_assert_cmpuint (state->trick.len, ==, 0);
  g_assert_cmpuint (state->team[addressee (state, seat, token)], ==, state->team[seat]);
  g_assert_cmpint (strchr (token, '+') != NULL, ==, !talk->pairs);
}

static void
partner_talk_check_views (const BriState *state, gpointer data)
{
  PartnerTalk *talk = data;

  for (guint viewer = 0; viewer < state->n_seats; viewer++)
    {
      BriView view;

      bri_state_get_view (state, viewer, &view);
      for (guint other = 0; other < state->n_seats; other++)
        if (other == viewer)
          continue;
        else if (state->team[other] != state->team[viewer])
          g_assert_cmpuint (view.known[other], ==, 0);
        else if (talk->show && bri_state_stock_left (state) == 0)
          g_assert_cmpuint (view.known[other], ==, state->hand[other]);
        else
          g_assert_cmpuint (view.known[other], ==, talk->shown[other] & state->hand[other]);
    }
}

static void
partner_talk_chosen (const BriState *state, BriAction action, const char *token,
                     gpointer data)
{
  PartnerTalk *talk = data;
  guint seat = state->to_act;
  gboolean signal = g_str_has_prefix (token, "signal:");

  /* A signal is secret from the opponents; everything else is seen by all. */
  for (guint s = 0; s < state->n_seats; s++)
    g_assert_cmpint (state->config.rules->action_visible (state, seat, action, s), ==,
                     !signal || state->team[s] == state->team[seat]);
  if (signal)
    {
      BriRank rank;

      g_assert_true (bri_rank_parse (token + 7, &rank));
      talk->shown[seat] |= bri_card_bit (bri_card_new (state->trump_suit, rank));
    }
}

void
bri_test_check_partner_talk (const char *id, const char *options, guint n_deals, guint64 seed)
{
  static const BriTestTalkChecks checks = {
    partner_talk_dealt, partner_talk_check_say, partner_talk_check_views, partner_talk_chosen,
  };
  BriConfig config;
  PartnerTalk talk = { 0 };
  const char *communication, *end_show;
  guint n_said, max_steps;

  bri_test_config (&config, id, 0, options);
  communication = bri_config_get_value (&config, "communication");
  end_show = bri_config_get_value (&config, "end-show");
  talk.signals = g_strcmp0 (communication, "signals") == 0;
  talk.conversation = g_strcmp0 (communication, "conversation") == 0;
  talk.show = g_strcmp0 (end_show, "on") == 0 ||
              (g_strcmp0 (end_show, "auto") == 0 && (talk.signals || talk.conversation));
  /* Far more than talk allows between cards: a deal that talks on and on fails. */
  max_steps = BRI_MAX_CARDS * 10;
  n_said = bri_test_play_talk_deals (&config, n_deals, seed, max_steps, &checks, &talk);
  if (!talk.signals && !talk.conversation)
    g_assert_cmpuint (n_said, ==, 0);
}
