/* bri-random-playout.c: uniformly random legal actions, without listing them when the
 * variant gives its legal cards as a set: the inner loop of `briscola-cli bench`. */
#include "config.h"

#include "bri-random-playout.h"
#include "bri-state.h"

/* The @n-th card of @set, weakest first, n < the set's size: at most a few steps, since a
 * hand holds few cards. */
static inline BriCard
nth_card (BriCardSet set, guint n)
{
  for (; n > 0; n--)
    set &= set - 1;
  return bri_card_set_lowest (set);
}

static inline BriAction
random_action (const BriState *state, const BriRules *rules, BriRng *rng)
{
  BriAction legal[BRI_MAX_ACTIONS];
  guint n;

  if (rules->legal_cards != NULL)
    {
      BriCardSet cards = rules->legal_cards (state);

      if (cards != 0)
        {
          guint n_cards = bri_card_set_count (cards);
          return bri_action_play (nth_card (cards, bri_rng_below (rng, n_cards)));
        }
    }
  n = rules->legal_actions (state, legal);
  g_assert (n > 0);
  return legal[bri_rng_below (rng, n)];
}

BriAction
bri_random_action (const BriState *state, BriRng *rng)
{
  const BriAction none = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);

  g_return_val_if_fail (state != NULL && rng != NULL, none);
  g_return_val_if_fail (!bri_state_is_over (state), none);

  return random_action (state, state->config.rules, rng);
}

guint
bri_random_playout (BriState *state, BriRng *rng)
{
  const BriRules *rules;
  guint n = 0;

  g_return_val_if_fail (state != NULL && rng != NULL, 0);

  rules = state->config.rules;
  for (; !bri_state_is_over (state); n++)
    rules->apply (state, random_action (state, rules, rng));
  return n;
}
