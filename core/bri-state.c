/* bri-state.c: setting up deals, and the trick, draw and points mechanics every
 * variant shares. This is the hot path of playouts: no allocation, no GObject. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-error.h"
#include "bri-hot-path-private.h"
#include "bri-trick-rules-private.h"
#include "bri-rules.h"
#include "bri-state.h"

void
bri_state_init (BriState *state, const BriConfig *config, guint dealer)
{
  g_assert (config->n_players >= 1 && config->n_players <= BRI_MAX_SEATS);

  memset (state, 0, sizeof *state);
  state->config = *config;
  state->n_seats = config->n_players;
  state->dealer = (guint8) (dealer % config->n_players);
  state->trump_card = BRI_NO_CARD;
  state->trump_suit = BRI_NO_SUIT;
  state->phase = BRI_PHASE_PLAY;
  state->playing = (guint8) ((1u << state->n_seats) - 1);
  state->rounds_per_trick = 1;
  state->draws_per_trick = 1;
  state->must_follow = bri_state_get_trick_rules (state)->must_follow;
  for (guint seat = 0; seat < state->n_seats; seat++)
    state->team[seat] = (guint8) seat;
  state->last_trick.winner = BRI_NO_SEAT;
  bri_state_start_trick (state, bri_state_first_seat (state));
}

void
bri_state_deal_random (BriState *state, const BriConfig *config, guint dealer, BriRng *rng)
{
  BriCard order[BRI_MAX_CARDS];
  guint n = 0;
  BriCardSet deck = config->rules->deck (config, rng);

  BRI_CARD_SET_FOREACH (deck, card)
    order[n++] = (BriCard) card;
  bri_rng_shuffle (rng, order, n);

  bri_state_init (state, config, dealer);
  state->deck = deck;
  config->rules->deal (state, order, n);
}

gboolean
bri_state_deal_ordered (BriState *state, const BriConfig *config, guint dealer,
                        const BriCard *order, guint n_cards, GError **error)
{
  const BriRules *rules = config->rules;
  BriCardSet possible = rules->deck (config, NULL);
  guint size = rules->deck_size (config);
  BriCardSet seen = 0;

  for (guint i = 0; i < n_cards; i++)
    {
      if (!bri_card_is_valid (order[i]) || !bri_card_set_has (possible, order[i]))
        {
          g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK,
                       _("“%s”: this card is not in the %s deck"),
                       bri_card_is_valid (order[i]) ? bri_card_to_string (order[i]) : "??",
                       rules->id);
          return FALSE;
        }
      if (bri_card_set_has (seen, order[i]))
        {
          g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK,
                       _("“%s”: the card is listed twice"), bri_card_to_string (order[i]));
          return FALSE;
        }
      seen |= bri_card_bit (order[i]);
    }
  if (n_cards != size)
    {
      g_autofree char *missing = bri_card_set_to_string (possible & ~seen);
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK,
                   ngettext ("the deck has %u card, %s needs %u (not listed: %s)",
                             "the deck has %u cards, %s needs %u (not listed: %s)", n_cards),
                   n_cards, rules->id, size, missing);
      return FALSE;
    }
  if (rules->check_deck != NULL && !rules->check_deck (config, seen, error))
    return FALSE;

  bri_state_init (state, config, dealer);
  state->deck = seen;
  rules->deal (state, order, n_cards);
  return TRUE;
}

guint
bri_state_deal_hands (BriState *state, const BriCard *order, guint n_cards, guint hand_size)
{
  guint n_seats = state->n_seats;
  guint n = MIN (n_cards, hand_size * n_seats);

  for (guint i = 0, seat = bri_state_first_seat (state); i < n;
       i++, seat = seat + 1 == n_seats ? 0 : seat + 1)
    state->hand[seat] |= bri_card_bit (order[i]);
  return n;
}

void
bri_state_set_stock (BriState *state, const BriCard *cards, guint n_cards)
{
  g_assert (n_cards <= BRI_MAX_CARDS);
  memcpy (state->stock, cards, n_cards);
  state->stock_top = 0;
  state->stock_len = (guint8) n_cards;
}

void
bri_state_turn_trump (BriState *state, BriCard card)
{
  g_assert (state->stock_len < BRI_MAX_CARDS);
  state->trump_card = card;
  state->trump_suit = bri_card_suit (card);
  state->stock[state->stock_len++] = card;
}

/* How many seats a byte of seat bits holds, for the trick size of every card played:
 * counting a 64-bit card set costs a dozen instructions without popcnt. */
