/* cli-replay.c: `briscola-cli replay`: deals a stacked deck, applies the actions and
 * prints what happened. Bad input exits with status 2 and names the offending token. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli.h"

static void
print_text (const BriState *state, GPtrArray *tricks)
{
  const BriRules *rules = state->config.rules;

  if (state->trump_card != BRI_NO_CARD)
    g_print (_("Trump card: %s\n"), bri_card_to_string (state->trump_card));
  for (guint i = 0; i < tricks->len; i++)
    {
      const BriTrick *trick = g_ptr_array_index (tricks, i);
      guint points = 0;
      g_print (_("Trick %u:"), i + 1);
      for (guint p = 0; p < trick->len; p++)
        {
          g_print (" %u:%s", trick->seat[p], bri_card_to_string (trick->card[p]));
          points += bri_state_card_points (state, trick->card[p]);
        }
      g_autofree char *shown = bri_state_format_points (state, points);
      g_print (ngettext (" → seat %u takes %s point\n", " → seat %u takes %s points\n",
                         bri_state_points_plural (state, points)),
               trick->winner, shown);
    }
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      g_autofree char *hand = bri_card_set_to_string (state->hand[seat]);
      guint points = bri_state_seat_points (state, seat);
      g_autofree char *shown = bri_state_format_points (state, points);
      g_print (ngettext ("Seat %u: %s point, hand: %s\n", "Seat %u: %s points, hand: %s\n",
                         bri_state_points_plural (state, points)), seat, shown, hand);
    }
  if (bri_state_is_over (state))
    {
      BriDealScore score;
      rules->score (state, &score);
      if (score.outcome == BRI_OUTCOME_WIN)
        {
          guint points = score.side_points[score.winner_side];
          g_autofree char *shown = bri_state_format_points (state, points);
          g_print (ngettext ("Side %u wins with %s point.\n", "Side %u wins with %s points.\n",
                             bri_state_points_plural (state, points)),
                   score.winner_side, shown);
        }
      else
        g_print ("%s\n", score.outcome == BRI_OUTCOME_TIE ? _("The deal is tied.")
                                                          : _("The deal is void."));
    }
  else
    g_print (_("Seat %u is to act.\n"), state->to_act);
}

int
cli_replay (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (BriPluginLoader) loader = NULL;
  g_autoptr (GPtrArray) tricks = g_ptr_array_new_with_free_func (g_free);
  g_autofree BriCard *order = NULL;
  g_auto (GStrv) tokens = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *actions = NULL;
  CliCommon common = { 0 };
  BriConfig config;
  BriState state;
  guint n_cards;
  int status;
  const GOptionEntry entries[] = {
    { "deck", 0, 0, G_OPTION_ARG_STRING, &deck, N_("Every card once, in dealing order"), N_("CARDS") },
    { "actions", 0, 0, G_OPTION_ARG_STRING, &actions, N_("Actions in the order they are taken"),
      N_("ACTIONS") },
    { NULL }
  };

  g_option_context_set_summary (context,
                                _("Set up a deal from a stacked deck, apply the actions and "
                                  "print what happened."));
  cli_common_add_entries (context, &common);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse (context, &argc, &argv, &error))
    goto failed;

  loader = cli_load_plugins ();
  if (!cli_common_config (&common, loader, &config, &error))
    goto failed;
  if (deck == NULL)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("give the deck in dealing order with --deck \"CARDS\""));
      goto failed;
    }
  order = bri_cards_parse (deck, &n_cards, &error);
  if (order == NULL)
    goto failed;
  /* In a replay the last seat deals, so seat 0 leads, as the contract numbers seats. */
  if (!bri_state_deal_ordered (&state, &config, config.n_players - 1, order, n_cards, &error))
    goto failed;

  tokens = g_strsplit_set (actions ? actions : "", " \t\n", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      BriAction action;
      guint done = state.n_tricks;

      if (tokens[i][0] == '\0')
        continue;
      if (!bri_action_parse (config.rules, tokens[i], &action, &error) ||
          !bri_state_apply_checked (&state, action, &error))
        goto failed;
      if (state.n_tricks != done)
        g_ptr_array_add (tricks, g_memdup2 (&state.last_trick, sizeof state.last_trick));
    }

  if (common.json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new ();
      json_builder_begin_object (builder);
      cli_json_add_state (builder, &state, tricks);
      json_builder_end_object (builder);
      cli_print_json (builder);
    }
  else
    print_text (&state, tricks);
  cli_common_clear (&common);
  return CLI_EXIT_OK;

failed:
  status = cli_fail (error);
  cli_common_clear (&common);
  return status;
}
