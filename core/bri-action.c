/* bri-action.c: the text forms and labels of actions. */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "bri-action.h"
#include "bri-error.h"
#include "bri-rules.h"

static gboolean
parse_points (const char *text, guint *points)
{
  guint64 value;

  if (!g_ascii_string_to_unsigned (text, 10, 1, 999, &value, NULL))
    return FALSE;
  *points = (guint) value;
  return TRUE;
}

static gboolean
invalid (GError **error, const char *text)
{
  /* A GError message is UTF-8, whatever bytes the text held. */
  g_autofree char *shown = g_utf8_make_valid (text, -1);

  g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_ACTION,
               _("“%s” is not an action: write a card (“Ad”), “pass”, “bid:A”, “bid:71”, "
                 "“call:Ad”, “discard:Ad”, “trump:d” or “exchange”"), shown);
  return FALSE;
}

gboolean
bri_action_parse (const BriRules *rules, const char *text, BriAction *action, GError **error)
{
  const char *colon;
  BriCard card;

  g_return_val_if_fail (text != NULL, FALSE);
  g_return_val_if_fail (action != NULL, FALSE);

  if (rules != NULL)
    for (guint i = 0; i < rules->n_messages; i++)
      if (g_str_equal (text, rules->messages[i].token))
        {
          *action = bri_action_new (BRI_ACTION_SAY, BRI_NO_CARD, i);
          return TRUE;
        }

  if (g_str_equal (text, "pass"))
    {
      *action = bri_action_new (BRI_ACTION_PASS, BRI_NO_CARD, 0);
      return TRUE;
    }
  if (g_str_equal (text, "exchange"))
    {
      *action = bri_action_new (BRI_ACTION_EXCHANGE, BRI_NO_CARD, 0);
      return TRUE;
    }

  colon = strchr (text, ':');
  if (colon == NULL)
    {
      if (!bri_card_parse (text, &card, NULL))
        {
          /* Name the card problem when it looks like a card. */
          if (strlen (text) <= 3)
            return bri_card_parse (text, &card, error);
          return invalid (error, text);
        }
      *action = bri_action_play (card);
      return TRUE;
    }

  g_autofree char *verb = g_strndup (text, colon - text);
  const char *arg = colon + 1;

  if (g_str_equal (verb, "bid"))
    {
      BriRank rank;
      guint points;
      if (bri_rank_parse (arg, &rank))
        *action = bri_action_new (BRI_ACTION_BID_RANK, BRI_NO_CARD, rank);
      else if (parse_points (arg, &points) && points > 10)
        *action = bri_action_new (BRI_ACTION_BID_POINTS, BRI_NO_CARD, points);
      else
        return invalid (error, text);
      return TRUE;
    }
  if (g_str_equal (verb, "trump"))
    {
      BriSuit suit;
      if (!bri_suit_parse (arg, &suit))
        return invalid (error, text);
      *action = bri_action_new (BRI_ACTION_TRUMP, BRI_NO_CARD, suit);
      return TRUE;
    }
  if (g_str_equal (verb, "call") || g_str_equal (verb, "discard"))
    {
      if (!bri_card_parse (arg, &card, error))
        return FALSE;
      *action = bri_action_new (verb[0] == 'c' ? BRI_ACTION_CALL : BRI_ACTION_DISCARD, card, 0);
      return TRUE;
    }
  return invalid (error, text);
}

char *
bri_action_to_string (const BriRules *rules, BriAction action)
{
  switch ((BriActionKind) action.kind)
    {
    case BRI_ACTION_PLAY:
      return g_strdup (bri_card_to_string (action.card));
    case BRI_ACTION_PASS:
      return g_strdup ("pass");
    case BRI_ACTION_BID_RANK:
      return g_strdup_printf ("bid:%s", bri_rank_to_string (action.value));
    case BRI_ACTION_BID_POINTS:
      return g_strdup_printf ("bid:%u", action.value);
    case BRI_ACTION_CALL:
      return g_strdup_printf ("call:%s", bri_card_to_string (action.card));
    case BRI_ACTION_TRUMP:
      return g_strdup_printf ("trump:%c", bri_suit_to_char (action.value));
    case BRI_ACTION_DISCARD:
      return g_strdup_printf ("discard:%s", bri_card_to_string (action.card));
    case BRI_ACTION_EXCHANGE:
      return g_strdup ("exchange");
    case BRI_ACTION_SAY:
      if (rules != NULL && action.value < rules->n_messages)
        return g_strdup (rules->messages[action.value].token);
      break;
    }
  return g_strdup ("?");
}

