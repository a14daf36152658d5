/* briscola-choice-panel.c: the human's choices other than the cards in the hand.
 *
 * Each kind of action gets the widget that suits it, and every widget is sized to its
 * content so that nothing is squeezed to a word per line: rank bids are one row of
 * buttons that wraps only when the window is narrow, point bids a spin button bounded
 * by the legal bids, callable cards a compact grid, suits a row, messages a menu of
 * whole lines. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-card.h"
#include "briscola-choice-panel.h"

#define CARD_WIDTH 44
#define CARD_GRID_MAX_HEIGHT 260
#define TALK_MENU_MAX_HEIGHT 360
/* Up to this many messages are buttons of their own; more go behind a menu. */
#define MAX_MESSAGE_BUTTONS 4

struct _BriscolaChoicePanel
{
  GtkWidget parent_instance;

  GtkWidget *box;
  GtkWidget *spin;      /* the point bid, or NULL */
  GtkWidget *bid;       /* its Bid button */
  GtkWidget *confirm;   /* confirms the picked discards, or NULL */
  BriAction points[BRI_MAX_ACTIONS];
  guint n_points;
  guint n_to_pick;
};

enum { ACTION_CHOSEN, CONFIRM_PICKED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaChoicePanel, briscola_choice_panel, GTK_TYPE_WIDGET)

static void
on_action_clicked (GtkButton           *button,
                   BriscolaChoicePanel *self)
{
  const BriAction *action = g_object_get_data (G_OBJECT (button), "briscola-action");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);

  if (popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (popover));
  g_signal_emit (self, signals[ACTION_CHOSEN], 0, action);
}

/* Ties @button to @action: tests and hints find it by the action. */
static GtkWidget *
bind_action (BriscolaChoicePanel *self, GtkWidget *button, BriAction action,
             const char *accessible_label)
{
  gtk_widget_add_css_class (button, "choice");
  g_object_set_data_full (G_OBJECT (button), "briscola-action",
                          g_memdup2 (&action, sizeof action), g_free);
  if (accessible_label != NULL)
    {
      gtk_widget_set_tooltip_text (button, accessible_label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      accessible_label, -1);
    }
  g_signal_connect (button, "clicked", G_CALLBACK (on_action_clicked), self);
  return button;
}

static GtkWidget *
text_button (BriscolaChoicePanel *self, const char *text, BriAction action,
             const char *accessible_label)
{
  return bind_action (self, gtk_button_new_with_label (text), action, accessible_label);
}

static GtkWidget *
label_button (BriscolaChoicePanel *self, const BriRules *rules, BriAction action,
              BriDeckStyle style)
{
  g_autofree char *label = bri_action_get_label (rules, action, style);
  return text_button (self, label, action, NULL);
}

static GtkWidget *
card_button (BriscolaChoicePanel *self, const BriRules *rules, BriAction action,
             BriDeckStyle style)
{
  g_autofree char *label = bri_action_get_label (rules, action, style);
  GtkWidget *card = briscola_card_new (action.card, style);
  GtkWidget *button = gtk_button_new ();

  briscola_card_set_face_up (BRISCOLA_CARD (card), TRUE);
  briscola_card_set_natural_width (BRISCOLA_CARD (card), CARD_WIDTH);
  gtk_button_set_child (GTK_BUTTON (button), card);
  gtk_widget_add_css_class (button, "flat");
  gtk_widget_add_css_class (button, "card-button");
  return bind_action (self, button, action, label);
}

/* A row of buttons that wraps onto more lines only when the width runs out. */
static GtkWidget *
button_row (guint max_per_line)
{
  GtkWidget *row = gtk_flow_box_new ();

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (row), GTK_SELECTION_NONE);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (row), FALSE);
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (row), 1);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (row), MAX (max_per_line, 1));
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (row), 6);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (row), 6);
  return row;
}

static void
row_append (GtkWidget *row, GtkWidget *button)
{
  gtk_flow_box_append (GTK_FLOW_BOX (row), button);
  /* The buttons take the focus, not the flow box's wrappers. */
  gtk_widget_set_focusable (gtk_widget_get_parent (button), FALSE);
}

static void
append_section (BriscolaChoicePanel *self, GtkWidget *section)
{
  gtk_box_append (GTK_BOX (self->box), section);
}

static guint
count_kind (const BriAction *legal, guint n, guint kind)
{
  guint count = 0;

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      count++;
  return count;
}

static const BriAction *
find_kind (const BriAction *legal, guint n, guint kind)
{
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind)
      return &legal[i];
  return NULL;
}

