/* cli-text.c: text from outside made safe to echo: an argument, an engine's line or a
 * file name must not break the one-line error rule, reach the terminal as an escape
 * sequence or put invalid UTF-8 into --json. */
#include "config.h"

#include "cli-text.h"

static void
append_escaped (GString *out, gunichar c)
{
  switch (c)
    {
    case '\n':
      g_string_append (out, "\\n");
      break;
    case '\r':
      g_string_append (out, "\\r");
      break;
    case '\t':
      g_string_append (out, "\\t");
      break;
    case '\\':
      g_string_append (out, "\\\\");
      break;
    default:
      if (c < 0x20 || c == 0x7f)
        g_string_append_printf (out, "\\x%02x", c);
      else if (g_unichar_iscntrl (c))
        g_string_append_printf (out, "\\u%04x", c); /* C1 controls: U+0080 to U+009F */
      else
        g_string_append_unichar (out, c);
    }
}

char *
cli_text_escape (const char *text, gssize length, guint max_chars)
{
  GString *out = g_string_new (NULL);
  const char *end, *p;
  guint n_chars = 0;

  g_return_val_if_fail (text != NULL, NULL);

  end = text + (length < 0 ? strlen (text) : (gsize) length);
  for (p = text; p < end; n_chars++)
    {
      gunichar c;

      if (max_chars != CLI_TEXT_WHOLE && n_chars == max_chars)
        {
          g_string_append (out, "…");
          break;
        }
      c = g_utf8_get_char_validated (p, end - p);
      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          /* Not UTF-8: show the byte and go on with the next one. */
          g_string_append_printf (out, "\\x%02x", (guchar) *p);
          p++;
          continue;
        }
      append_escaped (out, c);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}
