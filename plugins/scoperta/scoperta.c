/* scoperta.c: Briscola Scoperta, Briscola for two played with open hands and the next
 * card of the stock lying face up; only the rest of the stock is hidden. */
#include <glib/gi18n-lib.h>
#include <briscola.h>

/* The options of Briscola for two that make sense with open hands. Coperta (playing
 * blind from a face-down hand) is left out: here every hand lies face up for both
 * players, so there is no face-down hand to play blind from. */
enum { OPT_REDEAL, OPT_PILE_REVIEW, OPT_MATCH, N_OPTS };
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
   * turned. Both players saw it, but it now lies among the hidden cards of the stock,
   * which is all the view leaves unseen anyway. The bound only guards against a deck
   * of nothing but carichi. */
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
      /* Two deals, one dealt by each player, unless one took every trick in the first. */
      if (match->n_deals >= 2 || bri_card_set_count (state->pile[0]) == 40 ||
          bri_card_set_count (state->pile[1]) == 40)
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
  /* Both hands lie face up. */
  for (guint other = 0; other < state->n_seats; other++)
    result->known[other] = state->hand[other];

  /* So does the next card of the stock; the trump card under the stock is already
   * known. The search keeps known stock cards in their places when it resamples. */
  if (bri_state_stock_left (state) > 0)
    {
      result->stock_top_open = TRUE;
      result->stock_known |= bri_card_bit (state->stock[state->stock_top]);
    }

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
  .id = "scoperta",
  .name = N_("Briscola Scoperta"),
  .description = N_("Briscola for two with open hands: only the middle of the stock is hidden"),
  .rules_text = N_(
    "Briscola Scoperta is Briscola for two with nothing to hide: both hands lie face up "
    "on the table, and so does the card at the top of the stock, the next one to be "
    "drawn. The only cards nobody can see are those of the stock between that top card "
    "and the trump card at its bottom.\n\n"
    "The 40-card Italian deck is used. In every suit the Ace is highest, followed by the "
    "Three, King, Knight, Jack, Seven, Six, Five, Four and Two. An Ace is worth 11 "
    "points, a Three 10, a King 4, a Knight 3 and a Jack 2; the rest are worth nothing, "
    "and the whole deck holds 120 points.\n\n"
    "Three cards are dealt to each player, and the seventh card is turned over. Its suit "
    "is trump for the deal; the card itself goes under the stock and is the last one "
    "drawn.\n\n"
    "The dealer's opponent leads the first trick. Any card may be played, whatever was "
    "led. The trick goes to the highest trump in it or, if there is none, to the higher "
    "card of the suit that was led. The winner takes the open card from the top of the "
    "stock, the other player draws the card beneath it, and the winner leads the next "
    "trick. Whatever card comes to the top of the stock is shown at once, so both "
    "players always know what the winner of the next trick will draw. Once the stock is "
    "empty the last three cards of each hand are played out.\n\n"
    "A player with 61 points or more wins the deal; 60 points each is a tie. The deal "
    "passes to the other player each time.\n\n"
    "Options: when the turned card is an Ace or a Three it can be slipped back into the "
    "middle of the stock and the next card turned instead. You may look back through the "
    "tricks you have taken only before the last trick (the tradition), never, or at any "
    "time. A match is one deal, the best of three or of five deals, the first to win "
    "three deals (a tie is dealt again by the same dealer), or two deals, one dealt by "
    "each player, adding up the points of both. Playing blind from a face-down hand, "
    "an option of Briscola for two, has no place here, since every hand is open."),
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
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
  .view = view,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "scoperta", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
