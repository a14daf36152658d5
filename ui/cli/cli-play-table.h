/* cli-play-table.h: what `briscola-cli play` shows the human player before each decision:
 * the hand, the trump, the trick on the table, the points taken where the rules allow,
 * the variant's table notes and the match score, all as that seat sees them. */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

/* "you" for @human, "seat N" for any other seat. */
char *cli_play_seat_name (guint seat, guint human);

/* A card as a person reads it, with its short form: "Ace of Coins (Ad)". */
char *cli_play_card_text (BriCard card, BriDeckStyle style);

/* Prints the table as @human sees it now. */
void  cli_play_show_table (const BriState *state, const BriMatch *match, guint human,
                           BriDeckStyle style);

G_END_DECLS
