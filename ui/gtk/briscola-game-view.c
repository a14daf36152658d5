/* briscola-game-view.c: a match in play.
 *
 * The game view drives a BriGame for the human at seat 0. After every action it hands
 * the table the states to show (a completed trick first lies full in the middle, then
 * goes to its taker, then the hands draw); once the table has shown them, either the
 * human is offered its legal actions (cards on the table, every other kind of action as
 * buttons built from the legal action list), or a computer player thinks on a worker
 * thread. Nothing here knows any variant: everything comes through the core's generic
 * action model, views and labels. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "briscola-card.h"
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
  GtkFlowBox *action_box;
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
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->action_box))) != NULL)
    gtk_flow_box_remove (self->action_box, child);
  gtk_widget_set_visible (GTK_WIDGET (self->action_box), FALSE);
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
  gtk_label_set_text (self->prompt_label, "");
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

static void
on_card_activated (BriscolaTable    *table,
                   guint             card,
                   BriscolaGameView *self)
{
  BriAction action;

  if (!self->waiting || !card_action (self, (BriCard) card, &action))
    return;
  /* With confirmation on, the first choice only raises the card. */
  if (g_settings_get_boolean (self->settings, "confirm-before-play") &&
      briscola_table_get_selected (table) != card)
    {
      g_autofree char *label = bri_action_get_label (bri_game_get_state (self->game)->config.rules,
                                                     action, self->style);
      g_autofree char *prompt = g_strdup_printf (_("%s? Choose it again to confirm."), label);
      briscola_table_set_selected (table, (BriCard) card);
      gtk_label_set_text (self->prompt_label, prompt);
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
  if (self->waiting && card_action (self, (BriCard) card, &action))
    perform (self, action);
}

static void
on_action_clicked (GtkButton        *button,
                   BriscolaGameView *self)
{
  const BriAction *action = g_object_get_data (G_OBJECT (button), "briscola-action");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  if (action != NULL && self->game != NULL &&
      bri_state_is_legal (bri_game_get_state (self->game), *action))
    perform (self, *action);
}

static const char *
kind_label (BriActionKind kind)
{
  switch (kind)
    {
    case BRI_ACTION_PLAY:
      return _("Play a Card");
    case BRI_ACTION_PASS:
      return C_("action", "Pass");
    case BRI_ACTION_BID_RANK:
      return _("Bid a Rank");
    case BRI_ACTION_BID_POINTS:
      return _("Bid Points");
    case BRI_ACTION_CALL:
      return _("Call a Card");
    case BRI_ACTION_TRUMP:
      return _("Name the Trump Suit");
    case BRI_ACTION_DISCARD:
      return _("Discard a Card");
    case BRI_ACTION_EXCHANGE:
      return _("Exchange");
    case BRI_ACTION_SAY:
    default:
      return _("Say Something");
    }
}

static GtkWidget *
action_button (BriscolaGameView *self, const BriRules *rules, BriAction action,
               gboolean as_card)
{
  g_autofree char *label = bri_action_get_label (rules, action, self->style);
  GtkWidget *button;

  if (as_card)
    {
      GtkWidget *card = briscola_card_new (action.card, self->style);
      briscola_card_set_face_up (BRISCOLA_CARD (card), TRUE);
      briscola_card_set_natural_width (BRISCOLA_CARD (card), 44);
      button = gtk_button_new ();
      gtk_button_set_child (GTK_BUTTON (button), card);
      gtk_widget_add_css_class (button, "flat");
      gtk_widget_add_css_class (button, "card-button");
      gtk_widget_set_tooltip_text (button, label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      label, -1);
    }
  else
    {
      button = gtk_button_new_with_label (label);
      gtk_label_set_wrap (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (gtk_button_get_child (GTK_BUTTON (button))),
                                     40);
    }
  gtk_widget_add_css_class (button, "choice");
  g_object_set_data_full (G_OBJECT (button), "briscola-action",
                          g_memdup2 (&action, sizeof action), g_free);
  g_signal_connect (button, "clicked", G_CALLBACK (on_action_clicked), self);
  return button;
}

