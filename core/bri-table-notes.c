/* bri-table-notes.c: what a table shows beyond the cards, through the variant's hook. */
#include "config.h"

#include <string.h>

#include "bri-rules.h"
#include "bri-table-notes.h"

guint
bri_state_get_table_notes (const BriState *state, guint seat, BriDeckStyle style,
                           BriTableNote *notes)
{
  const BriRules *rules;
  guint n, kept = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (notes != NULL, 0);
  g_return_val_if_fail (seat < state->n_seats, 0);

  rules = state->config.rules;
  if (rules == NULL || rules->table_notes == NULL)
    return 0;
  n = MIN (rules->table_notes (state, seat, style, notes), (guint) BRI_MAX_TABLE_NOTES);

  /* A front end places a note by its seat: drop any that name no seat of this deal. */
  for (guint i = 0; i < n; i++)
    if (notes[i].seat == BRI_NO_SEAT || notes[i].seat < state->n_seats)
      notes[kept++] = notes[i];
  return kept;
}

guint
bri_table_notes_add (BriTableNote *notes, guint n_notes, guint seat, BriTableNoteRole role,
                     const char *format, ...)
{
  va_list args;
  BriTableNote *note;

  g_return_val_if_fail (notes != NULL, n_notes);
  g_return_val_if_fail (format != NULL, n_notes);
  g_return_val_if_fail (n_notes < BRI_MAX_TABLE_NOTES, n_notes);

  note = &notes[n_notes];
  note->seat = (guint8) seat;
  note->role = (guint8) role;
  va_start (args, format);
  g_vsnprintf (note->text, sizeof note->text, format, args);
  va_end (args);
  return n_notes + 1;
}

gboolean
bri_table_notes_contain (const BriTableNote *notes, guint n_notes, const BriTableNote *note)
{
  g_return_val_if_fail (note != NULL, FALSE);

  for (guint i = 0; i < n_notes; i++)
    if (notes[i].seat == note->seat && notes[i].role == note->role &&
        strcmp (notes[i].text, note->text) == 0)
      return TRUE;
  return FALSE;
}
