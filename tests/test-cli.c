/* test-cli.c: the briscola-cli contract: list, rules, replay, bench, play, exit codes,
 * and arguments that are not UTF-8 or hold control characters. */
#include "config.h"

#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <bri-test.h>

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

/* Runs briscola-cli with @args (NULL-terminated) and @input on stdin. */
static void
run_cli (Run *run, const char *input, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  va_list args;
  const char *arg;

  g_ptr_array_add (argv, (char *) g_getenv ("BRISCOLA_CLI"));
  va_start (args, input);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
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
  return json_node_get_object (json_parser_get_root (parser));
}

static void
test_list (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *variants;
  gboolean found = FALSE;

  run_cli (&run, NULL, "list", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  variants = json_object_get_array_member (root, "variants");
  for (guint i = 0; i < json_array_get_length (variants); i++)
    {
      JsonObject *variant = json_array_get_object_element (variants, i);
      if (g_strcmp0 (json_object_get_string_member (variant, "id"), "briscola2") != 0)
        continue;
      found = TRUE;
      g_assert_cmpstr (json_object_get_string_member (variant, "name"), ==, "Briscola for Two");
      g_assert_cmpint (json_object_get_int_member (
                         json_object_get_object_member (variant, "players"), "min"), ==, 2);
      g_assert_cmpuint (json_array_get_length (json_object_get_array_member (variant, "options")),
                        ==, 4);
    }
  g_assert_true (found);
  g_assert_true (json_object_has_member (root, "failures"));
}

static void
test_list_reports_broken_plugins (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *fixtures = g_test_build_filename (G_TEST_BUILT, "fixtures", NULL);
  g_autofree char *path = g_strconcat (fixtures, ":", g_getenv (BRI_PLUGIN_PATH_ENV), NULL);
  g_autofree char *saved = g_strdup (g_getenv (BRI_PLUGIN_PATH_ENV));

  g_setenv (BRI_PLUGIN_PATH_ENV, path, TRUE);
  run_cli (&run, NULL, "list", NULL);
  g_setenv (BRI_PLUGIN_PATH_ENV, saved, TRUE);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "briscola2"));
  g_assert_nonnull (strstr (run.err, "fixture-wrong-abi.so"));
  g_assert_nonnull (strstr (run.err, "ABI"));
}

static void
test_rules (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, NULL, "rules", "briscola2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "61"));
}

static void
test_replay_json (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root, *trick;
  JsonArray *plays;

  run_cli (&run, NULL, "replay", "--variant", "briscola2", "--deck", DECK, "--actions",
           "Ad Qb 5d 3d", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  g_assert_cmpstr (json_object_get_string_member (root, "variant"), ==, "briscola2");
  g_assert_cmpint (json_object_get_int_member (root, "players"), ==, 2);
  g_assert_cmpstr (json_object_get_string_member (root, "trump"), ==, "7b");
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "tricks")), ==, 2);
  trick = json_array_get_object_element (json_object_get_array_member (root, "tricks"), 0);
  g_assert_cmpint (json_object_get_int_member (trick, "leader"), ==, 0);
  g_assert_cmpint (json_object_get_int_member (trick, "winner"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (trick, "points"), ==, 14);
  plays = json_object_get_array_member (trick, "plays");
  g_assert_cmpstr (json_array_get_string_element (json_array_get_array_element (plays, 1), 1),
                   ==, "Qb");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (root, "points"), 0),
                   ==, 10);
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (root, "points"), 1),
                   ==, 14);
  /* Both drew twice: 40 - 6 - 4 cards remain, the turned 7b last. */
  JsonArray *stock = json_object_get_array_member (root, "stock");
  g_assert_cmpuint (json_array_get_length (stock), ==, 30);
  g_assert_cmpstr (json_array_get_string_element (stock, 29), ==, "7b");
  g_assert_cmpint (json_object_get_int_member (root, "to_act"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "legal")), ==, 3);
  g_assert_false (json_object_get_boolean_member (root, "finished"));
}

