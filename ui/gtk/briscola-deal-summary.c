/* briscola-deal-summary.c: the end of a deal: points per side and the cards that made
 * them, the match standings, and buttons for the next deal or the next game. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "briscola-card.h"
#include "briscola-deal-summary.h"
#include "briscola-settings.h"

struct _BriscolaDealSummary
{
  GtkWidget parent_instance;

  GtkLabel *title_label;
  GtkLabel *subtitle_label;
  AdwPreferencesGroup *sides_group;
  AdwPreferencesGroup *match_group;
  GtkWidget *next_button;
  GtkWidget *again_button;
  GtkWidget *choose_button;

  GPtrArray *rows; /* (sides_group or match_group, row) pairs to remove next time */
};

enum { NEXT_DEAL, PLAY_AGAIN, CHOOSE_GAME, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaDealSummary, briscola_deal_summary, GTK_TYPE_WIDGET)

static void
add_row (BriscolaDealSummary *self, AdwPreferencesGroup *group, GtkWidget *row)
{
  adw_preferences_group_add (group, row);
  g_ptr_array_add (self->rows, group);
  g_ptr_array_add (self->rows, row);
}

/* "You", "You and Carla", "Anna, Bruno and Dario". */
static char *
side_name (const BriState *state, guint side, guint human, gboolean per_seat, guint seat)
{
  g_autoptr (GPtrArray) names = g_ptr_array_new ();

  if (per_seat)
    return g_strdup (briscola_seat_name (seat, human));
  /* The human first. */
  if (state->team[human] == side)
    g_ptr_array_add (names, (gpointer) briscola_seat_name (human, human));
  for (guint s = 0; s < state->n_seats; s++)
    if (s != human && state->team[s] == side)
      g_ptr_array_add (names, (gpointer) briscola_seat_name (s, human));
  if (names->len == 0)
    return g_strdup ("?");
  if (names->len == 1)
    return g_strdup (g_ptr_array_index (names, 0));

  g_autoptr (GString) list = g_string_new (g_ptr_array_index (names, 0));
  for (guint i = 1; i + 1 < names->len; i++)
    {
      /* Translators: joins names in a list ("Anna, Bruno and Dario"). */
      g_string_append_printf (list, _(", %s"), (const char *) g_ptr_array_index (names, i));
    }
  /* Translators: the last name of a list ("You and Carla"). */
  return g_strdup_printf (_("%s and %s"), list->str,
                          (const char *) g_ptr_array_index (names, names->len - 1));
}

static int
compare_by_points (gconstpointer a, gconstpointer b, gpointer trick_rules)
{
  BriCard ca = *(const BriCard *) a, cb = *(const BriCard *) b;
  int pa = (int) bri_trick_rules_card_points (trick_rules, ca);
  int pb = (int) bri_trick_rules_card_points (trick_rules, cb);

  if (pa != pb)
    return pb - pa;
  return (int) ca - (int) cb;
}

