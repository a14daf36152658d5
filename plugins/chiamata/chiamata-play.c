/* chiamata-play.c: a deal of Briscola Chiamata: the deal (with a talon and seats sitting
 * out where the preset has them), the auction, the call, the talon laid away, the named
 * trump of Prima mano al buio, and the tricks. */
#include "chiamata-private.h"

static guint
min_points_bid (const BriState *state)
{
  if (preset_has_option (&state->config, OPT_MIN_BID) &&
      state->config.option[OPT_MIN_BID] == MIN_BID_70)
    return 70;
  return BASE_CONTRACT;
}

/* Seats dealt in: in the Siciliana at seven the dealer sits out, at eight the dealer and
 * the player to its right (the first seat) do. */
static guint8
active_seats (const BriState *state)
{
  guint8 all = (guint8) ((1u << state->n_seats) - 1);

  if (!preset_has (state, FACT_SITS_OUT) || state->n_seats <= 6)
    return all;
  all &= (guint8) ~(1u << state->dealer);
  if (state->n_seats == 8)
    all &= (guint8) ~(1u << bri_state_first_seat (state));
  return all;
}

void
chiamata_deal (BriState *state, const BriCard *order, guint n_cards)
{
  Ext *e = ext (state);
  guint n_active, hand_size, seat, i;

  e->active = active_seats (state);
  e->passed = 0;
  e->high_bidder = BRI_NO_SEAT;
  e->bid_kind = BID_NONE;
  e->bid_value = 0;
  e->caller = BRI_NO_SEAT;
  e->partner = BRI_NO_SEAT;
  e->called = BRI_NO_CARD;
  e->contract = BASE_CONTRACT;
  e->flags = 0;
  e->to_discard = 0;

  /* Nobody draws: `playing` stays the seats dealt in for the whole deal. */
  state->playing = e->active;
  n_active = bri_card_set_count (e->active);
  if (preset_has (state, FACT_TALON))
    hand_size = n_active == 5 ? 7 : 6;
  else
    hand_size = n_cards / n_active;

  seat = bri_state_next_playing (state, state->dealer);
  for (i = 0; i < hand_size * n_active && i < n_cards; i++)
    {
      state->hand[seat] |= bri_card_bit (order[i]);
      seat = bri_state_next_playing (state, seat);
    }
  for (; i < n_cards; i++)
    state->talon |= bri_card_bit (order[i]);

  state->phase = BRI_PHASE_AUCTION;
  state->to_act = (guint8) bri_state_next_playing (state, state->dealer);

  /* Siciliana: a hand without a single point has the cards dealt again; its holder (the
   * first one in turn) shows it. */
  if (preset_has (state, FACT_THROW_IN))
    for (guint k = 0, s = state->to_act; k < n_active; k++, s = bri_state_next_playing (state, s))
      if (bri_trick_rules_set_points (bri_state_get_trick_rules (state), state->hand[s]) == 0)
        {
          state->phase = PHASE_THROW_IN;
          state->to_act = (guint8) s;
          break;
        }
}

/* Sides: the caller and its partner, the defenders, and those sitting out. */
static void
set_teams (BriState *state)
{
  const Ext *e = cext (state);

  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      if (!(e->active & (1u << seat)))
        state->team[seat] = SIDE_SITTING_OUT;
      else if (seat == e->caller || seat == e->partner)
        state->team[seat] = SIDE_CALLER;
      else
        state->team[seat] = SIDE_DEFENDERS;
    }
}

/* The partner is whoever else holds the called card; nobody (a solo) when the caller
 * holds it, laid it away or has played it. */
void
chiamata_find_partner (BriState *state)
{
  Ext *e = ext (state);

  e->partner = BRI_NO_SEAT;
  for (guint seat = 0; seat < state->n_seats; seat++)
    if (seat != e->caller && bri_card_set_has (state->hand[seat], e->called))
      e->partner = (guint8) seat;
  set_teams (state);
}

