/* cli-engine-protocol.c: the engine protocol's messages, built only from what one seat
 * may see: its view of the deal, the actions it learns of, and its legal actions. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli-engine-protocol.h"

static const char *kind_names[] = {
  [BRI_ACTION_PLAY] = "play",
  [BRI_ACTION_PASS] = "pass",
  [BRI_ACTION_BID_RANK] = "bid",
  [BRI_ACTION_BID_POINTS] = "bid",
  [BRI_ACTION_CALL] = "call",
  [BRI_ACTION_TRUMP] = "trump",
  [BRI_ACTION_DISCARD] = "discard",
  [BRI_ACTION_EXCHANGE] = "exchange",
  [BRI_ACTION_SAY] = "say",
};

char *
cli_engine_action_text (const BriState *state, guint seat, BriAction action)
{
  BriView view;

  if (action.kind == BRI_ACTION_PLAY && action.card != BRI_NO_CARD)
    {
      bri_state_get_view (state, seat, &view);
      if (bri_card_set_has (state->hand[seat], action.card) &&
          !bri_card_set_has (view.known[seat], action.card))
        return g_strdup ("?");
    }
  return bri_action_to_string (state->config.rules, action);
}

void
cli_play_order_init (CliPlayOrder *order)
{
  memset (order, 0, sizeof *order);
}

/* Appends the cards of @trick not yet in @order, in the order they were played. */
static void
play_order_add_trick (CliPlayOrder *order, const BriState *state, const BriTrick *trick)
{
  for (guint i = 0; i < trick->len; i++)
    {
      BriCardSet bit = bri_card_bit (trick->card[i]);

      if ((order->cards & bit) || !(state->played & bit) || order->n >= BRI_MAX_CARDS)
        continue;
      order->seat[order->n] = trick->seat[i];
      order->card[order->n] = trick->card[i];
      order->n++;
      order->cards |= bit;
    }
}

void
cli_play_order_update (CliPlayOrder *order, const BriState *state)
{
  /* A new deal played nothing yet: forget the last one. */
  if ((order->cards & ~state->played) != 0)
    cli_play_order_init (order);
  if (state->last_trick.winner != BRI_NO_SEAT)
    play_order_add_trick (order, state, &state->last_trick);
  play_order_add_trick (order, state, &state->trick);
}

static void
add_cards (JsonBuilder *builder, BriCardSet cards)
{
  json_builder_begin_array (builder);
  BRI_CARD_SET_FOREACH (cards, card)
    json_builder_add_string_value (builder, bri_card_to_string ((BriCard) card));
  json_builder_end_array (builder);
}

static void
add_suit (JsonBuilder *builder, guint suit)
{
  char text[2] = { 0, 0 };

  if (suit >= BRI_N_SUITS)
    {
      json_builder_add_null_value (builder);
      return;
    }
  text[0] = bri_suit_to_char ((BriSuit) suit);
  json_builder_add_string_value (builder, text);
}

/* The "view" object: everything @seat may know now, and nothing more. */
static void
add_seat_card (JsonBuilder *builder, guint seat, BriCard card)
{
  json_builder_begin_array (builder);
  json_builder_add_int_value (builder, seat);
  json_builder_add_string_value (builder, bri_card_to_string (card));
  json_builder_end_array (builder);
}

/* The cards of the standard deck this deal's is drawn from (40 or 32 cards) that it
 * leaves out, in view of everyone: Briscola for three's removed Two. */
static BriCardSet
out_of_deck (const BriState *state)
{
  BriCardSet full = bri_deck_italian40 ();

  if ((state->deck & ~full) != 0)
    full = bri_deck_piquet32 ();
  return (state->deck & ~full) == 0 ? full & ~state->deck : 0;
}

/* "last_trick": the last completed trick with its winner, null before the first. */
static void
add_last_trick (JsonBuilder *builder, const BriState *state)
{
  const BriTrick *trick = &state->last_trick;
  guint points = 0;

  json_builder_set_member_name (builder, "last_trick");
  if (state->n_tricks == 0 || trick->winner == BRI_NO_SEAT)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "cards");
  json_builder_begin_array (builder);
  for (guint i = 0; i < trick->len; i++)
    {
      add_seat_card (builder, trick->seat[i], trick->card[i]);
      points += bri_state_card_points (state, trick->card[i]);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "winner");
  json_builder_add_int_value (builder, trick->winner);
  json_builder_set_member_name (builder, "points");
  json_builder_add_int_value (builder, points);
  json_builder_end_object (builder);
}

