/* briscola-statistics-window.c: matches played, won and drawn per variant, from GSettings. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-settings.h"
#include "briscola-statistics-window.h"

struct _BriscolaStatisticsWindow
{
  AdwWindow parent_instance;

  GtkStack *stack;
  AdwPreferencesGroup *group;
};

G_DEFINE_FINAL_TYPE (BriscolaStatisticsWindow, briscola_statistics_window, ADW_TYPE_WINDOW)

static void
briscola_statistics_window_class_init (BriscolaStatisticsWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/"
                                               "briscola-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BriscolaStatisticsWindow, group);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
briscola_statistics_window_init (BriscolaStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

BriscolaStatisticsWindow *
briscola_statistics_window_new (BriPluginLoader *loader)
{
  g_autoptr (GSettings) settings = briscola_settings_new ();
  BriscolaStatisticsWindow *self;
  guint n_rows = 0;

  g_return_val_if_fail (BRI_IS_PLUGIN_LOADER (loader), NULL);

  self = g_object_new (BRISCOLA_TYPE_STATISTICS_WINDOW, NULL);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (loader)); i++)
    {
      g_autoptr (BriVariant) variant = g_list_model_get_item (G_LIST_MODEL (loader), i);
      g_autofree char *played_text = NULL;
      g_autofree char *won_text = NULL;
      guint played, won, drawn;
      GtkWidget *row, *label;

      if (!briscola_settings_get_stats (settings, bri_variant_get_id (variant), &played, &won,
                                        &drawn) || played == 0)
        continue;
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), bri_variant_get_name (variant));
      played_text = g_strdup_printf (ngettext ("%u match played, %u drawn",
                                               "%u matches played, %u drawn", played),
                                     played, drawn);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), played_text);
      /* Translators: matches won, and the share of matches played. */
      won_text = g_strdup_printf (ngettext ("%u won (%u%%)", "%u won (%u%%)", won), won,
                                  (guint) ((won * 100 + played / 2) / played));
      label = gtk_label_new (won_text);
      gtk_widget_add_css_class (label, "numeric");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
      adw_preferences_group_add (self->group, row);
      n_rows++;
    }
  gtk_stack_set_visible_child_name (self->stack, n_rows > 0 ? "list" : "empty");
  return self;
}
