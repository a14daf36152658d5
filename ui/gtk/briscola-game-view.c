/* briscola-game-view.c: a match in play, as the human sees it.
 *
 * The game view shows the match a BriscolaGameController plays (the human at seat 0)
 * and forwards the human's decisions to it (briscola-game-view-input.c). After every
 * action it hands the table the states to show (a completed trick first lies full in
 * the middle, then goes to its taker, then the hands draw); once the table has shown
 * them, either the human is offered its legal actions (cards on the table, every other
 * kind of action in a choice panel built from the legal action list: over the empty
 * middle of the table when no card is to be played, else in a bar of constant height
 * below it), or the controller lets a computer player think on a worker thread. Nothing
 * here knows any variant: everything comes through the core's generic action model,
 * views and labels. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "briscola-card.h"
#include "briscola-game-history.h"
#include "briscola-game-view-private.h"
#include "briscola-match-line.h"
#include "briscola-settings.h"

#define TRICK_HOLD_MS 900
#define MESSAGE_HOLD_MS 700

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

guint briscola_game_view_signals[BRISCOLA_GAME_VIEW_N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaGameView, briscola_game_view, GTK_TYPE_WIDGET)

void
_briscola_game_view_set_status (BriscolaGameView *self, const char *status)
{
  if (g_strcmp0 (self->status, status) == 0)
    return;
  g_free (self->status);
  self->status = g_strdup (status);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
}

void
_briscola_game_view_notify_abilities (BriscolaGameView *self)
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
  g_autofree char *line = briscola_match_line (bri_game_get_match (game_of (self)),
                                               bri_game_get_state (game_of (self)), self->human);

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
  return briscola_game_history_action_seen (state, actor, action, self->human);
}

static void
show_summary (BriscolaGameView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  briscola_deal_summary_update (self->summary, game_of (self), self->human, self->style);
  /* A stack gives the focus back to the widget that last had it on the page it shows (the
   * summary's Next Deal, hidden once the match is over) when the page it leaves held the
   * focus: leave the focus to the summary, which puts it on the way on. */
  if (root != NULL)
    gtk_root_set_focus (root, NULL);
  gtk_stack_set_visible_child_name (self->stack, "summary");
  self->summary_shown = TRUE;
  _briscola_game_view_set_status (self, briscola_deal_summary_get_title (self->summary));
  _briscola_game_view_notify_abilities (self);
}

static void
advance (BriscolaGameView *self)
{
  g_autofree char *status = NULL;

  if (game_of (self) == NULL || self->waiting ||
      briscola_game_controller_get_thinking (self->controller) != BRI_NO_SEAT)
    return;
  if (!briscola_table_is_idle (self->table))
    return;

  if (self->clear_bubbles)
    {
      briscola_table_clear_bubbles (self->table);
      self->clear_bubbles = FALSE;
    }
  switch (briscola_game_controller_advance (self->controller))
    {
    case BRISCOLA_TURN_OVER:
      if (!self->summary_shown)
        show_summary (self);
      return;
    case BRISCOLA_TURN_HUMAN:
      _briscola_game_view_start_input (self);
      return;
    case BRISCOLA_TURN_COMPUTER:
      status = g_strdup_printf (_("%s is thinking…"),
                                seat_name (self, bri_game_get_state (game_of (self))->to_act));
      _briscola_game_view_set_status (self, status);
      _briscola_game_view_set_prompt (self, NULL);
      _briscola_game_view_notify_abilities (self);
      return;
    case BRISCOLA_TURN_NONE:
    default:
      return;
    }
}

/* A computer player started or stopped thinking. */
static void
on_thinking_changed (BriscolaGameController *controller,
                     GParamSpec             *pspec,
                     BriscolaGameView       *self)
{
  briscola_table_set_thinking (self->table, briscola_game_controller_get_thinking (controller));
  _briscola_game_view_notify_abilities (self);
}

static gboolean
advance_cb (gpointer data)
{
  BriscolaGameView *self = data;

  self->advance_id = 0;
  advance (self);
  return G_SOURCE_REMOVE;
}

void
_briscola_game_view_schedule_advance (BriscolaGameView *self)
{
  if (self->advance_id == 0)
    self->advance_id = g_idle_add (advance_cb, self);
}

static void
on_table_idle (BriscolaTable    *table,
               BriscolaGameView *self)
{
  _briscola_game_view_schedule_advance (self);
}

/* The history lines of @seat's @action that took @before to @after, as the human saw it. */
static void
record_history (BriscolaGameView *self, const BriState *before, guint seat, BriAction action,
                const BriState *after)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);

  briscola_game_history_add_action (lines, before, seat, action, after, self->human,
                                    self->style);
  for (guint i = 0; i < lines->len; i++)
    gtk_string_list_append (self->history, g_ptr_array_index (lines, i));
}

/* The history is the game's record read again, so that it survives undo and resume. */
static void
rebuild_history (BriscolaGameView *self)
{
  g_auto (GStrv) lines = briscola_game_history_of_deal (bri_game_get_record (game_of (self)),
                                                        self->human, self->style);

  gtk_string_list_splice (self->history, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->history)),
                          (const char * const *) lines);
}

