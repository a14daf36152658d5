/* bri-error.c: the GError domain of libbriscola. */
#include "config.h"

#include "bri-error.h"

G_DEFINE_QUARK (bri-error-quark, bri_error)
