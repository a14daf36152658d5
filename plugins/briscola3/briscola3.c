/* briscola3.c: Briscola for three, each for itself, with one Two out of the deck. */
#include <glib/gi18n-lib.h>
#include <briscola.h>

enum { OPT_REMOVED_TWO, OPT_MATCH, N_OPTS };
enum { TWO_RANDOM, TWO_COINS, TWO_CUPS, TWO_SWORDS, TWO_CLUBS };
enum { MATCH_SINGLE, MATCH_FIRST_TO_2, MATCH_FIRST_TO_3, MATCH_THREE_DEALS, MATCH_POINTS_121 };

#define N_SEATS 3
#define HAND_SIZE 3
#define DECK_SIZE 39
#define DEAL_POINTS 120
#define POINTS_TARGET 121

static const BriOptionChoice two_choices[] = {
  { "random", N_("A Two chosen at random") },
  { "2d", N_("The Two of Coins") },
  { "2c", N_("The Two of Cups") },
  { "2s", N_("The Two of Swords") },
  { "2b", N_("The Two of Clubs") },
  { NULL, NULL },
};

static const BriOptionChoice match_choices[] = {
  { "single", N_("A single deal") },
  { "first-to-2", N_("First to win two deals (ties replayed)") },
  { "first-to-3", N_("First to win three deals (ties replayed)") },
  { "three-deals", N_("Three deals, one dealt by each player, most points") },
  { "points-121", N_("First to reach 121 points") },
  { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_REMOVED_TWO] = { "removed-two", N_("The Two taken out of the deck"), two_choices,
                        TWO_RANDOM },
  [OPT_MATCH] = { "match", N_("Match"), match_choices, MATCH_SINGLE },
};

static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  BriCardSet full = bri_deck_italian40 ();
  guint choice = config->option[OPT_REMOVED_TWO];
  BriSuit suit;

  /* With no rng (a stacked deck), any one of the four Twos may be the missing card. */
  if (choice == TWO_RANDOM)
    {
      if (rng == NULL)
        return full;
      suit = (BriSuit) bri_rng_below (rng, BRI_N_SUITS);
    }
  else
    suit = (BriSuit) (choice - TWO_COINS);
  return full & ~bri_card_bit (bri_card_new (suit, BRI_RANK_2));
}

static guint
deck_size (const BriConfig *config)
{
  return DECK_SIZE;
}

static gboolean
check_deck (const BriConfig *config, BriCardSet cards, GError **error)
{
  BriCardSet wrong = bri_deck_italian40 () & ~cards & ~BRI_RANK_MASK (BRI_RANK_2);

  if (wrong != 0)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK,
                   _("“%s”: only a Two may be left out of the deck for three players"),
                   bri_card_to_string (bri_card_set_lowest (wrong)));
      return FALSE;
    }
  return TRUE;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, HAND_SIZE);

  bri_state_set_stock (state, order + dealt + 1, n_cards - dealt - 1);
  bri_state_turn_trump (state, order[dealt]);
}

static guint
legal_actions (const BriState *state, BriAction *actions)
{
  return bri_state_legal_plays (state, actions);
}

static void
apply (BriState *state, BriAction action)
{
  bri_state_play_and_continue (state, action.card);
}

static gboolean
counts_deal_wins (const BriConfig *config)
{
  guint match = config->option[OPT_MATCH];
  return match == MATCH_FIRST_TO_2 || match == MATCH_FIRST_TO_3;
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

/* The seats with the most points, or nobody when all three are level. */
static guint8
points_leaders (const BriMatch *match)
{
  guint8 leaders = bri_match_leading_seats (match, FALSE);
  return leaders == (1u << N_SEATS) - 1 ? 0 : leaders;
}

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  gint32 total = 0, best = 0;

  bri_match_rotate_dealer (match, result);
  if (result->replay)
    return;
  for (guint seat = 0; seat < N_SEATS; seat++)
    {
      match->score[seat] += result->points[seat];
      total += match->score[seat];
      best = MAX (best, match->score[seat]);
    }

  switch (match->config.option[OPT_MATCH])
    {
    case MATCH_SINGLE:
      /* Two players level at the top share the win. */
      bri_match_finish (match, points_leaders (match));
      break;
    case MATCH_FIRST_TO_2:
    case MATCH_FIRST_TO_3:
      {
        guint needed = match->config.option[OPT_MATCH] == MATCH_FIRST_TO_2 ? 2 : 3;
        for (guint seat = 0; seat < N_SEATS; seat++)
          if (match->wins[seat] >= needed)
            bri_match_finish (match, (guint8) (1u << seat));
      }
      break;
    case MATCH_THREE_DEALS:
      /* Every deal that counts adds 120 points: three of them end the match. */
      if (total >= 3 * DEAL_POINTS)
        bri_match_finish (match, points_leaders (match));
      break;
    case MATCH_POINTS_121:
      /* Should two pass the target together and stay level, another deal settles it. */
      if (best >= POINTS_TARGET)
        {
          guint8 leaders = bri_match_leading_seats (match, FALSE);
          if ((leaders & (leaders - 1)) == 0)
            bri_match_finish (match, leaders);
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

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
  .min_players = N_SEATS,
  .max_players = N_SEATS,
  .default_players = N_SEATS,
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  .options = options,
  .n_options = N_OPTS,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  .legal_actions = legal_actions,
  .apply = apply,
  .score = score,
  .match_update = match_update,
  .check_deck = check_deck,
  .table_notes = table_notes,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscola3", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
