/* cli-engine.c: `briscola-cli engine`: serves the built-in players over the engine
 * protocol on stdin and stdout (docs/engine-protocol.md).
 *
 * The engine learns only what its seat may see. To search it needs a whole deal, so it
 * keeps one that agrees with everything seen: a deal of its own, replayed action by
 * action, with the cards the seat cannot see moved about whenever what it sees (a card
 * played, a card drawn, a truthful answer) says they lie elsewhere. The search then
 * samples the hidden cards anew anyway, so only what is seen has to be right.
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <unistd.h>

#include "cli-engine-protocol.h"
#include "cli-text.h"

/* What the host says the seat sees (the protocol's "view"). */
typedef struct
{
  int to_act;
  BriCardSet known[BRI_MAX_SEATS];
  BriCardSet stock_known;
  BriCardSet aside_known;
  BriCardSet out_of_deck;
  BriCard stock_top;
  BriCard trump_card;
  guint hand_sizes[BRI_MAX_SEATS];
} SeenView;

typedef struct
{
  BriPluginLoader *loader;
  BriPlayerKind level;
  BriRng rng;
  BriState state;      /* a deal agreeing with all the seat has seen */
  BriDealLog *log;     /* its plays, for the search to read */
  BriOpponentModel *model; /* what the deals so far told of the other seats */
  SeenView seen;
  guint seat;
  gboolean in_deal;
  gboolean lost;       /* the kept deal no longer agrees: answer from the legal list */
  char *lost_reason;
} Engine;

/* The errno of the first failed write to the host, 0 while none failed: the host is
 * gone, and the engine ends. */
static int output_errno;

static void
reply (JsonBuilder *builder)
{
  g_autoptr (JsonGenerator) generator = json_generator_new ();
  g_autoptr (JsonNode) root = NULL;
  g_autofree char *text = NULL;

  json_builder_end_object (builder);
  root = json_builder_get_root (builder);
  json_generator_set_root (generator, root);
  text = json_generator_to_data (generator, NULL);
  if (output_errno != 0)
    return;
  if (fputs (text, stdout) == EOF || fputc ('\n', stdout) == EOF || fflush (stdout) == EOF)
    output_errno = errno != 0 ? errno : EIO;
}

static JsonBuilder *
start_reply (const char *type)
{
  JsonBuilder *builder = json_builder_new ();

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, type);
  return builder;
}

static void
info (const char *message)
{
  g_autoptr (JsonBuilder) builder = start_reply ("info");

  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, message);
  reply (builder);
}

static void
lose_track (Engine *engine, const char *reason)
{
  g_autofree char *shown = NULL;

  if (engine->lost)
    return;
  engine->lost = TRUE;
  engine->lost_reason = g_strdup (reason);
  /* The reason may quote the host's text. */
  shown = cli_text_escape (reason, -1, CLI_TEXT_WHOLE);
  g_printerr ("briscola-cli engine: %s\n", shown);
  info (reason);
}

static gboolean
parse_cards (JsonNode *node, BriCardSet *cards)
{
  JsonArray *array;

  *cards = 0;
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      const char *text = json_array_get_string_element (array, i);
      BriCard card;

      if (text == NULL || !bri_card_parse (text, &card, NULL))
        return FALSE;
      *cards |= bri_card_bit (card);
    }
  return TRUE;
}

static gboolean
parse_card (JsonObject *object, const char *member, BriCard *card)
{
  const char *text = json_object_get_string_member_with_default (object, member, NULL);

  *card = BRI_NO_CARD;
  return text == NULL || bri_card_parse (text, card, NULL);
}

