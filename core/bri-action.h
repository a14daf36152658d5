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

BRI_AVAILABLE_IN_ALL
gboolean bri_action_parse (const BriRules *rules, const char *text, BriAction *action,
                           GError **error);
BRI_AVAILABLE_IN_ALL
char    *bri_action_to_string (const BriRules *rules, BriAction action);
BRI_AVAILABLE_IN_ALL
char    *bri_action_get_label (const BriRules *rules, BriAction action, BriDeckStyle style);
/* The action as the table reports it, in the third person: "Anna bids 71",
 * "Carla signals: the King of trumps"; @actor is the name of the one who acted. */
BRI_AVAILABLE_IN_ALL
char    *bri_action_get_event (const BriRules *rules, BriAction action, BriDeckStyle style,
                               const char *actor);

G_END_DECLS
