/* fuzz-support.c: what the fuzz targets share. */
#include "config.h"

#include <stdlib.h>

#include "fuzz-target.h"

/* Aborts on a warning or worse. GLib's own fatal logs end in SIGTRAP, which libFuzzer
 * does not catch: SIGABRT makes it save the input that did it. */
static GLogWriterOutput
abort_on_warnings (GLogLevelFlags level, const GLogField *fields, gsize n_fields,
                   gpointer data)
{
  g_log_writer_default (level, fields, n_fields, data);
  if (level & (G_LOG_LEVEL_ERROR | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING))
    abort ();
  return G_LOG_WRITER_HANDLED;
}

void
fuzz_init (void)
{
  static gboolean done;

  if (done)
    return;
  done = TRUE;
  g_log_set_writer_func (abort_on_warnings, NULL, NULL);
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_WARNING);
}

BriPluginLoader *
fuzz_loader (void)
{
  static BriPluginLoader *loader;

  if (loader == NULL)
    {
      loader = bri_plugin_loader_new ();
      bri_plugin_loader_load_default (loader);
      /* Without the plugins the saved-game and action targets test next to nothing. */
      if (g_list_model_get_n_items (G_LIST_MODEL (loader)) == 0)
        g_error ("no plugin found: run the fuzz targets with meson test or meson devenv");
    }
  return loader;
}

char *
fuzz_strndup (const uint8_t *data, size_t size)
{
  char *text = g_malloc (size + 1);

  if (size > 0)
    memcpy (text, data, size);
  text[size] = '\0';
  return text;
}
