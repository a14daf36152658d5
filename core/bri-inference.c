/* bri-inference.c: sampled deals weighed by how likely the plays on the table, or all
 * the plays of the deal, are. */
#include "config.h"

#include "bri-deal-log.h"
#include "bri-inference.h"
#include "bri-inference-private.h"
#include "bri-search.h"
#include "bri-search-private.h"
#include "bri-view.h"

/* Draws before a deal is taken whatever its likelihood: the worst observation is at
 * least noise / (cards in hand) as likely as the best, so few are ever needed. */
#define MAX_DRAWS 16

/* A seat read through the whole deal may be one of four kinds of player
 * (BriOpponentKind): one that plays by the rule of thumb (but for the noise); a
 * searching player, whose replies often follow it but whose leads do not (28% of
 * `hard`'s did, fewer than a random pick among three), so that only its replies are
 * read, trusted as much or only two times in three (66% of `hard`'s followed it: read
 * with the smaller noise they look more random than random play does); or one that
 * plays at random. Whichever kind explains a seat's plays best counts most: a `greedy`
 * seat is read in full, a searching one by its replies, a random one hardly at all. An
 * opponent model gives the odds of each kind from earlier deals. */
#define FREE_NOISE 0.5

/* The chance of a card among @n choices for a player that plays the rule of thumb's
 * card but for @noise, when any legal card is as likely; @follows: the card is the rule
 * of thumb's. */
static double
trusted_chance (gboolean follows, guint n, double noise)
{
  return noise / n + (follows ? 1.0 - noise : 0.0);
}

/* Among how many legal choices @action was taken in @before, and in @follows whether it
 * is the one the rule of thumb (or the variant's advice) takes, asked only when there
 * was a choice. 0 when @action was not legal, or when @plays_only and some choice other
 * than talk is not a card play. */
static guint
choice_among (const BriState *before, BriAction action, gboolean plays_only, BriRng *rng,
              gboolean *follows)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (before, legal);
  gboolean found = FALSE;

  /* Talk goes beside a card, not instead of it, and only some hands have a thing to
   * say: the card was chosen among the rest. */
  if (plays_only)
    n = bri_search_without_talk (legal, n);
  for (guint i = 0; i < n; i++)
    {
      if (plays_only && legal[i].kind != BRI_ACTION_PLAY)
        return 0;
      found |= bri_action_equal (legal[i], action);
    }
  if (!found)
    return 0;
  *follows = FALSE;
  if (n > 1)
    {
      /* The play-outs choose without talk (set aside above already for a card). */
      guint n_search = plays_only ? n : bri_search_without_talk (legal, n);
      BriAction advised = bri_search_policy_action (before, legal, n_search, rng, 0.0);

      *follows = bri_action_equal (advised, action);
    }
  return n;
}

/* The chance each kind of player gives playing @card in @before, and (in @n) among how
 * many choices. FALSE, with every chance 1, when the play cannot be read: the position
 * is not a plain choice of card, or @card is not among them. */
static gboolean
play_chances (const BriState *before, BriCard card, double noise, BriRng *rng,
              double chance[BRI_N_OPPONENT_KINDS], guint *n)
{
  gboolean follows, reply;

  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    chance[k] = 1.0;
  *n = choice_among (before, bri_action_play (card), TRUE, rng, &follows);
  if (*n == 0)
    return FALSE;
  if (*n == 1)
    return TRUE;

  reply = before->trick.len > 0;
  chance[BRI_OPPONENT_BY_THUMB] = trusted_chance (follows, *n, noise);
  chance[BRI_OPPONENT_SEARCHING] = reply ? trusted_chance (follows, *n, noise) : 1.0 / *n;
  chance[BRI_OPPONENT_SEARCHING_FREELY] = reply ? trusted_chance (follows, *n, FREE_NOISE)
                                                : 1.0 / *n;
  chance[BRI_OPPONENT_RANDOM] = 1.0 / *n;
  return TRUE;
}

