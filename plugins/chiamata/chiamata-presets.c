/* chiamata-presets.c: the six presets of Briscola Chiamata as a table of facts, and the
 * options: their choices, which apply to which preset, and what they refuse. */
#include <glib/gi18n-lib.h>

#include "chiamata-private.h"

#define MAINLAND_PLAYERS 4, 5
#define OWN(option) (1u << (option))

const ChiamataPreset chiamata_presets[N_PRESETS] = {
  /* Rank bids from the Ace down to the Two; after a Two, points only with pazza. */
  [PRESET_CLASSICA] = { MAINLAND_PLAYERS, OWN (OPT_PAZZA) | OWN (OPT_LEAD), SCORING_CLASSIC,
                        FACT_RANK_BIDS },
  /* Point bids, any card called, a talon, five to eight players. */
  [PRESET_SICILIANA] = { 5, 8, OWN (OPT_MIN_BID), SCORING_SICILIAN,
                         FACT_CALLS_ANY_CARD | FACT_TALON | FACT_SITS_OUT | FACT_THROW_IN |
                         FACT_CALLER_LEADS | FACT_CALLER_DEALS_NEXT },
  /* Point bids, the Two of trumps called, the dealer asks round once more. */
  [PRESET_SUBITO] = { MAINLAND_PLAYERS, OWN (OPT_LEAD), SCORING_GRADED, FACT_MAY_REOPEN },
  /* As Subito al due, with the trump named once the first trick is played. */
  [PRESET_BUIO] = { MAINLAND_PLAYERS, OWN (OPT_LEAD), SCORING_GRADED,
                    FACT_MAY_REOPEN | FACT_DARK_FIRST_TRICK },
  /* Rank bids, then points once someone bid a Two. */
  [PRESET_RANK_POINTS] = { MAINLAND_PLAYERS, OWN (OPT_LEAD) | OWN (OPT_CALL_LOWEST),
                           SCORING_GRADED, FACT_RANK_BIDS | FACT_POINTS_AFTER_TWO },
  /* Point bids from 61, any card called, no talon. */
  [PRESET_POINTS] = { MAINLAND_PLAYERS, OWN (OPT_LEAD), SCORING_GRADED, FACT_CALLS_ANY_CARD },
};


static const BriOptionChoice preset_choices[] = {
  { "classica", N_("Classica: rank bids, five players with eight cards") },
  { "siciliana", N_("Siciliana: point bids and a talon, five to eight players") },
  { "subito-al-due", N_("Subito al due: point bids, the Two of trumps is called") },
  { "prima-mano-al-buio", N_("Prima mano al buio: trump named after the first trick") },
  { "rank-then-points", N_("Rank then points: rank bids, then points after a Two") },
  { "points", N_("Points: point bids from 61, any card called, no talon") },
  { NULL, NULL },
};

static const BriOptionChoice off_on[] = {
  { "off", N_("Off") }, { "on", N_("On") }, { NULL, NULL },
};

static const BriOptionChoice lead_choices[] = {
  { "seat0", N_("The player to the dealer’s right") },
  { "caller", N_("The caller") },
  { NULL, NULL },
};

static const BriOptionChoice min_bid_choices[] = {
  { "70", N_("70 points") },
  { "61", N_("61 points") },
  { NULL, NULL },
};

static const BriOptionChoice scoring_choices[] = {
  { "default", N_("As the preset usually scores") },
  { "classic", N_("Classic: 2, 1 and −1, solo 4") },
  { "sicilian", N_("Sicilian stakes: doubled from a bid of 91 and for all 120 points") },
  { "graded", N_("Graded by the bid, from 1 to 6") },
  { NULL, NULL },
};

static const BriOptionChoice target_choices[] = {
  { "11", N_("First to 11 points") },
  { "21", N_("First to 21 points") },
  { "31", N_("First to 31 points") },
  { "51", N_("First to 51 points") },
  { "single", N_("A single deal") },
  { "5-deals", N_("Five deals") },
  { "10-deals", N_("Ten deals") },
  { "1-round", N_("One round: each player deals once") },
  { "2-rounds", N_("Two rounds: each player deals twice") },
  { NULL, NULL },
};

