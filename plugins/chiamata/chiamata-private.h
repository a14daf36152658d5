/* chiamata-private.h: what the files of the Briscola Chiamata plugin share: its options,
 * phases and messages, the state it keeps in BriState.ext, and each preset as a table
 * of facts (chiamata-presets.c) that the auction, scoring and advice consult. */
#pragma once

#include <briscola-kit.h>

G_BEGIN_DECLS

enum { OPT_PRESET, OPT_PAZZA, OPT_LEAD, OPT_MIN_BID, OPT_CALL_LOWEST, OPT_SCORING, OPT_TARGET,
       N_OPTS };
/* New presets and targets go last: saved settings keep their meaning. */
enum { PRESET_CLASSICA, PRESET_SICILIANA, PRESET_SUBITO, PRESET_BUIO, PRESET_RANK_POINTS,
       PRESET_POINTS, N_PRESETS };
enum { LEAD_SEAT0, LEAD_CALLER };
enum { MIN_BID_70, MIN_BID_61 };
enum { SCORING_DEFAULT, SCORING_CLASSIC, SCORING_SICILIAN, SCORING_GRADED };
enum { TARGET_11, TARGET_21, TARGET_31, TARGET_51, TARGET_SINGLE, TARGET_5_DEALS,
       TARGET_10_DEALS, TARGET_1_ROUND, TARGET_2_ROUNDS };

/* The trump of Prima mano al buio is named between the first trick's last card and its
 * resolution; a Siciliana hand without points is shown before the cards are dealt again. */
enum { PHASE_TRUMP = BRI_PHASE_VARIANT, PHASE_THROW_IN };

enum { MSG_THROW_IN, MSG_SHOW, N_MESSAGES };
enum { BID_NONE, BID_RANK, BID_POINTS };

enum
{
  FLAG_REOPENED = 1 << 0,   /* Subito al due: the dealer already asked round once more */
  FLAG_SHOWN = 1 << 1,      /* the caller showed the called card, found in the talon or
                             * its own (a bluff): the player to its right is its partner */
  FLAG_VOID = 1 << 2,       /* the cards were thrown in: the same dealer deals again */
};

#define BASE_CONTRACT 61
#define FIRST_POINTS_AFTER_TWO 62
#define MAX_POINTS 120
#define SIDE_CALLER 0
#define SIDE_DEFENDERS 1
#define SIDE_SITTING_OUT 2

/* Bytes only: state->ext has no particular alignment. */
typedef struct
{
  guint8 active;      /* bit per seat dealt in: at seven and eight players some sit out */
  guint8 passed;      /* bit per seat out of the auction */
  guint8 high_bidder; /* holder of the standing bid, or BRI_NO_SEAT */
  guint8 bid_kind;
  guint8 bid_value;   /* the BriRank or the points of the standing bid */
  guint8 caller;      /* BRI_NO_SEAT during the auction */
  guint8 partner;     /* holder of the called card; BRI_NO_SEAT for a solo or not yet known */
  BriCard called;     /* BRI_NO_CARD until called (in Prima mano al buio, until trump) */
  guint8 contract;    /* points the caller's side needs */
  guint8 flags;
  guint8 to_discard;  /* cards the caller still lays away */
} Ext;

BRI_KIT_DEFINE_STATE_EXT (Ext, ext, cext)

/* What a preset does, as bits of ChiamataPreset.facts. */
typedef enum
{
  FACT_RANK_BIDS = 1 << 0,         /* bids name a rank, from the Ace down to the Two */
  FACT_POINTS_AFTER_TWO = 1 << 1,  /* point bids may follow a Two (as pazza allows Classica) */
  FACT_CALLS_ANY_CARD = 1 << 2,    /* the caller may call any card, its own or the talon's */
  FACT_MAY_REOPEN = 1 << 3,        /* when everyone passes, the dealer asks round once more */
  FACT_TALON = 1 << 4,             /* hands of seven at five, six above: the rest is a talon
                                    * the caller takes and lays away, showing a called card
                                    * found in it */
  FACT_SITS_OUT = 1 << 5,          /* at seven the dealer sits out, at eight the first seat too */
  FACT_THROW_IN = 1 << 6,          /* a hand without a single point has the cards dealt again */
  FACT_CALLER_LEADS = 1 << 7,      /* the caller always leads the first trick */
  FACT_DARK_FIRST_TRICK = 1 << 8,  /* no trump for the first trick: the caller names it then */
  FACT_CALLER_DEALS_NEXT = 1 << 9, /* the caller deals the next deal, when nobody sits out */
} ChiamataFact;

/* A preset: one way of playing, as facts rather than comparisons of its number. A row
 * is eight bytes: the auction reads it at every bid of every playout. */
typedef struct
{
  guint8 min_players;
  guint8 max_players;
  guint8 own_options; /* bit per option (1 << OPT_PAZZA…) that applies to it */
  guint8 scoring;     /* its usual scoring, for SCORING_DEFAULT */
  guint32 facts;      /* ChiamataFact bits */
} ChiamataPreset;

