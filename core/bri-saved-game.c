/* bri-saved-game.c: match records and the saved-game file. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "bri-error.h"
#include "bri-plugin-descriptor.h"
#include "bri-rules.h"
#include "bri-saved-game.h"

#define GROUP "Briscola"

/* The last group of a file of format 2 or later: the SHA-256 of every byte before it. */
#define INTEGRITY_HEADER "[Integrity]\nSHA-256="
#define SHA256_HEX_LENGTH 64

/* A temporary file that g_file_set_contents_full() left behind when the saving process
 * died is at least this old, in seconds; a younger one may belong to a save going on. */
#define STALE_TEMPORARY_AGE 60

static void
deal_record_free (gpointer data)
{
  BriDealRecord *deal = data;
  g_array_unref (deal->actions);
  g_free (deal);
}

BriRecord *
bri_record_new (const BriConfig *config, guint64 seed)
{
  BriRecord *record = g_new0 (BriRecord, 1);
  record->config = *config;
  record->seed = seed;
  record->deals = g_ptr_array_new_with_free_func (deal_record_free);
  return record;
}

void
bri_record_free (BriRecord *record)
{
  if (record == NULL)
    return;
  g_ptr_array_unref (record->deals);
  g_free (record);
}

BriDealRecord *
bri_record_add_deal (BriRecord *record, guint dealer, const BriCard *order, guint n_cards)
{
  g_return_val_if_fail (n_cards <= BRI_MAX_CARDS, NULL);

  BriDealRecord *deal = g_new0 (BriDealRecord, 1);
  deal->dealer = (guint8) dealer;
  deal->n_cards = (guint8) n_cards;
  memcpy (deal->order, order, n_cards);
  deal->actions = g_array_new (FALSE, FALSE, sizeof (BriAction));
  g_ptr_array_add (record->deals, deal);
  return deal;
}

gboolean
bri_record_replay (const BriRecord *record, BriMatch *match, BriState *state, GError **error)
{
  g_autoptr (GError) local_error = NULL;

  if (!bri_config_check (&record->config, &local_error))
    goto corrupt;

  bri_match_init (match, &record->config, record->deals->len
                  ? ((BriDealRecord *) g_ptr_array_index (record->deals, 0))->dealer : 0);
  for (guint d = 0; d < record->deals->len; d++)
    {
      BriDealRecord *deal = g_ptr_array_index (record->deals, d);

      if (match->finished)
        {
          g_set_error (&local_error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                       _("deal %u comes after the match was over"), d + 1);
          goto corrupt;
        }
      if (deal->dealer != match->dealer)
        {
          g_set_error (&local_error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                       _("deal %u: seat %u deals, but it was seat %u’s turn to deal"),
                       d + 1, deal->dealer, match->dealer);
          goto corrupt;
        }
      if (!bri_state_deal_ordered (state, &record->config, deal->dealer, deal->order,
                                   deal->n_cards, &local_error))
        goto in_deal;
      for (guint a = 0; a < deal->actions->len; a++)
        if (!bri_state_apply_checked (state, g_array_index (deal->actions, BriAction, a),
                                      &local_error))
          goto in_deal;
      if (d + 1 < record->deals->len)
        {
          BriDealScore score;
          if (!bri_state_is_over (state))
            {
              g_set_error (&local_error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                           _("deal %u stops before its end"), d + 1);
              goto corrupt;
            }
          bri_match_add_deal (match, state, &score);
        }
      continue;

    in_deal:
      g_prefix_error (&local_error, _("deal %u: "), d + 1);
      goto corrupt;
    }
  return TRUE;

corrupt:
  g_set_error (error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE, "%s", local_error->message);
  return FALSE;
}

