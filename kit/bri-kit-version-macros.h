/* bri-kit-version-macros.h: marks the functions and data libbriscola-kit exports.
 *
 * The kit is built with hidden visibility, like libbriscola: only what carries
 * BRI_KIT_AVAILABLE_IN_ALL is part of its ABI. */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#if defined(__GNUC__) || defined(__clang__)
# define _BRI_KIT_EXTERN __attribute__((visibility ("default"))) extern
#else
# define _BRI_KIT_EXTERN extern
#endif

/* In front of every public declaration: available since the first libbriscola-kit-1. */
#define BRI_KIT_AVAILABLE_IN_ALL _BRI_KIT_EXTERN
