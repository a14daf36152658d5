/* bri-player.c: the random and the greedy (rule-of-thumb) computer players, and the
 * levels of the searching player. */
#include "config.h"

#include "bri-player.h"
#include "bri-player-private.h"
#include "bri-trick-rules-private.h"
#include "bri-rules.h"
#include "bri-view.h"

static const char *kind_names[BRI_N_PLAYER_KINDS] = {
  "random", "greedy", "easy", "normal", "hard"
};

const char *
bri_player_kind_to_string (BriPlayerKind kind)
{
  g_return_val_if_fail (kind < BRI_N_PLAYER_KINDS, NULL);
  return kind_names[kind];
}

gboolean
bri_player_kind_parse (const char *text, BriPlayerKind *kind)
{
  for (guint i = 0; i < BRI_N_PLAYER_KINDS; i++)
    if (g_strcmp0 (text, kind_names[i]) == 0)
      {
        *kind = (BriPlayerKind) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
bri_player_kind_searches (BriPlayerKind kind)
{
  return kind >= BRI_PLAYER_EASY && kind < BRI_N_PLAYER_KINDS;
}

BriAction
bri_player_choose_full (BriPlayerKind kind, const BriState *state, BriRng *rng,
                        GCancellable *cancellable, BriSearchStats *stats)
{
  return bri_player_choose_with_log (kind, state, NULL, NULL, rng, cancellable, stats);
}

BriAction
bri_player_choose_with_log (BriPlayerKind kind, const BriState *state,
                            const BriDealLog *log, const BriOpponentModel *model,
                            BriRng *rng, GCancellable *cancellable, BriSearchStats *stats)
{
  BriSearchParams params;

  g_return_val_if_fail (!bri_state_is_over (state), bri_action_new (BRI_ACTION_PASS, 0, 0));

  if (stats != NULL)
    memset (stats, 0, sizeof *stats);
  switch (kind)
    {
    case BRI_PLAYER_GREEDY:
      return bri_player_greedy (state, rng);
    case BRI_PLAYER_EASY:
    case BRI_PLAYER_NORMAL:
    case BRI_PLAYER_HARD:
      bri_search_params_init (&params, kind - BRI_PLAYER_EASY);
      /* Read alone, the trick on the table misled more than it told: 44.6% of 400
       * deals against the baseline (docs/strength.md, "Against the fixed
       * baseline"). */
      if (log == NULL)
        params.inference_noise = 0;
      return bri_search_choose_with_log (state, log, model, &params, rng, cancellable, stats);
    case BRI_PLAYER_RANDOM:
    default:
      return bri_player_random (state, rng);
    }
}

void
bri_player_learn (BriPlayerKind kind, BriOpponentModel *model, const BriDealLog *log,
                  guint seat, BriRng *rng)
{
  BriSearchParams params;

  g_return_if_fail (model != NULL && log != NULL && rng != NULL);
  if (!bri_player_kind_searches (kind))
    return;
  bri_search_params_init (&params, kind - BRI_PLAYER_EASY);
  bri_opponent_model_learn (model, log, seat, params.inference_noise, rng);
}

BriAction
bri_player_choose (BriPlayerKind kind, const BriState *state, BriRng *rng,
                   GCancellable *cancellable)
{
  return bri_player_choose_full (kind, state, rng, cancellable, NULL);
}

BriAction
bri_player_random (const BriState *state, BriRng *rng)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);

  g_assert (n > 0);
  return legal[bri_rng_below (rng, n)];
}

BriCard
bri_player_rule_of_thumb_card (const BriState *state, const BriAction *legal, guint n)
{
  const BriTrick *trick = &state->trick;
  guint trump = state->trump_suit;
  guint seat = state->to_act;
  const BriTrickRules *rules = bri_state_get_trick_rules (state);
  BriCard cheapest = legal[0].card;
  guint cheapest_cost = bri_trick_rules_discard_cost (rules, cheapest, trump);

  for (guint i = 1; i < n; i++)
    {
      guint cost = bri_trick_rules_discard_cost (rules, legal[i].card, trump);

      if (cost < cheapest_cost)
        {
          cheapest = legal[i].card;
          cheapest_cost = cost;
        }
    }
  if (trick->len == 0)
    return cheapest;

  guint top = bri_state_trick_winner (state, trick);
  guint top_seat = trick->seat[top];
  gboolean last = trick->len + 1u == bri_state_trick_size (state);
  gboolean partner_winning = top_seat != seat && bri_state_knows_partner (state, seat, top_seat);

  if (partner_winning)
    {
      /* Give the partner points when nobody can take them back. */
      if (!last)
        return cheapest;
      BriCard best = cheapest;
      for (guint i = 0; i < n; i++)
        {
          BriCard card = legal[i].card;
          if (bri_card_suit (card) != trump &&
              bri_trick_rules_card_points (rules, card) > bri_trick_rules_card_points (rules, best))
            best = card;
        }
      return best;
    }

  guint on_table = bri_state_trick_points (state, trick);
  BriPointScale scale = bri_trick_rules_point_scale (rules);
  BriCard best_plain = BRI_NO_CARD, best_trump = BRI_NO_CARD;
  for (guint i = 0; i < n; i++)
    {
      BriCard card = legal[i].card;
      if (!bri_state_card_takes_trick (state, top, card))
        continue;
      if (bri_card_suit (card) != trump)
        {
          /* Taking with the led suit: the more points it saves the better. */
          if (best_plain == BRI_NO_CARD ||
              bri_trick_rules_card_points (rules, card) >
              bri_trick_rules_card_points (rules, best_plain))
            best_plain = card;
        }
      else if (best_trump == BRI_NO_CARD ||
               bri_trick_rules_discard_cost (rules, card, trump) <
               bri_trick_rules_discard_cost (rules, best_trump, trump))
        best_trump = card;
    }

  if (best_plain != BRI_NO_CARD &&
      (last || on_table + bri_trick_rules_card_points (rules, best_plain) >= scale.least))
    return best_plain;
  if (best_trump != BRI_NO_CARD && on_table >= scale.high &&
      (bri_trick_rules_card_points (rules, best_trump) < scale.high ||
       on_table >= 2 * scale.high))
    return best_trump;
  if (best_plain != BRI_NO_CARD && bri_trick_rules_card_points (rules, best_plain) == 0)
    return best_plain;
  return cheapest;
}

BriAction
bri_player_greedy (const BriState *state, BriRng *rng)
{
  BriAction legal[BRI_MAX_ACTIONS];
  BriAction plays[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);
  guint n_plays = 0;

  BriAction suggested;
  BriView view;

  g_assert (n > 0);
  /* A hand played blind, face down, leaves no card to prefer: all are alike to the
   * seat, as they are to the searching levels. */
  bri_state_get_view (state, state->to_act, &view);
  if (state->hand[state->to_act] & ~view.known[state->to_act])
    return legal[bri_rng_below (rng, n)];
  if (state->config.rules->suggest != NULL &&
      state->config.rules->suggest (state, rng, &suggested))
    return suggested;
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_PLAY)
      plays[n_plays++] = legal[i];
  if (n_plays > 0)
    return bri_action_play (bri_player_rule_of_thumb_card (state, plays, n_plays));

  /* Without a card to play: the safe choice is to pass where one may. */
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_PASS)
      return legal[i];
  for (guint i = 0; i < n; i++)
    if (legal[i].kind != BRI_ACTION_SAY)
      return legal[i];
  return legal[0];
}
