/* bri-talk-hooks.c: the hooks and options of partnership variants over bri-talk. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "briscola-kit.h"

guint
bri_talk_hook_legal_actions (const BriState *state, BriAction *actions)
{
  return bri_talk_legal_actions (state, bri_talk_of_const (state), actions);
}

void
bri_talk_hook_apply (BriState *state, BriAction action)
{
  bri_talk_apply (state, bri_talk_of (state), action);
}

void
bri_talk_hook_view (const BriState *state, guint seat, BriView *view)
{
  bri_talk_view (state, bri_talk_of_const (state), seat, view);
}

gboolean
bri_talk_hook_suggest (const BriState *state, BriRng *rng, BriAction *action)
{
  return bri_talk_suggest (state, bri_talk_of_const (state), action);
}

const BriOptionChoice bri_talk_communication_choices[] = {
  [BRI_TALK_COMMUNICATION_MUTA] = { "muta", N_("Muta: no talk at all") },
  [BRI_TALK_COMMUNICATION_SIGNALS] = { "signals", N_("Secret signals of high trumps") },
  [BRI_TALK_COMMUNICATION_CONVERSATION] = { "conversation",
                                            N_("Conversation: questions and orders aloud") },
  { NULL, NULL },
};

const BriOptionChoice bri_talk_end_show_choices[] = {
  [BRI_TALK_END_SHOW_AUTO] = { "auto", N_("With signals or conversation") },
  [BRI_TALK_END_SHOW_ON] = { "on", N_("Always") },
  [BRI_TALK_END_SHOW_OFF] = { "off", N_("Never") },
  { NULL, NULL },
};

const BriOptionChoice bri_talk_orders_choices[] = {
  [BRI_TALK_ORDERS_BINDING] = { "binding", N_("Obeyed whenever possible") },
  [BRI_TALK_ORDERS_ADVICE] = { "advice", N_("Only advice") },
  { NULL, NULL },
};

guint
bri_talk_flags_for (guint communication, guint end_show, guint orders)
{
  guint flags = 0;

  if (communication == BRI_TALK_COMMUNICATION_SIGNALS)
    flags |= BRI_TALK_SIGNALS;
  else if (communication == BRI_TALK_COMMUNICATION_CONVERSATION)
    flags |= BRI_TALK_CONVERSATION | BRI_TALK_LEADER_ASKS; /* the trick leader speaks */
  if (end_show == BRI_TALK_END_SHOW_ON ||
      (end_show == BRI_TALK_END_SHOW_AUTO && communication != BRI_TALK_COMMUNICATION_MUTA))
    flags |= BRI_TALK_END_SHOW;
  if (orders == BRI_TALK_ORDERS_ADVICE)
    flags |= BRI_TALK_ADVISORY;
  return flags;
}

void
bri_talk_init_for_options (BriState *state, guint communication_option,
                           guint end_show_option, guint orders_option, guint8 speakers)
{
  const guint8 *option = state->config.option;

  bri_talk_init (bri_talk_of (state),
                 bri_talk_flags_for (option[communication_option], option[end_show_option],
                                     option[orders_option]),
                 speakers, 0);
}
