/* briscola2-duel.c: the Briscola duel that Briscola for two and Scoperta share. */
#include <glib/gi18n-lib.h>

#include "briscola2-duel.h"

const BriOptionChoice duel_off_on[] = {
  { "off", N_("Off") }, { "on", N_("On") }, { NULL, NULL },
};

const BriOptionChoice duel_review_choices[] = {
  [DUEL_REVIEW_TRADITIONAL] = { "traditional", N_("Only before the last trick") },
  [DUEL_REVIEW_NEVER] = { "never", N_("Never") },
  [DUEL_REVIEW_ALWAYS] = { "always", N_("At any time") },
  { NULL, NULL },
};

const BriOptionChoice duel_match_choices[] = {
  [DUEL_MATCH_SINGLE] = { "single", N_("A single deal") },
  [DUEL_MATCH_BEST_OF_3] = { "best-of-3", N_("Best of three deals") },
  [DUEL_MATCH_BEST_OF_5] = { "best-of-5", N_("Best of five deals") },
  [DUEL_MATCH_FIRST_TO_3] = { "first-to-3", N_("First to win three deals (ties replayed)") },
  [DUEL_MATCH_POINTS_120] = { "points-120", N_("First past 120 points over two deals") },
  { NULL, NULL },
};

/* The first to reach 120 wins: after two deals, one dealt by each player, unless one
 * took every point of the first. Both reach it only together, at the end of the second
 * deal, 120 to 120: nobody was first, and the match is drawn. */
const BriKitMatchFormat duel_match_formats[] = {
  [DUEL_MATCH_SINGLE] = { .by_wins = TRUE, .deals = 1 },
  [DUEL_MATCH_BEST_OF_3] = { .by_wins = TRUE, .best_of = TRUE, .deals = 3 },
  [DUEL_MATCH_BEST_OF_5] = { .by_wins = TRUE, .best_of = TRUE, .deals = 5 },
  [DUEL_MATCH_FIRST_TO_3] = { .by_wins = TRUE, .wins = 3 },
  [DUEL_MATCH_POINTS_120] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .deals = 2, .points = 120 },
};

static gboolean
is_carico (BriCard card)
{
  return bri_card_rank (card) == BRI_RANK_ACE || bri_card_rank (card) == BRI_RANK_3;
}

void
duel_deal (BriState *state, const BriCard *order, guint n_cards, gboolean redeal)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, DUEL_HAND_SIZE);
  BriCard trump = order[dealt];
  BriCard stock[BRI_MAX_CARDS];
  guint n_stock = n_cards - dealt - 1;

  memcpy (stock, order + dealt + 1, n_stock);
  /* A turned Ace or Three goes back into the middle of the stock and the next card is
   * turned (in Scoperta both players saw it, but it now lies among the hidden cards of
   * the stock, which is all the view leaves unseen anyway). The bound only guards
   * against a deck of nothing but carichi. */
  for (guint tries = 0; redeal && is_carico (trump) && tries < n_cards; tries++)
    {
      BriCard next = stock[0];
      guint middle = n_stock / 2;
      memmove (stock, stock + 1, middle);
      stock[middle] = trump;
      trump = next;
    }
  bri_state_set_stock (state, stock, n_stock);
  bri_state_turn_trump (state, trump);
}

void
duel_score (const BriState *state, BriDealScore *result, guint match)
{
  bri_deal_score_by_points (state, result);
  /* Tied deals are dealt again by the same dealer when the match counts deal wins. */
  result->replay = result->outcome == BRI_OUTCOME_TIE && match == DUEL_MATCH_FIRST_TO_3;
}

gboolean
duel_may_review_pile (const BriState *state, guint seat, guint review)
{
  switch (review)
    {
    case DUEL_REVIEW_NEVER:
      return FALSE;
    case DUEL_REVIEW_TRADITIONAL:
      return bri_state_stock_left (state) == 0 && bri_state_hand_size (state, seat) <= 1;
    default:
      return TRUE;
    }
}