static void
append_pass (BriscolaChoicePanel *self, GtkWidget *row, const BriAction *legal, guint n)
{
  const BriAction *pass = find_kind (legal, n, BRI_ACTION_PASS);

  if (pass != NULL)
    row_append (row, text_button (self, C_("action", "Pass"), *pass, NULL));
}

static void
add_rank_bids (BriscolaChoicePanel *self, const BriAction *legal, guint n, BriDeckStyle style)
{
  GtkWidget *row = button_row (count_kind (legal, n, BRI_ACTION_BID_RANK) + 1);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_RANK)
      {
        g_autofree char *label = bri_action_get_label (NULL, legal[i], style);
        row_append (row, text_button (self, bri_rank_get_name (legal[i].value, style),
                                      legal[i], label));
      }
  append_pass (self, row, legal, n);
  gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Rank bids"), -1);
  append_section (self, row);
}

static void
on_bid_clicked (GtkButton           *button,
                BriscolaChoicePanel *self)
{
  guint wanted = (guint) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spin));
  const BriAction *best = NULL;

  /* The spin button is bounded by the legal bids; should they leave gaps, the next legal
   * bid up is the one meant. */
  for (guint i = 0; i < self->n_points; i++)
    if (self->points[i].value >= wanted && (best == NULL || self->points[i].value < best->value))
      best = &self->points[i];
  if (best != NULL)
    g_signal_emit (self, signals[ACTION_CHOSEN], 0, best);
}

static void
on_spin_activate (GtkText             *text,
                  BriscolaChoicePanel *self)
{
  /* Enter in the spin button bids what it shows, as the Bid button beside it does. */
  gtk_spin_button_update (GTK_SPIN_BUTTON (self->spin));
  on_bid_clicked (GTK_BUTTON (self->bid), self);
}

static void
add_point_bids (BriscolaChoicePanel *self, const BriAction *legal, guint n)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  guint low = G_MAXUINT, high = 0;

  self->n_points = 0;
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_BID_POINTS)
      {
        self->points[self->n_points++] = legal[i];
        low = MIN (low, legal[i].value);
        high = MAX (high, legal[i].value);
      }
  self->spin = gtk_spin_button_new_with_range (low, high, 1);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spin), low);
  gtk_spin_button_set_numeric (GTK_SPIN_BUTTON (self->spin), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->spin), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Points to bid"), -1);
  /* GTK 4.8's spin button has no activate signal of its own: its text has. */
  g_signal_connect_after (gtk_editable_get_delegate (GTK_EDITABLE (self->spin)), "activate",
                          G_CALLBACK (on_spin_activate), self);
  self->bid = gtk_button_new_with_mnemonic (_("_Bid"));
  gtk_widget_add_css_class (self->bid, "suggested-action");
  gtk_widget_add_css_class (self->bid, "choice");
  g_signal_connect (self->bid, "clicked", G_CALLBACK (on_bid_clicked), self);
  gtk_box_append (GTK_BOX (row), self->spin);
  gtk_box_append (GTK_BOX (row), self->bid);
  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);

  /* Pass beside them, in the same line, unless the rank bids above have it. */
  {
    const BriAction *pass = find_kind (legal, n, BRI_ACTION_PASS);
    if (pass != NULL && find_kind (legal, n, BRI_ACTION_BID_RANK) == NULL)
      gtk_box_append (GTK_BOX (row), text_button (self, C_("action", "Pass"), *pass, NULL));
  }
  append_section (self, row);
}

static void
add_cards (BriscolaChoicePanel *self, const BriRules *rules, const BriAction *legal, guint n,
           guint kind, BriCardSet in_hand, BriDeckStyle style, const char *accessible_label)
{
  GtkWidget *grid, *scroller;
  guint count = 0;

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind && !bri_card_set_has (in_hand, legal[i].card))
      count++;
  if (count == 0)
    return;

  grid = button_row (MIN (count, 10));
  gtk_flow_box_set_min_children_per_line (GTK_FLOW_BOX (grid), MIN (count, 4));
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (grid), TRUE);
  gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (grid), 2);
  gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (grid), 2);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == kind && !bri_card_set_has (in_hand, legal[i].card))
      row_append (grid, card_button (self, rules, legal[i], style));
  gtk_accessible_update_property (GTK_ACCESSIBLE (grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  accessible_label, -1);

  /* A grid taller than the room left scrolls rather than leave the window. */
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller),
                                              CARD_GRID_MAX_HEIGHT);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), grid);
  append_section (self, scroller);
}

