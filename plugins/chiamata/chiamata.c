/* chiamata.c: Briscola Chiamata, the called-partner game: an auction, a called card whose
 * holder is the caller's secret partner, six presets from the mainland and Sicily, a
 * talon, sitting out at seven and eight, three ways to score, and matches to a number of
 * points, deals or rounds. This file holds its rules text and hooks; the presets are in
 * chiamata-presets.c, the deal and auction in chiamata-play.c, the scoring in
 * chiamata-scoring.c, what each seat sees in chiamata-view.c and the greedy player's
 * advice in chiamata-advice.c. */
#include <glib/gi18n-lib.h>

#include "chiamata-private.h"

static const BriRules rules = {
  .id = "chiamata",
  .name = N_("Briscola Chiamata"),
  .description = N_("Bid for the right to call a card: its holder is your secret partner"),
  .rules_text = N_(
    "Briscola Chiamata (called Briscola) is played with the 40-card deck, usually by five. "
    "Cards rank and score as in Briscola: Ace 11, Three 10, King 4, Knight 3, Jack 2, and "
    "the Seven down to the Two nothing, 120 points in all. All the cards are dealt at the "
    "start; nobody draws.\n\n"
    "An auction decides the caller, who then calls a card: its suit is trump, and whoever "
    "holds it is the caller’s partner. The partner keeps quiet: everyone learns who it is "
    "only when the called card is played. A caller who calls a card of its own plays alone "
    "against all the others, and they do not know it (a secret solo). Bidding starts with "
    "the player to the dealer’s right and goes round to the right; whoever passes is out of "
    "the auction for good, and it ends when everyone else has passed after a bid.\n\n"
    "Play goes round to the right. Any card may be played: there is no need to follow suit "
    "or to trump. The highest trump takes the trick, otherwise the highest card of the suit "
    "led; the winner leads the next. Caller and partner put their tricks together and need "
    "61 points, or the number of points bid; 60 is not enough.\n\n"
    "The mainland presets (Classica, Subito al due, Prima mano al buio, Rank then points "
    "and Points) are for five players with eight cards each, or four with ten.\n\n"
    "Classica: a bid names only a rank, and each bid must name a weaker rank than the one "
    "before: the Ace is the lowest bid, then the Three, King, Knight, Jack and Seven, down "
    "to the Two, the highest. A Two ends the auction at once. The winner then names the "
    "suit of the rank it bid. With the pazza option a Two does not end the auction: the "
    "others may go on bidding points, from 62 up to 120, and the last bidder must make "
    "that many points and calls the Two of trumps. The player to the dealer’s right leads "
    "the first trick (an option lets the caller lead, here and in the other mainland "
    "presets). If everyone passes, the same dealer deals again.\n\n"
    "Siciliana col monte: five players get seven cards and five go face down to the talon; "
    "six get six and the talon holds four. At seven the dealer sits the deal out, at eight "
    "the dealer and the player to its right; they neither play nor score. Bids are points "
    "only, each higher than the last, from 70 (or from 61, an option) up to 120. The caller "
    "may call any card, takes the talon without showing it and lays away as many cards; "
    "whoever wins the last trick also takes the cards laid away. If the called card was in "
    "the talon, the caller may show it, and then the player to its right is its partner, "
    "or keep quiet and play a secret solo. Showing is possible while laying away and up to "
    "the first lead; leading a card without showing keeps quiet. A caller that called a "
    "card of its own may show it just the same, as if it had found it in the talon: "
    "nobody else can tell. A card shown is kept to be played. The caller leads. The cards are dealt again by the same dealer when "
    "nobody bids, or when someone holds no card worth a point; that player shows its "
    "hand.\n\n"
    "Subito al due: points only, from 61. The caller names a suit and calls "
    "its Two; holding that Two, it plays alone. If everyone passes, the dealer asks round "
    "once more; if nobody opens again, the same dealer deals again.\n\n"
    "Prima mano al buio: as Subito al due, but the first trick is played without a trump. "
    "Once its last card is down, the caller names the trump suit (calling its Two), and "
    "then the trick is decided with that trump. Nobody may play a Two to the first trick, "
    "except the caller when it plays last to it.\n\n"
    "Rank then points: bids name ranks as in the Classica, and after a Two they may go on "
    "in points from 62. After a Two or a point bid the Two of trumps is called. An "
    "option lets a caller that holds the Two of its suit and does not want a solo call its "
    "lowest missing trump instead.\n\n"
    "Points: the mainland auction without a talon. Bids are points only, each higher "
    "than the last, from 61 up to 120, and the caller may call any card; calling one of "
    "its own, it plays a secret solo. If everyone passes, the same dealer deals again.\n\n"
    "Scoring, in any preset. Classic, the default of the Classica: when the caller wins it "
    "gets 2 points, the partner 1, and each opponent loses 1; when it loses, the other way "
    "round. A solo caller wins or loses 4, against 1 from or to each opponent. A side "
    "taking every trick doubles the scores. Sicilian stakes, the default of the Siciliana: "
    "2, 1 and 1 and a solo 4 as well, doubled for a bid of 91 or more and doubled again "
    "when a side takes all 120 points, even without every trick; with six players in the "
    "deal, caller and partner win or lose 2 each and a solo 5. Graded, the default of the "
    "other presets: a base of 1 for rank bids and bids up to 70, 2 up to 80, 3 up to 90, 4 "
    "up to 100, 5 up to 110 and 6 above; the caller wins or loses twice the base, the "
    "partner the base, and each opponent the opposite of the base; taking every trick "
    "doubles it. Bidding 93 and taking every trick with a "
    "partner, for example, gives the caller 16 and the partner 8, and costs each opponent "
    "8. The points of a deal always add up to nothing: with four players caller and "
    "partner win or lose one share each (a solo 3), and with six in the deal two shares "
    "each.\n\n"
    "The match goes on until someone reaches 11 points, or another target, or lasts a "
    "single deal, five or ten deals, or one or two rounds, in which each player deals "
    "once; after the last deal the most points win. The deal passes to the right, but in the Siciliana the caller deals the "
    "next game; at seven and eight it passes to the right so that everyone sits out in "
    "turn. A deal thrown in does not count, nor towards the deals of a match; where the "
    "caller deals next, a round is as many deals as there are players.\n\n"
    "No table talk: nothing said or done may hint at the cards you hold."),
  BRI_KIT_PLAYERS (4, 8, 5),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (chiamata_options, N_OPTS),
  .messages = chiamata_messages,
  .n_messages = N_MESSAGES,
  .check_config = chiamata_check_config,
  .option_applies = chiamata_option_applies,
  BRI_KIT_DECK_40_HOOKS,
  .deal = chiamata_deal,
  .legal_actions = chiamata_legal_actions,
  .apply = chiamata_apply,
  .score = chiamata_score,
  .match_update = chiamata_match_update,
  .view = chiamata_view,
  .action_visible = chiamata_action_visible,
  .resampled = chiamata_resampled,
  .suggest = chiamata_suggest,
  .table_notes = chiamata_table_notes,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "chiamata", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
