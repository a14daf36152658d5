/* test-engine.c: the engine protocol: what a seat is told (never a hidden card, the cards
 * in playing order, the last trick taken, the view in "go"), its time allowances, the
 * built-in engine, and broken or hostile engines (crash, silence, garbage, wrong member
 * types, deep nesting, illegal moves, processes left behind) replaced by the greedy
 * player with the reason reported; the message parsers of both sides; the arena's
 * report and its bounded memory. */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <glib-unix.h>
#include <unistd.h>
#include <signal.h>
#include <sys/resource.h>
#include <bri-test.h>
#include <json-glib/json-glib.h>

#include "cli-engine-protocol.h"
#include "cli-histogram.h"
#include "cli-text.h"

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

  CliPlayOrder order;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  bri_rng_init (&rng, 1);
  cli_play_order_init (&order);
  for (guint step = 0; !bri_state_is_over (&state); step++)
    {
      cli_play_order_update (&order, &state);
      for (guint seat = 0; seat < 2; seat++)
        {
          g_autofree char *deal = cli_engine_message_deal (&state, seat);
          g_autofree char *go = cli_engine_message_go (&state, seat, 100, &order);
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
  CliPlayOrder order;

  bri_test_config (&config, "briscola4", 0, "communication=signals");
  bri_test_deal (&state, &config, DECK);
  /* Trump is diamonds (Kd turned). Seat 3 trumps the first trick with 5d. */
  bri_test_play (&state, "4s 2c 7b 5d");
  g_assert_cmpuint (state.to_act, ==, 3);
  g_assert_true (bri_action_parse (config.rules, "signal:Q", &signal, NULL));
  g_assert_true (bri_state_is_legal (&state, signal));
  bri_state_apply (&state, signal);
  g_assert_true (bri_card_parse ("Qd", &queen, NULL));
  cli_play_order_init (&order);
  cli_play_order_update (&order, &state);

  for (guint seat = 0; seat < 4; seat++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autofree char *text = cli_engine_message_action (&state, seat, 3, signal,
                                                         config.rules->action_visible (
                                                           &state, 3, signal, seat),
                                                         &order);
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

/* The view of an action message, as parsed JSON (owned by @parser). */
static JsonObject *
view_of (JsonParser *parser, const char *text)
{
  return json_object_get_object_member (parse_object (parser, text), "view");
}

/* A [seat, card] pair of the protocol. */
static void
assert_seat_card (JsonArray *pair, guint seat, BriCard card)
{
  g_assert_cmpint (json_array_get_int_element (pair, 0), ==, seat);
  g_assert_cmpstr (json_array_get_string_element (pair, 1), ==, bri_card_to_string (card));
}

/* "play_order" gives every card played in the order of play, with its seat, while
 * "played" stays the same cards as a sorted set; through a whole four-seat deal. */
static void
test_play_order (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  CliPlayOrder order;
  guint8 seats[BRI_MAX_CARDS];
  BriCard cards[BRI_MAX_CARDS];
  guint n = 0;

  bri_test_config (&config, "briscola4", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  bri_rng_init (&rng, 7);
  cli_play_order_init (&order);
  while (!bri_state_is_over (&state))
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      guint actor = state.to_act;
      BriAction action = bri_player_greedy (&state, &rng);
      g_autofree char *text = NULL;
      JsonObject *view;
      JsonArray *play_order, *played;
      BriCard previous = 0;

      bri_state_apply (&state, action);
      if (action.kind == BRI_ACTION_PLAY)
        {
          seats[n] = (guint8) actor;
          cards[n++] = action.card;
        }
      cli_play_order_update (&order, &state);
      text = cli_engine_message_action (&state, 2, actor, action, TRUE, &order);
      view = view_of (parser, text);
      play_order = json_object_get_array_member (view, "play_order");
      played = json_object_get_array_member (view, "played");
      g_assert_cmpuint (json_array_get_length (play_order), ==, n);
      g_assert_cmpuint (json_array_get_length (played), ==, n);
      for (guint i = 0; i < n; i++)
        {
          BriCard card;

          assert_seat_card (json_array_get_array_element (play_order, i), seats[i], cards[i]);
          g_assert_true (bri_card_parse (json_array_get_string_element (played, i), &card,
                                         NULL));
          g_assert_true (i == 0 || card > previous);
          previous = card;
        }
    }
  g_assert_cmpuint (n, ==, 40);
  /* Somewhere the order of play is not the sorted order, or the test shows nothing. */
  for (guint i = 1; i < n; i++)
    if (cards[i] < cards[i - 1])
      return;
  g_assert_not_reached ();
}

/* "last_trick" is null until a trick is taken, then the last one taken with its winner
 * and points; "trick" is empty once a trick is taken, the last of the deal too. */
static void
test_last_trick (void)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  BriConfig config;
  BriState state;
  BriRng rng;
  CliPlayOrder order;
  BriAction action;
  BriCard ace, knight;
  g_autofree char *first = NULL, *taken = NULL, *over = NULL;
  JsonObject *view, *last;
  JsonArray *trick_cards;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  cli_play_order_init (&order);
  g_assert_true (bri_card_parse ("Ad", &ace, NULL));
  g_assert_true (bri_card_parse ("Qb", &knight, NULL));

  /* Seat 0 leads the Ace of coins: on the table, nothing taken yet. */
  bri_test_play (&state, "Ad");
  cli_play_order_update (&order, &state);
  first = cli_engine_message_action (&state, 1, 0, bri_action_new (BRI_ACTION_PLAY, ace, 0),
                                     TRUE, &order);
  view = view_of (parser, first);
  g_assert_true (json_node_is_null (json_object_get_member (view, "last_trick")));
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (view, "trick")), ==, 1);

  /* Seat 1 takes it with the Knight of trumps (clubs): 14 points. */
  bri_test_play (&state, "Qb");
  cli_play_order_update (&order, &state);
  taken = cli_engine_message_action (&state, 0, 1, bri_action_new (BRI_ACTION_PLAY, knight, 0),
                                     TRUE, &order);
  view = view_of (parser, taken);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (view, "trick")), ==, 0);
  last = json_object_get_object_member (view, "last_trick");
  g_assert_cmpint (json_object_get_int_member (last, "winner"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (last, "points"), ==, 14);
  trick_cards = json_object_get_array_member (last, "cards");
  g_assert_cmpuint (json_array_get_length (trick_cards), ==, 2);
  assert_seat_card (json_array_get_array_element (trick_cards, 0), 0, ace);
  assert_seat_card (json_array_get_array_element (trick_cards, 1), 1, knight);

  /* The last card of the deal: the same as after any trick. */
  bri_rng_init (&rng, 3);
  while (!bri_state_is_over (&state))
    {
      action = bri_player_greedy (&state, &rng);
      bri_state_apply (&state, action);
      cli_play_order_update (&order, &state);
    }
  over = cli_engine_message_deal_over (&state, 0, &order);
  view = view_of (parser, over);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (view, "trick")), ==, 0);
  last = json_object_get_object_member (view, "last_trick");
  g_assert_cmpint (json_object_get_int_member (last, "winner"), ==, state.last_trick.winner);
  trick_cards = json_object_get_array_member (last, "cards");
  g_assert_cmpuint (json_array_get_length (trick_cards), ==, 2);
  for (guint i = 0; i < 2; i++)
    assert_seat_card (json_array_get_array_element (trick_cards, i), state.last_trick.seat[i],
                      state.last_trick.card[i]);
  g_assert_cmpint (json_object_get_int_member (view, "tricks"), ==, 20);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (view, "play_order")),
                    ==, 40);
}