static void
append_choice (BriscolaGameView *self, GtkWidget *widget)
{
  gtk_flow_box_append (self->action_box, widget);
  /* The buttons take the focus, not the flow box's wrappers. */
  gtk_widget_set_focusable (gtk_widget_get_parent (widget), FALSE);
}

/* Buttons for every legal action the table's cards do not stand for: a few of a kind as
 * they are, many behind a menu button (a grid of cards when they name cards). */
static void
build_choices (BriscolaGameView *self, const BriAction *legal, guint n, BriCardSet on_table)
{
  const BriRules *rules = bri_game_get_state (self->game)->config.rules;
  gboolean done[BRI_MAX_ACTIONS] = { FALSE };

  clear_actions (self);
  for (guint i = 0; i < n; i++)
    {
      guint kind = legal[i].kind;
      guint count = 0;
      gboolean cards;

      if (done[i])
        continue;
      if ((kind == BRI_ACTION_PLAY || kind == BRI_ACTION_DISCARD) &&
          (bri_card_set_has (on_table, legal[i].card) || kind == BRI_ACTION_PLAY))
        continue;
      for (guint j = i; j < n; j++)
        if (legal[j].kind == kind)
          count++;
      cards = kind == BRI_ACTION_CALL || kind == BRI_ACTION_DISCARD;

      if (count <= 5)
        {
          for (guint j = i; j < n; j++)
            if (legal[j].kind == kind)
              {
                append_choice (self, action_button (self, rules, legal[j], FALSE));
                done[j] = TRUE;
              }
          continue;
        }

      GtkWidget *menu = gtk_menu_button_new ();
      GtkWidget *popover = gtk_popover_new ();
      GtkWidget *scroller = gtk_scrolled_window_new ();
      GtkWidget *box;

      gtk_menu_button_set_label (GTK_MENU_BUTTON (menu), kind_label (kind));
      gtk_widget_add_css_class (menu, "choice");
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                      GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
      gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 420);
      if (cards)
        {
          box = gtk_flow_box_new ();
          gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (box), GTK_SELECTION_NONE);
          gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (box), 5);
          gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (box), 10);
          gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller),
                                                           TRUE);
        }
      else
        box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
      for (guint j = i; j < n; j++)
        if (legal[j].kind == kind)
          {
            GtkWidget *button = action_button (self, rules, legal[j], cards);
            if (cards)
              {
                gtk_flow_box_append (GTK_FLOW_BOX (box), button);
                gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
              }
            else
              {
                gtk_widget_add_css_class (button, "flat");
                gtk_box_append (GTK_BOX (box), button);
              }
            done[j] = TRUE;
          }
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), box);
      gtk_popover_set_child (GTK_POPOVER (popover), scroller);
      gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
      append_choice (self, menu);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->action_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->action_box)) != NULL);
}

static void
start_input (BriscolaGameView *self)
{
  const BriState *state = bri_game_get_state (self->game);
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);
  BriCardSet on_table = 0;
  gboolean plays = FALSE, discards = FALSE, blind = FALSE;
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
  briscola_table_set_thinking (self->table, BRI_NO_SEAT);
  briscola_table_set_playable (self->table, on_table);
  build_choices (self, legal, n, on_table);
  if (plays)
    gtk_label_set_text (self->prompt_label,
                        blind ? _("Your turn: play one of your face-down cards.")
                              : _("Your turn: play a card."));
  else if (discards)
    gtk_label_set_text (self->prompt_label, _("Your turn: choose a card to put away."));
  else
    gtk_label_set_text (self->prompt_label, _("Your turn: choose."));
  set_status (self, _("Your turn"));
  notify_abilities (self);
}

