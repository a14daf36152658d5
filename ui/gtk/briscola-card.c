/* briscola-card.c: one card, drawn with the project's vector art; a button when it may
 * be played, a drag source for playing it by dragging it to the table. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "briscola-card.h"
#include "briscola-card-painter.h"

struct _BriscolaCard
{
  GtkWidget parent_instance;

  BriCard card;
  BriDeckStyle style;
  int natural_width;
  guint fixed_size : 1; /* a set size (lists), rather than whatever the table allocates */
  guint face_up : 1;
  guint playable : 1;
  guint selected : 1;
  guint hinted : 1;
};

enum { PROP_0, PROP_CARD, PROP_FACE_UP, PROP_DECK_STYLE, PROP_PLAYABLE, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { ACTIVATE, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BriscolaCard, briscola_card, GTK_TYPE_WIDGET)

static void
update_accessible (BriscolaCard *self)
{
  if (self->face_up)
    {
      g_autofree char *name = bri_card_get_name (self->card, self->style);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
    }
  else
    /* A face-down card must not tell what it is, to a screen reader either. */
    gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, _("Face-down card"), -1);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self),
                               GTK_ACCESSIBLE_STATE_DISABLED, !self->playable,
                               GTK_ACCESSIBLE_STATE_SELECTED, (gboolean) self->selected,
                               -1);
}

static void
briscola_card_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  BriscolaCard *self = BRISCOLA_CARD (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *natural = self->fixed_size || for_size <= 0 ? self->natural_width
                                                   : (int) (for_size * BRISCOLA_CARD_ASPECT);
      *minimum = self->fixed_size ? *natural : 8;
    }
  else
    {
      int width = self->fixed_size || for_size <= 0 ? self->natural_width : for_size;
      *natural = (int) (width / BRISCOLA_CARD_ASPECT + 0.5);
      *minimum = self->fixed_size ? *natural : 12;
    }
}

static void
briscola_card_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  BriscolaCard *self = BRISCOLA_CARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  guint flags = 0;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  if (adw_style_manager_get_high_contrast (adw_style_manager_get_default ()))
    flags |= BRISCOLA_PAINT_HIGH_CONTRAST;

  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (self->face_up)
    briscola_card_painter_draw_face (cr, width, height, self->card, self->style, flags);
  else
    briscola_card_painter_draw_back (cr, width, height, flags);
  cairo_destroy (cr);
}

static void
on_released (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             BriscolaCard    *self)
{
  if (self->playable)
    {
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      g_signal_emit (self, signals[ACTIVATE], 0);
    }
}

static GdkContentProvider *
on_drag_prepare (GtkDragSource *source,
                 double         x,
                 double         y,
                 BriscolaCard  *self)
{
  if (!self->playable || !self->face_up)
    return NULL;
  return gdk_content_provider_new_typed (G_TYPE_UINT, (guint) self->card);
}

static void
on_drag_begin (GtkDragSource *source,
               GdkDrag       *drag,
               BriscolaCard  *self)
{
  g_autoptr (GdkPaintable) paintable = gtk_widget_paintable_new (GTK_WIDGET (self));

  gtk_drag_source_set_icon (source, paintable, gtk_widget_get_width (GTK_WIDGET (self)) / 2,
                            gtk_widget_get_height (GTK_WIDGET (self)) / 2);
  gtk_widget_add_css_class (GTK_WIDGET (self), "dragged");
}

static void
on_drag_end (GtkDragSource *source,
             GdkDrag       *drag,
             gboolean       delete_data,
             BriscolaCard  *self)
{
  gtk_widget_remove_css_class (GTK_WIDGET (self), "dragged");
}