/* The view names the cards this deal's deck left out: Briscola for three's removed Two,
 * nothing where the whole deck is dealt. */
static void
test_out_of_deck (void)
{
  struct { const char *variant; guint players; const char *options; const char *cards; } cases[] = {
    { "briscola3", 3, "removed-two=2c", "2c" },
    { "briscola3", 3, "removed-two=2b", "2b" },
    { "briscola2", 2, NULL, "" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      g_autoptr (GString) listed = g_string_new (NULL);
      BriConfig config;
      BriState state;
      BriRng rng;
      CliPlayOrder order;
      g_autofree char *go = NULL;
      JsonArray *cards;

      bri_test_config (&config, cases[i].variant, cases[i].players, cases[i].options);
      bri_rng_init (&rng, 5);
      bri_state_deal_random (&state, &config, 0, &rng);
      cli_play_order_init (&order);
      go = cli_engine_message_go (&state, state.to_act, 100, &order);
      cards = json_object_get_array_member (view_of (parser, go), "out_of_deck");
      for (guint c = 0; c < json_array_get_length (cards); c++)
        g_string_append (listed, json_array_get_string_element (cards, c));
      g_assert_cmpstr (listed->str, ==, cases[i].cards);
    }
}

/* "go" carries the seat's whole view: the same as the message before it. */
static void
test_go_carries_view (void)
{
  BriConfig config;
  BriState state;
  BriRng rng;
  CliPlayOrder order;
  g_autofree char *deal = NULL;
  char *previous;

  bri_test_config (&config, "briscola4", 0, "communication=signals");
  bri_test_deal (&state, &config, DECK);
  bri_rng_init (&rng, 9);
  cli_play_order_init (&order);
  deal = cli_engine_message_deal (&state, state.to_act);
  previous = g_strdup (deal);
  while (!bri_state_is_over (&state))
    {
      g_autoptr (JsonParser) before = json_parser_new ();
      g_autoptr (JsonParser) now = json_parser_new ();
      g_autoptr (GError) error = NULL;
      guint actor = state.to_act;
      g_autofree char *go = cli_engine_message_go (&state, actor, 100, &order);
      g_autoptr (CliHostMessage) parsed = cli_host_message_parse (go, strlen (go), &error);
      JsonObject *view = view_of (now, go);
      BriAction action;

      g_assert_no_error (error);
      g_assert_cmpint (parsed->type, ==, CLI_HOST_MESSAGE_GO);
      g_assert_nonnull (view);
      g_assert_cmpint (json_object_get_int_member (view, "to_act"), ==, actor);
      g_assert_true (json_node_equal (json_object_get_member (parse_object (before, previous),
                                                              "view"),
                                      json_object_get_member (
                                        json_node_get_object (json_parser_get_root (now)),
                                        "view")));
      action = bri_player_greedy (&state, &rng);
      bri_state_apply (&state, action);
      cli_play_order_update (&order, &state);
      g_free (previous);
      /* What the next seat to act was told last. */
      previous = bri_state_is_over (&state)
                 ? g_strdup (go)
                 : cli_engine_message_action (&state, state.to_act, actor, action,
                                              actor == state.to_act ||
                                              config.rules->action_visible == NULL ||
                                              config.rules->action_visible (&state, actor, action,
                                                                            state.to_act),
                                              &order);
    }
  g_free (previous);
}

/* docs/engine-protocol.md gives the allowances the host keeps. */
static void
test_time_allowances_documented (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "docs", "engine-protocol.md",
                                                 NULL);
  g_autofree char *doc = NULL;
  g_autofree char *move = g_strdup_printf ("`time_ms` + %u ms", CLI_ENGINE_MOVE_GRACE_MS);
  g_autofree char *hello = g_strdup_printf ("`time_ms` + %u ms", CLI_ENGINE_HELLO_GRACE_MS);
  g_autofree char *write = g_strdup_printf ("%u ms", CLI_ENGINE_WRITE_MS);

  g_assert_true (g_file_get_contents (path, &doc, NULL, NULL));
  g_assert_nonnull (strstr (doc, move));
  g_assert_nonnull (strstr (doc, hello));
  g_assert_nonnull (strstr (doc, write));
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
  CliPlayOrder order;
  guint n_moves = 0;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  cli_play_order_init (&order);
  g_string_append_printf (input, "%s\n", hello);
  for (guint seat = 0; seat < 2; seat++)
    {
      g_autofree char *deal = cli_engine_message_deal (&state, seat);
      g_autofree char *go = cli_engine_message_go (&state, seat, 500, &order);
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

/* The built-in hard engine learns from the deals it is shown, its own seat changing
 * from deal to deal: it reads the other seat of six deals as the kind of player it is,
 * and tells so in an "info" line after each deal. Never asked to move, it only reads. */
static void
test_builtin_learns (void)
{
  static const struct
  {
    BriPlayerKind player;
    BriOpponentKind read_as;
  } cases[] = {
    { BRI_PLAYER_GREEDY, BRI_OPPONENT_BY_THUMB },
    { BRI_PLAYER_RANDOM, BRI_OPPONENT_RANDOM },
  };
  const char *args[] = { "engine", "--level", "hard", "--seed", "5", NULL };
  const guint n_deals = 6;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_auto (Run) run = { 0 };
      g_autoptr (GString) input = g_string_new (NULL);
      g_autofree char *hello = cli_engine_message_hello ();
      g_auto (GStrv) lines = NULL;
      BriConfig config;
      BriRng rng;
      double first = -1, last = -1;
      guint n_reports = 0;

      bri_test_config (&config, "briscola2", 0, NULL);
      bri_rng_init (&rng, 40 + i);
      g_string_append_printf (input, "%s\n", hello);
      for (guint d = 0; d < n_deals; d++)
        {
          guint seat = d % 2;
          g_autofree char *deal = NULL;
          g_autofree char *over = NULL;
          CliPlayOrder order;
          BriState state;

          bri_state_deal_random (&state, &config, d % 2, &rng);
          cli_play_order_init (&order);
          deal = cli_engine_message_deal (&state, seat);
          g_string_append_printf (input, "%s\n", deal);
          while (!bri_state_is_over (&state))
            {
              guint actor = state.to_act;
              BriAction action = bri_player_choose (actor == seat ? BRI_PLAYER_GREEDY
                                                                  : cases[i].player,
                                                    &state, &rng, NULL);
              g_autofree char *text = NULL;

              bri_state_apply (&state, action);
              cli_play_order_update (&order, &state);
              text = cli_engine_message_action (&state, seat, actor, action, TRUE, &order);
              g_string_append_printf (input, "%s\n", text);
            }
          over = cli_engine_message_deal_over (&state, seat, &order);
          g_string_append_printf (input, "%s\n", over);
        }
      g_string_append (input, "{\"type\":\"quit\"}\n");

      run_cli (&run, input->str, args);
      g_assert_cmpint (run.status, ==, 0);
      lines = g_strsplit (g_strstrip (run.out), "\n", -1);
      for (guint l = 0; lines[l] != NULL; l++)
        {
          g_autoptr (JsonParser) parser = json_parser_new ();
          JsonObject *message = parse_object (parser, lines[l]);
          JsonArray *kinds, *chances;

          if (!json_object_has_member (message, "kinds"))
            continue;
          g_assert_cmpstr (json_object_get_string_member (message, "type"), ==, "info");
          g_test_message ("%s", json_object_get_string_member (message, "message"));
          kinds = json_object_get_array_member (message, "kinds");
          g_assert_cmpuint (json_array_get_length (kinds), ==, 1);
          chances = json_array_get_array_element (kinds, 0);
          g_assert_cmpuint (json_array_get_length (chances), ==, BRI_N_OPPONENT_KINDS);
          last = json_array_get_double_element (chances, cases[i].read_as);
          if (first < 0)
            first = last;
          n_reports++;
        }
      /* Every deal was read (none lost track), and the reading grew surer. */
      g_assert_cmpuint (n_reports, ==, n_deals);
      g_assert_cmpfloat (last, >, 0.9);
      g_assert_cmpfloat (last, >, first);
    }
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
  /* Whatever the engines wrote, the report is UTF-8 without a raw control character. */
  g_assert_true (g_utf8_validate (run.out, -1, NULL));
  g_assert_true (g_utf8_validate (run.err, -1, NULL));
  g_assert_null (strchr (run.out, '\033'));
  g_assert_null (strchr (run.err, '\033'));
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

static CliEngineReply *
parse_reply (const char *line, GError **error)
{
  return cli_engine_reply_parse (line, strlen (line), error);
}

/* What an engine writes, read by the host: wrong member types, deep nesting, invalid
 * UTF-8 and what json-glib accepts beyond JSON are errors, never a crash. */
static void
test_reply_parse (void)
{
  static const struct { const char *line; const char *reason; } bad[] = {
    { "{\"type\":true}", "“type”" },
    { "{\"type\":5}", "“type”" },
    { "{\"type\":null}", "“type”" },
    { "{\"type\":[\"move\"]}", "“type”" },
    { "{}", "“type”" },
    { "{\"type\":\"move\",\"action\":5}", "“action”" },
    { "{\"type\":\"move\",\"action\":null}", "“action”" },
    { "{\"type\":\"move\"}", "“action”" },
    { "{\"type\":\"hello\",\"protocol\":\"1\"}", "“protocol”" },
    { "[\"type\",\"move\"]", "not a JSON object" },
    { "{'type':'move','action':'Ad'}", "not JSON" },
    { "{\"type\":\"info\"} /* a comment */", "not JSON" },
    { "{\"type\":\"info\",\"m\":\"\xff\"}", "UTF-8" },
    /* Half a surrogate pair, which json-glib would turn into bytes that are not UTF-8. */
    { "{\"type\":\"move\",\"action\":\"\\uDDDDx\"}", "surrogate" },
    { "{\"type\":\"move\",\"action\":\"\\uD83Dx\"}", "surrogate" },
    { "{\"type\":\"move\",\"action\":\"\\uD83D\\u0041\"}", "surrogate" },
    { "{\"type\":\"move\",\"action\":\"\\uD83D\"}", "surrogate" },
  };
  g_autoptr (GString) deep = g_string_new ("{\"type\":\"info\",\"m\":");
  g_autoptr (CliEngineReply) move = NULL, hello = NULL, info = NULL, other = NULL;
  g_autoptr (GError) error = NULL;
  const char *nul = "{\"type\":\"info\"}\0{";

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) bad_error = NULL;
      g_autoptr (CliEngineReply) reply = cli_engine_reply_parse (bad[i].line,
                                                                 strlen (bad[i].line),
                                                                 &bad_error);
      g_autofree char *shown = g_utf8_make_valid (bad[i].line, -1);

      /* TAP output is text: the line is shown with invalid bytes replaced. */
      g_test_message ("%s → %s", shown, bad_error ? bad_error->message : "parsed");
      g_assert_null (reply);
      g_assert_error (bad_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
      g_assert_nonnull (strstr (bad_error->message, bad[i].reason));
    }

  /* 100,000 levels: refused before json-glib recurses into them. */
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_assert_null (cli_engine_reply_parse (deep->str, deep->len, &error));
  g_assert_nonnull (strstr (error->message, "deeper than"));
  g_clear_error (&error);
  /* Brackets inside strings are not nesting. */
  g_string_printf (deep, "{\"type\":\"info\",\"m\":\"%s\"}", "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[");
  info = cli_engine_reply_parse (deep->str, deep->len, &error);
  g_assert_no_error (error);
  g_assert_cmpint (info->type, ==, CLI_ENGINE_REPLY_INFO);
  /* A NUL byte inside the line is not where it ends. */
  g_assert_null (cli_engine_reply_parse (nul, 17, &error));
  g_clear_error (&error);
  g_assert_null (cli_engine_reply_parse ("", 0, &error));
  g_clear_error (&error);

  move = parse_reply ("{\"type\":\"move\",\"action\":\"Ad\",\"us\":5}", &error);
  g_assert_no_error (error);
  g_assert_cmpint (move->type, ==, CLI_ENGINE_REPLY_MOVE);
  g_assert_cmpstr (move->action, ==, "Ad");
  hello = parse_reply ("{\"type\":\"hello\",\"protocol\":1}", &error);
  g_assert_no_error (error);
  g_assert_cmpint (hello->type, ==, CLI_ENGINE_REPLY_HELLO);
  g_assert_cmpint (hello->protocol, ==, 1);
  g_clear_pointer (&move, cli_engine_reply_free);
  /* A whole surrogate pair is one character. */
  move = parse_reply ("{\"type\":\"move\",\"action\":\"\\uD83D\\uDE00\"}", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (move->action, ==, "\xf0\x9f\x98\x80");
  other = parse_reply ("{\"type\":\"later\"}", &error);
  g_assert_no_error (error);
  g_assert_cmpint (other->type, ==, CLI_ENGINE_REPLY_OTHER);
  g_assert_cmpstr (other->type_name, ==, "later");
}

/* What the host writes, read by an engine: every message the host builds parses with
 * its type; members of the wrong type are errors. */
static void
test_host_message_parse (void)
{
  static const char *bad[] = {
    "{\"type\":5}",
    "{\"type\":true}",
    "{\"type\":\"deal\",\"variant\":5,\"seat\":0,\"view\":{\"known\":[],\"hand_sizes\":[]}}",
    "{\"type\":\"deal\",\"variant\":\"briscola2\",\"seat\":\"0\",\"view\":{\"known\":[],\"hand_sizes\":[]}}",
    "{\"type\":\"deal\",\"variant\":\"briscola2\",\"seat\":0,\"options\":{\"match\":3},\"view\":{\"known\":[],\"hand_sizes\":[]}}",
    "{\"type\":\"deal\",\"variant\":\"briscola2\",\"seat\":0,\"view\":[]}",
    "{\"type\":\"deal\",\"variant\":\"briscola2\",\"seat\":0,\"view\":{\"known\":[[1]],\"hand_sizes\":[]}}",
    "{\"type\":\"deal\",\"variant\":\"briscola2\",\"seat\":0,\"view\":{\"known\":[],\"hand_sizes\":[\"3\"]}}",
    "{\"type\":\"deal\",\"variant\":\"briscola2\",\"seat\":0,\"view\":{\"known\":[],\"hand_sizes\":[],\"trump_card\":7}}",
    "{\"type\":\"action\",\"seat\":0,\"kind\":5,\"action\":null,\"view\":{\"known\":[],\"hand_sizes\":[]}}",
    "{\"type\":\"action\",\"seat\":0,\"kind\":\"play\",\"action\":[],\"view\":{\"known\":[],\"hand_sizes\":[]}}",
    "{\"type\":\"action\",\"seat\":0,\"kind\":\"play\",\"action\":\"Ad\",\"view\":{\"known\":{},\"hand_sizes\":[]}}",
    "{\"type\":\"go\",\"legal\":[1,2]}",
    "{\"type\":\"go\",\"legal\":[\"Ad\"],\"time_ms\":\"fast\"}",
    "{\"type\":\"go\"}",
    "{\"type\":\"go\",\"legal\":[\"Ad\"],\"view\":[]}",
    "{\"type\":\"go\",\"legal\":[\"Ad\"],\"view\":{\"known\":[],\"hand_sizes\":[],\"stock_top\":1}}",
  };
  BriConfig config;
  BriState state;
  BriRng rng;
  CliPlayOrder order;
  g_autofree char *hello = cli_engine_message_hello ();
  g_autofree char *quit = cli_engine_message_quit ();
  g_autoptr (GString) deep = g_string_new (NULL);
  g_autoptr (GError) error = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (GError) bad_error = NULL;
      g_autoptr (CliHostMessage) message = cli_host_message_parse (bad[i], strlen (bad[i]),
                                                                   &bad_error);
      g_test_message ("%s → %s", bad[i], bad_error ? bad_error->message : "parsed");
      g_assert_null (message);
      g_assert_error (bad_error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA);
    }
  for (guint i = 0; i < 100000; i++)
    g_string_append (deep, "{\"a\":");
  g_assert_null (cli_host_message_parse (deep->str, deep->len, &error));
  g_assert_nonnull (strstr (error->message, "deeper than"));
  g_clear_error (&error);
  g_assert_null (cli_host_message_parse ("\xff\xfe", 2, &error));
  g_assert_nonnull (strstr (error->message, "UTF-8"));
  g_clear_error (&error);

  /* Every message the host builds, through a whole deal, reads back with its type. */
  bri_test_config (&config, "briscola4", 0, "communication=signals");
  bri_test_deal (&state, &config, DECK);
  bri_rng_init (&rng, 5);
  cli_play_order_init (&order);
  {
    g_autoptr (CliHostMessage) h = cli_host_message_parse (hello, strlen (hello), &error);
    g_autoptr (CliHostMessage) q = cli_host_message_parse (quit, strlen (quit), &error);
    g_assert_no_error (error);
    g_assert_cmpint (h->type, ==, CLI_HOST_MESSAGE_HELLO);
    g_assert_cmpint (q->type, ==, CLI_HOST_MESSAGE_QUIT);
  }
  for (guint seat = 0; seat < 4; seat++)
    {
      g_autofree char *deal = cli_engine_message_deal (&state, seat);
      g_autoptr (CliHostMessage) message = cli_host_message_parse (deal, strlen (deal), &error);
      g_assert_no_error (error);
      g_assert_cmpint (message->type, ==, CLI_HOST_MESSAGE_DEAL);
    }
  while (!bri_state_is_over (&state))
    {
      guint actor = state.to_act;
      g_autofree char *go = cli_engine_message_go (&state, actor, 100, &order);
      g_autoptr (CliHostMessage) go_message = cli_host_message_parse (go, strlen (go), &error);
      BriAction action = bri_player_greedy (&state, &rng);

      g_assert_no_error (error);
      g_assert_cmpint (go_message->type, ==, CLI_HOST_MESSAGE_GO);
      bri_state_apply (&state, action);
      cli_play_order_update (&order, &state);
      for (guint seat = 0; seat < 4; seat++)
        {
          gboolean visible = seat == actor || config.rules->action_visible == NULL ||
                             config.rules->action_visible (&state, actor, action, seat);
          g_autofree char *text = cli_engine_message_action (&state, seat, actor, action,
                                                             visible, &order);
          g_autoptr (CliHostMessage) message = cli_host_message_parse (text, strlen (text),
                                                                       &error);
          g_assert_no_error (error);
          g_assert_cmpint (message->type, ==, CLI_HOST_MESSAGE_ACTION);
        }
    }
  {
    g_autofree char *over = cli_engine_message_deal_over (&state, 0, &order);
    g_autoptr (CliHostMessage) message = cli_host_message_parse (over, strlen (over), &error);
    g_assert_no_error (error);
    g_assert_cmpint (message->type, ==, CLI_HOST_MESSAGE_DEAL_OVER);
  }
}

/* Every line the built-in engine wrote is a JSON object; returns how many had @type. */
static guint
count_replies (const char *out, const char *type)
{
  g_auto (GStrv) lines = g_strsplit (out, "\n", -1);
  guint n = 0;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_autoptr (JsonParser) parser = json_parser_new ();
      JsonObject *message;

      if (lines[i][0] == '\0')
        continue;
      message = parse_object (parser, lines[i]);
      n += g_str_equal (json_object_get_string_member (message, "type"), type);
    }
  return n;
}

