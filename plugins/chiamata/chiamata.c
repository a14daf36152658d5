/* chiamata.c: Briscola Chiamata, the called-partner game: an auction, a called card whose
 * holder is the caller's secret partner, six presets from the mainland and Sicily, a
 * talon, sitting out at seven and eight, three ways to score, and matches to a number of
 * points, deals or rounds. */
#include <glib/gi18n-lib.h>
#include <briscola.h>

enum { OPT_PRESET, OPT_PAZZA, OPT_LEAD, OPT_MIN_BID, OPT_CALL_LOWEST, OPT_SCORING, OPT_TARGET,
       N_OPTS };
/* New presets and targets go last: saved settings keep their meaning. */
enum { PRESET_CLASSICA, PRESET_SICILIANA, PRESET_SUBITO, PRESET_BUIO, PRESET_RANK_POINTS,
       PRESET_POINTS };
enum { LEAD_SEAT0, LEAD_CALLER };
enum { MIN_BID_70, MIN_BID_61 };
enum { SCORING_DEFAULT, SCORING_CLASSIC, SCORING_SICILIAN, SCORING_GRADED };
enum { TARGET_11, TARGET_21, TARGET_31, TARGET_51, TARGET_SINGLE, TARGET_5_DEALS,
       TARGET_10_DEALS, TARGET_1_ROUND, TARGET_2_ROUNDS };

/* The trump of Prima mano al buio is named between the first trick's last card and its
 * resolution; a Siciliana hand without points is shown before the cards are dealt again. */
enum { PHASE_TRUMP = BRI_PHASE_VARIANT, PHASE_THROW_IN };

enum { MSG_THROW_IN, MSG_SHOW, N_MESSAGES };
enum { BID_NONE, BID_RANK, BID_POINTS };

enum
{
  FLAG_REOPENED = 1 << 0,   /* Subito al due: the dealer already asked round once more */
  FLAG_SHOWN = 1 << 1,      /* the caller showed the called card, found in the talon or
                             * its own (a bluff): the player to its right is its partner */
  FLAG_VOID = 1 << 2,       /* the cards were thrown in: the same dealer deals again */
};

#define DECK_CARDS 40
#define BASE_CONTRACT 61
#define FIRST_POINTS_AFTER_TWO 62
#define MAX_POINTS 120
#define SIDE_CALLER 0
#define SIDE_DEFENDERS 1
#define SIDE_SITTING_OUT 2

/* Bytes only: state->ext has no particular alignment. */
typedef struct
{
  guint8 active;      /* bit per seat dealt in: at seven and eight players some sit out */
  guint8 passed;      /* bit per seat out of the auction */
  guint8 high_bidder; /* holder of the standing bid, or BRI_NO_SEAT */
  guint8 bid_kind;
  guint8 bid_value;   /* the BriRank or the points of the standing bid */
  guint8 caller;      /* BRI_NO_SEAT during the auction */
  guint8 partner;     /* holder of the called card; BRI_NO_SEAT for a solo or not yet known */
  BriCard called;     /* BRI_NO_CARD until called (in Prima mano al buio, until trump) */
  guint8 contract;    /* points the caller's side needs */
  guint8 flags;
  guint8 to_discard;  /* cards the caller still lays away */
} Ext;

G_STATIC_ASSERT (sizeof (Ext) <= BRI_STATE_EXT_SIZE);

static inline Ext *
ext (BriState *state)
{
  return (Ext *) state->ext;
}

static inline const Ext *
cext (const BriState *state)
{
  return (const Ext *) state->ext;
}

/* The ranks of the 40-card deck, weakest first: the Two is the highest rank bid. */
static const BriRank ranks40[] = {
  BRI_RANK_2, BRI_RANK_4, BRI_RANK_5, BRI_RANK_6, BRI_RANK_7,
  BRI_RANK_JACK, BRI_RANK_QUEEN, BRI_RANK_KING, BRI_RANK_3, BRI_RANK_ACE,
};

static const BriOptionChoice preset_choices[] = {
  { "classica", N_("Classica: rank bids, five players with eight cards") },
  { "siciliana", N_("Siciliana: point bids and a talon, five to eight players") },
  { "subito-al-due", N_("Subito al due: point bids, the Two of trumps is called") },
  { "prima-mano-al-buio", N_("Prima mano al buio: trump named after the first trick") },
  { "rank-then-points", N_("Rank then points: rank bids, then points after a Two") },
  { "points", N_("Points: point bids from 61, any card called, no talon") },
  { NULL, NULL },
};

