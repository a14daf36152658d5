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

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("Reading the other seats' plays, and the play-out rule of thumb");

  g_test_add_func ("/ai/inference/likelihood", test_likelihood);
  g_test_add_func ("/ai/inference/resample-favours-consistent-deals",
                   test_resample_favours_consistent_deals);
  g_test_add_func ("/ai/playout/legal-in-every-variant", test_playout_policy_legal);
  return g_test_run ();
}
