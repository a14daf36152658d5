/* bri-talk-hooks.h: the BriRules hooks and options of a partnership variant that keeps
 * its BriTalk at the start of BriState.ext, so that such a variant names the hooks in its
 * rules rather than forwarding each one to bri-talk.h. */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#include <briscola.h>
#include "bri-kit-version-macros.h"
#include "bri-talk.h"
#include "bri-kit-match.h"

G_BEGIN_DECLS

/* The talk of a state whose ext area starts with a BriTalk. */
static inline BriTalk *
bri_talk_of (BriState *state)
{
  return (BriTalk *) state->ext;
}

static inline const BriTalk *
bri_talk_of_const (const BriState *state)
{
  return (const BriTalk *) state->ext;
}

/* BriRules hooks over bri_talk_of(): legal_actions, apply, view and suggest (and
 * bri_talk_action_visible() as it is for action_visible). */
BRI_KIT_AVAILABLE_IN_ALL
guint    bri_talk_hook_legal_actions (const BriState *state, BriAction *actions);
BRI_KIT_AVAILABLE_IN_ALL
void     bri_talk_hook_apply (BriState *state, BriAction action);
BRI_KIT_AVAILABLE_IN_ALL
void     bri_talk_hook_view (const BriState *state, guint seat, BriView *view);
BRI_KIT_AVAILABLE_IN_ALL
gboolean bri_talk_hook_suggest (const BriState *state, BriRng *rng, BriAction *action);

/**
 * BRI_TALK_PARTNERSHIP_HOOKS:
 *
 * The BriRules fields of a partnership variant that talks through bri_talk_of() and
 * deals again a deal nobody won: its messages and its legal_actions, apply, score, view,
 * action_visible and suggest hooks. Put it in the variant's BriRules initializer, after
 * which it names its deck, deal, match_update and anything else it has.
 */
#define BRI_TALK_PARTNERSHIP_HOOKS                                           \
  .messages = bri_talk_messages,                                             \
  .n_messages = BRI_TALK_N_MESSAGES,                                         \
  .legal_actions = bri_talk_hook_legal_actions,                              \
  .apply = bri_talk_hook_apply,                                              \
  .score = bri_kit_score_replaying_ties,                                     \
  .view = bri_talk_hook_view,                                                \
  .action_visible = bri_talk_action_visible,                                 \
  .suggest = bri_talk_hook_suggest

/* The usual options of talk between partners, each in the order of its choices. */
typedef enum
{
  BRI_TALK_COMMUNICATION_MUTA,         /* no talk at all */
  BRI_TALK_COMMUNICATION_SIGNALS,      /* secret signals of high trumps */
  BRI_TALK_COMMUNICATION_CONVERSATION, /* questions and orders aloud, by the trick leader */
} BriTalkCommunication;

typedef enum
{
  BRI_TALK_END_SHOW_AUTO, /* with signals or conversation */
  BRI_TALK_END_SHOW_ON,
  BRI_TALK_END_SHOW_OFF,
} BriTalkEndShow;

typedef enum
{
  BRI_TALK_ORDERS_BINDING,
  BRI_TALK_ORDERS_ADVICE,
} BriTalkOrders;

/* Choices of the options above; each ends with { NULL, NULL }. */
BRI_KIT_AVAILABLE_IN_ALL
const BriOptionChoice bri_talk_communication_choices[];
BRI_KIT_AVAILABLE_IN_ALL
const BriOptionChoice bri_talk_end_show_choices[];
BRI_KIT_AVAILABLE_IN_ALL
const BriOptionChoice bri_talk_orders_choices[];

/* BriOptionSpec entries of the usual talk options, with their usual defaults. */
#define BRI_TALK_OPTION_COMMUNICATION                                        \
  { "communication", N_("Talk between partners"), bri_talk_communication_choices, \
    BRI_TALK_COMMUNICATION_SIGNALS }
#define BRI_TALK_OPTION_END_SHOW                                             \
  { "end-show", N_("Partners show their hands when the stock is gone"),      \
    bri_talk_end_show_choices, BRI_TALK_END_SHOW_AUTO }
#define BRI_TALK_OPTION_ORDERS                                               \
  { "orders", N_("Orders in conversation"), bri_talk_orders_choices,         \
    BRI_TALK_ORDERS_BINDING }

/**
 * bri_talk_flags_for:
 * @communication: a #BriTalkCommunication
 * @end_show: a #BriTalkEndShow
 * @orders: a #BriTalkOrders
 *
 * Returns: the #BriTalkFlags for bri_talk_init() that these choices make
 */
BRI_KIT_AVAILABLE_IN_ALL
guint    bri_talk_flags_for (guint communication, guint end_show, guint orders);

/**
 * bri_talk_init_for_options:
 * @state: a state just dealt, whose ext area starts with a BriTalk
 * @communication_option: the index of the variant's #BriTalkCommunication option
 * @end_show_option: the index of its #BriTalkEndShow option
 * @orders_option: the index of its #BriTalkOrders option
 * @speakers: the seats that may speak first, a bit each
 *
 * Starts the deal's talk as the configuration's three talk options say, with @speakers
 * and no captain's look (bri_talk_init()).
 */
BRI_KIT_AVAILABLE_IN_ALL
void     bri_talk_init_for_options (BriState *state, guint communication_option,
                                    guint end_show_option, guint orders_option, guint8 speakers);

/**
 * BRI_TALK_DEFINE_OPTION_APPLIES:
 * @function: the name of the BriRules.option_applies hook to define
 * @communication_option: the index of the variant's #BriTalkCommunication option
 * @orders_option: the index of its #BriTalkOrders option
 *
 * Defines a static option_applies hook for which every option applies but the orders
 * one, which applies only in conversation: orders are given nowhere else.
 */
#define BRI_TALK_DEFINE_OPTION_APPLIES(function, communication_option, orders_option) \
  static gboolean                                                            \
  function (const BriConfig *config, guint option)                           \
  {                                                                          \
    return option != (orders_option) ||                                      \
           config->option[(communication_option)] ==                         \
             BRI_TALK_COMMUNICATION_CONVERSATION;                            \
  }

G_END_DECLS
