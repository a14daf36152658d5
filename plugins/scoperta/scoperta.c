/* scoperta.c: Briscola Scoperta, Briscola for two played with open hands and the next
 * card of the stock lying face up; only the rest of the stock is hidden. The duel it
 * shares with Briscola for two is in plugins/briscola2/briscola2-duel.c. */
#include <glib/gi18n-lib.h>

#include "briscola2-duel.h"

/* The options of Briscola for two that make sense with open hands. Coperta (playing
 * blind from a face-down hand) is left out: here every hand lies face up for both
 * players, so there is no face-down hand to play blind from. */
enum { OPT_REDEAL, OPT_PILE_REVIEW, OPT_MATCH, N_OPTS };

static const BriOptionSpec options[N_OPTS] = {
  [OPT_REDEAL] = DUEL_OPTION_REDEAL,
  [OPT_PILE_REVIEW] = DUEL_OPTION_PILE_REVIEW,
  [OPT_MATCH] = DUEL_OPTION_MATCH,
};

/* Unlike Briscola for two, two deals to 120 end after the first only when one player
 * took every trick in it. */
static const BriKitMatchFormat two_deals = {
  .score = BRI_KIT_SCORE_SEAT_POINTS, .deals = 2,
};

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  duel_deal (state, order, n_cards, state->config.option[OPT_REDEAL]);
}

static void
score (const BriState *state, BriDealScore *result)
{
  duel_score (state, result, state->config.option[OPT_MATCH]);
}

static gboolean
took_every_trick (const BriState *state)
{
  return bri_card_set_count (state->pile[0]) == 40 || bri_card_set_count (state->pile[1]) == 40;
}

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  guint format = match->config.option[OPT_MATCH];

  if (format != DUEL_MATCH_POINTS_120)
    {
      bri_kit_match_update (&duel_match_formats[format], match, state, result);
      return;
    }
  bri_kit_match_update (&two_deals, match, state, result);
  if (!match->finished && took_every_trick (state))
    bri_kit_match_finish_with_leaders (match, FALSE);
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
  result->may_review_pile = duel_may_review_pile (state, seat,
                                                  state->config.option[OPT_PILE_REVIEW]);
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
  DUEL_RULES_FIELDS,
  BRI_KIT_OPTIONS (options, N_OPTS),
  .deal = deal,
  .score = score,
  .match_update = match_update,
  .view = view,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "scoperta", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
