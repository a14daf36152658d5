/* briskula.c: Briškula of Bosnia and Herzegovina: the 32-card deck, two to six players
 * each for themselves or four as partners, and the uneven end of the stock. */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_TEAMS, N_OPTS };
enum { TEAMS_OFF, TEAMS_ON };

#define HAND_SIZE 3
#define DECK_SIZE 32
#define TEAM_PLAYERS 4

static const BriOptionChoice off_on[] = {
  { "off", N_("Off") }, { "on", N_("On") }, { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_TEAMS] = { "teams", N_("Four players as two partnerships, partners opposite"),
                  off_on, TEAMS_OFF },
};

/* Partnerships exist only at four. */
static gboolean
option_applies (const BriConfig *config, guint option)
{
  return option != OPT_TEAMS || config->n_players == TEAM_PLAYERS;
}

static gboolean
check_config (const BriConfig *config, GError **error)
{
  if (config->option[OPT_TEAMS] == TEAMS_ON && !option_applies (config, OPT_TEAMS))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“teams=on”: partnerships need exactly %u players, not %u; "
                     "with other counts everyone plays for themselves"),
                   TEAM_PLAYERS, config->n_players);
      return FALSE;
    }
  return TRUE;
}

static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  return bri_deck_piquet32 ();
}

static guint
deck_size (const BriConfig *config)
{
  return DECK_SIZE;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  /* Partners sit opposite. */
  if (state->config.option[OPT_TEAMS] == TEAMS_ON)
    bri_kit_set_alternating_sides (state, 2);
  bri_kit_deal_turned_trump (state, order, n_cards, HAND_SIZE);
}

/* A match is one deal; the scores keep its card points, so the leaders are the winners,
 * and those sharing the top score share the win. */
static const BriKitMatchFormat match_format = {
  .score = BRI_KIT_SCORE_SIDE_POINTS, .deals = 1,
};

static void
score (const BriState *state, BriDealScore *result)
{
  bri_deal_score_by_points (state, result);
  /* Level totals at the top are a tie: nothing in the rules voids a deal. */
  if (result->outcome == BRI_OUTCOME_VOID)
    result->outcome = BRI_OUTCOME_TIE;
}

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  bri_kit_match_update (&match_format, match, state, result);
}

static const BriRules rules = {
  .id = "briskula",
  .name = N_("Briškula"),
  .description = N_("The Bosnian game with a 32-card deck, for two to six players or two pairs"),
  .rules_text = N_(
    "Briškula comes from Bosnia and Herzegovina and uses a deck of 32 cards: Ace, Ten, "
    "King, Queen, Jack, Nine, Eight and Seven in each suit, strongest first. The Ace is "
    "worth 11 points, the Ten 10, the King 4, the Queen 3 and the Jack 2; the Nines, Eights "
    "and Sevens are worth nothing, so the deck holds 120 points.\n\n"
    "Two to six people play, each on their own account. Four may instead play as two "
    "partnerships (the teams option), partners facing each other and pooling the cards "
    "they take.\n\n"
    "Everyone receives three cards, one at a time. The next card is turned face up and "
    "names the trump suit; it stays under the stock and is the last card to be drawn.\n\n"
    "The player after the dealer leads. Any card may be played: following suit and trumping "
    "are never required. The highest trump wins the trick; if no trump was played, the "
    "highest card of the suit that was led wins it. The winner draws first, the others "
    "draw in playing order, and the winner leads again.\n\n"
    "With some numbers of players the stock runs out in the middle of a draw. Then only "
    "those who received a card play the next trick; the rest sit it out, so that afterwards "
    "everyone again holds the same number of cards. The last cards are played out without "
    "drawing.\n\n"
    "The player or partnership with the most points wins; equal top scores make a tie."),
  BRI_KIT_PLAYERS (2, 6, 2),
  /* A 32-card deck with Tens, Nines and Eights is a French-suited one. */
  .deck_style = BRI_DECK_STYLE_FRENCH,
  BRI_KIT_OPTIONS (options, N_OPTS),
  .check_config = check_config,
  .option_applies = option_applies,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  /* The core's draw leaves out of the next trick whoever got no card when the stock ran
   * out mid-draw (state->playing), which is exactly the Briškula rule. */
  BRI_KIT_PLAY_HOOKS,
  .score = score,
  .match_update = match_update,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briskula", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
