/* briscola-application.c: the application: loads the variant plugins once, offers the
 * app-wide actions (preferences, statistics, about, quit) and opens the main window. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-application.h"
#include "briscola-resources.h"
#include "briscola-preferences-window.h"
#include "briscola-startup-probe.h"
#include "briscola-statistics-window.h"
#include "briscola-window.h"

struct _BriscolaApplication
{
  AdwApplication parent_instance;

  BriPluginLoader *loader;
};

G_DEFINE_FINAL_TYPE (BriscolaApplication, briscola_application, ADW_TYPE_APPLICATION)

BriPluginLoader *
briscola_application_get_loader (BriscolaApplication *self)
{
  g_return_val_if_fail (BRISCOLA_IS_APPLICATION (self), NULL);

  if (self->loader == NULL)
    {
      self->loader = bri_plugin_loader_new ();
      bri_plugin_loader_load_default (self->loader);
    }
  return self->loader;
}

static void
briscola_application_activate (GApplication *application)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (application));

  if (window == NULL)
    {
      window = GTK_WINDOW (briscola_window_new (ADW_APPLICATION (application)));
      briscola_startup_probe_watch (window);
    }
  gtk_window_present (window);
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (data));
  GtkWindow *window = GTK_WINDOW (briscola_preferences_window_new ());

  gtk_window_set_transient_for (window, parent);
  gtk_window_present (window);
}

static void
statistics_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  BriscolaApplication *self = data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWindow *window;

  window = GTK_WINDOW (briscola_statistics_window_new (briscola_application_get_loader (self)));
  gtk_window_set_transient_for (window, parent);
  gtk_window_present (window);
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (data));
  static const char *developers[] = { "The Briscola authors", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "transient-for", parent,
                        "application-name", _("Briscola"),
                        "application-icon", APP_ID,
                        "developer-name", _("The Briscola authors"),
                        "version", PACKAGE_VERSION,
                        "comments", _("Briscola and its family of Italian trick-taking "
                                      "card games, against computer players."),
                        "developers", developers,
                        "copyright", "© The Briscola authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* Translators: your name, to be credited in the About window. */
                        "translator-credits", _("translator-credits"),
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (data));

  /* Closing the windows saves their size; the game itself is saved after every move. */
  while (windows != NULL)
    {
      GtkWindow *window = windows->data;
      windows = windows->next;
      gtk_window_destroy (window);
    }
}

static const GActionEntry app_actions[] = {
  { "preferences", preferences_action },
  { "statistics", statistics_action },
  { "about", about_action },
  { "quit", quit_action },
};

static void
briscola_application_startup (GApplication *application)
{
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *preferences_accels[] = { "<Control>comma", NULL };
  static const char *new_game_accels[] = { "<Control>n", NULL };
  static const char *undo_accels[] = { "<Control>z", NULL };
  static const char *hint_accels[] = { "<Control>h", NULL };
  static const char *rules_accels[] = { "F1", NULL };

  G_APPLICATION_CLASS (briscola_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.quit",
                                         quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "app.preferences",
                                         preferences_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.new-game",
                                         new_game_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.undo",
                                         undo_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.hint",
                                         hint_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (application), "win.rules",
                                         rules_accels);
}

static void
briscola_application_dispose (GObject *object)
{
  BriscolaApplication *self = BRISCOLA_APPLICATION (object);

  g_clear_object (&self->loader);
  G_OBJECT_CLASS (briscola_application_parent_class)->dispose (object);
}

static void
briscola_application_class_init (BriscolaApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = briscola_application_dispose;
  app_class->activate = briscola_application_activate;
  app_class->startup = briscola_application_startup;
}

static void
briscola_application_init (BriscolaApplication *self)
{
}

BriscolaApplication *
briscola_application_new (GApplicationFlags flags)
{
  static gsize registered = 0;

  /* The resources live in a static library: register them by hand, once. */
  if (g_once_init_enter (&registered))
    {
      briscola_register_resource ();
      g_once_init_leave (&registered, 1);
    }
  return g_object_new (BRISCOLA_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags,
                       "resource-base-path", "/io/github/briscola/Briscola",
                       NULL);
}
