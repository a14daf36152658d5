/* bri-variant.c: a loaded variant as a GObject. */
#include "config.h"

#include "bri-variant.h"

struct _BriVariant
{
  GObject parent_instance;
  const BriRules *rules;
  char *path;
};

enum { PROP_0, PROP_ID, PROP_NAME, PROP_DESCRIPTION, PROP_PATH, N_PROPS };
static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (BriVariant, bri_variant, G_TYPE_OBJECT)

static void
bri_variant_finalize (GObject *object)
{
  BriVariant *self = BRI_VARIANT (object);
  g_free (self->path);
  G_OBJECT_CLASS (bri_variant_parent_class)->finalize (object);
}

static void
bri_variant_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  BriVariant *self = BRI_VARIANT (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, bri_variant_get_id (self));
      break;
    case PROP_NAME:
      g_value_set_string (value, bri_variant_get_name (self));
      break;
    case PROP_DESCRIPTION:
      g_value_set_string (value, bri_variant_get_description (self));
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bri_variant_class_init (BriVariantClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = bri_variant_finalize;
  object_class->get_property = bri_variant_get_property;

  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL,
                                             G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DESCRIPTION] = g_param_spec_string ("description", NULL, NULL, NULL,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
bri_variant_init (BriVariant *self)
{
}

BriVariant *
bri_variant_new (const BriRules *rules, const char *path)
{
  g_return_val_if_fail (rules != NULL, NULL);

  BriVariant *self = g_object_new (BRI_TYPE_VARIANT, NULL);
  self->rules = rules;
  self->path = g_strdup (path);
  return self;
}

const BriRules *
bri_variant_get_rules (BriVariant *self)
{
  g_return_val_if_fail (BRI_IS_VARIANT (self), NULL);
  return self->rules;
}

const char *
bri_variant_get_id (BriVariant *self)
{
  g_return_val_if_fail (BRI_IS_VARIANT (self), NULL);
  return self->rules->id;
}

const char *
bri_variant_get_name (BriVariant *self)
{
  g_return_val_if_fail (BRI_IS_VARIANT (self), NULL);
  return bri_rules_get_name (self->rules);
}

const char *
bri_variant_get_description (BriVariant *self)
{
  g_return_val_if_fail (BRI_IS_VARIANT (self), NULL);
  return bri_rules_get_description (self->rules);
}

const char *
bri_variant_get_path (BriVariant *self)
{
  g_return_val_if_fail (BRI_IS_VARIANT (self), NULL);
  return self->path;
}

/* Whether some configuration plays with @n_players: the defaults, or the defaults with
 * one option changed (a preset that seats more players). */
static gboolean
players_accepted (const BriRules *rules, guint n_players)
{
  BriConfig config;

  bri_config_init (&config, rules);
  if (!bri_config_set_players (&config, n_players, NULL))
    return FALSE;
  if (bri_config_check (&config, NULL))
    return TRUE;
  for (guint i = 0; i < rules->n_options; i++)
    for (guint c = 0; rules->options[i].choices[c].value != NULL; c++)
      {
        BriConfig changed = config;
        changed.option[i] = (guint8) c;
        if (bri_config_check (&changed, NULL))
          return TRUE;
      }
  return FALSE;
}

char *
bri_variant_dup_players_text (BriVariant *self)
{
  GString *text = g_string_new (NULL);
  const BriRules *rules;

  g_return_val_if_fail (BRI_IS_VARIANT (self), NULL);
  rules = self->rules;
  /* Runs of accepted counts: "2", "2–6", "2, 4". */
  for (guint n = rules->min_players; n <= rules->max_players; n++)
    {
      guint last = n;

      if (!players_accepted (rules, n))
        continue;
      while (last + 1 <= rules->max_players && players_accepted (rules, last + 1))
        last++;
      if (text->len > 0)
        g_string_append (text, ", ");
      if (last == n)
        g_string_append_printf (text, "%u", n);
      else
        g_string_append_printf (text, last == n + 1 ? "%u, %u" : "%u–%u", n, last);
      n = last;
    }
  return g_string_free (text, FALSE);
}