G_GNUC_INTERNAL extern const ChiamataPreset chiamata_presets[N_PRESETS];
G_GNUC_INTERNAL extern const BriOptionSpec chiamata_options[N_OPTS];
G_GNUC_INTERNAL extern const BriMessage chiamata_messages[N_MESSAGES];
/* The ranks of the 40-card deck, weakest first: the Two is the highest rank bid. A copy
 * in each file that uses it, so that the auction's loops over it unroll. */
static const BriRank chiamata_ranks40[] = {
  BRI_RANK_2, BRI_RANK_4, BRI_RANK_5, BRI_RANK_6, BRI_RANK_7,
  BRI_RANK_JACK, BRI_RANK_QUEEN, BRI_RANK_KING, BRI_RANK_3, BRI_RANK_ACE,
};

static inline const ChiamataPreset *
preset_of (const BriConfig *config)
{
  return &chiamata_presets[config->option[OPT_PRESET]];
}

/* Whether the preset of @state has any of @facts (ChiamataFact bits). */
static inline gboolean
preset_has (const BriState *state, guint facts)
{
  return (preset_of (&state->config)->facts & facts) != 0;
}

/* Whether the preset of @config has option @option of its own. */
static inline gboolean
preset_has_option (const BriConfig *config, guint option)
{
  return (preset_of (config)->own_options & (1u << option)) != 0;
}

/* The facts that depend on an option of the preset's own, inline: the auction asks for
 * them at every bid of every playout. */

/* Whether point bids may follow a Two (pazza, or Rank then points). */
static inline gboolean
chiamata_points_after_two (const BriState *state)
{
  return preset_has (state, FACT_POINTS_AFTER_TWO) ||
         (preset_has_option (&state->config, OPT_PAZZA) && state->config.option[OPT_PAZZA]);
}

/* Whether a caller holding the Two of trumps may call its lowest missing trump instead. */
static inline gboolean
chiamata_calls_lowest (const BriState *state)
{
  return preset_has_option (&state->config, OPT_CALL_LOWEST) &&
         state->config.option[OPT_CALL_LOWEST];
}

/* The caller may show a called card it found in the talon while laying away, or at its
 * first lead at the latest; leading a card without showing keeps silent (a solo). It may
 * also show a called card it held itself, as if found in the talon (a bluff, 003): the
 * same action, so that nobody else can tell one from the other. Nothing in the state
 * records where the card came from. */
static inline gboolean
chiamata_may_show (const BriState *state)
{
  const Ext *e = cext (state);

  if (!preset_has (state, FACT_TALON) || e->called == BRI_NO_CARD ||
      (e->flags & FLAG_SHOWN) || state->to_act != e->caller ||
      !bri_card_set_has (state->hand[e->caller], e->called))
    return FALSE;
  return state->phase == BRI_PHASE_DISCARD ||
         (state->phase == BRI_PHASE_PLAY && state->n_tricks == 0 && state->trick.len == 0);
}

/* chiamata-presets.c: the options, which apply to which preset, and the scoring. */
G_GNUC_INTERNAL gboolean chiamata_option_applies (const BriConfig *config, guint option);
G_GNUC_INTERNAL gboolean chiamata_check_config (const BriConfig *config, GError **error);
G_GNUC_INTERNAL guint    chiamata_scoring (const BriConfig *config);

/* chiamata-play.c: the deal, the auction, the call and the play. */
G_GNUC_INTERNAL void     chiamata_deal (BriState *state, const BriCard *order, guint n_cards);
G_GNUC_INTERNAL guint    chiamata_legal_actions (const BriState *state, BriAction *actions);
G_GNUC_INTERNAL guint    chiamata_auction_actions (const BriState *state, BriAction *actions);
G_GNUC_INTERNAL guint    chiamata_call_actions (const BriState *state, BriAction *actions);
G_GNUC_INTERNAL void     chiamata_find_partner (BriState *state);
G_GNUC_INTERNAL void     chiamata_apply (BriState *state, BriAction action);

/* chiamata-scoring.c: a deal's stakes and the match. */
G_GNUC_INTERNAL void     chiamata_score (const BriState *state, BriDealScore *result);
G_GNUC_INTERNAL void     chiamata_match_update (BriMatch *match, const BriState *state,
                                                const BriDealScore *result);

/* chiamata-view.c: what each seat knows and sees on the table. */
G_GNUC_INTERNAL gboolean chiamata_sides_public (const BriState *state);
G_GNUC_INTERNAL void     chiamata_view (const BriState *state, guint seat, BriView *result);
G_GNUC_INTERNAL guint    chiamata_table_notes (const BriState *state, guint seat,
                                               BriDeckStyle style, BriTableNote *notes);
G_GNUC_INTERNAL gboolean chiamata_action_visible (const BriState *state, guint actor,
                                                  BriAction action, guint seat);
G_GNUC_INTERNAL void     chiamata_resampled (BriState *state);

/* chiamata-advice.c: the greedy player's bids, calls, trumps and discards. */
G_GNUC_INTERNAL gboolean chiamata_suggest (const BriState *state, BriRng *rng,
                                           BriAction *action);

G_END_DECLS
