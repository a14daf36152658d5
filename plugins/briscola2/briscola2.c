/* briscola2.c: Briscola for two players, with its traditional options and match formats.
 * The duel itself, which Scoperta shares, is in briscola2-duel.c. */
#include <glib/gi18n-lib.h>

#include "briscola2-duel.h"

enum { OPT_REDEAL, OPT_COPERTA, OPT_PILE_REVIEW, OPT_MATCH, N_OPTS };

static const BriOptionSpec options[N_OPTS] = {
  [OPT_REDEAL] = DUEL_OPTION_REDEAL,
  [OPT_COPERTA] = { "coperta", N_("Coperta: play blind from a face-down hand"), duel_off_on, 0 },
  [OPT_PILE_REVIEW] = DUEL_OPTION_PILE_REVIEW,
  [OPT_MATCH] = DUEL_OPTION_MATCH,
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

BRI_KIT_DEFINE_MATCH_UPDATE (match_update, duel_match_formats, OPT_MATCH)

static void
view (const BriState *state, guint seat, BriView *result)
{
  if (state->config.option[OPT_COPERTA])
    result->known[seat] = 0;
  result->may_review_pile = duel_may_review_pile (state, seat,
                                                  state->config.option[OPT_PILE_REVIEW]);
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
  DUEL_RULES_FIELDS,
  BRI_KIT_OPTIONS (options, N_OPTS),
  .deal = deal,
  .score = score,
  .match_update = match_update,
  .view = view,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscola2", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