static const BriOptionChoice off_on[] = {
  { "off", N_("Off") }, { "on", N_("On") }, { NULL, NULL },
};

static const BriOptionChoice lead_choices[] = {
  { "seat0", N_("The player to the dealer’s right") },
  { "caller", N_("The caller") },
  { NULL, NULL },
};

static const BriOptionChoice min_bid_choices[] = {
  { "70", N_("70 points") },
  { "61", N_("61 points") },
  { NULL, NULL },
};

static const BriOptionChoice scoring_choices[] = {
  { "default", N_("As the preset usually scores") },
  { "classic", N_("Classic: 2, 1 and −1, solo 4") },
  { "sicilian", N_("Sicilian stakes: doubled from a bid of 91 and for all 120 points") },
  { "graded", N_("Graded by the bid, from 1 to 6") },
  { NULL, NULL },
};

static const BriOptionChoice target_choices[] = {
  { "11", N_("First to 11 points") },
  { "21", N_("First to 21 points") },
  { "31", N_("First to 31 points") },
  { "51", N_("First to 51 points") },
  { "single", N_("A single deal") },
  { "5-deals", N_("Five deals") },
  { "10-deals", N_("Ten deals") },
  { "1-round", N_("One round: each player deals once") },
  { "2-rounds", N_("Two rounds: each player deals twice") },
  { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_PRESET] = { "preset", N_("Rules"), preset_choices, PRESET_CLASSICA },
  [OPT_PAZZA] = { "pazza", N_("Classica: after a Two, bidding goes on in points (pazza)"),
                  off_on, 0 },
  [OPT_LEAD] = { "lead", N_("Mainland presets: who leads the first trick"), lead_choices,
                 LEAD_SEAT0 },
  [OPT_MIN_BID] = { "min-bid", N_("Siciliana: the lowest opening bid"), min_bid_choices,
                    MIN_BID_70 },
  [OPT_CALL_LOWEST] = { "call-lowest",
                        N_("Rank then points: a caller holding the Two of trumps may call "
                           "its lowest missing trump"), off_on, 0 },
  [OPT_SCORING] = { "scoring", N_("Scoring"), scoring_choices, SCORING_DEFAULT },
  [OPT_TARGET] = { "target", N_("Match"), target_choices, TARGET_11 },
};

/* Translators: in the second text of each message, %s is the speaker's name. */
static const BriMessage messages[N_MESSAGES] = {
  /* The first texts are buttons: short enough for the narrowest window. */
  [MSG_THROW_IN] = { "throw-in", N_("Show a hand without points: deal again"),
                     N_("%s shows a hand without points: the cards are dealt again") },
  [MSG_SHOW] = { "show", N_("Show the called card"),
                 N_("%s shows the called card found in the talon: the player to their "
                    "right becomes their partner") },
};

static inline guint
preset (const BriState *state)
{
  return state->config.option[OPT_PRESET];
}

static inline gboolean
has_rank_bids (const BriState *state)
{
  return preset (state) == PRESET_CLASSICA || preset (state) == PRESET_RANK_POINTS;
}

/* Whether point bids may follow a Two (pazza, or Rank then points). */
static inline gboolean
points_after_two (const BriState *state)
{
  return preset (state) == PRESET_RANK_POINTS ||
         (preset (state) == PRESET_CLASSICA && state->config.option[OPT_PAZZA]);
}

/* Whether the caller may call any card of the deck: in the Siciliana and in the mainland
 * auction by points. */
static inline gboolean
calls_any_card (const BriState *state)
{
  return preset (state) == PRESET_SICILIANA || preset (state) == PRESET_POINTS;
}

static inline gboolean
may_reopen (const BriState *state)
{
  return preset (state) == PRESET_SUBITO || preset (state) == PRESET_BUIO;
}

static guint
min_points_bid (const BriState *state)
{
  if (preset (state) == PRESET_SICILIANA && state->config.option[OPT_MIN_BID] == MIN_BID_70)
    return 70;
  return BASE_CONTRACT;
}

static guint
scoring (const BriConfig *config)
{
  guint choice = config->option[OPT_SCORING];

  if (choice != SCORING_DEFAULT)
    return choice;
  switch (config->option[OPT_PRESET])
    {
    case PRESET_CLASSICA:
      return SCORING_CLASSIC;
    case PRESET_SICILIANA:
      return SCORING_SICILIAN;
    default:
      return SCORING_GRADED;
    }
}

