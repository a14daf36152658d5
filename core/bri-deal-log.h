/* bri-deal-log.h: the cards played so far in one deal, and the actions taken before its
 * first card (bids, passes, calls, cards laid away), each with the table as it stood
 * just before, for computer players that read the whole deal (bri-inference.h).
 *
 * A front end adds every action as it applies it and clears the log when a new deal
 * starts. The log may hold more than the deciding seat may see (an arena keeps the true
 * deal); readers use only what was public at each play and the count of each hand.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <glib-object.h>

#include "bri-state.h"

G_BEGIN_DECLS

typedef struct _BriDealLog BriDealLog;

#define BRI_TYPE_DEAL_LOG (bri_deal_log_get_type ())
BRI_AVAILABLE_IN_ALL
GType           bri_deal_log_get_type (void) G_GNUC_CONST;

BRI_AVAILABLE_IN_ALL
BriDealLog     *bri_deal_log_new (void);
BRI_AVAILABLE_IN_ALL
BriDealLog     *bri_deal_log_copy (const BriDealLog *log);
BRI_AVAILABLE_IN_ALL
void            bri_deal_log_free (BriDealLog *log);
BRI_AVAILABLE_IN_ALL
void            bri_deal_log_clear (BriDealLog *log);

/* Notes @action, about to be applied to @before. Card plays are kept, and the other
 * actions until the first card is played; later ones (talk, a trump named after the
 * first trick) are not. */
BRI_AVAILABLE_IN_ALL
void            bri_deal_log_add (BriDealLog *log, const BriState *before, BriAction action);

BRI_AVAILABLE_IN_ALL
guint           bri_deal_log_get_n_plays (const BriDealLog *log);
/* The table just before play @i, and the card then played. */
BRI_AVAILABLE_IN_ALL
const BriState *bri_deal_log_get_before (const BriDealLog *log, guint i);
BRI_AVAILABLE_IN_ALL
BriCard         bri_deal_log_get_card (const BriDealLog *log, guint i);

/* The actions before the first card, in order: the table just before action @i, and
 * the action. A long auction keeps its first actions only. */
BRI_AVAILABLE_IN_ALL
guint           bri_deal_log_get_n_auction_actions (const BriDealLog *log);
BRI_AVAILABLE_IN_ALL
const BriState *bri_deal_log_get_auction_before (const BriDealLog *log, guint i);
BRI_AVAILABLE_IN_ALL
BriAction       bri_deal_log_get_auction_action (const BriDealLog *log, guint i);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BriDealLog, bri_deal_log_free)

G_END_DECLS
