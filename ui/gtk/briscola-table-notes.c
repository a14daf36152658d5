/* briscola-table-notes.c: what the table says beyond the cards: the strip at the top
 * (trump, the match's standing, notes about the whole table), the notes by the seats,
 * and news over the trick (who took it, a note that was not there before). */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-game-history.h"
#include "briscola-table-private.h"

/* Shows news over the trick until @trick_count tricks are done and the next comes. */
void
_briscola_table_announce (BriscolaTable *self, const char *text, guint trick_count)
{
  gtk_label_set_text (GTK_LABEL (self->announcement), text);
  gtk_widget_set_visible (self->announcement, text != NULL);
  self->news_trick = text != NULL ? trick_count : G_MAXUINT;
}

static void
announce_trick (BriscolaTable *self)
{
  guint winner = self->state.trick.winner;
  g_autofree char *text = briscola_game_history_trick_text (&self->state, &self->state.trick,
                                                            self->human, self->names[winner]);

  _briscola_table_announce (self, text, self->state.n_tricks);
}

/* The strip at the top, the notes by the seats, and news: a trick taken, a note that
 * was not there before (a partner revealed, a contract made). */
void
_briscola_table_update_notes (BriscolaTable *self)
{
  const BriState *state = &self->state;
  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  guint n = bri_state_get_table_notes (state, self->human, self->style, notes);
  g_autoptr (GString) strip = g_string_new (NULL);
  g_autofree char *news = NULL;

  if (state->trump_suit != BRI_NO_SUIT)
    {
      g_autofree char *trump = g_strdup_printf (_("Trump: %s"),
                                                bri_suit_get_name (state->trump_suit,
                                                                   self->style));
      g_autofree char *escaped = g_markup_escape_text (trump, -1);
      g_string_append_printf (strip, "<b>%s</b>", escaped);
    }
  if (self->match_line != NULL)
    {
      g_autofree char *escaped = g_markup_escape_text (self->match_line, -1);
      g_string_append_printf (strip, "%s%s", strip->len ? "  ·  " : "", escaped);
    }

  for (guint seat = 0; seat < BRI_MAX_SEATS; seat++)
    briscola_seat_show_notes (self->seats[seat], notes, n, seat);

  for (guint i = 0; i < n; i++)
    {
      if (notes[i].seat == BRI_NO_SEAT)
        {
          g_autofree char *escaped = g_markup_escape_text (notes[i].text, -1);
          g_string_append_printf (strip, "%s%s", strip->len ? "  ·  " : "", escaped);
        }
      if (self->notes_known && notes[i].role != BRI_TABLE_NOTE_INFO &&
          notes[i].seat != BRI_NO_SEAT && news == NULL &&
          !bri_table_notes_contain (self->notes, self->n_notes, &notes[i]))
        /* Translators: news over the table: a name, then what is new ("Partner of the
         * caller"). */
        news = g_strdup_printf (_("%s — %s"), self->names[notes[i].seat]
                                              ? self->names[notes[i].seat] : "",
                                notes[i].text);
    }
  gtk_label_set_markup (GTK_LABEL (self->notes_label), strip->str);
  gtk_widget_set_visible (self->notes_label, strip->len > 0);

  if (state->trick.len > 0 && state->trick.winner != BRI_NO_SEAT)
    announce_trick (self);
  else if (news != NULL)
    _briscola_table_announce (self, news, state->n_tricks);
  else if (self->news_trick != state->n_tricks)
    _briscola_table_announce (self, NULL, 0);

  memcpy (self->notes, notes, sizeof notes);
  self->n_notes = n;
  self->notes_known = TRUE;
}

void
briscola_table_set_match_line (BriscolaTable *self,
                               const char    *line)
{
  g_return_if_fail (BRISCOLA_IS_TABLE (self));

  if (g_strcmp0 (self->match_line, line) == 0)
    return;
  g_free (self->match_line);
  self->match_line = g_strdup (line);
  if (self->have_state)
    _briscola_table_update_notes (self);
}

const char *
briscola_table_get_notes_text (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  return gtk_widget_get_visible (self->notes_label)
         ? gtk_label_get_text (GTK_LABEL (self->notes_label)) : NULL;
}

const char *
briscola_table_get_announcement (BriscolaTable *self)
{
  g_return_val_if_fail (BRISCOLA_IS_TABLE (self), NULL);
  return gtk_widget_get_visible (self->announcement)
         ? gtk_label_get_text (GTK_LABEL (self->announcement)) : NULL;
}