static gboolean
parse_view (JsonObject *message, guint n_seats, SeenView *seen)
{
  JsonObject *view;
  JsonNode *node;
  JsonArray *array;

  memset (seen, 0, sizeof *seen);
  if (!json_object_has_member (message, "view") ||
      !JSON_NODE_HOLDS_OBJECT (json_object_get_member (message, "view")))
    return FALSE;
  view = json_object_get_object_member (message, "view");
  node = json_object_get_member (view, "to_act");
  seen->to_act = node != NULL && JSON_NODE_HOLDS_VALUE (node) ? (int) json_node_get_int (node) : -1;

  node = json_object_get_member (view, "known");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) != n_seats)
    return FALSE;
  for (guint s = 0; s < n_seats; s++)
    if (!parse_cards (json_array_get_element (array, s), &seen->known[s]))
      return FALSE;

  node = json_object_get_member (view, "hand_sizes");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) ||
      json_array_get_length (json_node_get_array (node)) != n_seats)
    return FALSE;
  for (guint s = 0; s < n_seats; s++)
    seen->hand_sizes[s] = (guint) json_array_get_int_element (json_node_get_array (node), s);

  return parse_cards (json_object_get_member (view, "stock_known"), &seen->stock_known) &&
         parse_cards (json_object_get_member (view, "aside_known"), &seen->aside_known) &&
         parse_cards (json_object_get_member (view, "out_of_deck"), &seen->out_of_deck) &&
         parse_card (view, "stock_top", &seen->stock_top) &&
         parse_card (view, "trump_card", &seen->trump_card);
}

/* Cards whose place the seat knows: they stay put. */
static BriCardSet
pinned (const Engine *engine)
{
  BriCardSet pins = engine->seen.stock_known | engine->seen.aside_known | engine->state.played;

  for (guint s = 0; s < engine->state.n_seats; s++)
    pins |= engine->seen.known[s];
  if (engine->seen.stock_top != BRI_NO_CARD)
    pins |= bri_card_bit (engine->seen.stock_top);
  return pins;
}

static BriCardSet
movable (const Engine *engine)
{
  return engine->state.deck & ~pinned (engine);
}

/* Where an unplayed card lies: a hand (0-7), the stock (8 + slot), or aside. */
enum { LOC_STOCK = 8, LOC_TALON = 100, LOC_DISCARDS, LOC_NONE };

static guint
locate (const BriState *state, BriCard card)
{
  for (guint s = 0; s < state->n_seats; s++)
    if (bri_card_set_has (state->hand[s], card))
      return s;
  for (guint i = state->stock_top; i < state->stock_len; i++)
    if (state->stock[i] == card)
      return LOC_STOCK + i;
  if (bri_card_set_has (state->talon, card))
    return LOC_TALON;
  if (bri_card_set_has (state->discards, card))
    return LOC_DISCARDS;
  return LOC_NONE;
}

static void
place (BriState *state, guint location, BriCard card, gboolean add)
{
  BriCardSet *set = NULL;

  if (location < LOC_STOCK)
    set = &state->hand[location];
  else if (location == LOC_TALON)
    set = &state->talon;
  else if (location == LOC_DISCARDS)
    set = &state->discards;
  else if (add)
    state->stock[location - LOC_STOCK] = card;
  if (set != NULL)
    *set = add ? *set | bri_card_bit (card) : *set & ~bri_card_bit (card);
}

static void
swap_cards (BriState *state, BriCard a, BriCard b)
{
  guint la = locate (state, a), lb = locate (state, b);

  g_assert (la != LOC_NONE && lb != LOC_NONE);
  place (state, la, a, FALSE);
  place (state, lb, b, FALSE);
  place (state, la, b, TRUE);
  place (state, lb, a, TRUE);
}

static BriCard
random_card (Engine *engine, BriCardSet set)
{
  guint pick = bri_rng_below (&engine->rng, bri_card_set_count (set));

  BRI_CARD_SET_FOREACH (set, card)
    if (pick-- == 0)
      return (BriCard) card;
  g_assert_not_reached ();
}

/* A deck may lack a card the seat has seen (which Two was removed): give the kept deal
 * that card in place of a hidden one, where the variant allows such a deck. */
