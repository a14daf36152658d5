/* briscola-autosave.c: what happens to the autosave at start.
 *
 * A file that cannot be resumed is never deleted: a damaged one may be worth a bug
 * report, and one of a variant whose plugin is missing today is a good game tomorrow.
 * Each is moved aside under a name of its own, so a later one never overwrites it. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "briscola-autosave.h"

#define WAITING_PREFIX "waiting-"
#define WAITING_SUFFIX ".briscola"

void
briscola_autosave_free (BriscolaAutosave *autosave)
{
  if (autosave == NULL)
    return;
  g_clear_object (&autosave->game);
  g_free (autosave->kept_path);
  g_free (autosave->variant_id);
  g_free (autosave);
}

/* Moves @from to the first free name of @stem, @stem-2, @stem-3… followed by @suffix.
 * Returns the new path, or NULL (with errno's message logged) if it could not. */
static char *
move_to_unique_name (const char *from, const char *stem, const char *suffix)
{
  for (guint n = 1; n < 1000; n++)
    {
      g_autofree char *to = n == 1 ? g_strconcat (stem, suffix, NULL)
                                   : g_strdup_printf ("%s-%u%s", stem, n, suffix);
      if (g_file_test (to, G_FILE_TEST_EXISTS | G_FILE_TEST_IS_SYMLINK))
        continue;
      if (g_rename (from, to) == 0)
        return g_steal_pointer (&to);
      g_message ("Could not move %s to %s: %s", from, to, g_strerror (errno));
      return NULL;
    }
  g_message ("Could not move %s aside: every name is taken", from);
  return NULL;
}

/* Loads @path into a game; on failure, @error says why (BRI_ERROR_UNKNOWN_VARIANT when
 * only the plugin is missing). */
static BriGame *
load_game (const char *path, BriPluginLoader *loader, GError **error)
{
  g_autoptr (BriRecord) record = bri_saved_game_load (loader, path, error);

  if (record == NULL)
    return NULL;
  return bri_game_new_from_record (g_steal_pointer (&record), error);
}

/* The variant id in a file refused with BRI_ERROR_UNKNOWN_VARIANT. */
static char *
read_variant_id (const char *path)
{
  g_autoptr (GKeyFile) file = g_key_file_new ();
  g_autofree char *id = NULL;

  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, NULL))
    return NULL;
  id = g_key_file_get_string (file, "Briscola", "Variant", NULL);
  return id != NULL && bri_variant_id_is_valid (id) ? g_steal_pointer (&id) : NULL;
}

static void
keep_damaged (BriscolaAutosave *autosave, const char *path)
{
  g_autofree char *stem = g_strconcat (path, ".damaged", NULL);

  autosave->outcome = BRISCOLA_AUTOSAVE_DAMAGED;
  autosave->kept_path = move_to_unique_name (path, stem, "");
  if (autosave->kept_path == NULL)
    {
      autosave->kept_path = g_strdup (path);
      autosave->stuck = TRUE;
    }
}

static void
keep_waiting (BriscolaAutosave *autosave, const char *path, char *variant_id)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *name = g_strconcat (WAITING_PREFIX, variant_id, NULL);
  g_autofree char *stem = g_build_filename (dir, name, NULL);

  autosave->outcome = BRISCOLA_AUTOSAVE_VARIANT_MISSING;
  autosave->variant_id = variant_id;
  autosave->kept_path = move_to_unique_name (path, stem, WAITING_SUFFIX);
  if (autosave->kept_path == NULL)
    {
      autosave->kept_path = g_strdup (path);
      autosave->stuck = TRUE;
    }
}