/* Each preset has its own settings: pazza is Classica's, the lowest opening bid
 * Siciliana's (where the caller always leads), calling the lowest trump Rank then
 * points'. The auction by points has none of them: it starts at 61, any card may be
 * called, and like every mainland preset it may let the caller lead. */
static gboolean
option_applies (const BriConfig *config, guint option)
{
  guint which = config->option[OPT_PRESET];

  switch (option)
    {
    case OPT_PAZZA:
      return which == PRESET_CLASSICA;
    case OPT_LEAD:
      return which != PRESET_SICILIANA;
    case OPT_MIN_BID:
      return which == PRESET_SICILIANA;
    case OPT_CALL_LOWEST:
      return which == PRESET_RANK_POINTS;
    default:
      return TRUE;
    }
}

/* A setting of another preset is refused rather than ignored, so that a player who
 * asked for it learns that it has no effect. */
static gboolean
check_config (const BriConfig *config, GError **error)
{
  guint which = config->option[OPT_PRESET];
  const char *name = preset_choices[which].value;
  guint n = config->n_players;

  if (which == PRESET_SICILIANA ? (n < 5 || n > 8) : (n < 4 || n > 5))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS,
                   which == PRESET_SICILIANA
                   ? _("the %s preset of chiamata is played by 5 to 8 players, not %u")
                   : _("the %s preset of chiamata is played by 4 or 5 players, not %u"),
                   name, n);
      return FALSE;
    }
  if (config->option[OPT_PAZZA] && !option_applies (config, OPT_PAZZA))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“pazza=on”: only the classica preset has this option, not %s"), name);
      return FALSE;
    }
  if (config->option[OPT_MIN_BID] != MIN_BID_70 && !option_applies (config, OPT_MIN_BID))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“min-bid=61”: only the siciliana preset has this option (%s bids "
                     "start at 61 anyway)"), name);
      return FALSE;
    }
  if (config->option[OPT_CALL_LOWEST] && !option_applies (config, OPT_CALL_LOWEST))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“call-lowest=on”: only the rank-then-points preset has this option, "
                     "not %s"), name);
      return FALSE;
    }
  if (config->option[OPT_LEAD] != LEAD_SEAT0 && !option_applies (config, OPT_LEAD))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“lead=caller”: in the siciliana preset the caller always leads"));
      return FALSE;
    }
  return TRUE;
}

static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  return bri_deck_italian40 ();
}

static guint
deck_size (const BriConfig *config)
{
  return DECK_CARDS;
}

/* Seats dealt in: in the Siciliana at seven the dealer sits out, at eight the dealer and
 * the player to its right (the first seat) do. */
static guint8
active_seats (const BriState *state)
{
  guint8 all = (guint8) ((1u << state->n_seats) - 1);

  if (preset (state) != PRESET_SICILIANA || state->n_seats <= 6)
    return all;
  all &= (guint8) ~(1u << state->dealer);
  if (state->n_seats == 8)
    all &= (guint8) ~(1u << bri_state_first_seat (state));
  return all;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
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
  if (preset (state) == PRESET_SICILIANA)
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
  if (preset (state) == PRESET_SICILIANA)
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
static void
find_partner (BriState *state)
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
  return preset (state) == PRESET_SICILIANA || state->config.option[OPT_LEAD] == LEAD_CALLER;
}

static void
start_play (BriState *state)
{
  guint leader = caller_leads (state) ? cext (state)->caller
                                      : bri_state_next_playing (state, state->dealer);

  state->phase = BRI_PHASE_PLAY;
  bri_state_start_trick (state, leader);
}

/* The caller may show a called card it found in the talon while laying away, or at its
 * first lead at the latest; leading a card without showing keeps silent (a solo). It may
 * also show a called card it held itself, as if found in the talon (a bluff, 003): the
 * same action, so that nobody else can tell one from the other. Nothing in the state
 * records where the card came from. */
static gboolean
may_show (const BriState *state)
{
  const Ext *e = cext (state);

  if (preset (state) != PRESET_SICILIANA || e->called == BRI_NO_CARD ||
      (e->flags & FLAG_SHOWN) || state->to_act != e->caller ||
      !bri_card_set_has (state->hand[e->caller], e->called))
    return FALSE;
  return state->phase == BRI_PHASE_DISCARD ||
         (state->phase == BRI_PHASE_PLAY && state->n_tricks == 0 && state->trick.len == 0);
}

