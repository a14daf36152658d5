/* bri-test.c: helpers shared by the tests of the core and of every plugin. */
#include "config.h"

#include "bri-test.h"

#include <glib/gstdio.h>

BriPluginLoader *
bri_test_loader (void)
{
  static BriPluginLoader *loader;

  if (loader == NULL)
    {
      const GArray *failures;

      loader = bri_plugin_loader_new ();
      bri_plugin_loader_load_default (loader);
      /* The tests' plugin path holds this repository's plugins only: one that does not
       * load is a broken build, never a reason to test fewer variants. */
      failures = bri_plugin_loader_get_failures (loader);
      for (guint i = 0; i < failures->len; i++)
        {
          const BriPluginFailure *failure = &g_array_index (failures, BriPluginFailure, i);
          g_error ("the plugin %s did not load: %s", failure->path, failure->message);
        }
    }
  return loader;
}

const BriRules *
bri_test_rules (const char *id)
{
  g_autoptr (GError) error = NULL;
  BriVariant *variant = bri_plugin_loader_lookup (bri_test_loader (), id, &error);

  g_assert_no_error (error);
  return bri_variant_get_rules (variant);
}

void
bri_test_config (BriConfig *config, const char *id, guint n_players, const char *options)
{
  g_autoptr (GError) error = NULL;

  bri_config_init (config, bri_test_rules (id));
  if (n_players != 0)
    bri_config_set_players (config, n_players, &error);
  g_assert_no_error (error);
  bri_config_options_from_string (config, options, &error);
  g_assert_no_error (error);
  bri_config_check (config, &error);
  g_assert_no_error (error);
}

