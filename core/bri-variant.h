/* bri-variant.h: a loaded variant as a GObject, for list models and front ends. */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <glib-object.h>

#include "bri-rules.h"

G_BEGIN_DECLS

#define BRI_TYPE_VARIANT (bri_variant_get_type ())
BRI_AVAILABLE_IN_ALL
G_DECLARE_FINAL_TYPE (BriVariant, bri_variant, BRI, VARIANT, GObject)

BRI_AVAILABLE_IN_ALL
BriVariant     *bri_variant_new (const BriRules *rules, const char *path);
BRI_AVAILABLE_IN_ALL
const BriRules *bri_variant_get_rules (BriVariant *self);
BRI_AVAILABLE_IN_ALL
const char     *bri_variant_get_id (BriVariant *self);
BRI_AVAILABLE_IN_ALL
const char     *bri_variant_get_name (BriVariant *self);
BRI_AVAILABLE_IN_ALL
const char     *bri_variant_get_description (BriVariant *self);
BRI_AVAILABLE_IN_ALL
const char     *bri_variant_get_path (BriVariant *self);
/* The player counts some configuration plays with: "2", "2–6", "2, 4". */
BRI_AVAILABLE_IN_ALL
char           *bri_variant_dup_players_text (BriVariant *self);

G_END_DECLS
