/* briscola-game-history.c: the moves of a deal as the human saw them, a line each. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-game-history.h"
#include "briscola-settings.h"

gboolean
briscola_game_history_action_seen (const BriState *state,
                                   guint           actor,
                                   BriAction       action,
                                   guint           human)
{
  const BriRules *rules;

  g_return_val_if_fail (state != NULL, FALSE);

  rules = state->config.rules;
  return actor == human || rules->action_visible == NULL ||
         rules->action_visible (state, actor, action, human);
}

/* The human's own decisions in its words ("You: Bid 71"), the others' as events
 * ("Bruno bids 71"). */
static char *
action_line (const BriRules *rules, guint seat, BriAction action, guint human,
             BriDeckStyle style)
{
  g_autofree char *label = NULL;

  if (seat != human)
    return bri_action_get_event (rules, action, style, briscola_seat_name (seat, human));
  if (action.kind == BRI_ACTION_PLAY)
    label = bri_card_get_name (action.card, style);
  else
    label = bri_action_get_label (rules, action, style);
  return g_strdup_printf ("%s: %s", briscola_seat_name (seat, human), label);
}

char *
briscola_game_history_trick_text (const BriState *state,
                                  const BriTrick *trick,
                                  guint           human,
                                  const char     *winner_name)
{
  guint points;

  g_return_val_if_fail (state != NULL && trick != NULL, NULL);

  points = bri_state_trick_points (state, trick);
  g_autofree char *shown = bri_state_format_points (state, points);
  guint plural = bri_state_points_plural (state, points);
  if (trick->winner == human)
    return g_strdup_printf (ngettext ("You take the trick: %s point",
                                      "You take the trick: %s points", plural), shown);
  return g_strdup_printf (ngettext ("%s takes the trick: %s point",
                                    "%s takes the trick: %s points", plural),
                          winner_name != NULL ? winner_name : "", shown);
}

void
briscola_game_history_add_action (GPtrArray      *lines,
                                  const BriState *before,
                                  guint           seat,
                                  BriAction       action,
                                  const BriState *after,
                                  guint           human,
                                  BriDeckStyle    style)
{
  g_return_if_fail (lines != NULL);
  g_return_if_fail (before != NULL && after != NULL);

  if (action.kind == BRI_ACTION_PLAY ||
      briscola_game_history_action_seen (before, seat, action, human))
    g_ptr_array_add (lines, action_line (after->config.rules, seat, action, human, style));
  if (after->n_tricks > before->n_tricks)
    g_ptr_array_add (lines, briscola_game_history_trick_text (
                              after, &after->last_trick, human,
                              briscola_seat_name (after->last_trick.winner, human)));
}

GStrv
briscola_game_history_of_deal (const BriRecord *record,
                               guint            human,
                               BriDeckStyle     style)
{
  g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  const BriDealRecord *deal;
  BriState state;

  g_return_val_if_fail (record != NULL, NULL);

  if (record->deals->len > 0)
    {
      deal = g_ptr_array_index (record->deals, record->deals->len - 1);
      if (bri_state_deal_ordered (&state, &record->config, deal->dealer, deal->order,
                                  deal->n_cards, NULL))
        for (guint i = 0; i < deal->actions->len; i++)
          {
            BriAction action = g_array_index (deal->actions, BriAction, i);
            BriState before = state;
            guint seat = state.to_act;

            bri_state_apply (&state, action);
            briscola_game_history_add_action (lines, &before, seat, action, &state, human,
                                              style);
          }
    }
  g_ptr_array_add (lines, NULL);
  g_ptr_array_set_free_func (lines, NULL);
  return (GStrv) g_ptr_array_free (g_steal_pointer (&lines), FALSE);
}