/* The lowest trump the caller lacks, called instead of a Two it holds (an option). */
static BriCard
lowest_missing (const BriState *state, BriSuit suit)
{
  BriCardSet hand = state->hand[cext (state)->caller];

  for (guint i = 0; i < G_N_ELEMENTS (ranks40); i++)
    if (!bri_card_set_has (hand, bri_card_new (suit, ranks40[i])))
      return bri_card_new (suit, ranks40[i]);
  return BRI_NO_CARD;
}

static guint
auction_actions (const BriState *state, BriAction *actions)
{
  const Ext *e = cext (state);
  guint n = 0, low = 0;

  actions[n++] = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);

  /* Ranks: each bid weaker than the last, from the Ace (lowest) to the Two (highest). */
  if (has_rank_bids (state) &&
      (e->bid_kind == BID_NONE || (e->bid_kind == BID_RANK && e->bid_value != BRI_RANK_2)))
    for (guint i = G_N_ELEMENTS (ranks40); i-- > 0;)
      if (e->bid_kind == BID_NONE || ranks40[i] < e->bid_value)
        actions[n++] = bri_action_new (BRI_ACTION_BID_RANK, BRI_NO_CARD, ranks40[i]);

  if (e->bid_kind == BID_POINTS)
    low = e->bid_value + 1u;
  else if (!has_rank_bids (state))
    low = min_points_bid (state);
  else if (points_after_two (state) && e->bid_kind == BID_RANK && e->bid_value == BRI_RANK_2)
    low = FIRST_POINTS_AFTER_TWO;
  if (low != 0)
    for (guint points = low; points <= MAX_POINTS; points++)
      actions[n++] = bri_action_new (BRI_ACTION_BID_POINTS, BRI_NO_CARD, points);
  return n;
}

static guint
call_actions (const BriState *state, BriAction *actions)
{
  const Ext *e = cext (state);
  BriCardSet hand = state->hand[e->caller];
  guint n = 0;

  if (calls_any_card (state))
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
      if (preset (state) == PRESET_RANK_POINTS && state->config.option[OPT_CALL_LOWEST] &&
          bri_card_set_has (hand, two))
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

  if (may_show (state))
    actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_SHOW);

  /* Prima mano al buio: no Two in the first trick, but for the caller playing last. */
  if (preset (state) == PRESET_BUIO && state->n_tricks == 0 &&
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

static guint
legal_actions (const BriState *state, BriAction *actions)
{
  const Ext *e = cext (state);
  guint n = 0;

  switch (state->phase)
    {
    case PHASE_THROW_IN:
      actions[n++] = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_THROW_IN);
      return n;
    case BRI_PHASE_AUCTION:
      return auction_actions (state, actions);
    case BRI_PHASE_CALL:
      return call_actions (state, actions);
    case BRI_PHASE_DISCARD:
      {
        BriCardSet hand = state->hand[e->caller];
        if (may_show (state))
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
  if (preset (state) == PRESET_BUIO)
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
      if (may_reopen (state) && !(e->flags & FLAG_REOPENED))
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
       (e->bid_kind == BID_RANK && e->bid_value == BRI_RANK_2 && !points_after_two (state))))
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
  if (preset (state) != PRESET_SICILIANA)
    {
      find_partner (state);
      start_play (state);
      return;
    }

  /* The caller takes the talon unseen and lays away as many cards. */
  e->to_discard = (guint8) bri_card_set_count (state->talon);
  state->hand[e->caller] |= state->talon;
  state->talon = 0;
  find_partner (state);
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
  find_partner (state);
  state->phase = BRI_PHASE_PLAY;
  end_trick (state);
}

static void
apply (BriState *state, BriAction action)
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

/* Graded scoring: 1 for rank bids and up to 70, then one more for every ten points. */
static gint
graded_base (guint contract)
{
  return CLAMP (((gint) contract - 60 + 9) / 10, 1, 6);
}

