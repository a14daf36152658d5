/* bri-talk.c: table talk between partners: signals, truthful answers, orders and shown
 * hands, on top of the shared trick and draw mechanics. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "briscola-kit.h"

/* Translators: each message has two texts: the choice, as the one who says it reads it
 * on a button, and the event, as the table reports it; %s is the speaker's name. */
const BriMessage bri_talk_messages[BRI_TALK_N_MESSAGES] = {
  [BRI_TALK_SIGNAL_ACE] = { "signal:A", N_("Show your partners secretly: the Ace of trumps"),
    N_("%s signals: the Ace of trumps") },
  [BRI_TALK_SIGNAL_THREE] = { "signal:3", N_("Show your partners secretly: the Three of trumps"),
    N_("%s signals: the Three of trumps") },
  [BRI_TALK_SIGNAL_KING] = { "signal:K", N_("Show your partners secretly: the King of trumps"),
    N_("%s signals: the King of trumps") },
  [BRI_TALK_SIGNAL_QUEEN] = { "signal:Q",
    N_("Show your partners secretly: the Knight (Queen) of trumps"),
    N_("%s signals: the Knight (Queen) of trumps") },
  [BRI_TALK_SIGNAL_JACK] = { "signal:J", N_("Show your partners secretly: the Jack of trumps"),
    N_("%s signals: the Jack of trumps") },
  [BRI_TALK_ANSWER_YES] = { "answer:yes", N_("Answer: yes"),
    N_("%s answers: yes") },
  [BRI_TALK_ANSWER_NO] = { "answer:no", N_("Answer: no"),
    N_("%s answers: no") },

  /* The only partner. */
  { "ask:lisci", N_("Ask your partner: any lisci?"),
    N_("%s asks their partner: any lisci?") },
  { "ask:briscoline", N_("Ask your partner: any low trump (Two to Six)?"),
    N_("%s asks their partner: any low trump (Two to Six)?") },
  { "ask:vestite", N_("Ask your partner: any trump King, Knight or Jack?"),
    N_("%s asks their partner: any trump King, Knight or Jack?") },
  { "ask:take", N_("Ask your partner: can you take this trick without trumping?"),
    N_("%s asks their partner: can you take this trick without trumping?") },
  { "ask:carichi", N_("Ask your partner: any Ace or Three outside trumps?"),
    N_("%s asks their partner: any Ace or Three outside trumps?") },
  { "order:liscio", N_("Tell your partner: play a liscio"),
    N_("%s tells their partner: play a liscio") },
  { "order:trump-high", N_("Tell your partner: trump with your highest trump"),
    N_("%s tells their partner: trump with the highest trump") },
  { "order:trump-low", N_("Tell your partner: trump with your lowest trump"),
    N_("%s tells their partner: trump with the lowest trump") },
  { "order:take", N_("Tell your partner: take the trick without trumping"),
    N_("%s tells their partner: take the trick without trumping") },
  { "order:carico", N_("Tell your partner: play an Ace or Three outside trumps"),
    N_("%s tells their partner: play an Ace or Three outside trumps") },

  /* The partner after you (two seats on). */
  { "ask:lisci+2", N_("Ask the partner after you: any lisci?"),
    N_("%s asks the partner after them: any lisci?") },
  { "ask:briscoline+2", N_("Ask the partner after you: any low trump (Two to Six)?"),
    N_("%s asks the partner after them: any low trump (Two to Six)?") },
  { "ask:vestite+2", N_("Ask the partner after you: any trump King, Knight or Jack?"),
    N_("%s asks the partner after them: any trump King, Knight or Jack?") },
  { "ask:take+2", N_("Ask the partner after you: can you take this trick without trumping?"),
    N_("%s asks the partner after them: can you take this trick without trumping?") },
  { "ask:carichi+2", N_("Ask the partner after you: any Ace or Three outside trumps?"),
    N_("%s asks the partner after them: any Ace or Three outside trumps?") },
  { "order:liscio+2", N_("Tell the partner after you: play a liscio"),
    N_("%s tells the partner after them: play a liscio") },
  { "order:trump-high+2", N_("Tell the partner after you: trump with your highest trump"),
    N_("%s tells the partner after them: trump with the highest trump") },
  { "order:trump-low+2", N_("Tell the partner after you: trump with your lowest trump"),
    N_("%s tells the partner after them: trump with the lowest trump") },
  { "order:take+2", N_("Tell the partner after you: take the trick without trumping"),
    N_("%s tells the partner after them: take the trick without trumping") },
  { "order:carico+2", N_("Tell the partner after you: play an Ace or Three outside trumps"),
    N_("%s tells the partner after them: play an Ace or Three outside trumps") },

  /* The partner before you (four seats on). */
  { "ask:lisci+4", N_("Ask the partner before you: any lisci?"),
    N_("%s asks the partner before them: any lisci?") },
  { "ask:briscoline+4", N_("Ask the partner before you: any low trump (Two to Six)?"),
    N_("%s asks the partner before them: any low trump (Two to Six)?") },
  { "ask:vestite+4", N_("Ask the partner before you: any trump King, Knight or Jack?"),
    N_("%s asks the partner before them: any trump King, Knight or Jack?") },
  { "ask:take+4", N_("Ask the partner before you: can you take this trick without trumping?"),
    N_("%s asks the partner before them: can you take this trick without trumping?") },
  { "ask:carichi+4", N_("Ask the partner before you: any Ace or Three outside trumps?"),
    N_("%s asks the partner before them: any Ace or Three outside trumps?") },
  { "order:liscio+4", N_("Tell the partner before you: play a liscio"),
    N_("%s tells the partner before them: play a liscio") },
  { "order:trump-high+4", N_("Tell the partner before you: trump with your highest trump"),
    N_("%s tells the partner before them: trump with the highest trump") },
  { "order:trump-low+4", N_("Tell the partner before you: trump with your lowest trump"),
    N_("%s tells the partner before them: trump with the lowest trump") },
  { "order:take+4", N_("Tell the partner before you: take the trick without trumping"),
    N_("%s tells the partner before them: take the trick without trumping") },
  { "order:carico+4", N_("Tell the partner before you: play an Ace or Three outside trumps"),
    N_("%s tells the partner before them: play an Ace or Three outside trumps") },

  { "look:0", N_("Look at the hand of seat 0"),
    N_("%s looks at a partner’s hand") },
  { "look:1", N_("Look at the hand of seat 1"),
    N_("%s looks at a partner’s hand") },
  { "look:2", N_("Look at the hand of seat 2"),
    N_("%s looks at a partner’s hand") },
  { "look:3", N_("Look at the hand of seat 3"),
    N_("%s looks at a partner’s hand") },
  { "look:4", N_("Look at the hand of seat 4"),
    N_("%s looks at a partner’s hand") },
  { "look:5", N_("Look at the hand of seat 5"),
    N_("%s looks at a partner’s hand") },
  { "look:6", N_("Look at the hand of seat 6"),
    N_("%s looks at a partner’s hand") },
  { "look:7", N_("Look at the hand of seat 7"),
    N_("%s looks at a partner’s hand") },
};