static void
on_action_applied (BriscolaGameController *controller,
                   guint                   seat,
                   BriAction              *action,
                   const BriState         *before,
                   BriscolaGameView       *self)
{
  const BriState *now = bri_game_get_state (briscola_game_controller_get_game (controller));
  const BriRules *rules = now->config.rules;
  gboolean visible = visible_to_human (self, before, seat, *action);
  guint hold = 0;

  /* Nobody's turn until the table has shown this action: advance() names the next
   * player once it is idle, when the table highlights the same seat. */
  _briscola_game_view_set_status (self, NULL);

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
  record_history (self, before, seat, *action, now);

  if (now->n_tricks > before->n_tricks)
    {
      /* The full trick lies in the middle a moment, then goes to its taker; only then
       * do the hands draw. */
      BriState full = *before, taken;

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
}

static void
on_deal_started (BriscolaGameController *controller,
                 BriscolaGameView       *self)
{
  const BriState *state = bri_game_get_state (briscola_game_controller_get_game (controller));

  self->summary_shown = FALSE;
  /* The last deal's result is not news any more; advance() names who acts first. */
  _briscola_game_view_set_status (self, NULL);
  gtk_string_list_splice (self->history, 0,
                          g_list_model_get_n_items (G_LIST_MODEL (self->history)), NULL);
  briscola_table_clear_bubbles (self->table);
  gtk_stack_set_visible_child_name (self->stack, "table");
  update_match_line (self);
  briscola_table_show (self->table, state, TRUE);
}

static void
on_next_deal (BriscolaDealSummary *summary,
              BriscolaGameView    *self)
{
  if (game_of (self) != NULL)
    bri_game_next_deal (game_of (self));
}

static void
on_play_again (BriscolaDealSummary *summary,
               BriscolaGameView    *self)
{
  g_signal_emit (self, briscola_game_view_signals[BRISCOLA_GAME_VIEW_PLAY_AGAIN], 0);
}

static void
on_choose_game (BriscolaDealSummary *summary,
                BriscolaGameView    *self)
{
  g_signal_emit (self, briscola_game_view_signals[BRISCOLA_GAME_VIEW_CHOOSE_GAME], 0);
}

static void
apply_settings (BriscolaGameView *self)
{
  const BriRules *rules = game_of (self) ? bri_game_get_state (game_of (self))->config.rules
                                         : NULL;

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
    _briscola_game_view_notify_abilities (self);
}

void
briscola_game_view_stop (BriscolaGameView *self)
{
  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  briscola_game_controller_stop (self->controller);
  _briscola_game_view_stop_input (self);
  g_clear_handle_id (&self->advance_id, g_source_remove);
  briscola_table_set_thinking (self->table, BRI_NO_SEAT);
  _briscola_game_view_notify_abilities (self);
}

/* Shows the controller's game afresh: dealing it, or as it is when @resumed. */
static void
show_game (BriscolaGameView *self,
           gboolean          resumed)
{
  const BriState *state = bri_game_get_state (game_of (self));

  self->human = briscola_game_controller_get_human (self->controller);
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
  _briscola_game_view_notify_abilities (self);
}

void
briscola_game_view_set_game (BriscolaGameView *self,
                             BriGame          *game,
                             gboolean          resumed)
{
  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));
  g_return_if_fail (BRI_IS_GAME (game));

  briscola_game_view_stop (self);
  briscola_game_controller_set_game (self->controller, game);
  show_game (self, resumed);
}

BriGame *
briscola_game_view_get_game (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return game_of (self);
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

  briscola_game_controller_set_autosave_path (self->controller, path);
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

  return briscola_game_controller_get_can_undo (self->controller);
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

  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  if (!briscola_game_view_get_can_undo (self))
    return;
  /* The controller takes the decision back and saves; the table and the history show
   * the game as it is now. */
  _briscola_game_view_stop_input (self);
  g_clear_handle_id (&self->advance_id, g_source_remove);
  if (!briscola_game_controller_undo (self->controller, &error))
    g_warning ("Could not take the move back: %s", error->message);
  show_game (self, TRUE);
}

BriscolaTable *
briscola_game_view_get_table (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);
  return self->table;
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

  if (game_of (self) == NULL)
    return FALSE;
  bri_state_get_view (bri_game_get_state (game_of (self)), self->human, &view);
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
  if (game_of (self) == NULL)
    return;
  if (!briscola_game_view_get_can_review_pile (self))
    {
      gtk_box_append (box, gtk_label_new (_("The rules of this game do not let you look "
                                            "back at the tricks taken now.")));
      return;
    }
  trick = &bri_game_get_state (game_of (self))->last_trick;
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
  if (self->controller != NULL)
    g_signal_handlers_disconnect_by_data (self->controller, self);
  g_clear_object (&self->controller);
  g_clear_object (&self->settings);
  g_clear_object (&self->history);
  G_OBJECT_CLASS (briscola_game_view_parent_class)->dispose (object);
}

static void
briscola_game_view_finalize (GObject *object)
{
  BriscolaGameView *self = BRISCOLA_GAME_VIEW (object);

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
  briscola_game_view_signals[BRISCOLA_GAME_VIEW_HINT_READY] =
    g_signal_new ("hint-ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);
  briscola_game_view_signals[BRISCOLA_GAME_VIEW_PLAY_AGAIN] =
    g_signal_new ("play-again", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  briscola_game_view_signals[BRISCOLA_GAME_VIEW_CHOOSE_GAME] =
    g_signal_new ("choose-game", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (text): something the human should read. */
  briscola_game_view_signals[BRISCOLA_GAME_VIEW_MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

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
  self->controller = briscola_game_controller_new (self->settings);
  self->history = gtk_string_list_new (NULL);
  g_signal_connect (self->controller, "deal-started", G_CALLBACK (on_deal_started), self);
  g_signal_connect (self->controller, "action-applied", G_CALLBACK (on_action_applied), self);
  g_signal_connect (self->controller, "notify::thinking", G_CALLBACK (on_thinking_changed),
                    self);
  _briscola_game_view_init_input (self);
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
