/* test-game-undo.c: taking back a seat's decisions on a BriGame, whatever their kind
 * (bids, calls, discards, messages, cards), without any display. */
#include "config.h"

#include <bri-test.h>

/* A game of @id where seat 0 acts at once (the last seat deals). */
static BriGame *
new_game (const char *id, guint n_players, const char *options, guint64 seed)
{
  BriConfig config;

  bri_test_config (&config, id, n_players, options);
  return bri_game_new (&config, seed, n_players - 1);
}

/* Lets the other seats act (first legal action) until @seat is to act again. */
static void
others_act (BriGame *game, guint seat)
{
  while (!bri_state_is_over (bri_game_get_state (game)) &&
         bri_game_get_state (game)->to_act != seat)
    {
      BriAction legal[BRI_MAX_ACTIONS];
      g_assert_cmpuint (bri_state_legal_actions (bri_game_get_state (game), legal), >, 0);
      g_assert_true (bri_game_apply (game, legal[0], NULL));
    }
}

/* The first legal action of @kind, which must exist. */
static BriAction
legal_of_kind (BriGame *game, BriActionKind kind)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (bri_game_get_state (game), legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      return legal[i];
  g_assert_not_reached ();
}

static guint
n_actions (BriGame *game)
{
  const BriRecord *record = bri_game_get_record (game);
  const BriDealRecord *deal = g_ptr_array_index (record->deals, record->deals->len - 1);
  return deal->actions->len;
}

