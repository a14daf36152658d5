/* briscola-window.c: the main window: the variants the plugin loader found, a variant's
 * options, and the game; resuming the autosaved game at start. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "briscola-application.h"
#include "briscola-options-page.h"
#include "briscola-rules-window.h"
#include "briscola-settings.h"
#include "briscola-window.h"

struct _BriscolaWindow
{
  AdwApplicationWindow parent_instance;

  AdwToastOverlay *toast_overlay;
  GtkStack *main_stack;
  GtkStack *variants_stack;
  AdwPreferencesGroup *resume_group;
  AdwActionRow *resume_row;
  GtkListBox *variant_list;
  AdwPreferencesGroup *failures_group;
  GtkListBox *failure_list;
  AdwWindowTitle *options_title;
  BriscolaOptionsPage *options_page;
  AdwWindowTitle *game_title;
  BriscolaGameView *game_view;
  GtkListBox *history_list;
  GtkBox *last_trick_box;
  GtkWidget *last_trick_button;

  GSettings *settings;
  BriPluginLoader *loader;
  char *autosave_path;
  char *resume_error;
  guint64 seed;
};

G_DEFINE_FINAL_TYPE (BriscolaWindow, briscola_window, ADW_TYPE_APPLICATION_WINDOW)

static void
set_action_enabled (BriscolaWindow *self, const char *name, gboolean enabled)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

  if (action != NULL)
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), enabled);
}

static BriGame *
current_game (BriscolaWindow *self)
{
  return briscola_game_view_get_game (self->game_view);
}

static void
update_actions (BriscolaWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);
  gboolean in_game = g_strcmp0 (page, "game") == 0;

  set_action_enabled (self, "undo", in_game && briscola_game_view_get_can_undo (self->game_view));
  set_action_enabled (self, "hint", in_game && briscola_game_view_get_can_hint (self->game_view));
  set_action_enabled (self, "rules", (in_game && current_game (self) != NULL) ||
                                     g_strcmp0 (page, "options") == 0);
  set_action_enabled (self, "new-game", !g_str_equal (page ? page : "", "variants"));
}

static void
update_resume_row (BriscolaWindow *self)
{
  BriGame *game = current_game (self);
  gboolean resumable = game != NULL && !bri_game_get_match (game)->finished;

  gtk_widget_set_visible (GTK_WIDGET (self->resume_group), resumable);
  if (resumable)
    adw_action_row_set_subtitle (self->resume_row,
                                 bri_rules_get_name (bri_game_get_state (game)->config.rules));
}

static void
show_page (BriscolaWindow *self, const char *page)
{
  GtkWidget *start_button = briscola_options_page_get_start_button (self->options_page);
  gboolean options = g_str_equal (page, "options");

  if (g_str_equal (page, "variants"))
    update_resume_row (self);
  gtk_stack_set_visible_child_name (self->main_stack, page);
  /* On the options page Enter starts the game, wherever the focus is that does not take
   * Enter itself; the focus starts on the button too. */
  gtk_window_set_default_widget (GTK_WINDOW (self), options ? start_button : NULL);
  if (options)
    gtk_widget_grab_focus (start_button);
  update_actions (self);
}

