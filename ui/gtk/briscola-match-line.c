/* briscola-match-line.c: the match's standing in one line, for the table during play. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-match-line.h"
#include "briscola-settings.h"

/* The option that says how long the match lasts, by the CLI contract's keys. */
static int
match_option (const BriConfig *config)
{
  int index = bri_rules_find_option (config->rules, "match");

  return index >= 0 ? index : bri_rules_find_option (config->rules, "target");
}

char *
briscola_match_line (const BriMatch *match, const BriState *state, guint human)
{
  const BriConfig *config;
  const BriOptionChoice *choice;
  g_autoptr (GString) line = g_string_new (NULL);
  gboolean per_seat = FALSE, scores = FALSE;
  int option;

  g_return_val_if_fail (match != NULL, NULL);
  g_return_val_if_fail (state != NULL, NULL);

  config = &match->config;
  option = match_option (config);
  if (option < 0)
    return NULL;
  choice = &config->rules->options[option].choices[config->option[option]];
  if (g_str_equal (choice->value, "single"))
    return NULL;
  g_string_append (line, bri_rules_gettext (config->rules, choice->label));

  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      scores |= match->score[seat] != 0;
      for (guint other = 0; other < state->n_seats; other++)
        if (state->team[other] == state->team[seat] &&
            (match->score[other] != match->score[seat] ||
             match->wins[other] != match->wins[seat]))
          per_seat = TRUE;
    }

  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      g_autoptr (GString) names = g_string_new (briscola_seat_name (seat, human));
      gboolean first_of_side = TRUE;

      for (guint other = 0; other < seat; other++)
        first_of_side &= state->team[other] != state->team[seat];
      if (!per_seat && !first_of_side)
        continue;
      if (!per_seat)
        for (guint other = seat + 1; other < state->n_seats; other++)
          if (state->team[other] == state->team[seat])
            /* Translators: joins partners' names in the match standing ("You & Carla"). */
            g_string_append_printf (names, _(" & %s"), briscola_seat_name (other, human));
      /* A side's names and number stay on one line: a no-break space between them. */
      g_string_append_printf (names, "\u00a0%d",
                              scores ? match->score[seat] : (gint) match->wins[seat]);
      /* Translators: separates the match target and each side's standing ("You 4"). */
      g_string_append_printf (line, _(" · %s"), names->str);
    }
  return g_string_free (g_steal_pointer (&line), FALSE);
}
