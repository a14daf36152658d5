/* bri-game.c: a match in play, as a GObject. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-error.h"
#include "bri-game.h"
#include "bri-rules.h"

static BriAction *
action_copy (const BriAction *action)
{
  return g_memdup2 (action, sizeof *action);
}

G_DEFINE_BOXED_TYPE (BriAction, bri_action, action_copy, g_free)

struct _BriGame
{
  GObject parent_instance;
  BriRecord *record;
  BriMatch match;
  BriState state;
  BriDealScore last_score;
  guint64 think_counter; /* varies the AI's seed from one decision to the next */
  /* What each computer seat learned of the others from the finished deals of the
   * record: rebuilt from it, so a resumed match knows what it knew. */
  BriOpponentModel *models[BRI_MAX_SEATS];
  BriPlayerKind model_kind[BRI_MAX_SEATS];
  guint model_deals[BRI_MAX_SEATS];     /* deals folded into each */
};

enum { ACTION_APPLIED, TRICK_TAKEN, DEAL_STARTED, DEAL_OVER, MATCH_OVER, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriGame, bri_game, G_TYPE_OBJECT)

static void
bri_game_finalize (GObject *object)
{
  BriGame *self = BRI_GAME (object);
  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    g_clear_pointer (&self->models[seat], bri_opponent_model_free);
  bri_record_free (self->record);
  G_OBJECT_CLASS (bri_game_parent_class)->finalize (object);
}

