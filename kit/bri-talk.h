/* bri-talk.h: table talk between partners, for variants played in teams: secret signals
 * of high trumps, public questions whose answers are forced to be truthful, orders,
 * and seeing a partner's hand once the stock is gone.
 *
 * A variant keeps a BriTalk in its BriState ext area, fills it with bri_talk_init() when
 * it deals, and forwards its legal_actions, apply, view and action_visible hooks here.
 * Messages are BRI_ACTION_SAY actions indexing bri_talk_messages, which the variant uses
 * as its BriRules.messages. Questions and orders name the partner: the plain token
 * addresses a seat's only partner; with two partners (two and four seats on) the tokens
 * ending in "+2" and "+4" address the partner after and the partner before the speaker.
 */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#include <briscola.h>
#include "bri-kit-version-macros.h"

G_BEGIN_DECLS

typedef enum
{
  BRI_TALK_SIGNALS      = 1 << 0, /* a seat may secretly show its partners a high trump */
  BRI_TALK_CONVERSATION = 1 << 1, /* speakers may ask questions and give orders aloud */
  BRI_TALK_ADVISORY     = 1 << 2, /* orders are advice: the partner may play any card */
  BRI_TALK_END_SHOW     = 1 << 3, /* partners see each other's hands once the stock is gone */
  BRI_TALK_LOOK_NEXT    = 1 << 4, /* once the stock is gone, lookers see the hand of the
                                   * first partner after them in playing order */
  BRI_TALK_LOOK_CHOOSE  = 1 << 5, /* once the stock is gone, lookers may look at the hand
                                   * of one partner of their choice (look:<seat>) */
  BRI_TALK_LEADER_ASKS  = 1 << 6, /* only the seat about to lead a trick asks and orders,
                                   * before it leads (speakers narrows it further) */
} BriTalkFlags;

/* Kinds of cards questions and orders are about; bits of BriTalk.holds. */
typedef enum
{
  BRI_TALK_LISCI      = 1 << 0, /* 2 to 7 of a suit that is not trump */
  BRI_TALK_CARICHI    = 1 << 1, /* Ace or Three of a suit that is not trump */
  BRI_TALK_BRISCOLINE = 1 << 2, /* trumps 2 to 6 */
  BRI_TALK_VESTITE    = 1 << 3, /* trump King, Knight (Queen) and Jack */
} BriTalkClass;

/* Indices into bri_talk_messages (BriAction.value of a BRI_ACTION_SAY). */
typedef enum
{
  BRI_TALK_SIGNAL_ACE,          /* signal:A */
  BRI_TALK_SIGNAL_THREE,        /* signal:3 */
  BRI_TALK_SIGNAL_KING,         /* signal:K */
  BRI_TALK_SIGNAL_QUEEN,        /* signal:Q */
  BRI_TALK_SIGNAL_JACK,         /* signal:J */
  BRI_TALK_ANSWER_YES,          /* answer:yes */
  BRI_TALK_ANSWER_NO,           /* answer:no */
  BRI_TALK_REQUESTS,            /* first of the three blocks of requests below */
} BriTalkMessage;

/* Requests, in each block (only partner, partner two seats on, partner four seats on). */
typedef enum
{
  BRI_TALK_ASK_LISCI,           /* ask:lisci — any liscio? */
  BRI_TALK_ASK_BRISCOLINE,      /* ask:briscoline — any trump from Two to Six? */
  BRI_TALK_ASK_VESTITE,         /* ask:vestite — any trump King, Knight or Jack? */
  BRI_TALK_ASK_TAKE,            /* ask:take — can you take the trick without trumping?
                                 * Before a card is led: do you hold the best card left
                                 * of a suit that is not trump (the asker's cards aside)? */
  BRI_TALK_ASK_CARICHI,         /* ask:carichi — any carico? */
  BRI_TALK_ORDER_LISCIO,        /* order:liscio — play a liscio */
  BRI_TALK_ORDER_TRUMP_HIGH,    /* order:trump-high — play your highest trump */
  BRI_TALK_ORDER_TRUMP_LOW,     /* order:trump-low — play your lowest trump */
  BRI_TALK_ORDER_TAKE,          /* order:take — take the trick without trumping */
  BRI_TALK_ORDER_CARICO,        /* order:carico — play a carico */
  BRI_TALK_N_REQUESTS,
} BriTalkRequest;