static void
add_view (JsonBuilder *builder, const BriState *state, guint seat, const CliPlayOrder *order)
{
  BriView view;

  bri_state_get_view (state, seat, &view);
  json_builder_set_member_name (builder, "view");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "to_act");
  if (bri_state_is_over (state))
    json_builder_add_null_value (builder);
  else
    json_builder_add_int_value (builder, state->to_act);
  json_builder_set_member_name (builder, "hand");
  add_cards (builder, view.known[seat]);
  json_builder_set_member_name (builder, "hand_sizes");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_seats; s++)
    json_builder_add_int_value (builder, bri_state_hand_size (state, s));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "known");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_seats; s++)
    add_cards (builder, view.known[s]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_seats; s++)
    if (s == seat || (view.sides_known & (1u << s)))
      json_builder_add_int_value (builder, state->team[s]);
    else
      json_builder_add_null_value (builder);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "trump_card");
  if (state->trump_card != BRI_NO_CARD)
    json_builder_add_string_value (builder, bri_card_to_string (state->trump_card));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "trump_suit");
  add_suit (builder, state->trump_suit);
  json_builder_set_member_name (builder, "stock_left");
  json_builder_add_int_value (builder, bri_state_stock_left (state));
  json_builder_set_member_name (builder, "stock_known");
  add_cards (builder, view.stock_known);
  json_builder_set_member_name (builder, "stock_top");
  if (view.stock_top_open && state->stock_top < state->stock_len)
    json_builder_add_string_value (builder, bri_card_to_string (state->stock[state->stock_top]));
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "aside_known");
  add_cards (builder, view.aside_known);
  json_builder_set_member_name (builder, "out_of_deck");
  add_cards (builder, out_of_deck (state));
  json_builder_set_member_name (builder, "played");
  add_cards (builder, state->played);
  json_builder_set_member_name (builder, "play_order");
  json_builder_begin_array (builder);
  for (guint i = 0; i < order->n; i++)
    add_seat_card (builder, order->seat[i], order->card[i]);
  json_builder_end_array (builder);
  /* A trick once taken is in "last_trick", the last one of the deal too: "trick" holds
   * only cards still on the table. */
  json_builder_set_member_name (builder, "trick");
  json_builder_begin_array (builder);
  if (state->trick.winner == BRI_NO_SEAT)
    for (guint i = 0; i < state->trick.len; i++)
      add_seat_card (builder, state->trick.seat[i], state->trick.card[i]);
  json_builder_end_array (builder);
  add_last_trick (builder, state);
  json_builder_set_member_name (builder, "tricks");
  json_builder_add_int_value (builder, state->n_tricks);
  json_builder_set_member_name (builder, "points");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_seats; s++)
    json_builder_add_int_value (builder,
                                bri_trick_rules_set_points (bri_state_get_trick_rules (state),
                                                            state->pile[s] & state->played));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static char *
finish (JsonBuilder *builder)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;

  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  return json_generator_to_data (generator, NULL);
}

static JsonBuilder *
start (const char *type)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, type);
  return builder;
}

char *
cli_engine_message_hello (void)
{
  g_autoptr (JsonBuilder) builder = start ("hello");

  json_builder_set_member_name (builder, "protocol");
  json_builder_add_int_value (builder, CLI_ENGINE_PROTOCOL_VERSION);
  return finish (builder);
}

char *
cli_engine_message_deal (const BriState *state, guint seat)
{
  g_autoptr (JsonBuilder) builder = start ("deal");
  const BriRules *rules = state->config.rules;
  CliPlayOrder order;

  json_builder_set_member_name (builder, "variant");
  json_builder_add_string_value (builder, rules->id);
  json_builder_set_member_name (builder, "players");
  json_builder_add_int_value (builder, state->n_seats);
  json_builder_set_member_name (builder, "options");
  json_builder_begin_object (builder);
  for (guint i = 0; i < rules->n_options; i++)
    {
      json_builder_set_member_name (builder, rules->options[i].key);
      json_builder_add_string_value (builder,
                                     bri_config_get_value (&state->config,
                                                           rules->options[i].key));
    }
  json_builder_end_object (builder);
  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, seat);
  json_builder_set_member_name (builder, "dealer");
  json_builder_add_int_value (builder, state->dealer);
  cli_play_order_init (&order);
  cli_play_order_update (&order, state);
  add_view (builder, state, seat, &order);
  return finish (builder);
}

