/* bri-version-macros.h: marks the functions and data libbriscola exports.
 *
 * The library is built with hidden visibility, so only what carries
 * BRI_AVAILABLE_IN_ALL is part of its ABI; everything else stays private to it. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#if defined(__GNUC__) || defined(__clang__)
# define _BRI_EXTERN __attribute__((visibility ("default"))) extern
#else
# define _BRI_EXTERN extern
#endif

/* In front of every public declaration: available since the first libbriscola-1. */
#define BRI_AVAILABLE_IN_ALL _BRI_EXTERN
