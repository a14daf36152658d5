/* chiamata-view.c: what each seat of Briscola Chiamata knows (the sides once the called
 * card shows them, the cards laid away) and the notes beside the seats. */
#include <glib/gi18n-lib.h>

#include "chiamata-private.h"

/* Whether everyone knows the sides: the called card was played or shown. */
gboolean
chiamata_sides_public (const BriState *state)
{
  const Ext *e = cext (state);

  return e->called != BRI_NO_CARD &&
         ((e->flags & FLAG_SHOWN) || bri_card_set_has (state->played, e->called));
}

void
chiamata_view (const BriState *state, guint seat, BriView *result)
{
  const Ext *e = cext (state);
  guint8 all = (guint8) ((1u << state->n_seats) - 1);
  /* One's own side, the caller's (everyone heard the auction) and those sitting out. */
  guint8 known = (guint8) ((all & ~e->active) | (1u << seat));

  if (e->caller != BRI_NO_SEAT)
    known |= (guint8) (1u << e->caller);
  /* The partner knows it holds the called card; a solo caller knows it is alone. */
  if (bri_state_is_over (state) || chiamata_sides_public (state) || seat == e->partner ||
      (seat == e->caller && e->called != BRI_NO_CARD && e->partner == BRI_NO_SEAT))
    known = all;
  result->sides_known = known;

  if ((e->flags & FLAG_SHOWN) && e->caller != BRI_NO_SEAT)
    result->known[e->caller] |= state->hand[e->caller] & bri_card_bit (e->called);
  if (seat == e->caller)
    result->aside_known |= state->discards;
}

/* The standing bid, or the contract's, as a person reads it. */
static char *
bid_text (const Ext *e, BriDeckStyle style)
{
  if (e->bid_kind == BID_RANK)
    /* Translators: the standing bid in the auction; %s is a rank ("Three"). */
    return g_strdup_printf (_("Bid: %s"), bri_rank_get_name (e->bid_value, style));
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Bid: %u point", "Bid: %u points",
                                       e->bid_value), e->bid_value);
}

/* The auction's standing bid, then the contract for the whole deal, and the partner
 * once @seat knows who it is. */
guint
chiamata_table_notes (const BriState *state, guint seat, BriDeckStyle style, BriTableNote *notes)
{
  const Ext *e = cext (state);
  g_autofree char *bid = NULL;
  g_autofree char *called = NULL;
  guint n = 0;

  if (e->caller == BRI_NO_SEAT)
    {
      if (e->high_bidder == BRI_NO_SEAT || e->bid_kind == BID_NONE)
        return 0;
      bid = bid_text (e, style);
      /* Translators: beside the seat holding the highest bid so far; %s is "Bid: Three". */
      return bri_table_notes_add (notes, n, e->high_bidder, BRI_TABLE_NOTE_INFO,
                                  _("Highest so far: %s"), bid);
    }

  if (e->bid_kind != BID_NONE)
    {
      bid = bid_text (e, style);
      /* Translators: beside the caller; %s is its bid ("Bid: 71 points"), %u the points
       * its side needs. */
      n = bri_table_notes_add (notes, n, e->caller, BRI_TABLE_NOTE_CONTRACT,
                               g_dngettext (GETTEXT_PACKAGE, "Caller · %s · needs %u point",
                                            "Caller · %s · needs %u points", e->contract),
                               bid, e->contract);
    }
  else
    n = bri_table_notes_add (notes, n, e->caller, BRI_TABLE_NOTE_CONTRACT,
                             g_dngettext (GETTEXT_PACKAGE, "Caller · needs %u point",
                                          "Caller · needs %u points", e->contract),
                             e->contract);

  if (e->called != BRI_NO_CARD)
    {
      called = bri_card_get_name (e->called, style);
      /* Translators: for the whole table; %s is a card ("King of Coins"). */
      n = bri_table_notes_add (notes, n, BRI_NO_SEAT, BRI_TABLE_NOTE_INFO,
                               _("Called card: the %s"), called);
    }

  if (e->called != BRI_NO_CARD &&
      (bri_state_is_over (state) || chiamata_sides_public (state) || seat == e->partner ||
       (seat == e->caller && e->partner == BRI_NO_SEAT)))
    {
      if (e->partner != BRI_NO_SEAT)
        n = bri_table_notes_add (notes, n, e->partner, BRI_TABLE_NOTE_PARTNER,
                                 _("Partner of the caller"));
      else
        n = bri_table_notes_add (notes, n, e->caller, BRI_TABLE_NOTE_INFO,
                                 _("Plays alone: holds the called card"));
    }
  return n;
}

gboolean
chiamata_action_visible (const BriState *state, guint actor, BriAction action, guint seat)
{
  /* The cards laid away are face down. */
  return action.kind != BRI_ACTION_DISCARD || seat == actor;
}

/* After the AI dealt the hidden cards anew, the partner is whoever now holds the called
 * card, unless the sides are public already. */
void
chiamata_resampled (BriState *state)
{
  Ext *e = ext (state);

  if (e->called == BRI_NO_CARD || chiamata_sides_public (state))
    return;
  chiamata_find_partner (state);
}
