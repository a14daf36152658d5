/* briscola-match-line.h: the match's standing in one line, for the table during play. */
#pragma once

#include <briscola.h>

G_BEGIN_DECLS

/* "First to 11 points · You 4 · Bruno 2 · …": the match target (the chosen choice of
 * the variant's "match" or "target" option), then each side's standing, or each seat's
 * when partners do not share one. NULL for a match of a single deal. */
char *briscola_match_line (const BriMatch *match,
                           const BriState *state,
                           guint           human);

G_END_DECLS
