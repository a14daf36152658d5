/* bri-types.h: forward declarations shared by the core headers. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include <glib.h>

G_BEGIN_DECLS

#define BRI_MAX_SEATS 8
#define BRI_NO_SEAT ((guint8) 0xff)

typedef struct _BriRules BriRules;
typedef struct _BriConfig BriConfig;
typedef struct _BriState BriState;
typedef struct _BriView BriView;
typedef struct _BriDealScore BriDealScore;
typedef struct _BriMatch BriMatch;
typedef struct _BriTableNote BriTableNote;

G_END_DECLS
