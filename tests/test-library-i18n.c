/* test-library-i18n.c: libbriscola binds only its own gettext domain, and leaves the
 * locale and the program's default domain to the program (a library that changed them
 * would override the application's choice). */
#include "config.h"

#include <libintl.h>
#include <locale.h>
#include <bri-test.h>

static void
test_binds_only_its_domain (void)
{
  g_autoptr (BriPluginLoader) loader = bri_plugin_loader_new ();
  const char *localedir = g_getenv (BRI_LOCALEDIR_ENV);
  g_autofree char *locale_before = g_strdup (setlocale (LC_ALL, NULL));
  g_autofree char *domain_before = g_strdup (textdomain (NULL));

  bri_i18n_init ();
  bri_plugin_loader_load_default (loader);

  /* The program's choices stand. */
  g_assert_cmpstr (setlocale (LC_ALL, NULL), ==, locale_before);
  g_assert_cmpstr (textdomain (NULL), ==, domain_before);

  /* The library's domain is bound, in UTF-8, where the build tree's catalogues are. */
  g_assert_cmpstr (bindtextdomain (GETTEXT_PACKAGE, NULL), ==,
                   localedir != NULL && *localedir ? localedir : LOCALEDIR);
  g_assert_cmpstr (bind_textdomain_codeset (GETTEXT_PACKAGE, NULL), ==, "UTF-8");
}

int
main (int argc, char *argv[])
{
  /* A program's own choices, which differ from what setlocale (LC_ALL, "") and
   * textdomain (GETTEXT_PACKAGE) would make of this environment. */
  g_setenv ("LC_ALL", "C", TRUE);
  setlocale (LC_ALL, "C.UTF-8");
  textdomain ("test-library-i18n");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/core/i18n/binds-only-its-domain", test_binds_only_its_domain);
  return g_test_run ();
}
