/* briscola-game-view.c: a match in play.
 *
 * The game view drives a BriGame for the human at seat 0. After every action it hands
 * the table the states to show (a completed trick first lies full in the middle, then
 * goes to its taker, then the hands draw); once the table has shown them, either the
 * human is offered its legal actions (cards on the table, every other kind of action in
 * a choice panel built from the legal action list: over the empty middle of the table
 * when no card is to be played, else in a bar of constant height below it), or a
 * computer player thinks on a worker thread. Nothing here knows any variant: everything
 * comes through the core's generic action model, views and labels. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "briscola-card.h"
#include "briscola-choice-panel.h"
#include "briscola-deal-summary.h"
#include "briscola-game-view.h"
#include "briscola-match-line.h"
#include "briscola-settings.h"

#define TRICK_HOLD_MS 900
#define MESSAGE_HOLD_MS 700

struct _BriscolaGameView
{
  GtkWidget parent_instance;

  GtkStack *stack;
  BriscolaTable *table;
  GtkLabel *prompt_label;
  BriscolaChoicePanel *board_choices;
  BriscolaChoicePanel *bar_choices;
  BriscolaDealSummary *summary;

  GSettings *settings;
  BriGame *game;
  BriState prev;
  guint human;
  BriDeckStyle style;
  char *autosave_path;
  char *status;
  GtkStringList *history;

  GCancellable *thinking;
  GCancellable *hinting;
  BriAction hint;
  gboolean have_hint;
  gboolean waiting;
  gboolean summary_shown;
  gboolean clear_bubbles;
  guint advance_id;

  /* Discards picked in the hand, in the order picked, until confirmed. */
  BriCard picked[BRI_MAX_CARDS];
  guint n_picked;
  guint n_to_pick;
};

enum
{
  PROP_0,
  PROP_STATUS,
  PROP_CAN_UNDO,
  PROP_CAN_HINT,
  PROP_WAITING,
  PROP_CAN_REVIEW_PILE,
  N_PROPS
};
static GParamSpec *properties[N_PROPS];

enum { HINT_READY, PLAY_AGAIN, CHOOSE_GAME, MESSAGE, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaGameView, briscola_game_view, GTK_TYPE_WIDGET)

static void schedule_advance (BriscolaGameView *self);

static void
set_status (BriscolaGameView *self, const char *status)
{
  if (g_strcmp0 (self->status, status) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (status);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

static void
notify_abilities (BriscolaGameView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_HINT]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_WAITING]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_REVIEW_PILE]);
}

/* The match's standing on the table, renewed with each deal. */
static void
update_match_line (BriscolaGameView *self)
{
  g_autofree char *line = briscola_match_line (bri_game_get_match (self->game),
                                               bri_game_get_state (self->game), self->human);

  briscola_table_set_match_line (self->table, line);
}

static const char *
seat_name (BriscolaGameView *self, guint seat)
{
  return briscola_seat_name (seat, self->human);
}

static gboolean
visible_to_human (BriscolaGameView *self, const BriState *state, guint actor, BriAction action)
{
  const BriRules *rules = state->config.rules;

  return actor == self->human || rules->action_visible == NULL ||
         rules->action_visible (state, actor, action, self->human);
}

static void
clear_actions (BriscolaGameView *self)
{
  briscola_choice_panel_clear (self->board_choices);
  briscola_choice_panel_clear (self->bar_choices);
  self->n_picked = 0;
  self->n_to_pick = 0;
  briscola_table_set_picked (self->table, 0);
}

/* The prompt line keeps its height when empty: the table above it must not move. */
static void
set_prompt (BriscolaGameView *self, const char *prompt)
{
  gtk_label_set_text (self->prompt_label, prompt != NULL && *prompt != '\0' ? prompt : " ");
}

static void
stop_input (BriscolaGameView *self)
{
  self->waiting = FALSE;
  self->have_hint = FALSE;
  g_cancellable_cancel (self->hinting);
  g_clear_object (&self->hinting);
  briscola_table_set_playable (self->table, 0);
  briscola_table_set_hint (self->table, BRI_NO_CARD);
  clear_actions (self);
  set_prompt (self, NULL);
}

static void
autosave (BriscolaGameView *self)
{
  g_autoptr (GError) error = NULL;

  if (self->autosave_path == NULL || self->game == NULL)
    return;
  if (bri_game_get_match (self->game)->finished)
    {
      /* A finished match is not resumed: the next start offers a new game. */
      g_unlink (self->autosave_path);
      return;
    }
  if (!bri_saved_game_save (bri_game_get_record (self->game), self->autosave_path, &error))
    g_warning ("Could not save the game to %s: %s", self->autosave_path, error->message);
}

