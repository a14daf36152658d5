/* main.c: starts the Briscola desktop app. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "briscola-application.h"

/* A language chosen in the preferences replaces the desktop's, before gettext starts. */
static void
apply_language_override (void)
{
  g_autoptr (GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *language = g_settings_get_string (settings, "language");

  if (language[0] != '\0')
    g_setenv ("LANGUAGE", language, TRUE);
}

/* Without a GPU, GL is emulated on the CPU (llvmpipe): for a card table that draws
 * slower than cairo and costs well over 100 MB. Unless the user chose a renderer, a
 * machine with no DRM device gets GTK's cairo drawing instead. */
static void
avoid_software_gl (void)
{
  g_autoptr (GDir) devices = NULL;
  const char *name;

  if (g_getenv ("GDK_DEBUG") != NULL || g_getenv ("GSK_RENDERER") != NULL)
    return;
  devices = g_dir_open ("/dev/dri", 0, NULL);
  while (devices != NULL && (name = g_dir_read_name (devices)) != NULL)
    if (g_str_has_prefix (name, "card") || g_str_has_prefix (name, "renderD"))
      return;
  g_setenv ("GDK_DEBUG", "gl-disable", FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr (BriscolaApplication) application = NULL;
  GSettingsSchemaSource *source;
  g_autoptr (GSettingsSchema) schema = NULL;

  source = g_settings_schema_source_get_default ();
  if (source == NULL || (schema = g_settings_schema_source_lookup (source, APP_ID, TRUE)) == NULL)
    {
      g_printerr ("briscola: the settings schema %s is not installed; "
                  "run it from an installed copy or set GSETTINGS_SCHEMA_DIR\n", APP_ID);
      return 1;
    }
  apply_language_override ();
  avoid_software_gl ();
  /* The program chooses the locale and its domain; the library binds its own. */
  setlocale (LC_ALL, "");
  bri_i18n_init ();
  textdomain (GETTEXT_PACKAGE);
  g_set_application_name (_("Briscola"));

  application = briscola_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (application), argc, argv);
}