/* Ends @body (consumed) with the checksum that lets a loader see it whole. */
static char *
append_integrity (char *body, gsize *length)
{
  g_autofree char *owned = body;
  g_autofree char *digest = g_compute_checksum_for_string (G_CHECKSUM_SHA256, body, -1);
  char *data = g_strconcat (body, INTEGRITY_HEADER, digest, "\n", NULL);

  if (length != NULL)
    *length = strlen (data);
  return data;
}

/* Whether @data ends with the checksum of what comes before it. A file cut short on a
 * line boundary is still a valid key file, of an earlier position: only this tells. */
static gboolean
check_integrity (const char *data, gsize length, GError **error)
{
  const gsize tail = strlen (INTEGRITY_HEADER) + SHA256_HEX_LENGTH + 1;
  g_autofree char *digest = NULL;
  const char *header;

  if (length < tail || data[length - 1] != '\n' ||
      memcmp (data + length - tail, INTEGRITY_HEADER, strlen (INTEGRITY_HEADER)) != 0 ||
      (length > tail && data[length - tail - 1] != '\n'))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                   _("its end is missing: it was cut short after it was saved"));
      return FALSE;
    }
  header = data + length - tail;
  digest = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data,
                                        (gsize) (header - data));
  if (memcmp (digest, header + strlen (INTEGRITY_HEADER), SHA256_HEX_LENGTH) != 0)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                   _("its checksum does not match: it was changed after it was saved"));
      return FALSE;
    }
  return TRUE;
}

/* Whether every “\\” of a raw key-file value starts an escape GKeyFile knows. */
static gboolean
escapes_are_valid (const char *raw)
{
  for (const char *c = raw; *c != '\0'; c++)
    if (*c == '\\' && (*++c == '\0' || strchr ("sntr\\", *c) == NULL))
      return FALSE;
  return TRUE;
}

/* g_key_file_get_string() may set @error and still return a value (an invalid escape
 * such as “\\q”), and with two bad escapes GLib 2.74 sets it twice (a GLib-WARNING):
 * this refuses bad escapes first, and returns NULL whenever it fails. */
static char *
get_string (GKeyFile *file, const char *group, const char *key, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  g_autofree char *raw = g_key_file_get_value (file, group, key, error);
  g_autofree char *value = NULL;

  if (raw == NULL)
    return NULL;
  if (!escapes_are_valid (raw))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                   _("“%s” in [%s] holds an invalid escape sequence"), key, group);
      return NULL;
    }
  value = g_key_file_get_string (file, group, key, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return g_steal_pointer (&value);
}

/* Like get_string(), for an integer: returns whether @value was read. */
static gboolean
get_integer (GKeyFile *file, const char *group, const char *key, gint *value, GError **error)
{
  g_autoptr (GError) local_error = NULL;

  *value = g_key_file_get_integer (file, group, key, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  return TRUE;
}

char *
bri_saved_game_to_data (const BriRecord *record, gsize *length)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *options = bri_config_options_to_string (&record->config);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, record->seed);

  g_key_file_set_integer (file, GROUP, "Format", BRI_SAVED_GAME_FORMAT);
  g_key_file_set_string (file, GROUP, "Variant", record->config.rules->id);
  g_key_file_set_integer (file, GROUP, "Players", record->config.n_players);
  g_key_file_set_string (file, GROUP, "Options", options);
  g_key_file_set_string (file, GROUP, "Seed", seed);

  for (guint d = 0; d < record->deals->len; d++)
    {
      BriDealRecord *deal = g_ptr_array_index (record->deals, d);
      g_autofree char *group = g_strdup_printf ("Deal %u", d + 1);
      g_autoptr (GString) deck = g_string_new (NULL);
      g_autoptr (GString) actions = g_string_new (NULL);

      for (guint i = 0; i < deal->n_cards; i++)
        g_string_append_printf (deck, "%s%s", i ? " " : "", bri_card_to_string (deal->order[i]));
      for (guint i = 0; i < deal->actions->len; i++)
        {
          g_autofree char *text = bri_action_to_string (record->config.rules,
                                                        g_array_index (deal->actions, BriAction, i));
          g_string_append_printf (actions, "%s%s", i ? " " : "", text);
        }
      g_key_file_set_integer (file, group, "Dealer", deal->dealer);
      g_key_file_set_string (file, group, "Deck", deck->str);
      g_key_file_set_string (file, group, "Actions", actions->str);
    }
  return append_integrity (g_key_file_to_data (file, NULL, NULL), length);
}

