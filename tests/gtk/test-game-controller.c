/* test-game-controller.c: the match in play without a display: the computer players'
 * turns, the autosave after every change, the statistics of finished matches, undo and
 * hints, as BriscolaGameController does them for the game view. */
#include "config.h"

#include <glib/gstdio.h>
#include <bri-test.h>

#include "briscola-game-controller.h"
#include "briscola-settings.h"

typedef struct
{
  char *dir;
  char *path;
  GSettings *settings;
  BriscolaGameController *controller;
  BriGame *game;

  /* What the controller reported. */
  guint n_applied;
  guint applied_seat;
  BriAction applied_action;
  BriState applied_before;
  guint n_thinking_notes;
  guint n_deals_started;
} Fixture;

static void
on_action_applied (BriscolaGameController *controller,
                   guint                   seat,
                   BriAction              *action,
                   const BriState         *before,
                   Fixture                *f)
{
  f->n_applied++;
  f->applied_seat = seat;
  f->applied_action = *action;
  f->applied_before = *before;
}

static void
on_thinking (BriscolaGameController *controller, GParamSpec *pspec, Fixture *f)
{
  f->n_thinking_notes++;
}

static void
on_deal_started (BriscolaGameController *controller, Fixture *f)
{
  f->n_deals_started++;
}

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  BriConfig config;

  f->dir = g_dir_make_tmp ("briscola-controller-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "autosave.briscola", NULL);
  f->settings = briscola_settings_new ();
  /* The fastest computer player: what it plays does not matter here. */
  g_settings_set_string (f->settings, "ai-level", "random");
  g_settings_set_boolean (f->settings, "casual-mode", TRUE);
  g_settings_reset (f->settings, "statistics");
  f->controller = briscola_game_controller_new (f->settings);
  g_signal_connect (f->controller, "action-applied", G_CALLBACK (on_action_applied), f);
  g_signal_connect (f->controller, "notify::thinking", G_CALLBACK (on_thinking), f);
  g_signal_connect (f->controller, "deal-started", G_CALLBACK (on_deal_started), f);

  /* A match of a single deal, the computer (seat 1) leading: the dealer is seat 0. */
  bri_test_config (&config, "briscola2", 0, NULL);
  f->game = bri_game_new (&config, 2024, 0);
  g_assert_cmpuint (bri_game_get_state (f->game)->to_act, ==, 1);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  g_autoptr (GDir) handle = NULL;
  GObject *controller = G_OBJECT (f->controller);
  const char *name;

  /* A computer player stopped thinking still answers (that it was cancelled), holding
   * the controller until then: wait for it, so that nothing is left behind. */
  g_object_add_weak_pointer (controller, (gpointer *) &controller);
  g_clear_object (&f->controller);
  while (controller != NULL)
    g_main_context_iteration (NULL, TRUE);
  g_clear_object (&f->game);
  g_clear_object (&f->settings);
  handle = g_dir_open (f->dir, 0, NULL);
  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

/* Runs the main loop until the computer player thinking has played. */
static void
wait_for_computer (Fixture *f)
{
  guint applied = f->n_applied;

  while (f->n_applied == applied)
    g_main_context_iteration (NULL, TRUE);
}

/* Plays for the human: the first legal action. */
static void
human_plays (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  BriAction legal[BRI_MAX_ACTIONS];

  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==,
                    BRISCOLA_TURN_HUMAN);
  g_assert_cmpuint (bri_state_legal_actions (bri_game_get_state (f->game), legal), >, 0);
  g_assert_true (briscola_game_controller_apply (f->controller, legal[0], &error));
  g_assert_no_error (error);
}

/* The number of actions in the saved match's last deal. */
static guint
saved_actions (Fixture *f)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BriRecord) record = bri_saved_game_load (bri_test_loader (), f->path, &error);
  const BriDealRecord *deal;

  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->deals->len, >, 0);
  deal = g_ptr_array_index (record->deals, record->deals->len - 1);
  return deal->actions->len;
}

static guint
game_actions (Fixture *f)
{
  const BriRecord *record = bri_game_get_record (f->game);
  const BriDealRecord *deal = g_ptr_array_index (record->deals, record->deals->len - 1);

  return deal->actions->len;
}