/* The chance the model gives to card i of the trick in @world, and the most any card
 * could get, with the trick taken back to just before it was played. FALSE when the
 * play cannot be read (the position before it is not a plain choice of card). */
static gboolean
read_play (const BriState *world, guint i, double noise, BriRng *rng, double *chance,
           double *best)
{
  BriState before = *world;
  double chances[BRI_N_OPPONENT_KINDS];
  guint n;

  for (guint k = i; k < world->trick.len; k++)
    {
      before.hand[world->trick.seat[k]] |= bri_card_bit (world->trick.card[k]);
      before.played &= ~bri_card_bit (world->trick.card[k]);
    }
  before.trick.len = (guint8) i;
  before.to_act = world->trick.seat[i];

  if (!play_chances (&before, world->trick.card[i], noise, rng, chances, &n))
    return FALSE;
  *best = (1.0 - noise) + noise / n;
  *chance = chances[BRI_OPPONENT_BY_THUMB];
  return TRUE;
}

/* The likelihood of @world's trick, and (in @ceiling) the most any deal could have. */
static double
likelihood (const BriState *world, guint seat, double noise, BriRng *rng, double *ceiling)
{
  double product = 1.0, most = 1.0;

  for (guint i = 0; i < world->trick.len; i++)
    {
      double chance, best;

      if (world->trick.seat[i] == seat || !read_play (world, i, noise, rng, &chance, &best))
        continue;
      product *= chance;
      most *= best;
    }
  if (ceiling != NULL)
    *ceiling = most;
  return product;
}

double
bri_inference_likelihood (const BriState *world, guint seat, double noise)
{
  /* The rule of thumb draws no random numbers for card play: any generator will do. */
  BriRng rng;

  g_return_val_if_fail (world != NULL, 1.0);
  bri_rng_init (&rng, 0);
  return likelihood (world, seat, CLAMP (noise, 0.0, 1.0), &rng, NULL);
}

void
bri_inference_resample (const BriState *state, guint seat, double noise, BriRng *rng,
                        BriState *world)
{
  g_return_if_fail (state != NULL && rng != NULL && world != NULL);

  for (guint draw = 0; draw < MAX_DRAWS; draw++)
    {
      double ceiling, chance;

      bri_state_resample (state, seat, rng, world);
      if (noise <= 0.0 || noise >= 1.0 || state->trick.len == 0)
        return;
      chance = likelihood (world, seat, noise, rng, &ceiling);
      if (bri_rng_double (rng) * ceiling < chance)
        return;
    }
}

/* The chance each kind of player gives taking @action in @before, an auction or a call:
 * a player by the rule of thumb follows the variant's advice (but for @noise), the
 * others are read as choosing at random (a searching player bids by its search, which
 * no rule foretells). Every chance is 1 when the action cannot be read. */
static void
auction_chances (const BriState *before, BriAction action, double noise, BriRng *rng,
                 double chance[BRI_N_OPPONENT_KINDS])
{
  gboolean follows;
  guint n = choice_among (before, action, FALSE, rng, &follows);

  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    chance[k] = n > 1 ? 1.0 / n : 1.0;
  if (n > 1)
    chance[BRI_OPPONENT_BY_THUMB] = trusted_chance (follows, n, noise);
}

/* One seat's part of the log, ready to read. Its cards came in slots: slot 0 is the hand
 * it held at its first play, slot p the cards it drew between its plays p − 1 and p, the
 * last slot those drawn since its last play. Play p may use cards of slots 0 to p; the
 * seat's bids and calls were made with slot 0 in hand. */
typedef struct
{
  guint n_plays;
  guint play[BRI_MAX_CARDS];        /* log index of each of the seat's plays */
  guint n_bids;
  guint bid[BRI_MAX_ACTIONS];       /* auction index of each of its bids and calls */
  guint n_slots;
  guint slot_size[BRI_MAX_CARDS + 1];
  guint n_cards;
  BriCard card[BRI_MAX_CARDS];      /* the cards it played, in order, then its hand */
  guint deadline[BRI_MAX_CARDS];    /* the last slot each card can have come in */
  BriCard trump_card;
  guint trump_slot;                 /* the slot that brought it, if the seat drew it */
} Trace;

