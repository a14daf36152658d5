/* chiamata-advice.c: the greedy player's judgement in Briscola Chiamata: bids, calls,
 * the trump named in the dark, showing the called card and what to lay away. */
#include "chiamata-private.h"

/* The greedy player's judgement of a hand.
 *
 * A rough count of the points the caller's side can expect: trumps take tricks, side
 * Aces and Threes sometimes come home, the partner brings the called card and some more,
 * and the side gets a share of the rest. It only has to tell strong hands from weak. */
static const guint8 trump_worth[BRI_N_RANKS] = {
  [BRI_RANK_2] = 3, [BRI_RANK_4] = 3, [BRI_RANK_5] = 4, [BRI_RANK_6] = 4, [BRI_RANK_7] = 5,
  [BRI_RANK_JACK] = 7, [BRI_RANK_QUEEN] = 8, [BRI_RANK_KING] = 9, [BRI_RANK_3] = 14,
  [BRI_RANK_ACE] = 16,
};
static const guint8 plain_worth[BRI_N_RANKS] = {
  [BRI_RANK_QUEEN] = 1, [BRI_RANK_KING] = 1, [BRI_RANK_3] = 3, [BRI_RANK_ACE] = 6,
};
#define PARTNER_WORTH 14  /* the partner's help beyond the called card */
#define SHARE_WORTH 22   /* the side's share of the points nobody controls */
#define TALON_WORTH 8    /* the unseen talon, and the cards laid away coming back */
#define SOLO_RISK 15     /* nobody to help: only for a hand that needs no partner */
#define MISSING_TOP 4    /* each of the five top trumps the side lacks: a defender has it */
#define BID_MARGIN 4

static gint
hand_worth (const BriState *state, BriCardSet hand, guint suit, BriCard called)
{
  gint worth = SHARE_WORTH;

  BRI_CARD_SET_FOREACH (hand, card)
    worth += bri_card_suit ((BriCard) card) == suit ? trump_worth[bri_card_rank ((BriCard) card)]
                                                    : plain_worth[bri_card_rank ((BriCard) card)];
  if (called == BRI_NO_CARD || bri_card_set_has (hand, called))
    worth -= SOLO_RISK;
  else
    worth += trump_worth[bri_card_rank (called)] + PARTNER_WORTH;
  for (BriRank rank = BRI_RANK_JACK; rank <= BRI_RANK_ACE; rank++)
    {
      BriCard top = bri_card_new ((BriSuit) suit, rank);
      if (rank != BRI_RANK_TEN && top != called && !bri_card_set_has (hand, top))
        worth -= MISSING_TOP;
    }
  if (preset_has (state, FACT_TALON) && state->phase == BRI_PHASE_AUCTION)
    worth += TALON_WORTH;
  return worth;
}

/* The card a bidder would call with @suit as trump: a rank it bid, the Two, or where any
 * card may be called the best trump it lacks. */
static BriCard
card_to_call (const BriState *state, BriCardSet hand, BriSuit suit, gint rank)
{
  if (rank >= 0)
    {
      BriCard card = bri_card_new (suit, (BriRank) rank);
      if (rank == BRI_RANK_2 && bri_card_set_has (hand, card) && chiamata_calls_lowest (state))
        {
          for (guint i = 0; i < G_N_ELEMENTS (chiamata_ranks40); i++)
            if (!bri_card_set_has (hand, bri_card_new (suit, chiamata_ranks40[i])))
              return bri_card_new (suit, chiamata_ranks40[i]);
        }
      return card;
    }
  for (guint i = G_N_ELEMENTS (chiamata_ranks40); i-- > 0;)
    if (!bri_card_set_has (hand, bri_card_new (suit, chiamata_ranks40[i])))
      return bri_card_new (suit, chiamata_ranks40[i]);
  return BRI_NO_CARD;
}

/* The best worth over the four suits of calling @rank (or, with -1, the best missing). */
static gint
best_worth (const BriState *state, BriCardSet hand, gint rank)
{
  gint best = G_MININT;

  for (guint suit = 0; suit < BRI_N_SUITS; suit++)
    best = MAX (best, hand_worth (state, hand, suit,
                                  card_to_call (state, hand, (BriSuit) suit, rank)));
  return best;
}