static void
test_replay_whole_deal (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (GString) actions = g_string_new (NULL);
  BriConfig config;
  BriState state;
  BriRng rng;
  JsonObject *root, *result;

  /* Plays the deal in process, then checks the CLI reaches the same end. */
  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  bri_rng_init (&rng, 11);
  while (!bri_state_is_over (&state))
    {
      BriAction action = bri_player_greedy (&state, &rng);
      g_autofree char *text = bri_action_to_string (config.rules, action);
      g_string_append_printf (actions, "%s ", text);
      bri_state_apply (&state, action);
    }

  run_cli (&run, NULL, "replay", "--variant", "briscola2", "--deck", DECK, "--actions",
           actions->str, "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  g_assert_true (json_object_get_boolean_member (root, "finished"));
  g_assert_true (json_node_is_null (json_object_get_member (root, "to_act")));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "tricks")), ==, 20);
  for (guint seat = 0; seat < 2; seat++)
    g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (root, "points"),
                                                 seat), ==, bri_state_seat_points (&state, seat));
  result = json_object_get_object_member (root, "result");
  g_assert_nonnull (result);
  g_assert_nonnull (json_object_get_string_member (result, "outcome"));
}

/* Runs briscola-cli under the locale @locale (for LC_ALL) with the arguments in @args;
 * stdout and stderr are read as bytes, whatever they hold. */
static void
run_cli_in_locale (Run *run, const char *locale, va_list args)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GBytes) out = NULL, err = NULL;
  g_autoptr (GError) error = NULL;
  const char *arg;

  g_ptr_array_add (argv, (char *) g_getenv ("BRISCOLA_CLI"));
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  g_ptr_array_add (argv, NULL);

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_PIPE);
  g_subprocess_launcher_setenv (launcher, "LC_ALL", locale, TRUE);
  process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv->pdata, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_false (g_subprocess_get_if_signaled (process));
  run->status = g_subprocess_get_exit_status (process);
  run->out = g_strndup (g_bytes_get_size (out) ? g_bytes_get_data (out, NULL) : "",
                        g_bytes_get_size (out));
  run->err = g_strndup (g_bytes_get_size (err) ? g_bytes_get_data (err, NULL) : "",
                        g_bytes_get_size (err));
}

/* Exit status 2, nothing on stdout and one line of UTF-8 on stderr, naming @token, with
 * no raw control character: under @locale. */
static void
assert_bad_input_in_locale (const char *locale, const char *token, ...)
{
  g_auto (Run) run = { 0 };
  va_list args;

  va_start (args, token);
  run_cli_in_locale (&run, locale, args);
  va_end (args);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_true (g_utf8_validate (run.err, -1, NULL));
  for (const char *c = run.err; *c != '\0'; c++)
    g_assert_true (*c == '\n' || !g_ascii_iscntrl (*c));
  g_assert_nonnull (strchr (run.err, '\n'));
  g_assert_cmpstr (strchr (run.err, '\n') + 1, ==, "");
  if (strstr (run.err, token) == NULL)
    g_error ("expected “%s” in: %s", token, run.err);
}