/* How many cards seat @o held just before play @i of the log. */
static guint
hand_before (const BriDealLog *log, guint i, guint o)
{
  return bri_state_hand_size (bri_deal_log_get_before (log, i), o);
}

/* The seat's bids and calls before the first card, made with the @first_hand cards it
 * held at its first play; none when it bid with another hand: it laid cards away after
 * taking a talon, or held another number of cards. */
static void
trace_bids (const BriDealLog *log, guint o, guint first_hand, Trace *t)
{
  t->n_bids = 0;
  for (guint i = 0; i < bri_deal_log_get_n_auction_actions (log); i++)
    {
      const BriState *before = bri_deal_log_get_auction_before (log, i);

      if (before->to_act != o)
        continue;
      if (bri_deal_log_get_auction_action (log, i).kind == BRI_ACTION_DISCARD ||
          bri_state_hand_size (before, o) != first_hand)
        {
          t->n_bids = 0;
          return;
        }
      if ((before->phase == BRI_PHASE_AUCTION || before->phase == BRI_PHASE_CALL) &&
          t->n_bids < G_N_ELEMENTS (t->bid))
        t->bid[t->n_bids++] = i;
    }
}

/* FALSE when there is nothing to read (no plays, and no bids or none wanted), or the
 * hand counts do not add up. */
static gboolean
trace_seat (const BriDealLog *log, const BriState *world, guint o, gboolean with_bids,
            Trace *t)
{
  guint n = bri_deal_log_get_n_plays (log);
  guint total = 0;
  gboolean trump_drawn;

  t->n_plays = 0;
  for (guint i = 0; i < n; i++)
    if (bri_deal_log_get_before (log, i)->to_act == o)
      t->play[t->n_plays++] = i;
  t->n_slots = t->n_plays + 1;
  for (guint p = 0; p < t->n_slots; p++)
    {
      guint now = p < t->n_plays ? hand_before (log, t->play[p], o)
                                 : bri_state_hand_size (world, o);
      guint kept = p == 0 ? 0 : hand_before (log, t->play[p - 1], o) - 1;
      if (now < kept)
        return FALSE;
      t->slot_size[p] = now - kept;
      total += t->slot_size[p];
    }
  t->n_bids = 0;
  if (with_bids)
    trace_bids (log, o, t->slot_size[0], t);
  if (t->n_plays == 0 && t->n_bids == 0)
    return FALSE;

  t->n_cards = 0;
  for (guint p = 0; p < t->n_plays; p++)
    {
      t->card[t->n_cards] = bri_deal_log_get_card (log, t->play[p]);
      t->deadline[t->n_cards++] = p;
    }
  BRI_CARD_SET_FOREACH (world->hand[o], c)
    {
      t->card[t->n_cards] = (BriCard) c;
      t->deadline[t->n_cards++] = t->n_slots - 1;
    }
  if (t->n_cards != total)
    return FALSE;

  /* The turned trump card is the stock's last: whoever drew it, drew it last. Before
   * the first card nothing was drawn. */
  {
    const BriState *first = n > 0 ? bri_deal_log_get_before (log, 0) : world;
    trump_drawn = world->trump_card != BRI_NO_CARD && bri_state_stock_left (world) == 0 &&
                  bri_state_stock_left (first) > 0 &&
                  first->stock[first->stock_len - 1] == world->trump_card;
  }
  t->trump_card = world->trump_card;
  t->trump_slot = G_MAXUINT;
  for (guint p = t->n_slots - 1; trump_drawn && p > 0 && t->trump_slot == G_MAXUINT; p--)
    if (t->slot_size[p] > 0)
      t->trump_slot = p;
  return TRUE;
}

/* The cards seat @t held at its play @p, with the draws placed so far in @slot (G_MAXUINT:
 * not placed yet, so come in some earlier slot). */
