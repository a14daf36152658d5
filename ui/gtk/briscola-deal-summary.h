/* briscola-deal-summary.h: the end of a deal: points per side and the cards that made
 * them, the match standings, and the way on. */
#pragma once

#include <gtk/gtk.h>
#include <briscola.h>

G_BEGIN_DECLS

#define BRISCOLA_TYPE_DEAL_SUMMARY (briscola_deal_summary_get_type ())
G_DECLARE_FINAL_TYPE (BriscolaDealSummary, briscola_deal_summary, BRISCOLA, DEAL_SUMMARY,
                      GtkWidget)

GtkWidget *briscola_deal_summary_new    (void);
/* Shows the deal @game just finished, as seen by @human. */
void       briscola_deal_summary_update (BriscolaDealSummary *self,
                                         BriGame             *game,
                                         guint                human,
                                         BriDeckStyle         style);
const char *briscola_deal_summary_get_title (BriscolaDealSummary *self);

G_END_DECLS