/* The signals, strongest first, with the rank each shows. */
static const BriRank signal_ranks[] = {
  [BRI_TALK_SIGNAL_ACE] = BRI_RANK_ACE,
  [BRI_TALK_SIGNAL_THREE] = BRI_RANK_3,
  [BRI_TALK_SIGNAL_KING] = BRI_RANK_KING,
  [BRI_TALK_SIGNAL_QUEEN] = BRI_RANK_QUEEN,
  [BRI_TALK_SIGNAL_JACK] = BRI_RANK_JACK,
};

#define N_SIGNALS G_N_ELEMENTS (signal_ranks)
#define ALL_SUITS (BRI_SUIT_MASK (0) | BRI_SUIT_MASK (1) | BRI_SUIT_MASK (2) | BRI_SUIT_MASK (3))

void
bri_talk_init (BriTalk *talk, guint flags, guint8 speakers, guint8 lookers)
{
  g_return_if_fail (talk != NULL);

  memset (talk, 0, sizeof *talk);
  talk->flags = (guint8) flags;
  talk->speakers = speakers;
  talk->lookers = lookers;
  talk->from_trick = 1;
  talk->asker = BRI_NO_SEAT;
  talk->addressee = BRI_NO_SEAT;
}

static BriCardSet
trump_mask (guint trump_suit)
{
  return trump_suit < BRI_N_SUITS ? BRI_SUIT_MASK (trump_suit) : 0;
}