static void
test_undo_bid (void)
{
  g_autoptr (BriGame) game = new_game ("chiamata", 5, "preset=classica", 7);
  g_autoptr (GError) error = NULL;
  BriState before = *bri_game_get_state (game);
  BriAction bid;

  g_test_summary ("A bid is taken back with what the other seats did after it");
  g_assert_cmpint (bri_game_find_undo_point (game, 0), ==, -1);
  g_assert_false (bri_game_undo (game, 0, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_ILLEGAL_ACTION);
  g_clear_error (&error);

  bid = legal_of_kind (game, BRI_ACTION_BID_RANK);
  g_assert_true (bri_game_apply (game, bid, NULL));
  others_act (game, 0);
  g_assert_cmpuint (n_actions (game), >, 1);
  g_assert_cmpint (bri_game_find_undo_point (game, 0), ==, 0);

  g_assert_true (bri_game_undo (game, 0, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_actions (game), ==, 0);
  g_assert_true (memcmp (bri_game_get_state (game), &before, sizeof before) == 0);
  g_assert_true (bri_state_is_legal (bri_game_get_state (game), bid));
}

/* Plays the auction so that seat 0 wins it and must call a card. */
static void
win_auction (BriGame *game)
{
  while (bri_game_get_state (game)->phase == BRI_PHASE_AUCTION)
    {
      const BriState *state = bri_game_get_state (game);
      BriAction legal[BRI_MAX_ACTIONS];
      guint n = bri_state_legal_actions (state, legal);
      BriAction chosen = legal[0];

      for (guint i = 0; i < n; i++)
        if ((state->to_act == 0) != (legal[i].kind == BRI_ACTION_PASS))
          chosen = legal[i];
      g_assert_true (bri_game_apply (game, chosen, NULL));
    }
}

static void
test_undo_call (void)
{
  g_autoptr (BriGame) game = new_game ("chiamata", 5, "preset=classica", 11);
  BriState before;
  BriAction call;

  g_test_summary ("The call of a card is taken back, and the auction stays");
  win_auction (game);
  g_assert_cmpuint (bri_game_get_state (game)->phase, ==, BRI_PHASE_CALL);
  g_assert_cmpuint (bri_game_get_state (game)->to_act, ==, 0);
  before = *bri_game_get_state (game);
  call = legal_of_kind (game, BRI_ACTION_CALL);
  g_assert_true (bri_game_apply (game, call, NULL));
  others_act (game, 0);
  g_assert_true (bri_game_undo (game, 0, NULL));
  g_assert_true (memcmp (bri_game_get_state (game), &before, sizeof before) == 0);
}

/* The first of seat 0's signals legal now, if any. */
static gboolean
find_signal (BriGame *game, BriAction *signal)
{
  const BriRules *rules = bri_game_get_state (game)->config.rules;
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (bri_game_get_state (game), legal);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_SAY &&
        g_str_has_prefix (rules->messages[legal[i].value].token, "signal:"))
      {
        *signal = legal[i];
        return TRUE;
      }
  return FALSE;
}

static void
test_undo_signal (void)
{
  g_autoptr (BriGame) game = NULL;
  BriState before;
  BriAction signal;

  g_test_summary ("A secret signal is taken back like a card");
  /* The first deal in which seat 0 holds a high trump to signal after the first trick. */
  for (guint64 seed = 1; game == NULL; seed++)
    {
      game = new_game ("briscola4", 4, "communication=signals", seed);
      /* Talk starts with the second trick. */
      do
        {
          g_assert_true (bri_game_apply (game, legal_of_kind (game, BRI_ACTION_PLAY), NULL));
          others_act (game, 0);
        }
      while (bri_game_get_state (game)->n_tricks == 0);
      if (!find_signal (game, &signal))
        g_clear_object (&game);
      g_assert_cmpuint (seed, <, 1000);
    }
  before = *bri_game_get_state (game);
  g_assert_true (bri_game_apply (game, signal, NULL));
  g_assert_true (bri_game_undo (game, 0, NULL));
  g_assert_true (memcmp (bri_game_get_state (game), &before, sizeof before) == 0);
  g_assert_true (bri_state_is_legal (bri_game_get_state (game), signal));
}

static void
test_undo_steps_back_one_decision (void)
{
  g_autoptr (BriGame) game = new_game ("briscola2", 2, NULL, 3);
  BriAction first, second;

  g_test_summary ("Each undo takes back one decision of the seat, latest first");
  first = legal_of_kind (game, BRI_ACTION_PLAY);
  g_assert_true (bri_game_apply (game, first, NULL));
  others_act (game, 0);
  second = legal_of_kind (game, BRI_ACTION_PLAY);
  g_assert_true (bri_game_apply (game, second, NULL));
  others_act (game, 0);

  g_assert_true (bri_game_undo (game, 0, NULL));
  g_assert_true (bri_state_is_legal (bri_game_get_state (game), second));
  g_assert_false (bri_card_set_has (bri_game_get_state (game)->hand[0], first.card));
  g_assert_true (bri_game_undo (game, 0, NULL));
  g_assert_cmpuint (n_actions (game), ==, 0);
  g_assert_true (bri_card_set_has (bri_game_get_state (game)->hand[0], first.card));
  g_assert_false (bri_game_undo (game, 0, NULL));
}

static void
test_undo_not_after_deal (void)
{
  g_autoptr (BriGame) game = new_game ("briscola2", 2, "match=single", 5);

  g_test_summary ("A finished deal is scored and cannot be taken back");
  while (!bri_state_is_over (bri_game_get_state (game)))
    {
      BriAction legal[BRI_MAX_ACTIONS];
      bri_state_legal_actions (bri_game_get_state (game), legal);
      g_assert_true (bri_game_apply (game, legal[0], NULL));
    }
  g_assert_cmpint (bri_game_find_undo_point (game, 0), ==, -1);
  g_assert_false (bri_game_undo (game, 0, NULL));
}

static void
test_deal_log_follows_game (void)
{
  g_autoptr (BriGame) game = new_game ("briscola4", 4, "communication=signals;match=first-to-3", 8);
  guint plays = 0;

  g_test_summary ("The game's deal log holds the card plays of the deal in progress, "
                  "each with the table before it, through undo and into the next deal");
  while (!bri_state_is_over (bri_game_get_state (game)) && plays < 7)
    {
      BriAction legal[BRI_MAX_ACTIONS];
      BriState before = *bri_game_get_state (game);
      g_autoptr (BriDealLog) log = NULL;

      bri_state_legal_actions (&before, legal);
      g_assert_true (bri_game_apply (game, legal[0], NULL));
      plays += legal[0].kind == BRI_ACTION_PLAY;
      log = bri_game_dup_deal_log (game);
      g_assert_cmpuint (bri_deal_log_get_n_plays (log), ==, plays);
      if (legal[0].kind == BRI_ACTION_PLAY)
        {
          g_assert_cmpmem (bri_deal_log_get_before (log, plays - 1), sizeof before,
                           &before, sizeof before);
          g_assert_cmpuint (bri_deal_log_get_card (log, plays - 1), ==, legal[0].card);
        }
    }
  g_assert_cmpuint (plays, ==, 7);

  /* Undone plays leave the log. */
  {
    g_autoptr (BriDealLog) log = NULL;
    while (bri_game_undo (game, 0, NULL))
      ;
    log = bri_game_dup_deal_log (game);
    g_assert_cmpuint (bri_deal_log_get_n_plays (log), <, plays);
  }

  /* A new deal starts an empty log. */
  while (!bri_state_is_over (bri_game_get_state (game)))
    {
      BriAction legal[BRI_MAX_ACTIONS];
      bri_state_legal_actions (bri_game_get_state (game), legal);
      g_assert_true (bri_game_apply (game, legal[0], NULL));
    }
  g_assert_true (bri_game_next_deal (game));
  {
    g_autoptr (BriDealLog) log = bri_game_dup_deal_log (game);
    g_assert_cmpuint (bri_deal_log_get_n_plays (log), ==, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/game/undo/bid", test_undo_bid);
  g_test_add_func ("/core/game/undo/call", test_undo_call);
  g_test_add_func ("/core/game/undo/signal", test_undo_signal);
  g_test_add_func ("/core/game/undo/one-decision-at-a-time", test_undo_steps_back_one_decision);
  g_test_add_func ("/core/game/undo/not-after-the-deal", test_undo_not_after_deal);
  g_test_add_func ("/core/game/deal-log", test_deal_log_follows_game);
  return g_test_run ();
}