/* Hostile host lines in the middle of a deal: each ignored with an info line, and the
 * engine still answers the next "go" with a legal move. */
static void
test_builtin_hostile_input (void)
{
  g_auto (Run) run = { 0 };
  g_autoptr (GString) input = g_string_new (NULL);
  g_autofree char *hello = cli_engine_message_hello ();
  const char *args[] = { "engine", "--level", "random", "--seed", "3", NULL };
  BriConfig config;
  BriState state;
  g_autofree char *deal = NULL, *go = NULL;
  CliPlayOrder order;
  g_autoptr (GString) deep = g_string_new (NULL);
  g_autoptr (GString) long_line = g_string_new (NULL);
  g_auto (GStrv) lines = NULL;
  guint n_hostile = 0;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  cli_play_order_init (&order);
  deal = cli_engine_message_deal (&state, state.to_act);
  go = cli_engine_message_go (&state, state.to_act, 300, &order);
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_string_append_c (long_line, '"');
  for (guint i = 0; i < CLI_ENGINE_MAX_LINE + 1000; i++)
    g_string_append_c (long_line, 'x');

  g_string_append_printf (input, "%s\n%s\n", hello, deal);
#define HOSTILE(text) (g_string_append_printf (input, "%s\n", text), n_hostile++)
  HOSTILE ("{\"type\":5}");
  HOSTILE ("{\"type\":true}");
  HOSTILE ("{\"type\":\"action\",\"seat\":0,\"kind\":5,\"action\":null,"
           "\"view\":{\"known\":[[],[]],\"hand_sizes\":[3,3]}}");
  HOSTILE ("{\"type\":\"action\",\"seat\":\"0\",\"kind\":\"play\",\"action\":\"Ad\"}");
  HOSTILE ("{\"type\":\"go\",\"legal\":[5]}");
  HOSTILE (deep->str);
  HOSTILE ("{\"type\":\"info\",\"m\":\"\xc3\x28\"}");
  HOSTILE (long_line->str);
#undef HOSTILE
  g_string_append_printf (input, "%s\n{\"type\":\"quit\"}\n", go);

  run_cli (&run, input->str, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpuint (count_replies (run.out, "hello"), ==, 1);
  g_assert_cmpuint (count_replies (run.out, "info"), ==, n_hostile);
  g_assert_cmpuint (count_replies (run.out, "move"), ==, 1);
  lines = g_strsplit (g_strstrip (run.out), "\n", -1);
  {
    g_autoptr (JsonParser) parser = json_parser_new ();
    JsonObject *move = parse_object (parser, lines[g_strv_length (lines) - 1]);
    BriAction action;

    g_assert_cmpstr (json_object_get_string_member (move, "type"), ==, "move");
    g_assert_true (bri_action_parse (config.rules, json_object_get_string_member (move, "action"),
                                     &action, NULL));
    g_assert_true (bri_state_is_legal (&state, action));
  }
}

/* A host that stops reading: the engine says so on stderr and exits 1, not by SIGPIPE. */
static void
test_builtin_host_gone (void)
{
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) err = NULL;
  GOutputStream *in;
  const char *cli = g_getenv ("BRISCOLA_CLI");
  const char *hello = "{\"type\":\"hello\",\"protocol\":1}\n";
  gsize length;

  process = g_subprocess_new (G_SUBPROCESS_FLAGS_STDIN_PIPE | G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                              G_SUBPROCESS_FLAGS_STDERR_PIPE, &error, cli, "engine", NULL);
  g_assert_no_error (error);
  g_input_stream_close (g_subprocess_get_stdout_pipe (process), NULL, &error);
  g_assert_no_error (error);
  in = g_subprocess_get_stdin_pipe (process);
  g_output_stream_write_all (in, hello, strlen (hello), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_close (in, NULL, NULL);
  err = g_input_stream_read_bytes (g_subprocess_get_stderr_pipe (process), 4096, NULL, &error);
  g_assert_no_error (error);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_false (g_subprocess_get_if_signaled (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 1);
  g_assert_nonnull (g_strstr_len (g_bytes_get_data (err, &length), -1, "cannot write"));
}

/* In the child, once its standard streams are in place. */
static void
make_stdin_nonblocking (gpointer data)
{
  g_unix_set_fd_nonblocking (STDIN_FILENO, TRUE, NULL);
}

/* A host that hands the engine a non-blocking pipe: the engine waits for input instead
 * of taking "no input yet" for a broken host. */
static void
test_builtin_nonblocking_input (void)
{
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GSubprocess) process = NULL;
  g_autoptr (GDataInputStream) out = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *reply = NULL;
  GOutputStream *in;
  const char *hello = "{\"type\":\"hello\",\"protocol\":1}\n";
  const char *quit = "{\"type\":\"quit\"}\n";

  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE);
  g_subprocess_launcher_set_child_setup (launcher, make_stdin_nonblocking, NULL, NULL);
  process = g_subprocess_launcher_spawn (launcher, &error, g_getenv ("BRISCOLA_CLI"), "engine",
                                         "--level", "random", NULL);
  g_assert_no_error (error);
  in = g_subprocess_get_stdin_pipe (process);
  out = g_data_input_stream_new (g_subprocess_get_stdout_pipe (process));
  g_output_stream_write_all (in, hello, strlen (hello), NULL, NULL, &error);
  g_assert_no_error (error);
  /* Once it has answered, it reads again from the empty pipe. */
  reply = g_data_input_stream_read_line (out, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (reply);
  g_assert_nonnull (strstr (reply, "\"hello\""));
  g_output_stream_write_all (in, quit, strlen (quit), NULL, NULL, &error);
  g_assert_no_error (error);
  g_output_stream_close (in, NULL, NULL);
  g_subprocess_wait (process, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (process));
  g_assert_cmpint (g_subprocess_get_exit_status (process), ==, 0);
}

/* Whether @pid has ended: gone, or a zombie nobody has reaped yet. */
static gboolean
process_ended (GPid pid)
{
  g_autofree char *path = g_strdup_printf ("/proc/%d/stat", pid);
  g_autofree char *stat = NULL;
  const char *state;

  if (!g_file_get_contents (path, &stat, NULL, NULL))
    return TRUE;
  state = strrchr (stat, ')');
  return state != NULL && (state[2] == 'Z' || state[2] == 'X');
}

/* Whether @pid ends within a few seconds: a signal is delivered after kill() returns, and
 * the process may not have run since. */
static gboolean
process_ends_soon (GPid pid)
{
  gint64 deadline = g_get_monotonic_time () + 5 * G_USEC_PER_SEC;

  while (!process_ended (pid))
    {
      if (g_get_monotonic_time () > deadline)
        return FALSE;
      g_usleep (2000);
    }
  return TRUE;
}

/* The processes listed in @pidfile still running; ends them, so a failing test leaves
 * nothing behind either. */
static guint
count_survivors (const char *pidfile)
{
  g_autofree char *contents = NULL;
  g_auto (GStrv) pids = NULL;
  guint n = 0, n_pids = 0;

  g_assert_true (g_file_get_contents (pidfile, &contents, NULL, NULL));
  pids = g_strsplit (g_strstrip (contents), "\n", -1);
  for (guint i = 0; pids[i] != NULL; i++)
    {
      GPid pid = (GPid) g_ascii_strtoll (pids[i], NULL, 10);

      g_assert_cmpint (pid, >, 1);
      n_pids++;
      if (!process_ends_soon (pid))
        {
          g_test_message ("process %d outlived the arena", pid);
          kill (pid, SIGKILL);
          n++;
        }
    }
  g_assert_cmpuint (n_pids, >, 0);
  return n;
}

typedef struct
{
  const char *name;
  const char *mode;    /* of fake-engine.sh */
  gboolean sh_c;       /* run as sh -c '…', a shell that forks the engine */
  const char *reason;  /* a failure reported, or NULL */
} Leftover;

/* An engine run as `sh -c '…'` that the host gives up on, and one that forks a sleeper:
 * nothing they started outlives the arena. */
static void
test_process_group (gconstpointer data)
{
  const Leftover *leftover = data;
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "ai", "fake-engine.sh", NULL);
  g_autofree char *dir = g_dir_make_tmp ("briscola-engine-XXXXXX", NULL);
  g_autofree char *pidfile = g_build_filename (dir, "pids", NULL);
  g_autofree char *engine = leftover->sh_c
                            ? g_strdup_printf ("engine:sh -c 'sh %s %s %s; exit 0'", script,
                                               leftover->mode, pidfile)
                            : g_strdup_printf ("engine:sh %s %s %s", script, leftover->mode,
                                               pidfile);
  JsonObject *report = run_arena (parser, "briscola2", engine, "greedy", 2, "1");
  JsonArray *failures = json_object_get_array_member (report, "engine_failures");

  g_assert_cmpuint (json_array_get_length (failures), ==, leftover->reason ? 2 : 0);
  if (leftover->reason != NULL)
    g_assert_nonnull (strstr (json_array_get_string_element (failures, 0), leftover->reason));
  g_assert_cmpuint (count_survivors (pidfile), ==, 0);
  g_unlink (pidfile);
  g_rmdir (dir);
}

