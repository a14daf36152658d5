/* bri-action.h: every decision a seat takes, as a compact value with a text form.
 *
 * Text forms are those of the CLI contract: "Ad", "pass", "bid:A", "bid:71",
 * "call:Ad", "trump:d", "discard:Ad", "exchange", and for BRI_ACTION_SAY the token
 * the variant gives the message ("signal:A", "ask:lisci").
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-card.h"
#include "bri-types.h"

G_BEGIN_DECLS

/* The kinds are closed: a variant's own actions (a signal, a question, a declaration)
 * are BRI_ACTION_SAY, whose value indexes the variant's BriRules.messages, each with its
 * own token, label and event text; one message per choice where an action carries a
 * parameter (one per suit: "declare:d", "declare:c"…). Phases of its own start at
 * BRI_PHASE_VARIANT. The core, the players and the front ends then handle them as any
 * other action, with no change to this enum. */
typedef enum
{
  BRI_ACTION_PLAY,       /* card: play it to the trick */
  BRI_ACTION_PASS,       /* leave the auction, decline */
  BRI_ACTION_BID_RANK,   /* value: the BriRank bid */
  BRI_ACTION_BID_POINTS, /* value: the points bid */
  BRI_ACTION_CALL,       /* card: the called card */
  BRI_ACTION_TRUMP,      /* value: the BriSuit named as trump */
  BRI_ACTION_DISCARD,    /* card: put into the discards */
  BRI_ACTION_EXCHANGE,   /* swap for the face-up trump card */
  BRI_ACTION_SAY,        /* value: index into the variant's messages */
} BriActionKind;

typedef struct
{
  guint8 kind;
  BriCard card;
  guint16 value;
} BriAction;

#define BRI_MAX_ACTIONS 160

static inline BriAction
bri_action_play (BriCard card)
{
  return (BriAction) { BRI_ACTION_PLAY, card, 0 };
}

static inline BriAction
bri_action_new (BriActionKind kind, BriCard card, guint value)
{
  return (BriAction) { (guint8) kind, card, (guint16) value };
}

static inline gboolean
bri_action_equal (BriAction a, BriAction b)
{
  return a.kind == b.kind && a.card == b.card && a.value == b.value;
}

/**
 * bri_action_parse:
 * @rules: the variant's rules, for its own messages
 * @text: an action in text form: "Ad", "pass", "bid:A", "bid:71", "call:Ad", "trump:d",
 *   "discard:Ad", "exchange", or a message token of the variant
 * @action: (out): where the action goes
 * @error: return location for a #GError, or %NULL
 *
 * Reads an action in the text form of the CLI contract. It does not check that the
 * action is legal now: see bri_state_is_legal().
 *
 * Returns: %TRUE if @text is an action of this variant, else %FALSE with @error set
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_action_parse (const BriRules *rules, const char *text, BriAction *action,
                           GError **error);

/**
 * bri_action_to_string:
 * @rules: the variant's rules, for its own messages
 * @action: an action
 *
 * Returns: (transfer full): the action's text form, which bri_action_parse() reads back;
 *   free with g_free()
 */
BRI_AVAILABLE_IN_ALL
char    *bri_action_to_string (const BriRules *rules, BriAction action);

/**
 * bri_action_get_label:
 * @rules: the variant's rules, for its own messages
 * @action: an action
 * @style: the deck the player sees, for card names
 *
 * Returns: (transfer full): what the one who takes @action chooses, in the player's
 *   language ("Bid 71", "Call the Ace of Coins"); free with g_free()
 */
BRI_AVAILABLE_IN_ALL
char    *bri_action_get_label (const BriRules *rules, BriAction action, BriDeckStyle style);

/**
 * bri_action_get_event:
 * @rules: the variant's rules, for its own messages
 * @action: an action
 * @style: the deck the player sees, for card names
 * @actor: the name of the one who acted
 *
 * Returns: (transfer full): the action as the table reports it, in the third person:
 *   "Anna bids 71", "Carla signals: the King of trumps"; free with g_free()
 */
BRI_AVAILABLE_IN_ALL
char    *bri_action_get_event (const BriRules *rules, BriAction action, BriDeckStyle style,
                               const char *actor);

G_END_DECLS
