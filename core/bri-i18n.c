/* bri-i18n.c: binds the translations of libbriscola and its plugins. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "bri-i18n.h"
#include "bri-uninstalled.h"

void
bri_i18n_init (void)
{
  const char *dir = bri_getenv_uninstalled (BRI_LOCALEDIR_ENV);

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, dir && *dir ? dir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
}
