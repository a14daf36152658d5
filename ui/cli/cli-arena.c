/* cli-arena.c: `briscola-cli arena`: many deals between computer players or external
 * engines, seat-rotated on the same deals, played on worker threads; reports wins,
 * points and decision times. */
#include "config.h"

#include <inttypes.h>

#include <glib/gi18n.h>
#include <math.h>
#include <signal.h>

#include "cli.h"
#include "cli-engine-protocol.h"
#include "cli-histogram.h"
#include "cli-text.h"

#define DEFAULT_ENGINE_TIME_MS 2000

/* One entry of --seats. */
typedef struct
{
  char *label;
  BriPlayerKind kind;
  char *command; /* engine:COMMAND, or NULL for a built-in player */
  guint tally;   /* index of the entrants' label in the tallies */
} Entrant;

/* What one label (player kind or engine) did; summed over workers at the end. */
typedef struct
{
  guint deals, wins, ties, losses;
  double point_diff;
  gint64 stakes;        /* match points, where the variant scores stakes per seat */
  CliHistogram times_us; /* decision times: bounded whatever the number of deals */
  guint64 tree_iterations;
  gint64 tree_us;
  guint64 exact_nodes;
  gint64 exact_us;
  guint engine_failures;
} Tally;

typedef struct
{
  BriConfig config;
  Entrant entrants[BRI_MAX_SEATS];
  guint n_entrants;
  char *labels[BRI_MAX_SEATS];
  guint n_labels;
  guint8 rotations[BRI_MAX_SEATS][BRI_MAX_SEATS]; /* seat -> entrant, per seating */
  guint n_rotations;
  guint games;
  guint64 seed;
  guint engine_time_ms;
  gboolean json;
  guint n_workers;
  GMutex lock;         /* guards failures and stderr */
  GPtrArray *failures; /* one line per engine failure */
} Arena;

typedef struct
{
  Arena *arena;
  Tally tallies[BRI_MAX_SEATS];
  CliEngineClient *clients[BRI_MAX_SEATS]; /* per entrant, kept from deal to deal */
  BriDealLog *log;     /* the plays of the deal in progress, reused from deal to deal */
  /* What each built-in entrant learned of the others in this worker's deals: the
   * seatings turn the table round, so each keeps the same seats after it. */
  BriOpponentModel *models[BRI_MAX_SEATS];
  guint index;         /* plays the games whose number leaves this over n_workers */
  GThread *thread;
} Worker;

static guint64
mix_seed (guint64 a, guint64 b)
{
  BriRng rng;

  bri_rng_init (&rng, a ^ (b * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)));
  bri_rng_next (&rng);
  return bri_rng_next (&rng);
}

static void
report_failure (Arena *arena, Worker *worker, guint entrant, guint deal, const char *reason)
{
  g_autofree char *label = cli_text_escape (arena->entrants[entrant].label, -1,
                                            CLI_TEXT_WHOLE);
  g_autofree char *line = g_strdup_printf (_("deal %u: %s (seat entry %u) failed: %s; "
                                             "greedy plays for it until the deal ends"),
                                           deal, label, entrant, reason);

  worker->tallies[arena->entrants[entrant].tally].engine_failures++;
  g_mutex_lock (&arena->lock);
  g_printerr ("briscola-cli: %s\n", line);
  g_ptr_array_add (arena->failures, g_steal_pointer (&line));
  g_mutex_unlock (&arena->lock);
}

static void
drop_client (Worker *worker, guint entrant)
{
  g_clear_pointer (&worker->clients[entrant], cli_engine_client_free);
}

