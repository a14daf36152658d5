/* briscola-startup-probe.h: measuring the app's start, for tools/measure-startup. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* When BRISCOLA_STARTUP_PROBE is set, prints when @window painted its first frame and
 * how much memory the process holds then, and quits the application. */
void briscola_startup_probe_watch (GtkWindow *window);

G_END_DECLS
