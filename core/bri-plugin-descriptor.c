/* bri-plugin-descriptor.c: validates a plugin's descriptor before anything reads it.
 *
 * A plugin is trusted code, but a broken one must be listed with a reason, not crash
 * `list` or the start page: everything the front ends walk or index is checked here. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-card.h"
#include "bri-error.h"
#include "bri-plugin-descriptor.h"

gboolean
bri_variant_id_is_valid (const char *text)
{
  gsize length;

  if (text == NULL || (length = strlen (text)) == 0 || length > 64)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (text[i]) && text[i] != '-' && text[i] != '_' && text[i] != '.')
      return FALSE;
  return TRUE;
}

/* A token for “--option KEY=VALUE”, the options string “k=v;k=v” and the space-separated
 * actions of a saved game: printable ASCII without the separators. */
static gboolean
is_token (const char *text)
{
  if (text == NULL || text[0] == '\0' || strlen (text) > 64)
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isgraph (*c) || *c == '=' || *c == ';' || *c == ',')
      return FALSE;
  return TRUE;
}

static gboolean
is_text (const char *text)
{
  return text != NULL && g_utf8_validate (text, -1, NULL);
}

/* Sets @error to a problem of the variant's rules or, with @of_descriptor, of the
 * plugin's identity or list of variants. */
static gboolean
fail_valist (GError **error, gboolean of_descriptor, const char *format, va_list args)
  G_GNUC_PRINTF (3, 0);

static gboolean
fail_valist (GError **error, gboolean of_descriptor, const char *format, va_list args)
{
  g_autofree char *problem = g_strdup_vprintf (format, args);

  if (of_descriptor)
    g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN, _("the plugin’s descriptor is invalid: %s"),
                 problem);
  else
    g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN, _("the plugin’s rules are invalid: %s"),
                 problem);
  return FALSE;
}

