/* briscola4.c: Briscola for four, partners sitting opposite, with signals or conversation. */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, OPT_MATCH, N_OPTS };

#define N_SEATS 4
#define HAND_SIZE 3

static const BriOptionSpec options[N_OPTS] = {
  [OPT_COMMUNICATION] = BRI_TALK_OPTION_COMMUNICATION,
  [OPT_END_SHOW] = BRI_TALK_OPTION_END_SHOW,
  [OPT_ORDERS] = BRI_TALK_OPTION_ORDERS,
  [OPT_MATCH] = BRI_KIT_OPTION_TEAM_MATCH,
};

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  /* Partners sit opposite. */
  bri_kit_set_alternating_sides (state, 2);
  bri_kit_deal_turned_trump (state, order, n_cards, HAND_SIZE);
  bri_talk_init_for_options (state, OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, 0xf);
}

BRI_KIT_DEFINE_MATCH_UPDATE (match_update, bri_kit_team_match_formats, OPT_MATCH)

BRI_TALK_DEFINE_OPTION_APPLIES (option_applies, OPT_COMMUNICATION, OPT_ORDERS)

static const BriRules rules = {
  .id = "briscola4",
  .name = N_("Briscola for Four"),
  .description = N_("Two teams of partners sitting opposite, with secret signs or open talk"),
  .rules_text = N_(
    "Four players form two teams: partners sit opposite each other, so the first and third "
    "player to the dealer's right play against the second and the dealer. The 40-card deck "
    "is used; the Ace is the strongest card of each suit, then the Three, King, Knight, Jack, "
    "Seven, Six, Five, Four and Two. Aces are worth 11, Threes 10, Kings 4, Knights 3 and "
    "Jacks 2, the rest nothing: 120 points in all.\n\n"
    "Everyone receives three cards, one at a time, and the thirteenth card is turned face "
    "up: its suit is trump, and it stays under the stock to be the very last card drawn. "
    "The player to the dealer's right leads. Nobody has to follow suit or to trump. The "
    "highest trump wins the trick, or else the highest card of the suit led. After each "
    "trick everyone draws a card, the winner first and then the others in turn, and the "
    "winner leads again. After seven tricks the stock is gone and the last three cards each "
    "are played out: ten tricks in all.\n\n"
    "Partners put their tricks together. The team with 61 points or more wins the deal. "
    "At 60 each the deal is played again by the same dealer and the match score stays as "
    "it was. Otherwise the deal passes to the next player.\n\n"
    "Communication. Muta: nothing may be said or shown. Signals: from the second trick on, "
    "the player whose turn it is may secretly show its partner that it holds the Ace, "
    "Three, King, Knight or Jack of trumps, one such sign per trick, and only a card it "
    "really holds; the opponents learn nothing. Conversation: nothing may be said during "
    "the first trick; from the second trick on, the player who is to lead may, before "
    "leading, ask its partner aloud one question: whether it holds lisci (Twos to Sevens "
    "outside trumps), whether it holds low trumps (Two to Six), whether it holds trump "
    "figures (King, Knight, Jack) — never naming the Ace or Three — whether it can take "
    "the trick without trumping, that is whether it holds the best card left of a suit "
    "that is not trump (the asker's own cards aside), or whether it holds an Ace or Three "
    "outside trumps. The partner must answer yes or no, truthfully. The leader may also "
    "give one order before leading: play a liscio, trump with the highest or the lowest "
    "trump, take the trick without trumping, or play an Ace or Three outside trumps. The "
    "other players only answer. An order binds the partner when it can obey it; with the "
    "option set to advice "
    "the partner may ignore it.\n\n"
    "End show: once the last cards of the stock have been drawn, partners see each other's "
    "hands. This is usual when signals or conversation are played, and can be switched on "
    "or off.\n\n"
    "A match is one deal, or goes on until a team has won two or three deals; tied deals "
    "do not count."),
  BRI_KIT_FIXED_PLAYERS (N_SEATS),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (options, N_OPTS),
  BRI_TALK_PARTNERSHIP_HOOKS,
  BRI_KIT_DECK_40_HOOKS,
  .deal = deal,
  .match_update = match_update,
  .option_applies = option_applies,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscola4", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
