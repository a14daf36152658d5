/* bri-random-playout.c: uniformly random legal actions, without listing them when the
 * variant gives its legal cards as a set: the inner loop of `briscola-cli bench`. */
#include "config.h"

#include "bri-hot-path-private.h"
#include "bri-random-playout.h"
#include "bri-state.h"

/* Out of line: its room for every action would otherwise cost each card of the fast path
 * a stack frame. */
static G_GNUC_NO_INLINE BriAction
listed_random_action (const BriState *state, const BriRules *rules, BriRng *rng)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = rules->legal_actions (state, legal);

  g_assert (n > 0);
  return legal[bri_rng_below (rng, n)];
}

static inline BriAction
random_action (const BriState *state, const BriRules *rules, BriRng *rng)
{
  if (rules->legal_cards != NULL)
    {
      BriCardSet cards = rules->legal_cards (state);

      if (cards != 0)
        return bri_action_play (bri_hot_random_card (cards, rng));
    }
  return listed_random_action (state, rules, rng);
}

BRI_HOT_PATH BriAction
bri_random_action (const BriState *state, BriRng *rng)
{
  const BriAction none = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);

  g_return_val_if_fail (state != NULL && rng != NULL, none);
  g_return_val_if_fail (!bri_state_is_over (state), none);

  return random_action (state, state->config.rules, rng);
}

BRI_HOT_PATH guint
bri_random_playout (BriState *state, BriRng *rng)
{
  const BriRules *rules;
  guint n = 0;

  g_return_val_if_fail (state != NULL && rng != NULL, 0);

  rules = state->config.rules;
  if (rules->legal_cards == bri_state_legal_cards && rules->apply == bri_state_apply_play)
    n = bri_state_random_playout_own_hooks (state, rng);
  for (; !bri_state_is_over (state); n++)
    rules->apply (state, random_action (state, rules, rng));
  return n;
}
