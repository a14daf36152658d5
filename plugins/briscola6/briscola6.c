/* briscola6.c: Briscola for six without the Twos, as two teams of three or three pairs. */
#include <glib/gi18n-lib.h>
#include <briscola.h>

enum { OPT_TEAMS, OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, OPT_MATCH, N_OPTS };
enum { TEAMS_2X3, TEAMS_3X2 };
enum { TALK_MUTA, TALK_SIGNALS, TALK_CONVERSATION };
enum { SHOW_AUTO, SHOW_ON, SHOW_OFF };
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

static const BriOptionChoice teams_choices[] = {
  { "2x3", N_("Two teams of three, alternate seats") },
  { "3x2", N_("Three pairs, partners opposite") },
  { NULL, NULL },
};

static const BriOptionChoice communication_choices[] = {
  { "muta", N_("Muta: no talk at all") },
  { "signals", N_("Secret signals of high trumps") },
  { "conversation", N_("Conversation: questions and orders aloud") },
  { NULL, NULL },
};

static const BriOptionChoice end_show_choices[] = {
  { "auto", N_("With signals or conversation") },
  { "on", N_("Always") },
  { "off", N_("Never") },
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

static const BriOptionSpec options[N_OPTS] = {
  [OPT_TEAMS] = { "teams", N_("Teams"), teams_choices, TEAMS_2X3 },
  [OPT_COMMUNICATION] = { "communication", N_("Talk between partners"), communication_choices,
                          TALK_SIGNALS },
  [OPT_END_SHOW] = { "end-show", N_("Partners show their hands when the stock is gone"),
                     end_show_choices, SHOW_AUTO },
  [OPT_ORDERS] = { "orders", N_("Orders in conversation"), orders_choices, ORDERS_BINDING },
  [OPT_MATCH] = { "match", N_("Match"), match_choices, MATCH_SINGLE },
};

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

static guint
talk_flags (const BriConfig *config)
{
  guint communication = config->option[OPT_COMMUNICATION];
  guint show = config->option[OPT_END_SHOW];
  guint flags = 0;

  if (communication == TALK_SIGNALS)
    flags |= BRI_TALK_SIGNALS;
  else if (communication == TALK_CONVERSATION)
    flags |= BRI_TALK_CONVERSATION | BRI_TALK_LEADER_ASKS; /* the trick leader speaks */
  if (show == SHOW_ON || (show == SHOW_AUTO && communication != TALK_MUTA))
    flags |= BRI_TALK_END_SHOW;
  if (config->option[OPT_ORDERS] == ORDERS_ADVICE)
    flags |= BRI_TALK_ADVISORY;
  return flags;
}

static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, HAND_SIZE);
  guint n_sides = state->config.option[OPT_TEAMS] == TEAMS_3X2 ? 3 : 2;

  /* Two teams on alternate seats, or three pairs sitting opposite. */
  for (guint seat = 0; seat < N_SEATS; seat++)
    state->team[seat] = (guint8) (seat % n_sides);
  bri_state_set_stock (state, order + dealt + 1, n_cards - dealt - 1);
  bri_state_turn_trump (state, order[dealt]);
  bri_talk_init (&ext (state)->talk, talk_flags (&state->config), 0x3f, 0);
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
  /* A tie at the top (60-60, or two pairs level) or 40-40-40 does not count: the same
   * dealer deals again. */
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

/* Orders are given only in conversation. */
static gboolean
option_applies (const BriConfig *config, guint option)
{
  return option != OPT_ORDERS || config->option[OPT_COMMUNICATION] == TALK_CONVERSATION;
}

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
  .option_applies = option_applies,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscola6", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