static void
test_computer_turn (Fixture *f, gconstpointer data)
{
  BriState before;

  g_test_summary ("Moving the match on with a computer player to act starts it thinking "
                  "and reports its action, with the state it was taken from");
  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==, BRISCOLA_TURN_NONE);
  briscola_game_controller_set_game (f->controller, f->game);
  g_assert_true (briscola_game_controller_get_game (f->controller) == f->game);
  g_assert_cmpuint (briscola_game_controller_get_human (f->controller), ==, 0);
  g_assert_cmpuint (briscola_game_controller_get_thinking (f->controller), ==, BRI_NO_SEAT);
  before = *bri_game_get_state (f->game);

  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==,
                    BRISCOLA_TURN_COMPUTER);
  g_assert_cmpuint (briscola_game_controller_get_thinking (f->controller), ==, 1);
  g_assert_cmpuint (f->n_thinking_notes, ==, 1);
  /* One computer player at a time. */
  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==, BRISCOLA_TURN_NONE);

  wait_for_computer (f);
  g_assert_cmpuint (f->n_applied, ==, 1);
  g_assert_cmpuint (f->applied_seat, ==, 1);
  g_assert_cmpuint (f->applied_before.to_act, ==, before.to_act);
  g_assert_cmpuint (f->applied_before.hand[1], ==, before.hand[1]);
  g_assert_true (bri_card_set_has (before.hand[1], f->applied_action.card));
  g_assert_false (bri_card_set_has (bri_game_get_state (f->game)->hand[1],
                                    f->applied_action.card));
  g_assert_cmpuint (briscola_game_controller_get_thinking (f->controller), ==, BRI_NO_SEAT);
  g_assert_cmpuint (f->n_thinking_notes, ==, 2);

  /* Now the human is to act: nobody thinks. */
  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==, BRISCOLA_TURN_HUMAN);
  g_assert_cmpuint (briscola_game_controller_get_thinking (f->controller), ==, BRI_NO_SEAT);
}

static void
test_whole_deal (Fixture *f, gconstpointer data)
{
  guint played = 0, won = 0, drawn = 0;

  g_test_summary ("A deal plays to its end through the controller, human and computer "
                  "in turn; a finished match counts in the statistics once");
  briscola_game_controller_set_game (f->controller, f->game);
  while (!bri_state_is_over (bri_game_get_state (f->game)))
    {
      if (bri_game_get_state (f->game)->to_act == 0)
        human_plays (f);
      else
        {
          g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==,
                            BRISCOLA_TURN_COMPUTER);
          wait_for_computer (f);
        }
    }
  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==, BRISCOLA_TURN_OVER);
  g_assert_cmpuint (f->n_applied, ==, game_actions (f));
  g_assert_true (bri_game_get_match (f->game)->finished);
  g_assert_true (briscola_settings_get_stats (f->settings, "briscola2", &played, &won,
                                              &drawn));
  g_assert_cmpuint (played, ==, 1);
  g_assert_cmpuint (won + drawn, <=, 1);
  g_assert_cmpuint (won, ==, (bri_game_get_match (f->game)->winners & 1u) ? 1 : 0);
}

static void
test_autosave (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  BriConfig config;
  g_autoptr (BriGame) match = NULL;

  g_test_summary ("The match is saved when it is set, after every action and every new "
                  "deal, and the file goes once the match is finished");
  briscola_game_controller_set_autosave_path (f->controller, f->path);
  briscola_game_controller_set_game (f->controller, f->game);
  g_assert_true (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_assert_cmpuint (saved_actions (f), ==, 0);

  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==,
                    BRISCOLA_TURN_COMPUTER);
  wait_for_computer (f);
  g_assert_cmpuint (saved_actions (f), ==, 1);
  human_plays (f);
  g_assert_cmpuint (saved_actions (f), ==, 2);

  /* A match of several deals: the next deal is saved as it starts. */
  bri_test_config (&config, "briscola2", 0, "match=best-of-3");
  match = bri_game_new (&config, 7, 0);
  briscola_game_controller_set_game (f->controller, match);
  g_assert_true (briscola_game_controller_get_game (f->controller) == match);
  while (!bri_state_is_over (bri_game_get_state (match)))
    {
      BriAction legal[BRI_MAX_ACTIONS];

      g_assert_cmpuint (bri_state_legal_actions (bri_game_get_state (match), legal), >, 0);
      g_assert_true (briscola_game_controller_apply (f->controller, legal[0], &error));
      g_assert_no_error (error);
    }
  g_assert_false (bri_game_get_match (match)->finished);
  g_assert_true (bri_game_next_deal (match));
  g_assert_cmpuint (f->n_deals_started, ==, 1);
  {
    g_autoptr (BriRecord) record = bri_saved_game_load (bri_test_loader (), f->path, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (record->deals->len, ==, 2);
  }

  /* To the end of the match: the autosave is removed. */
  while (!bri_game_get_match (match)->finished)
    {
      BriAction legal[BRI_MAX_ACTIONS];

      if (bri_state_is_over (bri_game_get_state (match)))
        {
          g_assert_true (bri_game_next_deal (match));
          continue;
        }
      g_assert_cmpuint (bri_state_legal_actions (bri_game_get_state (match), legal), >, 0);
      g_assert_true (briscola_game_controller_apply (f->controller, legal[0], &error));
      g_assert_no_error (error);
    }
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));

  /* Stopped, the controller saves no more. */
  briscola_game_controller_stop (f->controller);
  g_assert_null (briscola_game_controller_get_game (f->controller));
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