static void
perform (BriscolaGameView *self, BriAction action)
{
  g_autoptr (GError) error = NULL;

  if (!self->waiting || self->game == NULL)
    return;
  stop_input (self);
  if (!bri_game_apply (self->game, action, &error))
    {
      /* Only a bug gets here: say so and let the human choose again. */
      g_warning ("%s", error->message);
      g_signal_emit (self, signals[MESSAGE], 0, error->message);
      schedule_advance (self);
    }
}

/* The legal action @card stands for: playing it, or discarding it. */
static gboolean
card_action (BriscolaGameView *self, BriCard card, BriAction *out)
{
  const BriState *state = bri_game_get_state (self->game);
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);
  BriView view;
  guint n_plays = 0;

  bri_state_get_view (state, self->human, &view);
  for (guint i = 0; i < n; i++)
    if ((legal[i].kind == BRI_ACTION_PLAY || legal[i].kind == BRI_ACTION_DISCARD) &&
        legal[i].card == card && bri_card_set_has (view.known[self->human], card))
      {
        *out = legal[i];
        return TRUE;
      }

  /* A face-down hand (played blind): any position plays one of its cards at random. */
  if (bri_card_set_has (view.known[self->human], card))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_PLAY)
      legal[n_plays++] = legal[i];
  if (n_plays == 0)
    return FALSE;
  *out = legal[g_random_int_range (0, (gint32) n_plays)];
  return TRUE;
}

static BriCardSet
picked_set (BriscolaGameView *self)
{
  BriCardSet set = 0;

  for (guint i = 0; i < self->n_picked; i++)
    set |= bri_card_bit (self->picked[i]);
  return set;
}

static char *
pick_prompt (guint n_to_pick)
{
  return g_strdup_printf (ngettext ("Pick %u card to put away", "Pick %u cards to put away",
                                    n_to_pick), n_to_pick);
}

static void
show_picks (BriscolaGameView *self)
{
  g_autofree char *prompt = NULL;

  briscola_table_set_picked (self->table, picked_set (self));
  briscola_choice_panel_set_picked (self->bar_choices, self->n_picked);
  if (self->n_picked < self->n_to_pick)
    prompt = pick_prompt (self->n_to_pick);
  else
    prompt = g_strdup (_("Put the picked cards away, or pick others"));
  set_prompt (self, prompt);
}

/* A card of the hand picked for the discards, or put back. */
static void
toggle_pick (BriscolaGameView *self, BriCard card)
{
  for (guint i = 0; i < self->n_picked; i++)
    if (self->picked[i] == card)
      {
        memmove (self->picked + i, self->picked + i + 1,
                 (self->n_picked - i - 1) * sizeof self->picked[0]);
        self->n_picked--;
        show_picks (self);
        return;
      }
  if (self->n_picked == self->n_to_pick)
    return;
  self->picked[self->n_picked++] = card;
  show_picks (self);
}

/* The core takes one discard at a time: the confirmation applies the picks in turn. */
static void
on_confirm_picked (BriscolaChoicePanel *panel,
                   BriscolaGameView    *self)
{
  BriCard picked[BRI_MAX_CARDS];
  guint n = self->n_picked;

  if (!self->waiting || self->game == NULL || n != self->n_to_pick)
    return;
  memcpy (picked, self->picked, n * sizeof picked[0]);
  stop_input (self);
  for (guint i = 0; i < n; i++)
    {
      const BriState *state = bri_game_get_state (self->game);
      BriAction discard = bri_action_new (BRI_ACTION_DISCARD, picked[i], 0);
      g_autoptr (GError) error = NULL;

      if (state->to_act != self->human || !bri_state_is_legal (state, discard))
        break;
      if (!bri_game_apply (self->game, discard, &error))
        {
          g_warning ("%s", error->message);
          break;
        }
    }
  schedule_advance (self);
}

static void
on_card_activated (BriscolaTable    *table,
                   guint             card,
                   BriscolaGameView *self)
{
  BriAction action;

  if (!self->waiting || !card_action (self, (BriCard) card, &action))
    return;
  if (action.kind == BRI_ACTION_DISCARD && self->n_to_pick > 0)
    {
      toggle_pick (self, (BriCard) card);
      return;
    }
  /* With confirmation on, the first choice only raises the card. */
  if (g_settings_get_boolean (self->settings, "confirm-before-play") &&
      briscola_table_get_selected (table) != card)
    {
      g_autofree char *label = bri_action_get_label (bri_game_get_state (self->game)->config.rules,
                                                     action, self->style);
      g_autofree char *prompt = g_strdup_printf (_("%s? Choose it again to confirm."), label);
      briscola_table_set_selected (table, (BriCard) card);
      set_prompt (self, prompt);
      return;
    }
  perform (self, action);
}