#define BITS2(n) n, n + 1, n + 1, n + 2
#define BITS4(n) BITS2 (n), BITS2 (n + 1), BITS2 (n + 1), BITS2 (n + 2)
#define BITS6(n) BITS4 (n), BITS4 (n + 1), BITS4 (n + 1), BITS4 (n + 2)
static const guint8 seats_in[256] = { BITS6 (0), BITS6 (1), BITS6 (1), BITS6 (2) };
#undef BITS6
#undef BITS4
#undef BITS2

guint
bri_state_next_playing (const BriState *state, guint seat)
{
  /* No loop and no division: this runs for every card of every playout. The seats after
   * @seat come first, then those from seat 0 on; @seat itself when nobody else plays. */
  guint playing = state->playing & ((1u << state->n_seats) - 1);
  guint after = playing >> (seat + 1);

  if (after != 0)
    return seat + 1 + (guint) __builtin_ctz (after);
  if (playing != 0)
    return (guint) __builtin_ctz (playing);
  return seat;
}

guint
bri_state_legal_actions (const BriState *state, BriAction *actions)
{
  if (bri_state_is_over (state))
    return 0;
  return state->config.rules->legal_actions (state, actions);
}

gboolean
bri_state_is_legal (const BriState *state, BriAction action)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);

  const BriRules *rules = state->config.rules;
  BriAction decline;

  for (guint i = 0; i < n; i++)
    if (bri_action_equal (legal[i], action))
      return TRUE;

  /* A card declines a pending optional choice: legal if legal once declined. */
  if (action.kind == BRI_ACTION_PLAY && rules->declined_by_card != NULL &&
      rules->declined_by_card (state, &decline))
    {
      BriState declined = *state;

      bri_state_apply (&declined, decline);
      return !bri_state_is_over (&declined) && declined.to_act == state->to_act &&
             bri_state_is_legal (&declined, action);
    }
  return FALSE;
}

gboolean
bri_state_apply_checked (BriState *state, BriAction action, GError **error)
{
  const BriRules *rules = state->config.rules;
  g_autofree char *text = bri_action_to_string (rules, action);

  if (bri_state_is_over (state))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION,
                   _("“%s”: the deal is already over"), text);
      return FALSE;
    }
  if (!bri_state_is_legal (state, action))
    {
      BriAction legal[BRI_MAX_ACTIONS];
      guint n = bri_state_legal_actions (state, legal);
      g_autoptr (GString) allowed = g_string_new (NULL);

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *one = bri_action_to_string (rules, legal[i]);
          g_string_append_printf (allowed, "%s%s", i ? " " : "", one);
        }
      if (action.kind == BRI_ACTION_PLAY &&
          !bri_card_set_has (state->hand[state->to_act], action.card))
        g_set_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION,
                     _("“%s”: seat %u does not hold this card (legal now: %s)"),
                     text, state->to_act, allowed->str);
      else
        g_set_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION,
                     _("“%s”: not allowed for seat %u now (legal now: %s)"),
                     text, state->to_act, allowed->str);
      return FALSE;
    }
  rules->apply (state, action);
  return TRUE;
}

guint
bri_state_trick_winner (const BriState *state, const BriTrick *trick)
{
  g_return_val_if_fail (trick != NULL && trick->len > 0, 0);
  return bri_trick_rules_winner (state, trick);
}

guint
bri_trick_winner (const BriTrick *trick, guint trump_suit)
{
  return bri_trick_rules_best_card (&bri_trick_rules_briscola, trick, trump_suit);
}

BriCardSet
bri_state_legal_cards (const BriState *state)
{
  BriCardSet hand = state->hand[state->to_act];

  if (state->must_follow && state->trick.len > 0)
    {
      BriCardSet same = hand & BRI_SUIT_MASK (bri_card_suit (state->trick.card[0]));
      if (same != 0)
        return same;
    }
  return hand;
}

guint
bri_state_legal_plays (const BriState *state, BriAction *actions)
{
  guint n = 0;

  BRI_CARD_SET_FOREACH (bri_state_legal_cards (state), card)
    actions[n++] = bri_action_play ((BriCard) card);
  return n;
}