static GtkWidget *
side_row (const BriState *state, const char *name, guint points, BriCardSet cards,
          BriDeckStyle style)
{
  const BriTrickRules *trick_rules = bri_state_get_trick_rules (state);
  /* A preferences row, so that the group puts it in its list. */
  GtkWidget *row = adw_preferences_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  GtkWidget *header = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *name_label = gtk_label_new (name);
  g_autofree char *shown = bri_state_format_points (state, points);
  /* Translators: card points, perhaps with a fraction ("3⅓ points"). */
  guint plural = bri_state_points_plural (state, points);
  g_autofree char *points_text = g_strdup_printf (ngettext ("%s point", "%s points", plural),
                                                  shown);
  GtkWidget *points_label = gtk_label_new (points_text);
  GtkWidget *flow = gtk_flow_box_new ();
  BriCard sorted[BRI_MAX_CARDS];
  guint n = 0;

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), FALSE);
  gtk_widget_set_margin_top (box, 10);
  gtk_widget_set_margin_bottom (box, 10);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_xalign (GTK_LABEL (name_label), 0);
  gtk_widget_set_hexpand (name_label, TRUE);
  gtk_widget_add_css_class (name_label, "heading");
  gtk_widget_add_css_class (points_label, "points");
  gtk_widget_add_css_class (points_label, "numeric");
  gtk_box_append (GTK_BOX (header), name_label);
  gtk_box_append (GTK_BOX (header), points_label);
  gtk_box_append (GTK_BOX (box), header);

  /* The cards that made the points, most valuable first. */
  BRI_CARD_SET_FOREACH (cards, card)
    if (bri_trick_rules_card_points (trick_rules, (BriCard) card) > 0)
      sorted[n++] = (BriCard) card;
  g_qsort_with_data (sorted, (gint) n, sizeof sorted[0], compare_by_points,
                     (gpointer) trick_rules);
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 12);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (flow), 4);
  for (guint i = 0; i < n; i++)
    {
      GtkWidget *card = briscola_card_new (sorted[i], style);
      briscola_card_set_face_up (BRISCOLA_CARD (card), TRUE);
      briscola_card_set_natural_width (BRISCOLA_CARD (card), 40);
      gtk_widget_set_halign (card, GTK_ALIGN_START);
      gtk_flow_box_append (GTK_FLOW_BOX (flow), card);
      gtk_widget_set_focusable (gtk_widget_get_parent (card), FALSE);
    }
  if (n > 0)
    gtk_box_append (GTK_BOX (box), flow);
  else
    g_object_ref_sink (flow), g_object_unref (flow);
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static const char *
outcome_title (const BriState *state, const BriDealScore *score, const BriMatch *match,
               guint human)
{
  if (match->finished)
    {
      if (match->winners == 0)
        return _("The Match Is Drawn");
      return (match->winners & (1u << human)) ? _("You Won the Match!")
                                               : _("You Lost the Match");
    }
  switch ((BriOutcome) score->outcome)
    {
    case BRI_OUTCOME_WIN:
      return score->winner_side == state->team[human] ? _("You Won the Deal")
                                                        : _("You Lost the Deal");
    case BRI_OUTCOME_TIE:
      return _("The Deal Is Tied");
    case BRI_OUTCOME_VOID:
    default:
      return _("The Deal Does Not Count");
    }
}

/* Enter goes on: to the next deal, or to another match of the same game. */
static void
focus_way_on (BriscolaDealSummary *self)
{
  GtkWidget *button = gtk_widget_get_visible (self->next_button) ? self->next_button
                                                                   : self->again_button;

  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_grab_focus (button);
}

void
briscola_deal_summary_update (BriscolaDealSummary *self,
                              BriGame             *game,
                              guint                human,
                              BriDeckStyle         style)
{
  const BriState *state;
  const BriMatch *match;
  const BriDealScore *score;
  g_autoptr (GString) subtitle = g_string_new (NULL);
  gboolean stakes = FALSE, scores = FALSE, per_seat = FALSE;

  g_return_if_fail (BRISCOLA_IS_DEAL_SUMMARY (self));
  g_return_if_fail (BRI_IS_GAME (game));

  state = bri_game_get_state (game);
  match = bri_game_get_match (game);
  score = bri_game_get_last_score (game);
  g_return_if_fail (score != NULL && bri_state_is_over (state));

  for (guint i = 0; i < self->rows->len; i += 2)
    adw_preferences_group_remove (g_ptr_array_index (self->rows, i),
                                  g_ptr_array_index (self->rows, i + 1));
  g_ptr_array_set_size (self->rows, 0);

  gtk_label_set_text (self->title_label, outcome_title (state, score, match, human));

  /* Points per side, with the cards that made them. */
  for (guint side = 0; side < score->n_sides; side++)
    {
      BriCardSet cards = 0;
      guint first = BRI_NO_SEAT;
      g_autofree char *name = NULL;

      for (guint seat = 0; seat < state->n_seats; seat++)
        if (state->team[seat] == side)
          {
            cards |= state->pile[seat];
            if (first == BRI_NO_SEAT)
              first = seat;
          }
      if (first == BRI_NO_SEAT)
        continue;
      name = side_name (state, side, human, FALSE, first);
      add_row (self, self->sides_group,
               side_row (state, name, score->side_points[side], cards, style));
      g_autofree char *shown = bri_state_format_points (state, score->side_points[side]);
      g_string_append_printf (subtitle, "%s%s", subtitle->len ? " – " : "", shown);
    }
  if (score->replay && !match->finished)
    g_string_append_printf (subtitle, " · %s", _("The same dealer deals again."));
  gtk_label_set_text (self->subtitle_label, subtitle->str);

  /* Standings: per side, unless partners do not share their standing (a partnership
   * made for one deal only). */
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      stakes |= score->stake[seat] != 0;
      scores |= match->score[seat] != 0;
      for (guint other = 0; other < state->n_seats; other++)
        if (state->team[other] == state->team[seat] &&
            (match->score[other] != match->score[seat] ||
             match->wins[other] != match->wins[seat]))
          per_seat = TRUE;
    }

  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      g_autofree char *name = NULL;
      g_autofree char *won = NULL;
      g_autofree char *value = NULL;
      GtkWidget *row, *suffix;
      gboolean first_of_side = TRUE;

      for (guint other = 0; other < seat; other++)
        if (state->team[other] == state->team[seat])
          first_of_side = FALSE;
      if (!per_seat && !first_of_side)
        continue;

      name = side_name (state, state->team[seat], human, per_seat, seat);
      won = g_strdup_printf (ngettext ("%u deal won", "%u deals won", match->wins[seat]),
                             match->wins[seat]);
      row = adw_action_row_new ();
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), name);
      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), won);
      if (stakes)
        /* Translators: match points won or lost in this deal, then the total. */
        value = g_strdup_printf (_("%+d, total %d"), score->stake[seat], match->score[seat]);
      else if (scores)
        value = g_strdup_printf (ngettext ("%d point", "%d points", ABS (match->score[seat])),
                                 match->score[seat]);
      if (value != NULL)
        {
          suffix = gtk_label_new (value);
          gtk_widget_add_css_class (suffix, "numeric");
          adw_action_row_add_suffix (ADW_ACTION_ROW (row), suffix);
        }
      add_row (self, self->match_group, row);
    }

  gtk_widget_set_visible (self->next_button, !match->finished);
  gtk_widget_set_visible (self->again_button, match->finished);
  gtk_widget_set_visible (self->choose_button, match->finished);
  focus_way_on (self);
}