static gboolean
fail (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (error, FALSE, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
fail_descriptor (GError **error, const char *format, ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail_descriptor (GError **error, const char *format, ...)
{
  va_list args;

  va_start (args, format);
  fail_valist (error, TRUE, format, args);
  va_end (args);
  return FALSE;
}

static gboolean
check_option (const BriOptionSpec *spec, guint index, GError **error)
{
  guint n_choices = 0;

  if (!is_token (spec->key))
    return fail (error, _("option %u has no key, or one with spaces or separators"), index + 1);
  if (!is_text (spec->label))
    return fail (error, _("option “%s” has no label"), spec->key);
  if (spec->choices == NULL)
    return fail (error, _("option “%s” has no list of choices"), spec->key);

  for (; n_choices <= BRI_MAX_OPTION_CHOICES && spec->choices[n_choices].value != NULL; n_choices++)
    {
      const BriOptionChoice *choice = &spec->choices[n_choices];
      if (!is_token (choice->value))
        return fail (error, _("option “%s”: choice %u has spaces or separators"),
                     spec->key, n_choices + 1);
      if (!is_text (choice->label))
        return fail (error, _("option “%s”: choice “%s” has no label"), spec->key, choice->value);
      for (guint other = 0; other < n_choices; other++)
        if (g_str_equal (spec->choices[other].value, choice->value))
          return fail (error, _("option “%s”: choice “%s” is listed twice"),
                       spec->key, choice->value);
    }
  if (n_choices == 0)
    return fail (error, _("option “%s” has no choices"), spec->key);
  if (n_choices > BRI_MAX_OPTION_CHOICES)
    return fail (error, _("option “%s” has more than %u choices, or its list has no end"),
                 spec->key, BRI_MAX_OPTION_CHOICES);
  if (spec->default_choice >= n_choices)
    return fail (error, _("option “%s”: its default, choice %u, is not one of its %u choices"),
                 spec->key, spec->default_choice + 1, n_choices);
  return TRUE;
}

static gboolean
check_options (const BriRules *rules, GError **error)
{
  if (rules->n_options > BRI_MAX_OPTIONS)
    return fail (error, _("%u options, but at most %u are possible"),
                 rules->n_options, BRI_MAX_OPTIONS);
  if (rules->n_options > 0 && rules->options == NULL)
    return fail (error, _("options are announced (%u) but none is given"), rules->n_options);

  for (guint i = 0; i < rules->n_options; i++)
    {
      if (!check_option (&rules->options[i], i, error))
        return FALSE;
      for (guint other = 0; other < i; other++)
        if (g_str_equal (rules->options[other].key, rules->options[i].key))
          return fail (error, _("option “%s” is listed twice"), rules->options[i].key);
    }
  return TRUE;
}

static gboolean
check_messages (const BriRules *rules, GError **error)
{
  g_autoptr (GHashTable) tokens = NULL;

  if (rules->n_messages > BRI_MAX_MESSAGES)
    return fail (error, _("%u messages, but at most %u are possible"),
                 rules->n_messages, BRI_MAX_MESSAGES);
  if (rules->n_messages > 0 && rules->messages == NULL)
    return fail (error, _("messages are announced (%u) but none is given"), rules->n_messages);

  tokens = g_hash_table_new (g_str_hash, g_str_equal);
  for (guint i = 0; i < rules->n_messages; i++)
    {
      const BriMessage *message = &rules->messages[i];
      if (!is_token (message->token))
        return fail (error, _("message %u has no token, or one with spaces or separators"),
                     i + 1);
      if (!is_text (message->label))
        return fail (error, _("message “%s” has no label"), message->token);
      if (!g_hash_table_add (tokens, (gpointer) message->token))
        return fail (error, _("message “%s” is listed twice"), message->token);
    }
  return TRUE;
}

/* A plugin's identity, as the descriptor gives it: never walked past these lengths. */
#define MAX_VERSION_LENGTH 64
#define MAX_LICENSE_LENGTH 256
#define MAX_LOCALE_DIR_LENGTH 4096

/* Whether @text is a string of at most @max_length bytes: reads no further. */
static gboolean
is_short (const char *text, gsize max_length)
{
  return text != NULL && text[0] != '\0' && strnlen (text, max_length + 1) <= max_length;
}

/* A version: printable ASCII without spaces ("1.2.0", "0.3~beta"). */
static gboolean
is_version (const char *text)
{
  if (!is_short (text, MAX_VERSION_LENGTH))
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isgraph (*c))
      return FALSE;
  return TRUE;
}

/* An SPDX licence expression: identifiers, "+", parentheses, AND, OR, WITH. */
static gboolean
is_license (const char *text)
{
  if (!is_short (text, MAX_LICENSE_LENGTH))
    return FALSE;
  for (const char *c = text; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c) && strchr ("-.+:() ", *c) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
check_abi (const BriPluginDescriptor *descriptor, GError **error)
{
  if (descriptor->abi_major != BRI_PLUGIN_ABI_MAJOR)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN,
                   _("built for plugin ABI %u, but this Briscola loads plugins of ABI %u: "
                     "rebuild the plugin against this Briscola’s SDK"),
                   descriptor->abi_major, BRI_PLUGIN_ABI_MAJOR);
      return FALSE;
    }
  if (descriptor->abi_minor > BRI_PLUGIN_ABI_MINOR)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN,
                   _("built for plugin ABI %u.%u, newer than this Briscola’s %u.%u: "
                     "update Briscola to use it"),
                   descriptor->abi_major, descriptor->abi_minor,
                   BRI_PLUGIN_ABI_MAJOR, BRI_PLUGIN_ABI_MINOR);
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_identity (const BriPluginDescriptor *descriptor, GError **error)
{
  if (!bri_variant_id_is_valid (descriptor->name))
    return fail_descriptor (error, _("no name, or one with characters other than letters, "
                                     "digits, “-”, “_” and “.”, or longer than 64"));
  if (!is_version (descriptor->version))
    return fail_descriptor (error, _("no version, or one with spaces or longer than %u"),
                            MAX_VERSION_LENGTH);
  if (!is_license (descriptor->license))
    return fail_descriptor (error, _("no licence, or one that is not an SPDX expression of "
                                     "at most %u characters"), MAX_LICENSE_LENGTH);
  if (!bri_variant_id_is_valid (descriptor->gettext_domain))
    return fail_descriptor (error, _("no gettext domain, or one with characters other than "
                                     "letters, digits, “-”, “_” and “.”, or longer than 64"));
  if (descriptor->locale_dir != NULL &&
      (!is_short (descriptor->locale_dir, MAX_LOCALE_DIR_LENGTH) ||
       !g_utf8_validate (descriptor->locale_dir, -1, NULL)))
    return fail_descriptor (error, _("the locale folder is empty, longer than %u or not UTF-8"),
                            MAX_LOCALE_DIR_LENGTH);
  return TRUE;
}

static gboolean
check_rules (const BriRules *rules, GError **error)
{
  if (!bri_variant_id_is_valid (rules->id))
    return fail (error, _("no id, or one with characters other than letters, digits, "
                          "“-”, “_” and “.”"));
  if (rules->deck == NULL || rules->deck_size == NULL || rules->deal == NULL ||
      rules->legal_actions == NULL || rules->apply == NULL || rules->score == NULL ||
      rules->match_update == NULL)
    return fail (error, _("a required hook is missing"));
  if (!is_text (rules->name) || !is_text (rules->description) || !is_text (rules->rules_text))
    return fail (error, _("a name, description or rules text is missing or not UTF-8"));
  if (rules->min_players < 1 || rules->max_players > BRI_MAX_SEATS ||
      rules->min_players > rules->max_players ||
      rules->default_players < rules->min_players ||
      rules->default_players > rules->max_players)
    return fail (error, _("player counts out of range (%u to %u, %u by default; at most %u)"),
                 rules->min_players, rules->max_players, rules->default_players, BRI_MAX_SEATS);
  if (rules->deck_style >= BRI_N_DECK_STYLES)
    return fail (error, _("deck style %u is not one of the %u known"),
                 rules->deck_style, BRI_N_DECK_STYLES);
  return check_options (rules, error) && check_messages (rules, error);
}

gboolean
bri_plugin_descriptor_validate (const BriPluginDescriptor *descriptor, GError **error)
{
  guint n_variants = 0;

  if (descriptor == NULL)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN, _("it describes nothing"));
      return FALSE;
    }
  if (!check_abi (descriptor, error) || !check_identity (descriptor, error))
    return FALSE;

  if (descriptor->variants == NULL)
    return fail_descriptor (error, _("no list of variants"));
  for (; n_variants <= BRI_MAX_PLUGIN_VARIANTS && descriptor->variants[n_variants] != NULL;
       n_variants++)
    {
      const BriRules *rules = descriptor->variants[n_variants];

      if (!check_rules (rules, error))
        {
          /* Which of the module's variants, when it can be named. */
          if (bri_variant_id_is_valid (rules->id))
            g_prefix_error (error, "%s: ", rules->id);
          return FALSE;
        }
    }
  if (n_variants == 0)
    return fail_descriptor (error, _("it registers no variant"));
  if (n_variants > BRI_MAX_PLUGIN_VARIANTS)
    return fail_descriptor (error, _("more than %u variants, or a list of variants with no end"),
                            BRI_MAX_PLUGIN_VARIANTS);
  for (guint i = 0; i < n_variants; i++)
    for (guint other = 0; other < i; other++)
      if (g_str_equal (descriptor->variants[i]->id, descriptor->variants[other]->id))
        return fail_descriptor (error, _("variant “%s” is registered twice"),
                                descriptor->variants[i]->id);
  return TRUE;
}
