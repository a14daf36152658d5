/* briscola-rules-window.c: a variant's rules, as its plugin writes them (paragraphs
 * separated by blank lines), in the user's language. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-rules-window.h"

struct _BriscolaRulesWindow
{
  AdwWindow parent_instance;

  AdwWindowTitle *window_title;
  GtkBox *paragraphs;
};

G_DEFINE_FINAL_TYPE (BriscolaRulesWindow, briscola_rules_window, ADW_TYPE_WINDOW)

static void
briscola_rules_window_class_init (BriscolaRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/"
                                               "briscola-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaRulesWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BriscolaRulesWindow, paragraphs);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
briscola_rules_window_init (BriscolaRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

BriscolaRulesWindow *
briscola_rules_window_new (const BriRules *rules)
{
  BriscolaRulesWindow *self;
  g_auto (GStrv) paragraphs = NULL;
  g_autofree char *title = NULL;

  g_return_val_if_fail (rules != NULL, NULL);

  self = g_object_new (BRISCOLA_TYPE_RULES_WINDOW, NULL);
  /* Translators: %s is a game's name. */
  title = g_strdup_printf (_("Rules of %s"), bri_rules_get_name (rules));
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, bri_rules_get_name (rules));
  adw_window_title_set_subtitle (self->window_title, _("Rules"));

  paragraphs = g_strsplit (bri_rules_get_rules_text (rules), "\n\n", -1);
  for (guint i = 0; paragraphs[i] != NULL; i++)
    {
      GtkWidget *label = gtk_label_new (g_strstrip (paragraphs[i]));
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_selectable (GTK_LABEL (label), FALSE);
      gtk_widget_add_css_class (label, "body");
      gtk_box_append (self->paragraphs, label);
    }
  return self;
}
