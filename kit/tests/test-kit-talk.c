/* test-kit-talk.c: the hooks and options of partnership variants over the kit's table
 * talk. */
#include <briscola-kit.h>

#include "kit-test-rules.h"

static void
test_flags (void)
{
  g_test_summary ("Each choice of the talk options gives its talk flags");
  g_assert_cmpuint (bri_talk_flags_for (BRI_TALK_COMMUNICATION_MUTA, BRI_TALK_END_SHOW_AUTO,
                                        BRI_TALK_ORDERS_BINDING), ==, 0);
  g_assert_cmpuint (bri_talk_flags_for (BRI_TALK_COMMUNICATION_SIGNALS, BRI_TALK_END_SHOW_AUTO,
                                        BRI_TALK_ORDERS_BINDING), ==,
                    BRI_TALK_SIGNALS | BRI_TALK_END_SHOW);
  g_assert_cmpuint (bri_talk_flags_for (BRI_TALK_COMMUNICATION_CONVERSATION,
                                        BRI_TALK_END_SHOW_OFF, BRI_TALK_ORDERS_ADVICE), ==,
                    BRI_TALK_CONVERSATION | BRI_TALK_LEADER_ASKS | BRI_TALK_ADVISORY);
  g_assert_cmpuint (bri_talk_flags_for (BRI_TALK_COMMUNICATION_MUTA, BRI_TALK_END_SHOW_ON,
                                        BRI_TALK_ORDERS_BINDING), ==, BRI_TALK_END_SHOW);
  g_assert_cmpstr (bri_talk_communication_choices[BRI_TALK_COMMUNICATION_CONVERSATION].value,
                   ==, "conversation");
  g_assert_cmpstr (bri_talk_end_show_choices[BRI_TALK_END_SHOW_OFF].value, ==, "off");
  g_assert_cmpstr (bri_talk_orders_choices[BRI_TALK_ORDERS_ADVICE].value, ==, "advice");
}

/* A variant's talk options at indices of its own, as a plugin numbers them. */
enum { OPT_MATCH, OPT_COMMUNICATION, OPT_ORDERS, OPT_END_SHOW };

BRI_TALK_DEFINE_OPTION_APPLIES (option_applies, OPT_COMMUNICATION, OPT_ORDERS)

static void
test_options (void)
{
  BriState state;

  g_test_summary ("The talk options start the deal's talk and decide whether orders apply");
  kit_test_state (&state, 4);
  state.config.option[OPT_COMMUNICATION] = BRI_TALK_COMMUNICATION_CONVERSATION;
  state.config.option[OPT_ORDERS] = BRI_TALK_ORDERS_ADVICE;
  state.config.option[OPT_END_SHOW] = BRI_TALK_END_SHOW_OFF;
  bri_talk_init_for_options (&state, OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, 0x5);
  g_assert_cmpuint (bri_talk_of (&state)->flags, ==,
                    BRI_TALK_CONVERSATION | BRI_TALK_LEADER_ASKS | BRI_TALK_ADVISORY);
  g_assert_cmpuint (bri_talk_of (&state)->speakers, ==, 0x5);
  g_assert_cmpuint (bri_talk_of (&state)->lookers, ==, 0);
  for (guint option = OPT_MATCH; option <= OPT_END_SHOW; option++)
    g_assert_true (option_applies (&state.config, option));

  state.config.option[OPT_COMMUNICATION] = BRI_TALK_COMMUNICATION_SIGNALS;
  state.config.option[OPT_END_SHOW] = BRI_TALK_END_SHOW_AUTO;
  bri_talk_init_for_options (&state, OPT_COMMUNICATION, OPT_END_SHOW, OPT_ORDERS, 0xf);
  g_assert_cmpuint (bri_talk_of (&state)->flags, ==,
                    BRI_TALK_SIGNALS | BRI_TALK_END_SHOW | BRI_TALK_ADVISORY);
  g_assert_cmpuint (bri_talk_of (&state)->speakers, ==, 0xf);
  g_assert_false (option_applies (&state.config, OPT_ORDERS));
  g_assert_true (option_applies (&state.config, OPT_END_SHOW));
}

/* A four-player deal, partners opposite, with signals. */
static void
deal_with_signals (BriState *state)
{
  kit_test_state (state, 4);
  bri_kit_set_alternating_sides (state, 2);
  bri_talk_init (bri_talk_of (state), BRI_TALK_SIGNALS, 0xf, 0);
}

static gboolean
has_action (const BriAction *actions, guint n, BriActionKind kind)
{
  for (guint i = 0; i < n; i++)
    if (actions[i].kind == kind)
      return TRUE;
  return FALSE;
}

static void
test_hooks (void)
{
  BriState state, direct;
  BriAction hooked[BRI_MAX_ACTIONS], expected[BRI_MAX_ACTIONS];
  BriView hooked_view, expected_view;
  BriAction advice;
  BriRng rng;
  guint n;

  g_test_summary ("The hooks act on the talk at the start of state->ext, as the talk "
                  "functions do");
  deal_with_signals (&state);
  direct = state;
  g_assert_true ((gpointer) bri_talk_of_const (&state) == (gpointer) state.ext);

  n = bri_talk_hook_legal_actions (&state, hooked);
  g_assert_cmpuint (n, ==, bri_talk_legal_actions (&direct, bri_talk_of_const (&direct),
                                                   expected));
  g_assert_cmpmem (hooked, n * sizeof *hooked, expected, n * sizeof *expected);
  g_assert_true (has_action (hooked, n, BRI_ACTION_PLAY));

  bri_talk_hook_apply (&state, hooked[n - 1]);
  bri_talk_apply (&direct, bri_talk_of (&direct), expected[n - 1]);
  g_assert_cmpmem (&state, sizeof state, &direct, sizeof direct);

  memset (&hooked_view, 0, sizeof hooked_view);
  memset (&expected_view, 0, sizeof expected_view);
  bri_talk_hook_view (&state, 1, &hooked_view);
  bri_talk_view (&direct, bri_talk_of_const (&direct), 1, &expected_view);
  g_assert_cmpmem (&hooked_view, sizeof hooked_view, &expected_view, sizeof expected_view);

  bri_rng_init (&rng, 3);
  if (bri_talk_hook_suggest (&state, &rng, &advice))
    g_assert_true (bri_state_is_legal (&state, advice));
  else
    g_assert_false (bri_talk_suggest (&direct, bri_talk_of_const (&direct), &advice));
}

static void
test_partnership_rules (void)
{
  static const BriRules rules = {
    .id = "kit-partnership",
    BRI_TALK_PARTNERSHIP_HOOKS,
  };

  g_test_summary ("The partnership hooks fill a variant's rules with the talk's messages "
                  "and hooks, and deal again a deal nobody won");
  g_assert_true (rules.messages == bri_talk_messages);
  g_assert_cmpuint (rules.n_messages, ==, BRI_TALK_N_MESSAGES);
  g_assert_true (rules.legal_actions == bri_talk_hook_legal_actions);
  g_assert_true (rules.apply == bri_talk_hook_apply);
  g_assert_true (rules.view == bri_talk_hook_view);
  g_assert_true (rules.action_visible == bri_talk_action_visible);
  g_assert_true (rules.suggest == bri_talk_hook_suggest);
  g_assert_true (rules.score == bri_kit_score_replaying_ties);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/kit/talk/flags", test_flags);
  g_test_add_func ("/kit/talk/options", test_options);
  g_test_add_func ("/kit/talk/hooks", test_hooks);
  g_test_add_func ("/kit/talk/partnership-rules", test_partnership_rules);
  return g_test_run ();
}
