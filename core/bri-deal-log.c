/* bri-deal-log.c: the plays of a deal, each with the table before it. */
#include "config.h"

#include "bri-deal-log.h"

/* A deal plays each card at most once. */
#define MAX_PLAYS BRI_MAX_CARDS

struct _BriDealLog
{
  BriState before[MAX_PLAYS];
  BriCard card[MAX_PLAYS];
  guint n_plays;
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
}

void
bri_deal_log_add (BriDealLog *log, const BriState *before, BriAction action)
{
  g_return_if_fail (log != NULL && before != NULL);

  if (action.kind != BRI_ACTION_PLAY)
    return;
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