void
bri_test_check_refused_config (const char *id, const char *key, const char *value,
                               guint n_players)
{
  g_autoptr (GError) error = NULL;
  BriConfig config;

  bri_config_init (&config, bri_test_rules (id));
  g_assert_false (bri_config_set_option (&config, key, value, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (bri_config_set_players (&config, n_players, &error));
  g_assert_nonnull (error);
}

gboolean
bri_test_option_applies (const char *id, guint n_players, const char *options, const char *key)
{
  BriConfig config;
  int option;

  bri_test_config (&config, id, n_players, options);
  option = bri_rules_find_option (config.rules, key);
  g_assert_cmpint (option, >=, 0);
  return bri_config_option_applies (&config, (guint) option);
}

void
bri_test_deal (BriState *state, const BriConfig *config, const char *deck)
{
  g_autoptr (GError) error = NULL;
  g_autofree BriCard *order = NULL;
  guint n;

  order = bri_cards_parse (deck, &n, &error);
  g_assert_no_error (error);
  bri_state_deal_ordered (state, config, config->n_players - 1, order, n, &error);
  g_assert_no_error (error);
}

void
bri_test_deal_variant (BriState *state, const char *id, guint n_players, const char *options,
                       const char *deck)
{
  BriConfig config;

  bri_test_config (&config, id, n_players, options);
  bri_test_deal (state, &config, deck);
}

void
bri_test_check_deck_refused (const BriConfig *config, guint dealer, const char *deck,
                             const char *named)
{
  g_autoptr (GError) error = NULL;
  g_autofree BriCard *order = NULL;
  BriState state;
  guint n;

  order = bri_cards_parse (deck, &n, &error);
  g_assert_no_error (error);
  g_assert_false (bri_state_deal_ordered (&state, config, dealer, order, n, &error));
  g_assert_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK);
  if (named != NULL)
    g_assert_nonnull (strstr (error->message, named));
}

gboolean
bri_test_play_first_legal_trick (BriState *state)
{
  guint done = state->n_tricks;

  while (!bri_state_is_over (state) && state->n_tricks == done)
    {
      BriAction legal[BRI_MAX_ACTIONS];

      g_assert_cmpuint (bri_state_legal_actions (state, legal), >, 0);
      bri_state_apply (state, legal[0]);
    }
  return state->n_tricks != done;
}

void
bri_test_check_removed_two (const char *id, guint n_players, const char *deck39)
{
  static const char *const twos[] = { "2d", "2c", "2s", "2b" };
  const char *no_ace = "3d Kd Qd Jd 7d 6d 5d 4d 2d Ac 3c Kc Qc Jc 7c 6c 5c 4c 2c "
                       "As 3s Ks Qs Js 7s 6s 5s 4s 2s Ab 3b Kb Qb Jb 7b 6b 5b 4b 2b";
  guint removed[BRI_N_SUITS] = { 0 };
  BriConfig config;
  BriState state;
  BriRng rng;

  /* With no rng any of the four Twos may be the missing one. */
  bri_test_config (&config, id, n_players, NULL);
  g_assert_cmpuint (config.rules->deck_size (&config), ==, 39);
  g_assert_cmpuint (config.rules->deck (&config, NULL), ==, bri_deck_italian40 ());
  bri_test_deal (&state, &config, deck39);
  g_assert_cmpuint (state.deck, ==, bri_deck_italian40 () & ~bri_test_cards ("2b"));
  bri_test_check_deck_refused (&config, 0, no_ace, "Ad");

  bri_test_config (&config, id, n_players, "removed-two=2b");
  g_assert_cmpuint (config.rules->deck (&config, NULL), ==,
                    bri_deck_italian40 () & ~bri_test_cards ("2b"));
  bri_test_deal (&state, &config, deck39);
  bri_test_config (&config, id, n_players, "removed-two=2d");
  bri_test_check_deck_refused (&config, 0, deck39, "2d");

  bri_test_config (&config, id, n_players, NULL);
  bri_rng_init (&rng, 3);
  for (guint d = 0; d < 400; d++)
    {
      BriCardSet missing;

      bri_state_deal_random (&state, &config, d % config.n_players, &rng);
      missing = bri_deck_italian40 () & ~state.deck;
      g_assert_cmpuint (bri_card_set_count (missing), ==, 1);
      g_assert_cmpuint (bri_card_rank (bri_card_set_lowest (missing)), ==, BRI_RANK_2);
      removed[bri_card_suit (bri_card_set_lowest (missing))]++;
    }
  for (guint suit = 0; suit < BRI_N_SUITS; suit++)
    {
      g_autofree char *option = g_strdup_printf ("removed-two=%s", twos[suit]);

      g_assert_cmpuint (removed[suit], >, 50);
      bri_test_config (&config, id, n_players, option);
      for (guint d = 0; d < 20; d++)
        {
          bri_state_deal_random (&state, &config, d % config.n_players, &rng);
          g_assert_cmpuint (state.deck, ==, bri_deck_italian40 () & ~bri_test_cards (twos[suit]));
        }
    }
}

int
bri_test_minimax (const BriState *state, guint seat, guint by_greedy, BriRng *rng)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;
  gboolean maximize;
  int best;

  if (bri_state_is_over (state))
    {
      BriDealScore score;
      int outcome = 1;

      state->config.rules->score (state, &score);
      if (score.outcome == BRI_OUTCOME_WIN)
        outcome = score.winner_side == state->team[seat] ? 2 : 0;
      return outcome * 256 + score.side_points[state->team[seat]];
    }
  if (by_greedy & (1u << state->to_act))
    {
      BriState child = *state;

      bri_state_apply (&child, bri_player_greedy (state, rng));
      return bri_test_minimax (&child, seat, by_greedy, rng);
    }
  n = bri_search_legal_actions (state, legal);
  maximize = state->team[state->to_act] == state->team[seat];
  best = maximize ? -1 : G_MAXINT;
  for (guint i = 0; i < n; i++)
    {
      BriState child = *state;
      int value;

      bri_state_apply (&child, legal[i]);
      value = bri_test_minimax (&child, seat, by_greedy, rng);
      best = maximize ? MAX (best, value) : MIN (best, value);
    }
  return best;
}

/* Plays a whole deal of @variant, each seat by its kind in @kinds, logging every play. */
static void
play_whole_deal (const char *variant, guint n_players, const BriPlayerKind *kinds,
                 BriDealLog *log, BriRng *rng)
{
  BriConfig config;
  BriState state;

  bri_test_config (&config, variant, n_players, NULL);
  bri_state_deal_random (&state, &config, bri_rng_below (rng, n_players), rng);
  bri_deal_log_clear (log);
  while (!bri_state_is_over (&state))
    {
      BriAction action = bri_player_choose (kinds[state.to_act], &state, rng, NULL);

      bri_deal_log_add (log, &state, action);
      bri_state_apply (&state, action);
    }
}

