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
add_view (JsonBuilder *builder, const BriState *state, guint seat)
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
  json_builder_set_member_name (builder, "played");
  add_cards (builder, state->played);
  json_builder_set_member_name (builder, "trick");
  json_builder_begin_array (builder);
  for (guint i = 0; i < state->trick.len; i++)
    {
      json_builder_begin_array (builder);
      json_builder_add_int_value (builder, state->trick.seat[i]);
      json_builder_add_string_value (builder, bri_card_to_string (state->trick.card[i]));
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "tricks");
  json_builder_add_int_value (builder, state->n_tricks);
  json_builder_set_member_name (builder, "points");
  json_builder_begin_array (builder);
  for (guint s = 0; s < state->n_seats; s++)
    json_builder_add_int_value (builder,
                                bri_card_set_points (state->pile[s] & state->played));
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
  add_view (builder, state, seat);
  return finish (builder);
}

char *
cli_engine_message_action (const BriState *state, guint seat, guint actor, BriAction action,
                           gboolean visible)
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
  add_view (builder, state, seat);
  return finish (builder);
}

char *
cli_engine_message_go (const BriState *state, guint seat, guint time_ms)
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
  return finish (builder);
}

char *
cli_engine_message_deal_over (const BriState *state, guint seat)
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
  add_view (builder, state, seat);
  return finish (builder);
}

char *
cli_engine_message_quit (void)
{
  g_autoptr (JsonBuilder) builder = start ("quit");
  return finish (builder);
}
