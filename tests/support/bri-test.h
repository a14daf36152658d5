/* bri-test.h: helpers for tests: load a variant, stack a deck, replay actions, and
 * check the invariants every deal of every variant must keep. */
#pragma once

#include <briscola.h>

G_BEGIN_DECLS

/* The variant's rules from the uninstalled plugins; the test fails if it is missing. */
const BriRules *bri_test_rules (const char *id);
/* The uninstalled plugins; the test fails if any of them does not load. */
BriPluginLoader *bri_test_loader (void);
/* Removes @dir and everything in it; no symbolic link is followed. */
void bri_test_remove_dir (const char *dir);

/* A configuration with @options as "key=value;key=value" (or NULL). */
void     bri_test_config (BriConfig *config, const char *id, guint n_players, const char *options);
/* Checks that variant @id refuses @value for option @key, and @n_players players. */
void     bri_test_check_refused_config (const char *id, const char *key, const char *value,
                                        guint n_players);
/* Whether option @key applies with @n_players and @options (as bri_test_config takes them). */
gboolean bri_test_option_applies (const char *id, guint n_players, const char *options,
                                  const char *key);

/* The card @text names ("Ad"); the test fails if it names none. */
BriCard    bri_test_card (const char *text);
/* The set of the space-separated cards in @text; empty (or NULL) is the empty set. */
BriCardSet bri_test_cards (const char *text);
/* The action @text names in @state's variant ("play:Ad", "ask:lisci"). */
BriAction  bri_test_action (const BriState *state, const char *text);
/* Whether @seat sees action @text taken by @actor. */
gboolean   bri_test_action_visible (const BriState *state, guint actor, const char *text,
                                    guint seat);

/* Deals @deck (dealing order, as the CLI's --deck) with the last seat dealing. */
void     bri_test_deal (BriState *state, const BriConfig *config, const char *deck);
/* Deals @deck of variant @id, with @n_players (0: the default) and @options, as
 * bri_test_deal() does. */
void     bri_test_deal_variant (BriState *state, const char *id, guint n_players,
                                const char *options, const char *deck);
/* Checks that @config refuses to deal @deck (dealing order) with @dealer dealing, as a
 * deck that is not the variant's, the message naming @named (or NULL). */
void     bri_test_check_deck_refused (const BriConfig *config, guint dealer, const char *deck,
                                      const char *named);
/* Checks the kit's 39-card deck without a Two as variant @id deals it to @n_players
 * (0: the default), its option "removed-two": any Two by default, the stacked deck
 * deciding which; a missing card other than a Two refused; a named Two the only one
 * accepted; random deals leaving out each Two in turn, and a named one every time.
 * @deck39 is a stacked deck (dealing order) without the Two of clubs. */
void     bri_test_check_removed_two (const char *id, guint n_players, const char *deck39);
/* Plays the first legal action at every turn until a trick is taken; FALSE when the deal
 * ended without another trick. */
gboolean bri_test_play_first_legal_trick (BriState *state);
/* Applies space-separated actions; the test fails at the first bad one. */
void     bri_test_play (BriState *state, const char *actions);
/* Like bri_test_play but reports the failure. */
gboolean bri_test_try_play (BriState *state, const char *actions, GError **error);
/* Whether @text (space-separated) is exactly the legal actions now, in any order. */
gboolean bri_test_legal_is (const BriState *state, const char *text);

/* The value for @seat of @state with every hand open, by plain minimax without pruning
 * written apart from the solver: 256 × outcome (2 won, 1 tied or void, 0 lost) + its
 * side's points. Talk beside a card is left out (bri_search_legal_actions()). The seats
 * in the bit set @by_greedy move as `greedy` does (drawing on @rng), the others their
 * best. */
int      bri_test_minimax (const BriState *state, guint seat, guint by_greedy, BriRng *rng);

/* A model of the other seats that folded in @n_deals whole deals of @variant from @seed,
 * each seat played by its kind in @kinds, read from @reader as `hard` reads them. */
BriOpponentModel *bri_test_learn_deals (const char *variant, guint n_players,
                                        const BriPlayerKind *kinds, guint reader,
                                        guint n_deals, guint64 seed);

/* Plays @n_deals random deals (random and greedy players mixed) and checks that each
 * ends, plays every card once, keeps all 120 points, and scores. */
void     bri_test_check_random_deals (const BriConfig *config, guint n_deals, guint64 seed);
/* Checks deals with each of @options ("key=value;…", or NULL for the defaults): @n_deals
 * random deals (bri_test_check_random_deals(), seed 42 and on), then, unless @check is
 * NULL, @check's own checks over @n_checked deals (seed 7 and on). */