char *
cli_engine_message_action (const BriState *state, guint seat, guint actor, BriAction action,
                           gboolean visible, const CliPlayOrder *order)
{
  g_autoptr (JsonBuilder) builder = start ("action");

  json_builder_set_member_name (builder, "seat");
  json_builder_add_int_value (builder, actor);
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, action.kind < G_N_ELEMENTS (kind_names)
                                          ? kind_names[action.kind] : "other");
  json_builder_set_member_name (builder, "action");
  if (visible)
    {
      g_autofree char *text = bri_action_to_string (state->config.rules, action);
      json_builder_add_string_value (builder, text);
    }
  else
    json_builder_add_null_value (builder);
  add_view (builder, state, seat, order);
  return finish (builder);
}

char *
cli_engine_message_go (const BriState *state, guint seat, guint time_ms,
                       const CliPlayOrder *order)
{
  g_autoptr (JsonBuilder) builder = start ("go");
  g_autoptr (GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);

  for (guint i = 0; i < n; i++)
    {
      char *text = cli_engine_action_text (state, seat, legal[i]);
      if (g_ptr_array_find_with_equal_func (texts, text, g_str_equal, NULL))
        g_free (text);
      else
        g_ptr_array_add (texts, text);
    }
  json_builder_set_member_name (builder, "legal");
  json_builder_begin_array (builder);
  for (guint i = 0; i < texts->len; i++)
    json_builder_add_string_value (builder, g_ptr_array_index (texts, i));
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "time_ms");
  json_builder_add_int_value (builder, time_ms);
  /* The whole view again, so that an engine need keep no state of its own to act. */
  add_view (builder, state, seat, order);
  return finish (builder);
}

char *
cli_engine_message_deal_over (const BriState *state, guint seat, const CliPlayOrder *order)
{
  g_autoptr (JsonBuilder) builder = start ("deal_over");
  static const char *outcomes[] = { "win", "tie", "void" };
  BriDealScore score;

  state->config.rules->score (state, &score);
  json_builder_set_member_name (builder, "outcome");
  json_builder_add_string_value (builder, outcomes[MIN (score.outcome, 2)]);
  json_builder_set_member_name (builder, "winner_side");
  if (score.outcome == BRI_OUTCOME_WIN)
    json_builder_add_int_value (builder, score.winner_side);
  else
    json_builder_add_null_value (builder);
  json_builder_set_member_name (builder, "side_points");
  json_builder_begin_array (builder);
  for (guint side = 0; side < score.n_sides; side++)
    json_builder_add_int_value (builder, score.side_points[side]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "stakes");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_seats; s++)
    json_builder_add_int_value (builder, score.stake[s]);
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "teams");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_seats; s++)
    json_builder_add_int_value (builder, state->team[s]);
  json_builder_end_array (builder);
  add_view (builder, state, seat, order);
  return finish (builder);
}

char *
cli_engine_message_quit (void)
{
  g_autoptr (JsonBuilder) builder = start ("quit");
  return finish (builder);
}

/* Reading messages. Both sides read lines from another program: whatever the bytes, a
 * line becomes a message whose members have the types the protocol gives them, or an
 * error; never a crash inside json-glib or a NULL where a string was expected. */

gboolean
cli_engine_line_is_blank (const char *line, gsize length)
{
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isspace (line[i]))
      return FALSE;
  return TRUE;
}

static gboolean
fail (GError **error, const char *message)
{
  g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA, message);
  return FALSE;
}

/* The UTF-16 code unit of the four hex digits a “\\u” escape needs, or -1. */
static gint
escaped_unit (const char *digits, gsize available)
{
  gint unit = 0;

  if (available < 4)
    return -1;
  for (guint k = 0; k < 4; k++)
    {
      if (!g_ascii_isxdigit (digits[k]))
        return -1;
      unit = unit * 16 + g_ascii_xdigit_value (digits[k]);
    }
  return unit;
}