BriCardSet
bri_talk_class_cards (guint talk_class, guint trump_suit)
{
  BriCardSet trumps = trump_mask (trump_suit);
  BriCardSet low = 0, set = 0;

  for (guint rank = BRI_RANK_2; rank <= BRI_RANK_9; rank++)
    low |= BRI_RANK_MASK (rank);
  if (talk_class & BRI_TALK_LISCI)
    set |= low & ALL_SUITS & ~trumps;
  if (talk_class & BRI_TALK_CARICHI)
    set |= (BRI_RANK_MASK (BRI_RANK_ACE) | BRI_RANK_MASK (BRI_RANK_3)) & ALL_SUITS & ~trumps;
  if (talk_class & BRI_TALK_BRISCOLINE)
    set |= (low & ~BRI_RANK_MASK (BRI_RANK_7) & ~BRI_RANK_MASK (BRI_RANK_8) &
            ~BRI_RANK_MASK (BRI_RANK_9)) & trumps;
  if (talk_class & BRI_TALK_VESTITE)
    set |= (BRI_RANK_MASK (BRI_RANK_KING) | BRI_RANK_MASK (BRI_RANK_QUEEN) |
            BRI_RANK_MASK (BRI_RANK_JACK)) & trumps;
  return set;
}

static guint8
seat_bit (guint seat)
{
  return (guint8) (1u << seat);
}

/* The block of request messages that lets @speaker address @partner, or -1. */
static int
address_block (const BriState *state, guint speaker, guint partner)
{
  guint n_partners = 0;

  for (guint seat = 0; seat < state->n_seats; seat++)
    if (seat != speaker && bri_state_same_side (state, seat, speaker))
      n_partners++;
  if (n_partners == 1)
    return 0;
  switch ((partner + state->n_seats - speaker) % state->n_seats)
    {
    case 2:
      return 1;
    case 4:
      return 2;
    default:
      return -1;
    }
}

/* The partner a request message addresses, or BRI_NO_SEAT. */
static guint
addressee_of (const BriState *state, guint speaker, guint block)
{
  for (guint seat = 0; seat < state->n_seats; seat++)
    if (seat != speaker && bri_state_same_side (state, seat, speaker) &&
        address_block (state, speaker, seat) == (int) block)
      return seat;
  return BRI_NO_SEAT;
}

static gboolean
yet_to_play (const BriState *state, guint seat)
{
  if (!(state->playing & seat_bit (seat)))
    return FALSE;
  for (guint i = 0; i < state->trick.len; i++)
    if (state->trick.seat[i] == seat)
      return FALSE;
  return TRUE;
}

static gboolean
stock_exhausted (const BriState *state)
{
  return state->stock_len > 0 && state->stock_top == state->stock_len;
}

/* Before a card is led, the cards that would take a trick without being trumps: the
 * best card left in each suit that is not trump, leaving out the asker's own cards
 * (a partner's card need not beat them). */
static BriCardSet
best_left (const BriState *state, guint asker)
{
  BriCardSet left = state->deck & ~state->played;
  BriCardSet best = 0;

  if (asker < state->n_seats)
    left &= ~state->hand[asker];
  for (guint suit = 0; suit < BRI_N_SUITS; suit++)
    if (suit != state->trump_suit && (left & BRI_SUIT_MASK (suit)))
      best |= bri_card_bit (bri_card_set_highest (left & BRI_SUIT_MASK (suit)));
  return best;
}

/* Cards that would take the trick on the table now without being trumps; before the
 * lead, those that would take any trick so (see best_left()). */
static BriCardSet
plain_takers (const BriState *state, guint asker)
{
  const BriTrick *trick = &state->trick;
  BriCard top;
  BriSuit suit;

  if (trick->len == 0)
    return best_left (state, asker);
  top = trick->card[bri_trick_winner (trick, state->trump_suit)];
  suit = bri_card_suit (top);
  if (suit == state->trump_suit)
    return 0;
  /* Cards of the suit led stronger than the best so far: the bits above it in the suit. */
  return BRI_SUIT_MASK (suit) & ~(bri_card_bit (top) | (bri_card_bit (top) - 1)) & state->deck;
}

/* The cards of @hand that obey @request (an order), possibly none. */
static BriCardSet
obeying (const BriState *state, BriCardSet hand, guint request)
{
  BriCardSet trumps = hand & trump_mask (state->trump_suit);

  switch (request)
    {
    case BRI_TALK_ORDER_LISCIO:
      return hand & bri_talk_class_cards (BRI_TALK_LISCI, state->trump_suit);
    case BRI_TALK_ORDER_TRUMP_HIGH:
      return trumps ? bri_card_bit (bri_card_set_highest (trumps)) : 0;
    case BRI_TALK_ORDER_TRUMP_LOW:
      return trumps ? bri_card_bit (bri_card_set_lowest (trumps)) : 0;
    case BRI_TALK_ORDER_TAKE:
      return hand & plain_takers (state, BRI_NO_SEAT);
    case BRI_TALK_ORDER_CARICO:
      return hand & bri_talk_class_cards (BRI_TALK_CARICHI, state->trump_suit);
    default:
      g_assert_not_reached ();
    }
}

