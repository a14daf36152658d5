/* briscola2-duel.h: what Briscola for two and Briscola Scoperta (the same duel with open
 * hands) share: the deal with its optional second turn, the options of the duel, its
 * match formats and scoring. Both modules build briscola2-duel.c in. */
#pragma once

#include <briscola-kit.h>

G_BEGIN_DECLS

#define DUEL_HAND_SIZE 3

enum { DUEL_REVIEW_TRADITIONAL, DUEL_REVIEW_NEVER, DUEL_REVIEW_ALWAYS };
enum { DUEL_MATCH_SINGLE, DUEL_MATCH_BEST_OF_3, DUEL_MATCH_BEST_OF_5, DUEL_MATCH_FIRST_TO_3,
       DUEL_MATCH_POINTS_120 };

/* The options both variants have, with their defaults; each variant places them in its
 * own BriOptionSpec table. */
#define DUEL_OPTION_REDEAL \
  { "redeal", N_("Turn again when the trump card is an Ace or a Three"), duel_off_on, 0 }
#define DUEL_OPTION_PILE_REVIEW \
  { "pile-review", N_("Looking through your own tricks"), duel_review_choices, 0 }
#define DUEL_OPTION_MATCH { "match", N_("Match"), duel_match_choices, 0 }

/* The fields of BriRules the two variants share: two players, the 40-card Italian deck,
 * every turn a card. */
#define DUEL_RULES_FIELDS                                                    \
  .min_players = 2,                                                          \
  .max_players = 2,                                                          \
  .default_players = 2,                                                      \
  .deck_style = BRI_DECK_STYLE_ITALIAN,                                      \
  BRI_KIT_DECK_40_HOOKS,                                                     \
  BRI_KIT_PLAY_HOOKS

G_GNUC_INTERNAL extern const BriOptionChoice duel_off_on[];
G_GNUC_INTERNAL extern const BriOptionChoice duel_review_choices[];
G_GNUC_INTERNAL extern const BriOptionChoice duel_match_choices[];
/* In the order of duel_match_choices. */
G_GNUC_INTERNAL extern const BriKitMatchFormat duel_match_formats[];

/* Deals three cards each and turns the trump; with @redeal, a turned Ace or Three goes
 * back into the middle of the stock and the next card is turned. */
G_GNUC_INTERNAL
void     duel_deal (BriState *state, const BriCard *order, guint n_cards, gboolean redeal);
/* Scores by points; a tie is dealt again when @match counts deals won (first to three). */
G_GNUC_INTERNAL
void     duel_score (const BriState *state, BriDealScore *result, guint match);
/* Whether @seat may look through its own tricks now, as the pile-review choice @review
 * allows. */
G_GNUC_INTERNAL
gboolean duel_may_review_pile (const BriState *state, guint seat, guint review);

G_END_DECLS
