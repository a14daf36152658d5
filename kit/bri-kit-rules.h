/* bri-kit-rules.h: BriRules fields that variants fill in the same few ways, as one entry
 * each in a variant's BriRules initializer. */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#include <briscola.h>

/* The fewest and most players a variant takes, and the number a new game starts with. */
#define BRI_KIT_PLAYERS(min, max, usual)                                     \
  .min_players = (min), .max_players = (max), .default_players = (usual)

/* A variant played by exactly @n players. */
#define BRI_KIT_FIXED_PLAYERS(n) BRI_KIT_PLAYERS (n, n, n)

/* The variant's option table of @n entries. */
#define BRI_KIT_OPTIONS(specs, n) .options = (specs), .n_options = (n)