static gboolean
bring_into_deck (Engine *engine, BriCard card)
{
  BriState *state = &engine->state;
  const BriRules *rules = state->config.rules;

  if (!bri_card_set_has (rules->deck (&state->config, NULL), card))
    return FALSE;
  BRI_CARD_SET_FOREACH (movable (engine), other)
    {
      BriCardSet deck = (state->deck & ~bri_card_bit ((BriCard) other)) | bri_card_bit (card);
      guint location = locate (state, (BriCard) other);

      if (location == LOC_NONE ||
          (rules->check_deck != NULL && !rules->check_deck (&state->config, deck, NULL)))
        continue;
      place (state, location, (BriCard) other, FALSE);
      place (state, location, card, TRUE);
      state->deck = deck;
      return TRUE;
    }
  return FALSE;
}

/* The host says @card is not in this deal's deck (the removed Two) while the kept deal
 * holds it: put a card that may be in the deck in its place. */
static gboolean
leave_out_of_deck (Engine *engine, BriCard card)
{
  BriState *state = &engine->state;
  const BriRules *rules = state->config.rules;
  BriCardSet absent = rules->deck (&state->config, NULL) & ~state->deck &
                      ~engine->seen.out_of_deck;
  guint location = locate (state, card);

  if (location == LOC_NONE || !bri_card_set_has (movable (engine), card))
    return FALSE;
  BRI_CARD_SET_FOREACH (absent, other)
    {
      BriCardSet deck = (state->deck & ~bri_card_bit (card)) | bri_card_bit ((BriCard) other);

      if (rules->check_deck != NULL && !rules->check_deck (&state->config, deck, NULL))
        continue;
      place (state, location, card, FALSE);
      place (state, location, (BriCard) other, TRUE);
      state->deck = deck;
      return TRUE;
    }
  return FALSE;
}

/* Moves @card into @seat's hand, in exchange for a card whose place is not known. */
static gboolean
bring_into_hand (Engine *engine, guint seat, BriCard card)
{
  BriState *state = &engine->state;
  BriCardSet spare;

  if (bri_card_set_has (state->hand[seat], card))
    return TRUE;
  if (!bri_card_set_has (state->deck, card) && !bring_into_deck (engine, card))
    return FALSE;
  if (bri_card_set_has (state->hand[seat], card))
    return TRUE;
  if (locate (state, card) == LOC_NONE)
    return FALSE;
  /* Any card that does not belong here may go, a known card of another hand too: it
   * is put where it belongs in its own turn. */
  spare = state->hand[seat] & ~engine->seen.known[seat] & ~bri_card_bit (card);
  if (spare == 0)
    return FALSE;
  swap_cards (state, card, random_card (engine, spare));
  return TRUE;
}

/* Makes the kept deal show what the host says the seat sees; NULL when it does, else
 * what could not be matched. */
static const char *
agree_with_view (Engine *engine)
{
  BriState *state = &engine->state;
  SeenView *seen = &engine->seen;

  BRI_CARD_SET_FOREACH (seen->out_of_deck & state->deck, card)
    if (!leave_out_of_deck (engine, (BriCard) card))
      return "a card left out of the deck";
  for (guint s = 0; s < state->n_seats; s++)
    BRI_CARD_SET_FOREACH (seen->known[s], card)
      if (!bring_into_hand (engine, s, (BriCard) card))
        return "a card known in a hand";
  if (seen->stock_top != BRI_NO_CARD && state->stock_top < state->stock_len &&
      state->stock[state->stock_top] != seen->stock_top)
    {
      BriCard top = state->stock[state->stock_top];
      if (!bri_card_set_has (movable (engine), top) ||
          locate (state, seen->stock_top) == LOC_NONE)
        return "the top card of the stock";
      swap_cards (state, top, seen->stock_top);
    }
  BRI_CARD_SET_FOREACH (seen->aside_known & ~(state->talon | state->discards), card)
    {
      BriCardSet spare = (state->talon | state->discards) & movable (engine);
      if (spare == 0 || locate (state, (BriCard) card) == LOC_NONE)
        return "a card put aside";
      swap_cards (state, (BriCard) card, random_card (engine, spare));
    }
  for (guint s = 0; s < state->n_seats; s++)
    if (bri_state_hand_size (state, s) != seen->hand_sizes[s])
      return "the number of cards in a hand";
  if (state->config.rules->resampled != NULL)
    state->config.rules->resampled (state);
  if (seen->to_act != (bri_state_is_over (state) ? -1 : (int) state->to_act))
    return "the seat to act";
  return NULL;
}