static gboolean
suggest_bid (const BriState *state, BriAction *action)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = chiamata_auction_actions (state, legal);
  BriCardSet hand = state->hand[state->to_act];
  guint rank_bids = 0;
  gint best = G_MININT;

  *action = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_RANK)
      rank_bids |= 1u << legal[i].value;

  /* Rank bids: in each suit, the best card it lacks among the ranks still open; the bid
   * of the strongest suit, when the hand can stand it. */
  for (guint suit = 0; suit < BRI_N_SUITS && rank_bids != 0; suit++)
    for (guint i = G_N_ELEMENTS (chiamata_ranks40); i-- > 0;)
      {
        BriRank rank = chiamata_ranks40[i];
        BriCard card = card_to_call (state, hand, (BriSuit) suit, rank);
        gint worth;

        if (!(rank_bids & (1u << rank)) ||
            (rank != BRI_RANK_2 && bri_card_set_has (hand, card)))
          continue;
        worth = hand_worth (state, hand, suit, card);
        if (worth > best && worth >= BASE_CONTRACT + BID_MARGIN)
          best = worth, *action = bri_action_new (BRI_ACTION_BID_RANK, BRI_NO_CARD, rank);
        break;
      }

  /* Point bids: the fewest points allowed, if the hand is worth them. Asked once more
   * after everyone passed, a fair hand opens rather than see the cards thrown in. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_POINTS)
      {
        const Ext *e = cext (state);
        gint worth = best_worth (state, hand, preset_has (state, FACT_CALLS_ANY_CARD) ? -1 : BRI_RANK_2);
        gint margin = (e->flags & FLAG_REOPENED) && e->high_bidder == BRI_NO_SEAT
                      ? -BID_MARGIN : BID_MARGIN;
        if (worth >= (gint) legal[i].value + margin)
          *action = legal[i];
        break;
      }
  return TRUE;
}

gboolean
chiamata_suggest (const BriState *state, BriRng *rng, BriAction *action)
{
  const Ext *e = cext (state);
  BriAction legal[BRI_MAX_ACTIONS];
  BriCardSet hand = state->hand[state->to_act];
  guint n;
  gint best = G_MININT;

  switch (state->phase)
    {
    case PHASE_THROW_IN:
      *action = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_THROW_IN);
      return TRUE;

    case BRI_PHASE_AUCTION:
      return suggest_bid (state, action);

    case BRI_PHASE_CALL:
      /* The call that leaves the strongest hand: a card it lacks in its best suit. */
      n = chiamata_call_actions (state, legal);
      for (guint i = 0; i < n; i++)
        {
          gint worth = hand_worth (state, hand, bri_card_suit (legal[i].card), legal[i].card);
          if (worth > best)
            best = worth, *action = legal[i];
        }
      return TRUE;

    case PHASE_TRUMP:
      for (guint suit = 0; suit < BRI_N_SUITS; suit++)
        {
          BriCard two = bri_card_new ((BriSuit) suit, BRI_RANK_2);
          gint worth = hand_worth (state, hand, suit, two);
          BriTrick trick = state->trick;
          /* Taking the first trick counts too. */
          if (trick.seat[bri_trick_winner (&trick, suit)] == state->to_act)
            for (guint k = 0; k < trick.len; k++)
              worth += bri_card_points (trick.card[k]);
          if (worth > best)
            best = worth, *action = bri_action_new (BRI_ACTION_TRUMP, BRI_NO_CARD, suit);
        }
      return TRUE;

    case BRI_PHASE_DISCARD:
      /* Show the called card unless the hand can win alone. */
      if (chiamata_may_show (state) &&
          hand_worth (state, hand, state->trump_suit, BRI_NO_CARD) < e->contract + 2 * BID_MARGIN)
        {
          *action = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_SHOW);
          return TRUE;
        }
      /* Lay away the least useful card: never the called one, trumps last. */
      n = chiamata_legal_actions (state, legal);
      for (guint i = 0; i < n; i++)
        {
          BriCard card = legal[i].card;
          gint keep;
          if (legal[i].kind != BRI_ACTION_DISCARD)
            continue;
          if (card == e->called)
            keep = 1000;
          else if (bri_card_suit (card) == state->trump_suit)
            keep = 100 + trump_worth[bri_card_rank (card)];
          else
            keep = (gint) bri_card_points (card) * 4 + bri_card_rank (card);
          if (-keep > best)
            best = -keep, *action = legal[i];
        }
      return TRUE;

    default:
      return FALSE;
    }
}
