/* briscolone.c: Briscolone, Briscola for two without a trump suit: five cards each,
 * following suit, and deals until a player reaches 121 or 151 points. */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_FOLLOW_SUIT, OPT_TARGET, N_OPTS };
enum { FOLLOW_OFF, FOLLOW_ON };
enum { TARGET_121, TARGET_151 };

#define N_SEATS 2
#define HAND_SIZE 5

static const BriOptionChoice follow_choices[] = {
  { "off", N_("Off") }, { "on", N_("On") }, { NULL, NULL },
};

static const BriOptionChoice target_choices[] = {
  { "121", N_("121 points") },
  { "151", N_("151 points") },
  { NULL, NULL },
};

/* Card points add up over the deals; level leaders past the target play another. */
static const BriKitMatchFormat match_formats[] = {
  [TARGET_121] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .points = 121 },
  [TARGET_151] = { .score = BRI_KIT_SCORE_SEAT_POINTS, .points = 151 },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_FOLLOW_SUIT] = { "follow-suit", N_("Follow suit when able"), follow_choices,
                        FOLLOW_ON },
  [OPT_TARGET] = { "target", N_("Points to reach over several deals"), target_choices,
                   TARGET_121 },
};

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, HAND_SIZE);

  /* No card is turned: the state keeps no trump suit, so only the suit led can win. */
  bri_state_set_stock (state, order + dealt, n_cards - dealt);
  state->must_follow = state->config.option[OPT_FOLLOW_SUIT] == FOLLOW_ON;
}

static void
score (const BriState *state, BriDealScore *result)
{
  /* 61 or more wins the deal; 60 each is a tie whose points count all the same. */
  bri_deal_score_by_points (state, result);
}

BRI_KIT_DEFINE_MATCH_UPDATE (match_update, match_formats, OPT_TARGET)

static const BriRules rules = {
  .id = "briscolone",
  .name = N_("Briscolone"),
  .description = N_("Two players, five cards each and no trump: the highest card of the suit "
                     "led takes the trick"),
  .rules_text = N_(
    "Briscolone is a game for two with the 40-card Italian deck and no trump suit. In "
    "every suit the Ace is strongest, then the Three, King, Knight, Jack, Seven, Six, "
    "Five, Four and Two. Aces count 11 points, Threes 10, Kings 4, Knights 3 and Jacks 2; "
    "the rest count nothing, 120 points in all. (Some players use the same name for "
    "Briscola Chiamata; this is a different game.)\n\n"
    "Each player is dealt five cards, one at a time, beginning with the player who does "
    "not deal. No card is turned up: the other thirty cards form the stock.\n\n"
    "The player who did not deal leads. By default you must follow suit when you can; "
    "only without a card of the suit led may you play another suit. An option lets you "
    "play any card at any time. The trick goes to the highest card of the suit led: a "
    "card of another suit never takes it, however strong.\n\n"
    "The winner of a trick draws first, then the other player, and the winner leads the "
    "next trick. The stock runs out after fifteen tricks, and the last five cards of each "
    "hand are played out: twenty tricks in all.\n\n"
    "A player with 61 points or more wins the deal; 60 each is a tie. The points of every "
    "deal are added up, and deals go on, the dealer alternating, until a player reaches "
    "121 points, or 151 by option. Should both get there in the same deal, the higher "
    "total wins; if the totals are level, another deal is played."),
  BRI_KIT_FIXED_PLAYERS (N_SEATS),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (options, N_OPTS),
  BRI_KIT_DECK_40_HOOKS,
  .deal = deal,
  BRI_KIT_PLAY_HOOKS,
  .score = score,
  .match_update = match_update,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscolone", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
