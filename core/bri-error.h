/* bri-error.h: the GError domain of libbriscola. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <glib.h>

G_BEGIN_DECLS

#define BRI_ERROR (bri_error_quark ())

typedef enum
{
  BRI_ERROR_INVALID_CARD,    /* a card token that names no card */
  BRI_ERROR_INVALID_DECK,    /* wrong size, duplicate or foreign card */
  BRI_ERROR_INVALID_ACTION,  /* unknown action text */
  BRI_ERROR_ILLEGAL_ACTION,  /* a real action, but not allowed now */
  BRI_ERROR_INVALID_OPTION,  /* unknown option key or value */
  BRI_ERROR_INVALID_PLAYERS, /* player count the variant does not support */
  BRI_ERROR_UNKNOWN_VARIANT,
  BRI_ERROR_PLUGIN,          /* a plugin that cannot be loaded */
  BRI_ERROR_CORRUPT_SAVE,
} BriError;

BRI_AVAILABLE_IN_ALL
GQuark bri_error_quark (void);

G_END_DECLS
