/* test-engine.c: the engine protocol: what a seat is told (never a hidden card), the
 * built-in engine, and broken engines (crash, silence, garbage, illegal moves) replaced
 * by the greedy player with the reason reported. */
#include "config.h"

#include <bri-test.h>
#include <json-glib/json-glib.h>

#include "cli-engine-protocol.h"

#define DECK "Ad 2c 3d Kc 4s Qb 7b 5d 6d 7d Jd Qd Kd 2d 4d Ac 3c 4c 5c 6c 7c Jc Qc " \
             "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb Ab"

typedef struct
{
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

static void
run_cli (Run *run, const char *input, const char * const *args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;

  g_ptr_array_add (argv, (char *) g_getenv ("BRISCOLA_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                               G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, input, NULL, &run->out, &run->err, &error);
  g_assert_no_error (error);
  run->status = g_subprocess_get_exit_status (process);
}

static JsonObject *
parse_object (JsonParser *parser, const char *text)
{
  g_autoptr (GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)));
  return json_node_get_object (json_parser_get_root (parser));
}

/* Every card named anywhere in a message. */
static void
collect_cards (JsonNode *node, BriCardSet *cards)
{
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr (GList) members = json_object_get_values (json_node_get_object (node));
      for (GList *l = members; l != NULL; l = l->next)
        collect_cards (l->data, cards);
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        collect_cards (json_array_get_element (array, i), cards);
    }
  else if (json_node_get_value_type (node) == G_TYPE_STRING)
    {
      const char *text = json_node_get_string (node);
      BriCard card;
      /* Action texts ("call:Ad", "signal:K") name cards after the colon. */
      const char *colon = strchr (text, ':');
      if (bri_card_parse (colon ? colon + 1 : text, &card, NULL))
        *cards |= bri_card_bit (card);
    }
}

static BriCardSet
message_cards (const char *message)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  BriCardSet cards = 0;

  parse_object (parser, message);
  collect_cards (json_parser_get_root (parser), &cards);
  return cards;
}

static void
test_no_hidden_cards (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  bri_rng_init (&rng, 1);
  for (guint step = 0; !bri_state_is_over (&state); step++)
    {
      for (guint seat = 0; seat < 2; seat++)
        {
          g_autofree char *deal = cli_engine_message_deal (&state, seat);
          g_autofree char *go = cli_engine_message_go (&state, seat, 100);
          BriCardSet hidden = state.hand[1 - seat];
          BriCardSet stock = 0;

          for (guint i = state.stock_top; i < state.stock_len; i++)
            stock |= bri_card_bit (state.stock[i]);
          /* The rest of the stock is hidden; the turned card is seen by all, wherever it
           * went. */
          hidden = (hidden | stock) & ~bri_card_bit (state.trump_card);
          /* Once the stock is gone the other hand is what is left: still not shown. */
          g_assert_cmpuint (message_cards (deal) & hidden, ==, 0);
          if (state.to_act == seat)
            g_assert_cmpuint (message_cards (go) & hidden, ==, 0);
        }
      bri_state_apply (&state, bri_player_greedy (&state, &rng));
    }
}

/* A secret signal reaches the partner only; the others learn that something was said. */
static void
test_secret_signal (void)
{
  BriConfig config;
  BriState state;
  BriAction signal;
  BriCard queen;

  bri_test_config (&config, "briscola4", 0, "communication=signals");
  bri_test_deal (&state, &config, DECK);
  /* Trump is diamonds (Kd turned). Seat 3 trumps the first trick with 5d. */
  bri_test_play (&state, "4s 2c 7b 5d");
  g_assert_cmpuint (state.to_act, ==, 3);
  g_assert_true (bri_action_parse (config.rules, "signal:Q", &signal, NULL));
  g_assert_true (bri_state_is_legal (&state, signal));
  bri_state_apply (&state, signal);
  g_assert_true (bri_card_parse ("Qd", &queen, NULL));

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *text = cli_engine_message_action (&state, seat, 3, signal,
                                                         config.rules->action_visible (
                                                           &state, 3, signal, seat));
      JsonObject *message = parse_object (parser, text);
      gboolean partner = seat == 1 || seat == 3;

      g_assert_cmpstr (json_object_get_string_member (message, "kind"), ==, "say");
      if (partner)
        g_assert_cmpstr (json_object_get_string_member (message, "action"), ==, "signal:Q");
      else
        g_assert_true (json_node_is_null (json_object_get_member (message, "action")));
      g_assert_true (((message_cards (text) & bri_card_bit (queen)) != 0) == partner);
    }
}

