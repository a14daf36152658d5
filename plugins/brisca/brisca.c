/* brisca.c: Spanish Brisca for two to four players, with the exchange of the face-up
 * trump card, void 60-60 games and matches of several games. */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_REMOVED_TWO, OPT_MATCH, N_OPTS };
enum { MATCH_SINGLE, MATCH_BEST_OF_3, MATCH_BEST_OF_5 };

#define HAND_SIZE 3
#define TEAM_PLAYERS 4

/* The exchange window.
 *
 * The rules let the winner of a trick exchange before drawing (source 001), so the
 * winner decides without having seen the card it is about to draw. After a trick whose
 * winner could exchange, the deal stops before anyone draws: the winner's legal actions
 * are `exchange` and `pass`, and either one makes everyone draw, the winner first, and
 * the winner lead. No window opens when the exchange is impossible (the winner lacks
 * the Seven or the Two it would give, or this draw takes the face-up card itself), so
 * the other deals never stop.
 *
 * A card declines too (the declined_by_card hook): a card of the hand the winner holds
 * after the draw is taken as `pass` and then the lead. So card tokens alone still replay
 * a deal, as the CLI contract wants, while the legal actions in the window, which are
 * all a seat is shown, never reveal the card it has not drawn yet. */
#define MAX_EXCHANGES 2 /* the face-up card can only go down: to the Seven, then the Two */

typedef struct
{
  BriCard taken[MAX_EXCHANGES]; /* cards taken by exchanges: everyone saw who took them */
  guint8 n_exchanges;
  guint8 window_seat;           /* the trick winner who may exchange before the draw,
                                 * or BRI_NO_SEAT */
} Ext;

BRI_KIT_DEFINE_STATE_EXT (Ext, ext, cext)

static const BriOptionChoice match_choices[] = {
  { "single", N_("A single game") },
  { "best-of-3", N_("Best of three games") },
  { "best-of-5", N_("Best of five games") },
  { NULL, NULL },
};

/* Games won by each side decide; a 60-60 game is void and dealt again. */
static const BriKitMatchFormat match_formats[] = {
  [MATCH_SINGLE] = { .score = BRI_KIT_SCORE_SIDE_POINTS, .by_wins = TRUE, .deals = 1 },
  [MATCH_BEST_OF_3] = { .score = BRI_KIT_SCORE_SIDE_POINTS, .by_wins = TRUE, .best_of = TRUE,
                        .deals = 3 },
  [MATCH_BEST_OF_5] = { .score = BRI_KIT_SCORE_SIDE_POINTS, .by_wins = TRUE, .best_of = TRUE,
                        .deals = 5 },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_REMOVED_TWO] = { "removed-two", N_("With three players, the Two taken out of the deck"),
                        bri_kit_removed_two_choices, BRI_KIT_REMOVED_TWO_RANDOM },
  [OPT_MATCH] = { "match", N_("Match"), match_choices, MATCH_SINGLE },
};

/* Three players share 39 cards: one Two goes. */
static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  if (config->n_players != 3)
    return bri_deck_italian40 ();
  return bri_kit_deck_without_two (config->option[OPT_REMOVED_TWO], rng);
}

static guint
deck_size (const BriConfig *config)
{
  return config->n_players == 3 ? 39 : 40;
}

static gboolean
check_deck (const BriConfig *config, BriCardSet cards, GError **error)
{
  BriCardSet wrong = bri_deck_italian40 () & ~cards & ~BRI_RANK_MASK (BRI_RANK_2);

  if (wrong != 0)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK,
                   _("“%s”: only a Two may be left out of the brisca deck for three players"),
                   bri_card_to_string (bri_card_set_lowest (wrong)));
      return FALSE;
    }
  return TRUE;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  /* Four play as partners opposite. */
  if (state->n_seats == TEAM_PLAYERS)
    bri_kit_set_alternating_sides (state, 2);
  bri_kit_deal_turned_trump (state, order, n_cards, HAND_SIZE);
  ext (state)->window_seat = BRI_NO_SEAT;
}

/* The trump a player gives for the face-up card: the Seven for a figure, Three or Ace;
 * the Two for a Seven or lower card; nothing when the Two itself lies face up. */
static BriCard
exchange_card (const BriState *state)
{
  BriRank face;

  if (state->trump_card == BRI_NO_CARD)
    return BRI_NO_CARD;
  face = bri_card_rank (state->trump_card);
  if (face == BRI_RANK_2)
    return BRI_NO_CARD;
  return bri_card_new (state->trump_suit, face > BRI_RANK_7 ? BRI_RANK_7 : BRI_RANK_2);
}

/* Whether @winner, about to draw, may exchange: it holds the card to give, and the
 * draw to come leaves the face-up card lying. */
static gboolean
may_exchange (const BriState *state, guint winner)
{
  BriCard give = exchange_card (state);

  return give != BRI_NO_CARD && bri_card_set_has (state->hand[winner], give) &&
         bri_state_stock_left (state) > state->n_seats;
}

static gboolean
window_open (const BriState *state)
{
  return cext (state)->window_seat != BRI_NO_SEAT;
}

static guint
legal_actions (const BriState *state, BriAction *actions)
{
  if (window_open (state))
    {
      actions[0] = bri_action_new (BRI_ACTION_EXCHANGE, BRI_NO_CARD, 0);
      actions[1] = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);
      return 2;
    }
  return bri_state_legal_plays (state, actions);
}

static gboolean
declined_by_card (const BriState *state, BriAction *decline)
{
  if (!window_open (state))
    return FALSE;
  *decline = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);
  return TRUE;
}

