/* briscola-rules-window.h: a variant's rules, as its plugin writes them. */
#pragma once

#include <adwaita.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_RULES_WINDOW (briscola_rules_window_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaRulesWindow, briscola_rules_window, BRISCOLA, RULES_WINDOW,
                      AdwWindow)

BriscolaRulesWindow *briscola_rules_window_new (const BriRules *rules);

G_END_DECLS