static void
bri_game_class_init (BriGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bri_game_finalize;

  /* (seat, action): emitted after any seat's action took effect. */
  signals[ACTION_APPLIED] = g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 2, G_TYPE_UINT, BRI_TYPE_ACTION);
  /* (winner) */
  signals[TRICK_TAKEN] = g_signal_new ("trick-taken", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[DEAL_STARTED] = g_signal_new ("deal-started", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[DEAL_OVER] = g_signal_new ("deal-over", G_TYPE_FROM_CLASS (klass),
                                     G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MATCH_OVER] = g_signal_new ("match-over", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bri_game_init (BriGame *self)
{
}

/* Each deal's shuffle has its own seed, so a resumed match deals what it would have. */
static void
start_deal (BriGame *self)
{
  BriRng rng;
  BriCard order[BRI_MAX_CARDS];
  guint n = 0;
  const BriConfig *config = &self->record->config;
  BriCardSet deck;

  bri_rng_init (&rng, self->record->seed + G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) *
                (self->record->deals->len + 1));
  deck = config->rules->deck (config, &rng);
  BRI_CARD_SET_FOREACH (deck, card)
    order[n++] = (BriCard) card;
  bri_rng_shuffle (&rng, order, n);

  bri_record_add_deal (self->record, self->match.dealer, order, n);
  if (!bri_state_deal_ordered (&self->state, config, self->match.dealer, order, n, NULL))
    g_assert_not_reached ();
}

BriGame *
bri_game_new (const BriConfig *config, guint64 seed, guint first_dealer)
{
  g_return_val_if_fail (config != NULL && config->rules != NULL, NULL);

  BriGame *self = g_object_new (BRI_TYPE_GAME, NULL);
  self->record = bri_record_new (config, seed);
  bri_match_init (&self->match, config, first_dealer);
  start_deal (self);
  return self;
}

BriGame *
bri_game_new_from_record (BriRecord *record, GError **error)
{
  g_autoptr (BriGame) self = g_object_new (BRI_TYPE_GAME, NULL);

  self->record = record;
  if (!bri_record_replay (record, &self->match, &self->state, error))
    return NULL;
  return g_steal_pointer (&self);
}

const BriState *
bri_game_get_state (BriGame *self)
{
  g_return_val_if_fail (BRI_IS_GAME (self), NULL);
  return &self->state;
}

const BriMatch *
bri_game_get_match (BriGame *self)
{
  g_return_val_if_fail (BRI_IS_GAME (self), NULL);
  return &self->match;
}

const BriDealScore *
bri_game_get_last_score (BriGame *self)
{
  g_return_val_if_fail (BRI_IS_GAME (self), NULL);
  return self->match.n_deals > 0 ? &self->last_score : NULL;
}

const BriRecord *
bri_game_get_record (BriGame *self)
{
  g_return_val_if_fail (BRI_IS_GAME (self), NULL);
  return self->record;
}

gboolean
bri_game_apply (BriGame *self, BriAction action, GError **error)
{
  guint seat, tricks;

  g_return_val_if_fail (BRI_IS_GAME (self), FALSE);

  seat = self->state.to_act;
  tricks = self->state.n_tricks;
  if (!bri_state_apply_checked (&self->state, action, error))
    return FALSE;

  BriDealRecord *deal = g_ptr_array_index (self->record->deals, self->record->deals->len - 1);
  g_array_append_val (deal->actions, action);

  g_signal_emit (self, signals[ACTION_APPLIED], 0, seat, &action);
  if (self->state.n_tricks != tricks)
    g_signal_emit (self, signals[TRICK_TAKEN], 0, (guint) self->state.last_trick.winner);
  if (bri_state_is_over (&self->state))
    {
      bri_match_add_deal (&self->match, &self->state, &self->last_score);
      g_signal_emit (self, signals[DEAL_OVER], 0);
      if (self->match.finished)
        g_signal_emit (self, signals[MATCH_OVER], 0);
    }
  return TRUE;
}

gboolean
bri_game_next_deal (BriGame *self)
{
  g_return_val_if_fail (BRI_IS_GAME (self), FALSE);

  if (!bri_state_is_over (&self->state) || self->match.finished)
    return FALSE;
  start_deal (self);
  g_signal_emit (self, signals[DEAL_STARTED], 0);
  return TRUE;
}

static BriDealRecord *
current_deal (BriGame *self)
{
  if (self->record->deals->len == 0)
    return NULL;
  return g_ptr_array_index (self->record->deals, self->record->deals->len - 1);
}

/* Replays the current deal from its record: the state is a pure function of the deal's
 * order and actions, so taking actions back is forgetting them and replaying. Notes
 * each play in @log, when given. */
static gboolean
replay_deal (BriGame *self, const BriDealRecord *deal, BriState *state, BriDealLog *log,
             GError **error)
{
  if (!bri_state_deal_ordered (state, &self->record->config, deal->dealer, deal->order,
                               deal->n_cards, error))
    return FALSE;
  for (guint i = 0; i < deal->actions->len; i++)
    {
      BriAction action = g_array_index (deal->actions, BriAction, i);

      if (log != NULL)
        bri_deal_log_add (log, state, action);
      if (!bri_state_apply_checked (state, action, error))
        return FALSE;
    }
  return TRUE;
}

BriDealLog *
bri_game_dup_deal_log (BriGame *self)
{
  const BriDealRecord *deal;
  BriDealLog *log;
  BriState state;

  g_return_val_if_fail (BRI_IS_GAME (self), NULL);

  log = bri_deal_log_new ();
  deal = current_deal (self);
  /* The record was checked as it grew: its replay cannot fail. */
  if (deal != NULL && !replay_deal (self, deal, &state, log, NULL))
    g_assert_not_reached ();
  return log;
}

int
bri_game_find_undo_point (BriGame *self, guint seat)
{
  const BriDealRecord *deal;
  BriState state;
  int point = -1;

  g_return_val_if_fail (BRI_IS_GAME (self), -1);

  deal = current_deal (self);
  if (deal == NULL || bri_state_is_over (&self->state))
    return -1;
  if (!bri_state_deal_ordered (&state, &self->record->config, deal->dealer, deal->order,
                               deal->n_cards, NULL))
    return -1;
  for (guint i = 0; i < deal->actions->len; i++)
    {
      if (state.to_act == seat)
        point = (int) i;
      bri_state_apply (&state, g_array_index (deal->actions, BriAction, i));
    }
  return point;
}

gboolean
bri_game_undo (BriGame *self, guint seat, GError **error)
{
  BriDealRecord *deal;
  BriState state;
  int point;

  g_return_val_if_fail (BRI_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  point = bri_game_find_undo_point (self, seat);
  if (point < 0)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION,
                   _("There is nothing to take back in this deal"));
      return FALSE;
    }
  /* An undo point exists only in a deal. */
  deal = current_deal (self);
  g_assert (deal != NULL);
  g_array_set_size (deal->actions, (guint) point);
  if (!replay_deal (self, deal, &state, NULL, error))
    return FALSE;
  self->state = state;
  return TRUE;
}

/* Brought up to date with every finished deal of the record. */
const BriOpponentModel *
bri_game_get_opponent_model (BriGame *self, guint seat, BriPlayerKind kind)
{
  BriOpponentModel **model;
  guint deals, finished;

  g_return_val_if_fail (BRI_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < BRI_MAX_SEATS && kind < BRI_N_PLAYER_KINDS, NULL);
  model = &self->models[seat];
  deals = self->record->deals->len;
  finished = bri_state_is_over (&self->state) || deals == 0 ? deals : deals - 1;

  if (*model != NULL && self->model_kind[seat] != kind)
    g_clear_pointer (model, bri_opponent_model_free);
  if (*model == NULL)
    {
      *model = bri_opponent_model_new ();
      self->model_deals[seat] = 0;
    }
  self->model_kind[seat] = kind;

  for (guint d = self->model_deals[seat]; d < finished; d++)
    {
      g_autoptr (BriDealLog) log = bri_deal_log_new ();
      BriState state;
      BriRng rng;

      if (!replay_deal (self, g_ptr_array_index (self->record->deals, d), &state, log, NULL))
        g_assert_not_reached (); /* checked as the record grew */
      bri_rng_init (&rng, self->record->seed ^ (d * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)));
      bri_player_learn (kind, *model, log, seat, &rng);
    }
  self->model_deals[seat] = MAX (self->model_deals[seat], finished);
  return *model;
}

