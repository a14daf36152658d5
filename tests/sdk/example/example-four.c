/* example-four.c: Briscola for two with four cards in hand, an example plugin built
 * against the installed libbriscola-1 SDK (see docs/plugin-guide.md). */
#include <glib/gi18n-lib.h>
#include <briscola.h>

#define HAND_SIZE 4

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

/* Four cards each, then the turned trump, which is drawn last, under the stock. */
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

static void
score (const BriState *state, BriDealScore *result)
{
  bri_deal_score_by_points (state, result);
}

/* A match is a single deal. */
static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  guint8 leaders;

  bri_match_rotate_dealer (match, result);
  leaders = bri_match_leading_seats (match, TRUE);
  bri_match_finish (match, leaders == 0x3 ? 0 : leaders);
}

static const BriRules rules = {
  .id = "example-four",
  .name = N_("Briscola for Two with Four Cards"),
  .description = N_("Briscola for two, with four cards in hand instead of three"),
  .rules_text = N_(
    "Played as Briscola for two with the 40-card Italian deck, except that each player "
    "holds four cards: after each trick both draw one, the winner first, until the "
    "stock and the turned trump card are gone.\n\n"
    "Whoever takes 61 points or more wins; 60 each is a tie."),
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  .legal_actions = legal_actions,
  .apply = apply,
  .score = score,
  .match_update = match_update,
};

BRI_DEFINE_PLUGIN (rules)
