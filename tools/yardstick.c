/* yardstick.c: the speed yardstick of `briscola-cli bench` (issue 16): random Briscola
 * for two dealt and played with plain arrays, no plugin, no generic state, nothing but
 * the rules of this one game. `tools/bench-yardstick` runs it beside `bench`.
 *
 * Usage: yardstick [SECONDS] [SEED]     prints "DEALS_PER_SECOND DEALS SECONDS CHECK" */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { N_CARDS = 40, HAND = 3 };

/* The same generator as the engine (SplitMix64, Lemire's bounded draw), so both loops
 * pay the same for their random numbers. */
static uint64_t
next_random (uint64_t *state)
{
  uint64_t z = (*state += UINT64_C (0x9E3779B97F4A7C15));
  z = (z ^ (z >> 30)) * UINT64_C (0xBF58476D1CE4E5B9);
  z = (z ^ (z >> 27)) * UINT64_C (0x94D049BB133111EB);
  return z ^ (z >> 31);
}

static unsigned
below (uint64_t *state, unsigned n)
{
  return (unsigned) (((next_random (state) >> 32) * (uint64_t) n) >> 32);
}

/* Card c: suit c / 10, and c % 10 its strength: 2 4 5 6 7 Fante Cavallo Re 3 Asso. */
static const unsigned char points[10] = { 0, 0, 0, 0, 0, 2, 3, 4, 10, 11 };

/* Deals and plays one deal at random; returns the first player's points. */
static unsigned
play_deal (uint64_t *rng, unsigned leader)
{
  unsigned char deck[N_CARDS];
  unsigned char hand[2][HAND];
  unsigned n_hand[2] = { HAND, HAND };
  unsigned top = 2 * HAND, score[2] = { 0, 0 };
  unsigned trump;

  for (unsigned i = 0; i < N_CARDS; i++)
    deck[i] = (unsigned char) i;
  for (unsigned i = N_CARDS; i > 1; i--)
    {
      unsigned j = below (rng, i);
      unsigned char t = deck[i - 1];
      deck[i - 1] = deck[j];
      deck[j] = t;
    }
  for (unsigned i = 0; i < HAND; i++)
    {
      hand[leader][i] = deck[2 * i];
      hand[1 - leader][i] = deck[2 * i + 1];
    }
  /* The turned card is drawn last: move it to the bottom of the stock. */
  trump = deck[top] / 10;
  {
    unsigned char turned = deck[top];
    for (unsigned i = top; i + 1 < N_CARDS; i++)
      deck[i] = deck[i + 1];
    deck[N_CARDS - 1] = turned;
  }

  while (n_hand[leader] > 0)
    {
      unsigned follower = 1 - leader;
      unsigned a = below (rng, n_hand[leader]), b = below (rng, n_hand[follower]);
      unsigned first = hand[leader][a], second = hand[follower][b];
      unsigned winner;

      hand[leader][a] = hand[leader][--n_hand[leader]];
      hand[follower][b] = hand[follower][--n_hand[follower]];
      if (second / 10 == first / 10)
        winner = second % 10 > first % 10 ? follower : leader;
      else
        winner = second / 10 == trump ? follower : leader;
      score[winner] += points[first % 10] + points[second % 10];
      if (top < N_CARDS)
        {
          hand[winner][n_hand[winner]++] = deck[top++];
          hand[1 - winner][n_hand[1 - winner]++] = deck[top++];
        }
      leader = winner;
    }
  return score[0];
}

static double
now_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
main (int argc, char **argv)
{
  double seconds = argc > 1 ? atof (argv[1]) : 3.0;
  uint64_t rng = argc > 2 ? strtoull (argv[2], NULL, 10) : 1;
  double start = now_seconds (), elapsed;
  uint64_t deals = 0, check = 0;

  if (!(seconds > 0))
    {
      fprintf (stderr, "yardstick: SECONDS must be more than 0\n");
      return 2;
    }
  /* The clock is read every 256 deals, as bench does. */
  do
    {
      for (unsigned i = 0; i < 256; i++, deals++)
        check += play_deal (&rng, (unsigned) (deals & 1));
      elapsed = now_seconds () - start;
    }
  while (elapsed < seconds);

  /* The checksum keeps the compiler from dropping the work; 60 on average. */
  printf ("%.0f %llu %.3f %.2f\n", deals / elapsed, (unsigned long long) deals, elapsed,
          (double) check / deals);
  return 0;
}