/* Everyone draws, the winner first, and the winner leads (or the deal is over). */
static void
draw_and_lead (BriState *state, guint winner)
{
  bri_state_draw (state, winner);
  if (state->playing == 0)
    bri_state_finish (state);
  else
    bri_state_start_trick (state, winner);
}

static void
close_window (BriState *state)
{
  Ext *e = ext (state);
  guint winner = e->window_seat;

  e->window_seat = BRI_NO_SEAT;
  draw_and_lead (state, winner);
}

static void
exchange (BriState *state)
{
  Ext *e = ext (state);
  guint seat = state->to_act;
  BriCard give = exchange_card (state);
  BriCard take = state->trump_card;

  state->hand[seat] = (state->hand[seat] & ~bri_card_bit (give)) | bri_card_bit (take);
  state->stock[state->stock_len - 1] = give;
  state->trump_card = give;
  g_assert (e->n_exchanges < MAX_EXCHANGES);
  e->taken[e->n_exchanges++] = take;
  close_window (state);
}

static void
play (BriState *state, BriCard card)
{
  guint winner;

  /* A card played in the window declines the exchange: draw, then lead with it. */
  if (window_open (state))
    close_window (state);
  if (!bri_state_play_card (state, card))
    return;

  winner = state->last_trick.winner;
  if (may_exchange (state, winner))
    {
      /* The winner is to lead but draws only once it has chosen. */
      bri_state_start_trick (state, winner);
      ext (state)->window_seat = (guint8) state->to_act;
      return;
    }
  draw_and_lead (state, winner);
}

static void
apply (BriState *state, BriAction action)
{
  switch (action.kind)
    {
    case BRI_ACTION_EXCHANGE:
      exchange (state);
      break;
    case BRI_ACTION_PASS:
      close_window (state);
      break;
    default:
      play (state, action.card);
    }
}

static void
view (const BriState *state, guint seat, BriView *result)
{
  const Ext *e = cext (state);
  BriCardSet taken = 0;

  /* Everyone saw which card an exchange took, and who took it. */
  for (guint i = 0; i < e->n_exchanges; i++)
    taken |= bri_card_bit (e->taken[i]);
  for (guint s = 0; s < state->n_seats; s++)
    result->known[s] |= taken & state->hand[s];
}

static gboolean
suggest (const BriState *state, BriRng *rng, BriAction *action)
{
  /* A higher trump for a lower one is always worth having. */
  if (!window_open (state))
    return FALSE;
  *action = bri_action_new (BRI_ACTION_EXCHANGE, BRI_NO_CARD, 0);
  return TRUE;
}

static void
score (const BriState *state, BriDealScore *result)
{
  bri_deal_score_by_points (state, result);
  /* A shared top score (60-60) voids the game: it does not count and the same dealer
   * deals again. */
  if (result->outcome != BRI_OUTCOME_WIN)
    {
      result->outcome = BRI_OUTCOME_VOID;
      result->replay = TRUE;
    }
}

BRI_KIT_DEFINE_MATCH_UPDATE (match_update, match_formats, OPT_MATCH)

/* Only three players take a Two out of the deck. */
static gboolean
option_applies (const BriConfig *config, guint option)
{
  return option != OPT_REMOVED_TWO || config->n_players == 3;
}

static const BriRules rules = {
  .id = "brisca",
  .name = N_("Brisca"),
  .description = N_("The Spanish game: a visible trump card that can be exchanged"),
  .rules_text = N_(
    "Brisca is the Spanish member of the family, played with the 40-card Spanish deck of "
    "Coins, Cups, Swords and Clubs. In every suit the Ace ranks highest, then the Three, "
    "the King, the Knight, the Jack, and the Seven down to the Two. An Ace is worth 11 "
    "points, a Three 10, a King 4, a Knight 3 and a Jack 2: 120 points in the deck.\n\n"
    "Two, three or four people play. Four play in two pairs, partners sitting opposite "
    "and pooling their tricks. With three, one Two leaves the deck so that 39 cards share "
    "out evenly; by default it is chosen at random, and an option names it.\n\n"
    "Each player is dealt three cards. The next card is laid face up beside the stock and "
    "stays in view: its suit is trump, and it is the very last card to be drawn.\n\n"
    "Any card may be played; nobody must follow suit or trump. The highest trump takes the "
    "trick, or if there is none the highest card of the suit led. The winner draws first, "
    "then the others in turn, and the winner leads the next trick.\n\n"
    "Exchange: whoever has just won a trick may, before drawing, take the face-up trump "
    "card and lay the Seven of trumps in its place. If the face-up card is a Seven or "
    "lower, it is the Two of trumps that is given for it. One exchange is allowed per trick "
    "won, after any trick except the one whose draw takes the face-up card itself. Here the "
    "game stops after such a trick, before anyone draws, when the winner holds the card "
    "to give: exchange, or pass to let the chance go; then everyone draws.\n\n"
    "The side with the most points wins the game. When the top score is shared, as at "
    "60 to 60, the game is void: it does not count and the same player deals again.\n\n"
    "A match is one game, or the best of three or of five games: the side that wins the "
    "most games takes it."),
  BRI_KIT_PLAYERS (2, 4, 2),
  .deck_style = BRI_DECK_STYLE_SPANISH,
  BRI_KIT_OPTIONS (options, N_OPTS),
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  .legal_actions = legal_actions,
  .apply = apply,
  .score = score,
  .match_update = match_update,
  .view = view,
  .suggest = suggest,
  .check_deck = check_deck,
  .declined_by_card = declined_by_card,
  .option_applies = option_applies,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "brisca", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