static void
score (const BriState *state, BriDealScore *result)
{
  const Ext *e = cext (state);
  BriCardSet side_piles[2] = { 0, 0 };
  guint n_opponents = 0;
  gboolean won, sweep;
  gint unit, sign, partner_share;

  memset (result, 0, sizeof *result);
  result->n_sides = (guint8) bri_state_n_sides (state);
  for (guint seat = 0; seat < state->n_seats; seat++)
    result->points[seat] = (guint16) bri_state_seat_points (state, seat);

  if (e->flags & FLAG_VOID)
    {
      for (guint seat = 0; seat < state->n_seats; seat++)
        result->side_points[state->team[seat]] += result->points[seat];
      result->outcome = BRI_OUTCOME_VOID;
      result->replay = TRUE;
      return;
    }

  /* The cards laid away go to the winner of the last trick. */
  result->points[state->last_trick.winner] +=
    (guint16) bri_trick_rules_set_points (bri_state_get_trick_rules (state), state->discards);
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      result->side_points[state->team[seat]] += result->points[seat];
      if (state->team[seat] == SIDE_CALLER || state->team[seat] == SIDE_DEFENDERS)
        side_piles[state->team[seat]] |= state->pile[seat];
      if (state->team[seat] == SIDE_DEFENDERS)
        n_opponents++;
    }

  won = result->side_points[SIDE_CALLER] >= e->contract;
  result->outcome = BRI_OUTCOME_WIN;
  result->winner_side = won ? SIDE_CALLER : SIDE_DEFENDERS;

  /* Stakes: every opponent pays or gets one unit; the caller's side shares what they
   * pay. With a partner, it gets half the opponents' units rounded down and the caller
   * the rest: 2 and 1 at five players, 2 and 2 at six, 1 and 1 at four. */
  sweep = side_piles[SIDE_CALLER] == 0 || side_piles[SIDE_DEFENDERS] == 0;
  switch (scoring (&state->config))
    {
    case SCORING_SICILIAN:
      unit = e->contract >= 91 ? 2 : 1;
      if (result->side_points[SIDE_CALLER] == MAX_POINTS ||
          result->side_points[SIDE_DEFENDERS] == MAX_POINTS)
        unit *= 2;
      break;
    case SCORING_GRADED:
      unit = graded_base (e->contract) * (sweep ? 2 : 1);
      break;
    case SCORING_CLASSIC:
    default:
      unit = sweep ? 2 : 1;
      break;
    }
  sign = won ? 1 : -1;
  partner_share = e->partner == BRI_NO_SEAT ? 0 : (gint) n_opponents / 2;
  for (guint seat = 0; seat < state->n_seats; seat++)
    if (state->team[seat] == SIDE_DEFENDERS)
      result->stake[seat] = (gint16) (-sign * unit);
  result->stake[e->caller] = (gint16) (sign * ((gint) n_opponents - partner_share) * unit);
  if (e->partner != BRI_NO_SEAT)
    result->stake[e->partner] = (gint16) (sign * partner_share * unit);
}

/* How many deals that counted a match of a number of deals or rounds lasts; 0 for a
 * match to a number of points or of a single deal. A round is one deal by each player
 * (003): deals thrown in are dealt again by the same dealer and do not count. Where the
 * caller deals next (the Siciliana at five and six) a round is as many deals. */
static guint
match_deals (const BriConfig *config)
{
  switch (config->option[OPT_TARGET])
    {
    case TARGET_5_DEALS:
      return 5;
    case TARGET_10_DEALS:
      return 10;
    case TARGET_1_ROUND:
      return config->n_players;
    case TARGET_2_ROUNDS:
      return 2u * config->n_players;
    default:
      return 0;
    }
}

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  static const gint targets[] = { [TARGET_11] = 11, [TARGET_21] = 21, [TARGET_31] = 31,
                                  [TARGET_51] = 51 };
  const Ext *e = cext (state);
  guint target = match->config.option[OPT_TARGET];
  guint n_deals = match_deals (&match->config);
  gboolean reached = FALSE;

  /* In the Siciliana the caller deals next; at seven and eight the deal passes on so
   * that everyone sits out in turn. */
  if (!result->replay && match->config.option[OPT_PRESET] == PRESET_SICILIANA &&
      bri_card_set_count (e->active) == state->n_seats)
    match->dealer = e->caller;
  else
    bri_match_rotate_dealer (match, result);

  if (result->replay)
    return;
  for (guint seat = 0; seat < state->n_seats; seat++)
    match->score[seat] += result->stake[seat];

  if (target == TARGET_SINGLE)
    {
      guint8 winners = 0;
      for (guint seat = 0; seat < state->n_seats; seat++)
        if (state->team[seat] == result->winner_side)
          winners |= (guint8) (1u << seat);
      bri_match_finish (match, winners);
      return;
    }
  if (n_deals != 0)
    {
      /* The most match points wins; level leaders share the match. */
      if (match->n_counted >= n_deals)
        bri_match_finish (match, bri_match_leading_seats (match, FALSE));
      return;
    }
  for (guint seat = 0; seat < state->n_seats; seat++)
    reached |= match->score[seat] >= targets[target];
  if (reached)
    bri_match_finish (match, bri_match_leading_seats (match, FALSE));
}