gboolean
bri_state_add_to_trick (BriState *state, BriCard card)
{
  guint seat = state->to_act;
  BriTrick *trick = &state->trick;

  g_assert (bri_card_set_has (state->hand[seat], card));

  if (G_UNLIKELY (state->must_follow) && trick->len > 0)
    {
      BriSuit led = bri_card_suit (trick->card[0]);
      if (bri_card_suit (card) != led)
        state->voids[seat] |= BRI_SUIT_MASK (led);
    }
  state->hand[seat] &= ~bri_card_bit (card);
  state->played |= bri_card_bit (card);
  trick->card[trick->len] = card;
  trick->seat[trick->len] = (guint8) seat;
  trick->len++;

  if (trick->len < seats_in[state->playing] * state->rounds_per_trick)
    {
      state->to_act = (guint8) bri_state_next_playing (state, seat);
      return FALSE;
    }
  return TRUE;
}

void
bri_state_resolve_trick (BriState *state)
{
  BriTrick *trick = &state->trick;
  guint winner = trick->seat[bri_trick_rules_winner (state, trick)];

  BriCardSet taken = 0;

  for (guint i = 0; i < trick->len; i++)
    taken |= bri_card_bit (trick->card[i]);
  state->pile[winner] |= taken;
  trick->winner = (guint8) winner;
  state->last_trick = *trick;
  state->n_tricks++;
}

gboolean
bri_state_play_card (BriState *state, BriCard card)
{
  if (!bri_state_add_to_trick (state, card))
    return FALSE;
  bri_state_resolve_trick (state);
  return TRUE;
}

/* Inlined into both BRI_HOT_PATH callers below, so that it counts hands with popcnt. */
static inline void
draw (BriState *state, guint winner)
{
  guint n_seats = state->n_seats;
  guint n_cards = MIN (state->draws_per_trick * n_seats, bri_state_stock_left (state));
  guint max = 0;

  /* One card at a time round the table from @winner: each round of draws starts at
   * @winner again since it covers every seat. */
  for (guint i = 0, seat = winner; i < n_cards; i++, seat = seat + 1 == n_seats ? 0 : seat + 1)
    state->hand[seat] |= bri_card_bit (state->stock[state->stock_top + i]);
  state->stock_top = (guint8) (state->stock_top + n_cards);

  /* When the stock ran out mid-draw, only those holding the most cards play next,
   * so that every hand is even again after the trick. */
  guint8 playing = 0;

  for (guint seat = 0; seat < n_seats; seat++)
    {
      guint size = bri_hot_count (state->hand[seat]);

      if (size > max)
        {
          max = size;
          playing = 0;
        }
      if (size == max)
        playing |= (guint8) (1u << seat);
    }
  state->playing = max > 0 ? playing : 0;
}

BRI_HOT_PATH void
bri_state_draw (BriState *state, guint winner)
{
  draw (state, winner);
}

void
bri_state_start_trick (BriState *state, guint leader)
{
  if (!(state->playing & (1u << leader)))
    leader = bri_state_next_playing (state, leader);
  state->trick.len = 0;
  state->trick.leader = (guint8) leader;
  state->trick.winner = BRI_NO_SEAT;
  state->to_act = (guint8) leader;
}

void
bri_state_finish (BriState *state)
{
  state->phase = BRI_PHASE_OVER;
  state->to_act = BRI_NO_SEAT;
}

/* A card's play to the end of its trick, the draw and the next lead, inlined into the
 * BRI_HOT_PATH functions below. */
static inline void
play_and_continue (BriState *state, BriCard card)
{
  if (!bri_state_play_card (state, card))
    return;

  guint winner = state->last_trick.winner;
  draw (state, winner);
  if (state->playing == 0)
    bri_state_finish (state);
  else
    bri_state_start_trick (state, winner);
}

/* flatten: the whole of a card's play in one function, without calls. */
#if defined(__GNUC__)
__attribute__ ((flatten))
#endif
BRI_HOT_PATH void
bri_state_play_and_continue (BriState *state, BriCard card)
{
  play_and_continue (state, card);
}

void
bri_state_apply_play (BriState *state, BriAction action)
{
  bri_state_play_and_continue (state, action.card);
}

/* The seat after @seat, without a jump: the seat that leads each trick is random, so
 * the processor could not guess where the round wraps. */
static inline guint
next_seat_round (guint seat, guint n_seats)
{
  seat++;
  return seat & -(guint) (seat < n_seats);
}