static gboolean
caller_leads (const BriState *state)
{
  return preset_has (state, FACT_CALLER_LEADS) || state->config.option[OPT_LEAD] == LEAD_CALLER;
}

static void
start_play (BriState *state)
{
  guint leader = caller_leads (state) ? cext (state)->caller
                                      : bri_state_next_playing (state, state->dealer);

  state->phase = BRI_PHASE_PLAY;
  bri_state_start_trick (state, leader);
}
/* The lowest trump the caller lacks, called instead of a Two it holds (an option). */
static BriCard
lowest_missing (const BriState *state, BriSuit suit)
{
  BriCardSet hand = state->hand[cext (state)->caller];

  for (guint i = 0; i < G_N_ELEMENTS (chiamata_ranks40); i++)
    if (!bri_card_set_has (hand, bri_card_new (suit, chiamata_ranks40[i])))
      return bri_card_new (suit, chiamata_ranks40[i]);
  return BRI_NO_CARD;
}

guint
chiamata_auction_actions (const BriState *state, BriAction *actions)
{
  const Ext *e = cext (state);
  guint n = 0, low = 0;

  actions[n++] = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);

  /* Ranks: each bid weaker than the last, from the Ace (lowest) to the Two (highest). */
  if (preset_has (state, FACT_RANK_BIDS) &&
      (e->bid_kind == BID_NONE || (e->bid_kind == BID_RANK && e->bid_value != BRI_RANK_2)))
    for (guint i = G_N_ELEMENTS (chiamata_ranks40); i-- > 0;)
      if (e->bid_kind == BID_NONE || chiamata_ranks40[i] < e->bid_value)
        actions[n++] = bri_action_new (BRI_ACTION_BID_RANK, BRI_NO_CARD, chiamata_ranks40[i]);

  if (e->bid_kind == BID_POINTS)
    low = e->bid_value + 1u;
  else if (!preset_has (state, FACT_RANK_BIDS))
    low = min_points_bid (state);
  else if (chiamata_points_after_two (state) && e->bid_kind == BID_RANK && e->bid_value == BRI_RANK_2)
    low = FIRST_POINTS_AFTER_TWO;
  if (low != 0)
    for (guint points = low; points <= MAX_POINTS; points++)
      actions[n++] = bri_action_new (BRI_ACTION_BID_POINTS, BRI_NO_CARD, points);
  return n;
}

guint
chiamata_call_actions (const BriState *state, BriAction *actions)
{
  const Ext *e = cext (state);
  BriCardSet hand = state->hand[e->caller];
  guint n = 0;

  if (preset_has (state, FACT_CALLS_ANY_CARD))
    {
      /* Any card at all, one's own (a secret solo) or one in the talon included. */
      BRI_CARD_SET_FOREACH (state->deck, card)
        actions[n++] = bri_action_new (BRI_ACTION_CALL, (BriCard) card, 0);
      return n;
    }

  if (e->bid_kind == BID_RANK && e->bid_value != BRI_RANK_2)
    {
      /* Classica: the caller names the suit of the rank it bid. */
      for (guint suit = 0; suit < BRI_N_SUITS; suit++)
        actions[n++] = bri_action_new (BRI_ACTION_CALL,
                                       bri_card_new ((BriSuit) suit, e->bid_value), 0);
      return n;
    }

  /* A Two or a point bid: the Two of trumps is called. */
  for (guint suit = 0; suit < BRI_N_SUITS; suit++)
    {
      BriCard two = bri_card_new ((BriSuit) suit, BRI_RANK_2);
      actions[n++] = bri_action_new (BRI_ACTION_CALL, two, 0);
      if (chiamata_calls_lowest (state) && bri_card_set_has (hand, two))
        {
          BriCard lowest = lowest_missing (state, (BriSuit) suit);
          if (lowest != BRI_NO_CARD)
            actions[n++] = bri_action_new (BRI_ACTION_CALL, lowest, 0);
        }
    }
  return n;
}

