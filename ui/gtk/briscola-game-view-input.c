/* briscola-game-view-input.c: the human's decisions in the game view: the cards on
 * the table, the choice panels, several discards picked and confirmed together, the
 * prompt line that says what to do, and hints. Each decision is forwarded to the game
 * controller. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-game-view-private.h"

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
void
_briscola_game_view_set_prompt (BriscolaGameView *self, const char *prompt)
{
  gtk_label_set_text (self->prompt_label, prompt != NULL && *prompt != '\0' ? prompt : " ");
}

void
_briscola_game_view_stop_input (BriscolaGameView *self)
{
  self->waiting = FALSE;
  self->have_hint = FALSE;
  g_cancellable_cancel (self->hinting);
  g_clear_object (&self->hinting);
  briscola_table_set_playable (self->table, 0);
  briscola_table_set_hint (self->table, BRI_NO_CARD);
  clear_actions (self);
  _briscola_game_view_set_prompt (self, NULL);
}

static void
perform (BriscolaGameView *self, BriAction action)
{
  g_autoptr (GError) error = NULL;

  if (!self->waiting || game_of (self) == NULL)
    return;
  _briscola_game_view_stop_input (self);
  if (!briscola_game_controller_apply (self->controller, action, &error))
    {
      /* Only a bug gets here: say so and let the human choose again. */
      g_warning ("%s", error->message);
      g_signal_emit (self, briscola_game_view_signals[BRISCOLA_GAME_VIEW_MESSAGE], 0,
                     error->message);
      _briscola_game_view_schedule_advance (self);
    }
}

/* The legal action @card stands for: playing it, or discarding it. */
static gboolean
card_action (BriscolaGameView *self, BriCard card, BriAction *out)
{
  const BriState *state = bri_game_get_state (game_of (self));
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
  _briscola_game_view_set_prompt (self, prompt);
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

  if (!self->waiting || game_of (self) == NULL || n != self->n_to_pick)
    return;
  memcpy (picked, self->picked, n * sizeof picked[0]);
  _briscola_game_view_stop_input (self);
  for (guint i = 0; i < n; i++)
    {
      const BriState *state = bri_game_get_state (game_of (self));
      BriAction discard = bri_action_new (BRI_ACTION_DISCARD, picked[i], 0);
      g_autoptr (GError) error = NULL;

      if (state->to_act != self->human || !bri_state_is_legal (state, discard))
        break;
      if (!briscola_game_controller_apply (self->controller, discard, &error))
        {
          g_warning ("%s", error->message);
          break;
        }
    }
  _briscola_game_view_schedule_advance (self);
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
      const BriRules *rules = bri_game_get_state (game_of (self))->config.rules;
      g_autofree char *label = bri_action_get_label (rules, action, self->style);
      g_autofree char *prompt = g_strdup_printf (_("%s? Choose it again to confirm."), label);
      briscola_table_set_selected (table, (BriCard) card);
      _briscola_game_view_set_prompt (self, prompt);
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
  if (action != NULL && game_of (self) != NULL &&
      bri_state_is_legal (bri_game_get_state (game_of (self)), *action))
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

void
_briscola_game_view_start_input (BriscolaGameView *self)
{
  const BriState *state = bri_game_get_state (game_of (self));
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
  _briscola_game_view_set_prompt (self, prompt);
  _briscola_game_view_set_status (self, _("Your turn"));
  if (plays)
    focus_hand (self);
  _briscola_game_view_notify_abilities (self);
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

  if (!briscola_game_controller_hint_finish (BRISCOLA_GAME_CONTROLLER (source), result,
                                             &action, &error))
    return;
  if (!self->waiting)
    return;
  g_clear_object (&self->hinting);
  state = bri_game_get_state (game_of (self));
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
    _briscola_game_view_set_prompt (self, prompt);
  }
  g_signal_emit (self, briscola_game_view_signals[BRISCOLA_GAME_VIEW_HINT_READY], 0, label);
  _briscola_game_view_notify_abilities (self);
}

void
briscola_game_view_hint (BriscolaGameView *self)
{
  g_return_if_fail (BRISCOLA_IS_GAME_VIEW (self));

  if (!briscola_game_view_get_can_hint (self))
    return;
  self->hinting = g_cancellable_new ();
  briscola_game_controller_hint_async (self->controller, self->hinting, on_hint_ready,
                                       g_object_ref (self));
  _briscola_game_view_notify_abilities (self);
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

gboolean
briscola_game_view_get_can_hint (BriscolaGameView *self)
{
  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), FALSE);
  return self->waiting && self->hinting == NULL;
}

GtkWidget *
briscola_game_view_find_action_widget (BriscolaGameView *self,
                                       BriAction         action)
{
  GtkWidget *widget;

  g_return_val_if_fail (BRISCOLA_IS_GAME_VIEW (self), NULL);

  if (!self->waiting || game_of (self) == NULL ||
      !bri_state_is_legal (bri_game_get_state (game_of (self)), action))
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

void
_briscola_game_view_init_input (BriscolaGameView *self)
{
  g_signal_connect (self->table, "card-activated", G_CALLBACK (on_card_activated), self);
  g_signal_connect (self->table, "card-dropped", G_CALLBACK (on_card_dropped), self);
  g_signal_connect (self->board_choices, "action-chosen", G_CALLBACK (on_choice_chosen), self);
  g_signal_connect (self->bar_choices, "action-chosen", G_CALLBACK (on_choice_chosen), self);
  g_signal_connect (self->bar_choices, "confirm-picked", G_CALLBACK (on_confirm_picked), self);
}