static void
on_card_dropped (BriscolaTable    *table,
                 guint             card,
                 BriscolaGameView *self)
{
  BriAction action;

  /* Dragging a card to the table is choice and confirmation at once. */
  if (!self->waiting || !card_action (self, (BriCard) card, &action))
    return;
  if (action.kind == BRI_ACTION_DISCARD && self->n_to_pick > 0)
    toggle_pick (self, (BriCard) card);
  else
    perform (self, action);
}

static void
on_choice_chosen (BriscolaChoicePanel *panel,
                  const BriAction     *action,
                  BriscolaGameView    *self)
{
  if (action != NULL && self->game != NULL &&
      bri_state_is_legal (bri_game_get_state (self->game), *action))
    perform (self, *action);
}

/* How many discards the human makes in a row from @state (the core takes them one at a
 * time): the count of the picks to confirm together. */
static guint
discards_in_a_row (BriscolaGameView *self, const BriState *state)
{
  BriState next = *state;
  guint count = 0;

  while (!bri_state_is_over (&next) && next.to_act == self->human && count < BRI_MAX_CARDS)
    {
      BriAction legal[BRI_MAX_ACTIONS];
      guint n = bri_state_legal_actions (&next, legal);
      guint i = 0;

      while (i < n && legal[i].kind != BRI_ACTION_DISCARD)
        i++;
      if (i == n)
        break;
      bri_state_apply (&next, legal[i]);
      count++;
    }
  return count;
}

static void
focus_hand (BriscolaGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

  /* Keyboard users on their way to the talk menu or the exchange keep their place. */
  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->bar_choices)))
    return;
  briscola_table_focus_hand (self->table);
}

static gboolean
has_kind (const BriAction *legal, guint n, guint kind)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      return TRUE;
  return FALSE;
}

/* What to do, said by the kind of decision: never a bare "choose". */
static char *
phase_prompt (BriscolaGameView *self, const BriAction *legal, guint n, gboolean blind)
{
  if (has_kind (legal, n, BRI_ACTION_PLAY))
    return g_strdup (blind ? _("Play one of your face-down cards") : _("Play a card"));
  if (self->n_to_pick > 0)
    return pick_prompt (self->n_to_pick);
  if (has_kind (legal, n, BRI_ACTION_BID_RANK))
    return g_strdup (_("Bid a rank, or pass"));
  if (has_kind (legal, n, BRI_ACTION_BID_POINTS))
    return g_strdup (has_kind (legal, n, BRI_ACTION_PASS) ? _("Bid more points, or pass")
                                                          : _("Bid points"));
  if (has_kind (legal, n, BRI_ACTION_CALL))
    return g_strdup (_("Call a card: its holder is your secret partner"));
  if (has_kind (legal, n, BRI_ACTION_TRUMP))
    return g_strdup (_("Name the trump suit"));
  if (has_kind (legal, n, BRI_ACTION_DISCARD))
    return g_strdup (_("Choose a card to put away"));
  if (has_kind (legal, n, BRI_ACTION_SAY) && !has_kind (legal, n, BRI_ACTION_PASS))
    return g_strdup (_("Answer your partner"));
  if (has_kind (legal, n, BRI_ACTION_EXCHANGE))
    return g_strdup (_("Before drawing, exchange for the face-up trump card, or pass"));
  return g_strdup (_("Choose what to do"));
}

static void
start_input (BriscolaGameView *self)
{
  const BriState *state = bri_game_get_state (self->game);
  const BriRules *rules = state->config.rules;
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);
  BriCardSet on_table = 0;
  gboolean plays = FALSE, discards = FALSE, blind = FALSE;
  g_autofree char *prompt = NULL;
  BriView view;

  bri_state_get_view (state, self->human, &view);
  for (guint i = 0; i < n; i++)
    {
      if (legal[i].kind == BRI_ACTION_PLAY)
        {
          plays = TRUE;
          if (bri_card_set_has (view.known[self->human], legal[i].card))
            on_table |= bri_card_bit (legal[i].card);
          else
            blind = TRUE;
        }
      else if (legal[i].kind == BRI_ACTION_DISCARD &&
               bri_card_set_has (view.known[self->human] & state->hand[self->human],
                                 legal[i].card))
        {
          discards = TRUE;
          on_table |= bri_card_bit (legal[i].card);
        }
    }
  if (blind)
    on_table |= state->hand[self->human] & ~view.known[self->human];

  self->waiting = TRUE;
  self->have_hint = FALSE;
  self->n_picked = 0;
  self->n_to_pick = discards && !plays ? discards_in_a_row (self, state) : 0;
  briscola_table_set_thinking (self->table, BRI_NO_SEAT);
  briscola_table_set_playable (self->table, on_table);
  briscola_table_set_picked (self->table, 0);

  /* Beside a card to play or discards to pick, the hand must stay in sight: the bar.
   * Otherwise the middle of the table is empty and the choices lie over it. */
  briscola_choice_panel_set_choices (plays || discards ? self->bar_choices : self->board_choices,
                                     rules, legal, n, on_table, self->n_to_pick, self->style);
  prompt = phase_prompt (self, legal, n, blind);
  set_prompt (self, prompt);
  set_status (self, _("Your turn"));
  if (plays)
    focus_hand (self);
  notify_abilities (self);
}