/* Whether everyone knows the sides: the called card was played or shown. */
static gboolean
sides_public (const BriState *state)
{
  const Ext *e = cext (state);

  return e->called != BRI_NO_CARD &&
         ((e->flags & FLAG_SHOWN) || bri_card_set_has (state->played, e->called));
}

static void
view (const BriState *state, guint seat, BriView *result)
{
  const Ext *e = cext (state);
  guint8 all = (guint8) ((1u << state->n_seats) - 1);
  /* One's own side, the caller's (everyone heard the auction) and those sitting out. */
  guint8 known = (guint8) ((all & ~e->active) | (1u << seat));

  if (e->caller != BRI_NO_SEAT)
    known |= (guint8) (1u << e->caller);
  /* The partner knows it holds the called card; a solo caller knows it is alone. */
  if (bri_state_is_over (state) || sides_public (state) || seat == e->partner ||
      (seat == e->caller && e->called != BRI_NO_CARD && e->partner == BRI_NO_SEAT))
    known = all;
  result->sides_known = known;

  if ((e->flags & FLAG_SHOWN) && e->caller != BRI_NO_SEAT)
    result->known[e->caller] |= state->hand[e->caller] & bri_card_bit (e->called);
  if (seat == e->caller)
    result->aside_known |= state->discards;
}

/* The standing bid, or the contract's, as a person reads it. */
static char *
bid_text (const Ext *e, BriDeckStyle style)
{
  if (e->bid_kind == BID_RANK)
    /* Translators: the standing bid in the auction; %s is a rank ("Three"). */
    return g_strdup_printf (_("Bid: %s"), bri_rank_get_name (e->bid_value, style));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Bid: %u point", "Bid: %u points",
                                       e->bid_value), e->bid_value);
}

/* The auction's standing bid, then the contract for the whole deal, and the partner
 * once @seat knows who it is. */
static guint
table_notes (const BriState *state, guint seat, BriDeckStyle style, BriTableNote *notes)
{
  const Ext *e = cext (state);
  g_autofree char *bid = NULL;
  g_autofree char *called = NULL;
  guint n = 0;

  if (e->caller == BRI_NO_SEAT)
    {
      if (e->high_bidder == BRI_NO_SEAT || e->bid_kind == BID_NONE)
        return 0;
      bid = bid_text (e, style);
      /* Translators: beside the seat holding the highest bid so far; %s is "Bid: Three". */
      return bri_table_notes_add (notes, n, e->high_bidder, BRI_TABLE_NOTE_INFO,
                                  _("Highest so far: %s"), bid);
    }

  if (e->bid_kind != BID_NONE)
    {
      bid = bid_text (e, style);
      /* Translators: beside the caller; %s is its bid ("Bid: 71 points"), %u the points
       * its side needs. */
      n = bri_table_notes_add (notes, n, e->caller, BRI_TABLE_NOTE_CONTRACT,
                               g_dngettext (GETTEXT_PACKAGE, "Caller · %s · needs %u point",
                                            "Caller · %s · needs %u points", e->contract),
                               bid, e->contract);
    }
  else
    n = bri_table_notes_add (notes, n, e->caller, BRI_TABLE_NOTE_CONTRACT,
                             g_dngettext (GETTEXT_PACKAGE, "Caller · needs %u point",
                                          "Caller · needs %u points", e->contract),
                             e->contract);

  if (e->called != BRI_NO_CARD)
    {
      called = bri_card_get_name (e->called, style);
      /* Translators: for the whole table; %s is a card ("King of Coins"). */
      n = bri_table_notes_add (notes, n, BRI_NO_SEAT, BRI_TABLE_NOTE_INFO,
                               _("Called card: the %s"), called);
    }

  if (e->called != BRI_NO_CARD &&
      (bri_state_is_over (state) || sides_public (state) || seat == e->partner ||
       (seat == e->caller && e->partner == BRI_NO_SEAT)))
    {
      if (e->partner != BRI_NO_SEAT)
        n = bri_table_notes_add (notes, n, e->partner, BRI_TABLE_NOTE_PARTNER,
                                 _("Partner of the caller"));
      else
        n = bri_table_notes_add (notes, n, e->caller, BRI_TABLE_NOTE_INFO,
                                 _("Plays alone: holds the called card"));
    }
  return n;
}

