/* bri-test-talk.c: the test oracle for the kit's talk (signals, questions and orders
 * between partners) that Briscola for four and six and Schembil share. */
#include "config.h"

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
