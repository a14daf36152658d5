/* briscola-settings.h: reading the app's GSettings, statistics, seat names and the
 * autosave file's place. */
#pragma once

#include <gio/gio.h>
#include <briscola.h>

#include "briscola-card-order.h"

G_BEGIN_DECLS

GSettings         *briscola_settings_new          (void);
/* The deck style to draw @rules' cards with: the preference, or the variant's own. */
BriDeckStyle       briscola_settings_deck_style   (GSettings      *settings,
                                                   const BriRules *rules);
BriscolaCardOrder  briscola_settings_card_order   (GSettings      *settings);
/* Duration factor of animations: 0 when they are off. */
double             briscola_settings_speed        (GSettings      *settings);
BriPlayerKind      briscola_settings_ai_level     (GSettings      *settings);
const char        *briscola_player_kind_label     (BriPlayerKind   kind);

/* Counts a finished match of @variant_id. */
void               briscola_settings_record_match (GSettings      *settings,
                                                   const char     *variant_id,
                                                   gboolean        won,
                                                   gboolean        drawn);
gboolean           briscola_settings_get_stats    (GSettings      *settings,
                                                   const char     *variant_id,
                                                   guint          *played,
                                                   guint          *won,
                                                   guint          *drawn);

/* g_get_user_data_dir()/briscola/autosave.briscola */
char              *briscola_autosave_path         (void);
/* "You" for @human, a name for the others. */
const char        *briscola_seat_name             (guint           seat,
                                                   guint           human);

G_END_DECLS