/* Whether every seat holds as many cards as each other seat. */
static inline gboolean
hands_even (const BriState *state)
{
  guint size = bri_hot_count (state->hand[0]);

  for (guint seat = 1; seat < state->n_seats; seat++)
    if (bri_hot_count (state->hand[seat]) != size)
      return FALSE;
  return TRUE;
}

/* Random cards a whole trick at a time, for the common case: every seat plays each of
 * the trick's rounds, holding as many cards as the others; the winner is the family's
 * rule. Hands stay
 * even, so every seat plays on while the stock gives each a full round of draws or none
 * at all, and nobody's cards need counting. The seats go round without asking who is
 * next, and the trick, the counters and the last trick stay in locals until the end: a
 * byte stored into @state could be any of its fields, and would make the compiler read
 * them all again. Returns how many cards were played, having stopped at the end of the
 * deal, after a trick the stock covers only in part (the shared draw() then decides who
 * plays on), or before a lead from an empty hand; the state is then as playing the same
 * cards one at a time leaves it. */
#if defined(__GNUC__)
__attribute__ ((always_inline)) /* into each caller below, with its processor features */
#endif
static inline guint
random_whole_tricks (BriState *state, const BriTrickRules *rules, BriRng *rng_out,
                     const guint n_seats, const guint rounds, const guint draws_each)
{
  BriRng local = *rng_out, *rng = &local; /* in a register throughout */
  const guint trick_size = n_seats * rounds, draws = draws_each * n_seats;
  const gboolean must_follow = state->must_follow;
  const guint trump_suit = state->trump_suit, stock_len = state->stock_len;
  guint stock_top = state->stock_top, n_tricks = state->n_tricks;
  BriCardSet played = state->played;
  BriTrick trick = state->trick;
  guint n = 0, leader = trick.leader, last_leader = 0, winner = 0;
  enum { BEFORE_LEAD, DEAL_OVER, PART_DRAWN } stop;

  for (;;)
    {
      guint seat = leader, stock_left;
      BriCardSet taken = 0, led_suit = 0;

      if (G_UNLIKELY (rounds == 1 ? state->hand[leader] == 0
                                  : bri_hot_count (state->hand[leader]) < rounds))
        {
          stop = BEFORE_LEAD;
          break;
        }
#pragma GCC unroll 2
      for (guint i = 0; i < trick_size; i++, seat = next_seat_round (seat, n_seats))
        {
          BriCardSet hand = state->hand[seat], cards = hand;
          BriCard card;

          /* Never empty: the hands are even, the leader's a card for each round. */
          if (G_UNLIKELY (must_follow) && i > 0 && (hand & led_suit) != 0)
            cards = hand & led_suit;
          card = bri_hot_random_card (cards, rng);
          if (G_UNLIKELY (must_follow))
            {
              if (i == 0)
                led_suit = BRI_SUIT_MASK (bri_card_suit (card));
              else if ((cards & led_suit) == 0)
                state->voids[seat] |= led_suit;
            }
          state->hand[seat] = hand & ~bri_card_bit (card);
          taken |= bri_card_bit (card);
          trick.card[i] = card;
          trick.seat[i] = (guint8) seat;
        }
      n += trick_size;
      n_tricks++;
      played |= taken;
      trick.len = (guint8) trick_size;
      winner = trick.seat[bri_trick_rules_best_card (rules, &trick, trump_suit)];
      state->pile[winner] |= taken;
      last_leader = leader;
      leader = winner;

      stock_left = stock_len - stock_top;
      if (draws > 0 && stock_left >= draws)
        {
#pragma GCC unroll 2
          for (guint i = 0, to = winner; i < draws; i++, to = next_seat_round (to, n_seats))
            state->hand[to] |= bri_card_bit (state->stock[stock_top + i]);
          stock_top += draws;
        }
      else if (draws > 0 && stock_left > 0)
        {
          stop = PART_DRAWN;
          break;
        }
      else if (state->hand[winner] == 0)
        {
          stop = DEAL_OVER;
          break;
        }
    }

  *rng_out = local;
  state->played = played;
  state->stock_top = (guint8) stock_top;
  state->n_tricks = (guint8) n_tricks;
  if (n > 0)
    {
      /* The last trick played, its cards still in the local trick. */
      trick.len = (guint8) trick_size;
      trick.leader = (guint8) last_leader;
      trick.winner = (guint8) winner;
      state->last_trick = trick;
    }
  switch (stop)
    {
    case BEFORE_LEAD:
      trick.len = 0;
      trick.leader = (guint8) leader;
      trick.winner = BRI_NO_SEAT;
      state->trick = trick;
      state->to_act = (guint8) leader;
      break;
    case DEAL_OVER:
      state->trick = trick;
      state->playing = 0;
      bri_state_finish (state);
      break;
    case PART_DRAWN:
      state->trick = trick;
      draw (state, winner);
      if (state->playing == 0)
        bri_state_finish (state);
      else
        bri_state_start_trick (state, winner);
      break;
    }
  return n;
}