static void
add_suits (BriscolaChoicePanel *self, const BriAction *legal, guint n, BriDeckStyle style)
{
  GtkWidget *row = button_row (4);

  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_TRUMP)
      {
        g_autofree char *label = bri_action_get_label (NULL, legal[i], style);
        row_append (row, text_button (self, bri_suit_get_name (legal[i].value, style),
                                      legal[i], label));
      }
  append_section (self, row);
}

/* Messages: a few as buttons where there is room (over the table); beside the hand, or
 * when there are many, behind a menu of whole lines, each item as wide as its text (no
 * wrapping), the list scrolling when it is taller than the window allows. */
static void
add_messages (BriscolaChoicePanel *self, const BriRules *rules, const BriAction *legal,
              guint n, GtkWidget *misc, gboolean roomy, BriDeckStyle style)
{
  guint count = count_kind (legal, n, BRI_ACTION_SAY);
  GtkWidget *menu, *popover, *scroller, *list;

  if (roomy && count <= MAX_MESSAGE_BUTTONS)
    {
      for (guint i = 0; i < n; i++)
        if (legal[i].kind == BRI_ACTION_SAY)
          {
            GtkWidget *button = label_button (self, rules, legal[i], style);
            GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

            /* A long sentence wraps rather than widen the panel past the window. */
            gtk_label_set_wrap (GTK_LABEL (label), TRUE);
            gtk_label_set_max_width_chars (GTK_LABEL (label), 36);
            gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_CENTER);
            row_append (misc, button);
          }
      return;
    }

  menu = gtk_menu_button_new ();
  popover = gtk_popover_new ();
  scroller = gtk_scrolled_window_new ();
  list = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_menu_button_set_label (GTK_MENU_BUTTON (menu), _("Say Something"));
  gtk_widget_add_css_class (menu, "choice");
  gtk_widget_add_css_class (popover, "menu");
  /* The panel lies along the bottom of the window: open over the table, not past the
   * window's lower edge. */
  gtk_menu_button_set_direction (GTK_MENU_BUTTON (menu), GTK_ARROW_UP);
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER,
                                  GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller),
                                              TALK_MENU_MAX_HEIGHT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Things to say"), -1);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_SAY)
      {
        GtkWidget *item = label_button (self, rules, legal[i], style);
        GtkWidget *label = gtk_button_get_child (GTK_BUTTON (item));

        gtk_label_set_xalign (GTK_LABEL (label), 0);
        /* The longest wrap between words: the menu fits a window of 480 pixels. */
        gtk_label_set_wrap (GTK_LABEL (label), TRUE);
        gtk_label_set_max_width_chars (GTK_LABEL (label), 48);
        gtk_widget_add_css_class (item, "flat");
        gtk_box_append (GTK_BOX (list), item);
      }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_popover_set_child (GTK_POPOVER (popover), scroller);
  gtk_menu_button_set_popover (GTK_MENU_BUTTON (menu), popover);
  row_append (misc, menu);
}

