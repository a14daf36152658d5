/* briscola-game-history.h: the moves of a deal as the human saw them, a line each: its
 * own decisions in its words ("You: Bid 71"), the others' as events ("Bruno bids 71"),
 * and each trick taken. No widgets: the game view shows the lines in a list. */
#pragma once

#include <briscola.h>

G_BEGIN_DECLS

/* Whether the human at @human saw @actor take @action from @state (a card played is seen
 * by all; the rules may hide other decisions, such as a partner's signal). */
gboolean   briscola_game_history_action_seen (const BriState *state,
                                              guint           actor,
                                              BriAction       action,
                                              guint           human);
/* Appends to @lines (of strings) the lines of @seat's @action that took @before to
 * @after. */
void       briscola_game_history_add_action  (GPtrArray      *lines,
                                              const BriState *before,
                                              guint           seat,
                                              BriAction       action,
                                              const BriState *after,
                                              guint           human,
                                              BriDeckStyle    style);
/* "You take the trick: 11 points" when @trick's winner is @human, else "@winner_name
 * takes the trick: …", with the trick's points as @state counts them. */
char      *briscola_game_history_trick_text  (const BriState *state,
                                              const BriTrick *trick,
                                              guint           human,
                                              const char     *winner_name);
/* The lines of the last deal of @record, read again from its start (so that the history
 * survives undo and resume); NULL-terminated, for gtk_string_list_splice(). */
GStrv      briscola_game_history_of_deal     (const BriRecord *record,
                                              guint            human,
                                              BriDeckStyle     style);

G_END_DECLS
