/* cli-bench.c: `briscola-cli bench`: random playouts through the real engine and plugin. */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>

#include "cli.h"

/* Plays whole deals with uniformly random legal actions; returns how many. */
static guint64
run_playouts (const BriConfig *config, BriRng *rng, double seconds, guint64 *actions_out,
              double *elapsed_out)
{
  BriState state;
  guint64 deals = 0, actions = 0;
  gint64 start = g_get_monotonic_time ();
  gint64 limit = start + (gint64) (seconds * G_USEC_PER_SEC);
  gint64 now = start;

  do
    {
      /* Checking the clock every few hundred deals keeps it out of the measurement. */
      for (guint i = 0; i < 256; i++)
        {
          guint dealer = (guint) (deals % config->n_players);
          bri_state_deal_random (&state, config, dealer, rng);
          actions += bri_random_playout (&state, rng);
          deals++;
        }
      now = g_get_monotonic_time ();
    }
  while (now < limit);

  *actions_out = actions;
  *elapsed_out = (now - start) / (double) G_USEC_PER_SEC;
  return deals;
}

int
cli_bench (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (BriPluginLoader) loader = NULL;
  CliCommon common = { 0 };
  double seconds = 3.0;
  BriConfig config;
  BriRng rng;
  guint64 deals, actions;
  double elapsed;
  int status;
  const GOptionEntry entries[] = {
    { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &seconds, N_("How long to run"), "T" },
    { NULL }
  };

  g_option_context_set_summary (context, _("Measure random playouts per second."));
  cli_common_add_entries (context, &common);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse (context, &argc, &argv, &error))
    goto failed;
  if (!(seconds > 0 && seconds <= 3600))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seconds takes a duration of more than 0 and at most 3600 seconds"));
      goto failed;
    }
  loader = cli_load_plugins ();
  if (!cli_common_config (&common, loader, &config, &error))
    goto failed;

  bri_rng_init (&rng, cli_common_seed (&common));
  deals = run_playouts (&config, &rng, seconds, &actions, &elapsed);

  if (common.json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new ();
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "variant");
      json_builder_add_string_value (builder, config.rules->id);
      json_builder_set_member_name (builder, "players");
      json_builder_add_int_value (builder, config.n_players);
      json_builder_set_member_name (builder, "deals");
      json_builder_add_int_value (builder, (gint64) deals);
      json_builder_set_member_name (builder, "actions");
      json_builder_add_int_value (builder, (gint64) actions);
      json_builder_set_member_name (builder, "seconds");
      json_builder_add_double_value (builder, elapsed);
      json_builder_set_member_name (builder, "games_per_second");
      json_builder_add_double_value (builder, deals / elapsed);
      json_builder_end_object (builder);
      cli_print_json (builder);
    }
  else
    g_print (_("%s: %.0f deals per second (%" PRIu64 " deals, %.0f actions per "
               "second, %.1f s)\n"),
             config.rules->id, deals / elapsed, deals, actions / elapsed, elapsed);
  cli_common_clear (&common);
  return CLI_EXIT_OK;

failed:
  status = cli_fail (error);
  cli_common_clear (&common);
  return status;
}