static void
assert_bad_input (const char *token, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *out = NULL, *err = NULL;
  va_list args;
  const char *arg;

  g_ptr_array_add (argv, (char *) g_getenv ("BRISCOLA_CLI"));
  va_start (args, token);
  while ((arg = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);

  process = g_subprocess_newv ((const char * const *) argv->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                               &error);
  g_assert_no_error (error);
  g_subprocess_communicate_utf8 (process, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 2);
  g_assert_cmpstr (out, ==, "");
  /* One line, naming the offending token. */
  g_assert_nonnull (strchr (err, '\n'));
  g_assert_cmpstr (strchr (err, '\n') + 1, ==, "");
  if (strstr (err, token) == NULL)
    g_error ("expected “%s” in: %s", token, err);
}

static void
test_bad_input (void)
{
  g_autofree char *short_deck = g_strndup (DECK, strlen (DECK) - 3);
  g_autofree char *dup_deck = g_strconcat (short_deck, " Ad", NULL);
  g_autofree char *bad_card = g_strconcat (short_deck, " Zb", NULL);

  assert_bad_input ("Zb", "replay", "--variant", "briscola2", "--deck", bad_card, NULL);
  assert_bad_input ("39", "replay", "--variant", "briscola2", "--deck", short_deck, NULL);
  assert_bad_input ("Ad", "replay", "--variant", "briscola2", "--deck", dup_deck, NULL);
  assert_bad_input ("scopone", "replay", "--variant", "scopone", "--deck", DECK, NULL);
  assert_bad_input ("speed", "replay", "--variant", "briscola2", "--option", "speed=fast",
                    "--deck", DECK, NULL);
  assert_bad_input ("forever", "replay", "--variant", "briscola2", "--option", "match=forever",
                    "--deck", DECK, NULL);
  assert_bad_input ("Ks", "replay", "--variant", "briscola2", "--deck", DECK, "--actions",
                    "Ad Ks", NULL);
  assert_bad_input ("bid:A", "replay", "--variant", "briscola2", "--deck", DECK, "--actions",
                    "bid:A", NULL);
  assert_bad_input ("dance", "replay", "--variant", "briscola2", "--deck", DECK, "--actions",
                    "dance", NULL);
  assert_bad_input ("3", "replay", "--variant", "briscola2", "--players", "3", "--deck", DECK,
                    NULL);
  assert_bad_input ("frobnicate", "frobnicate", NULL);
}

/* An argument that is not text in the locale's encoding: status 2, naming the option. */
static void
test_argument_not_utf8 (void)
{
  static const char *locales[] = { "C.UTF-8", "C" };
  g_autofree char *deck_with_ff = g_strconcat (DECK, " \xff", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (locales); i++)
    {
      assert_bad_input_in_locale (locales[i], "--deck", "replay", "--variant", "briscola2",
                                  "--deck", "\xff", NULL);
      assert_bad_input_in_locale (locales[i], "--deck", "replay", "--variant", "briscola2",
                                  "--deck=\xfe\xff", NULL);
      assert_bad_input_in_locale (locales[i], "--deck", "replay", "--variant", "briscola2",
                                  "--deck", deck_with_ff, NULL);
      assert_bad_input_in_locale (locales[i], "--variant", "replay", "--variant", "\xc3\x28",
                                  "--deck", DECK, NULL);
      assert_bad_input_in_locale (locales[i], "--seats", "arena", "--variant", "briscola2",
                                  "--seats", "hard,\xff", NULL);
    }
}

/* UTF-8 arguments are read under the C locale as under a UTF-8 one: “A♦” is named as
 * the card that is not one, not refused as unreadable. */
static void
test_utf8_argument_in_c_locale (void)
{
  assert_bad_input_in_locale ("C", "“A♦”", "replay", "--variant", "briscola2", "--deck",
                              "A♦ 2c", NULL);
  assert_bad_input_in_locale ("C", "“brìscola”", "replay", "--variant", "brìscola",
                              "--deck", DECK, NULL);
  assert_bad_input_in_locale ("C", "“♦”", "♦", NULL);
}

/* Echoed arguments keep the error on one line and send no escape to the terminal. */
static void
test_control_characters_escaped (void)
{
  assert_bad_input_in_locale ("C.UTF-8", "“bris\\ncola\\x1b[31m”", "replay", "--variant",
                              "bris\ncola\033[31m", "--deck", DECK, NULL);
  assert_bad_input_in_locale ("C.UTF-8", "\\r\\x07", "replay", "--variant", "briscola2",
                              "--deck", DECK, "--actions", "Ad \r\a", NULL);
  assert_bad_input_in_locale ("C.UTF-8", "nob\\tody", "arena", "--variant", "briscola2",
                              "--seats", "hard,nob\tody", "--games", "1", NULL);
  assert_bad_input_in_locale ("C.UTF-8", "“\\x1b]0;title\\x07”", "\033]0;title\a", NULL);
}

/* Without a command: a short usage on stderr pointing at --help, status 2. */
static void
test_no_command (void)
{
  g_auto (Run) run = { 0 };
  g_auto (GStrv) lines = NULL;

  run_cli (&run, NULL, NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_cmpstr (run.out, ==, "");
  g_assert_nonnull (strstr (run.err, "--help"));
  lines = g_strsplit (g_strstrip (run.err), "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), <=, 2);
}

static void
test_bench (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (JsonParser) parser = json_parser_new ();
  JsonObject *root;

  run_cli (&run, NULL, "bench", "--variant", "briscola2", "--seconds", "0.2", "--json", NULL);
  g_assert_cmpint (run.status, ==, 0);
  root = parse_object (parser, run.out);
  g_assert_cmpfloat (json_object_get_double_member (root, "games_per_second"), >, 0);
  g_assert_cmpint (json_object_get_int_member (root, "deals"), >, 0);
}

static void
test_play_to_the_end (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (GString) input = g_string_new (NULL);

  /* Always the first choice: a best-of-3 match must end without more input. */
  for (guint i = 0; i < 400; i++)
    g_string_append (input, "1\n");
  run_cli (&run, input->str, "play", "--variant", "briscola2", "--seed", "3", "--option",
           "match=best-of-3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "The deal is over."));
  g_assert_true (strstr (run.out, "You win the match!") || strstr (run.out, "You lose the match.") ||
                 strstr (run.out, "The match is drawn."));
}

static void
test_play_save_and_resume (void)
{
  g_auto (Run) first = { 0 };
  g_auto (Run) second = { 0 };
  g_autofree char *dir = g_dir_make_tmp ("briscola-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "match.briscola", NULL);

  run_cli (&first, "1\n1\n1\nq\n", "play", "--variant", "briscola2", "--seed", "8", "--save",
           path, NULL);
  g_assert_cmpint (first.status, ==, 0);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));
  run_cli (&second, "q\n", "play", "--load", path, NULL);
  g_assert_cmpint (second.status, ==, 0);

  /* A damaged save is refused with a clear message and status 2. */
  g_assert_true (g_file_set_contents (path, "[Briscola]\nFormat=1\nVariant=briscola2\n", -1, NULL));
  run_clear (&second);
  /* No input: the CLI refuses before reading any, and writing to it could break a pipe. */
  run_cli (&second, NULL, "play", "--load", path, NULL);
  g_assert_cmpint (second.status, ==, 2);
  g_assert_nonnull (strstr (second.err, "damaged"));
  g_unlink (path);
  g_rmdir (dir);
}

/* Runs `play --load` on a saved game holding @deck and @actions (a stacked deal), as
 * @seat, with @input; the screen is in @run. */
static void
run_play_stacked (Run *run, const char *variant, guint players, const char *options,
                  const char *deck, const char *actions, const char *seat, const char *input)
{
  g_autofree char *dir = g_dir_make_tmp ("briscola-cli-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "stacked.briscola", NULL);
  g_autofree char *saved = g_strdup_printf ("[Briscola]\nFormat=1\nVariant=%s\nPlayers=%u\n"
                                            "Options=%s\nSeed=1\n\n[Deal 1]\nDealer=%u\n"
                                            "Deck=%s\nActions=%s\n", variant, players, options,
                                            players - 1, deck, actions);

  g_assert_true (g_file_set_contents (path, saved, -1, NULL));
  run_cli (run, input, "play", "--load", path, "--seat", seat, "--level", "greedy", NULL);
  g_unlink (path);
  g_rmdir (dir);
  g_assert_cmpint (run->status, ==, 0);
}

/* The first line of @text that starts with @prefix (after leading spaces), or fails. */
static char *
screen_line (const char *text, const char *prefix)
{
  g_auto (GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (g_strchug (lines[i]), prefix))
      return g_strdup (lines[i]);
  g_error ("no line starts with “%s” in:\n%s", prefix, text);
}

static void
test_play_shows_hand_trump_and_trick (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *hand = NULL;

  /* Seat 0 holds Ad 3d 4s, seat 1 2c Kc Qb; the Seven of Clubs is turned. Seat 0 led
   * the Ace; seat 1 (the human) takes it with the Knight of trumps, then quits. */
  run_play_stacked (&run, "briscola2", 2, "", DECK, "Ad", "1", "Qb\nq\n");
  hand = screen_line (run.out, "Your hand:");
  g_assert_nonnull (strstr (hand, "Two of Cups (2c)"));
  g_assert_nonnull (strstr (hand, "King of Cups (Kc)"));
  g_assert_nonnull (strstr (hand, "Knight of Clubs (Qb)"));
  g_assert_nonnull (strstr (run.out, "Trump: Clubs · turned card: Seven of Clubs (7b)"));
  g_assert_nonnull (strstr (run.out, "On the table: seat 0 played Ace of Coins (Ad)"));
  g_assert_nonnull (strstr (run.out, "You take the trick: 14 points."));
  g_assert_nonnull (strstr (run.out, "Match score: seat 0 0 (0 deals won) · you 0 (0 deals won)"));
  /* Traditionally a player may not count its tricks while the stock lasts. */
  g_assert_null (strstr (run.out, "Your points so far"));
}

static void
test_play_shows_points_where_allowed (void)
{
  g_auto (Run) run = { 0 };

  run_play_stacked (&run, "briscola2", 2, "pile-review=always", DECK, "Ad", "1", "Qb\nq\n");
  g_assert_nonnull (strstr (run.out, "Your points so far: 0"));
  g_assert_nonnull (strstr (run.out, "Your points so far: 14"));
}

static void
test_play_shows_face_down_hand (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *hand = NULL;

  run_play_stacked (&run, "briscola2", 2, "coperta=on", DECK, "", "0", "q\n");
  hand = screen_line (run.out, "Your hand:");
  g_assert_cmpstr (hand, ==, "Your hand: 3 face-down cards");
  g_assert_null (strstr (run.out, "Ace of Coins"));
}

#define CHIAMATA_DECK "Kd 6b 2d Ks 3b As Qb 3c 3d Ab Qc 4s Jd 4d 5b 6s Qs Jc 5s 4b 5d 2c " \
                      "Kb 4c 2s 7s 3s 5c Js 7d Jb Ac 7c Kc 7b 6c Qd 6d Ad 2b"
#define CHIAMATA_OPTIONS "preset=classica;pazza=off;lead=seat0;min-bid=70;call-lowest=off;" \
                         "scoring=default;target=11"

static void
test_play_shows_chiamata_auction_and_contract (void)
{
  g_auto (Run) auction = { 0 };
  g_auto (Run) contract = { 0 };
  g_autofree char *hand = NULL;

  /* During the auction the bidder sees its cards and the standing bid. */
  run_play_stacked (&auction, "chiamata", 5, CHIAMATA_OPTIONS, CHIAMATA_DECK, "pass bid:A",
                    "2", "q\n");
  hand = screen_line (auction.out, "Your hand:");
  for (guint i = 0; i < 8; i++)
    {
      static const char *cards[] = { "(2d)", "(3c)", "(Jd)", "(Jc)", "(Kb)", "(5c)", "(7c)",
                                     "(6d)" };
      g_assert_nonnull (strstr (hand, cards[i]));
    }
  g_assert_nonnull (strstr (auction.out, "seat 1: Highest so far: Bid: Ace"));
  g_assert_nonnull (strstr (auction.out, "No trump yet"));

  /* After the call: the caller's bid and contract, the called card, and the human seat,
   * which holds the called Jack, knows it is the partner. */
  run_play_stacked (&contract, "chiamata", 5, CHIAMATA_OPTIONS, CHIAMATA_DECK,
                    "pass bid:A bid:K bid:Q bid:J pass pass pass call:Jb", "0", "q\n");
  g_assert_nonnull (strstr (contract.out, "seat 4: Caller · Bid: Jack · needs 61 points"));
  g_assert_nonnull (strstr (contract.out, "Called card: the Jack of Clubs"));
  g_assert_nonnull (strstr (contract.out, "you: Partner of the caller"));
  g_assert_nonnull (strstr (contract.out, "Trump: Clubs"));
}

static void
test_play_shows_schembil_captains (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, "q\n", "play", "--variant", "schembil", "--seed", "2", "--level", "greedy",
           "--seat", "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "seat 0: Rais: your team’s captain"));
  g_assert_nonnull (strstr (run.out, "seat 1: Rais: the other team’s captain"));
}

static void
test_play_shows_removed_two (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *note = NULL;
  g_autofree char *hand = NULL;
  g_autofree char *two = NULL;

  run_cli (&run, "q\n", "play", "--variant", "briscola3", "--seed", "2", "--level", "greedy",
           NULL);
  g_assert_cmpint (run.status, ==, 0);
  note = screen_line (run.out, "Out of the deck: the Two of ");
  hand = screen_line (run.out, "Your hand:");
  /* The Two named is nowhere else on the screen: not in the hand, not turned. */
  two = g_strdup (note + strlen ("Out of the deck: the "));
  g_assert_null (strstr (hand, two));
  g_assert_true (strstr (run.out, two) ==
                 strstr (run.out, "Out of the deck: the ") + strlen ("Out of the deck: the "));
  g_assert_null (strstr (strstr (run.out, two) + 1, two));
}

static void
test_play_shows_match_score (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (GString) input = g_string_new (NULL);
  const char *second_deal;

  /* The human's twenty cards of the first deal, then the second deal's first screen. */
  for (guint i = 0; i < 20; i++)
    g_string_append (input, "1\n");
  g_string_append (input, "q\n");
  run_cli (&run, input->str, "play", "--variant", "briscola2", "--seed", "3", "--option",
           "match=best-of-3", "--level", "greedy", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "Match score: you 0 (0 deals won) · seat 1 0 (0 deals won)"));
  second_deal = strstr (run.out, "A new deal.");
  g_assert_nonnull (second_deal);
  {
    /* The turned card is shown while it lies under the stock, not once it was drawn. */
    g_autofree char *first_deal = g_strndup (run.out, (gsize) (second_deal - run.out));
    g_autofree char *first_trump = screen_line (first_deal, "Trump: ");
    g_autofree char *last_trump = screen_line (g_strrstr (first_deal, "\nTrump: "), "Trump: ");

    g_assert_nonnull (strstr (first_trump, "turned card"));
    g_assert_null (strstr (last_trump, "turned card"));
    g_assert_nonnull (strstr (last_trump, "0 cards in the stock"));
  }
  g_assert_true (strstr (second_deal, "Match score: you 0 (1 deal won) · seat 1 0 (0 deals won)") ||
                 strstr (second_deal, "Match score: you 0 (0 deals won) · seat 1 0 (1 deal won)"));
}

static void
test_play_help_lists_levels (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (GSettingsSchema) schema = NULL;
  g_autoptr (GSettingsSchemaKey) key = NULL;
  g_autoptr (GVariant) app_default = NULL;
  g_autofree char *expected = NULL;

  run_cli (&run, NULL, "play", "--help", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "random, greedy, easy, normal, hard"));

  /* The default opponent is the app's: the default of the ai-level key. */
  schema = g_settings_schema_source_lookup (g_settings_schema_source_get_default (),
                                            "io.github.briscola.Briscola", TRUE);
  g_assert_nonnull (schema);
  key = g_settings_schema_get_key (schema, "ai-level");
  app_default = g_settings_schema_key_get_default_value (key);
  expected = g_strdup_printf ("(default: %s)", g_variant_get_string (app_default, NULL));
  g_assert_nonnull (strstr (run.out, expected));
}

static void
test_play_wrong_level_lists_levels (void)
{
  g_auto (Run) run = { 0 };

  run_cli (&run, NULL, "play", "--variant", "briscola2", "--level", "expert", NULL);
  g_assert_cmpint (run.status, ==, 2);
  g_assert_nonnull (strstr (run.err, "“expert”"));
  g_assert_nonnull (strstr (run.err, "random, greedy, easy, normal, hard"));
}

int
main (int argc, char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/cli/list", test_list);
  g_test_add_func ("/cli/list-reports-broken-plugins", test_list_reports_broken_plugins);
  g_test_add_func ("/cli/rules", test_rules);
  g_test_add_func ("/cli/replay-json", test_replay_json);
  g_test_add_func ("/cli/replay-whole-deal", test_replay_whole_deal);
  g_test_add_func ("/cli/bad-input", test_bad_input);
  g_test_add_func ("/cli/argument-not-utf8", test_argument_not_utf8);
  g_test_add_func ("/cli/utf8-argument-in-c-locale", test_utf8_argument_in_c_locale);
  g_test_add_func ("/cli/control-characters-escaped", test_control_characters_escaped);
  g_test_add_func ("/cli/no-command", test_no_command);
  g_test_add_func ("/cli/bench", test_bench);
  g_test_add_func ("/cli/play-to-the-end", test_play_to_the_end);
  g_test_add_func ("/cli/play-save-and-resume", test_play_save_and_resume);
  g_test_add_func ("/cli/play/hand-trump-and-trick", test_play_shows_hand_trump_and_trick);
  g_test_add_func ("/cli/play/face-down-hand", test_play_shows_face_down_hand);
  g_test_add_func ("/cli/play/points-where-allowed", test_play_shows_points_where_allowed);
  g_test_add_func ("/cli/play/chiamata-auction-and-contract",
                   test_play_shows_chiamata_auction_and_contract);
  g_test_add_func ("/cli/play/schembil-captains", test_play_shows_schembil_captains);
  g_test_add_func ("/cli/play/removed-two", test_play_shows_removed_two);
  g_test_add_func ("/cli/play/match-score", test_play_shows_match_score);
  g_test_add_func ("/cli/play/help-lists-levels", test_play_help_lists_levels);
  g_test_add_func ("/cli/play/wrong-level-lists-levels", test_play_wrong_level_lists_levels);
  return g_test_run ();
}
