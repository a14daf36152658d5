/* test-inference.c: reading the other seats' plays (bri-inference.h), and the rule of
 * thumb it reads them by. */
#include "config.h"

#include <math.h>

#include <bri-test.h>

#define NOISE 0.5

/* Seat 0 holds 2c 4d Ad and leads; 7b is the trump. */
#define DECK "2c Kc 4d 4s Ad Qb 7b 5d 6d 7d Jd Qd Kd 2d 3d 3c 4c 5c 6c 7c Jc Qc " \
             "2s 3s 5s 6s 7s Js Qs Ks As 2b 3b 4b 5b 6b Jb Kb Ab Ac"

static void
deal_and_lead (BriState *state, const char *lead)
{
  BriConfig config;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (state, &config, DECK);
  g_assert_cmpuint (state->to_act, ==, 0);
  bri_test_play (state, lead);
}

/* A lead the rule of thumb makes (the cheapest card) is likelier than a wasteful one,
 * and the chances of the three possible leads from one hand add up to one. */
static void
test_likelihood (void)
{
  const char *leads[] = { "2c", "4d", "Ad" };
  double chance[G_N_ELEMENTS (leads)];
  double sum = 0;
  BriState state;

  for (guint i = 0; i < G_N_ELEMENTS (leads); i++)
    {
      deal_and_lead (&state, leads[i]);
      chance[i] = bri_inference_likelihood (&state, 1, NOISE);
      g_assert_cmpfloat (chance[i], >, 0.0);
      g_assert_cmpfloat (chance[i], <=, 1.0);
      sum += chance[i];
      /* A seat reads nothing from its own card. */
      g_assert_cmpfloat (bri_inference_likelihood (&state, 0, NOISE), ==, 1.0);
    }
  g_assert_cmpfloat (fabs (sum - 1.0), <, 1e-9);
  g_assert_cmpfloat (chance[0], >, chance[2]);
  g_assert_cmpfloat (fabs (chance[0] - (1 - NOISE + NOISE / 3)), <, 1e-9);
  g_assert_cmpfloat (fabs (chance[2] - NOISE / 3), <, 1e-9);

  /* Nothing on the table: nothing to read. */
  {
    BriConfig config;
    bri_test_config (&config, "briscola2", 0, NULL);
    bri_test_deal (&state, &config, DECK);
    g_assert_cmpfloat (bri_inference_likelihood (&state, 1, NOISE), ==, 1.0);
  }
}

/* After a wasteful lead (the Ace), the deals drawn with inference are those in which
 * the Ace was the cheapest card seat 0 had far more often than plain sampling gives;
 * every deal drawn still agrees with what seat 1 sees. */
static void
test_resample_favours_consistent_deals (void)
{
  const guint n = 3000;
  guint consistent_plain = 0, consistent_read = 0;
  BriState state, world;
  BriRng rng;

  deal_and_lead (&state, "Ad");
  bri_rng_init (&rng, 11);
  for (guint i = 0; i < n; i++)
    {
      bri_state_resample (&state, 1, &rng, &world);
      consistent_plain += bri_inference_likelihood (&world, 1, NOISE) > 0.5;

      bri_inference_resample (&state, 1, NOISE, &rng, &world);
      g_assert_cmpuint (world.hand[1], ==, state.hand[1]);
      g_assert_cmpuint (world.trick.len, ==, 1);
      g_assert_cmpuint (world.trick.card[0], ==, state.trick.card[0]);
      g_assert_cmpuint (bri_card_set_count (world.hand[0]), ==, 2);
      consistent_read += bri_inference_likelihood (&world, 1, NOISE) > 0.5;
    }
  g_test_message ("consistent deals: %u plain, %u with inference, of %u",
                  consistent_plain, consistent_read, n);
  g_assert_cmpuint (consistent_plain, >, 0);
  g_assert_cmpuint (consistent_read, >, 2 * consistent_plain);

  /* Noise 0 reads nothing: the same draws as plain sampling. */
  {
    BriRng a, b;
    BriState one, two;

    bri_rng_init (&a, 3);
    bri_rng_init (&b, 3);
    bri_state_resample (&state, 1, &a, &one);
    bri_inference_resample (&state, 1, 0.0, &b, &two);
    g_assert_cmpmem (&one, sizeof one, &two, sizeof two);
  }
}

/* The rule of thumb that play-outs and inference use chooses a legal action in every
 * variant, through whole deals with every seat open. */