static guint
play_actions (const BriState *state, BriAction *actions)
{
  const Ext *e = cext (state);
  guint n = 0;

  if (chiamata_may_show (state))
    actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_SHOW);

  /* Prima mano al buio: no Two in the first trick, but for the caller playing last. */
  if (preset_has (state, FACT_DARK_FIRST_TRICK) && state->n_tricks == 0 &&
      !(state->to_act == e->caller && state->trick.len + 1u == bri_state_trick_size (state)))
    {
      BriCardSet hand = state->hand[state->to_act] & ~BRI_RANK_MASK (BRI_RANK_2);
      /* Never empty: at most four of the eight or ten cards are Twos. */
      BRI_CARD_SET_FOREACH (hand, card)
        actions[n++] = bri_action_play ((BriCard) card);
      return n;
    }
  return n + bri_state_legal_plays (state, actions + n);
}

guint
chiamata_legal_actions (const BriState *state, BriAction *actions)
{
  const Ext *e = cext (state);
  guint n = 0;

  switch (state->phase)
    {
    case PHASE_THROW_IN:
      actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_THROW_IN);
      return n;
    case BRI_PHASE_AUCTION:
      return chiamata_auction_actions (state, actions);
    case BRI_PHASE_CALL:
      return chiamata_call_actions (state, actions);
    case BRI_PHASE_DISCARD:
      {
        BriCardSet hand = state->hand[e->caller];
        if (chiamata_may_show (state))
          actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_SHOW);
        /* A card shown as called stays in the hand to be played. */
        if (e->flags & FLAG_SHOWN)
          hand &= ~bri_card_bit (e->called);
        BRI_CARD_SET_FOREACH (hand, card)
          actions[n++] = bri_action_new (BRI_ACTION_DISCARD, (BriCard) card, 0);
        return n;
      }
    case PHASE_TRUMP:
      for (guint suit = 0; suit < BRI_N_SUITS; suit++)
        actions[n++] = bri_action_new (BRI_ACTION_TRUMP, BRI_NO_CARD, suit);
      return n;
    case BRI_PHASE_PLAY:
      return play_actions (state, actions);
    default:
      return 0;
    }
}
/* The deal does not count and the same dealer deals again. Every hand is laid open in
 * front of its holder and the talon before the dealer, so that each card of the deck is
 * still accounted for in someone's pile. */
static void
throw_in (BriState *state)
{
  ext (state)->flags |= FLAG_VOID;
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      state->pile[seat] |= state->hand[seat];
      state->played |= state->hand[seat];
      state->hand[seat] = 0;
    }
  state->pile[state->dealer] |= state->talon;
  state->played |= state->talon;
  state->talon = 0;
  bri_state_finish (state);
}

static void
end_auction (BriState *state)
{
  Ext *e = ext (state);

  e->caller = e->high_bidder;
  e->contract = e->bid_kind == BID_POINTS ? e->bid_value : BASE_CONTRACT;
  set_teams (state);
  if (preset_has (state, FACT_DARK_FIRST_TRICK))
    {
      /* The first trick is played in the dark; the trump comes when it is complete. */
      start_play (state);
      return;
    }
  state->phase = BRI_PHASE_CALL;
  state->to_act = e->caller;
}

