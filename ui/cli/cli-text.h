/* cli-text.h: text that came from outside (arguments, engines, files) made safe to echo
 * in one line of a message: valid UTF-8, no control characters, cut to a length. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* No limit on the number of characters for cli_text_escape(). */
#define CLI_TEXT_WHOLE 0

/* @text (@length bytes, or up to its NUL when -1) as valid UTF-8 on one line: control
 * characters as `\n`, `\t`, `\r`, `\xNN` or `\u00NN`, bytes that are not UTF-8 as `\xNN`,
 * and cut on a character boundary after @max_chars characters with "…" (no cut when
 * @max_chars is CLI_TEXT_WHOLE). */
char *cli_text_escape (const char *text, gssize length, guint max_chars);

G_END_DECLS
