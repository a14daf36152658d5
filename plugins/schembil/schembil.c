/* schembil.c: Schembil, six players in two teams of three led by their captains (rais). */
#include <glib/gi18n-lib.h>
#include <briscola-kit.h>

enum { OPT_LOOK, OPT_ORDERS, OPT_MATCH, OPT_RAIS_EVEN, OPT_RAIS_ODD, N_OPTS };
enum { LOOK_RIGHT, LOOK_CHOOSE };

#define N_SEATS 6
#define HAND_SIZE 3

static const BriOptionChoice look_choices[] = {
  { "right", N_("The partner to the right, at once") },
  { "choose", N_("A partner of the captain's choice") },
  { NULL, NULL },
};

/* Each team chooses its captain (source 000), for the whole match: choice i is the
 * team's i-th seat. */
static const BriOptionChoice rais_even_choices[] = {
  { "seat0", N_("Seat 0") },
  { "seat2", N_("Seat 2") },
  { "seat4", N_("Seat 4") },
  { NULL, NULL },
};

static const BriOptionChoice rais_odd_choices[] = {
  { "seat1", N_("Seat 1") },
  { "seat3", N_("Seat 3") },
  { "seat5", N_("Seat 5") },
  { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_LOOK] = { "look", N_("The captain's look at a partner's hand"), look_choices,
                 LOOK_RIGHT },
  [OPT_ORDERS] = { "orders", N_("The captain's orders"), bri_talk_orders_choices,
                   BRI_TALK_ORDERS_BINDING },
  [OPT_MATCH] = BRI_KIT_OPTION_TEAM_MATCH,
  [OPT_RAIS_EVEN] = { "rais-even", N_("Captain of the team on seats 0, 2 and 4"),
                      rais_even_choices, 0 },
  [OPT_RAIS_ODD] = { "rais-odd", N_("Captain of the team on seats 1, 3 and 5"),
                     rais_odd_choices, 0 },
};

/* A bit per captain's seat, as the teams chose them. */
static guint8
rais_seats (const BriConfig *config)
{
  return (guint8) ((1u << (config->option[OPT_RAIS_EVEN] * 2)) |
                   (1u << (config->option[OPT_RAIS_ODD] * 2 + 1)));
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  guint flags = BRI_TALK_CONVERSATION;

  /* Two teams on alternate seats. */
  bri_kit_set_alternating_sides (state, 2);
  bri_kit_deal_turned_trump (state, order, n_cards, HAND_SIZE);

  flags |= state->config.option[OPT_LOOK] == LOOK_CHOOSE ? BRI_TALK_LOOK_CHOOSE
                                                          : BRI_TALK_LOOK_NEXT;
  if (state->config.option[OPT_ORDERS] == BRI_TALK_ORDERS_ADVICE)
    flags |= BRI_TALK_ADVISORY;
  /* Only the captains speak first; the others only answer them. */
  bri_talk_init (bri_talk_of (state), flags, rais_seats (&state->config),
                 rais_seats (&state->config));
}

BRI_KIT_DEFINE_MATCH_UPDATE (match_update, bri_kit_team_match_formats, OPT_MATCH)

/* The two captains by their seats, each as @seat sees it: its own, its team's or the
 * other team's (the teams are public: every other seat). */
static guint
table_notes (const BriState *state, guint seat, BriDeckStyle style, BriTableNote *notes)
{
  guint n = 0;

  for (guint rais = 0; rais < N_SEATS; rais++)
    {
      const char *text;

      if (!(rais_seats (&state->config) & (1u << rais)))
        continue;
      if (rais == seat)
        text = _("Rais: you lead your team");
      else if (bri_state_same_side (state, rais, seat))
        text = _("Rais: your team’s captain");
      else
        text = _("Rais: the other team’s captain");
      n = bri_table_notes_add (notes, n, rais, BRI_TABLE_NOTE_CAPTAIN, "%s", text);
    }
  return n;
}

static const BriRules rules = {
  .id = "schembil",
  .name = N_("Schembil"),
  .description = N_("Six players in two teams of three, each led by its captain, the rais"),
  .rules_text = N_(
    "Schembil is played in North Africa and Sicily by six players in two teams of three, "
    "on alternate seats: the first, third and fifth player to the dealer's right against "
    "the second, the fourth and the dealer. The 40-card deck is used without its Twos: 36 "
    "cards, still 120 points (Ace 11, Three 10, King 4, Knight 3, Jack 2). The Ace is the "
    "strongest card of a suit, then the Three, King, Knight, Jack, Seven, Six, Five and "
    "Four.\n\n"
    "Each player gets three cards and the next card is turned for trump; it is the last "
    "card of the stock. The player to the dealer's right leads. Nobody has to follow suit "
    "or to trump; the highest trump takes the trick, or else the highest card of the suit "
    "led. After each of the first three tricks everyone draws a card, the winner first, and "
    "the winner leads next; then the three cards left in each hand are played out. The "
    "team with 61 points or more wins; at 60 each the same dealer deals again.\n\n"
    "Each team chooses a captain, the rais, for the whole match, usually its most skilled "
    "player; two options name them, by default the players on seats 0 and 1, that is the "
    "first two players to the right of the dealer when seat 5 deals. Only the "
    "rais talks. From the second trick on, "
    "when it is its turn, it may ask one of its partners aloud whether it has lisci "
    "(Twos to Sevens outside trumps), whether it holds low trumps (Two to Six), whether it "
    "holds trump figures (the Ace and Three are never named), whether it can take the trick "
    "without trumping (before a card is led: whether it holds the best card left of a suit "
    "that is not trump), or whether it holds an Ace or Three outside trumps; and it "
    "may tell a partner who has still to play to the trick to play a liscio, to trump with "
    "its highest or lowest trump, to take the trick without trumping, or to play an Ace or "
    "Three outside trumps. One question and one order per trick. The partner only speaks "
    "to answer, and its answer is always true. An order binds the partner when it can obey "
    "it, unless orders are played as advice.\n\n"
    "When the stock is exhausted, each rais looks at the hand of one partner. By default "
    "this is the partner sitting to its right, who plays next after it among its partners, "
    "and the look happens at once; with the other setting the rais picks the partner on "
    "its turn, and may also let the chance go.\n\n"
    "A match is one deal, or goes on until a team has won two or three deals."),
  BRI_KIT_FIXED_PLAYERS (N_SEATS),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (options, N_OPTS),
  BRI_TALK_PARTNERSHIP_HOOKS,
  BRI_KIT_DECK_36_HOOKS,
  .deal = deal,
  .match_update = match_update,
  .table_notes = table_notes,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "schembil", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