static void
show_summary (BriscolaGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  briscola_deal_summary_update (self->summary, self->game, self->human, self->style);
  /* A stack gives the focus back to the widget that last had it on the page it shows (the
   * summary's Next Deal, hidden once the match is over) when the page it leaves held the
   * focus: leave the focus to the summary, which puts it on the way on. */
  if (root != NULL)
    gtk_root_set_focus (root, NULL);
  gtk_stack_set_visible_child_name (self->stack, "summary");
  self->summary_shown = TRUE;
  set_status (self, briscola_deal_summary_get_title (self->summary));
  notify_abilities (self);
}

static void
on_chosen (GObject      *source,
           GAsyncResult *result,
           gpointer      data)
{
  g_autoptr (BriscolaGameView) self = data;
  g_autoptr (GError) error = NULL;
  BriAction action;

  if (!bri_game_choose_finish (BRI_GAME (source), result, &action, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("A computer player could not choose: %s", error->message);
      return;
    }
  if (self->game != BRI_GAME (source))
    return;
  g_clear_object (&self->thinking);
  briscola_table_set_thinking (self->table, BRI_NO_SEAT);
  if (!bri_game_apply (self->game, action, &error))
    {
      g_warning ("A computer player chose an illegal action: %s", error->message);
      return;
    }
  notify_abilities (self);
}

static void
advance (BriscolaGameView *self)
{
  const BriState *state;

  if (self->game == NULL || self->thinking != NULL || self->waiting)
    return;
  if (!briscola_table_is_idle (self->table))
    return;

  state = bri_game_get_state (self->game);
  if (self->clear_bubbles)
    {
      briscola_table_clear_bubbles (self->table);
      self->clear_bubbles = FALSE;
    }
  if (bri_state_is_over (state))
    {
      if (!self->summary_shown)
        show_summary (self);
      return;
    }
  if (state->to_act == self->human)
    {
      start_input (self);
      return;
    }

  g_autofree char *status = g_strdup_printf (_("%s is thinking…"),
                                             seat_name (self, state->to_act));
  set_status (self, status);
  set_prompt (self, NULL);
  briscola_table_set_thinking (self->table, state->to_act);
  self->thinking = g_cancellable_new ();
  bri_game_choose_async (self->game, briscola_settings_ai_level (self->settings),
                         self->thinking, on_chosen, g_object_ref (self));
  notify_abilities (self);
}

static gboolean
advance_cb (gpointer data)
{
  BriscolaGameView *self = data;

  self->advance_id = 0;
  advance (self);
  return G_SOURCE_REMOVE;
}

static void
schedule_advance (BriscolaGameView *self)
{
  if (self->advance_id == 0)
    self->advance_id = g_idle_add (advance_cb, self);
}

static void
on_table_idle (BriscolaTable    *table,
               BriscolaGameView *self)
{
  schedule_advance (self);
}

static void
append_history (BriscolaGameView *self, const char *line)
{
  gtk_string_list_append (self->history, line);
}

/* The human's own decisions in its words ("You: Bid 71"), the others' as events
 * ("Bruno bids 71"). */
static char *
action_line (BriscolaGameView *self, const BriRules *rules, guint seat, BriAction action)
{
  g_autofree char *label = NULL;

  if (seat != self->human)
    return bri_action_get_event (rules, action, self->style, seat_name (self, seat));
  if (action.kind == BRI_ACTION_PLAY)
    label = bri_card_get_name (action.card, self->style);
  else
    label = bri_action_get_label (rules, action, self->style);
  return g_strdup_printf ("%s: %s", seat_name (self, seat), label);
}

static char *
trick_line (BriscolaGameView *self, const BriState *state, const BriTrick *trick)
{
  guint points = 0;

  for (guint i = 0; i < trick->len; i++)
    points += bri_state_card_points (state, trick->card[i]);
  g_autofree char *shown = bri_state_format_points (state, points);
  guint plural = bri_state_points_plural (state, points);
  if (trick->winner == self->human)
    return g_strdup_printf (ngettext ("You take the trick: %s point",
                                      "You take the trick: %s points", plural), shown);
  return g_strdup_printf (ngettext ("%s takes the trick: %s point",
                                    "%s takes the trick: %s points", plural),
                          seat_name (self, trick->winner), shown);
}

/* The history lines of @seat's @action that took @before to @after, as the human saw it. */
static void
record_history (BriscolaGameView *self, const BriState *before, guint seat, BriAction action,
                const BriState *after)
{
  const BriRules *rules = after->config.rules;

  if (action.kind == BRI_ACTION_PLAY || visible_to_human (self, before, seat, action))
    {
      g_autofree char *line = action_line (self, rules, seat, action);
      append_history (self, line);
    }
  if (after->n_tricks > before->n_tricks)
    {
      g_autofree char *line = trick_line (self, after, &after->last_trick);
      append_history (self, line);
    }
}

/* The history is the game's record read again, so that it survives undo and resume. */
static void
rebuild_history (BriscolaGameView *self)
{
  const BriRecord *record = bri_game_get_record (self->game);
  const BriDealRecord *deal;
  BriState state;

  gtk_string_list_splice (self->history, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->history)), NULL);
  if (record->deals->len == 0)
    return;
  deal = g_ptr_array_index (record->deals, record->deals->len - 1);
  if (!bri_state_deal_ordered (&state, &record->config, deal->dealer, deal->order,
                               deal->n_cards, NULL))
    return;
  for (guint i = 0; i < deal->actions->len; i++)
    {
      BriAction action = g_array_index (deal->actions, BriAction, i);
      BriState before = state;
      guint seat = state.to_act;

      bri_state_apply (&state, action);
      record_history (self, &before, seat, action, &state);
    }
}

