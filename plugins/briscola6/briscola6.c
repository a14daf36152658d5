/* briscola6.c: Briscola for six without the Twos, as two teams of three or three pairs. */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_TEAMS, OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, OPT_MATCH, N_OPTS };
enum { TEAMS_2X3, TEAMS_3X2 };

#define N_SEATS 6
#define HAND_SIZE 3

static const BriOptionChoice teams_choices[] = {
  { "2x3", N_("Two teams of three, alternate seats") },
  { "3x2", N_("Three pairs, partners opposite") },
  { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_TEAMS] = { "teams", N_("Teams"), teams_choices, TEAMS_2X3 },
  [OPT_COMMUNICATION] = BRI_TALK_OPTION_COMMUNICATION,
  [OPT_END_SHOW] = BRI_TALK_OPTION_END_SHOW,
  [OPT_ORDERS] = BRI_TALK_OPTION_ORDERS,
  [OPT_MATCH] = BRI_KIT_OPTION_TEAM_MATCH,
};

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  /* Two teams on alternate seats, or three pairs sitting opposite. */
  bri_kit_set_alternating_sides (state, state->config.option[OPT_TEAMS] == TEAMS_3X2 ? 3 : 2);
  bri_kit_deal_turned_trump (state, order, n_cards, HAND_SIZE);
  bri_talk_init_for_options (state, OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, 0x3f);
}

BRI_KIT_DEFINE_MATCH_UPDATE (match_update, bri_kit_team_match_formats, OPT_MATCH)

BRI_TALK_DEFINE_OPTION_APPLIES (option_applies, OPT_COMMUNICATION, OPT_ORDERS)

static const BriRules rules = {
  .id = "briscola6",
  .name = N_("Briscola for Six"),
  .description = N_("Six players without the Twos: two teams of three or three pairs"),
  .rules_text = N_(
    "Six players use the 40-card deck with the four Twos taken out, 36 cards worth 120 "
    "points: Ace 11, Three 10, King 4, Knight 3, Jack 2, the rest nothing. The Ace is the "
    "strongest card of its suit, then the Three, King, Knight, Jack, Seven, Six, Five and "
    "Four.\n\n"
    "Teams: by default two teams of three sit on alternate seats, so that nobody sits next "
    "to a partner; the team with 61 points or more wins the deal. Alternatively three pairs "
    "play, partners sitting opposite each other; the pair with the most points wins, and a "
    "deal ending 40, 40 and 40 is void.\n\n"
    "Each player receives three cards, one at a time, and the next card is turned face up "
    "for trump; it lies under the stock and is drawn last. The player to the dealer's "
    "right leads. Nobody has to follow suit or to trump; the highest trump takes the trick, "
    "or else the highest card of the suit led. After each of the first three tricks "
    "everyone draws a card, the winner first, and the winner leads next; then the stock is "
    "gone and the three cards left in each hand are played out, six tricks in all. "
    "Partners put their tricks together.\n\n"
    "A deal that is tied at the top, 60 to 60 between teams or two pairs level, or that is "
    "void, does not count and the same dealer deals again; otherwise the deal passes to the "
    "next player.\n\n"
    "Communication works as in Briscola for four. Muta: no talk. Signals: from the second "
    "trick on, the player on turn may secretly show its partners (both of them, in teams of "
    "three) that it holds the Ace, Three, King, Knight or Jack of trumps, one sign per "
    "trick. Conversation: from the second trick on, the player who is to lead may, before "
    "leading, ask a partner aloud one question — whether it has lisci, whether it holds "
    "low trumps (Two to Six), whether it holds trump figures, whether it can take the "
    "trick without trumping (holds the best card left of a suit that is not trump), or "
    "whether it holds an Ace or Three outside trumps — and the partner answers yes or no, "
    "truthfully; and it may give one order: play a liscio, trump high or low, take "
    "without trumping or play an Ace or Three outside trumps. In teams of three, every "
    "question or order names the partner it is for: the one playing after you or the one "
    "playing before you. The other players only answer. Orders bind when "
    "they can be obeyed, unless they are played as advice.\n\n"
    "End show: as in the four-player game, partners may see each other's hands once the "
    "stock is gone; on by default with signals or conversation.\n\n"
    "A match is one deal, or goes on until a side has won two or three deals."),
  BRI_KIT_FIXED_PLAYERS (N_SEATS),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (options, N_OPTS),
  BRI_TALK_PARTNERSHIP_HOOKS,
  BRI_KIT_DECK_36_HOOKS,
  .deal = deal,
  .match_update = match_update,
  .option_applies = option_applies,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscola6", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