void
briscola_choice_panel_clear (BriscolaChoicePanel *self)
{
  GtkWidget *child;

  g_return_if_fail (BRISCOLA_IS_CHOICE_PANEL (self));

  while ((child = gtk_widget_get_first_child (self->box)) != NULL)
    gtk_box_remove (GTK_BOX (self->box), child);
  self->spin = self->bid = self->confirm = NULL;
  self->n_points = self->n_to_pick = 0;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

gboolean
briscola_choice_panel_is_empty (BriscolaChoicePanel *self)
{
  g_return_val_if_fail (BRISCOLA_IS_CHOICE_PANEL (self), TRUE);
  return gtk_widget_get_first_child (self->box) == NULL;
}

static void
on_confirm_clicked (GtkButton           *button,
                    BriscolaChoicePanel *self)
{
  g_signal_emit (self, signals[CONFIRM_PICKED], 0);
}

void
briscola_choice_panel_set_choices (BriscolaChoicePanel *self,
                                   const BriRules      *rules,
                                   const BriAction     *legal,
                                   guint                n,
                                   BriCardSet           in_hand,
                                   guint                n_to_pick,
                                   BriDeckStyle         style)
{
  GtkWidget *misc;

  g_return_if_fail (BRISCOLA_IS_CHOICE_PANEL (self));
  g_return_if_fail (legal != NULL || n == 0);

  briscola_choice_panel_clear (self);
  if (find_kind (legal, n, BRI_ACTION_BID_RANK) != NULL)
    add_rank_bids (self, legal, n, style);
  if (find_kind (legal, n, BRI_ACTION_BID_POINTS) != NULL)
    add_point_bids (self, legal, n);
  if (find_kind (legal, n, BRI_ACTION_CALL) != NULL)
    add_cards (self, rules, legal, n, BRI_ACTION_CALL, 0, style, _("Cards to call"));
  if (find_kind (legal, n, BRI_ACTION_DISCARD) != NULL)
    add_cards (self, rules, legal, n, BRI_ACTION_DISCARD, in_hand, style, _("Cards to put away"));
  if (find_kind (legal, n, BRI_ACTION_TRUMP) != NULL)
    add_suits (self, legal, n, style);

  /* The rest on one line: a lone Pass, the exchange, talk, the discards' confirmation. */
  misc = button_row (6);
  if (find_kind (legal, n, BRI_ACTION_PASS) != NULL &&
      find_kind (legal, n, BRI_ACTION_BID_RANK) == NULL &&
      find_kind (legal, n, BRI_ACTION_BID_POINTS) == NULL)
    append_pass (self, misc, legal, n);
  for (guint i = 0; i < n; i++)
    if (legal[i].kind == BRI_ACTION_EXCHANGE)
      row_append (misc, label_button (self, rules, legal[i], style));
  if (find_kind (legal, n, BRI_ACTION_SAY) != NULL)
    add_messages (self, rules, legal, n, misc, in_hand == 0, style);
  if (n_to_pick > 0)
    {
      g_autofree char *text = g_strdup_printf (ngettext ("Put Away %u Card",
                                                         "Put Away %u Cards", n_to_pick),
                                               n_to_pick);
      self->n_to_pick = n_to_pick;
      self->confirm = gtk_button_new_with_label (text);
      gtk_widget_add_css_class (self->confirm, "suggested-action");
      gtk_widget_add_css_class (self->confirm, "choice");
      gtk_widget_set_sensitive (self->confirm, FALSE);
      g_signal_connect (self->confirm, "clicked", G_CALLBACK (on_confirm_clicked), self);
      row_append (misc, self->confirm);
    }
  if (gtk_widget_get_first_child (misc) != NULL)
    append_section (self, misc);
  else
    {
      g_object_ref_sink (misc);
      g_object_unref (misc);
    }
  gtk_widget_set_visible (GTK_WIDGET (self), !briscola_choice_panel_is_empty (self));
}

void
briscola_choice_panel_set_picked (BriscolaChoicePanel *self,
                                  guint                n_picked)
{
  g_return_if_fail (BRISCOLA_IS_CHOICE_PANEL (self));

  if (self->confirm != NULL)
    gtk_widget_set_sensitive (self->confirm, n_picked == self->n_to_pick);
}

static gboolean
has_action (GtkWidget *widget, BriAction action)
{
  const BriAction *mine = g_object_get_data (G_OBJECT (widget), "briscola-action");
  return mine != NULL && bri_action_equal (*mine, action);
}

static GtkWidget *
find_in (GtkWidget *root, BriAction action)
{
  if (has_action (root, action))
    return root;
  /* A menu button's popover is its child: the walk reaches the items of talk menus. */
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_in (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
briscola_choice_panel_find_action_widget (BriscolaChoicePanel *self,
                                          BriAction            action)
{
  g_return_val_if_fail (BRISCOLA_IS_CHOICE_PANEL (self), NULL);

  if (action.kind == BRI_ACTION_BID_POINTS)
    {
      for (guint i = 0; i < self->n_points; i++)
        if (bri_action_equal (self->points[i], action))
          return self->spin;
      return NULL;
    }
  return find_in (self->box, action);
}

GtkWidget *
briscola_choice_panel_get_bid_button (BriscolaChoicePanel *self)
{
  g_return_val_if_fail (BRISCOLA_IS_CHOICE_PANEL (self), NULL);
  return self->bid;
}

GtkWidget *
briscola_choice_panel_get_confirm_button (BriscolaChoicePanel *self)
{
  g_return_val_if_fail (BRISCOLA_IS_CHOICE_PANEL (self), NULL);
  return self->confirm;
}

void
briscola_choice_panel_set_hint (BriscolaChoicePanel *self,
                                BriAction            action)
{
  GtkWidget *widget;

  g_return_if_fail (BRISCOLA_IS_CHOICE_PANEL (self));

  widget = briscola_choice_panel_find_action_widget (self, action);
  if (widget == NULL)
    return;
  if (widget == self->spin)
    {
      /* The advice is a number: show it, and mark the button that bids it. */
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spin), action.value);
      widget = self->bid;
    }
  gtk_widget_add_css_class (widget, "hinted");
  {
    GtkWidget *popover = gtk_widget_get_ancestor (widget, GTK_TYPE_POPOVER);
    if (popover != NULL)
      gtk_widget_add_css_class (gtk_widget_get_parent (popover), "hinted");
  }
}

/* The width @widget takes with each of its rows of buttons on one line. */
static int
one_line_width (GtkWidget *widget)
{
  int natural = 0;

  if (GTK_IS_FLOW_BOX (widget))
    {
      guint per_line = gtk_flow_box_get_max_children_per_line (GTK_FLOW_BOX (widget));
      guint spacing = gtk_flow_box_get_column_spacing (GTK_FLOW_BOX (widget));
      int line = 0;
      guint count = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int child_natural;

          if (count == per_line)
            {
              natural = MAX (natural, line);
              line = 0;
              count = 0;
            }
          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &child_natural,
                              NULL, NULL);
          line += child_natural + (count > 0 ? (int) spacing : 0);
          count++;
        }
      return MAX (natural, line);
    }
  if (GTK_IS_SCROLLED_WINDOW (widget))
    {
      GtkWidget *child = gtk_scrolled_window_get_child (GTK_SCROLLED_WINDOW (widget));
      /* A viewport may stand between the scrolled window and its grid. */
      if (GTK_IS_VIEWPORT (child))
        child = gtk_viewport_get_child (GTK_VIEWPORT (child));
      return child != NULL ? one_line_width (child) : 0;
    }
  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
  return natural;
}