void
briscola_window_toast (BriscolaWindow *self,
                       const char     *text)
{
  AdwToast *toast;

  g_return_if_fail (BRISCOLA_IS_WINDOW (self));

  toast = adw_toast_new (text);
  adw_toast_set_timeout (toast, 4);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

static void
play (BriscolaWindow *self, BriGame *game, gboolean resumed)
{
  const BriRules *rules = bri_game_get_state (game)->config.rules;

  /* On screen first, so that the deal is animated. */
  adw_window_title_set_title (self->game_title, bri_rules_get_name (rules));
  gtk_stack_set_visible_child_name (self->main_stack, "game");
  briscola_game_view_set_game (self->game_view, game, resumed);
  show_page (self, "game");
}

static guint64
next_seed (BriscolaWindow *self)
{
  if (self->seed != 0)
    return self->seed;
  return (guint64) g_random_int () << 32 | g_random_int ();
}

static void
start_game (BriscolaWindow *self, const BriConfig *config)
{
  g_autoptr (BriGame) game = NULL;

  /* The last seat deals first, so the human at seat 0 leads or bids first. */
  game = bri_game_new (config, next_seed (self), config->n_players - 1u);
  play (self, game, FALSE);
}

static void
on_new_game_response (AdwMessageDialog *dialog,
                      const char       *response,
                      BriscolaWindow   *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
  if (g_str_equal (response, "new-game"))
    show_page (self, "variants");
}

/* A game in progress is one the player would lose by starting another. */
static gboolean
game_in_progress (BriscolaWindow *self)
{
  BriGame *game = current_game (self);

  return g_strcmp0 (gtk_stack_get_visible_child_name (self->main_stack), "game") == 0 &&
         game != NULL && !bri_game_get_match (game)->finished;
}

static void
new_game_action (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       data)
{
  BriscolaWindow *self = BRISCOLA_WINDOW (data);
  GtkWidget *dialog;

  if (!game_in_progress (self))
    {
      show_page (self, "variants");
      return;
    }
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Start a New Game?"),
                                   _("The game in progress will be replaced once the new "
                                     "one starts."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "keep", _("_Keep Playing"),
                                    "new-game", _("_New Game"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new-game",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_new_game_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
choose_game_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       data)
{
  show_page (BRISCOLA_WINDOW (data), "variants");
}

static void
start_game_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       data)
{
  BriscolaWindow *self = BRISCOLA_WINDOW (data);
  g_autoptr (GError) error = NULL;
  BriConfig config;

  if (!briscola_options_page_get_config (self->options_page, &config, &error))
    {
      briscola_window_toast (self, error->message);
      return;
    }
  briscola_options_page_remember (self->options_page);
  start_game (self, &config);
}

static void
undo_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  briscola_game_view_undo (BRISCOLA_WINDOW (data)->game_view);
}

static void
hint_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       data)
{
  briscola_game_view_hint (BRISCOLA_WINDOW (data)->game_view);
}

static void
rules_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       data)
{
  BriscolaWindow *self = BRISCOLA_WINDOW (data);
  const char *page = gtk_stack_get_visible_child_name (self->main_stack);
  const BriRules *rules = NULL;
  BriscolaRulesWindow *window;

  if (g_strcmp0 (page, "options") == 0 && briscola_options_page_get_variant (self->options_page))
    rules = bri_variant_get_rules (briscola_options_page_get_variant (self->options_page));
  else if (current_game (self) != NULL)
    rules = bri_game_get_state (current_game (self))->config.rules;
  if (rules == NULL)
    return;
  window = briscola_rules_window_new (rules);
  gtk_window_set_transient_for (GTK_WINDOW (window), GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (window));
}

static void
on_variant_activated (BriscolaWindow *self,
                      GtkListBoxRow  *row)
{
  BriVariant *variant = g_object_get_data (G_OBJECT (row), "briscola-variant");

  if (variant == NULL)
    return;
  briscola_options_page_set_variant (self->options_page, variant);
  adw_window_title_set_title (self->options_title, bri_variant_get_name (variant));
  show_page (self, "options");
}

static void
on_resume_activated (BriscolaWindow *self)
{
  if (current_game (self) != NULL)
    show_page (self, "game");
}

static void
on_last_trick_show (BriscolaWindow *self)
{
  briscola_game_view_fill_last_trick (self->game_view, self->last_trick_box);
}

static GtkWidget *
create_variant_row (gpointer item, gpointer data)
{
  BriVariant *variant = item;
  const BriRules *rules = bri_variant_get_rules (variant);
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *players;
  g_autofree char *range = bri_variant_dup_players_text (variant);
  g_autofree char *players_text = NULL;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), bri_variant_get_name (variant));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), bri_variant_get_description (variant));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  /* Translators: %s is a count or a range of players ("2", "2–6"). */
  players_text = g_strdup_printf (ngettext ("%s player", "%s players", rules->max_players),
                                  range);
  players = gtk_label_new (players_text);
  gtk_widget_add_css_class (players, "dim-label");
  gtk_widget_add_css_class (players, "players");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), players);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), gtk_image_new_from_icon_name ("go-next-symbolic"));
  g_object_set_data_full (G_OBJECT (row), "briscola-variant", g_object_ref (variant),
                          g_object_unref);
  return row;
}

static GtkWidget *
create_history_row (gpointer item, gpointer data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  /* Each move on one whole line: the popover is as wide as the longest. */
  gtk_widget_set_margin_top (label, 3);
  gtk_widget_set_margin_bottom (label, 3);
  gtk_widget_set_margin_start (label, 6);
  gtk_widget_set_margin_end (label, 6);
  return label;
}

