/* bri-deal-log.c: the plays of a deal, and the actions before its first card, each with
 * the table before it. */
#include "config.h"

#include "bri-deal-log.h"

/* A deal plays each card at most once. */
#define MAX_PLAYS BRI_MAX_CARDS
/* Auctions are short (a seat mostly bids once or twice); a longer one is read in its
 * first actions. */
#define MAX_AUCTION 48

struct _BriDealLog
{
  BriState before[MAX_PLAYS];
  BriCard card[MAX_PLAYS];
  guint n_plays;
  BriState auction_before[MAX_AUCTION];
  BriAction auction[MAX_AUCTION];
  guint n_auction;
};

G_DEFINE_BOXED_TYPE (BriDealLog, bri_deal_log, bri_deal_log_copy, bri_deal_log_free)

BriDealLog *
bri_deal_log_new (void)
{
  return g_new0 (BriDealLog, 1);
}

BriDealLog *
bri_deal_log_copy (const BriDealLog *log)
{
  g_return_val_if_fail (log != NULL, NULL);
  return g_memdup2 (log, sizeof *log);
}

void
bri_deal_log_free (BriDealLog *log)
{
  g_free (log);
}

void
bri_deal_log_clear (BriDealLog *log)
{
  g_return_if_fail (log != NULL);
  log->n_plays = 0;
  log->n_auction = 0;
}

void
bri_deal_log_add (BriDealLog *log, const BriState *before, BriAction action)
{
  g_return_if_fail (log != NULL && before != NULL);

  if (action.kind != BRI_ACTION_PLAY)
    {
      if (log->n_plays == 0 && log->n_auction < MAX_AUCTION)
        {
          log->auction_before[log->n_auction] = *before;
          log->auction[log->n_auction++] = action;
        }
      return;
    }
  if (log->n_plays == MAX_PLAYS)
    {
      g_critical ("bri_deal_log_add: more plays than cards in a deal; "
                  "was the log cleared when the deal began?");
      return;
    }
  log->before[log->n_plays] = *before;
  log->card[log->n_plays] = action.card;
  log->n_plays++;
}

guint
bri_deal_log_get_n_plays (const BriDealLog *log)
{
  g_return_val_if_fail (log != NULL, 0);
  return log->n_plays;
}

const BriState *
bri_deal_log_get_before (const BriDealLog *log, guint i)
{
  g_return_val_if_fail (log != NULL && i < log->n_plays, NULL);
  return &log->before[i];
}

BriCard
bri_deal_log_get_card (const BriDealLog *log, guint i)
{
  g_return_val_if_fail (log != NULL && i < log->n_plays, BRI_NO_CARD);
  return log->card[i];
}

guint
bri_deal_log_get_n_auction_actions (const BriDealLog *log)
{
  g_return_val_if_fail (log != NULL, 0);
  return log->n_auction;
}

const BriState *
bri_deal_log_get_auction_before (const BriDealLog *log, guint i)
{
  g_return_val_if_fail (log != NULL && i < log->n_auction, NULL);
  return &log->auction_before[i];
}

BriAction
bri_deal_log_get_auction_action (const BriDealLog *log, guint i)
{
  g_return_val_if_fail (log != NULL && i < log->n_auction,
                        bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0));
  return log->auction[i];
}