const BriOptionSpec chiamata_options[N_OPTS] = {
  [OPT_PRESET] = { "preset", N_("Rules"), preset_choices, PRESET_CLASSICA },
  [OPT_PAZZA] = { "pazza", N_("Classica: after a Two, bidding goes on in points (pazza)"),
                  off_on, 0 },
  [OPT_LEAD] = { "lead", N_("Mainland presets: who leads the first trick"), lead_choices,
                 LEAD_SEAT0 },
  [OPT_MIN_BID] = { "min-bid", N_("Siciliana: the lowest opening bid"), min_bid_choices,
                    MIN_BID_70 },
  [OPT_CALL_LOWEST] = { "call-lowest",
                        N_("Rank then points: a caller holding the Two of trumps may call "
                           "its lowest missing trump"), off_on, 0 },
  [OPT_SCORING] = { "scoring", N_("Scoring"), scoring_choices, SCORING_DEFAULT },
  [OPT_TARGET] = { "target", N_("Match"), target_choices, TARGET_11 },
};

/* Translators: in the second text of each message, %s is the speaker's name. */
const BriMessage chiamata_messages[N_MESSAGES] = {
  /* The first texts are buttons: short enough for the narrowest window. */
  [MSG_THROW_IN] = { "throw-in", N_("Show a hand without points: deal again"),
                     N_("%s shows a hand without points: the cards are dealt again") },
  [MSG_SHOW] = { "show", N_("Show the called card"),
                 N_("%s shows the called card found in the talon: the player to their "
                    "right becomes their partner") },
};

guint
chiamata_scoring (const BriConfig *config)
{
  guint choice = config->option[OPT_SCORING];

  return choice != SCORING_DEFAULT ? choice : preset_of (config)->scoring;
}

/* Each preset has its own settings: pazza is Classica's, the lowest opening bid
 * Siciliana's (where the caller always leads), calling the lowest trump Rank then
 * points'. The auction by points has none of them: it starts at 61, any card may be
 * called, and like every mainland preset it may let the caller lead. */
gboolean
chiamata_option_applies (const BriConfig *config, guint option)
{
  switch (option)
    {
    case OPT_PAZZA:
    case OPT_LEAD:
    case OPT_MIN_BID:
    case OPT_CALL_LOWEST:
      return preset_has_option (config, option);
    default:
      return TRUE;
    }
}

/* A setting of another preset is refused rather than ignored, so that a player who
 * asked for it learns that it has no effect. */
gboolean
chiamata_check_config (const BriConfig *config, GError **error)
{
  const ChiamataPreset *which = preset_of (config);
  const char *name = preset_choices[config->option[OPT_PRESET]].value;
  guint n = config->n_players;

  if (n < which->min_players || n > which->max_players)
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS,
                   which->max_players > 5
                   ? _("the %s preset of chiamata is played by 5 to 8 players, not %u")
                   : _("the %s preset of chiamata is played by 4 or 5 players, not %u"),
                   name, n);
      return FALSE;
    }
  if (config->option[OPT_PAZZA] && !chiamata_option_applies (config, OPT_PAZZA))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“pazza=on”: only the classica preset has this option, not %s"), name);
      return FALSE;
    }
  if (config->option[OPT_MIN_BID] != MIN_BID_70 && !chiamata_option_applies (config, OPT_MIN_BID))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“min-bid=61”: only the siciliana preset has this option (%s bids "
                     "start at 61 anyway)"), name);
      return FALSE;
    }
  if (config->option[OPT_CALL_LOWEST] && !chiamata_option_applies (config, OPT_CALL_LOWEST))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“call-lowest=on”: only the rank-then-points preset has this option, "
                     "not %s"), name);
      return FALSE;
    }
  if (config->option[OPT_LEAD] != LEAD_SEAT0 && !chiamata_option_applies (config, OPT_LEAD))
    {
      g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_OPTION,
                   _("“lead=caller”: in the siciliana preset the caller always leads"));
      return FALSE;
    }
  return TRUE;
}