static void
fill_failures (BriscolaWindow *self)
{
  const GArray *failures = bri_plugin_loader_get_failures (self->loader);

  for (guint i = 0; i < failures->len; i++)
    {
      const BriPluginFailure *failure = &g_array_index (failures, BriPluginFailure, i);
      g_autofree char *name = g_path_get_basename (failure->path);
      GtkWidget *row = adw_action_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), failure->message);
      adw_action_row_add_prefix (ADW_ACTION_ROW (row),
                                 gtk_image_new_from_icon_name ("dialog-warning-symbolic"));
      gtk_list_box_append (self->failure_list, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->failures_group), failures->len > 0);
  gtk_stack_set_visible_child_name (self->variants_stack,
                                    g_list_model_get_n_items (G_LIST_MODEL (self->loader)) > 0
                                    ? "list" : "empty");
}

static void
on_dialog_response (AdwMessageDialog *dialog,
                    const char       *response,
                    BriscolaWindow   *self)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

static void
show_resume_error (BriscolaWindow *self)
{
  GtkWidget *dialog;
  g_autofree char *kept = g_strconcat (self->autosave_path, ".damaged", NULL);

  if (self->resume_error == NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Your Game Could Not Be Resumed"),
                                   NULL);
  adw_message_dialog_format_body (ADW_MESSAGE_DIALOG (dialog),
                                  _("%s\n\nA new game starts instead. The damaged file was "
                                    "kept as “%s”."),
                                  self->resume_error, kept);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Start Afresh"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect (dialog, "response", G_CALLBACK (on_dialog_response), self);
  g_clear_pointer (&self->resume_error, g_free);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
on_map (BriscolaWindow *self)
{
  /* The dialog needs its parent on screen. */
  if (self->resume_error != NULL)
    show_resume_error (self);
}

/* Resumes the match in the autosave, if there is one and it is not finished. */
static void
try_resume (BriscolaWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BriGame) game = NULL;
  BriRecord *record;

  if (!g_file_test (self->autosave_path, G_FILE_TEST_EXISTS))
    return;
  record = bri_saved_game_load (self->loader, self->autosave_path, &error);
  if (record != NULL)
    game = bri_game_new_from_record (record, &error);
  if (game == NULL)
    {
      g_autofree char *kept = g_strconcat (self->autosave_path, ".damaged", NULL);

      g_message ("The autosave %s cannot be resumed: %s", self->autosave_path, error->message);
      if (g_rename (self->autosave_path, kept) != 0)
        g_unlink (self->autosave_path);
      self->resume_error = g_strdup (error->message);
      return;
    }
  if (bri_game_get_match (game)->finished)
    {
      g_unlink (self->autosave_path);
      return;
    }
  play (self, game, TRUE);
}

static void
on_abilities_changed (BriscolaWindow *self)
{
  update_actions (self);
}

static void
on_status_changed (BriscolaWindow *self)
{
  adw_window_title_set_subtitle (self->game_title,
                                 briscola_game_view_get_status (self->game_view));
}

static void
on_message (BriscolaGameView *view,
            const char       *text,
            BriscolaWindow   *self)
{
  briscola_window_toast (self, text);
}

static void
on_play_again (BriscolaWindow *self)
{
  BriGame *game = current_game (self);

  if (game != NULL)
    {
      BriConfig config = bri_game_get_record (game)->config;
      start_game (self, &config);
    }
}

static void
on_choose_game (BriscolaWindow *self)
{
  show_page (self, "variants");
}

/* Runs once the window belongs to its application ("application" is not a construct
 * property, so constructed() is too early). */
static void
setup (BriscolaWindow *self)
{
  GtkApplication *application = gtk_window_get_application (GTK_WINDOW (self));

  GtkExpression *name;
  g_autoptr (GtkSortListModel) sorted = NULL;

  self->loader = g_object_ref (briscola_application_get_loader (BRISCOLA_APPLICATION (application)));
  /* By name in the player's language, not by the order the plugins were found in. */
  name = gtk_property_expression_new (BRI_TYPE_VARIANT, NULL, "name");
  sorted = gtk_sort_list_model_new (g_object_ref (G_LIST_MODEL (self->loader)),
                                    GTK_SORTER (gtk_string_sorter_new (name)));
  gtk_list_box_bind_model (self->variant_list, G_LIST_MODEL (sorted), create_variant_row,
                           self, NULL);
  fill_failures (self);
  try_resume (self);
  update_actions (self);
}

