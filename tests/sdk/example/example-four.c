/* example-four.c: Briscola for two with four or five cards in hand, an example plugin
 * built against the installed libbriscola-1 SDK (see docs/plugin-guide.md). One module
 * registers both variants; their texts are translated in the plugin's own gettext domain,
 * whose catalogues are installed in a "locale" folder beside the module. */
#include <glib/gi18n-lib.h>
#include <briscola.h>

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

/* @hand_size cards each, then the turned trump, which is drawn last, under the stock. */
static void
deal_hands (BriState *state, const BriCard *order, guint n_cards, guint hand_size)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, hand_size);

  bri_state_set_stock (state, order + dealt + 1, n_cards - dealt - 1);
  bri_state_turn_trump (state, order[dealt]);
}

static void
deal_four (BriState *state, const BriCard *order, guint n_cards)
{
  deal_hands (state, order, n_cards, 4);
}

static void
deal_five (BriState *state, const BriCard *order, guint n_cards)
{
  deal_hands (state, order, n_cards, 5);
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

static const BriRules four_rules = {
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
  .deal = deal_four,
  .legal_actions = legal_actions,
  .apply = apply,
  .score = score,
  .match_update = match_update,
};

static const BriRules five_rules = {
  .id = "example-five",
  .name = N_("Briscola for Two with Five Cards"),
  .description = N_("Briscola for two, with five cards in hand instead of three"),
  .rules_text = N_(
    "Played as Briscola for two with the 40-card Italian deck, except that each player "
    "holds five cards: after each trick both draw one, the winner first, until the "
    "stock and the turned trump card are gone.\n\n"
    "Whoever takes 61 points or more wins; 60 each is a tie."),
  .min_players = 2,
  .max_players = 2,
  .default_players = 2,
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal_five,
  .legal_actions = legal_actions,
  .apply = apply,
  .score = score,
  .match_update = match_update,
};

/* The build gives the version and the domain (see meson.build); the catalogues lie in
 * "locale" beside the installed module. */
BRI_DEFINE_PLUGIN ("example-four", PLUGIN_VERSION, "GPL-3.0-or-later",
                   GETTEXT_PACKAGE, "locale",
                   &four_rules, &five_rules)
