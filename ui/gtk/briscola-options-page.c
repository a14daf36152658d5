/* briscola-options-page.c: a variant's options before a game starts. The rows come from
 * the plugin's BriOptionSpec table; the choices are remembered per variant. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "briscola-options-page.h"
#include "briscola-settings.h"

struct _BriscolaOptionsPage
{
  GtkWidget parent_instance;

  GtkLabel *description_label;
  AdwPreferencesGroup *options_group;
  AdwComboRow *deck_row;
  GtkLabel *error_label;
  GtkWidget *start_button;

  GSettings *settings;
  BriVariant *variant;
  GtkWidget *players_row;
  GtkWidget *option_rows[BRI_MAX_OPTIONS];
  guint n_option_rows;
  gboolean updating;
};

G_DEFINE_FINAL_TYPE (BriscolaOptionsPage, briscola_options_page, GTK_TYPE_WIDGET)

/* By the deck-style setting's values, "auto" first. */
static const char *deck_values[] = { "auto", "italian", "spanish", "french", "french-south" };

static void
validate (BriscolaOptionsPage *self)
{
  g_autoptr (GError) error = NULL;
  BriConfig config;

  if (self->variant == NULL || self->updating)
    return;
  if (briscola_options_page_get_config (self, &config, &error))
    gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  else
    {
      gtk_label_set_text (self->error_label, error->message);
      gtk_widget_set_visible (GTK_WIDGET (self->error_label), TRUE);
    }
}

static void
on_row_changed (BriscolaOptionsPage *self)
{
  validate (self);
}

static void
on_deck_changed (BriscolaOptionsPage *self)
{
  guint selected = adw_combo_row_get_selected (self->deck_row);

  if (self->updating || selected >= G_N_ELEMENTS (deck_values))
    return;
  g_settings_set_string (self->settings, "deck-style", deck_values[selected]);
}

static void
clear_rows (BriscolaOptionsPage *self)
{
  if (self->players_row != NULL)
    adw_preferences_group_remove (self->options_group, self->players_row);
  self->players_row = NULL;
  for (guint i = 0; i < self->n_option_rows; i++)
    adw_preferences_group_remove (self->options_group, self->option_rows[i]);
  self->n_option_rows = 0;
}

static GtkWidget *
combo_row (BriscolaOptionsPage *self, const char *title, GtkStringList *model, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_row_changed), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_add (self->options_group, row);
  return row;
}

/* The choices remembered for @rules, into @config. */
static void
restore (BriscolaOptionsPage *self, const BriRules *rules, BriConfig *config)
{
  g_autoptr (GVariant) saved = g_settings_get_value (self->settings, "variant-options");
  const char *text = NULL;
  g_auto (GStrv) parts = NULL;

  bri_config_init (config, rules);
  if (!g_variant_lookup (saved, rules->id, "&s", &text))
    return;
  parts = g_strsplit (text, ";", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 players;
      if (g_str_has_prefix (parts[i], "players="))
        {
          if (g_ascii_string_to_unsigned (parts[i] + 8, 10, 1, BRI_MAX_SEATS, &players, NULL))
            bri_config_set_players (config, (guint) players, NULL);
        }
      else if (parts[i][0] != '\0')
        /* An option the plugin no longer has is simply forgotten. */
        bri_config_parse_option (config, parts[i], NULL);
    }
}

void
briscola_options_page_set_variant (BriscolaOptionsPage *self,
                                   BriVariant          *variant)
{
  const BriRules *rules;
  g_autofree char *usual = NULL;
  g_autofree char *deck = NULL;
  BriConfig config;

  g_return_if_fail (BRISCOLA_IS_OPTIONS_PAGE (self));
  g_return_if_fail (BRI_IS_VARIANT (variant));

  self->updating = TRUE;
  clear_rows (self);
  g_set_object (&self->variant, variant);
  rules = bri_variant_get_rules (variant);
  restore (self, rules, &config);
  gtk_label_set_text (self->description_label, bri_variant_get_description (variant));

  if (rules->min_players != rules->max_players)
    {
      g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
      for (guint n = rules->min_players; n <= rules->max_players; n++)
        {
          g_autofree char *text = g_strdup_printf (ngettext ("%u player", "%u players", n), n);
          gtk_string_list_append (model, text);
        }
      self->players_row = combo_row (self, _("Players"), model,
                                     config.n_players - rules->min_players);
    }

  for (guint i = 0; i < rules->n_options; i++)
    {
      const BriOptionSpec *spec = &rules->options[i];
      g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

      for (guint c = 0; spec->choices[c].value != NULL; c++)
        gtk_string_list_append (model, g_dgettext (GETTEXT_PACKAGE, spec->choices[c].label));
      self->option_rows[self->n_option_rows++] =
        combo_row (self, g_dgettext (GETTEXT_PACKAGE, spec->label), model, config.option[i]);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->options_group),
                          self->players_row != NULL || self->n_option_rows > 0);

  /* The deck row's first entry names the variant's usual deck. */
  {
    g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);
    BriDeckStyle style = rules->deck_style < BRI_N_DECK_STYLES ? rules->deck_style
                                                               : BRI_DECK_STYLE_ITALIAN;
    const char *names[] = { C_("deck", "Italian"), C_("deck", "Spanish"),
                            C_("deck", "French"), C_("deck", "French, South Italian Order") };

    usual = g_strdup_printf (C_("deck", "As Usual (%s)"), names[style]);
    gtk_string_list_append (model, usual);
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      gtk_string_list_append (model, names[i]);
    adw_combo_row_set_model (self->deck_row, G_LIST_MODEL (model));
  }
  deck = g_settings_get_string (self->settings, "deck-style");
  adw_combo_row_set_selected (self->deck_row, 0);
  for (guint i = 0; i < G_N_ELEMENTS (deck_values); i++)
    if (g_strcmp0 (deck, deck_values[i]) == 0)
      adw_combo_row_set_selected (self->deck_row, i);

  self->updating = FALSE;
  validate (self);
}