/* random_whole_tricks() compiled for the duels (two seats, one card each a trick, one
 * drawn), for other tables, and for tricks of several rounds: each its own function, so
 * that the compiler lays out and allocates registers for each alone. */
static G_GNUC_NO_INLINE BRI_HOT_PATH guint
random_duel_tricks (BriState *state, const BriTrickRules *rules, BriRng *rng)
{
  return random_whole_tricks (state, rules, rng, 2, 1, 1);
}

static G_GNUC_NO_INLINE BRI_HOT_PATH guint
random_tricks (BriState *state, const BriTrickRules *rules, BriRng *rng)
{
  return random_whole_tricks (state, rules, rng, state->n_seats, 1, state->draws_per_trick);
}

static G_GNUC_NO_INLINE BRI_HOT_PATH guint
random_tricks_of_rounds (BriState *state, const BriTrickRules *rules, BriRng *rng)
{
  return random_whole_tricks (state, rules, rng, state->n_seats, state->rounds_per_trick,
                              state->draws_per_trick);
}

#if defined(__GNUC__)
__attribute__ ((flatten))
#endif
BRI_HOT_PATH guint
bri_state_random_playout_own_hooks (BriState *state, BriRng *rng)
{
  BriRng local = *rng; /* in a register for the whole deal */
  const BriTrickRules *rules = bri_state_get_trick_rules (state);
  guint all_seats = (1u << state->n_seats) - 1;
  gboolean whole_tricks = rules->winner == NULL;
  guint n = 0;

  while (!bri_state_is_over (state))
    {
      BriCardSet cards;

      if (whole_tricks && state->trick.len == 0 && state->playing == all_seats &&
          hands_even (state))
        {
          /* Two seats drawing one card each, the duels, get a copy of their own, with
           * the seats' round unrolled. */
          if (state->rounds_per_trick != 1)
            n += random_tricks_of_rounds (state, rules, &local);
          else if (state->n_seats == 2 && state->draws_per_trick == 1)
            n += random_duel_tricks (state, rules, &local);
          else
            n += random_tricks (state, rules, &local);
          if (!bri_state_is_over (state) && bri_state_legal_cards (state) == 0)
            break;
          continue;
        }
      cards = bri_state_legal_cards (state);
      if (G_UNLIKELY (cards == 0))
        break;
      play_and_continue (state, bri_hot_random_card (cards, &local));
      n++;
    }
  *rng = local;
  return n;
}

/* The last trick's bonus belongs to the points once the deal is over. */
static guint
last_trick_bonus (const BriState *state, const BriTrickRules *rules, guint seat)
{
  if (rules->last_trick_bonus == 0 || !bri_state_is_over (state) || state->n_tricks == 0)
    return 0;
  return state->last_trick.winner == seat ? rules->last_trick_bonus : 0;
}

guint
bri_state_seat_points (const BriState *state, guint seat)
{
  const BriTrickRules *rules = bri_state_get_trick_rules (state);

  return bri_trick_rules_set_points (rules, state->pile[seat]) +
         last_trick_bonus (state, rules, seat);
}

guint
bri_state_side_points (const BriState *state, guint side)
{
  const BriTrickRules *rules = bri_state_get_trick_rules (state);
  BriCardSet cards = 0;
  guint bonus = 0;

  for (guint seat = 0; seat < state->n_seats; seat++)
    if (state->team[seat] == side)
      {
        cards |= state->pile[seat];
        bonus += last_trick_bonus (state, rules, seat);
      }
  return bri_trick_rules_set_points (rules, cards) + bonus;
}

guint
bri_state_n_sides (const BriState *state)
{
  guint n = 0;
  for (guint seat = 0; seat < state->n_seats; seat++)
    n = MAX (n, state->team[seat] + 1u);
  return n;
}
