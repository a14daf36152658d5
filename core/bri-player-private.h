/* bri-player-private.h: the rule of thumb's card play, shared by the greedy player, the
 * search's play-outs and the reading of other seats' plays. */
#pragma once

#include "bri-action.h"
#include "bri-state.h"

G_BEGIN_DECLS

/* The card the rule of thumb plays among @n legal plays: take points worth taking as
 * cheaply as possible, give points only to a partner the seat knows holds the trick
 * and nobody can beat, and otherwise throw away what costs least. */
BriCard bri_player_rule_of_thumb_card (const BriState *state, const BriAction *plays, guint n);

G_END_DECLS
