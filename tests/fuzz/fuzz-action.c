/* fuzz-action.c: the action notation (bri_action_parse, as --actions, saved games and
 * engines use it), for every variant's messages and for none.
 *
 * The first byte picks the variant; the rest is the text. */
#include "config.h"

#include "fuzz-target.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autofree char *text = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (BriVariant) variant = NULL;
  GListModel *variants;
  const BriRules *rules = NULL;
  BriAction action;
  guint n_variants;

  fuzz_init ();
  if (size == 0)
    return 0;

  variants = G_LIST_MODEL (fuzz_loader ());
  n_variants = g_list_model_get_n_items (variants);
  /* One value past the variants stands for no rules at all, as the CLI parses --deck. */
  if (data[0] % (n_variants + 1) < n_variants)
    {
      variant = g_list_model_get_item (variants, data[0] % (n_variants + 1));
      rules = bri_variant_get_rules (variant);
    }
  text = fuzz_strndup (data + 1, size - 1);

  if (!bri_action_parse (rules, text, &action, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  g_assert_cmpuint (action.kind, <=, BRI_ACTION_SAY);
  if (action.kind == BRI_ACTION_SAY)
    g_assert_cmpuint (action.value, <, rules->n_messages);

  /* What was read writes back to a text that reads as the same action. */
  {
    g_autofree char *written = bri_action_to_string (rules, action);
    BriAction again;

    g_assert_true (bri_action_parse (rules, written, &again, NULL));
    g_assert_true (bri_action_equal (again, action));
    for (BriDeckStyle style = 0; style < BRI_N_DECK_STYLES; style++)
      {
        g_autofree char *label = bri_action_get_label (rules, action, style);
        g_assert_true (g_utf8_validate (label, -1, NULL));
      }
  }
  return 0;
}