static gboolean
action_visible (const BriState *state, guint actor, BriAction action, guint seat)
{
  /* The cards laid away are face down. */
  return action.kind != BRI_ACTION_DISCARD || seat == actor;
}

/* After the AI dealt the hidden cards anew, the partner is whoever now holds the called
 * card, unless the sides are public already. */
static void
resampled (BriState *state)
{
  Ext *e = ext (state);

  if (e->called == BRI_NO_CARD || sides_public (state))
    return;
  find_partner (state);
}

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
  if (preset (state) == PRESET_SICILIANA && state->phase == BRI_PHASE_AUCTION)
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
      if (rank == BRI_RANK_2 && bri_card_set_has (hand, card) &&
          preset (state) == PRESET_RANK_POINTS && state->config.option[OPT_CALL_LOWEST])
        {
          for (guint i = 0; i < G_N_ELEMENTS (ranks40); i++)
            if (!bri_card_set_has (hand, bri_card_new (suit, ranks40[i])))
              return bri_card_new (suit, ranks40[i]);
        }
      return card;
    }
  for (guint i = G_N_ELEMENTS (ranks40); i-- > 0;)
    if (!bri_card_set_has (hand, bri_card_new (suit, ranks40[i])))
      return bri_card_new (suit, ranks40[i]);
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
  guint n = auction_actions (state, legal);
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
    for (guint i = G_N_ELEMENTS (ranks40); i-- > 0;)
      {
        BriRank rank = ranks40[i];
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
        gint worth = best_worth (state, hand, calls_any_card (state) ? -1 : BRI_RANK_2);
        gint margin = (e->flags & FLAG_REOPENED) && e->high_bidder == BRI_NO_SEAT
                      ? -BID_MARGIN : BID_MARGIN;
        if (worth >= (gint) legal[i].value + margin)
          *action = legal[i];
        break;
      }
  return TRUE;
}

static gboolean
suggest (const BriState *state, BriRng *rng, BriAction *action)
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
      n = call_actions (state, legal);
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
      if (may_show (state) &&
          hand_worth (state, hand, state->trump_suit, BRI_NO_CARD) < e->contract + 2 * BID_MARGIN)
        {
          *action = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, MSG_SHOW);
          return TRUE;
        }
      /* Lay away the least useful card: never the called one, trumps last. */
      n = legal_actions (state, legal);
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

