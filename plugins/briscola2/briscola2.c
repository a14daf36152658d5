/* briscola2.c: Briscola for two players, with its traditional options and match formats. */
#include <glib/gi18n-lib.h>
#include <briscola.h>

enum { OPT_REDEAL, OPT_COPERTA, OPT_PILE_REVIEW, OPT_MATCH, N_OPTS };
enum { REVIEW_TRADITIONAL, REVIEW_NEVER, REVIEW_ALWAYS };
enum { MATCH_SINGLE, MATCH_BEST_OF_3, MATCH_BEST_OF_5, MATCH_FIRST_TO_3, MATCH_POINTS_120 };

#define HAND_SIZE 3

static const BriOptionChoice off_on[] = {
  { "off", N_("Off") }, { "on", N_("On") }, { NULL, NULL },
};

static const BriOptionChoice review_choices[] = {
  { "traditional", N_("Only before the last trick") },
  { "never", N_("Never") },
  { "always", N_("At any time") },
  { NULL, NULL },
};

static const BriOptionChoice match_choices[] = {
  { "single", N_("A single deal") },
  { "best-of-3", N_("Best of three deals") },
  { "best-of-5", N_("Best of five deals") },
  { "first-to-3", N_("First to win three deals (ties replayed)") },
  { "points-120", N_("First past 120 points over two deals") },
  { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_REDEAL] = { "redeal", N_("Turn again when the trump card is an Ace or a Three"), off_on, 0 },
  [OPT_COPERTA] = { "coperta", N_("Coperta: play blind from a face-down hand"), off_on, 0 },
  [OPT_PILE_REVIEW] = { "pile-review", N_("Looking through your own tricks"), review_choices, 0 },
  [OPT_MATCH] = { "match", N_("Match"), match_choices, 0 },
};

static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  return bri_deck_italian40 ();
}

static guint
deck_size (const BriConfig *config)
{
  return 40;
}

static gboolean
is_carico (BriCard card)
{
  return bri_card_rank (card) == BRI_RANK_ACE || bri_card_rank (card) == BRI_RANK_3;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, HAND_SIZE);
  BriCard trump = order[dealt];
  BriCard stock[BRI_MAX_CARDS];
  guint n_stock = n_cards - dealt - 1;

  memcpy (stock, order + dealt + 1, n_stock);
  /* A turned Ace or Three goes back into the middle of the stock and the next card is
   * turned; the bound only guards against a deck of nothing but carichi. */
  for (guint tries = 0; state->config.option[OPT_REDEAL] && is_carico (trump) && tries < n_cards;
       tries++)
    {
      BriCard next = stock[0];
      guint middle = n_stock / 2;
      memmove (stock, stock + 1, middle);
      stock[middle] = trump;
      trump = next;
    }
  bri_state_set_stock (state, stock, n_stock);
  bri_state_turn_trump (state, trump);
}

static void
score (const BriState *state, BriDealScore *result)
{
  bri_deal_score_by_points (state, result);
  /* Tied deals are dealt again by the same dealer when the match counts deal wins. */
  result->replay = result->outcome == BRI_OUTCOME_TIE &&
                   state->config.option[OPT_MATCH] == MATCH_FIRST_TO_3;
}

static void
finish_by_wins (BriMatch *match)
{
  guint8 leaders = bri_match_leading_seats (match, TRUE);
  bri_match_finish (match, leaders == 0x3 ? 0 : leaders);
}

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  guint most = MAX (match->wins[0], match->wins[1]);
  guint least = MIN (match->wins[0], match->wins[1]);

  bri_match_rotate_dealer (match, result);
  switch (match->config.option[OPT_MATCH])
    {
    case MATCH_SINGLE:
      finish_by_wins (match);
      break;
    case MATCH_BEST_OF_3:
    case MATCH_BEST_OF_5:
      {
        guint n = match->config.option[OPT_MATCH] == MATCH_BEST_OF_3 ? 3 : 5;
        guint left = n - match->n_deals;
        if (left == 0 || most > least + left)
          finish_by_wins (match);
      }
      break;
    case MATCH_FIRST_TO_3:
      if (most >= 3)
        finish_by_wins (match);
      break;
    case MATCH_POINTS_120:
      for (guint seat = 0; seat < 2; seat++)
        match->score[seat] += result->points[seat];
      /* The first to reach 120 wins: after two deals, one dealt by each player, unless
       * one took every point of the first. Both reach it only together, at the end of
       * the second deal, 120 to 120: nobody was first, and the match is drawn. */
      if (match->n_deals >= 2 || match->score[0] >= 120 || match->score[1] >= 120)
        {
          guint8 leaders = bri_match_leading_seats (match, FALSE);
          bri_match_finish (match, leaders == 0x3 ? 0 : leaders);
        }
      break;
    default:
      g_assert_not_reached ();
    }
}

static void
view (const BriState *state, guint seat, BriView *result)
{
  if (state->config.option[OPT_COPERTA])
    result->known[seat] = 0;

  switch (state->config.option[OPT_PILE_REVIEW])
    {
    case REVIEW_NEVER:
      result->may_review_pile = FALSE;
      break;
    case REVIEW_TRADITIONAL:
      result->may_review_pile = bri_state_stock_left (state) == 0 &&
                                bri_state_hand_size (state, seat) <= 1;
      break;
    default:
      result->may_review_pile = TRUE;
    }
}

static const BriRules rules = {
  .id = "briscola2",
  .name = N_("Briscola for Two"),
  .description = N_("The classic duel: three cards each, a turned trump, first past 60 wins"),
  .rules_text = N_(
    "Briscola for two is played with the 40-card Italian deck. The Ace is the strongest "
    "card of each suit, then the Three, King, Knight, Jack, Seven, Six, Five, Four and Two. "
    "Aces count 11 points, Threes 10, Kings 4, Knights 3 and Jacks 2; the other cards count "
    "nothing, so a deal holds 120 points.\n\n"
    "Each player gets three cards. The next card is turned face up: its suit is trump "
    "(the briscola) for the whole deal, and it lies under the stock to be drawn last.\n\n"
    "The player who did not deal leads. You may play any card: there is no need to follow "
    "suit or to trump. The highest trump takes the trick; without a trump, the highest card "
    "of the suit led takes it. The winner of a trick draws first from the stock, then the "
    "other player, and the winner leads next. When the stock is gone, the last three cards "
    "each are played out.\n\n"
    "Whoever takes 61 points or more wins the deal; 60 each is a tie.\n\n"
    "Options: the turned card may be put back into the stock and another turned when it is "
    "an Ace or a Three. In Briscola coperta you play blind from a face-down hand. "
    "Traditionally you may look through the tricks you took only before the last trick. "
    "A match can be one deal, the best of three or five deals, the first to win three "
    "deals (a tie is dealt again by the same dealer), or the first to reach 120 points: "
    "two deals, one dealt by each player, unless one player takes every point of the "
    "first; 120 each is a drawn match."),
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  .options = options,
  .n_options = N_OPTS,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  .legal_actions = bri_state_legal_plays,
  .legal_cards = bri_state_legal_cards,
  .apply = bri_state_apply_play,
  .score = score,
  .match_update = match_update,
  .view = view,
};

BRI_DEFINE_PLUGIN (rules)