/* Resumes @path, or keeps it aside and says why. */
static void
resume_file (BriscolaAutosave *autosave, const char *path, BriPluginLoader *loader)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (BriGame) game = load_game (path, loader, &error);

  if (game == NULL)
    {
      g_autofree char *variant_id = NULL;

      g_message ("The saved game %s cannot be resumed: %s", path, error->message);
      if (g_error_matches (error, BRI_ERROR, BRI_ERROR_UNKNOWN_VARIANT) &&
          (variant_id = read_variant_id (path)) != NULL)
        keep_waiting (autosave, path, g_steal_pointer (&variant_id));
      else
        keep_damaged (autosave, path);
      return;
    }
  if (bri_game_get_match (game)->finished)
    {
      /* A finished match is not resumed: the next start offers a new game. */
      g_unlink (path);
      return;
    }
  autosave->outcome = BRISCOLA_AUTOSAVE_RESUMED;
  autosave->game = g_steal_pointer (&game);
}

static gboolean
is_waiting_name (const char *name)
{
  return g_str_has_prefix (name, WAITING_PREFIX) && g_str_has_suffix (name, WAITING_SUFFIX);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

/* The first waiting file whose variant is installed again goes back to @path. */
static void
resume_waiting (BriscolaAutosave *autosave, const char *path, BriPluginLoader *loader)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr (GDir) handle = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  while (handle != NULL && (name = g_dir_read_name (handle)) != NULL)
    if (is_waiting_name (name))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len && autosave->outcome == BRISCOLA_AUTOSAVE_NONE; i++)
    {
      g_autofree char *waiting = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      g_autofree char *id = read_variant_id (waiting);

      if (id == NULL || bri_plugin_loader_find (loader, id) == NULL)
        continue;
      /* Back in the autosave's place, so that the game goes on saving there. */
      if (g_rename (waiting, path) != 0)
        {
          g_message ("Could not move %s back to %s: %s", waiting, path, g_strerror (errno));
          continue;
        }
      resume_file (autosave, path, loader);
    }
}

BriscolaAutosave *
briscola_autosave_resume (const char *path, BriPluginLoader *loader)
{
  BriscolaAutosave *autosave = g_new0 (BriscolaAutosave, 1);

  g_return_val_if_fail (path != NULL, autosave);
  g_return_val_if_fail (BRI_IS_PLUGIN_LOADER (loader), autosave);

  bri_saved_game_remove_stale_temporaries (path);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    resume_file (autosave, path, loader);
  if (autosave->outcome == BRISCOLA_AUTOSAVE_NONE && !g_file_test (path, G_FILE_TEST_EXISTS))
    resume_waiting (autosave, path, loader);
  return autosave;
}

const char *
briscola_autosave_get_heading (const BriscolaAutosave *autosave)
{
  g_return_val_if_fail (autosave != NULL, NULL);

  if (autosave->outcome == BRISCOLA_AUTOSAVE_VARIANT_MISSING)
    return _("This Game’s Variant Is Not Installed");
  return _("Your Game Could Not Be Resumed");
}

char *
briscola_autosave_dup_body (const BriscolaAutosave *autosave)
{
  g_autoptr (GString) body = g_string_new (NULL);

  g_return_val_if_fail (autosave != NULL, NULL);

  if (autosave->outcome == BRISCOLA_AUTOSAVE_VARIANT_MISSING)
    {
      g_string_append_printf (body, _("Your saved game is of the variant “%s”, which is not "
                                      "installed now. A new game starts instead."),
                              autosave->variant_id);
      g_string_append (body, "\n\n");
      if (autosave->stuck)
        g_string_append_printf (body, _("The saved game stays as “%s”, since it could not be "
                                        "moved aside: new games are not saved until it is "
                                        "resumed or moved away."),
                                autosave->kept_path);
      else
        g_string_append_printf (body, _("The saved game was kept as “%s”, and will be "
                                        "offered again once its variant is installed."),
                                autosave->kept_path);
    }
  else
    {
      g_string_append (body, _("Your saved game is damaged and cannot be played on. A new "
                               "game starts instead."));
      g_string_append (body, "\n\n");
      if (autosave->stuck)
        g_string_append_printf (body, _("The damaged file stays as “%s”, since it could not "
                                        "be moved aside: new games are not saved until it "
                                        "is moved away."),
                                autosave->kept_path);
      else
        g_string_append_printf (body, _("The damaged file was kept as “%s”."),
                                autosave->kept_path);
    }
  return g_string_free (g_steal_pointer (&body), FALSE);
}