/* A flow box that is not stretched collapses to one child per line (GTK asks it its
 * narrowest width): the panel asks for the width of its rows laid out on one line,
 * and the flow boxes, stretched to the width it gets, wrap only when that is less. */
static void
briscola_choice_panel_measure (GtkWidget      *widget,
                               GtkOrientation  orientation,
                               int             for_size,
                               int            *minimum,
                               int            *natural,
                               int            *minimum_baseline,
                               int            *natural_baseline)
{
  BriscolaChoicePanel *self = BRISCOLA_CHOICE_PANEL (widget);

  /* Asked for a height with no width (a toast overlay or a stack measuring its pages
   * does so), answer for the width the panel takes: at its narrowest, every button
   * would wrap onto a line of its own, and the window would grow for it. */
  if (orientation == GTK_ORIENTATION_VERTICAL && for_size < 0)
    {
      int narrowest;
      briscola_choice_panel_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &narrowest,
                                     &for_size, NULL, NULL);
    }
  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, minimum_baseline,
                      natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      int sections_minimum = 0, lines = 0;

      for (GtkWidget *child = gtk_widget_get_first_child (self->box); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        {
          int child_minimum;

          gtk_widget_measure (child, GTK_ORIENTATION_HORIZONTAL, -1, &child_minimum, NULL,
                              NULL, NULL);
          sections_minimum = MAX (sections_minimum, child_minimum);
          lines = MAX (lines, one_line_width (child));
        }
      /* What the box adds around its sections: its padding and border. */
      *natural = MAX (*natural, lines + (*minimum - sections_minimum));
    }
}

static void
briscola_choice_panel_size_allocate (GtkWidget *widget,
                                     int        width,
                                     int        height,
                                     int        baseline)
{
  gtk_widget_allocate (BRISCOLA_CHOICE_PANEL (widget)->box, width, height, baseline, NULL);
}

static GtkSizeRequestMode
briscola_choice_panel_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void
briscola_choice_panel_dispose (GObject *object)
{
  BriscolaChoicePanel *self = BRISCOLA_CHOICE_PANEL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (briscola_choice_panel_parent_class)->dispose (object);
}

static void
briscola_choice_panel_class_init (BriscolaChoicePanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = briscola_choice_panel_dispose;

  /* (action): the human chose @action with one of the panel's widgets. */
  signals[ACTION_CHOSEN] = g_signal_new ("action-chosen", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                         G_TYPE_NONE, 1, BRI_TYPE_ACTION);
  /* The human confirmed the discards picked in the hand. */
  signals[CONFIRM_PICKED] = g_signal_new ("confirm-picked", G_TYPE_FROM_CLASS (klass),
                                          G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                          G_TYPE_NONE, 0);

  widget_class->measure = briscola_choice_panel_measure;
  widget_class->size_allocate = briscola_choice_panel_size_allocate;
  widget_class->get_request_mode = briscola_choice_panel_get_request_mode;
  gtk_widget_class_set_css_name (widget_class, "briscola-choice-panel");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
briscola_choice_panel_init (BriscolaChoicePanel *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Your choices"), -1);
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
}

GtkWidget *
briscola_choice_panel_new (void)
{
  return g_object_new (BRISCOLA_TYPE_CHOICE_PANEL, NULL);
}
