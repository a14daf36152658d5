/* bri-saved-game.h: the record of a match (options, seed, each deal's deck and
 * actions) and its saved-game file format.
 *
 * The file is a GKeyFile:
 *   [Briscola]  Format=2, Variant, Players, Options, Seed
 *   [Deal N]    Dealer, Deck (dealing order), Actions (text forms)
 *   [Integrity] SHA-256 (of every byte before this group; it must be the last line)
 * Loading replays every deal, so a file that does not describe a legal match is
 * refused with a BRI_ERROR_CORRUPT_SAVE that says where and why; so is a file of
 * format 2 whose checksum is missing or wrong (cut short, or changed after saving).
 * Files of format 1, written before the checksum existed, still load: they are
 * checked by replaying only, so one cut short on a line boundary cannot be told from
 * an earlier position. A file whose variant is not installed is refused with
 * BRI_ERROR_UNKNOWN_VARIANT: it is not damaged and loads again once the plugin is back.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include "bri-match.h"
#include "bri-plugin-loader.h"
#include "bri-state.h"

G_BEGIN_DECLS

/* The format written; BRI_SAVED_GAME_FORMAT_UNCHECKED is the oldest read, without checksum. */
#define BRI_SAVED_GAME_FORMAT 2
#define BRI_SAVED_GAME_FORMAT_UNCHECKED 1

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

BRI_AVAILABLE_IN_ALL
BriRecord     *bri_record_new (const BriConfig *config, guint64 seed);
BRI_AVAILABLE_IN_ALL
void           bri_record_free (BriRecord *record);
BRI_AVAILABLE_IN_ALL
BriDealRecord *bri_record_add_deal (BriRecord *record, guint dealer, const BriCard *order,
                                    guint n_cards);
/* Replays the record into @match and the last deal's @state. */
BRI_AVAILABLE_IN_ALL
gboolean       bri_record_replay (const BriRecord *record, BriMatch *match, BriState *state,
                                  GError **error);

BRI_AVAILABLE_IN_ALL
char          *bri_saved_game_to_data (const BriRecord *record, gsize *length);
BRI_AVAILABLE_IN_ALL
BriRecord     *bri_saved_game_from_data (BriPluginLoader *loader, const char *data,
                                         gsize length, GError **error);
/* Writes atomically: a crash never leaves half a file. A crash may leave a temporary
 * “@path.XXXXXX” beside it, which a later save removes. */
BRI_AVAILABLE_IN_ALL
gboolean       bri_saved_game_save (const BriRecord *record, const char *path, GError **error);
/* Removes the temporaries of @path that a killed save left, once they are a minute old
 * (a younger one may be a save going on). Returns how many it removed. */
BRI_AVAILABLE_IN_ALL
guint          bri_saved_game_remove_stale_temporaries (const char *path);
BRI_AVAILABLE_IN_ALL
BriRecord     *bri_saved_game_load (BriPluginLoader *loader, const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BriRecord, bri_record_free)

G_END_DECLS
