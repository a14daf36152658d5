/* cli-play.c: `briscola-cli play`: a match in the terminal against computer players. */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "cli.h"
#include "cli-play-table.h"
#include "cli-text.h"

/* The app's default level too: the ai-level key in the GSettings schema (data/). */
#define DEFAULT_LEVEL BRI_PLAYER_NORMAL

typedef struct
{
  BriGame *game;
  guint human;
  BriPlayerKind level;
  BriRng rng;
  BriDeckStyle style;
  char *save_path;
} Play;

/* One of the legal plays of a card the human cannot see, at random. */
static BriAction
any_blind_play (Play *play, const BriAction *legal, guint n, const BriView *view)
{
  BriAction blind[BRI_MAX_ACTIONS];
  guint n_blind = 0;

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_PLAY && !bri_card_set_has (view->known[play->human],
                                                               legal[i].card))
      blind[n_blind++] = legal[i];
  return blind[bri_rng_below (&play->rng, n_blind)];
}

/* "random, greedy, easy, normal, hard": every level the library provides. */
static char *
level_list (void)
{
  g_autoptr (GString) list = g_string_new (NULL);

  for (guint kind = 0; kind < BRI_N_PLAYER_KINDS; kind++)
    g_string_append_printf (list, "%s%s", kind > 0 ? ", " : "",
                            bri_player_kind_to_string ((BriPlayerKind) kind));
  return g_string_free (g_steal_pointer (&list), FALSE);
}

static BriAction
ask_human (Play *play)
{
  const BriState *state = bri_game_get_state (play->game);
  const BriRules *rules = state->config.rules;
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);
  BriView view;

  bri_state_get_view (state, play->human, &view);
  cli_play_show_table (state, bri_game_get_match (play->game), play->human, play->style);
  for (guint i = 0; i < n; i++)
    {
      if (legal[i].kind == BRI_ACTION_PLAY && !bri_card_set_has (view.known[play->human],
                                                                legal[i].card))
        g_print ("  %2u) %s\n", i + 1, _("a face-down card"));
      else
        {
          g_autofree char *label = bri_action_get_label (rules, legal[i], play->style);
          g_autofree char *text = bri_action_to_string (rules, legal[i]);
          g_print ("  %2u) %s [%s]\n", i + 1, label, text);
        }
    }

  for (;;)
    {
      char line[256];
      guint64 number;
      BriAction action;
      g_autoptr (GError) error = NULL;

      g_print (_("Your move (number or action, q to quit): "));
      fflush (stdout);
      if (fgets (line, sizeof line, stdin) == NULL)
        return bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, G_MAXUINT16);
      g_strstrip (line);
      if (g_str_equal (line, "q") || g_str_equal (line, "quit"))
        return bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, G_MAXUINT16);
      if (g_ascii_string_to_unsigned (line, 10, 1, n, &number, NULL))
        {
          action = legal[number - 1];
          /* Blind play: the chosen position stands for any card of the hidden hand. */
          if (action.kind == BRI_ACTION_PLAY &&
              !bri_card_set_has (view.known[play->human], action.card))
            action = any_blind_play (play, legal, n, &view);
          return action;
        }
      if (bri_action_parse (rules, line, &action, &error) && bri_state_is_legal (state, action))
        return action;
      {
        g_autofree char *shown = cli_text_escape (error ? error->message : line, -1,
                                                  CLI_TEXT_WHOLE);
        g_print (_("That is not a legal move here: %s\n"), shown);
      }
    }
}

static void
on_action_applied (BriGame *game, guint seat, BriAction *action, Play *play)
{
  const BriState *state = bri_game_get_state (game);
  const BriRules *rules = state->config.rules;

  if (seat == play->human)
    {
      g_autofree char *label = bri_action_get_label (rules, *action, play->style);
      g_print (_("You: %s\n"), label);
      return;
    }
  if (rules->action_visible != NULL && !rules->action_visible (state, seat, *action, play->human))
    {
      g_print (_("Seat %u acts out of your sight.\n"), seat);
      return;
    }
  g_autofree char *label = bri_action_get_label (rules, *action, play->style);
  g_print (_("Seat %u: %s\n"), seat, label);
}

static void
on_trick_taken (BriGame *game, guint winner, Play *play)
{
  const BriState *state = bri_game_get_state (game);
  guint points = bri_state_trick_points (state, &state->last_trick);
  g_autofree char *shown = bri_state_format_points (state, points);
  guint plural = bri_state_points_plural (state, points);
  if (winner == play->human)
    g_print (ngettext ("You take the trick: %s point.\n", "You take the trick: %s points.\n",
                       plural), shown);
  else
    g_print (ngettext ("Seat %u takes the trick: %s point.\n",
                       "Seat %u takes the trick: %s points.\n", plural), winner, shown);
}

static void
on_deal_over (BriGame *game, Play *play)
{
  const BriState *state = bri_game_get_state (game);
  const BriDealScore *score = bri_game_get_last_score (game);
  const BriMatch *match = bri_game_get_match (game);

  g_print ("\n%s\n", _("The deal is over."));
  for (guint side = 0; side < score->n_sides; side++)
    {
      g_autoptr (GString) seats = g_string_new (NULL);
      for (guint seat = 0; seat < state->n_seats; seat++)
        if (state->team[seat] == side)
          g_string_append_printf (seats, "%s%u", seats->len ? ", " : "", seat);
      g_autofree char *shown = bri_state_format_points (state, score->side_points[side]);
      g_print (ngettext ("  Seats %s: %s point\n", "  Seats %s: %s points\n",
                         bri_state_points_plural (state, score->side_points[side])),
               seats->str, shown);
    }
  if (score->outcome == BRI_OUTCOME_WIN)
    g_print ("%s\n", state->team[play->human] == score->winner_side ? _("You win the deal.")
                                                                     : _("You lose the deal."));
  else
    g_print ("%s\n", score->outcome == BRI_OUTCOME_TIE ? _("The deal is tied.")
                                                       : _("The deal is void."));
  g_print ("%s", _("Match:"));
  for (guint seat = 0; seat < state->n_seats; seat++)
    /* The count chooses the plural form of "won deals"; the score is a total. */
    g_print (ngettext (" seat %u: %u deal won, score %d;", " seat %u: %u deals won, score %d;",
                       match->wins[seat]), seat, match->wins[seat], match->score[seat]);
  g_print ("\n");
}