static void
on_high_contrast_changed (BriscolaCard *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
briscola_card_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  BriscolaCard *self = BRISCOLA_CARD (object);

  switch (prop_id)
    {
    case PROP_CARD:
      g_value_set_uint (value, self->card);
      break;
    case PROP_FACE_UP:
      g_value_set_boolean (value, self->face_up);
      break;
    case PROP_DECK_STYLE:
      g_value_set_uint (value, self->style);
      break;
    case PROP_PLAYABLE:
      g_value_set_boolean (value, self->playable);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
briscola_card_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  BriscolaCard *self = BRISCOLA_CARD (object);

  switch (prop_id)
    {
    case PROP_CARD:
      self->card = (BriCard) g_value_get_uint (value);
      break;
    case PROP_FACE_UP:
      briscola_card_set_face_up (self, g_value_get_boolean (value));
      break;
    case PROP_DECK_STYLE:
      briscola_card_set_deck_style (self, g_value_get_uint (value));
      break;
    case PROP_PLAYABLE:
      briscola_card_set_playable (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
briscola_card_constructed (GObject *object)
{
  BriscolaCard *self = BRISCOLA_CARD (object);

  G_OBJECT_CLASS (briscola_card_parent_class)->constructed (object);
  g_return_if_fail (bri_card_is_valid (self->card));
  update_accessible (self);
}

static void
briscola_card_class_init (BriscolaCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->get_property = briscola_card_get_property;
  object_class->set_property = briscola_card_set_property;
  object_class->constructed = briscola_card_constructed;
  widget_class->measure = briscola_card_measure;
  widget_class->snapshot = briscola_card_snapshot;

  properties[PROP_CARD] =
    g_param_spec_uint ("card", NULL, NULL, 0, BRI_NO_CARD, 0,
                       G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  properties[PROP_FACE_UP] =
    g_param_spec_boolean ("face-up", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_DECK_STYLE] =
    g_param_spec_uint ("deck-style", NULL, NULL, 0, BRI_N_DECK_STYLES - 1, 0,
                       G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_PLAYABLE] =
    g_param_spec_boolean ("playable", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* Clicking, Enter, Space and gtk_widget_activate() all play the card. */
  signals[ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[ACTIVATE]);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_Return, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_ISO_Enter, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_space, 0, "activate", NULL);
  gtk_widget_class_add_binding_signal (widget_class, GDK_KEY_KP_Space, 0, "activate", NULL);

  gtk_widget_class_set_css_name (widget_class, "briscola-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
briscola_card_init (BriscolaCard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();
  GtkDragSource *drag = gtk_drag_source_new ();

  self->natural_width = 72;
  self->card = BRI_NO_CARD;

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (on_released), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  gtk_drag_source_set_actions (drag, GDK_ACTION_MOVE);
  g_signal_connect (drag, "prepare", G_CALLBACK (on_drag_prepare), self);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (on_high_contrast_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
briscola_card_new (BriCard      card,
                   BriDeckStyle style)
{
  g_return_val_if_fail (bri_card_is_valid (card), NULL);

  return g_object_new (BRISCOLA_TYPE_CARD, "card", (guint) card, "deck-style", (guint) style,
                       NULL);
}

BriCard
briscola_card_get_card (BriscolaCard *self)
{
  g_return_val_if_fail (BRISCOLA_IS_CARD (self), BRI_NO_CARD);
  return self->card;
}

gboolean
briscola_card_get_face_up (BriscolaCard *self)
{
  g_return_val_if_fail (BRISCOLA_IS_CARD (self), FALSE);
  return self->face_up;
}

void
briscola_card_set_face_up (BriscolaCard *self,
                           gboolean      face_up)
{
  g_return_if_fail (BRISCOLA_IS_CARD (self));

  face_up = !!face_up;
  if (self->face_up == face_up)
    return;
  self->face_up = face_up;
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_FACE_UP]);
}

BriDeckStyle
briscola_card_get_deck_style (BriscolaCard *self)
{
  g_return_val_if_fail (BRISCOLA_IS_CARD (self), BRI_DECK_STYLE_ITALIAN);
  return self->style;
}

void
briscola_card_set_deck_style (BriscolaCard *self,
                              BriDeckStyle  style)
{
  g_return_if_fail (BRISCOLA_IS_CARD (self));
  g_return_if_fail (style < BRI_N_DECK_STYLES);

  if (self->style == style)
    return;
  self->style = style;
  if (bri_card_is_valid (self->card))
    update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DECK_STYLE]);
}

gboolean
briscola_card_get_playable (BriscolaCard *self)
{
  g_return_val_if_fail (BRISCOLA_IS_CARD (self), FALSE);
  return self->playable;
}

void
briscola_card_set_playable (BriscolaCard *self,
                            gboolean      playable)
{
  g_return_if_fail (BRISCOLA_IS_CARD (self));

  playable = !!playable;
  if (self->playable == playable)
    return;
  self->playable = playable;
  gtk_widget_set_focusable (GTK_WIDGET (self), playable);
  if (playable)
    gtk_widget_add_css_class (GTK_WIDGET (self), "playable");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "playable");
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), playable ? "pointer" : NULL);
  update_accessible (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PLAYABLE]);
}

void
briscola_card_set_selected (BriscolaCard *self,
                            gboolean      selected)
{
  g_return_if_fail (BRISCOLA_IS_CARD (self));

  self->selected = !!selected;
  if (selected)
    gtk_widget_add_css_class (GTK_WIDGET (self), "selected");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "selected");
  update_accessible (self);
}

void
briscola_card_set_hinted (BriscolaCard *self,
                          gboolean      hinted)
{
  g_return_if_fail (BRISCOLA_IS_CARD (self));

  self->hinted = !!hinted;
  if (hinted)
    gtk_widget_add_css_class (GTK_WIDGET (self), "hinted");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self), "hinted");
}

void
briscola_card_set_natural_width (BriscolaCard *self,
                                 int           width)
{
  g_return_if_fail (BRISCOLA_IS_CARD (self));

  self->natural_width = MAX (8, width);
  self->fixed_size = TRUE;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