/* The built-in engine answers a stacked deal with one of its legal cards. */
static void
test_builtin_session (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (GString) input = g_string_new (NULL);
  g_auto (GStrv) lines = NULL;
  g_autofree char *hello = cli_engine_message_hello ();
  const char *args[] = { "engine", "--level", "easy", "--seed", "3", NULL };
  BriConfig config;
  BriState state;
  guint n_moves = 0;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  g_string_append_printf (input, "%s\n", hello);
  for (guint seat = 0; seat < 2; seat++)
    {
      g_autofree char *deal = cli_engine_message_deal (&state, seat);
      g_autofree char *go = cli_engine_message_go (&state, seat, 500);
      g_string_append_printf (input, "%s\n", deal);
      if (state.to_act == seat)
        g_string_append_printf (input, "%s\n", go);
    }
  g_string_append (input, "{\"type\":\"quit\"}\n");

  run_cli (&run, input->str, args);
  g_assert_cmpint (run.status, ==, 0);
  lines = g_strsplit (g_strstrip (run.out), "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *message = parse_object (parser, lines[i]);
      const char *type = json_object_get_string_member (message, "type");

      if (i == 0)
        {
          g_assert_cmpstr (type, ==, "hello");
          g_assert_cmpint (json_object_get_int_member (message, "protocol"), ==, 1);
        }
      else if (g_str_equal (type, "move"))
        {
          BriAction action;
          g_assert_true (bri_action_parse (config.rules,
                                           json_object_get_string_member (message, "action"),
                                           &action, NULL));
          g_assert_true (bri_state_is_legal (&state, action));
          n_moves++;
        }
      else
        g_assert_cmpstr (type, ==, "info");
    }
  g_assert_cmpuint (n_moves, ==, 1);
}

typedef struct
{
  const char *mode;
  const char *reason; /* part of the reason reported */
} Broken;

/* Runs an arena of the engine against greedy; returns the parsed report. */
static JsonObject *
run_arena (JsonParser *parser, const char *variant, const char *engine, const char *other,
           guint players, const char *games)
{
  g_auto (Run) run = { 0 };
  g_autoptr (GString) seats = g_string_new (engine);
  const char *args[] = { "arena", "--variant", variant, "--seats", NULL, "--games", games,
                         "--seed", "1", "--engine-time", "300", "--threads", "1", "--json",
                         NULL };
  JsonObject *report;

  for (guint i = 1; i < players; i++)
    g_string_append_printf (seats, ",%s", i % 2 ? other : engine);
  args[4] = seats->str;
  run_cli (&run, NULL, args);
  g_assert_cmpint (run.status, ==, 0);
  report = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (report, "variant"), ==, variant);
  return report;
}

static JsonObject *
result_of (JsonObject *report, const char *player)
{
  JsonArray *results = json_object_get_array_member (report, "results");

  for (guint i = 0; i < json_array_get_length (results); i++)
    {
      JsonObject *result = json_array_get_object_element (results, i);
      if (g_str_equal (json_object_get_string_member (result, "player"), player))
        return result;
    }
  g_assert_not_reached ();
}

