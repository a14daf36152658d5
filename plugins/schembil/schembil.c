/* schembil.c: Schembil, six players in two teams of three led by their captains (rais). */
#include <glib/gi18n-lib.h>
#include <briscola.h>

enum { OPT_LOOK, OPT_ORDERS, OPT_MATCH, OPT_RAIS_EVEN, OPT_RAIS_ODD, N_OPTS };
enum { LOOK_RIGHT, LOOK_CHOOSE };
enum { ORDERS_BINDING, ORDERS_ADVICE };
enum { MATCH_SINGLE, MATCH_FIRST_TO_2, MATCH_FIRST_TO_3 };

#define N_SEATS 6
#define HAND_SIZE 3

typedef struct
{
  BriTalk talk;
} Ext;

G_STATIC_ASSERT (sizeof (Ext) <= BRI_STATE_EXT_SIZE);

static inline Ext *
ext (BriState *state)
{
  return (Ext *) state->ext;
}

static inline const Ext *
cext (const BriState *state)
{
  return (const Ext *) state->ext;
}

static const BriOptionChoice look_choices[] = {
  { "right", N_("The partner to the right, at once") },
  { "choose", N_("A partner of the captain's choice") },
  { NULL, NULL },
};

static const BriOptionChoice orders_choices[] = {
  { "binding", N_("Obeyed whenever possible") },
  { "advice", N_("Only advice") },
  { NULL, NULL },
};

static const BriOptionChoice match_choices[] = {
  { "single", N_("A single deal") },
  { "first-to-2", N_("First team to win two deals") },
  { "first-to-3", N_("First team to win three deals") },
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
  [OPT_ORDERS] = { "orders", N_("The captain's orders"), orders_choices, ORDERS_BINDING },
  [OPT_MATCH] = { "match", N_("Match"), match_choices, MATCH_SINGLE },
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

static BriCardSet
deck (const BriConfig *config, BriRng *rng)
{
  return bri_deck_italian40 () & ~BRI_RANK_MASK (BRI_RANK_2);
}

static guint
deck_size (const BriConfig *config)
{
  return 36;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, HAND_SIZE);
  guint flags = BRI_TALK_CONVERSATION;

  for (guint seat = 0; seat < N_SEATS; seat++)
    state->team[seat] = (guint8) (seat % 2);
  bri_state_set_stock (state, order + dealt + 1, n_cards - dealt - 1);
  bri_state_turn_trump (state, order[dealt]);

  flags |= state->config.option[OPT_LOOK] == LOOK_CHOOSE ? BRI_TALK_LOOK_CHOOSE
                                                          : BRI_TALK_LOOK_NEXT;
  if (state->config.option[OPT_ORDERS] == ORDERS_ADVICE)
    flags |= BRI_TALK_ADVISORY;
  /* Only the captains speak first; the others only answer them. */
  bri_talk_init (&ext (state)->talk, flags, rais_seats (&state->config),
                 rais_seats (&state->config));
}

static guint
legal_actions (const BriState *state, BriAction *actions)
{
  return bri_talk_legal_actions (state, &cext (state)->talk, actions);
}

static void
apply (BriState *state, BriAction action)
{
  bri_talk_apply (state, &ext (state)->talk, action);
}

static void
score (const BriState *state, BriDealScore *result)
{
  bri_deal_score_by_points (state, result);
  /* 60 each: the same dealer deals again. */
  result->replay = result->outcome != BRI_OUTCOME_WIN;
}

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  static const guint needed[] = { [MATCH_SINGLE] = 1, [MATCH_FIRST_TO_2] = 2,
                                  [MATCH_FIRST_TO_3] = 3 };
  guint most = 0;

  bri_match_rotate_dealer (match, result);
  if (result->replay)
    return;
  for (guint side = 0; side < result->n_sides; side++)
    bri_match_credit_side (match, state, side, result->side_points[side]);
  for (guint seat = 0; seat < state->n_seats; seat++)
    most = MAX (most, match->wins[seat]);
  if (most >= needed[match->config.option[OPT_MATCH]])
    bri_match_finish (match, bri_match_leading_seats (match, TRUE));
}

static void
view (const BriState *state, guint seat, BriView *result)
{
  bri_talk_view (state, &cext (state)->talk, seat, result);
}

static gboolean
action_visible (const BriState *state, guint actor, BriAction action, guint seat)
{
  return bri_talk_action_visible (state, actor, action, seat);
}

static gboolean
suggest (const BriState *state, BriRng *rng, BriAction *action)
{
  return bri_talk_suggest (state, &cext (state)->talk, action);
}

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
  .min_players = N_SEATS,
  .max_players = N_SEATS,
  .default_players = N_SEATS,
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  .options = options,
  .n_options = N_OPTS,
  .messages = bri_talk_messages,
  .n_messages = BRI_TALK_N_MESSAGES,
  .deck = deck,
  .deck_size = deck_size,
  .deal = deal,
  .legal_actions = legal_actions,
  .apply = apply,
  .score = score,
  .match_update = match_update,
  .view = view,
  .action_visible = action_visible,
  .suggest = suggest,
  .table_notes = table_notes,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "schembil", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
