/* briscola-kit.h: the one header plugins include for libbriscola-kit, the helpers that
 * variant plugins share beside the core (as gst-plugins-base's libraries sit beside
 * GStreamer's core): dealing with a turned trump, sides, decks without a Two, match
 * formats as data, the variant's state extension and the table talk of partnerships.
 * The core knows nothing of the kit; a plugin may use as much or as little of it as it
 * likes. */
#pragma once

#include <briscola.h>

#define BRISCOLA_KIT_INSIDE
#include "bri-kit-version-macros.h"
#include "bri-kit-ext.h"
#include "bri-kit-deal.h"
#include "bri-kit-deck.h"
#include "bri-kit-match.h"
#include "bri-kit-rules.h"
#include "bri-talk.h"
#include "bri-talk-hooks.h"
#undef BRISCOLA_KIT_INSIDE