static const BriRules rules = {
  .id = "chiamata",
  .name = N_("Briscola Chiamata"),
  .description = N_("Bid for the right to call a card: its holder is your secret partner"),
  .rules_text = N_(
    "Briscola Chiamata (called Briscola) is played with the 40-card deck, usually by five. "
    "Cards rank and score as in Briscola: Ace 11, Three 10, King 4, Knight 3, Jack 2, and "
    "the Seven down to the Two nothing, 120 points in all. All the cards are dealt at the "
    "start; nobody draws.\n\n"
    "An auction decides the caller, who then calls a card: its suit is trump, and whoever "
    "holds it is the caller’s partner. The partner keeps quiet: everyone learns who it is "
    "only when the called card is played. A caller who calls a card of its own plays alone "
    "against all the others, and they do not know it (a secret solo). Bidding starts with "
    "the player to the dealer’s right and goes round to the right; whoever passes is out of "
    "the auction for good, and it ends when everyone else has passed after a bid.\n\n"
    "Play goes round to the right. Any card may be played: there is no need to follow suit "
    "or to trump. The highest trump takes the trick, otherwise the highest card of the suit "
    "led; the winner leads the next. Caller and partner put their tricks together and need "
    "61 points, or the number of points bid; 60 is not enough.\n\n"
    "The mainland presets (Classica, Subito al due, Prima mano al buio, Rank then points "
    "and Points) are for five players with eight cards each, or four with ten.\n\n"
    "Classica: a bid names only a rank, and each bid must name a weaker rank than the one "
    "before: the Ace is the lowest bid, then the Three, King, Knight, Jack and Seven, down "
    "to the Two, the highest. A Two ends the auction at once. The winner then names the "
    "suit of the rank it bid. With the pazza option a Two does not end the auction: the "
    "others may go on bidding points, from 62 up to 120, and the last bidder must make "
    "that many points and calls the Two of trumps. The player to the dealer’s right leads "
    "the first trick (an option lets the caller lead, here and in the other mainland "
    "presets). If everyone passes, the same dealer deals again.\n\n"
    "Siciliana col monte: five players get seven cards and five go face down to the talon; "
    "six get six and the talon holds four. At seven the dealer sits the deal out, at eight "
    "the dealer and the player to its right; they neither play nor score. Bids are points "
    "only, each higher than the last, from 70 (or from 61, an option) up to 120. The caller "
    "may call any card, takes the talon without showing it and lays away as many cards; "
    "whoever wins the last trick also takes the cards laid away. If the called card was in "
    "the talon, the caller may show it, and then the player to its right is its partner, "
    "or keep quiet and play a secret solo. Showing is possible while laying away and up to "
    "the first lead; leading a card without showing keeps quiet. A caller that called a "
    "card of its own may show it just the same, as if it had found it in the talon: "
    "nobody else can tell. A card shown is kept to be played. The caller leads. The cards are dealt again by the same dealer when "
    "nobody bids, or when someone holds no card worth a point; that player shows its "
    "hand.\n\n"
    "Subito al due: points only, from 61. The caller names a suit and calls "
    "its Two; holding that Two, it plays alone. If everyone passes, the dealer asks round "
    "once more; if nobody opens again, the same dealer deals again.\n\n"
    "Prima mano al buio: as Subito al due, but the first trick is played without a trump. "
    "Once its last card is down, the caller names the trump suit (calling its Two), and "
    "then the trick is decided with that trump. Nobody may play a Two to the first trick, "
    "except the caller when it plays last to it.\n\n"
    "Rank then points: bids name ranks as in the Classica, and after a Two they may go on "
    "in points from 62. After a Two or a point bid the Two of trumps is called. An "
    "option lets a caller that holds the Two of its suit and does not want a solo call its "
    "lowest missing trump instead.\n\n"
    "Points: the mainland auction without a talon. Bids are points only, each higher "
    "than the last, from 61 up to 120, and the caller may call any card; calling one of "
    "its own, it plays a secret solo. If everyone passes, the same dealer deals again.\n\n"
    "Scoring, in any preset. Classic, the default of the Classica: when the caller wins it "
    "gets 2 points, the partner 1, and each opponent loses 1; when it loses, the other way "
    "round. A solo caller wins or loses 4, against 1 from or to each opponent. A side "
    "taking every trick doubles the scores. Sicilian stakes, the default of the Siciliana: "
    "2, 1 and 1 and a solo 4 as well, doubled for a bid of 91 or more and doubled again "
    "when a side takes all 120 points, even without every trick; with six players in the "
    "deal, caller and partner win or lose 2 each and a solo 5. Graded, the default of the "
    "other presets: a base of 1 for rank bids and bids up to 70, 2 up to 80, 3 up to 90, 4 "
    "up to 100, 5 up to 110 and 6 above; the caller wins or loses twice the base, the "
    "partner the base, and each opponent the opposite of the base; taking every trick "
    "doubles it. Bidding 93 and taking every trick with a "
    "partner, for example, gives the caller 16 and the partner 8, and costs each opponent "
    "8. The points of a deal always add up to nothing: with four players caller and "
    "partner win or lose one share each (a solo 3), and with six in the deal two shares "
    "each.\n\n"
    "The match goes on until someone reaches 11 points, or another target, or lasts a "
    "single deal, five or ten deals, or one or two rounds, in which each player deals "
    "once; after the last deal the most points win. The deal passes to the right, but in the Siciliana the caller deals the "
    "next game; at seven and eight it passes to the right so that everyone sits out in "
    "turn. A deal thrown in does not count, nor towards the deals of a match; where the "
    "caller deals next, a round is as many deals as there are players.\n\n"
    "No table talk: nothing said or done may hint at the cards you hold."),
  .min_players = 4,
  .max_players = 8,
  .default_players = 5,
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  .options = options,
  .n_options = N_OPTS,
  .messages = messages,
  .n_messages = N_MESSAGES,
  .check_config = check_config,
  .option_applies = option_applies,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  .legal_actions = legal_actions,
  .apply = apply,
  .score = score,
  .match_update = match_update,
  .view = view,
  .action_visible = action_visible,
  .resampled = resampled,
  .suggest = suggest,
  .table_notes = table_notes,
};

BRI_DEFINE_PLUGIN (rules)
