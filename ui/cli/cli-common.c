/* cli-common.c: option parsing, configuration, errors and JSON shared by subcommands. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli.h"
#include "cli-text.h"

void
cli_common_add_entries (GOptionContext *context, CliCommon *common)
{
  const GOptionEntry entries[] = {
    { "variant", 'v', 0, G_OPTION_ARG_STRING, &common->variant, N_("Variant to play"), N_("ID") },
    { "players", 'p', 0, G_OPTION_ARG_INT, &common->players, N_("Number of players"), "N" },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &common->options,
      N_("Set a variant option (repeatable)"), N_("KEY=VALUE") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &common->seed, N_("Random seed: same seed, same games"), "S" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &common->json, N_("Print results as JSON"), NULL },
    { NULL }
  };
  common->seed = -1;
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
}

void
cli_common_clear (CliCommon *common)
{
  g_clear_pointer (&common->variant, g_free);
  g_clear_pointer (&common->options, g_strfreev);
}

/* GOption reports an argument it cannot convert from the locale's encoding with a
 * conversion error naming nothing: find the argument, and name its option. */
static void
set_unreadable_argument_error (char **args, GError **error)
{
  const char *charset;
  g_autofree char *option = NULL;

  g_get_charset (&charset);
  for (guint i = 1; args[i] != NULL; i++)
    {
      g_autofree char *converted = g_locale_to_utf8 (args[i], -1, NULL, NULL, NULL);
      const char *equals = strchr (args[i], '=');

      if (converted != NULL)
        continue;
      if (g_str_has_prefix (args[i], "--") && equals != NULL)
        option = g_strndup (args[i], (gsize) (equals - args[i]));
      else if (args[i][0] != '-' && i > 1 && args[i - 1][0] == '-')
        option = g_strdup (args[i - 1]);
      else
        option = g_strdup (args[i]);
      break;
    }
  if (option == NULL)
    option = g_strdup ("?");
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("%s: the value given is not valid %s text"), option, charset);
}

gboolean
cli_parse (GOptionContext *context, int *argc, char ***argv, GError **error)
{
  g_auto (GStrv) args = g_strdupv (*argv);
  g_autoptr (GError) local_error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &local_error))
    {
      if (local_error->domain == G_CONVERT_ERROR)
        set_unreadable_argument_error (args, error);
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (*argc > 1)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("unexpected argument “%s”"), (*argv)[1]);
      return FALSE;
    }
  return TRUE;
}

BriPluginLoader *
cli_load_plugins (void)
{
  BriPluginLoader *loader = bri_plugin_loader_new ();
  bri_plugin_loader_load_default (loader);
  return loader;
}

gboolean
cli_common_config (const CliCommon *common, BriPluginLoader *loader, BriConfig *config,
                   GError **error)
{
  BriVariant *variant;

  if (common->variant == NULL)
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("name a variant with --variant ID (see “briscola-cli list”)"));
      return FALSE;
    }
  variant = bri_plugin_loader_lookup (loader, common->variant, error);
  if (variant == NULL)
    return FALSE;
  bri_config_init (config, bri_variant_get_rules (variant));
  if (common->players != 0 && !bri_config_set_players (config, common->players, error))
    return FALSE;
  for (guint i = 0; common->options && common->options[i]; i++)
    if (!bri_config_parse_option (config, common->options[i], error))
      return FALSE;
  return bri_config_check (config, error);
}

guint64
cli_common_seed (const CliCommon *common)
{
  if (common->seed >= 0)
    return (guint64) common->seed;
  return ((guint64) g_random_int () << 32) | g_random_int ();
}

int
cli_fail (const GError *error)
{
  gboolean bad_input = error->domain == G_OPTION_ERROR ||
                       (error->domain == BRI_ERROR && error->code != BRI_ERROR_PLUGIN);

  /* One line, whatever the input it echoes holds (a newline, a terminal escape). */
  g_autofree char *message = cli_text_escape (error->message, -1, CLI_TEXT_WHOLE);

  g_printerr ("briscola-cli: %s\n", message);
  return bad_input ? CLI_EXIT_BAD_INPUT : CLI_EXIT_FAILURE;
}

void
cli_print_json (JsonBuilder *builder)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = json_builder_get_root (builder);
  g_autofree char *text = NULL;

  json_generator_set_root (generator, root);
  json_generator_set_pretty (generator, TRUE);
  text = json_generator_to_data (generator, NULL);
  g_print ("%s\n", text);
}

static void
add_cards (JsonBuilder *builder, BriCardSet cards)
{
  json_builder_begin_array (builder);
  BRI_CARD_SET_FOREACH (cards, card)
    json_builder_add_string_value (builder, bri_card_to_string ((BriCard) card));
  json_builder_end_array (builder);
}