/* Plays deal @deal with seating @rotation and adds the results to the worker's tallies. */
static void
play_deal (Worker *worker, guint deal, guint rotation)
{
  Arena *arena = worker->arena;
  const guint8 *seating = arena->rotations[rotation];
  guint n = arena->config.n_players;
  gboolean engine_ok[BRI_MAX_SEATS] = { FALSE };
  BriRng deal_rng, rngs[BRI_MAX_SEATS];
  BriDealScore score;
  BriState state;
  BriDealLog *log = worker->log;
  gboolean stakes = FALSE;

  bri_rng_init (&deal_rng, mix_seed (arena->seed, deal));
  bri_state_deal_random (&state, &arena->config, n - 1, &deal_rng);
  bri_deal_log_clear (log);

  for (guint seat = 0; seat < n; seat++)
    {
      guint e = seating[seat];
      g_autoptr (GError) error = NULL;

      bri_rng_init (&rngs[seat], mix_seed (mix_seed (arena->seed, deal), rotation * 16 + seat));
      if (arena->entrants[e].command == NULL)
        continue;
      if (worker->clients[e] == NULL)
        worker->clients[e] = cli_engine_client_new (arena->entrants[e].command,
                                                    arena->engine_time_ms, &error);
      if (worker->clients[e] != NULL &&
          cli_engine_client_deal (worker->clients[e], &state, seat, &error))
        engine_ok[seat] = TRUE;
      else
        {
          report_failure (arena, worker, e, deal, error->message);
          drop_client (worker, e);
        }
    }

  while (!bri_state_is_over (&state))
    {
      guint seat = state.to_act;
      guint e = seating[seat];
      Tally *tally = &worker->tallies[arena->entrants[e].tally];
      gint64 start = g_get_monotonic_time ();
      gint64 elapsed;
      BriSearchStats stats = { 0 };
      BriAction action;

      if (arena->entrants[e].command != NULL && engine_ok[seat])
        {
          g_autoptr (GError) error = NULL;

          if (!cli_engine_client_go (worker->clients[e], &state, seat, &rngs[seat], &action,
                                     &error))
            {
              report_failure (arena, worker, e, deal, error->message);
              drop_client (worker, e);
              engine_ok[seat] = FALSE;
              action = bri_player_greedy (&state, &rngs[seat]);
            }
        }
      else if (arena->entrants[e].command != NULL)
        action = bri_player_greedy (&state, &rngs[seat]);
      else
        action = bri_player_choose_with_log (arena->entrants[e].kind, &state, log,
                                             worker->models[e], &rngs[seat], NULL, &stats);
      elapsed = g_get_monotonic_time () - start;
      cli_histogram_add (&tally->times_us, elapsed);
      if (stats.method == BRI_SEARCH_TREE)
        {
          tally->tree_iterations += stats.iterations;
          tally->tree_us += stats.elapsed_us;
        }
      else if (stats.method == BRI_SEARCH_EXACT || stats.method == BRI_SEARCH_ENDGAME)
        {
          tally->exact_nodes += stats.nodes;
          tally->exact_us += stats.elapsed_us;
        }

      bri_deal_log_add (log, &state, action);
      bri_state_apply (&state, action);

      for (guint other = 0; other < n; other++)
        {
          g_autoptr (GError) error = NULL;
          guint oe = seating[other];

          if (!engine_ok[other])
            continue;
          if (!cli_engine_client_action (worker->clients[oe], &state, other, seat, action,
                                         &error))
            {
              report_failure (arena, worker, oe, deal, error->message);
              drop_client (worker, oe);
              engine_ok[other] = FALSE;
            }
        }
    }

  for (guint seat = 0; seat < n; seat++)
    if (engine_ok[seat])
      cli_engine_client_deal_over (worker->clients[seating[seat]], &state, seat);

  for (guint seat = 0; seat < n; seat++)
    if (arena->entrants[seating[seat]].command == NULL)
      bri_player_learn (arena->entrants[seating[seat]].kind, worker->models[seating[seat]],
                        log, seat, &rngs[seat]);

  arena->config.rules->score (&state, &score);
  for (guint seat = 0; seat < n; seat++)
    stakes |= score.stake[seat] != 0;
  for (guint seat = 0; seat < n; seat++)
    {
      Tally *tally = &worker->tallies[arena->entrants[seating[seat]].tally];
      guint side = state.team[seat];
      double others = 0;
      guint n_others = 0;

      tally->deals++;
      if (stakes ? score.stake[seat] > 0
                 : score.outcome == BRI_OUTCOME_WIN && score.winner_side == side)
        tally->wins++;
      else if (stakes ? score.stake[seat] < 0 : score.outcome == BRI_OUTCOME_WIN)
        tally->losses++;
      else
        tally->ties++;
      for (guint s = 0; s < score.n_sides; s++)
        if (s != side)
          {
            others += score.side_points[s];
            n_others++;
          }
      /* In points, not in the variant's units (Tressette counts thirds). */
      tally->point_diff += (score.side_points[side] - (n_others ? others / n_others : 0)) /
                           bri_trick_rules_get_point_unit (bri_state_get_trick_rules (&state));
      tally->stakes += score.stake[seat];
    }
}