static void
show_summary (BriscolaGameView *self)
{
  briscola_deal_summary_update (self->summary, self->game, self->human, self->style);
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
  gtk_label_set_text (self->prompt_label, "");
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
      g_autofree char *label = bri_action_get_label (rules, *action, self->style);
      g_autofree char *line = g_strdup_printf ("%s: %s", seat_name (self, seat), label);
      briscola_table_set_bubble (self->table, seat, label);
      append_history (self, line);
      hold = seat == self->human ? 0 : MESSAGE_HOLD_MS;
    }
  else if (action->kind == BRI_ACTION_PLAY)
    {
      g_autofree char *card = bri_card_get_name (action->card, self->style);
      g_autofree char *line = g_strdup_printf ("%s: %s", seat_name (self, seat), card);
      append_history (self, line);
    }

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
on_trick_taken (BriGame          *game,
                guint             winner,
                BriscolaGameView *self)
{
  const BriTrick *trick = &bri_game_get_state (game)->last_trick;
  guint points = 0;
  g_autofree char *line = NULL;

  for (guint i = 0; i < trick->len; i++)
    points += bri_card_points (trick->card[i]);
  if (winner == self->human)
    line = g_strdup_printf (ngettext ("You take the trick: %u point",
                                      "You take the trick: %u points", points), points);
  else
    line = g_strdup_printf (ngettext ("%s takes the trick: %u point",
                                      "%s takes the trick: %u points", points),
                            seat_name (self, winner), points);
  append_history (self, line);
}

static void
on_deal_started (BriGame          *game,
                 BriscolaGameView *self)
{
  const BriState *state = bri_game_get_state (game);

  self->prev = *state;
  self->summary_shown = FALSE;
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
  g_signal_connect (game, "trick-taken", G_CALLBACK (on_trick_taken), self);
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
  gtk_string_list_splice (self->history, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->history)), NULL);
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

/* The index in the last deal's actions of the human's last card, or -1. */
static int
find_undo_point (BriscolaGameView *self)
{
  const BriRecord *record;
  const BriDealRecord *deal;
  BriState state;
  int point = -1;

  if (self->game == NULL)
    return -1;
  record = bri_game_get_record (self->game);
  if (record->deals->len == 0)
    return -1;
  deal = g_ptr_array_index (record->deals, record->deals->len - 1);
  if (!bri_state_deal_ordered (&state, &record->config, deal->dealer, deal->order,
                               deal->n_cards, NULL))
    return -1;
  for (guint i = 0; i < deal->actions->len; i++)
    {
      BriAction action = g_array_index (deal->actions, BriAction, i);
      if (state.to_act == self->human && action.kind == BRI_ACTION_PLAY)
        point = (int) i;
      bri_state_apply (&state, action);
    }
  return point;
}

gboolean
briscola_game_view_get_can_undo (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);

  return self->game != NULL && g_settings_get_boolean (self->settings, "casual-mode") &&
         !bri_state_is_over (bri_game_get_state (self->game)) && find_undo_point (self) >= 0;
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
  const BriRecord *record;
  BriRecord *copy;
  int point;

  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  if (!briscola_game_view_get_can_undo (self))
    return;
  point = find_undo_point (self);
  record = bri_game_get_record (self->game);

  /* The same match without the human's last card and what followed it. */
  copy = bri_record_new (&record->config, record->seed);
  for (guint d = 0; d < record->deals->len; d++)
    {
      const BriDealRecord *deal = g_ptr_array_index (record->deals, d);
      BriDealRecord *new_deal = bri_record_add_deal (copy, deal->dealer, deal->order,
                                                     deal->n_cards);
      guint keep = d + 1 == record->deals->len ? (guint) point : deal->actions->len;
      g_array_append_vals (new_deal->actions, deal->actions->data, keep);
    }
  game = bri_game_new_from_record (copy, &error);
  if (game == NULL)
    {
      g_warning ("Could not take the card back: %s", error->message);
      return;
    }
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
  GtkWidget *child;

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
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->action_box)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *button = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (child));
      const BriAction *mine = g_object_get_data (G_OBJECT (button), "briscola-action");
      if (mine != NULL && bri_action_equal (*mine, action))
        gtk_widget_add_css_class (button, "hinted");
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
briscola_game_view_get_action_box (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return GTK_WIDGET (self->action_box);
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
  g_type_ensure (BRISCOLA_TYPE_DEAL_SUMMARY);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/"
                                               "briscola-game-view.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, stack);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, table);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, prompt_label);
  gtk_widget_class_bind_template_child (widget_class, BriscolaGameView, action_box);
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