static void
auction_step (BriState *state, guint seat, BriAction action)
{
  Ext *e = ext (state);
  guint8 left;

  if (action.kind == BRI_ACTION_PASS)
    e->passed |= (guint8) (1u << seat);
  else
    {
      e->high_bidder = (guint8) seat;
      e->bid_kind = action.kind == BRI_ACTION_BID_RANK ? BID_RANK : BID_POINTS;
      e->bid_value = (guint8) action.value;
    }

  left = e->active & ~e->passed;
  if (e->high_bidder == BRI_NO_SEAT && left == 0)
    {
      if (preset_has (state, FACT_MAY_REOPEN) && !(e->flags & FLAG_REOPENED))
        {
          /* Subito al due: the dealer asks round once more; the passes so far are forgotten. */
          e->flags |= FLAG_REOPENED;
          e->passed = 0;
          state->to_act = (guint8) bri_state_next_playing (state, state->dealer);
        }
      else
        throw_in (state);
      return;
    }
  if (e->high_bidder != BRI_NO_SEAT &&
      (left == (1u << e->high_bidder) ||
       (e->bid_kind == BID_RANK && e->bid_value == BRI_RANK_2 &&
        !chiamata_points_after_two (state))))
    {
      end_auction (state);
      return;
    }

  /* The standing bidder never gets the turn while its bid stands: every other seat in
   * between either bids over it or passes for good. */
  for (guint i = 1; i <= state->n_seats; i++)
    {
      guint next = (seat + i) % state->n_seats;
      if (left & (1u << next))
        {
          state->to_act = (guint8) next;
          return;
        }
    }
  g_assert_not_reached ();
}

static void
call (BriState *state, BriCard card)
{
  Ext *e = ext (state);

  e->called = card;
  state->trump_suit = bri_card_suit (card);
  if (!preset_has (state, FACT_TALON))
    {
      chiamata_find_partner (state);
      start_play (state);
      return;
    }

  /* The caller takes the talon unseen and lays away as many cards. */
  e->to_discard = (guint8) bri_card_set_count (state->talon);
  state->hand[e->caller] |= state->talon;
  state->talon = 0;
  chiamata_find_partner (state);
  state->phase = BRI_PHASE_DISCARD;
  state->to_act = e->caller;
  if (e->to_discard == 0)
    start_play (state);
}

static void
discard (BriState *state, BriCard card)
{
  Ext *e = ext (state);

  state->hand[e->caller] &= ~bri_card_bit (card);
  state->discards |= bri_card_bit (card);
  if (--e->to_discard == 0)
    start_play (state);
}

static void
show (BriState *state)
{
  Ext *e = ext (state);

  e->flags |= FLAG_SHOWN;
  e->partner = (guint8) bri_state_next_playing (state, e->caller);
  set_teams (state);
}

static void
end_trick (BriState *state)
{
  guint winner;

  bri_state_resolve_trick (state);
  winner = state->last_trick.winner;
  /* Hands are even: when the winner's is empty, everyone's is. */
  if (state->hand[winner] == 0)
    bri_state_finish (state);
  else
    bri_state_start_trick (state, winner);
}

static void
play (BriState *state, BriCard card)
{
  if (!bri_state_add_to_trick (state, card))
    return;
  if (state->trump_suit == BRI_NO_SUIT)
    {
      /* Prima mano al buio: the caller names the trump before the trick is decided. */
      state->phase = PHASE_TRUMP;
      state->to_act = cext (state)->caller;
      return;
    }
  end_trick (state);
}

static void
name_trump (BriState *state, BriSuit suit)
{
  Ext *e = ext (state);

  state->trump_suit = suit;
  e->called = bri_card_new (suit, BRI_RANK_2);
  chiamata_find_partner (state);
  state->phase = BRI_PHASE_PLAY;
  end_trick (state);
}

void
chiamata_apply (BriState *state, BriAction action)
{
  switch ((BriActionKind) action.kind)
    {
    case BRI_ACTION_PASS:
    case BRI_ACTION_BID_RANK:
    case BRI_ACTION_BID_POINTS:
      auction_step (state, state->to_act, action);
      break;
    case BRI_ACTION_CALL:
      call (state, action.card);
      break;
    case BRI_ACTION_DISCARD:
      discard (state, action.card);
      break;
    case BRI_ACTION_TRUMP:
      name_trump (state, (BriSuit) action.value);
      break;
    case BRI_ACTION_SAY:
      if (action.value == MSG_THROW_IN)
        throw_in (state);
      else
        show (state);
      break;
    case BRI_ACTION_PLAY:
      play (state, action.card);
      break;
    default:
      g_assert_not_reached ();
    }
}