static void
test_broken (gconstpointer data)
{
  const Broken *broken = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "ai", "fake-engine.sh", NULL);
  g_autofree char *engine = g_str_equal (broken->mode, "missing")
                            ? g_strdup ("engine:/nonexistent/briscola-engine")
                            : g_strdup_printf ("engine:sh %s %s", script, broken->mode);
  JsonObject *report = run_arena (parser, "briscola2", engine, "greedy", 2, "1");
  JsonObject *mine = result_of (report, engine + 0);
  JsonObject *greedy = result_of (report, "greedy");
  JsonArray *failures = json_object_get_array_member (report, "engine_failures");

  /* Both deals were played to the end, the engine's seat by greedy once it failed. */
  g_assert_cmpint (json_object_get_int_member (mine, "deals"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (greedy, "deals"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (mine, "wins") +
                   json_object_get_int_member (mine, "ties") +
                   json_object_get_int_member (mine, "losses"), ==, 2);
  if (broken->reason == NULL)
    {
      g_assert_cmpint (json_array_get_length (failures), ==, 0);
      return;
    }
  /* Once per deal: a new engine is started for the next deal. */
  g_assert_cmpint (json_object_get_int_member (mine, "engine_failures"), ==, 2);
  g_assert_cmpint (json_array_get_length (failures), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      const char *reason = json_array_get_string_element (failures, i);
      g_test_message ("%s", reason);
      g_assert_nonnull (strstr (reason, broken->reason));
      g_assert_nonnull (strstr (reason, "greedy plays for it"));
    }
}

/* The built-in engine through the arena, with secret signals, exchanges and double
 * tricks: it keeps track of every deal (no failure, no lost track). */
static void
test_builtin_arena (void)
{
  static const struct { const char *variant; guint players; } cases[] = {
    { "briscola2", 2 }, { "briscola4", 4 }, { "brisca", 2 }, { "briskula-double", 2 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *engine = g_strdup_printf ("engine:%s engine --level easy --seed 2",
                                                 g_getenv ("BRISCOLA_CLI"));
      JsonObject *report = run_arena (parser, cases[i].variant, engine, "greedy",
                                      cases[i].players, "1");

      g_assert_cmpint (json_array_get_length (json_object_get_array_member (report,
                                                                            "engine_failures")),
                       ==, 0);
      g_assert_cmpint (json_object_get_int_member (result_of (report, engine), "deals"), >, 0);
    }
}

static void
test_arena_report (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *report = run_arena (parser, "briscola2", "greedy", "random", 2, "30");
  JsonObject *greedy = result_of (report, "greedy");
  JsonObject *random = result_of (report, "random");
  JsonArray *ci = json_object_get_array_member (greedy, "win_rate_ci95");
  double rate = json_object_get_double_member (greedy, "win_rate");

  /* Seat-fair: 30 deals in both seatings, every deal counted once for each player. */
  g_assert_cmpint (json_object_get_int_member (report, "deals"), ==, 60);
  g_assert_cmpint (json_object_get_int_member (greedy, "deals"), ==, 60);
  g_assert_cmpint (json_object_get_int_member (greedy, "wins"), ==,
                   json_object_get_int_member (random, "losses"));
  g_assert_cmpint (json_object_get_int_member (greedy, "ties"), ==,
                   json_object_get_int_member (random, "ties"));
  g_assert_cmpfloat_with_epsilon (rate + json_object_get_double_member (random, "win_rate"),
                                  1.0, 1e-9);
  g_assert_cmpfloat (json_array_get_double_element (ci, 0), <=, rate);
  g_assert_cmpfloat (json_array_get_double_element (ci, 1), >=, rate);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (greedy,
                                                                 "mean_point_difference"),
                                  -json_object_get_double_member (random,
                                                                  "mean_point_difference"),
                                  1e-9);
  g_assert_true (json_object_has_member (json_object_get_object_member (greedy, "decision_ms"),
                                         "p95"));
}

static void
test_arena_bad_input (void)
{
  static const char *cases[][2] = {
    { "hard,nobody", "nobody" },
    { "hard", "2 players, not 1" },
    { "hard,greedy,hard", "2 players, not 3" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      const char *args[] = { "arena", "--variant", "briscola2", "--seats", cases[i][0],
                             "--games", "1", NULL };

      run_cli (&run, NULL, args);
      g_assert_cmpint (run.status, ==, 2);
      g_assert_nonnull (strstr (run.err, cases[i][1]));
      g_assert_cmpstr (run.out, ==, "");
    }
}

int
main (int argc, char **argv)
{
  static const Broken broken[] = {
    { "crash", "exited (status 3)" },
    { "killed", "crashed (signal 9)" },
    { "silent", "did not answer in time" },
    { "garbage", "not a JSON object" },
    { "illegal", "not a legal action" },
    { "no-hello", "exited (status 0)" },
    { "missing", "cannot start the engine" },
    { "good", NULL },
  };

  g_test_init (&argc, &argv, NULL);
  g_test_summary ("The engine protocol, the engine command and the arena");

  g_test_add_func ("/ai/engine/no-hidden-cards", test_no_hidden_cards);
  g_test_add_func ("/ai/engine/secret-signal", test_secret_signal);
  g_test_add_func ("/ai/engine/builtin-session", test_builtin_session);
  g_test_add_func ("/ai/engine/builtin-arena", test_builtin_arena);
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/engine/broken/%s", broken[i].mode);
      g_test_add_data_func (path, &broken[i], test_broken);
    }
  g_test_add_func ("/ai/arena/report", test_arena_report);
  g_test_add_func ("/ai/arena/bad-input", test_arena_bad_input);
  return g_test_run ();
}