char *
bri_action_get_label (const BriRules *rules, BriAction action, BriDeckStyle style)
{
  g_autofree char *card = NULL;

  switch ((BriActionKind) action.kind)
    {
    case BRI_ACTION_PLAY:
      card = bri_card_get_name (action.card, style);
      /* Translators: %s is a card name ("Ace of Coins"). */
      return g_strdup_printf (_("Play the %s"), card);
    case BRI_ACTION_PASS:
      return g_strdup (C_("action", "Pass"));
    case BRI_ACTION_BID_RANK:
      /* Translators: a bid of a rank in an auction; %s is a rank ("Three"). */
      return g_strdup_printf (_("Bid: %s"), bri_rank_get_name (action.value, style));
    case BRI_ACTION_BID_POINTS:
      return g_strdup_printf (ngettext ("Bid %u point", "Bid %u points", action.value),
                              action.value);
    case BRI_ACTION_CALL:
      card = bri_card_get_name (action.card, style);
      return g_strdup_printf (_("Call the %s"), card);
    case BRI_ACTION_TRUMP:
      return g_strdup_printf (_("Trump: %s"), bri_suit_get_name (action.value, style));
    case BRI_ACTION_DISCARD:
      card = bri_card_get_name (action.card, style);
      return g_strdup_printf (_("Discard the %s"), card);
    case BRI_ACTION_EXCHANGE:
      return g_strdup (_("Exchange for the face-up trump card"));
    case BRI_ACTION_SAY:
      if (rules != NULL && action.value < rules->n_messages)
        return g_strdup (bri_rules_gettext (rules, rules->messages[action.value].label));
      break;
    }
  return g_strdup ("?");
}

/* @pattern with its "%s" replaced by @name; by hand, as the pattern comes from a plugin's
 * table and a translation, and a stray conversion there must not read garbage. */
static char *
fill_in_name (const char *pattern, const char *name)
{
  const char *slot = strstr (pattern, "%s");

  if (slot == NULL)
    return g_strdup_printf ("%s: %s", name, pattern);
  return g_strdup_printf ("%.*s%s%s", (int) (slot - pattern), pattern, name, slot + 2);
}

char *
bri_action_get_event (const BriRules *rules, BriAction action, BriDeckStyle style,
                      const char *actor)
{
  g_autofree char *card = NULL;
  g_autofree char *label = NULL;

  g_return_val_if_fail (actor != NULL, NULL);

  switch ((BriActionKind) action.kind)
    {
    case BRI_ACTION_PLAY:
      card = bri_card_get_name (action.card, style);
      /* Translators: %1$s is a player's name, %2$s a card ("Ace of Coins"). */
      return g_strdup_printf (_("%1$s plays the %2$s"), actor, card);
    case BRI_ACTION_PASS:
      /* Translators: %s is a player's name, leaving the auction. */
      return g_strdup_printf (_("%s passes"), actor);
    case BRI_ACTION_BID_RANK:
      /* Translators: %1$s is a player's name, %2$s a rank ("Three") bid in the auction. */
      return g_strdup_printf (_("%1$s bids: %2$s"), actor,
                              bri_rank_get_name (action.value, style));
    case BRI_ACTION_BID_POINTS:
      /* Translators: %1$s is a player's name, %2$u the points bid ("Anna bids 71"). */
      return g_strdup_printf (_("%1$s bids %2$u"), actor, action.value);
    case BRI_ACTION_CALL:
      card = bri_card_get_name (action.card, style);
      /* Translators: %1$s is a player's name, %2$s the card called ("Ace of Cups"). */
      return g_strdup_printf (_("%1$s calls the %2$s"), actor, card);
    case BRI_ACTION_TRUMP:
      /* Translators: %1$s is a player's name, %2$s a suit ("Cups"). */
      return g_strdup_printf (_("%1$s names the trump suit: %2$s"), actor,
                              bri_suit_get_name (action.value, style));
    case BRI_ACTION_DISCARD:
      card = bri_card_get_name (action.card, style);
      /* Translators: %1$s is a player's name, %2$s a card. */
      return g_strdup_printf (_("%1$s puts away the %2$s"), actor, card);
    case BRI_ACTION_EXCHANGE:
      /* Translators: %s is a player's name. */
      return g_strdup_printf (_("%s exchanges a card for the face-up trump card"), actor);
    case BRI_ACTION_SAY:
      if (rules != NULL && action.value < rules->n_messages &&
          rules->messages[action.value].event != NULL)
        return fill_in_name (bri_rules_gettext (rules, rules->messages[action.value].event),
                             actor);
      break;
    }
  label = bri_action_get_label (rules, action, style);
  return g_strdup_printf ("%s: %s", actor, label);
}
