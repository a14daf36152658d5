/* bri-table-notes.h: what a table shows beyond the cards, as one seat sees it.
 *
 * A variant may describe who holds a role (a declarer and its partner, a team's captain)
 * or a fact of the whole deal (a card taken out of the deck) through the
 * optional BriRules.table_notes hook. Front ends, the app and the CLI alike, call
 * bri_state_get_table_notes() and show each note by its seat or for the whole table;
 * a note that was not there after the previous action is news worth announcing.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-card.h"
#include "bri-state.h"

G_BEGIN_DECLS

#define BRI_MAX_TABLE_NOTES 8
#define BRI_TABLE_NOTE_TEXT_SIZE 128

/* What a note says of its seat, so that a front end may mark the seat with an icon or a
 * style as well as the text. */
typedef enum
{
  BRI_TABLE_NOTE_INFO,     /* a plain fact */
  BRI_TABLE_NOTE_CONTRACT, /* the seat declared what its side must make */
  BRI_TABLE_NOTE_PARTNER,  /* the seat is known to be a declarer's partner */
  BRI_TABLE_NOTE_CAPTAIN,  /* the seat leads its team */
} BriTableNoteRole;

struct _BriTableNote
{
  guint8 seat;                          /* BRI_NO_SEAT for the whole table */
  guint8 role;                          /* BriTableNoteRole */
  char text[BRI_TABLE_NOTE_TEXT_SIZE];  /* translated, for a person to read */
};

/**
 * bri_state_get_table_notes:
 * @state: a deal
 * @seat: the seat whose view is asked
 * @style: the deck the player sees, for card names in the notes
 * @notes: (out caller-allocates) (array fixed-size=8): room for %BRI_MAX_TABLE_NOTES notes
 *
 * Fills @notes with what @seat sees on the table beyond the cards, through the variant's
 * BriRules.table_notes hook.
 *
 * Returns: how many notes there are; zero for a variant without notes
 */
BRI_AVAILABLE_IN_ALL
guint    bri_state_get_table_notes (const BriState *state, guint seat, BriDeckStyle style,
                                    BriTableNote *notes);

/**
 * bri_table_notes_add:
 * @notes: (array fixed-size=8): the notes so far, with room for %BRI_MAX_TABLE_NOTES
 * @n_notes: how many @notes holds
 * @seat: the seat the note is about, or %BRI_NO_SEAT for the whole table
 * @role: what the note says of the seat
 * @format: printf-style format of the note's text, translated
 * @...: the format's arguments
 *
 * For BriRules.table_notes: appends a note, unless @notes is full (then the note is
 * dropped with a critical warning).
 *
 * Returns: the new number of notes
 */
BRI_AVAILABLE_IN_ALL
guint    bri_table_notes_add (BriTableNote *notes, guint n_notes, guint seat,
                              BriTableNoteRole role, const char *format, ...)
                              G_GNUC_PRINTF (5, 6);

/**
 * bri_table_notes_contain:
 * @notes: (array length=n_notes): notes
 * @n_notes: how many @notes holds
 * @note: a note
 *
 * Returns: whether @note is among @notes (same seat, role and text)
 */
BRI_AVAILABLE_IN_ALL
gboolean bri_table_notes_contain (const BriTableNote *notes, guint n_notes,
                                  const BriTableNote *note);

G_END_DECLS