static BriCardSet
hand_at (const Trace *t, const guint *slot, guint p)
{
  BriCardSet hand = 0;

  for (guint c = 0; c < t->n_cards; c++)
    if ((slot[c] == G_MAXUINT || slot[c] <= p) && t->deadline[c] >= p)
      hand |= bri_card_bit (t->card[c]);
  return hand;
}

/* The cards not placed yet that may have come in slot @s: the seat played them at its
 * play @s or later, or holds them. */
static guint
eligible_for (const Trace *t, const guint *slot, guint s, guint *eligible)
{
  guint n = 0;

  for (guint c = 0; c < t->n_cards; c++)
    if (slot[c] == G_MAXUINT && t->deadline[c] >= s)
      eligible[n++] = c;
  return n;
}

/* Readings of single plays, remembered. Reading play i of a log with its seat holding
 * a given hand draws no random number (a card is read among cards alone, which the rule
 * of thumb judges without one) and always gives the same chances; the orders of draws
 * tried for thousands of sampled deals try the same hands again and again. An
 * open-addressed table keyed by play and hand. */
typedef struct
{
  BriCardSet hand;
  guint32 play;     /* the play's index in the log + 1; 0: an empty slot */
  double chance[BRI_N_OPPONENT_KINDS];
} Reading;

struct _BriPlayReadings
{
  const BriDealLog *log;
  double noise;
  Reading *slots;
  guint mask;       /* slots − 1, slots a power of two */
  guint n;
};

#define READINGS_FIRST 4096
/* 6 MB, filled at most three quarters (a decision of Briscola Chiamata remembers up to
 * 75,000 readings); past that, further plays are read afresh each time. */
#define READINGS_MOST (1u << 17)

BriPlayReadings *
bri_play_readings_new (const BriDealLog *log, double noise)
{
  BriPlayReadings *readings = g_new0 (BriPlayReadings, 1);

  readings->log = log;
  readings->noise = noise;
  readings->slots = g_new0 (Reading, READINGS_FIRST);
  readings->mask = READINGS_FIRST - 1;
  return readings;
}

void
bri_play_readings_free (BriPlayReadings *readings)
{
  g_free (readings->slots);
  g_free (readings);
}

/* The slot holding play @play's reading with @hand, or the empty one where it goes. */
static Reading *
find_reading (BriPlayReadings *readings, BriCardSet hand, guint32 play)
{
  /* The generator's output function (splitmix64) mixes every bit of the key into the
   * slot, the play's spread over all of them first. */
  BriRng mix;
  guint i;

  bri_rng_init (&mix, hand ^ (play * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)));
  i = (guint) bri_rng_next (&mix) & readings->mask;
  while (readings->slots[i].play != 0 &&
         (readings->slots[i].play != play || readings->slots[i].hand != hand))
    i = (i + 1) & readings->mask;
  return &readings->slots[i];
}

/* Keeps a reading in @slot, the empty one find_reading() gave for it. */
static void
remember_reading (BriPlayReadings *readings, Reading *slot, BriCardSet hand, guint32 play,
                  const double chance[BRI_N_OPPONENT_KINDS])
{
  if (4 * (readings->n + 1) > 3 * (readings->mask + 1))
    {
      Reading *old = readings->slots;
      guint size = readings->mask + 1;

      if (size >= READINGS_MOST)
        return;
      readings->slots = g_new0 (Reading, 2 * size);
      readings->mask = 2 * size - 1;
      for (guint i = 0; i < size; i++)
        if (old[i].play != 0)
          *find_reading (readings, old[i].hand, old[i].play) = old[i];
      g_free (old);
      slot = find_reading (readings, hand, play);
    }
  slot->hand = hand;
  slot->play = play;
  memcpy (slot->chance, chance, sizeof slot->chance);
  readings->n++;
}

/* What reading a seat's plays keeps at hand: the readings remembered, if any, and the
 * table before the play last read afresh, copied from the log once for every hand tried
 * there (it is 500 bytes). */