/* Waits until @path holds a whole line, for @seconds at most; another process writes it,
 * so there is no signal to wait on but the file itself. */
static gboolean
wait_for_line (const char *path, guint seconds)
{
  gint64 deadline = g_get_monotonic_time () + seconds * G_USEC_PER_SEC;

  do
    {
      g_autofree char *contents = NULL;

      if (g_file_get_contents (path, &contents, NULL, NULL) && strchr (contents, '\n'))
        return TRUE;
      g_usleep (10000);
    }
  while (g_get_monotonic_time () < deadline);
  return FALSE;
}

/* An arena ended by a signal ends its engines' process groups too: they no longer share
 * its group, so the signal would not reach them otherwise. */
static void
test_process_group_on_signal (void)
{
  g_autofree char *script = g_test_build_filename (G_TEST_DIST, "ai", "fake-engine.sh", NULL);
  g_autofree char *dir = g_dir_make_tmp ("briscola-engine-XXXXXX", NULL);
  g_autofree char *pidfile = g_build_filename (dir, "pids", NULL);
  g_autofree char *engine = g_strdup_printf ("engine:sh %s sleeper %s,greedy", script, pidfile);
  g_autoptr (GSubprocess) arena = NULL;
  g_autoptr (GError) error = NULL;

  arena = g_subprocess_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_SILENCE,
                            &error, g_getenv ("BRISCOLA_CLI"), "arena", "--variant", "briscola2",
                            "--seats", engine, "--games", "1000000", "--threads", "1", "--json",
                            NULL);
  g_assert_no_error (error);
  /* The engine writes its sleeper's pid once the arena has taken it on and dealt. */
  g_assert_true (wait_for_line (pidfile, 60));
  g_subprocess_send_signal (arena, SIGTERM);
  g_subprocess_wait (arena, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_signaled (arena));
  g_assert_cmpint (g_subprocess_get_term_sig (arena), ==, SIGTERM);
  g_assert_cmpuint (count_survivors (pidfile), ==, 0);
  g_unlink (pidfile);
  g_rmdir (dir);
}

