/* briscola-statistics-window.h: matches played and won, per variant. */
#pragma once

#include <adwaita.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_STATISTICS_WINDOW (briscola_statistics_window_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaStatisticsWindow, briscola_statistics_window, BRISCOLA,
                      STATISTICS_WINDOW, AdwWindow)

BriscolaStatisticsWindow *briscola_statistics_window_new (BriPluginLoader *loader);

G_END_DECLS