typedef struct
{
  BriPlayReadings *readings;
  guint copied;     /* the log index of the play whose table is in @table; G_MAXUINT: none */
  BriState table;
} Scratch;

/* The chance each kind of player gives the seat's play @p, had it held @hand: 1 for all
 * when the play was no choice among cards. */
static void
read_seat_play (const BriDealLog *log, const Trace *t, guint o, guint p, BriCardSet hand,
                double noise, BriRng *rng, Scratch *scratch,
                double chance[BRI_N_OPPONENT_KINDS])
{
  guint i = t->play[p];
  Reading *known = NULL;
  guint n;

  if (scratch->readings != NULL)
    {
      known = find_reading (scratch->readings, hand, i + 1);
      if (known->play != 0)
        {
          memcpy (chance, known->chance, sizeof known->chance);
          return;
        }
    }
  if (scratch->copied != i)
    {
      scratch->table = *bri_deal_log_get_before (log, i);
      scratch->copied = i;
    }
  scratch->table.hand[o] = hand;
  play_chances (&scratch->table, t->card[p], noise, rng, chance, &n);
  if (known != NULL)
    remember_reading (scratch->readings, known, hand, i + 1, chance);
}

/* The likelihood of the seat's plays under each kind of player, estimated with one order
 * of its draws that fits. The draws are placed latest first, each among the cards that
 * may have come then; the last card placed in a slot settles the hand of the play just
 * before it, so it is drawn in proportion to how well that hand explains the play, and
 * the estimate weighed back (importance sampling): a uniform draw would mostly put in
 * the seat's hand cards it did not hold, and read even the rule of thumb's own player as
 * erratic. The hand the seat then held at its first play is left in @first_hand. FALSE
 * when no order fits. */
static gboolean
trace_likelihood (const BriDealLog *log, const Trace *t, guint o, double noise, BriRng *rng,
                  Scratch *scratch, double likelihood[BRI_N_OPPONENT_KINDS],
                  BriCardSet *first_hand)
{
  guint slot[BRI_MAX_CARDS];
  guint filled[BRI_MAX_CARDS + 1] = { 0 };

  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    likelihood[k] = 1.0;
  for (guint c = 0; c < t->n_cards; c++)
    {
      slot[c] = G_MAXUINT;
      if (t->trump_slot != G_MAXUINT && t->card[c] == t->trump_card)
        {
          if (t->deadline[c] < t->trump_slot)
            return FALSE;
          slot[c] = t->trump_slot;
          filled[t->trump_slot]++;
        }
    }
  for (guint s = t->n_slots - 1; s > 0; s--)
    {
      double chance[BRI_MAX_CARDS][BRI_N_OPPONENT_KINDS];
      double proposal[BRI_MAX_CARDS], total = 0, x;
      guint eligible[BRI_MAX_CARDS], n_eligible, pick;

      for (; filled[s] + 1 < t->slot_size[s]; filled[s]++)
        {
          n_eligible = eligible_for (t, slot, s, eligible);
          if (n_eligible == 0)
            return FALSE;
          slot[eligible[bri_rng_below (rng, n_eligible)]] = s;
        }
      if (filled[s] >= t->slot_size[s])
        {
          /* Nothing left to choose in this slot: the hand before it is settled. */
          read_seat_play (log, t, o, s - 1, hand_at (t, slot, s - 1), noise, rng, scratch,
                          chance[0]);
          for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
            likelihood[k] *= chance[0][k];
          continue;
        }

      n_eligible = eligible_for (t, slot, s, eligible);
      if (n_eligible == 0)
        return FALSE;
      for (guint i = 0; i < n_eligible; i++)
        {
          slot[eligible[i]] = s;
          read_seat_play (log, t, o, s - 1, hand_at (t, slot, s - 1), noise, rng, scratch,
                          chance[i]);
          slot[eligible[i]] = G_MAXUINT;
          proposal[i] = 0;
          for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
            proposal[i] += chance[i][k];
          total += proposal[i];
        }
      x = bri_rng_double (rng) * total;
      for (pick = 0; pick + 1 < n_eligible && x >= proposal[pick]; pick++)
        x -= proposal[pick];
      slot[eligible[pick]] = s;
      filled[s]++;
      /* Each card was as likely as any to come in this slot. */
      for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
        likelihood[k] *= chance[pick][k] * total / (proposal[pick] * n_eligible);
    }
  *first_hand = hand_at (t, slot, 0);
  return TRUE;
}