static void
on_action_applied (BriGame          *game,
                   guint             seat,
                   BriAction        *action,
                   BriscolaGameView *self)
{
  const BriState *now = bri_game_get_state (game);
  const BriRules *rules = now->config.rules;
  gboolean visible = visible_to_human (self, &self->prev, seat, *action);
  guint hold = 0;

  /* Nobody's turn until the table has shown this action: advance() names the next
   * player once it is idle, when the table highlights the same seat. */
  set_status (self, NULL);

  if (visible && action->kind != BRI_ACTION_PLAY)
    {
      /* Others' bubbles report what happened; the human's repeats its choice. */
      g_autofree char *bubble = seat == self->human
                                ? bri_action_get_label (rules, *action, self->style)
                                : bri_action_get_event (rules, *action, self->style,
                                                        seat_name (self, seat));
      briscola_table_set_bubble (self->table, seat, bubble);
      hold = seat == self->human ? 0 : MESSAGE_HOLD_MS;
    }
  record_history (self, &self->prev, seat, *action, now);

  if (now->n_tricks > self->prev.n_tricks)
    {
      /* The full trick lies in the middle a moment, then goes to its taker; only then
       * do the hands draw. */
      BriState full = self->prev, taken;

      if (action->kind == BRI_ACTION_PLAY)
        full.hand[seat] &= ~bri_card_bit (action->card);
      full.trick = now->last_trick;
      full.trump_suit = now->trump_suit;
      /* to_act stays the player's: BRI_NO_SEAT would mean the deal is over, and views
       * would show what only the end reveals (a secret partner). The table highlights
       * nobody until it is idle anyway. */
      briscola_table_push (self->table, &full, TRICK_HOLD_MS);
      taken = full;
      taken.trick.len = 0;
      memcpy (taken.pile, now->pile, sizeof taken.pile);
      briscola_table_push (self->table, &taken, 0);
      self->clear_bubbles = TRUE;
    }
  briscola_table_push (self->table, now, hold);
  self->prev = *now;
  autosave (self);
}

static void
on_deal_started (BriGame          *game,
                 BriscolaGameView *self)
{
  const BriState *state = bri_game_get_state (game);

  self->prev = *state;
  self->summary_shown = FALSE;
  /* The last deal's result is not news any more; advance() names who acts first. */
  set_status (self, NULL);
  gtk_string_list_splice (self->history, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->history)), NULL);
  briscola_table_clear_bubbles (self->table);
  gtk_stack_set_visible_child_name (self->stack, "table");
  update_match_line (self);
  briscola_table_show (self->table, state, TRUE);
  autosave (self);
}

static void
on_match_over (BriGame          *game,
               BriscolaGameView *self)
{
  const BriMatch *match = bri_game_get_match (game);

  briscola_settings_record_match (self->settings, match->config.rules->id,
                                  (match->winners & (1u << self->human)) != 0,
                                  match->winners == 0);
  autosave (self);
}

static void
on_next_deal (BriscolaDealSummary *summary,
              BriscolaGameView    *self)
{
  if (self->game != NULL)
    bri_game_next_deal (self->game);
}