static void
test_undo (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  BriState before_human;

  g_test_summary ("Undo takes back the human's last decision and what followed, saves "
                  "the shortened match, stops a computer player thinking, and is refused "
                  "outside casual mode");
  briscola_game_controller_set_autosave_path (f->controller, f->path);
  briscola_game_controller_set_game (f->controller, f->game);
  g_assert_false (briscola_game_controller_get_can_undo (f->controller));

  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==,
                    BRISCOLA_TURN_COMPUTER);
  wait_for_computer (f);
  /* Only the computer has played: nothing of the human's to take back. */
  g_assert_false (briscola_game_controller_get_can_undo (f->controller));
  g_assert_false (briscola_game_controller_undo (f->controller, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);

  before_human = *bri_game_get_state (f->game);
  human_plays (f);
  g_assert_true (briscola_game_controller_get_can_undo (f->controller));

  /* Outside casual mode, undo is neither offered nor done. */
  g_settings_set_boolean (f->settings, "casual-mode", FALSE);
  g_assert_false (briscola_game_controller_get_can_undo (f->controller));
  g_assert_false (briscola_game_controller_undo (f->controller, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);
  g_assert_cmpuint (game_actions (f), ==, 2);
  g_settings_set_boolean (f->settings, "casual-mode", TRUE);

  /* The computer answers, or is still thinking when the human takes the card back. */
  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==,
                    BRISCOLA_TURN_COMPUTER);
  g_assert_cmpuint (briscola_game_controller_get_thinking (f->controller), ==, 1);
  g_assert_true (briscola_game_controller_undo (f->controller, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (briscola_game_controller_get_thinking (f->controller), ==, BRI_NO_SEAT);
  g_assert_cmpuint (game_actions (f), ==, 1);
  g_assert_cmpuint (saved_actions (f), ==, 1);
  g_assert_cmpuint (bri_game_get_state (f->game)->to_act, ==, 0);
  g_assert_cmpuint (bri_game_get_state (f->game)->hand[0], ==, before_human.hand[0]);
  g_assert_cmpuint (bri_game_get_state (f->game)->trick.len, ==, before_human.trick.len);

  /* The match goes on from there, and what is reported starts from the state undone to. */
  human_plays (f);
  g_assert_cmpuint (f->applied_before.hand[0], ==, before_human.hand[0]);
  g_assert_cmpuint (game_actions (f), ==, 2);
}

typedef struct
{
  gboolean done;
  gboolean given;
  BriAction action;
  GError **error;
} HintWait;

static void
on_hint (GObject *source, GAsyncResult *result, gpointer data)
{
  HintWait *wait = data;

  wait->given = briscola_game_controller_hint_finish (BRISCOLA_GAME_CONTROLLER (source),
                                                      result, &wait->action, wait->error);
  wait->done = TRUE;
}

/* Asks for a hint (replacing the game meanwhile if @change_game) and waits for the
 * answer: FALSE with @error set when there is none. */
static gboolean
ask_hint (Fixture *f, GCancellable *cancellable, BriAction *action, GError **error,
          gboolean change_game)
{
  HintWait wait = { FALSE, FALSE, { 0 }, error };

  briscola_game_controller_hint_async (f->controller, cancellable, on_hint, &wait);
  if (change_game)
    {
      g_autoptr (BriGame) other = NULL;
      BriConfig config;

      bri_test_config (&config, "briscola2", 0, NULL);
      other = bri_game_new (&config, 5, 1);
      briscola_game_controller_set_game (f->controller, other);
    }
  while (!wait.done)
    g_main_context_iteration (NULL, TRUE);
  *action = wait.action;
  return wait.given;
}

static void
test_hint (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();
  BriAction action;

  g_test_summary ("A hint is a legal action for the human; none comes for a game that "
                  "was replaced or a request that was cancelled");
  briscola_game_controller_set_game (f->controller, f->game);
  g_assert_cmpuint (briscola_game_controller_advance (f->controller), ==,
                    BRISCOLA_TURN_COMPUTER);
  wait_for_computer (f);

  g_assert_true (ask_hint (f, NULL, &action, &error, FALSE));
  g_assert_no_error (error);
  g_assert_true (bri_state_is_legal (bri_game_get_state (f->game), action));

  g_cancellable_cancel (cancellable);
  g_assert_false (ask_hint (f, cancellable, &action, &error, FALSE));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_error (&error);

  g_assert_false (ask_hint (f, NULL, &action, &error, TRUE));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/gtk/controller/" path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("computer-turn", test_computer_turn);
  ADD ("whole-deal", test_whole_deal);
  ADD ("autosave", test_autosave);
  ADD ("undo", test_undo);
  ADD ("hint", test_hint);
#undef ADD
  return g_test_run ();
}