/* The likelihood of the seat's bids and calls under each kind of player, had it held
 * @hand. */
static void
read_bids (const BriDealLog *log, const Trace *t, guint o, BriCardSet hand, double noise,
           BriRng *rng, double likelihood[BRI_N_OPPONENT_KINDS])
{
  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    likelihood[k] = 1.0;
  for (guint b = 0; b < t->n_bids; b++)
    {
      BriState before = *bri_deal_log_get_auction_before (log, t->bid[b]);
      double chance[BRI_N_OPPONENT_KINDS];

      before.hand[o] = hand;
      auction_chances (&before, bri_deal_log_get_auction_action (log, t->bid[b]), noise, rng,
                       chance);
      for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
        likelihood[k] *= chance[k];
    }
}

gboolean
bri_inference_seat_kinds (const BriDealLog *log, const BriState *world, guint o,
                          gboolean with_bids, double noise, guint histories,
                          BriPlayReadings *readings, BriRng *rng,
                          double likelihood[BRI_N_OPPONENT_KINDS])
{
  Scratch scratch;
  Trace trace;
  /* Without draws every order gives the same first hand: its bids are read once. */
  BriCardSet bids_hand = 0;
  double bids[BRI_N_OPPONENT_KINDS];
  gboolean bids_read = FALSE;

  g_return_val_if_fail (readings == NULL || (readings->log == log && readings->noise == noise),
                        FALSE);
  if (histories == 0 || !trace_seat (log, world, o, with_bids, &trace))
    return FALSE;
  scratch.readings = readings;
  scratch.copied = G_MAXUINT;
  for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
    {
      likelihood[k] = 0;
      bids[k] = 1.0;
    }
  for (guint h = 0; h < histories; h++)
    {
      double one[BRI_N_OPPONENT_KINDS];
      BriCardSet first_hand;

      if (!trace_likelihood (log, &trace, o, noise, rng, &scratch, one, &first_hand))
        continue;
      if (trace.n_bids > 0 && (!bids_read || first_hand != bids_hand))
        {
          read_bids (log, &trace, o, first_hand, noise, rng, bids);
          bids_hand = first_hand;
          bids_read = TRUE;
        }
      for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
        likelihood[k] += one[k] * bids[k] / histories;
    }
  return TRUE;
}

double
bri_inference_deal_likelihood (const BriDealLog *log, const BriState *world, guint seat,
                               const BriOpponentModel *model, double noise, guint histories,
                               BriRng *rng)
{
  return bri_inference_read_deal (log, world, seat, model, noise, histories, NULL, rng);
}

double
bri_inference_read_deal (const BriDealLog *log, const BriState *world, guint seat,
                         const BriOpponentModel *model, double noise, guint histories,
                         BriPlayReadings *readings, BriRng *rng)
{
  double product = 1.0;

  g_return_val_if_fail (log != NULL && world != NULL && rng != NULL, 1.0);
  if (noise <= 0.0 || noise >= 1.0 || histories == 0)
    return 1.0;

  for (guint o = 0; o < world->n_seats; o++)
    {
      double likelihood[BRI_N_OPPONENT_KINDS];
      guint offset = (o + world->n_seats - seat) % world->n_seats;
      double sum = 0;

      if (o == seat ||
          !bri_inference_seat_kinds (log, world, o, TRUE, noise, histories, readings, rng,
                                     likelihood))
        continue;
      for (guint k = 0; k < BRI_N_OPPONENT_KINDS; k++)
        sum += bri_opponent_model_get_chance (model, offset, k) * likelihood[k];
      product *= sum;
    }
  return product;
}
