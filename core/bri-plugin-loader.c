/* bri-plugin-loader.c: loads variant plugins with GModule and checks their descriptor.
 *
 * A file that is not a whole regular module, lacks the entry point, was built for
 * another ABI or describes rules the front ends cannot use is recorded as a failure
 * with its path and reason, and so is a folder that cannot be read; the other plugins
 * still load. A module may register several variants: each is listed. Its gettext
 * domain is bound here, and each of its variants translated through it. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bri-elf.h"
#include "bri-error.h"
#include "bri-i18n.h"
#include "bri-i18n-private.h"
#include "bri-plugin-descriptor.h"
#include "bri-plugin-loader.h"
#include "bri-uninstalled.h"

struct _BriPluginLoader
{
  GObject parent_instance;
  GPtrArray *variants; /* BriVariant, sorted by id */
  GArray *failures;    /* BriPluginFailure */
};

static void list_model_iface_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (BriPluginLoader, bri_plugin_loader, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL, list_model_iface_init))

static GType
get_item_type (GListModel *model)
{
  return BRI_TYPE_VARIANT;
}

static guint
get_n_items (GListModel *model)
{
  return BRI_PLUGIN_LOADER (model)->variants->len;
}

static gpointer
get_item (GListModel *model, guint position)
{
  BriPluginLoader *self = BRI_PLUGIN_LOADER (model);
  if (position >= self->variants->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->variants, position));
}

static void
list_model_iface_init (GListModelInterface *iface)
{
  iface->get_item_type = get_item_type;
  iface->get_n_items = get_n_items;
  iface->get_item = get_item;
}

static void
clear_failure (gpointer data)
{
  BriPluginFailure *failure = data;
  g_free (failure->path);
  g_free (failure->message);
}

static void
bri_plugin_loader_finalize (GObject *object)
{
  BriPluginLoader *self = BRI_PLUGIN_LOADER (object);
  g_ptr_array_unref (self->variants);
  g_array_unref (self->failures);
  G_OBJECT_CLASS (bri_plugin_loader_parent_class)->finalize (object);
}

static void
bri_plugin_loader_class_init (BriPluginLoaderClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bri_plugin_loader_finalize;
}

static void
bri_plugin_loader_init (BriPluginLoader *self)
{
  /* Plugins shipped with Briscola translate through the library's domain. */
  bri_i18n_init ();
  self->variants = g_ptr_array_new_with_free_func (g_object_unref);
  self->failures = g_array_new (FALSE, TRUE, sizeof (BriPluginFailure));
  g_array_set_clear_func (self->failures, clear_failure);
}

BriPluginLoader *
bri_plugin_loader_new (void)
{
  return g_object_new (BRI_TYPE_PLUGIN_LOADER, NULL);
}

static void
add_failure (BriPluginLoader *self, const char *path, const char *message)
{
  BriPluginFailure failure = { g_strdup (path), g_strdup (message) };
  g_array_append_val (self->failures, failure);
}

static int
compare_variants (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (bri_variant_get_id (*(BriVariant **) a),
                    bri_variant_get_id (*(BriVariant **) b));
}

/* Opens @path and returns its checked descriptor; the module is left open (resident). */
static const BriPluginDescriptor *
open_plugin (BriPluginLoader *self, const char *path, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  BriPluginDescribeFunc describe = NULL;
  const BriPluginDescriptor *descriptor;
  GModule *module;

  if (!bri_elf_check_module_file (path, error))
    return NULL;
  module = g_module_open_full (path, G_MODULE_BIND_LAZY | G_MODULE_BIND_LOCAL, &local_error);
  if (module == NULL)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN, _("%s: not a loadable module: %s"),
                   path, local_error->message);
      return NULL;
    }
  if (!g_module_symbol (module, BRI_PLUGIN_SYMBOL, (gpointer *) &describe) || describe == NULL)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN,
                   _("%s: not a Briscola plugin: it lacks the entry point %s()"),
                   path, BRI_PLUGIN_SYMBOL);
      g_module_close (module);
      return NULL;
    }

  descriptor = describe ();
  if (!bri_plugin_descriptor_validate (descriptor, &local_error))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN, "%s: %s", path, local_error->message);
      g_module_close (module);
      return NULL;
    }
  for (guint i = 0; descriptor->variants[i] != NULL; i++)
    if (bri_plugin_loader_find (self, descriptor->variants[i]->id) != NULL)
      {
        g_set_error (error, BRI_ERROR, BRI_ERROR_PLUGIN,
                     _("%s: variant “%s” is already provided by another plugin"),
                     path, descriptor->variants[i]->id);
        g_module_close (module);
        return NULL;
      }

  /* The rules are static data of the module: it stays loaded for the process. */
  g_module_make_resident (module);
  return descriptor;
}

