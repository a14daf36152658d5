/* test-play-readings.c: the deal reader's remembered readings seen from inside. This
 * file compiles core/bri-inference.c into itself to reach its private parts; everything
 * else comes from libbriscola and the search's sources. */
#include "config.h"

#include <bri-test.h>

#include "bri-inference.c"

/* hard's reading of the other seats: DRAW_HISTORIES orders of draws, its noise. */
#define HISTORIES 4
#define NOISE 0.1

/* Plays `greedy` at every seat of @variant, logging every action, until @tricks tricks
 * are done. */
static void
play_part (BriState *state, BriDealLog *log, const char *variant, guint tricks, BriRng *rng)
{
  BriConfig config;

  bri_test_config (&config, variant, 0, NULL);
  bri_state_deal_random (state, &config, bri_rng_below (rng, config.n_players), rng);
  while (state->n_tricks < tricks)
    {
      BriAction action = bri_player_choose (BRI_PLAYER_GREEDY, state, rng, NULL);

      bri_deal_log_add (log, state, action);
      bri_state_apply (state, action);
    }
}

/* Remembering a reading changes nothing but the time: over sampled deals of a variant
 * that draws, one whose partners talk, and one with an auction and no draws, each deal
 * is weighed exactly as without remembering, and the same random numbers are drawn.
 * Weighing the same deals again with the same random numbers (the same orders of draws)
 * remembers nothing new: every play was read once per hand. */
static void
test_remembered_as_read (void)
{
  const char *variants[] = { "briscola2", "briscola4", "chiamata" };
  BriRng rng;

  bri_rng_init (&rng, 8);
  for (guint v = 0; v < G_N_ELEMENTS (variants); v++)
    for (guint tricks = 2; tricks <= 4; tricks += 2)
      {
        g_autoptr (BriDealLog) log = bri_deal_log_new ();
        g_autoptr (BriPlayReadings) readings = NULL;
        BriState state, worlds[100];
        BriRng start[G_N_ELEMENTS (worlds)];
        guint seat, remembered = 0;

        play_part (&state, log, variants[v], tricks, &rng);
        seat = state.to_act;
        readings = bri_play_readings_new (log, NOISE);
        for (guint w = 0; w < G_N_ELEMENTS (worlds); w++)
          bri_state_resample (&state, seat, &rng, &worlds[w]);
        for (guint pass = 0; pass < 2; pass++)
          {
            for (guint w = 0; w < G_N_ELEMENTS (worlds); w++)
              {
                BriRng plain, remembering;
                double alone, with;

                if (pass == 0)
                  start[w] = rng;
                plain = remembering = start[w];
                alone = bri_inference_read_deal (log, &worlds[w], seat, NULL, NOISE, HISTORIES,
                                                 NULL, &plain);
                with = bri_inference_read_deal (log, &worlds[w], seat, NULL, NOISE, HISTORIES,
                                                readings, &remembering);
                g_assert_cmpfloat (alone, ==, with);
                g_assert_cmpuint (plain.state, ==, remembering.state);
                rng = plain;
              }
            if (pass == 0)
              remembered = readings->n;
          }
        g_test_message ("%s after %u tricks: %u readings remembered", variants[v], tricks,
                        remembered);
        g_assert_cmpuint (remembered, >, 0);
        g_assert_cmpuint (readings->n, ==, remembered);
      }
}

/* A hand for the i-th reading: the golden ratio's multiples spread over all 64 bits. */
static BriCardSet
spread_hand (guint32 i)
{
  return G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) * i;
}

/* A full table stops remembering, and reads afresh, rather than growing past its
 * bound; what it holds stays found. */
static void
test_bounded (void)
{
  g_autoptr (BriDealLog) log = bri_deal_log_new ();
  g_autoptr (BriPlayReadings) readings = bri_play_readings_new (log, NOISE);
  double chance[BRI_N_OPPONENT_KINDS] = { 0.25, 0.5, 0.75, 1.0 };
  const Reading *seventh;

  for (guint32 i = 0; i < READINGS_MOST; i++)
    {
      guint32 play = 1 + i % 40;

      remember_reading (readings, find_reading (readings, spread_hand (i), play),
                        spread_hand (i), play, chance);
    }
  g_assert_cmpuint (readings->mask + 1, ==, READINGS_MOST);
  g_assert_cmpuint (4 * readings->n, <=, 3 * READINGS_MOST);
  seventh = find_reading (readings, spread_hand (7), 1 + 7);
  g_assert_cmpuint (seventh->play, ==, 1 + 7);
  g_assert_cmpfloat (seventh->chance[2], ==, 0.75);
  g_assert_cmpuint (find_reading (readings, 1, 41)->play, ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_summary ("The deal reader reads each play once per hand: what it remembers "
                  "weighs every sampled deal exactly as reading afresh does, and its "
                  "table stays within its bound");

  g_test_add_func ("/ai/play-readings/remembered-as-read", test_remembered_as_read);
  g_test_add_func ("/ai/play-readings/bounded", test_bounded);
  return g_test_run ();
}
