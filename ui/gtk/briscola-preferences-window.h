/* briscola-preferences-window.h: the app's preferences, stored in GSettings. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_PREFERENCES_WINDOW (briscola_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaPreferencesWindow, briscola_preferences_window, BRISCOLA,
                      PREFERENCES_WINDOW, AdwPreferencesWindow)

BriscolaPreferencesWindow *briscola_preferences_window_new (void);

G_END_DECLS
