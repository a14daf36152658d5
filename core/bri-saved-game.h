/* bri-saved-game.h: the record of a match (options, seed, each deal's deck and
 * actions) and its saved-game file format.
 *
 * The file is a GKeyFile:
 *   [Briscola]  Format=1, Variant, Players, Options, Seed
 *   [Deal N]    Dealer, Deck (dealing order), Actions (text forms)
 * Loading replays every deal, so a file that does not describe a legal match is
 * refused with a BRI_ERROR_CORRUPT_SAVE that says where and why.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-match.h"
#include "bri-plugin-loader.h"
#include "bri-state.h"

G_BEGIN_DECLS

#define BRI_SAVED_GAME_FORMAT 1

typedef struct
{
  guint8 dealer;
  guint8 n_cards;
  BriCard order[BRI_MAX_CARDS];
  GArray *actions; /* BriAction */
} BriDealRecord;

typedef struct
{
  BriConfig config;
  guint64 seed;
  GPtrArray *deals; /* BriDealRecord */
} BriRecord;

BriRecord     *bri_record_new (const BriConfig *config, guint64 seed);
void           bri_record_free (BriRecord *record);
BriDealRecord *bri_record_add_deal (BriRecord *record, guint dealer, const BriCard *order,
                                    guint n_cards);
/* Replays the record into @match and the last deal's @state. */
gboolean       bri_record_replay (const BriRecord *record, BriMatch *match, BriState *state,
                                  GError **error);

char          *bri_saved_game_to_data (const BriRecord *record, gsize *length);
BriRecord     *bri_saved_game_from_data (BriPluginLoader *loader, const char *data,
                                         gsize length, GError **error);
/* Writes atomically: a crash never leaves half a file. */
gboolean       bri_saved_game_save (const BriRecord *record, const char *path, GError **error);
BriRecord     *bri_saved_game_load (BriPluginLoader *loader, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BriRecord, bri_record_free)

G_END_DECLS