BriOpponentModel *
bri_test_learn_deals (const char *variant, guint n_players, const BriPlayerKind *kinds,
                      guint reader, guint n_deals, guint64 seed)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  BriOpponentModel *model = bri_opponent_model_new ();
  BriRng rng;

  bri_rng_init (&rng, seed);
  for (guint d = 0; d < n_deals; d++)
    {
      play_whole_deal (variant, n_players, kinds, log, &rng);
      bri_player_learn (BRI_PLAYER_HARD, model, log, reader, &rng);
    }
  return model;
}

void
bri_test_deal_played_out (BriState *state, const BriConfig *config, guint dealer)
{
  BriRng rng;

  bri_rng_init (&rng, 1);
  bri_state_deal_random (state, config, dealer, &rng);
  memset (state->hand, 0, sizeof state->hand);
  memset (state->pile, 0, sizeof state->pile);
  state->played = state->deck;
}

gboolean
bri_test_try_play (BriState *state, const char *actions, GError **error)
{
  g_auto (GStrv) tokens = g_strsplit_set (actions ? actions : "", " \n", -1);

  for (guint i = 0; tokens[i] != NULL; i++)
    {
      BriAction action;
      if (tokens[i][0] == '\0')
        continue;
      if (!bri_action_parse (state->config.rules, tokens[i], &action, error) ||
          !bri_state_apply_checked (state, action, error))
        return FALSE;
    }
  return TRUE;
}

void
bri_test_play (BriState *state, const char *actions)
{
  g_autoptr (GError) error = NULL;

  bri_test_try_play (state, actions, &error);
  g_assert_no_error (error);
}

gboolean
bri_test_legal_is (const BriState *state, const char *text)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);
  g_auto (GStrv) expected = g_strsplit (text, " ", -1);
  guint n_expected = 0;

  for (guint i = 0; expected[i] != NULL; i++)
    {
      BriAction action;
      if (expected[i][0] == '\0')
        continue;
      n_expected++;
      if (!bri_action_parse (state->config.rules, expected[i], &action, NULL) ||
          !bri_state_is_legal (state, action))
        return FALSE;
    }
  return n == n_expected;
}

void
bri_test_check_random_deals (const BriConfig *config, guint n_deals, guint64 seed)
{
  BriRng rng;

  bri_rng_init (&rng, seed);
  for (guint d = 0; d < n_deals; d++)
    {
      BriState state;
      BriDealScore score;
      BriCardSet seen = 0;
      guint steps = 0, total = 0;

      bri_state_deal_random (&state, config, d % config->n_players, &rng);
      g_assert_cmpuint (bri_card_set_count (state.deck), ==, config->rules->deck_size (config));
      while (!bri_state_is_over (&state))
        {
          BriPlayerKind kind = (state.to_act + d) % 2 ? BRI_PLAYER_GREEDY : BRI_PLAYER_RANDOM;
          BriAction action = bri_player_choose (kind, &state, &rng, NULL);
          g_assert_true (bri_state_is_legal (&state, action));
          bri_state_apply (&state, action);
          g_assert_cmpuint (++steps, <, 2000);
        }

      for (guint seat = 0; seat < state.n_seats; seat++)
        {
          g_assert_cmpuint (state.hand[seat], ==, 0);
          g_assert_cmpuint (seen & state.pile[seat], ==, 0);
          seen |= state.pile[seat];
        }
      /* Every card was played or put aside, and nothing else. */
      g_assert_cmpuint (seen & ~state.played, ==, 0);
      g_assert_cmpuint (state.played | state.discards | state.talon, ==, state.deck);
      g_assert_cmpuint (state.played & (state.discards | state.talon), ==, 0);

      config->rules->score (&state, &score);
      for (guint seat = 0; seat < state.n_seats; seat++)
        total += score.points[seat];
      /* Every point of the deck, and the last trick's bonus, went to some seat. */
      g_assert_cmpuint (total, ==,
                        bri_trick_rules_total_points (bri_state_get_trick_rules (&state),
                                                      state.deck));
      if (config->rules->trick_rules == NULL)
        g_assert_cmpuint (bri_card_set_points (state.deck), ==, 120);
    }
}