static void
test_playout_policy_legal (void)
{
  GListModel *variants = G_LIST_MODEL (bri_test_loader ());

  g_assert_cmpuint (g_list_model_get_n_items (variants), >, 0);
  for (guint v = 0; v < g_list_model_get_n_items (variants); v++)
    {
      g_autoptr (BriVariant) variant = g_list_model_get_item (variants, v);
      const BriRules *rules = bri_variant_get_rules (variant);

      for (guint players = rules->min_players; players <= rules->max_players; players++)
        {
          BriConfig config;
          BriRng rng;

          bri_config_init (&config, rules);
          if (!bri_config_set_players (&config, players, NULL) ||
              !bri_config_check (&config, NULL))
            continue;
          bri_rng_init (&rng, players);
          for (guint deal = 0; deal < 20; deal++)
            {
              BriState state;
              guint steps = 0;

              bri_state_deal_random (&state, &config, deal % players, &rng);
              while (!bri_state_is_over (&state))
                {
                  BriAction action = bri_search_playout_action (&state, &rng, 0.0);

                  g_assert_true (bri_state_is_legal (&state, action));
                  bri_state_apply (&state, action);
                  g_assert_cmpuint (++steps, <, 2000);
                }
            }
        }
    }
}

/* The log keeps the card plays, each with the table before it, and nothing else. */
static void
test_deal_log (void)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  g_autoptr (BriDealLog) copy = NULL;
  BriState state, before;
  BriCard queen;

  g_assert_true (bri_card_parse ("Qb", &queen, NULL));
  deal_and_lead (&state, "2c");
  before = state;
  bri_deal_log_add (log, &state, bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0));
  g_assert_cmpuint (bri_deal_log_get_n_plays (log), ==, 0);
  bri_deal_log_add (log, &state, bri_action_play (queen));
  bri_state_apply (&state, bri_action_play (queen));
  g_assert_cmpuint (bri_deal_log_get_n_plays (log), ==, 1);
  g_assert_cmpmem (bri_deal_log_get_before (log, 0), sizeof before, &before, sizeof before);
  g_assert_cmpuint (bri_deal_log_get_card (log, 0), ==, queen);

  copy = bri_deal_log_copy (log);
  bri_deal_log_clear (log);
  g_assert_cmpuint (bri_deal_log_get_n_plays (log), ==, 0);
  g_assert_cmpuint (bri_deal_log_get_n_plays (copy), ==, 1);
}

/* Plays @kind against itself, logging every play, until @tricks tricks are done. */
static void
play_part (BriState *state, BriDealLog *log, BriPlayerKind kind, guint tricks, BriRng *rng)
{
  BriConfig config;

  bri_test_config (&config, "briscola2", 0, NULL);
  bri_state_deal_random (state, &config, bri_rng_below (rng, 2), rng);
  bri_deal_log_clear (log);
  while (state->n_tricks < tricks)
    {
      BriAction action = bri_player_choose (kind, state, rng, NULL);

      bri_deal_log_add (log, state, action);
      bri_state_apply (state, action);
    }
}

/* Over @n_samples deals sampled for the seat to act, the mean number of the other seat's
 * true cards in its sampled hand, plainly (added to @plain) and weighed by the deal
 * reader (added to @weighed), each divided by @n_deals. */
static void
count_true_cards (const BriDealLog *log, const BriState *state, guint n_samples,
                  guint n_deals, BriRng *rng, double *plain, double *weighed)
{
  double plain_sum = 0, weighed_sum = 0, weight = 0;
  guint seat = state->to_act, other = 1 - seat;

  /* The true deal fits its own plays. */
  g_assert_cmpfloat (bri_inference_deal_likelihood (log, state, seat, 0.1, 4, rng), >, 0);
  for (guint k = 0; k < n_samples; k++)
    {
      BriState world;
      double w;
      guint truth;

      bri_state_resample (state, seat, rng, &world);
      w = bri_inference_deal_likelihood (log, &world, seat, 0.1, 4, rng);
      g_assert_cmpfloat (w, >=, 0.0);
      g_assert_cmpfloat (w, <=, 1.0);
      truth = bri_card_set_count (world.hand[other] & state->hand[other]);
      plain_sum += truth;
      weighed_sum += w * truth;
      weight += w;
    }
  g_assert_cmpfloat (weight, >, 0.0);
  *plain += plain_sum / n_samples / n_deals;
  *weighed += weighed_sum / weight / n_deals;
}

/* Over @n_deals deals of @kind against itself, each stopped after @tricks to
 * @tricks + @spread − 1 tricks, the mean number of the other seat's true cards in a
 * sampled hand, plainly and weighed by the deal reader. */