static void
on_play_again (BriscolaDealSummary *summary,
               BriscolaGameView    *self)
{
  g_signal_emit (self, signals[PLAY_AGAIN], 0);
}

static void
on_choose_game (BriscolaDealSummary *summary,
                BriscolaGameView    *self)
{
  g_signal_emit (self, signals[CHOOSE_GAME], 0);
}

static void
apply_settings (BriscolaGameView *self)
{
  const BriRules *rules = self->game ? bri_game_get_state (self->game)->config.rules : NULL;

  self->style = briscola_settings_deck_style (self->settings, rules);
  briscola_table_set_deck_style (self->table, self->style);
  briscola_table_set_card_order (self->table, briscola_settings_card_order (self->settings));
  briscola_table_set_speed (self->table, briscola_settings_speed (self->settings));
}

static void
on_settings_changed (GSettings        *settings,
                     const char       *key,
                     BriscolaGameView *self)
{
  apply_settings (self);
  if (g_str_equal (key, "casual-mode"))
    notify_abilities (self);
}

void
briscola_game_view_stop (BriscolaGameView *self)
{
  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  g_cancellable_cancel (self->thinking);
  g_clear_object (&self->thinking);
  stop_input (self);
  g_clear_handle_id (&self->advance_id, g_source_remove);
  if (self->game != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->game, self);
      g_clear_object (&self->game);
    }
  briscola_table_set_thinking (self->table, BRI_NO_SEAT);
  notify_abilities (self);
}

void
briscola_game_view_set_game (BriscolaGameView *self,
                             BriGame          *game,
                             gboolean          resumed)
{
  const BriState *state;

  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));
  g_return_if_fail (BRI_IS_GAME (game));

  briscola_game_view_stop (self);
  self->game = g_object_ref (game);
  g_signal_connect (game, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_connect (game, "deal-started", G_CALLBACK (on_deal_started), self);
  g_signal_connect (game, "match-over", G_CALLBACK (on_match_over), self);

  state = bri_game_get_state (game);
  self->human = 0;
  self->prev = *state;
  self->summary_shown = FALSE;
  self->clear_bubbles = FALSE;
  apply_settings (self);
  briscola_table_set_human (self->table, self->human);
  for (guint seat = 0; seat < state->n_seats; seat++)
    briscola_table_set_seat_name (self->table, seat, seat_name (self, seat));
  briscola_table_clear_bubbles (self->table);
  rebuild_history (self);
  gtk_stack_set_visible_child_name (self->stack, "table");
  update_match_line (self);
  briscola_table_show (self->table, state, !resumed && !bri_state_is_over (state));
  autosave (self);
  notify_abilities (self);
}

BriGame *
briscola_game_view_get_game (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return self->game;
}

guint
briscola_game_view_get_human (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), 0);
  return self->human;
}

void
briscola_game_view_set_autosave_path (BriscolaGameView *self,
                                      const char       *path)
{
  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
}

const char *
briscola_game_view_get_status (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return self->status ? self->status : "";
}

gboolean
briscola_game_view_get_can_undo (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);

  return self->game != NULL && g_settings_get_boolean (self->settings, "casual-mode") &&
         bri_game_find_undo_point (self->game, self->human) >= 0;
}

gboolean
briscola_game_view_get_can_hint (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);
  return self->waiting && self->hinting == NULL;
}

gboolean
briscola_game_view_get_waiting (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);
  return self->waiting;
}

gboolean
briscola_game_view_get_summary_shown (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);
  return self->summary_shown;
}

void
briscola_game_view_undo (BriscolaGameView *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BriGame) game = NULL;

  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  if (!briscola_game_view_get_can_undo (self))
    return;
  /* Any decision, a bid or a signal as well as a card: the core forgets it and what
   * followed, and the table, the history and the autosave show the game as it is now. */
  game = g_object_ref (self->game);
  briscola_game_view_stop (self);
  if (!bri_game_undo (game, self->human, &error))
    g_warning ("Could not take the move back: %s", error->message);
  briscola_game_view_set_game (self, game, TRUE);
}