const char *
briscola_deal_summary_get_title (BriscolaDealSummary *self)
{
  g_return_val_if_fail (BRISCOLA_IS_DEAL_SUMMARY (self), NULL);
  return gtk_label_get_text (self->title_label);
}

static void
emit_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BriscolaDealSummary *self = BRISCOLA_DEAL_SUMMARY (widget);

  if (g_str_equal (action_name, "summary.next-deal"))
    g_signal_emit (self, signals[NEXT_DEAL], 0);
  else if (g_str_equal (action_name, "summary.play-again"))
    g_signal_emit (self, signals[PLAY_AGAIN], 0);
  else
    g_signal_emit (self, signals[CHOOSE_GAME], 0);
}

static void
briscola_deal_summary_dispose (GObject *object)
{
  BriscolaDealSummary *self = BRISCOLA_DEAL_SUMMARY (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), BRISCOLA_TYPE_DEAL_SUMMARY);
  /* Children of the template that have no name are not disposed with it. */
  for (GtkWidget *child; (child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL;)
    gtk_widget_unparent (child);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  G_OBJECT_CLASS (briscola_deal_summary_parent_class)->dispose (object);
}

static void
briscola_deal_summary_class_init (BriscolaDealSummaryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_deal_summary_dispose;

  signals[NEXT_DEAL] = g_signal_new ("next-deal", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[PLAY_AGAIN] = g_signal_new ("play-again", G_TYPE_FROM_CLASS (klass),
                                      G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[CHOOSE_GAME] = g_signal_new ("choose-game", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/briscola/Briscola/"
                                               "briscola-deal-summary.ui");
  gtk_widget_class_bind_template_child (widget_class, BriscolaDealSummary, title_label);
  gtk_widget_class_bind_template_child (widget_class, BriscolaDealSummary, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, BriscolaDealSummary, sides_group);
  gtk_widget_class_bind_template_child (widget_class, BriscolaDealSummary, match_group);
  gtk_widget_class_bind_template_child (widget_class, BriscolaDealSummary, next_button);
  gtk_widget_class_bind_template_child (widget_class, BriscolaDealSummary, again_button);
  gtk_widget_class_bind_template_child (widget_class, BriscolaDealSummary, choose_button);

  gtk_widget_class_install_action (widget_class, "summary.next-deal", NULL, emit_action);
  gtk_widget_class_install_action (widget_class, "summary.play-again", NULL, emit_action);
  gtk_widget_class_install_action (widget_class, "summary.choose-game", NULL, emit_action);
}

static void
briscola_deal_summary_init (BriscolaDealSummary *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->rows = g_ptr_array_new ();
  /* The summary is updated before it is shown. */
  g_signal_connect (self, "map", G_CALLBACK (focus_way_on), NULL);
}

GtkWidget *
briscola_deal_summary_new (void)
{
  return g_object_new (BRISCOLA_TYPE_DEAL_SUMMARY, NULL);
}