/* Cards a seat that cannot obey @request shows it does not hold. */
static BriCardSet
disobeying_shows_void (const BriState *state, guint request)
{
  switch (request)
    {
    case BRI_TALK_ORDER_LISCIO:
      return bri_talk_class_cards (BRI_TALK_LISCI, state->trump_suit);
    case BRI_TALK_ORDER_TRUMP_HIGH:
    case BRI_TALK_ORDER_TRUMP_LOW:
      return trump_mask (state->trump_suit);
    case BRI_TALK_ORDER_TAKE:
      return plain_takers (state, BRI_NO_SEAT);
    case BRI_TALK_ORDER_CARICO:
      return bri_talk_class_cards (BRI_TALK_CARICHI, state->trump_suit);
    default:
      g_assert_not_reached ();
    }
}

/* The one truthful answer of @seat to @question from @asker. */
static guint
truthful_answer (const BriState *state, guint seat, guint asker, guint question)
{
  BriCardSet hand = state->hand[seat];
  guint trump = state->trump_suit;
  gboolean yes;

  switch (question)
    {
    case BRI_TALK_ASK_LISCI:
      yes = (hand & bri_talk_class_cards (BRI_TALK_LISCI, trump)) != 0;
      break;
    case BRI_TALK_ASK_CARICHI:
      yes = (hand & bri_talk_class_cards (BRI_TALK_CARICHI, trump)) != 0;
      break;
    case BRI_TALK_ASK_TAKE:
      yes = (hand & plain_takers (state, asker)) != 0;
      break;
    case BRI_TALK_ASK_BRISCOLINE:
      yes = (hand & bri_talk_class_cards (BRI_TALK_BRISCOLINE, trump)) != 0;
      break;
    case BRI_TALK_ASK_VESTITE:
      yes = (hand & bri_talk_class_cards (BRI_TALK_VESTITE, trump)) != 0;
      break;
    default:
      g_assert_not_reached ();
    }
  return yes ? BRI_TALK_ANSWER_YES : BRI_TALK_ANSWER_NO;
}

static BriCardSet
signal_cards (const BriState *state, guint8 signals)
{
  BriCardSet set = 0;

  if (state->trump_suit >= BRI_N_SUITS)
    return 0;
  for (guint i = 0; i < N_SIGNALS; i++)
    if (signals & (1u << i))
      set |= bri_card_bit (bri_card_new (state->trump_suit, signal_ranks[i]));
  return set;
}

static guint
legal_requests (const BriState *state, const BriTalk *talk, guint seat, BriAction *actions)
{
  guint n = 0;

  for (guint partner = 0; partner < state->n_seats; partner++)
    {
      int block;

      if (partner == seat || !bri_state_same_side (state, partner, seat) ||
          state->hand[partner] == 0)
        continue;
      block = address_block (state, seat, partner);
      if (block < 0)
        continue;
      for (guint request = 0; request < BRI_TALK_N_REQUESTS; request++)
        {
          gboolean is_order = request >= BRI_TALK_ORDER_LISCIO;
          gboolean ok;

          if (is_order)
            ok = !(talk->ordered & seat_bit (seat)) && talk->order[partner] == 0 &&
                 yet_to_play (state, partner);
          else if (request == BRI_TALK_ASK_TAKE)
            ok = !(talk->asked & seat_bit (seat)) && yet_to_play (state, partner);
          else
            ok = !(talk->asked & seat_bit (seat));
          if (ok)
            actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD,
                                           BRI_TALK_REQUESTS + block * BRI_TALK_N_REQUESTS +
                                           request);
        }
    }
  return n;
}