/* How many bytes after a “\\u” the escape goes on: its four hex digits, or ten where a
 * surrogate pair is written as two escapes; 0, with @error set, for one json-glib would
 * misread. */
static gsize
unicode_escape_length (const char *digits, gsize available, GError **error)
{
  gint unit = escaped_unit (digits, available);
  gint low = -1;

  /* json-glib takes fewer than four digits, and then its string does not end where
   * check_raw_line() thinks. */
  if (unit < 0)
    {
      fail (error, _("the line is not JSON"));
      return 0;
    }
  if (unit < 0xD800 || unit > 0xDFFF)
    return 4;
  /* json-glib writes half a surrogate pair as bytes that are not UTF-8: a high half
   * passes only with its low half escaped right after it. */
  if (unit <= 0xDBFF && available >= 10 && digits[4] == '\\' && digits[5] == 'u')
    low = escaped_unit (digits + 6, available - 6);
  if (low >= 0xDC00 && low <= 0xDFFF)
    return 10;
  fail (error, _("the line has a lone UTF-16 surrogate in a \\u escape"));
  return 0;
}

/* Refuses what json-glib would accept beyond JSON (single quotes, comments) and nesting
 * deeper than CLI_ENGINE_MAX_DEPTH, before json-glib recurses into it. */
static gboolean
check_raw_line (const char *line, gsize length, GError **error)
{
  gboolean in_string = FALSE, escaped = FALSE;
  guint depth = 0;

  if (length > CLI_ENGINE_MAX_LINE)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("the line is longer than %u bytes"), CLI_ENGINE_MAX_LINE);
      return FALSE;
    }
  if (!g_utf8_validate_len (line, length, NULL))
    return fail (error, _("the line is not valid UTF-8"));
  for (gsize i = 0; i < length; i++)
    {
      char c = line[i];

      if (in_string)
        {
          if (escaped)
            {
              /* json-glib also reads C escapes such as octal “\\655”, which make bytes
               * that are not UTF-8: only JSON's own escapes pass. */
              if (strchr ("\"\\/bfnrtu", c) == NULL || c == '\0')
                return fail (error, _("the line is not JSON"));
              if (c == 'u')
                {
                  gsize digits = unicode_escape_length (line + i + 1, length - i - 1, error);

                  if (digits == 0)
                    return FALSE;
                  i += digits;
                }
              escaped = FALSE;
            }
          else if (c == '\\')
            escaped = TRUE;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      switch (c)
        {
        case '"':
          in_string = TRUE;
          break;
        case '[':
        case '{':
          if (++depth > CLI_ENGINE_MAX_DEPTH)
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                           _("the line nests arrays and objects deeper than %u levels"),
                           CLI_ENGINE_MAX_DEPTH);
              return FALSE;
            }
          break;
        case ']':
        case '}':
          depth -= depth > 0;
          break;
        case '\'':
        case '/':
          return fail (error, _("the line is not JSON"));
        default:
          break;
        }
    }
  return TRUE;
}

static gboolean
node_is (JsonNode *node, GType type)
{
  return JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

/* The line as a JSON object with a string "type". */
static JsonNode *
parse_object (const char *line, gsize length, const char **type, GError **error)
{
  g_autoptr (JsonParser) parser = json_parser_new ();
  g_autoptr (JsonNode) root = NULL;
  JsonNode *node;

  if (!check_raw_line (line, length, error))
    return NULL;
  /* An empty line parses, with no root at all; json-glib refuses NULL data even when
   * the length is 0, which this function's callers may pass. */
  if (length == 0 || !json_parser_load_from_data (parser, line, (gssize) length, NULL) ||
      json_parser_get_root (parser) == NULL ||
      !JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)))
    {
      fail (error, _("the line is not a JSON object"));
      return NULL;
    }
  root = json_parser_steal_root (parser);
  node = json_object_get_member (json_node_get_object (root), "type");
  if (node == NULL || !node_is (node, G_TYPE_STRING))
    {
      fail (error, _("the message has no “type” string"));
      return NULL;
    }
  *type = json_node_get_string (node);
  return g_steal_pointer (&root);
}

