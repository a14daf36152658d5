/* briscola3.c: Briscola for three, each for itself, with one Two out of the deck. */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_REMOVED_TWO, OPT_MATCH, N_OPTS };
enum { MATCH_SINGLE, MATCH_FIRST_TO_2, MATCH_FIRST_TO_3, MATCH_THREE_DEALS, MATCH_POINTS_121 };

#define N_SEATS 3
#define HAND_SIZE 3
#define DECK_SIZE 39

static const BriOptionChoice match_choices[] = {
  { "single", N_("A single deal") },
  { "first-to-2", N_("First to win two deals (ties replayed)") },
  { "first-to-3", N_("First to win three deals (ties replayed)") },
  { "three-deals", N_("Three deals, one dealt by each player, most points") },
  { "points-121", N_("First to reach 121 points") },
  { NULL, NULL },
};

/* Every format adds up the card points, whether they decide or not. */
static const BriKitMatchFormat match_formats[] = {
  [MATCH_SINGLE] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .deals = 1 },
  [MATCH_FIRST_TO_2] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .by_wins = TRUE, .wins = 2 },
  [MATCH_FIRST_TO_3] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .by_wins = TRUE, .wins = 3 },
  [MATCH_THREE_DEALS] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .deals = 3 },
  [MATCH_POINTS_121] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .points = 121 },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_REMOVED_TWO] = { "removed-two", N_("The Two taken out of the deck"),
                        bri_kit_removed_two_choices, BRI_KIT_REMOVED_TWO_RANDOM },
  [OPT_MATCH] = { "match", N_("Match"), match_choices, MATCH_SINGLE },
};

static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  return bri_kit_deck_without_two (config->option[OPT_REMOVED_TWO], rng);
}

static guint
deck_size (const BriConfig *config)
{
  return DECK_SIZE;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  bri_kit_deal_turned_trump (state, order, n_cards, HAND_SIZE);
}

static gboolean
counts_deal_wins (const BriConfig *config)
{
  return match_formats[config->option[OPT_MATCH]].by_wins;
}

static void
score (const BriState *state, BriDealScore *result)
{
  bri_deal_score_by_points (state, result);
  /* 40-40-40 never counts; two players level at the top only hold up a match that
   * counts deals won. Either way the same dealer deals again. */
  result->replay = result->outcome == BRI_OUTCOME_VOID ||
                   (result->outcome == BRI_OUTCOME_TIE && counts_deal_wins (&state->config));
}

BRI_KIT_DEFINE_MATCH_UPDATE (match_update, match_formats, OPT_MATCH)

/* The Two taken out, shown to everyone when the cards are dealt. */
static guint
table_notes (const BriState *state, guint seat, BriDeckStyle style, BriTableNote *notes)
{
  BriCardSet out = bri_deck_italian40 () & ~state->deck;
  g_autofree char *name = NULL;

  if (out == 0)
    return 0;
  name = bri_card_get_name (bri_card_set_lowest (out), style);
  /* Translators: for the whole table; %s is a card ("Two of Cups"). */
  return bri_table_notes_add (notes, 0, BRI_NO_SEAT, BRI_TABLE_NOTE_INFO,
                              _("Out of the deck: the %s"), name);
}

static const BriRules rules = {
  .id = "briscola3",
  .name = N_("Briscola for Three"),
  .description = N_("Three players, each for themselves, with one Two taken out"),
  .rules_text = N_(
    "Three people play, each on their own. One Two is taken out of the 40-card deck, in "
    "view of everyone, so that 39 cards share out evenly; by default the Two is picked at "
    "random, and an option names it. The deck still holds 120 points: Ace 11, Three 10, "
    "King 4, Knight 3, Jack 2, the rest nothing. In each suit the Ace is strongest, then the "
    "Three, King, Knight, Jack, Seven, Six, Five, Four and Two.\n\n"
    "Everyone is dealt three cards, one at a time, starting with the player on the "
    "dealer's right. The tenth card is turned face up: its suit is trump, and it lies "
    "under the stock as the last card to be drawn.\n\n"
    "The player on the dealer's right leads the first trick, and play goes "
    "counterclockwise. Any card may be played: nobody has to follow suit or to trump. The "
    "highest trump takes the trick, or, without a trump, the highest card of the suit led. "
    "The winner draws first, then the other two in playing order, and the winner leads "
    "next. After ten tricks the stock is gone, and the last three cards of each hand are "
    "played out: thirteen tricks in all.\n\n"
    "The player with the most points wins the deal. A deal ending 40, 40 and 40 is void: "
    "it does not count and the same dealer deals again. When two players share the highest "
    "total, such as 50, 50 and 20, the deal is tied between them: in a single deal they "
    "share the win, in three deals or a race to 121 their points simply go to their "
    "totals, and in a race to win deals the tied deal does not count and the same dealer "
    "deals again. "
    "Otherwise the deal passes to the right, counterclockwise.\n\n"
    "A match is a single deal; or goes on until someone has won two or three deals; or is "
    "three deals, one dealt by each player, won by the most points in all (players level "
    "at the top share the win); or goes on until someone reaches 121 points, the highest "
    "total winning when more than one gets there in the same deal, with another deal "
    "played should they be level."),
  BRI_KIT_FIXED_PLAYERS (N_SEATS),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (options, N_OPTS),
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  BRI_KIT_PLAY_HOOKS,
  .score = score,
  .match_update = match_update,
  .check_deck = bri_kit_check_deck_without_two,
  .table_notes = table_notes,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscola3", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