guint
bri_talk_legal_actions (const BriState *state, const BriTalk *talk, BriAction *actions)
{
  guint seat = state->to_act;
  BriCardSet hand = state->hand[seat];
  guint n = 0;

  if (bri_talk_awaiting_answer (talk))
    {
      g_assert (seat == talk->addressee);
      actions[0] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD,
                                   truthful_answer (state, seat, talk->asker, talk->question));
      return 1;
    }

  if (talk->order[seat] != 0 && !(talk->flags & BRI_TALK_ADVISORY))
    {
      BriCardSet obey = obeying (state, hand, talk->order[seat] - 1u);
      if (obey != 0)
        hand = obey;
    }
  BRI_CARD_SET_FOREACH (hand, card)
    actions[n++] = bri_action_play ((BriCard) card);

  if (state->n_tricks >= talk->from_trick)
    {
      if ((talk->flags & BRI_TALK_SIGNALS) && !(talk->signalled & seat_bit (seat)))
        {
          BriCardSet held = state->hand[seat];
          for (guint i = 0; i < N_SIGNALS; i++)
            if (!(talk->signals[seat] & (1u << i)) &&
                (held & signal_cards (state, (guint8) (1u << i))))
              actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, i);
        }
      if ((talk->flags & BRI_TALK_CONVERSATION) && (talk->speakers & seat_bit (seat)) &&
          (!(talk->flags & BRI_TALK_LEADER_ASKS) || state->trick.len == 0))
        n += legal_requests (state, talk, seat, actions + n);
    }

  if ((talk->flags & BRI_TALK_LOOK_CHOOSE) && (talk->lookers & seat_bit (seat)) &&
      !(talk->looked & seat_bit (seat)) && stock_exhausted (state))
    for (guint partner = 0; partner < state->n_seats; partner++)
      if (partner != seat && bri_state_same_side (state, partner, seat) &&
          state->hand[partner] != 0)
        actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, BRI_TALK_LOOKS + partner);

  g_assert (n <= BRI_MAX_ACTIONS);
  return n;
}

