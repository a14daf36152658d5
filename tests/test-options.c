/* test-options.c: every variant's options against the option_applies hook: putting the
 * options that do not apply back to their defaults never makes a playable configuration
 * unplayable, and what such an option held does not change the game. */
#include "config.h"

#include <bri-test.h>

/* Plays @config's deal from @seed by always taking the first legal action, and the same
 * deal of @other alongside: both must offer the same actions all the way. */
static void
assert_same_deal (const BriConfig *config, const BriConfig *other, guint64 seed)
{
  g_autoptr (BriGame) game = bri_game_new (config, seed, config->n_players - 1u);
  g_autoptr (BriGame) twin = bri_game_new (other, seed, other->n_players - 1u);
  BriAction actions[BRI_MAX_ACTIONS], twin_actions[BRI_MAX_ACTIONS];

  while (!bri_state_is_over (bri_game_get_state (game)))
    {
      g_autoptr (GError) error = NULL;
      guint n = bri_state_legal_actions (bri_game_get_state (game), actions);

      g_assert_cmpuint (bri_state_legal_actions (bri_game_get_state (twin), twin_actions), ==, n);
      for (guint i = 0; i < n; i++)
        g_assert_true (bri_action_equal (actions[i], twin_actions[i]));
      g_assert_true (bri_game_apply (game, actions[0], &error));
      g_assert_no_error (error);
      g_assert_true (bri_game_apply (twin, actions[0], &error));
      g_assert_no_error (error);
    }
  g_assert_true (bri_state_is_over (bri_game_get_state (twin)));
}

/* Moves @config to the next combination of option values; FALSE after the last. */
static gboolean
next_combination (BriConfig *config)
{
  const BriRules *rules = config->rules;

  for (guint i = 0; i < rules->n_options; i++)
    {
      if (rules->options[i].choices[config->option[i] + 1].value != NULL)
        {
          config->option[i]++;
          return TRUE;
        }
      config->option[i] = 0;
    }
  return FALSE;
}

static void
test_every_variant (void)
{
  GListModel *variants = G_LIST_MODEL (bri_test_loader ());
  guint hooks = 0;

  g_assert_cmpuint (g_list_model_get_n_items (variants), >, 0);
  for (guint v = 0; v < g_list_model_get_n_items (variants); v++)
    {
      g_autoptr (BriVariant) variant = g_list_model_get_item (variants, v);
      const BriRules *rules = bri_variant_get_rules (variant);
      guint ignored = 0;

      hooks += rules->option_applies != NULL;
      for (guint n = rules->min_players; n <= rules->max_players; n++)
        {
          BriConfig config;

          bri_config_init (&config, rules);
          config.n_players = (guint8) n;
          memset (config.option, 0, sizeof config.option);
          do
            {
              BriConfig reset = config;
              gboolean playable = bri_config_check (&config, NULL);

              bri_config_reset_inapplicable (&reset);
              g_assert_false (bri_config_reset_inapplicable (&reset));
              for (guint i = 0; i < rules->n_options; i++)
                if (!bri_config_option_applies (&reset, i))
                  g_assert_cmpuint (reset.option[i], ==, rules->options[i].default_choice);
              if (!playable)
                continue;
              /* Resetting what does not apply never makes a configuration unplayable... */
              g_assert_true (bri_config_check (&reset, NULL));
              /* ...and what it held, accepted, was ignored. */
              if (memcmp (reset.option, config.option, sizeof config.option) != 0)
                {
                  assert_same_deal (&config, &reset, 1000 + ignored);
                  ignored++;
                }
            }
          while (next_combination (&config));
        }
      g_test_message ("%s: %u configurations with ignored options played", rules->id, ignored);
    }
  /* Some variants do have options that depend on others. */
  g_assert_cmpuint (hooks, >, 0);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("Options that do not apply to a configuration do not change it");
  g_test_add_func ("/options/applicability/every-variant", test_every_variant);
  return g_test_run ();
}