static void
read_true_cards (BriPlayerKind kind, guint n_deals, guint tricks, guint spread,
                 guint n_samples, guint64 seed, double *plain, double *weighed)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  BriRng rng;

  *plain = *weighed = 0;
  bri_rng_init (&rng, seed);
  for (guint d = 0; d < n_deals; d++)
    {
      BriState state;

      play_part (&state, log, kind, tricks + d % spread, &rng);
      count_true_cards (log, &state, n_samples, n_deals, &rng, plain, weighed);
    }
  g_test_message ("the other seat's true cards in a sampled hand: %.3f plain, %.3f weighed",
                  *plain, *weighed);
}

/* Against the rule of thumb's own player, reading every play of the deal puts more
 * weight on the sampled deals in which the other seat holds its true cards: the
 * weighted count of its true cards clearly exceeds the plain one. */
static void
test_deal_likelihood_reads_hands (void)
{
  double plain, weighed;

  read_true_cards (BRI_PLAYER_GREEDY, 40, 6, 8, 300, 17, &plain, &weighed);
  g_assert_cmpfloat (weighed, >, 1.3 * plain);
}

/* Nothing to read: no plays of the other seat, a noise of 0, or no histories. */
static void
test_deal_likelihood_nothing_to_read (void)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  BriState state;
  BriRng rng;

  bri_rng_init (&rng, 2);
  deal_and_lead (&state, "Ad");
  g_assert_cmpfloat (bri_inference_deal_likelihood (log, &state, 1, NOISE, 4, &rng), ==, 1.0);
  play_part (&state, log, BRI_PLAYER_GREEDY, 5, &rng);
  g_assert_cmpfloat (bri_inference_deal_likelihood (log, &state, state.to_act, 0.0, 4, &rng),
                     ==, 1.0);
  g_assert_cmpfloat (bri_inference_deal_likelihood (log, &state, state.to_act, NOISE, 0, &rng),
                     ==, 1.0);
}

/* Each seat is read as three kinds of player at even odds: one that follows the rule of
 * thumb in every play (as the trick reader reads it), one whose replies only follow it,
 * and one that plays at random. A seat's own plays are not read. */
static void
test_deal_likelihood_kinds (void)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  BriConfig config;
  BriState state;
  BriAction reply;
  double thumb;
  BriRng rng;

  bri_rng_init (&rng, 2);
  bri_test_config (&config, "briscola2", 0, NULL);
  bri_test_deal (&state, &config, DECK);
  bri_deal_log_add (log, &state, bri_test_action (&state, "Ad"));
  bri_test_play (&state, "Ad");
  g_assert_cmpfloat (bri_inference_deal_likelihood (log, &state, 0, NOISE, 4, &rng), ==, 1.0);

  /* A wasteful lead: only the first kind reads it; to the others any of three cards
   * had a chance of a third. */
  thumb = bri_inference_likelihood (&state, 1, NOISE);
  g_assert_cmpfloat (thumb, <, 0.5);
  g_assert_cmpfloat (fabs (bri_inference_deal_likelihood (log, &state, 1, NOISE, 4, &rng) -
                           (thumb + 2 / 3.0) / 3), <, 1e-12);

  /* The reply the rule of thumb makes: the first two kinds read it alike. */
  reply = bri_search_playout_action (&state, &rng, 0.0);
  thumb = 1 - NOISE + NOISE / 3;
  bri_deal_log_add (log, &state, reply);
  bri_state_apply (&state, reply);
  g_assert_cmpfloat (fabs (bri_inference_deal_likelihood (log, &state, 0, NOISE, 4, &rng) -
                           (2 * thumb + 1 / 3.0) / 3), <, 1e-12);
}

/* Against a searching player, whose leads the rule of thumb misreads, reading every
 * play still puts more weight on the deals in which the other seat holds its true
 * cards. */
static void
test_reads_a_searching_player (void)
{
  double plain, weighed;

  read_true_cards (BRI_PLAYER_NORMAL, 48, 8, 6, 200, 23, &plain, &weighed);
  g_assert_cmpfloat (weighed, >, plain);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("Reading the other seats' plays, and the play-out rule of thumb");

  g_test_add_func ("/ai/inference/likelihood", test_likelihood);
  g_test_add_func ("/ai/inference/resample-favours-consistent-deals",
                   test_resample_favours_consistent_deals);
  g_test_add_func ("/ai/playout/legal-in-every-variant", test_playout_policy_legal);
  g_test_add_func ("/ai/inference/deal-log", test_deal_log);
  g_test_add_func ("/ai/inference/deal-likelihood-reads-hands",
                   test_deal_likelihood_reads_hands);
  g_test_add_func ("/ai/inference/deal-likelihood-nothing-to-read",
                   test_deal_likelihood_nothing_to_read);
  g_test_add_func ("/ai/inference/deal-likelihood-kinds", test_deal_likelihood_kinds);
  g_test_add_func ("/ai/inference/reads-a-searching-player", test_reads_a_searching_player);
  return g_test_run ();
}