BriCard
bri_test_card (const char *text)
{
  g_autoptr (GError) error = NULL;
  BriCard result = BRI_NO_CARD;

  bri_card_parse (text, &result, &error);
  g_assert_no_error (error);
  return result;
}

BriCardSet
bri_test_cards (const char *text)
{
  g_autoptr (GError) error = NULL;
  g_autofree BriCard *list = NULL;
  BriCardSet set = 0;
  guint n;

  if (text == NULL || *text == '\0')
    return 0;
  list = bri_cards_parse (text, &n, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    set |= bri_card_bit (list[i]);
  return set;
}

BriAction
bri_test_action (const BriState *state, const char *text)
{
  g_autoptr (GError) error = NULL;
  BriAction result;

  bri_action_parse (state->config.rules, text, &result, &error);
  g_assert_no_error (error);
  return result;
}

gboolean
bri_test_action_visible (const BriState *state, guint actor, const char *text, guint seat)
{
  return state->config.rules->action_visible (state, actor, bri_test_action (state, text), seat);
}

void
bri_test_check_cards_replay (const BriState *start, const BriCard *plays, guint n_plays,
                             const BriState *end)
{
  BriState replay = *start;

  for (guint i = 0; i < n_plays; i++)
    {
      g_autoptr (GError) error = NULL;
      g_assert_true (bri_state_apply_checked (&replay, bri_action_play (plays[i]), &error));
      g_assert_no_error (error);
    }
  g_assert_true (bri_state_is_over (&replay));
  for (guint s = 0; s < replay.n_seats; s++)
    g_assert_cmpuint (replay.pile[s], ==, end->pile[s]);
}

guint
bri_test_run_match (const BriTestMatches *matches, const char *format, const char *results,
                    BriMatch *match, char *dealers)
{
  const char *fixed = matches->options != NULL ? matches->options : "";
  g_autofree char *options = g_strdup_printf ("%s%s%s=%s", fixed, *fixed ? ";" : "",
                                              matches->format_key, format);
  BriConfig config;

  bri_test_config (&config, matches->id, matches->n_players, options);
  bri_match_init (match, &config, matches->first_dealer);
  for (guint i = 0; results[i] != '\0'; i++)
    {
      BriState state;
      BriDealScore score;
      guint dealer = match->dealer;

      g_assert_false (match->finished);
      if (dealers != NULL)
        {
          dealers[i] = (char) ('0' + dealer);
          dealers[i + 1] = '\0';
        }
      matches->finished_deal (&state, &config, dealer, results[i]);
      bri_match_add_deal (match, &state, &score);
      /* The deal passes to the next seat, but a replayed deal keeps its dealer. */
      g_assert_cmpuint (match->dealer, ==, score.replay ? dealer : (dealer + 1) % state.n_seats);
      if (match->finished)
        return i + 1;
    }
  return 0;
}

void
bri_test_check_random_deals_with (const char *id, const char *const *options, guint n_options,
                                  guint n_deals, BriTestDealsCheck check, guint n_checked)
{
  for (guint i = 0; i < n_options; i++)
    {
      BriConfig config;

      bri_test_config (&config, id, 0, options[i]);
      bri_test_check_random_deals (&config, n_deals, 42 + i);
      if (check != NULL)
        check (options[i], n_checked, 7 + i);
    }
}

void
bri_test_check_two_sides_win (const BriState *state, guint winner_points, guint loser_points)
{
  BriDealScore score;

  state->config.rules->score (state, &score);
  g_assert_cmpuint (score.n_sides, ==, 2);
  g_assert_cmpuint (score.side_points[state->team[0]], ==, winner_points);
  g_assert_cmpuint (score.side_points[1 - state->team[0]], ==, loser_points);
  g_assert_cmpuint (score.outcome, ==, BRI_OUTCOME_WIN);
  g_assert_cmpuint (score.winner_side, ==, state->team[0]);
  g_assert_false (score.replay);
}

void
bri_test_remove_dir (const char *dir)
{
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        bri_test_remove_dir (path);
      else
        g_remove (path);
    }
  g_rmdir (dir);
}