/* Before another seat's action: moves hidden cards until the action is legal in the
 * kept deal (the card played is in that hand, an answer is the truthful one). */
static gboolean
make_legal (Engine *engine, BriAction action)
{
  BriState *state = &engine->state;
  guint actor = state->to_act;
  BriCardSet keep = action.kind == BRI_ACTION_PLAY ? bri_card_bit (action.card) : 0;
  BriCardSet mine, others;

  if (bri_state_is_legal (state, action))
    return TRUE;
  if (action.kind == BRI_ACTION_PLAY && !bring_into_hand (engine, actor, action.card))
    return FALSE;
  if (bri_state_is_legal (state, action))
    return TRUE;

  mine = state->hand[actor] & movable (engine) & ~keep;
  others = movable (engine) & ~state->hand[actor] & ~state->played;
  BRI_CARD_SET_FOREACH (mine, a)
    BRI_CARD_SET_FOREACH (others, b)
      {
        if (locate (state, (BriCard) b) == LOC_NONE)
          continue;
        swap_cards (state, (BriCard) a, (BriCard) b);
        if (bri_state_is_legal (state, action))
          return TRUE;
        swap_cards (state, (BriCard) a, (BriCard) b);
      }
  /* Several cards at once (no card of the suit led at all): a random walk. */
  for (guint tries = 0; tries < 400; tries++)
    {
      BriCardSet now_mine = state->hand[actor] & movable (engine) & ~keep;
      BriCardSet now_others = movable (engine) & ~state->hand[actor];
      BriCard a, b;

      if (now_mine == 0 || now_others == 0)
        break;
      a = random_card (engine, now_mine);
      b = random_card (engine, now_others);
      if (locate (state, b) == LOC_NONE)
        continue;
      swap_cards (state, a, b);
      if (bri_state_is_legal (state, action))
        return TRUE;
    }
  return FALSE;
}

static gboolean
setup_config (Engine *engine, JsonObject *message, BriConfig *config, GError **error)
{
  const char *id = json_object_get_string_member_with_default (message, "variant", NULL);
  BriVariant *variant;
  JsonNode *options;

  if (id == NULL)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_UNKNOWN_VARIANT, _("the deal names no variant"));
      return FALSE;
    }
  variant = bri_plugin_loader_lookup (engine->loader, id, error);
  if (variant == NULL)
    return FALSE;
  bri_config_init (config, bri_variant_get_rules (variant));
  if (!bri_config_set_players (config, (guint) json_object_get_int_member_with_default (
                                 message, "players", config->rules->default_players), error))
    return FALSE;
  options = json_object_get_member (message, "options");
  if (options != NULL && JSON_NODE_HOLDS_OBJECT (options))
    {
      JsonObject *object = json_node_get_object (options);
      g_autoptr (GList) keys = json_object_get_members (object);

      for (GList *l = keys; l != NULL; l = l->next)
        {
          const char *value = json_object_get_string_member_with_default (object, l->data, "");
          if (!bri_config_set_option (config, l->data, value, error))
            return FALSE;
        }
    }
  return bri_config_check (config, error);
}