static gpointer
worker_run (gpointer data)
{
  Worker *worker = data;
  Arena *arena = worker->arena;

  worker->log = bri_deal_log_new ();
  for (guint e = 0; e < arena->n_entrants; e++)
    worker->models[e] = bri_opponent_model_new ();
  /* A fixed share of the games, not the next one free: what the models learn, and
   * so the results, then do not depend on how the threads are scheduled. */
  for (guint game = worker->index; game < arena->games; game += arena->n_workers)
    for (guint rotation = 0; rotation < arena->n_rotations; rotation++)
      play_deal (worker, game, rotation);
  for (guint e = 0; e < arena->n_entrants; e++)
    drop_client (worker, e);
  g_clear_pointer (&worker->log, bri_deal_log_free);
  for (guint e = 0; e < arena->n_entrants; e++)
    g_clear_pointer (&worker->models[e], bri_opponent_model_free);
  return NULL;
}

static gboolean
parse_seats (Arena *arena, const char *seats, guint n_players, GError **error)
{
  g_auto (GStrv) parts = g_strsplit (seats, ",", -1);
  guint n = g_strv_length (parts);

  if (n < 1 || n > BRI_MAX_SEATS || (n_players != 0 && n != n_players))
    {
      g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--seats names one player per seat: %u given for %u seats"),
                   n, n_players ? n_players : n);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      Entrant *entrant = &arena->entrants[i];
      const char *text = g_strstrip (parts[i]);
      guint label;

      /* Counted at once, so that what it holds is freed should a later entry be wrong. */
      arena->n_entrants = i + 1;

      if (g_str_has_prefix (text, "engine:"))
        {
          g_auto (GStrv) argv = NULL;
          if (!g_shell_parse_argv (text + strlen ("engine:"), NULL, &argv, NULL))
            {
              g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                           _("“%s”: the engine command cannot be read"), text);
              return FALSE;
            }
          entrant->command = g_strdup (text + strlen ("engine:"));
        }
      else if (!bri_player_kind_parse (text, &entrant->kind))
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       _("“%s”: not a player (random, greedy, easy, normal, hard or "
                         "engine:COMMAND)"), text);
          return FALSE;
        }
      entrant->label = g_strdup (text);
      for (label = 0; label < arena->n_labels; label++)
        if (g_str_equal (arena->labels[label], text))
          break;
      if (label == arena->n_labels)
        arena->labels[arena->n_labels++] = g_strdup (text);
      entrant->tally = label;
    }
  return TRUE;
}

/* Every distinct seating that turns the list of players round the table. */
static void
compute_rotations (Arena *arena)
{
  guint n = arena->n_entrants;

  for (guint r = 0; r < n; r++)
    {
      guint8 *seating = arena->rotations[arena->n_rotations];
      gboolean seen = FALSE;

      for (guint seat = 0; seat < n; seat++)
        seating[seat] = (guint8) ((seat + r) % n);
      for (guint k = 0; k < arena->n_rotations && !seen; k++)
        {
          gboolean same = TRUE;
          for (guint seat = 0; seat < n; seat++)
            same &= arena->entrants[arena->rotations[k][seat]].tally ==
                    arena->entrants[seating[seat]].tally;
          seen = same;
        }
      if (!seen)
        arena->n_rotations++;
    }
}