static gboolean
read_deal (BriRecord *record, GKeyFile *file, guint index, GError **error)
{
  g_autofree char *group = g_strdup_printf ("Deal %u", index + 1);
  g_autofree char *deck = get_string (file, group, "Deck", error);
  g_autofree char *actions = NULL;
  g_autofree BriCard *order = NULL;
  g_auto (GStrv) tokens = NULL;
  guint n_cards;
  gint dealer;

  if (deck == NULL)
    return FALSE;
  if (!get_integer (file, group, "Dealer", &dealer, error))
    return FALSE;
  if (dealer < 0 || dealer >= record->config.n_players)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE, _("no seat %d to deal"), dealer);
      return FALSE;
    }
  actions = get_string (file, group, "Actions", error);
  if (actions == NULL)
    return FALSE;
  order = bri_cards_parse (deck, &n_cards, error);
  if (order == NULL)
    return FALSE;
  if (n_cards > BRI_MAX_CARDS)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_DECK, _("the deck has too many cards"));
      return FALSE;
    }

  BriDealRecord *deal = bri_record_add_deal (record, dealer, order, n_cards);
  tokens = g_strsplit_set (actions, " \t", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      BriAction action;
      if (tokens[i][0] == '\0')
        continue;
      if (!bri_action_parse (record->config.rules, tokens[i], &action, error))
        return FALSE;
      g_array_append_val (deal->actions, action);
    }
  return TRUE;
}

BriRecord *
bri_saved_game_from_data (BriPluginLoader *loader, const char *data, gsize length,
                          GError **error)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autoptr (GError) local_error = NULL;
  g_autoptr (BriRecord) record = NULL;
  g_autofree char *variant_id = NULL;
  g_autofree char *options = NULL;
  g_autofree char *seed = NULL;
  BriConfig config;
  BriVariant *variant;
  BriMatch match;
  BriState state;
  guint64 seed_value;
  gint format, players;
  guint index;

  if (!g_key_file_load_from_data (file, data, length, G_KEY_FILE_NONE, &local_error))
    goto corrupt;
  format = g_key_file_get_integer (file, GROUP, "Format", &local_error);
  if (local_error != NULL)
    goto corrupt;
  if (format < BRI_SAVED_GAME_FORMAT_UNCHECKED || format > BRI_SAVED_GAME_FORMAT)
    {
      g_set_error (&local_error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                   _("format %d is not one this version reads (%d to %d)"), format,
                   BRI_SAVED_GAME_FORMAT_UNCHECKED, BRI_SAVED_GAME_FORMAT);
      goto corrupt;
    }
  if (format > BRI_SAVED_GAME_FORMAT_UNCHECKED && !check_integrity (data, length, &local_error))
    goto corrupt;
  if ((variant_id = get_string (file, GROUP, "Variant", &local_error)) == NULL)
    goto corrupt;
  if (!bri_variant_id_is_valid (variant_id))
    {
      g_set_error (&local_error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE,
                   _("its variant is not named by an identifier"));
      goto corrupt;
    }
  if ((variant = bri_plugin_loader_find (loader, variant_id)) == NULL)
    {
      /* Not damage: the file may load again once the plugin is back. */
      g_set_error (error, BRI_ERROR, BRI_ERROR_UNKNOWN_VARIANT,
                   _("The saved game is of the variant “%s”, which is not installed"),
                   variant_id);
      return NULL;
    }
  bri_config_init (&config, bri_variant_get_rules (variant));
  players = g_key_file_get_integer (file, GROUP, "Players", &local_error);
  if (local_error != NULL || !bri_config_set_players (&config, players, &local_error))
    goto corrupt;
  if ((options = get_string (file, GROUP, "Options", &local_error)) == NULL ||
      !bri_config_options_from_string (&config, options, &local_error))
    goto corrupt;
  if ((seed = get_string (file, GROUP, "Seed", &local_error)) == NULL ||
      !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &seed_value, &local_error))
    goto corrupt;

  record = bri_record_new (&config, seed_value);
  for (index = 0;; index++)
    {
      g_autofree char *group = g_strdup_printf ("Deal %u", index + 1);
      if (!g_key_file_has_group (file, group))
        break;
      if (!read_deal (record, file, index, &local_error))
        {
          g_prefix_error (&local_error, _("deal %u: "), index + 1);
          goto corrupt;
        }
    }
  if (index == 0)
    {
      g_set_error (&local_error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE, _("it holds no deal"));
      goto corrupt;
    }
  if (!bri_record_replay (record, &match, &state, &local_error))
    goto corrupt;
  return g_steal_pointer (&record);