typedef enum
{
  MEMBER_STRING,
  MEMBER_INT,
  MEMBER_OBJECT,
  MEMBER_STRINGS,      /* an array of strings */
  MEMBER_INTS,         /* an array of integers */
  MEMBER_STRING_MAP,   /* an object whose members are strings */
  MEMBER_STRING_LISTS, /* an array whose elements are arrays of strings, or null */
} MemberType;

typedef struct
{
  const char *name;
  MemberType type;
  gboolean required;
  gboolean nullable;
} MemberSpec;

static gboolean
array_of (JsonNode *node, GType type)
{
  JsonArray *array;

  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    if (!node_is (json_array_get_element (array, i), type))
      return FALSE;
  return TRUE;
}

static gboolean
member_has_type (JsonNode *node, MemberType type)
{
  switch (type)
    {
    case MEMBER_STRING:
      return node_is (node, G_TYPE_STRING);
    case MEMBER_INT:
      return node_is (node, G_TYPE_INT64);
    case MEMBER_OBJECT:
      return JSON_NODE_HOLDS_OBJECT (node);
    case MEMBER_STRINGS:
      return array_of (node, G_TYPE_STRING);
    case MEMBER_INTS:
      return array_of (node, G_TYPE_INT64);
    case MEMBER_STRING_MAP:
      {
        g_autoptr (GList) values = NULL;

        if (!JSON_NODE_HOLDS_OBJECT (node))
          return FALSE;
        values = json_object_get_values (json_node_get_object (node));
        for (GList *l = values; l != NULL; l = l->next)
          if (!node_is (l->data, G_TYPE_STRING))
            return FALSE;
        return TRUE;
      }
    case MEMBER_STRING_LISTS:
      {
        JsonArray *array;

        if (!JSON_NODE_HOLDS_ARRAY (node))
          return FALSE;
        array = json_node_get_array (node);
        for (guint i = 0; i < json_array_get_length (array); i++)
          {
            JsonNode *element = json_array_get_element (array, i);
            if (!JSON_NODE_HOLDS_NULL (element) && !array_of (element, G_TYPE_STRING))
              return FALSE;
          }
        return TRUE;
      }
    default:
      g_assert_not_reached ();
    }
}

static gboolean
check_members (JsonObject *object, const MemberSpec *specs, guint n_specs, GError **error)
{
  for (guint i = 0; i < n_specs; i++)
    {
      JsonNode *node = json_object_get_member (object, specs[i].name);

      if (node == NULL)
        {
          if (!specs[i].required)
            continue;
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("the message has no “%s”"), specs[i].name);
          return FALSE;
        }
      if ((specs[i].nullable && JSON_NODE_HOLDS_NULL (node)) ||
          member_has_type (node, specs[i].type))
        continue;
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                   _("the message’s “%s” is not of the type the protocol gives it"),
                   specs[i].name);
      return FALSE;
    }
  return TRUE;
}

void
cli_engine_reply_free (CliEngineReply *reply)
{
  if (reply == NULL)
    return;
  g_free (reply->type_name);
  g_free (reply->action);
  g_free (reply);
}

CliEngineReply *
cli_engine_reply_parse (const char *line, gsize length, GError **error)
{
  static const MemberSpec hello[] = { { "protocol", MEMBER_INT, FALSE, FALSE } };
  static const MemberSpec move[] = { { "action", MEMBER_STRING, TRUE, FALSE } };
  g_autoptr (CliEngineReply) reply = g_new0 (CliEngineReply, 1);
  g_autoptr (JsonNode) root = NULL;
  JsonObject *object;
  const char *type;

  g_return_val_if_fail (line != NULL || length == 0, NULL);

  root = parse_object (line, length, &type, error);
  if (root == NULL)
    return NULL;
  object = json_node_get_object (root);
  reply->type_name = g_strdup (type);
  if (g_str_equal (type, "hello"))
    {
      if (!check_members (object, hello, G_N_ELEMENTS (hello), error))
        return NULL;
      reply->type = CLI_ENGINE_REPLY_HELLO;
      reply->protocol = json_object_get_int_member_with_default (object, "protocol", 0);
    }
  else if (g_str_equal (type, "move"))
    {
      if (!check_members (object, move, G_N_ELEMENTS (move), error))
        return NULL;
      reply->type = CLI_ENGINE_REPLY_MOVE;
      reply->action = g_strdup (json_object_get_string_member (object, "action"));
    }
  else if (g_str_equal (type, "info"))
    reply->type = CLI_ENGINE_REPLY_INFO;
  else
    reply->type = CLI_ENGINE_REPLY_OTHER;
  return g_steal_pointer (&reply);
}