static double
percentile_ms (const CliHistogram *times, double p)
{
  return cli_histogram_percentile (times, p) / 1000.0;
}

/* Wilson score interval for a rate over @n trials. */
static void
confidence_interval (double rate, guint n, double *low, double *high)
{
  const double z = 1.96;
  double denominator, centre, margin;

  if (n == 0)
    {
      *low = 0;
      *high = 1;
      return;
    }
  denominator = 1 + z * z / n;
  centre = (rate + z * z / (2.0 * n)) / denominator;
  margin = z * sqrt (rate * (1 - rate) / n + z * z / (4.0 * n * n)) / denominator;
  *low = MAX (0.0, centre - margin);
  *high = MIN (1.0, centre + margin);
}

static void
merge_tally (Tally *into, const Tally *from)
{
  into->deals += from->deals;
  into->wins += from->wins;
  into->ties += from->ties;
  into->losses += from->losses;
  into->point_diff += from->point_diff;
  into->stakes += from->stakes;
  cli_histogram_merge (&into->times_us, &from->times_us);
  into->tree_iterations += from->tree_iterations;
  into->tree_us += from->tree_us;
  into->exact_nodes += from->exact_nodes;
  into->exact_us += from->exact_us;
  into->engine_failures += from->engine_failures;
}

static void
print_results (Arena *arena, Tally *totals, double seconds)
{
  guint n_deals = arena->games * arena->n_rotations;

  if (arena->json)
    {
      g_autoptr (JsonBuilder) builder = json_builder_new ();

      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "variant");
      json_builder_add_string_value (builder, arena->config.rules->id);
      json_builder_set_member_name (builder, "players");
      json_builder_add_int_value (builder, arena->config.n_players);
      json_builder_set_member_name (builder, "seats");
      json_builder_begin_array (builder);
      for (guint e = 0; e < arena->n_entrants; e++)
        json_builder_add_string_value (builder, arena->entrants[e].label);
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "games");
      json_builder_add_int_value (builder, arena->games);
      json_builder_set_member_name (builder, "seatings");
      json_builder_add_int_value (builder, arena->n_rotations);
      json_builder_set_member_name (builder, "deals");
      json_builder_add_int_value (builder, n_deals);
      json_builder_set_member_name (builder, "seed");
      json_builder_add_int_value (builder, (gint64) arena->seed);
      json_builder_set_member_name (builder, "seconds");
      json_builder_add_double_value (builder, seconds);
      json_builder_set_member_name (builder, "results");
      json_builder_begin_array (builder);
      for (guint l = 0; l < arena->n_labels; l++)
        {
          Tally *t = &totals[l];
          double rate = t->deals ? (t->wins + 0.5 * t->ties) / t->deals : 0;
          double low, high;

          confidence_interval (rate, t->deals, &low, &high);
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "player");
          json_builder_add_string_value (builder, arena->labels[l]);
          json_builder_set_member_name (builder, "deals");
          json_builder_add_int_value (builder, t->deals);
          json_builder_set_member_name (builder, "wins");
          json_builder_add_int_value (builder, t->wins);
          json_builder_set_member_name (builder, "ties");
          json_builder_add_int_value (builder, t->ties);
          json_builder_set_member_name (builder, "losses");
          json_builder_add_int_value (builder, t->losses);
          json_builder_set_member_name (builder, "win_rate");
          json_builder_add_double_value (builder, rate);
          json_builder_set_member_name (builder, "win_rate_ci95");
          json_builder_begin_array (builder);
          json_builder_add_double_value (builder, low);
          json_builder_add_double_value (builder, high);
          json_builder_end_array (builder);
          json_builder_set_member_name (builder, "mean_point_difference");
          json_builder_add_double_value (builder, t->deals ? t->point_diff / t->deals : 0);
          json_builder_set_member_name (builder, "mean_stake");
          json_builder_add_double_value (builder, t->deals ? (double) t->stakes / t->deals : 0);
          json_builder_set_member_name (builder, "decisions");
          json_builder_add_int_value (builder, (gint64) t->times_us.count);
          json_builder_set_member_name (builder, "decision_ms");
          json_builder_begin_object (builder);
          json_builder_set_member_name (builder, "p50");
          json_builder_add_double_value (builder, percentile_ms (&t->times_us, 0.5));
          json_builder_set_member_name (builder, "p95");
          json_builder_add_double_value (builder, percentile_ms (&t->times_us, 0.95));
          json_builder_set_member_name (builder, "max");
          json_builder_add_double_value (builder, percentile_ms (&t->times_us, 1.0));
          json_builder_end_object (builder);
          json_builder_set_member_name (builder, "iterations_per_second");
          json_builder_add_double_value (builder, t->tree_us ? t->tree_iterations * 1e6 /
                                                               t->tree_us : 0);
          json_builder_set_member_name (builder, "exact_nodes_per_second");
          json_builder_add_double_value (builder, t->exact_us ? t->exact_nodes * 1e6 /
                                                                t->exact_us : 0);
          json_builder_set_member_name (builder, "engine_failures");
          json_builder_add_int_value (builder, t->engine_failures);
          json_builder_end_object (builder);
        }
      json_builder_end_array (builder);
      json_builder_set_member_name (builder, "engine_failures");
      json_builder_begin_array (builder);
      for (guint i = 0; i < arena->failures->len; i++)
        json_builder_add_string_value (builder, g_ptr_array_index (arena->failures, i));
      json_builder_end_array (builder);
      json_builder_end_object (builder);
      cli_print_json (builder);
      return;
    }

  /* Labelled counts rather than a sentence: three numbers cannot share one plural form. */
  g_print (_("%s — deals per seating: %u, seatings: %u, deals: %u, seed: %" PRIu64
             ", time: %.1f s\n"),
           arena->config.rules->id, arena->games, arena->n_rotations, n_deals, arena->seed,
           seconds);
  g_print ("%-16s %6s %6s %5s %6s %8s %15s %8s %8s %8s %8s\n", _("player"), _("deals"),
           _("wins"), _("ties"), _("losses"), _("win rate"), _("95% interval"), _("points"),
           _("p50 ms"), _("p95 ms"), _("max ms"));
  for (guint l = 0; l < arena->n_labels; l++)
    {
      Tally *t = &totals[l];
      double rate = t->deals ? (t->wins + 0.5 * t->ties) / t->deals : 0;
      double low, high;

      /* A column of 16 characters: longer labels are cut, on a character boundary. */
      g_autofree char *label = cli_text_escape (arena->labels[l], -1,
                                                g_utf8_strlen (arena->labels[l], -1) > 16
                                                ? 15 : CLI_TEXT_WHOLE);
      glong width = g_utf8_strlen (label, -1);

      confidence_interval (rate, t->deals, &low, &high);
      g_print ("%s%*s %6u %6u %5u %6u %7.1f%% %6.1f%%–%5.1f%% %+8.2f %8.2f %8.2f %8.2f\n",
               label, (int) MAX (16 - width, 0), "", t->deals, t->wins, t->ties, t->losses, 100 * rate,
               100 * low, 100 * high, t->deals ? t->point_diff / t->deals : 0,
               percentile_ms (&t->times_us, 0.5), percentile_ms (&t->times_us, 0.95),
               percentile_ms (&t->times_us, 1.0));
    }
  if (arena->failures->len > 0)
    g_print (ngettext ("%u engine failure (see above)\n", "%u engine failures (see above)\n",
                       arena->failures->len), arena->failures->len);
}