/* What an answer tells everyone: classes held, or cards not held until the next draw. */
static void
record_answer (BriState *state, BriTalk *talk, guint seat, guint question, guint answer)
{
  guint trump = state->trump_suit;
  static const guint8 classes[BRI_TALK_N_REQUESTS] = {
    [BRI_TALK_ASK_LISCI] = BRI_TALK_LISCI,
    [BRI_TALK_ASK_BRISCOLINE] = BRI_TALK_BRISCOLINE,
    [BRI_TALK_ASK_VESTITE] = BRI_TALK_VESTITE,
    [BRI_TALK_ASK_CARICHI] = BRI_TALK_CARICHI,
  };
  guint talk_class = classes[question];

  switch (answer)
    {
    case BRI_TALK_ANSWER_YES:
      talk->holds[seat] |= (guint8) talk_class;
      break;
    case BRI_TALK_ANSWER_NO:
      if (question == BRI_TALK_ASK_TAKE)
        state->voids[seat] |= plain_takers (state, talk->asker);
      else
        state->voids[seat] |= bri_talk_class_cards (talk_class, trump);
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
say (BriState *state, BriTalk *talk, guint message)
{
  guint seat = state->to_act;

  if (message < N_SIGNALS)
    {
      talk->signalled |= seat_bit (seat);
      talk->signals[seat] |= (guint8) (1u << message);
    }
  else if (message < BRI_TALK_REQUESTS)
    {
      record_answer (state, talk, seat, talk->question, message);
      state->to_act = talk->asker;
      talk->asker = talk->addressee = BRI_NO_SEAT;
    }
  else if (message < BRI_TALK_LOOKS)
    {
      guint block = (message - BRI_TALK_REQUESTS) / BRI_TALK_N_REQUESTS;
      guint request = (message - BRI_TALK_REQUESTS) % BRI_TALK_N_REQUESTS;
      guint partner = addressee_of (state, seat, block);

      g_assert (partner != BRI_NO_SEAT);
      if (request >= BRI_TALK_ORDER_LISCIO)
        {
          talk->ordered |= seat_bit (seat);
          talk->order[partner] = (guint8) (request + 1);
        }
      else
        {
          talk->asked |= seat_bit (seat);
          talk->asker = (guint8) seat;
          talk->addressee = (guint8) partner;
          talk->question = (guint8) request;
          state->to_act = (guint8) partner;
        }
    }
  else
    {
      talk->looked |= seat_bit (seat);
      talk->sees[seat] |= seat_bit (message - BRI_TALK_LOOKS);
    }
}

static void
play (BriState *state, BriTalk *talk, BriCard card)
{
  guint seat = state->to_act;
  guint order = talk->order[seat];
  guint tricks = state->n_tricks;
  guint drawn = state->stock_top;
  BriCardSet card_bit = bri_card_bit (card);

  /* A seat bound by an order that plays another card shows it could not obey. */
  if (order != 0 && !(talk->flags & BRI_TALK_ADVISORY) &&
      obeying (state, state->hand[seat], order - 1u) == 0)
    state->voids[seat] |= disobeying_shows_void (state, order - 1u);
  talk->order[seat] = 0;
  for (guint bit = BRI_TALK_LISCI; bit <= BRI_TALK_VESTITE; bit <<= 1)
    if (card_bit & bri_talk_class_cards (bit, state->trump_suit))
      talk->holds[seat] &= (guint8) ~bit;

  bri_state_play_and_continue (state, card);

  if (state->n_tricks != tricks)
    {
      talk->asked = talk->ordered = talk->signalled = 0;
      memset (talk->order, 0, sizeof talk->order);
    }
  if (state->stock_top != drawn)
    {
      /* A new card makes what a seat said it lacked uncertain again. */
      memset (state->voids, 0, sizeof state->voids);
      if ((talk->flags & BRI_TALK_LOOK_NEXT) && stock_exhausted (state))
        for (guint looker = 0; looker < state->n_seats; looker++)
          if (talk->lookers & seat_bit (looker))
            for (guint i = 1; i < state->n_seats; i++)
              {
                guint next = (looker + i) % state->n_seats;
                if (bri_state_same_side (state, next, looker))
                  {
                    talk->sees[looker] |= seat_bit (next);
                    talk->looked |= seat_bit (looker);
                    break;
                  }
              }
    }
}

void
bri_talk_apply (BriState *state, BriTalk *talk, BriAction action)
{
  g_return_if_fail (state != NULL && talk != NULL);

  if (action.kind == BRI_ACTION_SAY)
    say (state, talk, action.value);
  else
    play (state, talk, action.card);
}

void
bri_talk_view (const BriState *state, const BriTalk *talk, guint seat, BriView *view)
{
  gboolean show = (talk->flags & BRI_TALK_END_SHOW) && stock_exhausted (state);

  for (guint other = 0; other < state->n_seats; other++)
    {
      if (other == seat)
        continue;
      if (talk->sees[seat] & seat_bit (other))
        view->known[other] |= state->hand[other];
      if (!bri_state_same_side (state, other, seat))
        continue;
      if (show)
        view->known[other] |= state->hand[other];
      /* A signalled card stays known while it is in the signaller's hand. */
      view->known[other] |= signal_cards (state, talk->signals[other]) & state->hand[other];
    }
}

gboolean
bri_talk_action_visible (const BriState *state, guint actor, BriAction action, guint seat)
{
  if (action.kind == BRI_ACTION_SAY && action.value < N_SIGNALS)
    return seat == actor || bri_state_same_side (state, seat, actor);
  return TRUE;
}

gboolean
bri_talk_suggest (const BriState *state, const BriTalk *talk, BriAction *action)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;

  if (bri_talk_awaiting_answer (talk))
    {
      *action = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD,
                                truthful_answer (state, state->to_act, talk->asker,
                                                 talk->question));
      return TRUE;
    }
  n = bri_talk_legal_actions (state, talk, legal);
  /* Signals come strongest first in the message table. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_SAY && legal[i].value < N_SIGNALS)
      {
        *action = legal[i];
        return TRUE;
      }
  /* Holding a carico, before leading or while an opponent wins the trick and a partner
   * is still to play, ask whether the partner can take it without trumping: a yes
   * invites the carico, a no rules out the partner's cards that could (the search reads
   * that from the voids). */
  if ((state->trick.len == 0 ||
       !bri_state_same_side (state, state->trick.seat[bri_trick_winner (&state->trick,
                                                                        state->trump_suit)],
                             state->to_act)) &&
      (state->hand[state->to_act] & bri_talk_class_cards (BRI_TALK_CARICHI, state->trump_suit)))
    for (guint i = 0; i < n; i++)
      if (legal[i].kind == BRI_ACTION_SAY && legal[i].value >= BRI_TALK_REQUESTS &&
          legal[i].value < BRI_TALK_LOOKS &&
          (legal[i].value - BRI_TALK_REQUESTS) % BRI_TALK_N_REQUESTS == BRI_TALK_ASK_TAKE)
        {
          *action = legal[i];
          return TRUE;
        }
  return FALSE;
}