/* Makes @descriptor's variants known: translated through its domain, then listed. */
static BriVariant *
add_variants (BriPluginLoader *self, const BriPluginDescriptor *descriptor, const char *path)
{
  BriVariant *first = NULL;

  bri_i18n_bind_plugin_domain (descriptor->gettext_domain, descriptor->locale_dir, path);
  for (guint i = 0; descriptor->variants[i] != NULL; i++)
    {
      BriVariant *variant = bri_variant_new (descriptor->variants[i], path);
      guint position;

      bri_i18n_set_rules_domain (descriptor->variants[i], descriptor->gettext_domain);
      g_ptr_array_add (self->variants, variant);
      g_ptr_array_sort (self->variants, compare_variants);
      g_ptr_array_find (self->variants, variant, &position);
      g_list_model_items_changed (G_LIST_MODEL (self), position, 0, 1);
      if (first == NULL)
        first = variant;
    }
  return first;
}

BriVariant *
bri_plugin_loader_load_file (BriPluginLoader *self, const char *path, GError **error)
{
  g_autoptr (GError) local_error = NULL;
  const BriPluginDescriptor *descriptor;

  g_return_val_if_fail (BRI_IS_PLUGIN_LOADER (self), NULL);
  g_return_val_if_fail (path != NULL, NULL);

  descriptor = open_plugin (self, path, &local_error);
  if (descriptor == NULL)
    {
      add_failure (self, path, local_error->message);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  return add_variants (self, descriptor, path);
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char **) a, *(const char **) b);
}

void
bri_plugin_loader_load_dir (BriPluginLoader *self, const char *dir)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GDir) handle = NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_return_if_fail (BRI_IS_PLUGIN_LOADER (self));
  g_return_if_fail (dir != NULL);

  /* A folder named in the path that is missing, unreadable or a symlink loop is most
   * likely a mistake: say so, as for a broken file. */
  if ((handle = g_dir_open (dir, 0, &error)) == NULL)
    {
      g_autofree char *message = g_strdup_printf (_("%s: the plugin folder cannot be read: %s"),
                                                  dir, error->message);
      add_failure (self, dir, message);
      return;
    }
  while ((name = g_dir_read_name (handle)) != NULL)
    if (g_str_has_suffix (name, "." G_MODULE_SUFFIX))
      g_ptr_array_add (names, g_strdup (name));
  /* A stable order makes failures and duplicates reproducible. */
  g_ptr_array_sort (names, compare_names);

  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *path = g_build_filename (dir, g_ptr_array_index (names, i), NULL);
      bri_plugin_loader_load_file (self, path, NULL);
    }
}

void
bri_plugin_loader_load_default (BriPluginLoader *self)
{
  const char *env = bri_getenv_uninstalled (BRI_PLUGIN_PATH_ENV);

  if (env != NULL && env[0] != '\0')
    {
      g_auto (GStrv) dirs = g_strsplit (env, G_SEARCHPATH_SEPARATOR_S, -1);
      for (guint i = 0; dirs[i] != NULL; i++)
        if (dirs[i][0] != '\0')
          bri_plugin_loader_load_dir (self, dirs[i]);
      return;
    }
  bri_plugin_loader_load_dir (self, BRI_PLUGINDIR);
}

BriVariant *
bri_plugin_loader_find (BriPluginLoader *self, const char *id)
{
  g_return_val_if_fail (BRI_IS_PLUGIN_LOADER (self), NULL);

  for (guint i = 0; i < self->variants->len; i++)
    {
      BriVariant *variant = g_ptr_array_index (self->variants, i);
      if (g_strcmp0 (bri_variant_get_id (variant), id) == 0)
        return variant;
    }
  return NULL;
}

BriVariant *
bri_plugin_loader_lookup (BriPluginLoader *self, const char *id, GError **error)
{
  BriVariant *variant = bri_plugin_loader_find (self, id);

  if (variant == NULL)
    {
      g_autoptr (GString) ids = g_string_new (NULL);
      for (guint i = 0; i < self->variants->len; i++)
        g_string_append_printf (ids, "%s%s", i ? " " : "",
                                bri_variant_get_id (g_ptr_array_index (self->variants, i)));
      g_set_error (error, BRI_ERROR, BRI_ERROR_UNKNOWN_VARIANT,
                   _("“%s”: no such variant (installed: %s)"), id ? id : "",
                   ids->len ? ids->str : _("none"));
    }
  return variant;
}

const GArray *
bri_plugin_loader_get_failures (BriPluginLoader *self)
{
  g_return_val_if_fail (BRI_IS_PLUGIN_LOADER (self), NULL);
  return self->failures;
}