static void
autosave (Play *play)
{
  g_autoptr (GError) error = NULL;

  if (play->save_path != NULL &&
      !bri_saved_game_save (bri_game_get_record (play->game), play->save_path, &error))
    {
      g_autofree char *message = cli_text_escape (error->message, -1, CLI_TEXT_WHOLE);
      g_printerr ("briscola-cli: %s\n", message);
    }
}

int
cli_play (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (BriPluginLoader) loader = NULL;
  g_autofree char *level = NULL;
  g_autofree char *levels = level_list ();
  /* Translators: %s lists the levels ("random, greedy, easy, normal, hard"), then the default. */
  g_autofree char *level_help = g_strdup_printf (_("Computer players: %s (default: %s)"), levels,
                                                 bri_player_kind_to_string (DEFAULT_LEVEL));
  g_autofree char *style = NULL;
  g_autofree char *load_path = NULL;
  CliCommon common = { 0 };
  Play play = { 0 };
  int seat = 0, status = CLI_EXIT_OK;
  BriConfig config;
  const GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat, N_("Your seat (0 leads the first deal)"), "N" },
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level, level_help,
      N_("LEVEL") },
    { "deck-style", 0, 0, G_OPTION_ARG_STRING, &style,
      N_("Card names: italian, spanish, french or french-south"), N_("STYLE") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &play.save_path,
      N_("Save the match to FILE after every move"), N_("FILE") },
    { "load", 0, 0, G_OPTION_ARG_FILENAME, &load_path, N_("Resume a saved match"), N_("FILE") },
    { NULL }
  };

  g_option_context_set_summary (context, _("Play in the terminal against computer players."));
  cli_common_add_entries (context, &common);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse (context, &argc, &argv, &error))
    goto failed;

  play.level = DEFAULT_LEVEL;
  if (level != NULL && !bri_player_kind_parse (level, &play.level))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("“%s”: no such computer player (%s)"), level, levels);
      goto failed;
    }

  loader = cli_load_plugins ();
  if (load_path != NULL)
    {
      BriRecord *record = bri_saved_game_load (loader, load_path, &error);
      if (record == NULL || (play.game = bri_game_new_from_record (record, &error)) == NULL)
        goto failed;
      config = record->config;
    }
  else
    {
      if (!cli_common_config (&common, loader, &config, &error))
        goto failed;
      /* The last seat deals the first deal, so seat 0 leads it, as the contract numbers seats. */
      play.game = bri_game_new (&config, cli_common_seed (&common), config.n_players - 1);
    }
  if (seat < 0 || seat >= config.n_players)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seat takes a seat from 0 to %u"), config.n_players - 1u);
      goto failed;
    }
  play.human = (guint) seat;
  play.style = config.rules->deck_style;
  if (style != NULL && !bri_deck_style_parse (style, &play.style))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("“%s”: no such deck style (italian, spanish, french, french-south)"), style);
      goto failed;
    }
  bri_rng_init (&play.rng, cli_common_seed (&common) ^ 0x5bd1e995);

  g_signal_connect (play.game, "action-applied", G_CALLBACK (on_action_applied), &play);
  g_signal_connect (play.game, "trick-taken", G_CALLBACK (on_trick_taken), &play);
  g_signal_connect (play.game, "deal-over", G_CALLBACK (on_deal_over), &play);

  g_print (_("%s — you are seat %u.\n"), bri_rules_get_name (config.rules), play.human);
  for (;;)
    {
      const BriState *state = bri_game_get_state (play.game);
      const BriMatch *match = bri_game_get_match (play.game);
      BriAction action;

      if (match->finished)
        break;
      if (bri_state_is_over (state))
        {
          bri_game_next_deal (play.game);
          g_print ("\n%s\n", _("A new deal."));
          continue;
        }
      if (state->to_act == play.human)
        {
          action = ask_human (&play);
          if (action.value == G_MAXUINT16 && action.kind == BRI_ACTION_PASS)
            {
              g_print ("\n%s\n", play.save_path ? _("Match saved. Goodbye.") : _("Goodbye."));
              goto out;
            }
        }
      else
        {
          g_autoptr (BriDealLog) log = bri_game_dup_deal_log (play.game);
          const BriOpponentModel *model = bri_game_get_opponent_model (play.game,
                                                                       state->to_act,
                                                                       play.level);
          action = bri_player_choose_with_log (play.level, state, log, model, &play.rng,
                                               NULL, NULL);
        }
      if (!bri_game_apply (play.game, action, &error))
        goto failed;
      autosave (&play);
    }

  {
    const BriMatch *match = bri_game_get_match (play.game);
    if (match->winners == 0)
      g_print ("\n%s\n", _("The match is drawn."));
    else if (match->winners & (1u << play.human))
      g_print ("\n%s\n", _("You win the match!"));
    else
      g_print ("\n%s\n", _("You lose the match."));
  }

out:
  g_clear_object (&play.game);
  g_free (play.save_path);
  cli_common_clear (&common);
  return status;

failed:
  status = cli_fail (error);
  goto out;
}
