/* briscola-options-page.c: a variant's options before a game starts. The rows come from
 * the plugin's BriOptionSpec table: a switch for an off/on option, a drop-down otherwise,
 * shown only while the option applies. The choices are remembered per variant. */
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

/* An option whose choices are exactly "off" and "on" is a switch. */
static gboolean
is_off_on (const BriOptionSpec *spec)
{
  return g_strcmp0 (spec->choices[0].value, "off") == 0 &&
         g_strcmp0 (spec->choices[1].value, "on") == 0 &&
         spec->choices[2].value == NULL;
}

static guint
get_row_choice (GtkWidget *row)
{
  GtkSwitch *toggle = g_object_get_data (G_OBJECT (row), "briscola-switch");

  if (toggle != NULL)
    return gtk_switch_get_active (toggle) ? 1 : 0;
  return adw_combo_row_get_selected (ADW_COMBO_ROW (row));
}

/* The choices as the rows show them, hidden ones included. */
static void
read_rows (BriscolaOptionsPage *self, BriConfig *config)
{
  const BriRules *rules = bri_variant_get_rules (self->variant);

  bri_config_init (config, rules);
  if (self->players_row != NULL)
    config->n_players = (guint8) (rules->min_players +
                                  adw_combo_row_get_selected (ADW_COMBO_ROW (self->players_row)));
  for (guint i = 0; i < self->n_option_rows; i++)
    config->option[i] = (guint8) get_row_choice (self->option_rows[i]);
}

/* Shows only the options that apply to the other choices. A hidden row keeps its value,
 * so that it comes back as it was, but the game gets the option's default. */
static void
show_applicable_rows (BriscolaOptionsPage *self)
{
  BriConfig config;

  read_rows (self, &config);
  for (guint i = 0; i < self->n_option_rows; i++)
    gtk_widget_set_visible (self->option_rows[i], bri_config_option_applies (&config, i));
}

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
  if (self->variant == NULL || self->updating)
    return;
  show_applicable_rows (self);
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

/* The drop-down's items wrap instead of being cut short, and the chosen one is ticked. */
static void
setup_choice_item (GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *check = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (box), check);
  gtk_list_item_set_child (item, box);
}

static void
update_choice_check (GtkListItem *item)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  AdwComboRow *row = g_object_get_data (G_OBJECT (item), "briscola-row");
  GtkWidget *check = gtk_widget_get_last_child (box);

  gtk_widget_set_opacity (check, row != NULL &&
                                 adw_combo_row_get_selected (row) ==
                                 gtk_list_item_get_position (item) ? 1 : 0);
}

static void
bind_choice_item (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  GtkWidget *box = gtk_list_item_get_child (item);
  GtkStringObject *string = gtk_list_item_get_item (item);

  gtk_label_set_text (GTK_LABEL (gtk_widget_get_first_child (box)),
                      gtk_string_object_get_string (string));
  g_object_set_data (G_OBJECT (item), "briscola-row", row);
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (update_choice_check), item,
                           G_CONNECT_SWAPPED);
  update_choice_check (item);
}

static void
unbind_choice_item (GtkSignalListItemFactory *factory, GtkListItem *item, AdwComboRow *row)
{
  g_signal_handlers_disconnect_by_func (row, update_choice_check, item);
  g_object_set_data (G_OBJECT (item), "briscola-row", NULL);
}

/* Shows the chosen value as the row's subtitle, which wraps, and lists the choices in
 * full. */
static void
show_choices_in_full (AdwComboRow *row)
{
  g_autoptr (GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  g_signal_connect (factory, "setup", G_CALLBACK (setup_choice_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_choice_item), row);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_choice_item), row);
  adw_combo_row_set_list_factory (row, factory);
  adw_combo_row_set_use_subtitle (row, TRUE);
}

static GtkWidget *
combo_row (BriscolaOptionsPage *self, const char *title, GtkStringList *model, guint selected)
{
  GtkWidget *row = adw_combo_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), selected);
  show_choices_in_full (ADW_COMBO_ROW (row));
  g_signal_connect_object (row, "notify::selected", G_CALLBACK (on_row_changed), self,
                           G_CONNECT_SWAPPED);
  adw_preferences_group_add (self->options_group, row);
  return row;
}

static GtkWidget *
switch_row (BriscolaOptionsPage *self, const char *title, gboolean active)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_object_set_data (G_OBJECT (row), "briscola-switch", toggle);
  g_signal_connect_object (toggle, "notify::active", G_CALLBACK (on_row_changed), self,
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
      const char *title = bri_rules_gettext (rules, spec->label);
      g_autoptr (GtkStringList) model = NULL;

      if (is_off_on (spec))
        {
          self->option_rows[self->n_option_rows++] = switch_row (self, title, config.option[i]);
          continue;
        }
      model = gtk_string_list_new (NULL);
      for (guint c = 0; spec->choices[c].value != NULL; c++)
        gtk_string_list_append (model, bri_rules_gettext (rules, spec->choices[c].label));
      self->option_rows[self->n_option_rows++] = combo_row (self, title, model, config.option[i]);
    }
  show_applicable_rows (self);
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
  g_return_val_if_fail (BRISCOLA_IS_OPTIONS_PAGE (self), FALSE);
  g_return_val_if_fail (self->variant != NULL, FALSE);

  read_rows (self, config);
  /* What the hidden rows hold does not count. */
  bri_config_reset_inapplicable (config);
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

GtkWidget *
briscola_options_page_get_start_button (BriscolaOptionsPage *self)
{
  g_return_val_if_fail (BRISCOLA_IS_OPTIONS_PAGE (self), NULL);
  return self->start_button;
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
  show_choices_in_full (self->deck_row);
  g_signal_connect_object (self->deck_row, "notify::selected", G_CALLBACK (on_deck_changed),
                           self, G_CONNECT_SWAPPED);
}

GtkWidget *
briscola_options_page_new (void)
{
  return g_object_new (BRISCOLA_TYPE_OPTIONS_PAGE, NULL);
}