corrupt:
  {
    /* GKeyFile quotes the damaged line as it is, which may not be UTF-8. */
    g_autofree char *why = g_utf8_make_valid (local_error->message, -1);
    g_set_error (error, BRI_ERROR, BRI_ERROR_CORRUPT_SAVE, _("The saved game is damaged: %s"),
                 why);
  }
  return NULL;
}

gboolean
bri_saved_game_save (const BriRecord *record, const char *path, GError **error)
{
  gsize length;
  g_autofree char *data = bri_saved_game_to_data (record, &length);
  g_autofree char *dir = g_path_get_dirname (path);

  g_mkdir_with_parents (dir, 0700);
  if (!g_file_set_contents_full (path, data, length, G_FILE_SET_CONTENTS_CONSISTENT, 0600,
                                 error))
    return FALSE;
  bri_saved_game_remove_stale_temporaries (path);
  return TRUE;
}

/* Whether @name is @base followed by the “.XXXXXX” that g_mkstemp() fills in. */
static gboolean
is_temporary_of (const char *name, const char *base)
{
  gsize base_length = strlen (base);

  if (strncmp (name, base, base_length) != 0 || name[base_length] != '.' ||
      strlen (name + base_length + 1) != 6)
    return FALSE;
  for (const char *c = name + base_length + 1; *c != '\0'; c++)
    if (!g_ascii_isalnum (*c))
      return FALSE;
  return TRUE;
}

guint
bri_saved_game_remove_stale_temporaries (const char *path)
{
  g_autofree char *dir = NULL;
  g_autofree char *base = NULL;
  g_autoptr (GDir) handle = NULL;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  const char *name;
  guint removed = 0;

  g_return_val_if_fail (path != NULL, 0);

  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  if ((handle = g_dir_open (dir, 0, NULL)) == NULL)
    return 0;
  while ((name = g_dir_read_name (handle)) != NULL)
    {
      g_autofree char *temporary = NULL;
      GStatBuf info;

      if (!is_temporary_of (name, base))
        continue;
      temporary = g_build_filename (dir, name, NULL);
      /* Only regular files of ours, old enough that no save is still writing them. */
      if (g_lstat (temporary, &info) != 0 || !S_ISREG (info.st_mode) ||
          info.st_mtime > now - STALE_TEMPORARY_AGE)
        continue;
      if (g_unlink (temporary) == 0)
        removed++;
      else
        g_debug ("Could not remove the stale temporary %s: %s", temporary, g_strerror (errno));
    }
  return removed;
}

BriRecord *
bri_saved_game_load (BriPluginLoader *loader, const char *path, GError **error)
{
  g_autofree char *data = NULL;
  gsize length;

  if (!g_file_get_contents (path, &data, &length, error))
    return NULL;
  return bri_saved_game_from_data (loader, data, length, error);
}