BriVariant *
briscola_options_page_get_variant (BriscolaOptionsPage *self)
{
  g_return_val_if_fail (BRISCOLA_IS_OPTIONS_PAGE (self), NULL);
  return self->variant;
}

gboolean
briscola_options_page_get_config (BriscolaOptionsPage  *self,
                                  BriConfig            *config,
                                  GError              **error)
{
  const BriRules *rules;

  g_return_val_if_fail (BRISCOLA_IS_OPTIONS_PAGE (self), FALSE);
  g_return_val_if_fail (self->variant != NULL, FALSE);

  rules = bri_variant_get_rules (self->variant);
  bri_config_init (config, rules);
  if (self->players_row != NULL)
    config->n_players = (guint8) (rules->min_players +
                                  adw_combo_row_get_selected (ADW_COMBO_ROW (self->players_row)));
  for (guint i = 0; i < self->n_option_rows; i++)
    config->option[i] = (guint8) adw_combo_row_get_selected (ADW_COMBO_ROW (self->option_rows[i]));
  return bri_config_check (config, error);
}

void
briscola_options_page_remember (BriscolaOptionsPage *self)
{
  g_autoptr (GVariant) saved = NULL;
  g_auto (GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{ss}"));
  g_autofree char *options = NULL;
  g_autofree char *text = NULL;
  const char *id;
  const char *value;
  GVariantIter iter;
  BriConfig config;

  g_return_if_fail (BRISCOLA_IS_OPTIONS_PAGE (self));

  if (self->variant == NULL || !briscola_options_page_get_config (self, &config, NULL))
    return;
  options = bri_config_options_to_string (&config);
  text = g_strdup_printf ("players=%u;%s", config.n_players, options);
  saved = g_settings_get_value (self->settings, "variant-options");
  g_variant_iter_init (&iter, saved);
  while (g_variant_iter_next (&iter, "{&s&s}", &id, &value))
    if (!g_str_equal (id, bri_variant_get_id (self->variant)))
      g_variant_builder_add (&builder, "{ss}", id, value);
  g_variant_builder_add (&builder, "{ss}", bri_variant_get_id (self->variant), text);
  g_settings_set_value (self->settings, "variant-options", g_variant_builder_end (&builder));
  g_settings_set_string (self->settings, "last-variant", bri_variant_get_id (self->variant));
}

static void
briscola_options_page_dispose (GObject *object)
{
  BriscolaOptionsPage *self = BRISCOLA_OPTIONS_PAGE (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BRISCOLA_TYPE_OPTIONS_PAGE);
  /* Children of the template that have no name are not disposed with it. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_object (&self->variant);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (briscola_options_page_parent_class)->dispose (object);
}

static void
briscola_options_page_class_init (BriscolaOptionsPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_options_page_dispose;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/"
                                               "briscola-options-page.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaOptionsPage, description_label);
  gtk_widget_class_bind_template_child (widget_class, BriscolaOptionsPage, options_group);
  gtk_widget_class_bind_template_child (widget_class, BriscolaOptionsPage, deck_row);
  gtk_widget_class_bind_template_child (widget_class, BriscolaOptionsPage, error_label);
  gtk_widget_class_bind_template_child (widget_class, BriscolaOptionsPage, start_button);
}

static void
briscola_options_page_init (BriscolaOptionsPage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = briscola_settings_new ();
  g_signal_connect_object (self->deck_row, "notify::selected", G_CALLBACK (on_deck_changed),
                           self, G_CONNECT_SWAPPED);
}

GtkWidget *
briscola_options_page_new (void)
{
  return g_object_new (BRISCOLA_TYPE_OPTIONS_PAGE, NULL);
}
