/* bri-kit-ext.h: typed access to the bytes a variant keeps in BriState.ext. */
#pragma once

#if !defined(BRISCOLA_KIT_INSIDE) && !defined(BRISCOLA_KIT_COMPILATION)
# error "Only <briscola-kit.h> can be included directly."
#endif

#include <briscola.h>

/**
 * BRI_KIT_DEFINE_STATE_EXT:
 * @Type: the variant's struct kept in state->ext: plain data, no pointers (states are
 *   copied by value); the area is aligned for any member type
 * @accessor: the name of the accessor for a writable state
 * @const_accessor: the name of the accessor for a read-only state
 *
 * Put once in a plugin: checks at compile time that @Type fits in
 * %BRI_STATE_EXT_SIZE bytes and defines two static inline accessors,
 * `Type *accessor (BriState *)` and `const Type *const_accessor (const BriState *)`.
 */
#define BRI_KIT_DEFINE_STATE_EXT(Type, accessor, const_accessor)             \
  G_STATIC_ASSERT (sizeof (Type) <= BRI_STATE_EXT_SIZE);                     \
  static inline Type *                                                       \
  accessor (BriState *state)                                                 \
  {                                                                          \
    return (Type *) state->ext;                                              \
  }                                                                          \
  static inline const Type *                                                 \
  const_accessor (const BriState *state)                                     \
  {                                                                          \
    return (const Type *) state->ext;                                        \
  }