/* A deal of our own that matches what the seat sees at the start. */
static gboolean
setup_deal (Engine *engine, const BriConfig *config, guint dealer)
{
  const BriRules *rules = config->rules;

  for (guint attempt = 0; attempt < 40; attempt++)
    {
      BriCardSet deck = rules->deck (config, &engine->rng);
      BriCard order[BRI_MAX_CARDS];
      guint n = 0;

      BRI_CARD_SET_FOREACH (deck, card)
        order[n++] = (BriCard) card;
      bri_rng_shuffle (&engine->rng, order, n);
      if (!bri_state_deal_ordered (&engine->state, config, dealer, order, n, NULL))
        continue;
      /* The turned card decides the trump suit as the deal is made: put the seen one
       * where this deal turned its own, and deal again. */
      if (engine->seen.trump_card != engine->state.trump_card &&
          engine->seen.trump_card != BRI_NO_CARD && engine->state.trump_card != BRI_NO_CARD)
        {
          guint from = n, to = n;
          for (guint i = 0; i < n; i++)
            {
              if (order[i] == engine->state.trump_card)
                to = i;
              if (order[i] == engine->seen.trump_card)
                from = i;
            }
          if (from == n || to == n)
            continue;
          order[from] = order[to];
          order[to] = engine->seen.trump_card;
          if (!bri_state_deal_ordered (&engine->state, config, dealer, order, n, NULL) ||
              engine->state.trump_card != engine->seen.trump_card)
            continue;
        }
      if (agree_with_view (engine) == NULL)
        return TRUE;
    }
  return FALSE;
}

/* Tells the host, as information, what the deals so far say of each other seat: the
 * chance of each kind of player (BriOpponentKind), the next seat to act first. */
static void
report_model (Engine *engine)
{
  g_autoptr (JsonBuilder) builder = start_reply ("info");
  g_autoptr (GString) text = g_string_new ("the other seats, the next to act first, read as "
                                           "rule of thumb / searching / searching freely / "
                                           "random:");

  json_builder_set_member_name (builder, "kinds");
  json_builder_begin_array (builder);
  for (guint offset = 1; offset < engine->state.n_seats; offset++)
    {
      json_builder_begin_array (builder);
      g_string_append (text, offset > 1 ? ";" : "");
      for (guint kind = 0; kind < BRI_N_OPPONENT_KINDS; kind++)
        {
          double chance = bri_opponent_model_get_chance (engine->model, offset, kind);
          char shown[G_ASCII_DTOSTR_BUF_SIZE];

          json_builder_add_double_value (builder, chance);
          /* Protocol text: a decimal point in every locale. */
          g_string_append_printf (text, " %s", g_ascii_formatd (shown, sizeof shown, "%.2f",
                                                                chance));
        }
      json_builder_end_array (builder);
    }
  json_builder_end_array (builder);
  json_builder_set_member_name (builder, "message");
  json_builder_add_string_value (builder, text->str);
  reply (builder);
}

/* Folds the deal's plays into the model, once, unless the kept deal lost track. */
static void
learn_from_deal (Engine *engine)
{
  if (engine->in_deal && !engine->lost && bri_player_kind_searches (engine->level))
    {
      bri_player_learn (engine->level, engine->model, engine->log, engine->seat,
                        &engine->rng);
      report_model (engine);
    }
  bri_deal_log_clear (engine->log);
  engine->in_deal = FALSE;
}

static void
on_deal (Engine *engine, JsonObject *message)
{
  g_autoptr (GError) error = NULL;
  BriConfig config;
  gint64 seat = json_object_get_int_member_with_default (message, "seat", -1);
  gint64 dealer = json_object_get_int_member_with_default (message, "dealer", 0);

  learn_from_deal (engine); /* a deal the host left without saying it was over */
  engine->in_deal = TRUE;
  engine->lost = FALSE;
  g_clear_pointer (&engine->lost_reason, g_free);
  if (!setup_config (engine, message, &config, &error))
    {
      lose_track (engine, error->message);
      return;
    }
  if (seat < 0 || seat >= config.n_players || dealer < 0 || dealer >= config.n_players ||
      !parse_view (message, config.n_players, &engine->seen))
    {
      lose_track (engine, _("the deal message has no valid seat, dealer or view"));
      return;
    }
  engine->seat = (guint) seat;
  if (!setup_deal (engine, &config, (guint) dealer))
    lose_track (engine, _("no deal agrees with the view at the start"));
}

