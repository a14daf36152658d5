/* kit-test-rules.h: a variant made of kit parts only, for the kit's tests: a deal of
 * Briscola for @n_players with the 40-card deck, without loading any plugin. */
#pragma once

#include <briscola-kit.h>

static void
kit_test_deal (BriState *state, const BriCard *order, guint n_cards)
{
  bri_kit_deal_turned_trump (state, order, n_cards, 3);
}

static const BriRules kit_test_rules = {
  .id = "kit-test",
  .name = "Kit test",
  BRI_KIT_PLAYERS (2, 6, 2),
  .deck = bri_kit_deck_40,
  .deck_size = bri_kit_deck_size_40,
  .deal = kit_test_deal,
  .legal_actions = bri_state_legal_plays,
  .apply = bri_state_apply_play,
  .score = bri_deal_score_by_points,
};

/* A configuration of the test variant for @n_players, every option at 0. */
static inline void
kit_test_config (BriConfig *config, guint n_players)
{
  memset (config, 0, sizeof *config);
  config->rules = &kit_test_rules;
  config->n_players = (guint8) n_players;
}

/* A state of @n_players dealt from the 40 cards in their order in the card set. */
static inline void
kit_test_state (BriState *state, guint n_players)
{
  BriConfig config;
  BriCard order[40];
  guint n = 0;

  kit_test_config (&config, n_players);
  bri_state_init (state, &config, n_players - 1);
  BRI_CARD_SET_FOREACH (bri_deck_italian40 (), card)
    order[n++] = (BriCard) card;
  kit_test_deal (state, order, n);
}
