/* briscola-preferences-window.c: the app's preferences, each row bound to its GSettings key. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>
#include <briscola.h>

#include "briscola-preferences-window.h"
#include "briscola-settings.h"

struct _BriscolaPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  AdwComboRow *deck_row;
  AdwComboRow *order_row;
  AdwComboRow *level_row;
  AdwComboRow *speed_row;
  AdwComboRow *language_row;
  GtkSwitch *confirm_switch;
  GtkSwitch *casual_switch;

  GSettings *settings;
  const char *levels[BRI_N_PLAYER_KINDS + 1];
};

G_DEFINE_FINAL_TYPE (BriscolaPreferencesWindow, briscola_preferences_window,
                     ADW_TYPE_PREFERENCES_WINDOW)

/* By the combo rows' order. */
static const char *deck_values[] = { "auto", "italian", "spanish", "french", "french-south",
                                     NULL };
static const char *order_values[] = { "suit", "strength", "dealt", NULL };
static const char *speed_values[] = { "slow", "normal", "fast", "off", NULL };
static const char *language_values[] = { "", "en", "it", "de", "nl", NULL };

static gboolean
string_to_index (GValue   *value,
                 GVariant *variant,
                 gpointer  data)
{
  const char *const *values = data;
  const char *text = g_variant_get_string (variant, NULL);

  for (guint i = 0; values[i] != NULL; i++)
    if (g_str_equal (values[i], text))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
index_to_string (const GValue       *value,
                 const GVariantType *type,
                 gpointer            data)
{
  const char *const *values = data;
  guint index = g_value_get_uint (value);

  for (guint i = 0; values[i] != NULL; i++)
    if (i == index)
      return g_variant_new_string (values[i]);
  return NULL;
}

static void
bind_choices (BriscolaPreferencesWindow *self,
              const char                *key,
              AdwComboRow               *row,
              const char *const         *values)
{
  g_settings_bind_with_mapping (self->settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                string_to_index, index_to_string, (gpointer) values, NULL);
}

static void
briscola_preferences_window_dispose (GObject *object)
{
  BriscolaPreferencesWindow *self = BRISCOLA_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (briscola_preferences_window_parent_class)->dispose (object);
}

static void
briscola_preferences_window_class_init (BriscolaPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_preferences_window_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/"
                                               "briscola-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaPreferencesWindow, deck_row);
  gtk_widget_class_bind_template_child (widget_class, BriscolaPreferencesWindow, order_row);
  gtk_widget_class_bind_template_child (widget_class, BriscolaPreferencesWindow, level_row);
  gtk_widget_class_bind_template_child (widget_class, BriscolaPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, BriscolaPreferencesWindow, language_row);
  gtk_widget_class_bind_template_child (widget_class, BriscolaPreferencesWindow, confirm_switch);
  gtk_widget_class_bind_template_child (widget_class, BriscolaPreferencesWindow, casual_switch);
}

static void
briscola_preferences_window_init (BriscolaPreferencesWindow *self)
{
  g_autoptr (GtkStringList) levels = gtk_string_list_new (NULL);

  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = briscola_settings_new ();

  /* The computer players are those the game library offers. */
  for (guint kind = 0; kind < BRI_N_PLAYER_KINDS; kind++)
    {
      self->levels[kind] = bri_player_kind_to_string (kind);
      gtk_string_list_append (levels, briscola_player_kind_label (kind));
    }
  self->levels[BRI_N_PLAYER_KINDS] = NULL;
  adw_combo_row_set_model (self->level_row, G_LIST_MODEL (levels));

  bind_choices (self, "deck-style", self->deck_row, deck_values);
  bind_choices (self, "card-order", self->order_row, order_values);
  bind_choices (self, "animation-speed", self->speed_row, speed_values);
  bind_choices (self, "language", self->language_row, language_values);
  bind_choices (self, "ai-level", self->level_row, self->levels);
  g_settings_bind (self->settings, "confirm-before-play", self->confirm_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "casual-mode", self->casual_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
}

BriscolaPreferencesWindow *
briscola_preferences_window_new (void)
{
  return g_object_new (BRISCOLA_TYPE_PREFERENCES_WINDOW, NULL);
}