static const char *
kind_name (BriAction action)
{
  static const char *names[] = { "play", "pass", "bid", "bid", "call", "trump", "discard",
                                 "exchange", "say" };
  return action.kind < G_N_ELEMENTS (names) ? names[action.kind] : "other";
}

static void
on_action (Engine *engine, JsonObject *message)
{
  BriState *state = &engine->state;
  const char *text = json_object_get_string_member_with_default (message, "action", NULL);
  const char *kind = json_object_get_string_member_with_default (message, "kind", "");
  gint64 actor = json_object_get_int_member_with_default (message, "seat", -1);
  const char *mismatch;
  BriAction action;

  if (!engine->in_deal || engine->lost)
    return;
  if (bri_state_is_over (state) || actor != state->to_act)
    {
      lose_track (engine, _("an action came from a seat that is not to act"));
      return;
    }
  if (text != NULL)
    {
      g_autoptr (GError) error = NULL;
      if (!bri_action_parse (state->config.rules, text, &action, &error))
        {
          lose_track (engine, error->message);
          return;
        }
      if (!make_legal (engine, action))
        {
          lose_track (engine, _("no deal agrees with an action seen"));
          return;
        }
      bri_deal_log_add (engine->log, state, action);
      bri_state_apply (state, action);
    }
  else if (!g_str_equal (kind, "say"))
    {
      /* A secret action that moves the deal on: any of that kind will do. */
      BriAction legal[BRI_MAX_ACTIONS], alike[BRI_MAX_ACTIONS];
      guint n = bri_state_legal_actions (state, legal), n_alike = 0;

      for (guint i = 0; i < n; i++)
        if (g_str_equal (kind_name (legal[i]), kind))
          alike[n_alike++] = legal[i];
      if (n_alike == 0)
        {
          lose_track (engine, _("no deal agrees with a secret action"));
          return;
        }
      bri_state_apply (state, alike[bri_rng_below (&engine->rng, n_alike)]);
    }
  /* A secret sign to a partner changes nothing the seat could follow. */

  if (!parse_view (message, state->n_seats, &engine->seen))
    lose_track (engine, _("an action message has no valid view"));
  else if ((mismatch = agree_with_view (engine)) != NULL)
    {
      g_autofree char *why = g_strdup_printf (_("no deal agrees with the view: %s"), mismatch);
      lose_track (engine, why);
    }
}

static void
on_go (Engine *engine, JsonObject *message)
{
  g_autoptr (JsonBuilder) builder = start_reply ("move");
  JsonNode *node = json_object_get_member (message, "legal");
  gint64 time_ms = CLAMP (json_object_get_int_member_with_default (message, "time_ms", 1000),
                          1, 600000);
  g_autoptr (GPtrArray) legal = g_ptr_array_new ();
  g_autofree char *chosen = NULL;
  BriSearchStats stats = { 0 };

  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);
      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          const char *text = json_array_get_string_element (array, i);
          if (text != NULL)
            g_ptr_array_add (legal, (gpointer) text);
        }
    }

  if (engine->in_deal && !engine->lost && !bri_state_is_over (&engine->state) &&
      engine->state.to_act == engine->seat)
    {
      BriAction action;

      if (bri_player_kind_searches (engine->level))
        {
          BriSearchParams params;
          bri_search_params_init (&params, engine->level - BRI_PLAYER_EASY);
          /* Leave room for the messages within the host's limit. */
          params.time_limit_ms = (guint) CLAMP (time_ms * 3 / 4, 1, params.time_limit_ms);
          action = bri_search_choose_with_log (&engine->state, engine->log, engine->model,
                                               &params, &engine->rng, NULL, &stats);
        }
      else
        action = bri_player_choose (engine->level, &engine->state, &engine->rng, NULL);
      chosen = cli_engine_action_text (&engine->state, engine->seat, action);
      if (!g_ptr_array_find_with_equal_func (legal, chosen, g_str_equal, NULL))
        {
          g_autofree char *why = g_strdup_printf (_("“%s” is not in the host’s legal actions"),
                                                  chosen);
          info (why);
          g_clear_pointer (&chosen, g_free);
        }
    }
  if (chosen == NULL && legal->len > 0)
    chosen = g_strdup (g_ptr_array_index (legal, 0));

  json_builder_set_member_name (builder, "action");
  if (chosen != NULL)
    json_builder_add_string_value (builder, chosen);
  else
    json_builder_add_null_value (builder);
  if (stats.iterations > 0 || stats.nodes > 0)
    {
      json_builder_set_member_name (builder, "iterations");
      json_builder_add_int_value (builder, stats.iterations);
      json_builder_set_member_name (builder, "us");
      json_builder_add_int_value (builder, stats.elapsed_us);
    }
  reply (builder);
}