/* Engine text echoed in reports: cut on a character boundary, control characters
 * escaped, bytes that are not UTF-8 shown as such. */
static void
test_text_escape (void)
{
  static const struct { const char *text; guint max; const char *shown; } cases[] = {
    { "plain", CLI_TEXT_WHOLE, "plain" },
    { "a\nb\tc\rd", CLI_TEXT_WHOLE, "a\\nb\\tc\\rd" },
    { "\033[31mred", CLI_TEXT_WHOLE, "\\x1b[31mred" },
    { "back\\slash", CLI_TEXT_WHOLE, "back\\\\slash" },
    { "\xc2\x85next line", CLI_TEXT_WHOLE, "\\u0085next line" },
    { "\xff\xfe ok", CLI_TEXT_WHOLE, "\\xff\\xfe ok" },
    { "éééé", 2, "éé…" },
    { "A♦♦", 2, "A♦…" },
    { "short", 15, "short" },
    { "exactly15chars!", 15, "exactly15chars!" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *shown = cli_text_escape (cases[i].text, -1, cases[i].max);
      g_assert_cmpstr (shown, ==, cases[i].shown);
      g_assert_true (g_utf8_validate (shown, -1, NULL));
    }
  /* With a length: NUL bytes are text too. */
  {
    g_autofree char *shown = cli_text_escape ("a\0b", 3, CLI_TEXT_WHOLE);
    g_assert_cmpstr (shown, ==, "a\\x00b");
  }
}

static void
test_histogram (void)
{
  CliHistogram *times = g_new0 (CliHistogram, 1);
  CliHistogram *more = g_new0 (CliHistogram, 1);

  g_assert_cmpint (cli_histogram_percentile (times, 0.5), ==, 0);
  for (gint64 v = 1; v <= 10000; v++)
    cli_histogram_add (v % 2 ? times : more, v);
  cli_histogram_merge (times, more);
  g_assert_cmpuint (times->count, ==, 10000);
  /* Within half a bucket (1/32) of the exact percentiles of 1..10000. */
  g_assert_cmpint (ABS (cli_histogram_percentile (times, 0.5) - 5000), <=, 5000 / 32 + 1);
  g_assert_cmpint (ABS (cli_histogram_percentile (times, 0.95) - 9500), <=, 9500 / 32 + 1);
  g_assert_cmpint (cli_histogram_percentile (times, 1.0), ==, 10000);
  g_assert_cmpint (cli_histogram_percentile (times, 0.0), ==, 1);
  /* Small values are exact; huge and negative ones are kept in range. */
  memset (more, 0, sizeof *more);
  cli_histogram_add (more, 7);
  cli_histogram_add (more, -3);
  cli_histogram_add (more, G_MAXINT64);
  g_assert_cmpint (cli_histogram_percentile (more, 0.0), ==, 0);
  g_assert_cmpint (cli_histogram_percentile (more, 0.5), ==, 7);
  g_assert_cmpint (cli_histogram_percentile (more, 1.0), ==, G_MAXINT64);
  g_free (times);
  g_free (more);
}

/* Runs an arena of random against random over $ARENA_GAMES deals (2,000 by default) and
 * writes its largest resident size in KiB to $ARENA_RSS_FILE, when set: that is in a test
 * subprocess, which runs nothing else whose size getrusage() would report. */
static void
arena_memory_child (void)
{
  const char *games = g_getenv ("ARENA_GAMES") ? g_getenv ("ARENA_GAMES") : "2000";
  const char *rss_file = g_getenv ("ARENA_RSS_FILE");
  g_auto (Run) run = { 0 };
  const char *args[] = { "arena", "--variant", "briscola2", "--seats", "random,random",
                         "--games", games, "--threads", "2", "--seed", "4", "--json", NULL };
  g_autofree char *text = NULL;
  struct rusage usage;

  run_cli (&run, NULL, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_cmpint (getrusage (RUSAGE_CHILDREN, &usage), ==, 0);
  text = g_strdup_printf ("%ld", usage.ru_maxrss);
  if (rss_file != NULL)
    g_assert_true (g_file_set_contents (rss_file, text, -1, NULL));
}

static long
arena_max_rss_kib (const char *games)
{
  g_autofree char *dir = g_dir_make_tmp ("briscola-arena-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "maxrss", NULL);
  g_autofree char *text = NULL;

  g_setenv ("ARENA_GAMES", games, TRUE);
  g_setenv ("ARENA_RSS_FILE", path, TRUE);
  g_test_trap_subprocess ("/ai/arena/bounded-memory-child", 600 * G_USEC_PER_SEC,
                          G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  g_unsetenv ("ARENA_GAMES");
  g_unsetenv ("ARENA_RSS_FILE");
  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  g_unlink (path);
  g_rmdir (dir);
  return strtol (text, NULL, 10);
}

/* Memory does not grow with the number of deals: 100,000 deals kept every decision time
 * (some 45 MB); now they take about what 2,000 do. */
static void
test_arena_bounded_memory (void)
{
  long small = arena_max_rss_kib ("2000");
  long large = arena_max_rss_kib ("100000");

  g_test_message ("max RSS: %ld KiB for 2,000 deals, %ld KiB for 100,000", small, large);
  g_assert_cmpint (large - small, <, 8 * 1024);
}

/* The text report: labels shorter than the column (once read past the end of the
 * heap buffer) and longer ones, cut on a character boundary. */
static void
test_arena_text_report (void)
{
  g_auto (Run) run = { 0 };
  g_autofree char *seats = g_strdup_printf ("engine:%s engine --level random --seed 1,random",
                                            g_getenv ("BRISCOLA_CLI"));
  const char *args[] = { "arena", "--variant", "briscola2", "--seats", seats, "--games", "2",
                         "--seed", "1", "--threads", "1", NULL };
  g_auto (GStrv) lines = NULL;
  gboolean long_seen = FALSE, short_seen = FALSE;

  run_cli (&run, NULL, args);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_true (g_utf8_validate (run.out, -1, NULL));
  lines = g_strsplit (run.out, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (g_str_has_prefix (lines[i], "random "))
        short_seen = TRUE;
      if (g_str_has_prefix (lines[i], "engine:"))
        {
          /* 15 characters, "…", then the deals column. */
          g_autofree char *head = g_utf8_substring (lines[i], 0, 16);
          g_assert_true (g_str_has_suffix (head, "…"));
          g_assert_cmpint (g_utf8_get_char (g_utf8_offset_to_pointer (lines[i], 16)), ==, ' ');
          long_seen = TRUE;
        }
    }
  g_assert_true (short_seen);
  g_assert_true (long_seen);
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
    { "chatty", "did not answer in time" },
    { "garbage", "not a JSON object" },
    { "illegal", "not a legal action" },
    { "type-true", "no “type” string" },
    { "type-number", "no “type” string" },
    { "action-number", "“action” is not of the type" },
    { "deep", "deeper than 32 levels" },
    { "hostile-text", "\\x1b[31mxxx" },
    { "no-hello", "exited (status 0)" },
    /* The arena gives 300 ms a move: a move 50 ms late and a greeting 700 ms late are
     * within the allowances, 600 ms and 1500 ms late are not. */
    { "late-move:0.35", NULL },
    { "late-move:0.9", "did not answer in time" },
    { "late-hello:1.0", NULL },
    { "late-hello:1.8", "did not answer in time" },
    { "missing", "cannot start the engine" },
    { "good", NULL },
  };

  static const Leftover leftovers[] = {
    { "sh-c", "silent-pid", TRUE, "did not answer in time" },
    { "forked-sleeper", "sleeper", FALSE, NULL },
  };

  g_test_init (&argc, &argv, NULL);
  g_test_summary ("The engine protocol, the engine command and the arena");

  g_test_add_func ("/ai/engine/no-hidden-cards", test_no_hidden_cards);
  g_test_add_func ("/ai/engine/secret-signal", test_secret_signal);
  g_test_add_func ("/ai/engine/builtin-session", test_builtin_session);
  g_test_add_func ("/ai/engine/protocol/play-order", test_play_order);
  g_test_add_func ("/ai/engine/protocol/last-trick", test_last_trick);
  g_test_add_func ("/ai/engine/protocol/go-carries-view", test_go_carries_view);
  g_test_add_func ("/ai/engine/protocol/out-of-deck", test_out_of_deck);
  g_test_add_func ("/ai/engine/protocol/time-allowances-documented",
                   test_time_allowances_documented);
  g_test_add_func ("/ai/engine/builtin-arena", test_builtin_arena);
  g_test_add_func ("/ai/engine/builtin-learns", test_builtin_learns);
  for (guint i = 0; i < G_N_ELEMENTS (broken); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/engine/broken/%s", broken[i].mode);
      g_test_add_data_func (path, &broken[i], test_broken);
    }
  for (guint i = 0; i < G_N_ELEMENTS (leftovers); i++)
    {
      g_autofree char *path = g_strdup_printf ("/ai/engine/process-group/%s",
                                               leftovers[i].name);
      g_test_add_data_func (path, &leftovers[i], test_process_group);
    }
  g_test_add_func ("/ai/engine/process-group/arena-signalled", test_process_group_on_signal);
  g_test_add_func ("/ai/engine/parse/engine-replies", test_reply_parse);
  g_test_add_func ("/ai/engine/parse/host-messages", test_host_message_parse);
  g_test_add_func ("/ai/engine/builtin-hostile-input", test_builtin_hostile_input);
  g_test_add_func ("/ai/engine/builtin-host-gone", test_builtin_host_gone);
  g_test_add_func ("/ai/engine/builtin-nonblocking-input", test_builtin_nonblocking_input);
  g_test_add_func ("/ai/engine/text-escape", test_text_escape);
  g_test_add_func ("/ai/arena/report", test_arena_report);
  g_test_add_func ("/ai/arena/text-report", test_arena_text_report);
  g_test_add_func ("/ai/arena/histogram", test_histogram);
  g_test_add_func ("/ai/arena/bounded-memory", test_arena_bounded_memory);
  g_test_add_func ("/ai/arena/bounded-memory-child", arena_memory_child);
  g_test_add_func ("/ai/arena/bad-input", test_arena_bad_input);
  return g_test_run ();
}
