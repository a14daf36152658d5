/* tressette.c: Tressette for two (with a stock, drawn cards shown) and for four (two
 * partnerships): no trump, follow suit, Threes and Twos above Aces, points in thirds.
 *
 * Its trick rules are data (tressette_trick_rules): the core resolves and counts tricks,
 * and the computer players judge cards, through them.
 */
#include <glib/gi18n-lib.h>
#include <briscola.h>
#include <briscola-kit.h>

enum { OPT_MATCH, N_OPTS };
enum { MATCH_21, MATCH_31, MATCH_SINGLE };

#define HAND_SIZE 10
/* Thirds of a point: the unit of every card and of the last trick. */
#define THIRDS 3

static const BriOptionChoice match_choices[] = {
  { "21", N_("First side to 21 points") },
  { "31", N_("First side to 31 points") },
  { "single", N_("A single deal") },
  { NULL, NULL },
};

static const BriOptionSpec options[N_OPTS] = {
  [OPT_MATCH] = { "match", N_("Match"), match_choices, MATCH_21 },
};

/* 3 2 A K Knight Jack 7 6 5 4: the Three strongest, the Four weakest. The 32-card ranks
 * (8, 9, Ten) are not in the deck; they rank below the Four. */
static const BriTrickRules tressette_trick_rules = {
  .strength = {
    [BRI_RANK_3] = 12, [BRI_RANK_2] = 11, [BRI_RANK_ACE] = 10, [BRI_RANK_KING] = 9,
    [BRI_RANK_QUEEN] = 8, [BRI_RANK_JACK] = 7, [BRI_RANK_7] = 6, [BRI_RANK_6] = 5,
    [BRI_RANK_5] = 4, [BRI_RANK_4] = 3,
  },
  .points = {
    [BRI_RANK_ACE] = THIRDS, [BRI_RANK_3] = 1, [BRI_RANK_2] = 1, [BRI_RANK_KING] = 1,
    [BRI_RANK_QUEEN] = 1, [BRI_RANK_JACK] = 1,
  },
  .point_unit = THIRDS,
  .last_trick_bonus = THIRDS,
  .must_follow = TRUE,
  .no_trump = TRUE,
};

/* What the players of a two-player deal know of each other's hand: every card drawn from
 * the stock is shown as it is drawn. */
typedef struct
{
  BriCardSet shown;
} Ext;

BRI_KIT_DEFINE_STATE_EXT (Ext, ext, cext)

static gboolean
check_config (const BriConfig *config, GError **error)
{
  if (config->n_players == 2 || config->n_players == 4)
    return TRUE;
  g_set_error (error, BRI_ERROR, BRI_ERROR_INVALID_PLAYERS,
               _("%s is played by 2 players or by 4 as two partnerships, not %u"),
               config->rules->id, config->n_players);
  return FALSE;
}

/* Ten cards each; with two players the other twenty are the stock, with four none is
 * left. Partners sit opposite. */
static void
deal (BriState *state, const BriCard *order, guint n_cards)
{
  guint dealt = bri_state_deal_hands (state, order, n_cards, HAND_SIZE);

  bri_state_set_stock (state, order + dealt, n_cards - dealt);
  bri_kit_set_alternating_sides (state, 2);
}

static void
apply (BriState *state, BriAction action)
{
  guint top = state->stock_top;

  bri_state_play_and_continue (state, action.card);
  for (guint i = top; i < state->stock_top; i++)
    ext (state)->shown |= bri_card_bit (state->stock[i]);
}

/* Whole points only: the thirds left over "fall to the floor". A deal holds 11. */
static guint
whole_points (guint thirds)
{
  return thirds / THIRDS;
}

static guint
target (const BriConfig *config)
{
  return config->option[OPT_MATCH] == MATCH_31 ? 31 : 21;
}

static void
match_update (BriMatch *match, const BriState *state, const BriDealScore *result)
{
  gint32 goal = (gint32) target (&match->config);

  bri_match_rotate_dealer (match, result);
  for (guint side = 0; side < result->n_sides; side++)
    bri_match_credit_side (match, state, side, (gint32) whole_points (result->side_points[side]));

  if (match->config.option[OPT_MATCH] == MATCH_SINGLE)
    {
      bri_match_finish (match, bri_match_leading_seats (match, TRUE));
      return;
    }
  /* Seats 0 and 1 are on opposite sides. The first side to the target wins; when both
   * reach it in the same deal, the higher score, and when they are level, another deal. */
  if ((match->score[0] >= goal || match->score[1] >= goal) && match->score[0] != match->score[1])
    bri_match_finish (match, bri_match_leading_seats (match, FALSE));
}

static void
view (const BriState *state, guint seat, BriView *result)
{
  BriCardSet shown = cext (state)->shown;

  for (guint s = 0; s < state->n_seats; s++)
    if (s != seat)
      result->known[s] |= state->hand[s] & shown;
}

static const BriRules rules = {
  .id = "tressette",
  .name = N_("Tressette"),
  .description = N_("No trump, follow suit: the Three is the strongest card, and points "
                     "come in thirds"),
  .rules_text = N_(
    "Tressette is played with the 40-card Italian deck, by two players or by four in two "
    "partnerships, partners sitting opposite each other. There is no trump.\n\n"
    "In each suit the Three is the strongest card, then the Two, Ace, King, Knight, Jack, "
    "Seven, Six, Five and Four. An Ace counts one point; a Three, Two, King, Knight or "
    "Jack counts a third of a point; the other cards count nothing. Whoever takes the last "
    "trick scores one more point.\n\n"
    "Everyone gets ten cards. The player after the dealer leads. You must follow the suit "
    "led when you can; otherwise you may play any card, but only a card of the suit led can "
    "take the trick: the strongest one takes it, and its winner leads next.\n\n"
    "With two players the twenty cards left are the stock. After each trick the winner "
    "draws first, then the other player, and each shows the card drawn. When the stock is "
    "gone, the last ten cards each are played out.\n\n"
    "At the end of a deal each side counts its points; the thirds that do not make a whole "
    "point are dropped, so a deal holds 11 points. The side with more points wins the "
    "deal. A match goes on until a side reaches 21 points, or 31 as chosen; when both "
    "reach it in the same deal, the higher score wins, and when they are level, another "
    "deal is played. The match can also be a single deal.\n\n"
    "Not played here: declaring combinations (three or four Aces, Twos or Threes, the "
    "napoletana), the partners' signals (busso, striscio, volo), and extra stakes for "
    "taking every trick."),
  BRI_KIT_PLAYERS (2, 4, 2),
  .deck_style = BRI_DECK_STYLE_ITALIAN,
  BRI_KIT_OPTIONS (options, N_OPTS),
  .check_config = check_config,
  BRI_KIT_DECK_40_HOOKS,
  .deal = deal,
  .legal_actions = bri_state_legal_plays,
  .apply = apply,
  /* The points in thirds, the last trick's included; the side with more of them wins the
   * deal (35 thirds in all: never level). */
  .score = bri_deal_score_by_points,
  .match_update = match_update,
  .view = view,
  .trick_rules = &tressette_trick_rules,
};

BRI_DEFINE_VARIANT_PLUGIN (rules, "tressette", PLUGIN_VERSION, "GPL-3.0-or-later",
                           GETTEXT_PACKAGE, NULL)