/* The next line from the host, without its newline, in @line; FALSE at the end of the
 * input. A line longer than CLI_ENGINE_MAX_LINE is dropped with an info line rather than
 * buffered. */
static gboolean
read_host_line (GString *buffer, gboolean *eof, GString *line, GError **error)
{
  gboolean dropping = FALSE;

  for (;;)
    {
      char *newline = memchr (buffer->str, '\n', buffer->len);
      char chunk[65536];
      gssize got;

      if (newline != NULL)
        {
          gsize length = (gsize) (newline - buffer->str);

          g_string_truncate (line, 0);
          if (!dropping)
            g_string_append_len (line, buffer->str, (gssize) length);
          g_string_erase (buffer, 0, (gssize) length + 1);
          if (!dropping)
            return TRUE;
          dropping = FALSE;
          continue;
        }
      if (buffer->len > CLI_ENGINE_MAX_LINE && !dropping)
        {
          g_autofree char *why = g_strdup_printf (_("a line longer than %u bytes; ignored"),
                                                  CLI_ENGINE_MAX_LINE);
          info (why);
          dropping = TRUE;
        }
      if (dropping)
        g_string_truncate (buffer, 0);
      if (*eof)
        {
          /* A last line without its newline still counts. */
          g_string_truncate (line, 0);
          if (dropping || buffer->len == 0)
            return FALSE;
          g_string_append_len (line, buffer->str, (gssize) buffer->len);
          g_string_truncate (buffer, 0);
          return TRUE;
        }
      got = read (STDIN_FILENO, chunk, sizeof chunk);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        {
          /* A host may hand over a non-blocking pipe: wait for it here. */
          struct pollfd fd = { STDIN_FILENO, POLLIN, 0 };
          poll (&fd, 1, -1);
          continue;
        }
      if (got < 0)
        {
          int saved = errno;
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                       _("cannot read the host’s messages: %s"), g_strerror (saved));
          return FALSE;
        }
      if (got == 0)
        *eof = TRUE;
      else
        g_string_append_len (buffer, chunk, got);
    }
}

static void
say_hello (Engine *engine)
{
  g_autoptr (JsonBuilder) builder = start_reply ("hello");
  g_autofree char *name = g_strdup_printf ("briscola-cli %s (%s)", PACKAGE_VERSION,
                                           bri_player_kind_to_string (engine->level));

  json_builder_set_member_name (builder, "protocol");
  json_builder_add_int_value (builder, CLI_ENGINE_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, name);
  reply (builder);
}

/* Serves the host until it says quit or closes the engine's input; FALSE with the reason
 * when the engine cannot go on (its input or output failed). */