void
cli_host_message_free (CliHostMessage *message)
{
  if (message == NULL)
    return;
  g_clear_pointer (&message->object, json_object_unref);
  g_free (message);
}

static gboolean
check_view (JsonObject *object, GError **error)
{
  static const MemberSpec view[] = {
    { "to_act", MEMBER_INT, FALSE, TRUE },
    { "hand_sizes", MEMBER_INTS, TRUE, FALSE },
    { "known", MEMBER_STRING_LISTS, TRUE, FALSE },
    { "stock_known", MEMBER_STRINGS, FALSE, TRUE },
    { "aside_known", MEMBER_STRINGS, FALSE, TRUE },
    { "out_of_deck", MEMBER_STRINGS, FALSE, TRUE },
    { "stock_top", MEMBER_STRING, FALSE, TRUE },
    { "trump_card", MEMBER_STRING, FALSE, TRUE },
  };

  return check_members (json_object_get_object_member (object, "view"), view,
                        G_N_ELEMENTS (view), error);
}

CliHostMessage *
cli_host_message_parse (const char *line, gsize length, GError **error)
{
  static const MemberSpec deal[] = {
    { "variant", MEMBER_STRING, TRUE, FALSE },
    { "players", MEMBER_INT, FALSE, FALSE },
    { "options", MEMBER_STRING_MAP, FALSE, FALSE },
    { "seat", MEMBER_INT, TRUE, FALSE },
    { "dealer", MEMBER_INT, FALSE, FALSE },
    { "view", MEMBER_OBJECT, TRUE, FALSE },
  };
  static const MemberSpec action[] = {
    { "seat", MEMBER_INT, TRUE, FALSE },
    { "kind", MEMBER_STRING, TRUE, FALSE },
    { "action", MEMBER_STRING, FALSE, TRUE },
    { "view", MEMBER_OBJECT, TRUE, FALSE },
  };
  static const MemberSpec go[] = {
    { "legal", MEMBER_STRINGS, TRUE, FALSE },
    { "time_ms", MEMBER_INT, FALSE, FALSE },
    { "view", MEMBER_OBJECT, FALSE, FALSE },
  };
  static const struct
  {
    const char *name;
    CliHostMessageType type;
    const MemberSpec *specs;
    guint n_specs;
    gboolean has_view;
  } types[] = {
    { "hello", CLI_HOST_MESSAGE_HELLO, NULL, 0, FALSE },
    { "deal", CLI_HOST_MESSAGE_DEAL, deal, G_N_ELEMENTS (deal), TRUE },
    { "action", CLI_HOST_MESSAGE_ACTION, action, G_N_ELEMENTS (action), TRUE },
    { "go", CLI_HOST_MESSAGE_GO, go, G_N_ELEMENTS (go), TRUE },
    { "deal_over", CLI_HOST_MESSAGE_DEAL_OVER, NULL, 0, FALSE },
    { "quit", CLI_HOST_MESSAGE_QUIT, NULL, 0, FALSE },
  };
  g_autoptr (CliHostMessage) message = g_new0 (CliHostMessage, 1);
  g_autoptr (JsonNode) root = NULL;
  const char *type;

  g_return_val_if_fail (line != NULL || length == 0, NULL);

  root = parse_object (line, length, &type, error);
  if (root == NULL)
    return NULL;
  message->object = json_object_ref (json_node_get_object (root));
  message->type = CLI_HOST_MESSAGE_OTHER;
  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    {
      if (!g_str_equal (type, types[i].name))
        continue;
      if (!check_members (message->object, types[i].specs, types[i].n_specs, error) ||
          (types[i].has_view && json_object_has_member (message->object, "view") &&
           !check_view (message->object, error)))
        return NULL;
      message->type = types[i].type;
      break;
    }
  return g_steal_pointer (&message);
}