static void
on_hint_ready (GObject      *source,
               GAsyncResult *result,
               gpointer      data)
{
  g_autoptr (BriscolaGameView) self = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *label = NULL;
  const BriState *state;
  BriAction action;
  BriView view;

  if (!bri_game_choose_finish (BRI_GAME (source), result, &action, &error))
    return;
  if (self->game != BRI_GAME (source) || !self->waiting)
    return;
  g_clear_object (&self->hinting);
  state = bri_game_get_state (self->game);
  bri_state_get_view (state, self->human, &view);

  self->hint = action;
  self->have_hint = TRUE;
  if (action.kind == BRI_ACTION_PLAY && !bri_card_set_has (view.known[self->human], action.card))
    /* Playing blind: the hint must not name a card the human cannot see. */
    label = g_strdup (_("Any card: your hand is face down"));
  else
    {
      label = bri_action_get_label (state->config.rules, action, self->style);
      briscola_table_set_hint (self->table, action.kind == BRI_ACTION_PLAY ||
                                            action.kind == BRI_ACTION_DISCARD
                                            ? action.card : BRI_NO_CARD);
    }
  briscola_choice_panel_set_hint (self->board_choices, action);
  briscola_choice_panel_set_hint (self->bar_choices, action);
  /* In the prompt line, not in a toast over the hand and the choices. */
  {
    g_autofree char *prompt = g_strdup_printf (_("Hint: %s"), label);
    set_prompt (self, prompt);
  }
  g_signal_emit (self, signals[HINT_READY], 0, label);
  notify_abilities (self);
}

void
briscola_game_view_hint (BriscolaGameView *self)
{
  BriPlayerKind level;

  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  if (!briscola_game_view_get_can_hint (self))
    return;
  /* The hint is the computer's own advice, at least the rule-of-thumb player's. */
  level = briscola_settings_ai_level (self->settings);
  if (level == BRI_PLAYER_RANDOM)
    level = BRI_PLAYER_GREEDY;
  self->hinting = g_cancellable_new ();
  bri_game_choose_async (self->game, level, self->hinting, on_hint_ready, g_object_ref (self));
  notify_abilities (self);
}

gboolean
briscola_game_view_get_hint_action (BriscolaGameView *self,
                                    BriAction        *action)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);

  if (!self->have_hint || !self->waiting)
    return FALSE;
  *action = self->hint;
  return TRUE;
}

BriscolaTable *
briscola_game_view_get_table (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return self->table;
}

GtkWidget *
briscola_game_view_find_action_widget (BriscolaGameView *self,
                                       BriAction         action)
{
  GtkWidget *widget;

  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);

  if (!self->waiting || self->game == NULL ||
      !bri_state_is_legal (bri_game_get_state (self->game), action))
    return NULL;
  if (action.kind == BRI_ACTION_PLAY || action.kind == BRI_ACTION_DISCARD)
    {
      BriscolaCard *card = briscola_table_get_card (self->table, action.card);
      if (card != NULL && briscola_card_get_playable (card))
        return GTK_WIDGET (card);
    }
  widget = briscola_choice_panel_find_action_widget (self->board_choices, action);
  if (widget == NULL)
    widget = briscola_choice_panel_find_action_widget (self->bar_choices, action);
  return widget;
}

const char *
briscola_game_view_get_prompt (BriscolaGameView *self)
{
  const char *text;

  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);

  text = gtk_label_get_text (self->prompt_label);
  return g_str_equal (text, " ") ? "" : text;
}

GtkWidget *
briscola_game_view_get_confirm_button (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return briscola_choice_panel_get_confirm_button (self->bar_choices);
}

GtkWidget *
briscola_game_view_get_bid_button (BriscolaGameView *self)
{
  GtkWidget *bid;

  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);

  bid = briscola_choice_panel_get_bid_button (self->board_choices);
  return bid != NULL ? bid : briscola_choice_panel_get_bid_button (self->bar_choices);
}

GtkWidget *
briscola_game_view_get_summary (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return GTK_WIDGET (self->summary);
}

GListModel *
briscola_game_view_get_history (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return G_LIST_MODEL (self->history);
}

gboolean
briscola_game_view_get_can_review_pile (BriscolaGameView *self)
{
  BriView view;

  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);

  if (self->game == NULL)
    return FALSE;
  bri_state_get_view (bri_game_get_state (self->game), self->human, &view);
  return view.may_review_pile;
}

void
briscola_game_view_fill_last_trick (BriscolaGameView *self,
                                    GtkBox           *box)
{
  const BriTrick *trick;
  GtkWidget *child;

  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));
  g_return_if_fail (GTK_IS_BOX (box));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (box))) != NULL)
    gtk_box_remove (box, child);
  if (self->game == NULL)
    return;
  if (!briscola_game_view_get_can_review_pile (self))
    {
      gtk_box_append (box, gtk_label_new (_("The rules of this game do not let you look "
                                            "back at the tricks taken now.")));
      return;
    }
  trick = &bri_game_get_state (self->game)->last_trick;
  if (trick->winner == BRI_NO_SEAT || trick->len == 0)
    {
      gtk_box_append (box, gtk_label_new (_("No trick has been taken yet.")));
      return;
    }
  for (guint i = 0; i < trick->len; i++)
    {
      GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *card = briscola_card_new (trick->card[i], self->style);
      GtkWidget *name = gtk_label_new (seat_name (self, trick->seat[i]));

      briscola_card_set_face_up (BRISCOLA_CARD (card), TRUE);
      briscola_card_set_natural_width (BRISCOLA_CARD (card), 64);
      if (trick->seat[i] == trick->winner)
        {
          g_autofree char *text = g_strdup_printf (_("%s (took it)"),
                                                   seat_name (self, trick->seat[i]));
          gtk_label_set_text (GTK_LABEL (name), text);
          gtk_widget_add_css_class (name, "heading");
        }
      gtk_box_append (GTK_BOX (column), card);
      gtk_box_append (GTK_BOX (column), name);
      gtk_box_append (box, column);
    }
}