static gboolean
serve (Engine *engine, GError **error)
{
  g_autoptr (GString) buffer = g_string_new (NULL);
  g_autoptr (GString) line = g_string_new (NULL);
  gboolean eof = FALSE;

  for (;;)
    {
      g_autoptr (CliHostMessage) message = NULL;
      g_autoptr (GError) read_error = NULL;
      g_autoptr (GError) parse_error = NULL;

      if (!read_host_line (buffer, &eof, line, &read_error))
        {
          if (read_error == NULL)
            return TRUE; /* the end of the input: the host is done */
          g_propagate_error (error, g_steal_pointer (&read_error));
          return FALSE;
        }
      if (cli_engine_line_is_blank (line->str, line->len))
        continue;
      message = cli_host_message_parse (line->str, line->len, &parse_error);
      if (message == NULL)
        {
          /* The protocol: what the engine cannot read is ignored, and said so. */
          g_autofree char *why = g_strdup_printf (_("message ignored: %s"),
                                                  parse_error->message);
          info (why);
        }
      else
        switch (message->type)
          {
          case CLI_HOST_MESSAGE_HELLO:
            say_hello (engine);
            break;
          case CLI_HOST_MESSAGE_DEAL:
            on_deal (engine, message->object);
            break;
          case CLI_HOST_MESSAGE_ACTION:
            on_action (engine, message->object);
            break;
          case CLI_HOST_MESSAGE_GO:
            on_go (engine, message->object);
            break;
          case CLI_HOST_MESSAGE_DEAL_OVER:
            learn_from_deal (engine);
            break;
          case CLI_HOST_MESSAGE_QUIT:
            return TRUE;
          case CLI_HOST_MESSAGE_OTHER:
          default:
            /* Other types are for later versions of the protocol: ignored. */
            break;
          }
      if (output_errno != 0)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (output_errno),
                       _("cannot write to the host: %s"), g_strerror (output_errno));
          return FALSE;
        }
    }
}

int
cli_engine (int argc, char **argv)
{
  g_autoptr (GOptionContext) context = g_option_context_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *level = NULL;
  gint64 seed = -1;
  Engine engine = { 0 };
  int status = CLI_EXIT_OK;
  const GOptionEntry entries[] = {
    { "level", 'l', 0, G_OPTION_ARG_STRING, &level,
      N_("The player served: random, greedy, easy, normal or hard (the default)"),
      N_("LEVEL") },
    { "seed", 's', 0, G_OPTION_ARG_INT64, &seed, N_("Random seed: same seed, same games"), "S" },
    { NULL }
  };

  g_option_context_set_summary (context,
                                _("Serve the built-in computer player over the engine protocol "
                                  "on standard input and output (docs/engine-protocol.md)."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!cli_parse (context, &argc, &argv, &error))
    return cli_fail (error);
  engine.level = BRI_PLAYER_HARD;
  if (level != NULL && !bri_player_kind_parse (level, &engine.level))
    {
      g_set_error (&error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                   _("“%s”: no such computer player (random, greedy, easy, normal, hard)"),
                   level);
      return cli_fail (error);
    }
  bri_rng_init (&engine.rng, seed >= 0 ? (guint64) seed
                                       : ((guint64) g_random_int () << 32) | g_random_int ());
  engine.loader = cli_load_plugins ();
  engine.log = bri_deal_log_new ();
  engine.model = bri_opponent_model_new ();
  /* A host that went away is reported as such, not as a signal. */
  signal (SIGPIPE, SIG_IGN);

  if (!serve (&engine, &error))
    {
      g_autofree char *reason = cli_text_escape (error->message, -1, CLI_TEXT_WHOLE);
      g_printerr ("briscola-cli engine: %s\n", reason);
      status = CLI_EXIT_FAILURE;
    }

  g_clear_pointer (&engine.lost_reason, g_free);
  g_clear_pointer (&engine.log, bri_deal_log_free);
  g_clear_pointer (&engine.model, bri_opponent_model_free);
  g_clear_object (&engine.loader);
  return status;
}
