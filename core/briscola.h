/* briscola.h: the one header front ends and plugins include for libbriscola. */
#pragma once

#define BRISCOLA_INSIDE
#include "bri-card.h"
#include "bri-trick-rules.h"
#include "bri-rng.h"
#include "bri-action.h"
#include "bri-config.h"
#include "bri-rules.h"
#include "bri-state.h"
#include "bri-view.h"
#include "bri-deal-log.h"
#include "bri-table-notes.h"
#include "bri-match.h"
#include "bri-search.h"
#include "bri-random-playout.h"
#include "bri-inference.h"
#include "bri-endgame.h"
#include "bri-player.h"
#include "bri-variant.h"
#include "bri-plugin-descriptor.h"
#include "bri-plugin-loader.h"
#include "bri-saved-game.h"
#include "bri-game.h"
#include "bri-error.h"
#include "bri-i18n.h"
#undef BRISCOLA_INSIDE
