/* briscola-application.h: the application: the plugin loader, app-wide actions, and the
 * main window. */
#pragma once

#include <adwaita.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_APPLICATION (briscola_application_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaApplication, briscola_application, BRISCOLA, APPLICATION,
                      AdwApplication)

BriscolaApplication *briscola_application_new        (GApplicationFlags    flags);
BriPluginLoader     *briscola_application_get_loader (BriscolaApplication *self);

G_END_DECLS
