/* briskula-double.c: four-card (double) Briškula: every trick goes round twice and every
 * player draws two cards after it; two players, or four as partners. */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_DECK, N_OPTS };
enum { DECK_40, DECK_32 };

#define HAND_SIZE 4

static const BriOptionChoice deck_choices[] = {
  { "40", N_("40 cards (Ace, Three, King, Knight, Jack, 7 to 4, Two)") },
  { "32", N_("32 cards (Ace, Ten, King, Queen, Jack, Nine, Eight, Seven)") },
  { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_DECK] = { "deck", N_("Deck"), deck_choices, DECK_40 },
};

static gboolean
check_config (const BriConfig *config, GError **error)
{
  /* Two rounds of a trick need an even table: a duel, or two pairs. */
  if (config->n_players != 2 && config->n_players != 4)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS,
                   _("%s is played by 2 players or by 4 as two partnerships, not %u"),
                   config->rules->id, config->n_players);
      return FALSE;
    }
  return TRUE;
}

static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  return config->option[OPT_DECK] == DECK_32 ? bri_deck_piquet32 () : bri_deck_italian40 ();
}

static guint
deck_size (const BriConfig *config)
{
  return config->option[OPT_DECK] == DECK_32 ? 32 : 40;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  /* Everyone plays twice to a trick and draws twice after it (one card each, then a
   * second each); the core's trick and draw follow these counts. */
  state->rounds_per_trick = 2;
  state->draws_per_trick = 2;
  /* Four play as partners opposite. */
  bri_kit_set_alternating_sides (state, 2);
  bri_kit_deal_turned_trump (state, order, n_cards, HAND_SIZE);
}

/* A match is one deal; a 60-60 tie has no winner. */
static const BriKitMatchFormat match_format = {
  .score = BRI_KIT_SCORE_SIDE_POINTS, .by_wins = TRUE, .deals = 1,
};

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  bri_kit_match_update (&match_format, match, state, result);
}

static const BriRules rules = {
  .id = "briskula-double",
  .name = N_("Double Briškula"),
  .description = N_("Four cards each and tricks that go round the table twice"),
  .rules_text = N_(
    "Double Briškula is played by two players, or by four as two partnerships with partners "
    "facing each other. It uses the 40-card Italian deck: Ace, Three, King, Knight, Jack, "
    "Seven, Six, Five, Four and Two, strongest first. The Ace is worth 11 points, the Three "
    "10, the King 4, the Knight 3 and the Jack 2, 120 points in all. An option uses the "
    "32-card deck of Briškula instead, where the Ten takes the place of the Three and the "
    "Nine and Eight come in, again 120 points.\n\n"
    "Everyone receives four cards, one at a time. The next card is turned face up and names "
    "the trump suit; it lies under the stock and is the last card drawn.\n\n"
    "A trick goes round the table twice: each player plays a card in turn, then each plays "
    "a second card in the same order. Nobody has to follow suit or trump. The highest trump "
    "among all these cards takes them; without a trump, the highest card of the suit of the "
    "very first card takes them.\n\n"
    "The winner draws a card, then the others each draw one in turn; then everyone draws a "
    "second card the same way, so that all hold four again. The winner leads the next "
    "trick. When the stock is gone the hands are played out.\n\n"
    "The side with more than 60 points wins; 60 each is a tie."),
  BRI_KIT_PLAYERS (2, 4, 2),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (options, N_OPTS),
  .check_config = check_config,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  BRI_KIT_PLAY_HOOKS,
  .score = bri_deal_score_by_points,
  .match_update = match_update,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briskula-double", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