void
cli_json_add_state (JsonBuilder *builder, const BriState *state, GPtrArray *tricks)
{
  const BriRules *rules = state->config.rules;
  guint n_sides = bri_state_n_sides (state);

  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, state->n_seats);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, state->dealer);

  json_builder_set_member_name (builder, "trump");
  if (state->trump_card != BRI_NO_CARD)
    json_builder_add_string_value (builder, bri_card_to_string (state->trump_card));
  else if (state->trump_suit != BRI_NO_SUIT)
    {
      char suit[2] = { bri_suit_to_char (state->trump_suit), 0 };
      json_builder_add_string_value (builder, suit);
    }
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "trump_suit");
  if (state->trump_suit != BRI_NO_SUIT)
    {
      char suit[2] = { bri_suit_to_char (state->trump_suit), 0 };
      json_builder_add_string_value (builder, suit);
    }
  else
    json_builder_add_null_value (builder);

  json_builder_set_member_name (builder, "tricks");
  json_builder_begin_array (builder);
  for (guint i = 0; tricks && i < tricks->len; i++)
    {
      const BriTrick *trick = g_ptr_array_index (tricks, i);
      guint points = 0;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "leader");
      json_builder_add_int_value (builder, trick->leader);
      json_builder_set_member_name (builder, "plays");
      json_builder_begin_array (builder);
      for (guint p = 0; p < trick->len; p++)
        {
          json_builder_begin_array (builder);
          json_builder_add_int_value (builder, trick->seat[p]);
          json_builder_add_string_value (builder, bri_card_to_string (trick->card[p]));
          json_builder_end_array (builder);
          points += bri_state_card_points (state, trick->card[p]);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "winner");
      json_builder_add_int_value (builder, trick->winner);
      json_builder_set_member_name (builder, "points");
      json_builder_add_int_value (builder, points);
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);

  /* Points are whole numbers of the variant's unit; "point_unit" says how many make a
   * point where that is not one (Tressette counts thirds). */
  guint point_unit = bri_trick_rules_get_point_unit (bri_state_get_trick_rules (state));
  if (point_unit != 1)
    {
      json_builder_set_member_name (builder, "point_unit");
      json_builder_add_int_value (builder, point_unit);
    }
  json_builder_set_member_name (builder, "points");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < state->n_seats; seat++)
    json_builder_add_int_value (builder, bri_state_seat_points (state, seat));
  json_builder_end_array (builder);
  if (n_sides < state->n_seats)
    {
      json_builder_set_member_name (builder, "teams");
      json_builder_begin_array (builder);
      for (guint seat = 0; seat < state->n_seats; seat++)
        json_builder_add_int_value (builder, state->team[seat]);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "team_points");
      json_builder_begin_array (builder);
      for (guint side = 0; side < n_sides; side++)
        json_builder_add_int_value (builder, bri_state_side_points (state, side));
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "hands");
  json_builder_begin_array (builder);
  for (guint seat = 0; seat < state->n_seats; seat++)
    add_cards (builder, state->hand[seat]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "stock");
  json_builder_begin_array (builder);
  for (guint i = state->stock_top; i < state->stock_len; i++)
    json_builder_add_string_value (builder, bri_card_to_string (state->stock[i]));
  json_builder_end_array (builder);
  if (state->trick.len > 0)
    {
      json_builder_set_member_name (builder, "current_trick");
      json_builder_begin_array (builder);
      for (guint p = 0; p < state->trick.len; p++)
        {
          json_builder_begin_array (builder);
          json_builder_add_int_value (builder, state->trick.seat[p]);
          json_builder_add_string_value (builder, bri_card_to_string (state->trick.card[p]));
          json_builder_end_array (builder);
        }
      json_builder_end_array (builder);
    }

  json_builder_set_member_name (builder, "to_act");
  if (bri_state_is_over (state))
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, state->to_act);
  json_builder_set_member_name (builder, "legal");
  json_builder_begin_array (builder);
  {
    BriAction legal[BRI_MAX_ACTIONS];
    guint n = bri_state_legal_actions (state, legal);
    for (guint i = 0; i < n; i++)
      {
        g_autofree char *text = bri_action_to_string (rules, legal[i]);
        json_builder_add_string_value (builder, text);
      }
  }
  json_builder_end_array (builder);

  json_builder_set_member_name (builder, "finished");
  json_builder_add_boolean_value (builder, bri_state_is_over (state));
  if (bri_state_is_over (state))
    {
      BriDealScore score;
      static const char *outcomes[] = { "win", "tie", "void" };

      rules->score (state, &score);
      json_builder_set_member_name (builder, "result");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "outcome");
      json_builder_add_string_value (builder, outcomes[score.outcome]);
      json_builder_set_member_name (builder, "winner_side");
      if (score.outcome == BRI_OUTCOME_WIN)
        json_builder_add_int_value (builder, score.winner_side);
      else
        json_builder_add_null_value (builder);
      json_builder_set_member_name (builder, "winners");
      json_builder_begin_array (builder);
      for (guint seat = 0; seat < state->n_seats; seat++)
        if (score.outcome == BRI_OUTCOME_WIN && state->team[seat] == score.winner_side)
          json_builder_add_int_value (builder, seat);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "side_points");
      json_builder_begin_array (builder);
      for (guint side = 0; side < score.n_sides; side++)
        json_builder_add_int_value (builder, score.side_points[side]);
      json_builder_end_array (builder);
      json_builder_end_object (builder);
    }
}
