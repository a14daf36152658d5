/* bri-hot-path-private.h: the playout hot path compiled for the processor it runs on.
 *
 * Counting a card set is one popcnt instruction on every x86-64 processor since 2008, but
 * a dozen instructions on the generic x86-64 that distributions and Flatpak build for, and
 * playouts count hands for every card. BRI_HOT_PATH compiles a function twice, with popcnt
 * and without, and the dynamic linker picks one when it loads the library (an ifunc).
 * Inside such a function, bri_hot_count() is the instruction where the processor has it;
 * elsewhere it would be a call into libgcc: use bri_card_set_count() there. Only with GCC:
 * clang 14 names the ifunc of a function other files call "name.ifunc", and they fail to
 * link (clang is the fuzzing build, where speed does not matter). */
#pragma once

#include "config.h"

#include "bri-card.h"
#include "bri-rng.h"
#include "bri-types.h"

#if defined(__x86_64__) && !defined(__POPCNT__) && BRI_HAVE_IFUNC && defined(__has_attribute) \
    && !defined(__clang__)
# if __has_attribute (target_clones)
#  define BRI_HOT_PATH __attribute__ ((target_clones ("popcnt", "default")))
#  define bri_hot_count(set) ((guint) __builtin_popcountll (set))
# endif
#endif

#ifndef BRI_HOT_PATH
# define BRI_HOT_PATH
# define bri_hot_count(set) bri_card_set_count (set)
#endif

/* The @n-th card of @set, weakest first, n < the set's size. The first four without a
 * branch: n is random, and a loop of n steps would make the processor guess its length
 * wrong for about every other card played. */
static inline BriCard
bri_hot_nth_card (BriCardSet set, guint n)
{
  BriCardSet first[4];

  first[0] = set;
  first[1] = first[0] & (first[0] - 1);
  first[2] = first[1] & (first[1] - 1);
  first[3] = first[2] & (first[2] - 1);
  if (G_LIKELY (n < 4))
    return bri_card_set_lowest (first[n]);
  for (set = first[3]; n > 3; n--)
    set &= set - 1;
  return bri_card_set_lowest (set);
}

/* One of @cards (not empty) uniformly at random: the one that picking from the cards
 * listed weakest first would pick, drawing the same number from @rng. */
#define bri_hot_random_card(cards, rng) \
  bri_hot_nth_card ((cards), bri_rng_below ((rng), bri_hot_count (cards)))

/* bri_random_playout() for a variant whose hooks are the core's own
 * bri_state_legal_cards() and bri_state_apply_play(): the whole deal in one loop, with
 * no call per card. It stops early should the seat to act have no card to play (the
 * variant then lists other actions); returns how many cards were played. */
G_GNUC_INTERNAL
guint bri_state_random_playout_own_hooks (BriState *state, BriRng *rng);