static void
briscola_game_view_dispose (GObject *object)
{
  BriscolaGameView *self = BRISCOLA_GAME_VIEW (object);

  if (self->table != NULL)
    briscola_game_view_stop (self);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRISCOLA_TYPE_GAME_VIEW);
  /* Children of the template that have no name are not disposed with it. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_object (&self->settings);
  g_clear_object (&self->history);
  G_OBJECT_CLASS (briscola_game_view_parent_class)->dispose (object);
}

static void
briscola_game_view_finalize (GObject *object)
{
  BriscolaGameView *self = BRISCOLA_GAME_VIEW (object);

  g_free (self->autosave_path);
  g_free (self->status);
  G_OBJECT_CLASS (briscola_game_view_parent_class)->finalize (object);
}

static void
briscola_game_view_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  BriscolaGameView *self = BRISCOLA_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_STATUS:
      g_value_set_string (value, briscola_game_view_get_status (self));
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, briscola_game_view_get_can_undo (self));
      break;
    case PROP_CAN_HINT:
      g_value_set_boolean (value, briscola_game_view_get_can_hint (self));
      break;
    case PROP_WAITING:
      g_value_set_boolean (value, self->waiting);
      break;
    case PROP_CAN_REVIEW_PILE:
      g_value_set_boolean (value, briscola_game_view_get_can_review_pile (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
briscola_game_view_class_init (BriscolaGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_game_view_dispose;
  object_class->finalize = briscola_game_view_finalize;
  object_class->get_property = briscola_game_view_get_property;

  properties[PROP_STATUS] =
    g_param_spec_string ("status", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_CAN_HINT] =
    g_param_spec_boolean ("can-hint", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_WAITING] =
    g_param_spec_boolean ("waiting", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* Whether the rules let the human look back at the tricks taken (the "pile-review"
   * option of some variants). */
  properties[PROP_CAN_REVIEW_PILE] =
    g_param_spec_boolean ("can-review-pile", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (label): the computer's advice for the human's decision is ready. */
  signals[HINT_READY] = g_signal_new ("hint-ready", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                      G_TYPE_NONE, 1, G_TYPE_STRING);
  signals[PLAY_AGAIN] = g_signal_new ("play-again", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHOOSE_GAME] = g_signal_new ("choose-game", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (text): something the human should read. */
  signals[MESSAGE] = g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  g_type_ensure (BRISCOLA_TYPE_TABLE);
  g_type_ensure (BRISCOLA_TYPE_CHOICE_PANEL);
  g_type_ensure (BRISCOLA_TYPE_DEAL_SUMMARY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/"
                                               "briscola-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, stack);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, table);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, board_choices);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, bar_choices);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, summary);
  gtk_widget_class_set_css_name (widget_class, "briscola-game-view");
}

static void
briscola_game_view_init (BriscolaGameView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = briscola_settings_new ();
  self->history = gtk_string_list_new (NULL);
  g_signal_connect (self->table, "card-activated", G_CALLBACK (on_card_activated), self);
  g_signal_connect (self->table, "card-dropped", G_CALLBACK (on_card_dropped), self);
  g_signal_connect (self->table, "idle", G_CALLBACK (on_table_idle), self);
  g_signal_connect (self->board_choices, "action-chosen", G_CALLBACK (on_choice_chosen), self);
  g_signal_connect (self->bar_choices, "action-chosen", G_CALLBACK (on_choice_chosen), self);
  g_signal_connect (self->bar_choices, "confirm-picked", G_CALLBACK (on_confirm_picked), self);
  g_signal_connect (self->summary, "next-deal", G_CALLBACK (on_next_deal), self);
  g_signal_connect (self->summary, "play-again", G_CALLBACK (on_play_again), self);
  g_signal_connect (self->summary, "choose-game", G_CALLBACK (on_choose_game), self);
  g_signal_connect_object (self->settings, "changed", G_CALLBACK (on_settings_changed), self,
                           0);
  apply_settings (self);
}

GtkWidget *
briscola_game_view_new (void)
{
  return g_object_new (BRISCOLA_TYPE_GAME_VIEW, NULL);
}
