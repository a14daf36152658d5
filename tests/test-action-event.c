/* test-action-event.c: how the table reports an action, in the third person. */
#include "config.h"

#include <bri-test.h>

static void
check_event (const BriRules *rules, const char *text, const char *expected)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *event = NULL;
  BriAction action;

  g_assert_true (bri_action_parse (rules, text, &action, &error));
  g_assert_no_error (error);
  event = bri_action_get_event (rules, action, BRI_DECK_STYLE_ITALIAN, "Anna");
  g_assert_cmpstr (event, ==, expected);
}

static void
test_core_actions (void)
{
  const BriRules *rules = bri_test_rules ("chiamata");

  g_test_summary ("Bids, calls and passes read as events, not as the buttons' wording");
  check_event (rules, "pass", "Anna passes");
  check_event (rules, "bid:71", "Anna bids 71");
  check_event (rules, "bid:3", "Anna bids: Three");
  check_event (rules, "call:Ac", "Anna calls the Ace of Cups");
  check_event (rules, "trump:c", "Anna names the trump suit: Cups");
}

static void
test_messages (void)
{
  const BriRules *rules = bri_test_rules ("briscola4");

  g_test_summary ("Every message of the talk has an event naming its speaker");
  check_event (rules, "signal:K", "Anna signals: the King of trumps");
  check_event (rules, "ask:lisci", "Anna asks their partner: any lisci?");
  check_event (rules, "answer:no", "Anna answers: no");
  for (guint i = 0; i < rules->n_messages; i++)
    {
      g_assert_nonnull (rules->messages[i].event);
      g_assert_nonnull (strstr (rules->messages[i].event, "%s"));
    }
}

static void
test_variant_messages (void)
{
  const char *ids[] = { "chiamata", "schembil", "briscola6" };

  g_test_summary ("Each variant with messages gives each one an event");
  for (guint v = 0; v < G_N_ELEMENTS (ids); v++)
    {
      const BriRules *rules = bri_test_rules (ids[v]);
      for (guint i = 0; i < rules->n_messages; i++)
        {
          g_autofree char *event = bri_action_get_event (rules,
                                                         bri_action_new (BRI_ACTION_SAY,
                                                                         BRI_NO_CARD, i),
                                                         BRI_DECK_STYLE_ITALIAN, "Anna");
          g_assert_true (g_str_has_prefix (event, "Anna "));
        }
    }
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/action/event/core-actions", test_core_actions);
  g_test_add_func ("/core/action/event/messages", test_messages);
  g_test_add_func ("/core/action/event/variant-messages", test_variant_messages);
  return g_test_run ();
}
