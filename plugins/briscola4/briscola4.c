/* briscola4.c: Briscola for four, partners sitting opposite, with signals or conversation. */
#include <glib/gi18n-lib.h>
#include <briscola.h>

enum { OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, OPT_MATCH, N_OPTS };
enum { TALK_MUTA, TALK_SIGNALS, TALK_CONVERSATION };
enum { SHOW_AUTO, SHOW_ON, SHOW_OFF };
enum { ORDERS_BINDING, ORDERS_ADVICE };
enum { MATCH_SINGLE, MATCH_FIRST_TO_2, MATCH_FIRST_TO_3 };

#define N_SEATS 4
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
  return bri_deck_italian40 ();
}

static guint
deck_size (const BriConfig *config)
{
  return 40;
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

  /* Partners sit opposite: seats 0 and 2 against 1 and 3. */
  for (guint seat = 0; seat < N_SEATS; seat++)
    state->team[seat] = (guint8) (seat % 2);
  bri_state_set_stock (state, order + dealt + 1, n_cards - dealt - 1);
  bri_state_turn_trump (state, order[dealt]);
  bri_talk_init (&ext (state)->talk, talk_flags (&state->config), 0xf, 0);
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
  /* 60 each: the same dealer deals again and the match score does not move. */
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

BRI_DEFINE_VARIANT_PLUGIN (rules, "briscola4", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
