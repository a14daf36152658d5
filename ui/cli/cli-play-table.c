/* cli-play-table.c: the table of `briscola-cli play`, drawn from the human seat's view
 * only, so that the terminal never shows what the app would hide. */
#include "config.h"

#include <glib/gi18n.h>

#include "cli-play-table.h"

char *
cli_play_seat_name (guint seat, guint human)
{
  if (seat == human)
    return g_strdup (_("you"));
  return g_strdup_printf (_("seat %u"), seat);
}

char *
cli_play_card_text (BriCard card, BriDeckStyle style)
{
  g_autofree char *name = bri_card_get_name (card, style);
  return g_strdup_printf ("%s (%s)", name, bri_card_to_string (card));
}

/* The trump suit, the turned card while it lies under the stock, and the stock. */
static void
show_trump (const BriState *state, const BriView *view, BriDeckStyle style)
{
  if (state->trump_suit != BRI_NO_SUIT)
    g_print (_("Trump: %s"), bri_suit_get_name (state->trump_suit, style));
  else
    g_print ("%s", _("No trump yet"));
  if (state->trump_card != BRI_NO_CARD && bri_card_set_has (view->stock_known, state->trump_card))
    {
      g_autofree char *turned = cli_play_card_text (state->trump_card, style);
      g_print (_(" · turned card: %s"), turned);
    }
  g_print (" · ");
  g_print (ngettext ("%u card in the stock", "%u cards in the stock", bri_state_stock_left (state)),
           bri_state_stock_left (state));
  if (view->stock_top_open && bri_state_stock_left (state) > 0)
    {
      g_autofree char *top = cli_play_card_text (state->stock[state->stock_top], style);
      g_print (_(" · next to draw: %s"), top);
    }
  g_print ("\n");
}

/* "Ace of Coins (Ad), Three of Cups (3c)" */
static void
append_cards (GString *line, BriCardSet cards, BriDeckStyle style)
{
  BRI_CARD_SET_FOREACH (cards, card)
    {
      g_autofree char *text = cli_play_card_text ((BriCard) card, style);
      g_string_append_printf (line, "%s%s", line->len > 0 ? ", " : "", text);
    }
}

/* The cards the seat sees in its hand, and how many lie face down (Briscola coperta). */
static void
show_hand (const BriState *state, const BriView *view, guint human, BriDeckStyle style)
{
  BriCardSet seen = view->known[human] & state->hand[human];
  guint face_down = bri_state_hand_size (state, human) - bri_card_set_count (seen);
  g_autoptr (GString) line = g_string_new (NULL);

  append_cards (line, seen, style);
  if (face_down > 0)
    {
      if (line->len > 0)
        g_string_append (line, ", ");
      g_string_append_printf (line, ngettext ("%u face-down card", "%u face-down cards",
                                              face_down), face_down);
    }
  if (line->len == 0)
    g_string_append (line, _("no cards"));
  g_print (_("Your hand: %s\n"), line->str);
}

static void
show_trick (const BriState *state, guint human, BriDeckStyle style)
{
  /* A resolved trick is no longer on the table: its taker was announced. */
  if (state->trick.winner != BRI_NO_SEAT)
    return;
  for (guint i = 0; i < state->trick.len; i++)
    {
      g_autofree char *who = cli_play_seat_name (state->trick.seat[i], human);
      g_autofree char *card = cli_play_card_text (state->trick.card[i], style);
      /* Translators: a card on the table; "%s played %s" is "seat 1 played Ace of Coins (Ad)". */
      g_print (_("  On the table: %s played %s\n"), who, card);
    }
}

/* Cards of other hands the seat has seen: open hands, shown cards, partners' signals. */
static void
show_known_hands (const BriState *state, const BriView *view, guint human, BriDeckStyle style)
{
  for (guint seat = 0; seat < state->n_seats; seat++)
    if (seat != human && view->known[seat] != 0)
      {
        g_autofree char *who = cli_play_seat_name (seat, human);
        g_autoptr (GString) cards = g_string_new (NULL);

        append_cards (cards, view->known[seat], style);
        g_print (_("  %s holds %s\n"), who, cards->str);
      }
}

/* The variant's notes (contract, captains, the card out of the deck), by seat. */
static void
show_notes (const BriState *state, guint human, BriDeckStyle style)
{
  BriTableNote notes[BRI_MAX_TABLE_NOTES];
  guint n = bri_state_get_table_notes (state, human, style, notes);

  for (guint i = 0; i < n; i++)
    {
      if (notes[i].seat == BRI_NO_SEAT)
        g_print ("  %s\n", notes[i].text);
      else
        {
          g_autofree char *who = cli_play_seat_name (notes[i].seat, human);
          g_print ("  %s: %s\n", who, notes[i].text);
        }
    }
}

static void
show_match (const BriState *state, const BriMatch *match, guint human)
{
  g_print ("%s", _("Match score:"));
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      g_autofree char *who = cli_play_seat_name (seat, human);
      g_print ("%s", seat > 0 ? " ·" : "");
      /* Translators: "%s %d" is "seat 1 12"; the count chooses the plural of "deal won". */
      g_print (ngettext (" %s %d (%u deal won)", " %s %d (%u deals won)", match->wins[seat]),
               who, match->score[seat], match->wins[seat]);
    }
  g_print ("\n");
}

void
cli_play_show_table (const BriState *state, const BriMatch *match, guint human,
                     BriDeckStyle style)
{
  BriView view;

  bri_state_get_view (state, human, &view);
  g_print ("\n");
  show_trump (state, &view, style);
  show_notes (state, human, style);
  show_trick (state, human, style);
  show_known_hands (state, &view, human, style);
  show_hand (state, &view, human, style);
  if (view.may_review_pile)
    {
      guint points = bri_trick_rules_set_points (bri_state_get_trick_rules (state),
                                                 state->pile[human] & state->played);
      g_autofree char *shown = bri_state_format_points (state, points);
      /* Translators: the card points in the tricks the player took, perhaps with a
       * fraction ("3⅓"). */
      g_print (_("Your points so far: %s\n"), shown);
    }
  show_match (state, match, human);
}
