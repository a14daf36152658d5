/* briscola-startup-probe.c: reports the first frame's time and the resident memory then,
 * so that the start-up figures in the README are measured, not guessed. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <unistd.h>

#include "briscola-startup-probe.h"

/* Resident memory in KiB, from the second field of /proc/self/statm (in pages). */
static guint64
resident_kib (void)
{
  g_autofree char *statm = NULL;
  g_auto (GStrv) fields = NULL;

  if (!g_file_get_contents ("/proc/self/statm", &statm, NULL, NULL))
    return 0;
  fields = g_strsplit (statm, " ", 3);
  if (g_strv_length (fields) < 2)
    return 0;
  return g_ascii_strtoull (fields[1], NULL, 10) * (guint64) sysconf (_SC_PAGESIZE) / 1024;
}

static void
on_after_paint (GdkFrameClock *clock,
                GtkWindow     *window)
{
  /* The monotonic clock, so that the caller can subtract the time it started us. */
  g_print ("first-frame monotonic-us=%" G_GINT64_FORMAT " resident-kib=%" G_GUINT64_FORMAT "\n",
           g_get_monotonic_time (), resident_kib ());
  g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
  g_application_quit (G_APPLICATION (gtk_window_get_application (window)));
}

static void
on_map (GtkWidget *window)
{
  g_signal_connect_object (gtk_widget_get_frame_clock (window), "after-paint",
                           G_CALLBACK (on_after_paint), window, 0);
}

void
briscola_startup_probe_watch (GtkWindow *window)
{
  g_return_if_fail (GTK_IS_WINDOW (window));

  if (g_getenv ("BRISCOLA_STARTUP_PROBE") == NULL)
    return;
  if (gtk_widget_get_mapped (GTK_WIDGET (window)))
    on_map (GTK_WIDGET (window));
  else
    g_signal_connect (window, "map", G_CALLBACK (on_map), NULL);
}