static void
briscola_window_dispose (GObject *object)
{
  BriscolaWindow *self = BRISCOLA_WINDOW (object);

  if (self->game_view != NULL)
    briscola_game_view_stop (self->game_view);
  gtk_widget_dispose_template (GTK_WIDGET (self), BRISCOLA_TYPE_WINDOW);
  g_clear_object (&self->loader);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (briscola_window_parent_class)->dispose (object);
}

static void
briscola_window_finalize (GObject *object)
{
  BriscolaWindow *self = BRISCOLA_WINDOW (object);

  g_free (self->autosave_path);
  g_free (self->resume_error);
  G_OBJECT_CLASS (briscola_window_parent_class)->finalize (object);
}

static void
briscola_window_class_init (BriscolaWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_window_dispose;
  object_class->finalize = briscola_window_finalize;

  g_type_ensure (BRISCOLA_TYPE_OPTIONS_PAGE);
  g_type_ensure (BRISCOLA_TYPE_GAME_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/briscola-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, main_stack);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, variants_stack);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, resume_group);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, resume_row);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, variant_list);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, failures_group);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, failure_list);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, options_title);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, options_page);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, game_title);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, game_view);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, history_list);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, last_trick_box);
  gtk_widget_class_bind_template_child (widget_class, BriscolaWindow, last_trick_button);
  gtk_widget_class_bind_template_callback (widget_class, on_variant_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_resume_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_last_trick_show);

}

static const GActionEntry window_actions[] = {
  { "new-game", new_game_action },
  { "choose-game", choose_game_action },
  { "start-game", start_game_action },
  { "undo", undo_action },
  { "hint", hint_action },
  { "rules", rules_action },
};

static void
briscola_window_init (BriscolaWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_action_map_add_action_entries (G_ACTION_MAP (self), window_actions,
                                   G_N_ELEMENTS (window_actions), self);

  self->settings = briscola_settings_new ();
  self->autosave_path = briscola_autosave_path ();
  briscola_game_view_set_autosave_path (self->game_view, self->autosave_path);

  g_settings_bind (self->settings, "window-width", self, "default-width",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized",
                   G_SETTINGS_BIND_DEFAULT);

  gtk_list_box_bind_model (self->history_list, briscola_game_view_get_history (self->game_view),
                           create_history_row, NULL, NULL);
  {
    GtkWidget *placeholder = gtk_label_new (_("No moves yet in this deal"));
    gtk_widget_add_css_class (placeholder, "dim-label");
    gtk_widget_set_margin_top (placeholder, 12);
    gtk_widget_set_margin_bottom (placeholder, 12);
    gtk_widget_set_margin_start (placeholder, 12);
    gtk_widget_set_margin_end (placeholder, 12);
    gtk_list_box_set_placeholder (self->history_list, placeholder);
  }
  g_signal_connect_object (self->game_view, "notify::can-undo",
                           G_CALLBACK (on_abilities_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_view, "notify::can-hint",
                           G_CALLBACK (on_abilities_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_view, "notify::status",
                           G_CALLBACK (on_status_changed), self, G_CONNECT_SWAPPED);
  /* The "pile-review" option of the variant decides whether the last trick may be seen. */
  g_object_bind_property (self->game_view, "can-review-pile", self->last_trick_button,
                          "sensitive", G_BINDING_SYNC_CREATE);
  g_signal_connect_object (self->game_view, "message", G_CALLBACK (on_message), self, 0);
  g_signal_connect_object (self->game_view, "play-again", G_CALLBACK (on_play_again), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (self->game_view, "choose-game", G_CALLBACK (on_choose_game), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
}

BriscolaWindow *
briscola_window_new (AdwApplication *application)
{
  BriscolaWindow *self = g_object_new (BRISCOLA_TYPE_WINDOW, "application", application, NULL);

  setup (self);
  return self;
}

const char *
briscola_window_get_page (BriscolaWindow *self)
{
  g_return_val_if_fail (BRISCOLA_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->main_stack);
}

BriscolaGameView *
briscola_window_get_game_view (BriscolaWindow *self)
{
  g_return_val_if_fail (BRISCOLA_IS_WINDOW (self), NULL);
  return self->game_view;
}

GtkListBox *
briscola_window_get_variant_list (BriscolaWindow *self)
{
  g_return_val_if_fail (BRISCOLA_IS_WINDOW (self), NULL);
  return self->variant_list;
}

void
briscola_window_set_seed (BriscolaWindow *self,
                          guint64         seed)
{
  g_return_if_fail (BRISCOLA_IS_WINDOW (self));
  self->seed = seed;
}