typedef void (*BriTestDealsCheck) (const char *options, guint n_deals, guint64 seed);
void     bri_test_check_random_deals_with (const char *id, const char *const *options,
                                           guint n_options, guint n_deals,
                                           BriTestDealsCheck check, guint n_checked);
/* Deals @config at random with @dealer dealing and plays every card at once, into no
 * pile yet: the test then fills state->pile and calls bri_state_finish(). */
void     bri_test_deal_played_out (BriState *state, const BriConfig *config, guint dealer);
/* Ends a deal of @config dealt by @dealer the way @result, a letter each test defines,
 * says. */
typedef void (*BriTestFinishedDeal) (BriState *state, const BriConfig *config, guint dealer,
                                     char result);
/* The matches a test plays of a variant, with finished deals it makes up. */
typedef struct
{
  const char *id;
  guint n_players;                   /* or 0: the variant's usual number */
  const char *options;               /* options every match has ("key=value;…"), or NULL */
  const char *format_key;            /* the option that sets the match format */
  guint first_dealer;
  BriTestFinishedDeal finished_deal;
} BriTestMatches;

/* Plays a match with the format @format, one deal @matches->finished_deal makes a
 * character of @results, checking that the deal passes on unless it is replayed;
 * @dealers (or NULL) gets each deal's dealer as a digit. Returns how many deals finished
 * the match, or 0. */
guint    bri_test_run_match (const BriTestMatches *matches, const char *format,
                             const char *results, BriMatch *match, char *dealers);
/* Checks that finished deal @state scores a win of seat 0's side, @winner_points to
 * @loser_points, between two sides. */
void     bri_test_check_two_sides_win (const BriState *state, guint winner_points,
                                       guint loser_points);
/* Checks that the @n_plays cards of @plays alone, played from @start, end the deal with
 * the same piles as @end: talk never changes where the cards go. */
void     bri_test_check_cards_replay (const BriState *start, const BriCard *plays,
                                      guint n_plays, const BriState *end);

/* The truthful answer of @seat, in hand @state, to the kit's talk @question ("ask:lisci",
 * "ask:take+2"…) from @asker, worked out here from the card classes rather than by the
 * kit, so that the talk tests of every variant using it check the kit against it. */
const char *bri_test_talk_answer (const BriState *state, guint seat, guint asker,
                                  const char *question);
/* Checks that @asked, to act in @state, may only give the truthful answer to @question
 * from @asker. */
void        bri_test_check_talk_answer (const BriState *state, guint asker, guint asked,
                                        const char *question);
/* Asks @question ("ask:take"…), checks that @answer ("yes" or "no") is the only answer
 * the partner may give, and gives it. */
void        bri_test_ask (BriState *state, const char *question, const char *answer);
/* Checks that variant @id, with the kit's talk options, has orders only in conversation
 * and the end show with any talk. */
void        bri_test_check_talk_options_apply (const char *id);

/* What a variant's talk test checks as bri_test_play_talk_deals() plays; any may be NULL. */
typedef struct
{
  /* Once a deal is dealt, before its first action. */
  void (*dealt) (const BriState *state, gpointer data);
  /* That state->to_act may say @token (a legal BRI_ACTION_SAY other than an answer). */
  void (*check_say) (const BriState *state, const char *token, gpointer data);
  /* What each seat sees of the others' hands, before each action. */
  void (*check_views) (const BriState *state, gpointer data);
  /* Notes @action (@token) that state->to_act chose, before it is applied. */
  void (*chosen) (const BriState *state, BriAction action, const char *token, gpointer data);
} BriTestTalkChecks;

/* Plays @n_deals random deals of @config from @seed, choosing among every legal action,
 * talk included, with @checks at each step. Checks on its own that every question gets
 * only the truthful answer from the seat it names ("+N" for the seat N places on, else the
 * one across the table), that no void hides a card held, that a deal takes fewer than
 * @max_steps actions, and that its cards alone replay it to the same piles. Returns how
 * many things were said in all. */
guint       bri_test_play_talk_deals (const BriConfig *config, guint n_deals, guint64 seed,
                                      guint max_steps, const BriTestTalkChecks *checks,
                                      gpointer data);
/* Plays @n_deals random deals of partnership variant @id with @options from @seed
 * (bri_test_play_talk_deals()), checking the kit's talk between partners: signals of
 * trumps held, seen by the signaller's side only; questions and orders from the trick
 * leader before the lead, to a partner; sides seated in turn; opponents' hands hidden, a
 * partner's shown as far as signalled, or whole after the end show; no talk in muta. */
void        bri_test_check_partner_talk (const char *id, const char *options, guint n_deals,
                                         guint64 seed);

G_END_DECLS
