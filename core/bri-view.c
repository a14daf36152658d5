/* bri-view.c: a seat's knowledge of a deal, and sampling the hidden cards for search. */
#include "config.h"

#include "bri-rules.h"
#include "bri-view.h"

void
bri_state_get_view (const BriState *state, guint seat, BriView *view)
{
  const BriRules *rules = state->config.rules;
  BriCardSet known = 0;

  memset (view, 0, sizeof *view);
  view->seat = (guint8) seat;
  view->known[seat] = state->hand[seat];
  if (state->trump_card != BRI_NO_CARD && state->stock_top < state->stock_len)
    view->stock_known = bri_card_bit (state->trump_card);
  view->sides_known = (guint8) ((1u << state->n_seats) - 1);
  view->may_review_pile = TRUE;

  if (rules->view != NULL)
    rules->view (state, seat, view);

  for (guint s = 0; s < state->n_seats; s++)
    known |= view->known[s];
  view->unseen = state->deck & ~state->played & ~known & ~view->stock_known & ~view->aside_known;
}

gboolean
bri_state_knows_partner (const BriState *state, guint seat, guint other)
{
  BriView view;

  if (!bri_state_same_side (state, seat, other))
    return FALSE;
  /* Without the variant's view every seat knows every side: skip building one. */
  if (state->config.rules->view == NULL)
    return TRUE;
  bri_state_get_view (state, seat, &view);
  return (view.sides_known & (1u << other)) != 0;
}

/* Takes a card for a slot from the shuffled pool, avoiding @avoid when it can. */
static BriCard
take_card (BriCard *pool, guint *n_pool, BriCardSet avoid)
{
  guint pick = 0;

  for (guint i = 0; i < *n_pool; i++)
    if (!bri_card_set_has (avoid, pool[i]))
      {
        pick = i;
        break;
      }
  BriCard card = pool[pick];
  pool[pick] = pool[--(*n_pool)];
  return card;
}

void
bri_state_resample (const BriState *state, guint seat, BriRng *rng, BriState *out)
{
  BriView view;
  BriCard pool[BRI_MAX_CARDS];
  guint n_pool = 0;
  guint order[BRI_MAX_SEATS];
  guint n_order = 0;

  *out = *state;
  bri_state_get_view (state, seat, &view);
  BRI_CARD_SET_FOREACH (view.unseen, card)
    pool[n_pool++] = (BriCard) card;
  if (n_pool == 0)
    return;
  bri_rng_shuffle (rng, pool, n_pool);

  /* Seats that showed voids choose first, so the constraint is easiest to meet. */
  for (guint s = 0; s < state->n_seats; s++)
    if (state->voids[s] != 0)
      order[n_order++] = s;
  for (guint s = 0; s < state->n_seats; s++)
    if (state->voids[s] == 0)
      order[n_order++] = s;

  for (guint i = 0; i < n_order; i++)
    {
      guint s = order[i];
      BriCardSet hidden = state->hand[s] & view.unseen;
      out->hand[s] &= ~hidden;
      for (guint k = bri_card_set_count (hidden); k > 0 && n_pool > 0; k--)
        out->hand[s] |= bri_card_bit (take_card (pool, &n_pool, state->voids[s]));
    }

  for (guint i = state->stock_top; i < state->stock_len; i++)
    if (bri_card_set_has (view.unseen, state->stock[i]) && n_pool > 0)
      out->stock[i] = take_card (pool, &n_pool, 0);

  BriCardSet talon = state->talon & view.unseen;
  out->talon &= ~talon;
  for (guint k = bri_card_set_count (talon); k > 0 && n_pool > 0; k--)
    out->talon |= bri_card_bit (take_card (pool, &n_pool, 0));

  BriCardSet discards = state->discards & view.unseen;
  out->discards &= ~discards;
  for (guint k = bri_card_set_count (discards); k > 0 && n_pool > 0; k--)
    out->discards |= bri_card_bit (take_card (pool, &n_pool, 0));

  if (state->config.rules->resampled != NULL)
    state->config.rules->resampled (out);
}