typedef struct
{
  BriState state;
  BriDealLog *log;
  BriOpponentModel *model;
  BriPlayerKind kind;
  guint64 seed;
  BriAction action;
} ChooseTask;

static void
choose_task_free (ChooseTask *job)
{
  bri_deal_log_free (job->log);
  bri_opponent_model_free (job->model);
  g_free (job);
}

static void
choose_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  ChooseTask *job = data;
  BriRng rng;

  bri_rng_init (&rng, job->seed);
  job->action = bri_player_choose_with_log (job->kind, &job->state, job->log, job->model,
                                           &rng, cancellable, NULL);
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_boolean (task, TRUE);
}

void
bri_game_choose_async (BriGame *self, BriPlayerKind kind, GCancellable *cancellable,
                       GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = NULL;
  ChooseTask *job;

  g_return_if_fail (BRI_IS_GAME (self));
  g_return_if_fail (!bri_state_is_over (&self->state));

  job = g_new0 (ChooseTask, 1);
  /* The worker gets a copy: the game may move on while it thinks. */
  job->state = self->state;
  job->log = bri_game_dup_deal_log (self);
  job->model = bri_opponent_model_copy (bri_game_get_opponent_model (self,
                                                                     self->state.to_act,
                                                                     kind));
  job->kind = kind;
  job->seed = self->record->seed ^ (++self->think_counter * G_GUINT64_CONSTANT (0xD1B54A32D192ED03));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, bri_game_choose_async);
  g_task_set_task_data (task, job, (GDestroyNotify) choose_task_free);
  g_task_run_in_thread (task, choose_thread);
}

gboolean
bri_game_choose_finish (BriGame *self, GAsyncResult *result, BriAction *action, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  if (!g_task_propagate_boolean (G_TASK (result), error))
    return FALSE;
  *action = ((ChooseTask *) g_task_get_task_data (G_TASK (result)))->action;
  return TRUE;
}
