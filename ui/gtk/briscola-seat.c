/* briscola-seat.c: a player's badge on the table.
 *
 * The table places the badge under the player's hand (or in the corner for the human)
 * and marks it with style classes: "to-act" for the seat to act, "sitting-out" for a
 * player out of the deal. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-seat.h"

struct _BriscolaSeat
{
  GtkWidget parent_instance;

  GtkWidget *dot;
  GtkWidget *name;
  GtkWidget *dealer;
  GtkWidget *spinner;
  GtkWidget *bubble;
  GtkWidget *note;
};

G_DEFINE_FINAL_TYPE (BriscolaSeat, briscola_seat, GTK_TYPE_WIDGET)

static void
set_class (GtkWidget *widget, const char *class, gboolean on)
{
  if (on)
    gtk_widget_add_css_class (widget, class);
  else
    gtk_widget_remove_css_class (widget, class);
}

static void
briscola_seat_dispose (GObject *object)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (object))) != NULL)
    gtk_widget_unparent (child);
  G_OBJECT_CLASS (briscola_seat_parent_class)->dispose (object);
}

static void
briscola_seat_class_init (BriscolaSeatClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_seat_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BOX_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "briscola-seat");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
briscola_seat_init (BriscolaSeat *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (layout), GTK_ORIENTATION_VERTICAL);
  gtk_box_layout_set_spacing (GTK_BOX_LAYOUT (layout), 2);
  gtk_widget_add_css_class (GTK_WIDGET (self), "seat");

  self->dot = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 0);
  gtk_widget_add_css_class (self->dot, "team-dot");
  gtk_widget_set_valign (self->dot, GTK_ALIGN_CENTER);
  self->name = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->name, "seat-name");
  gtk_label_set_ellipsize (GTK_LABEL (self->name), PANGO_ELLIPSIZE_END);
  self->dealer = gtk_label_new (C_("seat badge", "Dealer"));
  gtk_widget_add_css_class (self->dealer, "dealer-badge");
  self->spinner = gtk_spinner_new ();
  gtk_widget_set_visible (self->spinner, FALSE);
  self->bubble = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->bubble, "bubble");
  gtk_label_set_wrap (GTK_LABEL (self->bubble), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->bubble), 26);
  gtk_label_set_xalign (GTK_LABEL (self->bubble), 0);
  gtk_widget_set_visible (self->bubble, FALSE);

  gtk_box_append (GTK_BOX (row), self->dot);
  gtk_box_append (GTK_BOX (row), self->name);
  gtk_box_append (GTK_BOX (row), self->dealer);
  gtk_box_append (GTK_BOX (row), self->spinner);
  self->note = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->note, "seat-note");
  gtk_label_set_wrap (GTK_LABEL (self->note), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (self->note), 28);
  gtk_label_set_xalign (GTK_LABEL (self->note), 0);
  gtk_widget_set_visible (self->note, FALSE);

  gtk_widget_set_parent (row, GTK_WIDGET (self));
  gtk_widget_set_parent (self->note, GTK_WIDGET (self));
  gtk_widget_set_parent (self->bubble, GTK_WIDGET (self));
}

GtkWidget *
briscola_seat_new (void)
{
  return g_object_new (BRISCOLA_TYPE_SEAT, NULL);
}

void
briscola_seat_set_name (BriscolaSeat *self,
                        const char   *name)
{
  g_return_if_fail (BRISCOLA_IS_SEAT (self));
  gtk_label_set_text (GTK_LABEL (self->name), name);
}

void
briscola_seat_set_team (BriscolaSeat *self,
                        int           team)
{
  g_return_if_fail (BRISCOLA_IS_SEAT (self));

  for (int side = 0; side < 4; side++)
    {
      g_autofree char *class = g_strdup_printf ("team-%d", side);
      set_class (self->dot, class, team >= 0 && team % 4 == side);
    }
  gtk_widget_set_visible (self->dot, team >= 0);
}

void
briscola_seat_set_dealer (BriscolaSeat *self,
                          gboolean      dealer)
{
  g_return_if_fail (BRISCOLA_IS_SEAT (self));
  gtk_widget_set_visible (self->dealer, dealer);
}

void
briscola_seat_set_thinking (BriscolaSeat *self,
                            gboolean      thinking)
{
  g_return_if_fail (BRISCOLA_IS_SEAT (self));
  gtk_widget_set_visible (self->spinner, thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking);
}

void
briscola_seat_set_bubble (BriscolaSeat *self,
                          const char   *text)
{
  g_return_if_fail (BRISCOLA_IS_SEAT (self));
  gtk_label_set_text (GTK_LABEL (self->bubble), text ? text : "");
  gtk_widget_set_visible (self->bubble, text != NULL && *text != '\0');
}

void
briscola_seat_show_notes (BriscolaSeat       *self,
                          const BriTableNote *notes,
                          guint               n_notes,
                          guint               seat)
{
  static const char *const roles[] = { "contract", "partner", "captain" };
  g_autoptr (GString) text = g_string_new (NULL);

  g_return_if_fail (BRISCOLA_IS_SEAT (self));
  g_return_if_fail (notes != NULL || n_notes == 0);

  for (guint i = 0; i < n_notes; i++)
    if (notes[i].seat == seat)
      g_string_append_printf (text, "%s%s", text->len ? "\n" : "", notes[i].text);
  gtk_label_set_text (GTK_LABEL (self->note), text->str);
  gtk_widget_set_visible (self->note, text->len > 0);
  for (guint r = 0; r < G_N_ELEMENTS (roles); r++)
    {
      gboolean has = FALSE;
      for (guint i = 0; i < n_notes; i++)
        has |= notes[i].seat == seat && notes[i].role == r + BRI_TABLE_NOTE_CONTRACT;
      set_class (GTK_WIDGET (self), roles[r], has);
    }
}

const char *
briscola_seat_get_note (BriscolaSeat *self)
{
  g_return_val_if_fail (BRISCOLA_IS_SEAT (self), NULL);
  return gtk_widget_get_visible (self->note) ? gtk_label_get_text (GTK_LABEL (self->note))
                                             : NULL;
}