#define BRI_TALK_N_ADDRESSES 3
#define BRI_TALK_LOOKS (BRI_TALK_REQUESTS + BRI_TALK_N_ADDRESSES * BRI_TALK_N_REQUESTS)
#define BRI_TALK_N_MESSAGES (BRI_TALK_LOOKS + BRI_MAX_SEATS) /* look:0 … look:7 */

BRI_KIT_AVAILABLE_IN_ALL
const BriMessage bri_talk_messages[];

typedef struct
{
  guint8 flags;      /* BriTalkFlags */
  guint8 speakers;   /* bit per seat that may ask and order */
  guint8 lookers;    /* bit per seat that may look at a partner's hand */
  guint8 from_trick; /* talk starts once this many tricks are complete */
  guint8 asker;      /* the seat waiting for an answer, or BRI_NO_SEAT */
  guint8 addressee;  /* the seat that must answer */
  guint8 question;   /* the BriTalkRequest asked */
  guint8 asked;      /* bit per seat that asked in the current trick */
  guint8 ordered;    /* bit per seat that gave an order in the current trick */
  guint8 signalled;  /* bit per seat that signalled in the current trick */
  guint8 looked;     /* bit per looker that has looked */
  guint8 order[BRI_MAX_SEATS];   /* BriTalkRequest + 1 binding the seat's card now, or 0 */
  guint8 signals[BRI_MAX_SEATS]; /* bit per BriTalkMessage signal the seat has made */
  guint8 holds[BRI_MAX_SEATS];   /* BriTalkClass bits the seat said aloud it holds */
  guint8 sees[BRI_MAX_SEATS];    /* bit per seat whose whole hand the seat has looked at */
} BriTalk;

G_STATIC_ASSERT (sizeof (BriTalk) <= BRI_STATE_EXT_SIZE);

/* Sets up talk for a new deal; conversation from the second trick on. */
BRI_KIT_AVAILABLE_IN_ALL
void       bri_talk_init (BriTalk *talk, guint flags, guint8 speakers, guint8 lookers);
/* The cards of @class for a trump suit (from every suit of a 52-card set). */
BRI_KIT_AVAILABLE_IN_ALL
BriCardSet bri_talk_class_cards (guint talk_class, guint trump_suit);
static inline gboolean
bri_talk_awaiting_answer (const BriTalk *talk)
{
  return talk->asker != BRI_NO_SEAT;
}

/* The BriRules hooks of a variant that plays ordinary tricks and draws. */
BRI_KIT_AVAILABLE_IN_ALL
guint      bri_talk_legal_actions (const BriState *state, const BriTalk *talk,
                                   BriAction *actions);
BRI_KIT_AVAILABLE_IN_ALL
void       bri_talk_apply (BriState *state, BriTalk *talk, BriAction action);
BRI_KIT_AVAILABLE_IN_ALL
void       bri_talk_view (const BriState *state, const BriTalk *talk, guint seat, BriView *view);
BRI_KIT_AVAILABLE_IN_ALL
gboolean   bri_talk_action_visible (const BriState *state, guint actor, BriAction action,
                                    guint seat);
/* A simple player's talk: answer, show the partners the strongest unshown high trump, and
 * ask a partner still to play whether it can take a trick worth a carico. */
BRI_KIT_AVAILABLE_IN_ALL
gboolean   bri_talk_suggest (const BriState *state, const BriTalk *talk, BriAction *action);

G_END_DECLS