int
cli_arena (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autoptr (BriPluginLoader) loader = NULL;
  g_autofree char *seats = NULL;
  g_autofree Worker *workers = NULL;
  CliCommon common = { 0 };
  Arena arena = { 0 };
  Tally totals[BRI_MAX_SEATS];
  int games = 0, threads = 0, engine_time = DEFAULT_ENGINE_TIME_MS;
  guint n_workers;
  gint64 start;
  int status = CLI_EXIT_OK;
  const GOptionEntry entries[] = {
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats,
      N_("The players, one per seat: random, greedy, easy, normal, hard or engine:COMMAND"),
      N_("A,B,…") },
    { "games", 'n', 0, G_OPTION_ARG_INT, &games, N_("Deals to play in each seating"), "N" },
    { "threads", 'j', 0, G_OPTION_ARG_INT, &threads,
      N_("Worker threads (default: one per processor)"), "N" },
    { "engine-time", 0, 0, G_OPTION_ARG_INT, &engine_time,
      N_("Milliseconds an engine may take per decision"), "MS" },
    { NULL }
  };

  g_mutex_init (&arena.lock);
  arena.failures = g_ptr_array_new_with_free_func (g_free);
  g_option_context_set_summary (context,
                                _("Play many deals between computer players and engines, "
                                  "every player in every seat on the same deals."));
  cli_common_add_entries (context, &common);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse (context, &argc, &argv, &error))
    goto failed;
  if (seats == NULL)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("name the players with --seats A,B,… (one per seat)"));
      goto failed;
    }
  if (games < 1 || games > 10000000)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("--games takes a number of deals from 1 to 10000000"));
      goto failed;
    }
  if (threads < 0 || threads > 256 || engine_time < 1 || engine_time > 600000)
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   threads < 0 || threads > 256
                   ? _("--threads takes a number from 1 to 256")
                   : _("--engine-time takes milliseconds from 1 to 600000"));
      goto failed;
    }
  if (!parse_seats (&arena, seats, (guint) MAX (common.players, 0), &error))
    goto failed;
  if (common.players == 0)
    common.players = (int) arena.n_entrants;
  loader = cli_load_plugins ();
  if (!cli_common_config (&common, loader, &arena.config, &error))
    goto failed;

  arena.games = (guint) games;
  arena.seed = cli_common_seed (&common);
  arena.engine_time_ms = (guint) engine_time;
  arena.json = common.json;
  compute_rotations (&arena);
  /* A dead engine must not kill the arena when it writes to it. */
  signal (SIGPIPE, SIG_IGN);
  /* Engines run in process groups of their own: when the arena is stopped, so are they. */
  cli_engine_client_end_engines_on_signals ();

  n_workers = threads > 0 ? (guint) threads : MAX (g_get_num_processors (), 1u);
  n_workers = MIN (n_workers, arena.games);
  arena.n_workers = n_workers;
  workers = g_new0 (Worker, n_workers);
  start = g_get_monotonic_time ();
  for (guint w = 0; w < n_workers; w++)
    {
      workers[w].arena = &arena;
      workers[w].index = w;
      workers[w].thread = g_thread_new ("arena", worker_run, &workers[w]);
    }
  memset (totals, 0, sizeof totals);
  for (guint w = 0; w < n_workers; w++)
    {
      g_thread_join (workers[w].thread);
      for (guint l = 0; l < arena.n_labels; l++)
        merge_tally (&totals[l], &workers[w].tallies[l]);
    }

  print_results (&arena, totals, (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC);

out:
  for (guint e = 0; e < arena.n_entrants; e++)
    {
      g_free (arena.entrants[e].label);
      g_free (arena.entrants[e].command);
    }
  for (guint l = 0; l < arena.n_labels; l++)
    g_free (arena.labels[l]);
  g_ptr_array_unref (arena.failures);
  g_mutex_clear (&arena.lock);
  cli_common_clear (&common);
  return status;

failed:
  status = cli_fail (error);
  goto out;
}
