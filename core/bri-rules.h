/* bri-rules.h: what a variant plugin provides.
 *
 * A plugin is a GModule exporting one function, bri_plugin_describe(), that returns
 * a static BriPluginDescriptor: the plugin's identity (ABI, name, version, licence,
 * gettext domain) and the variants it registers. Each variant's BriRules is a table of
 * plain C hooks over BriState: the core and the front ends drive every variant through
 * it and know nothing else of the variant.
 */
#pragma once

#if !defined(BRISCOLA_INSIDE) && !defined(BRISCOLA_COMPILATION)
# error "Only <briscola.h> can be included directly."
#endif

#include "bri-version-macros.h"
#include <gmodule.h>

#include "bri-action.h"
#include "bri-config.h"
#include "bri-rng.h"
#include "bri-trick-rules.h"
#include "bri-types.h"

G_BEGIN_DECLS

/* The plugin ABI a BriPluginDescriptor declares, as major.minor.
 *
 * The major is raised when a layout plugins share changes (BriPluginDescriptor, BriRules,
 * BriState, BriDealScore, BriMatch, BriView): fields move, change type or go. A plugin
 * built for another major is refused.
 *
 * The minor is raised when something is only added: a hook or field taken from a
 * reserved[] slot (a plugin built before reads as zero there, so %NULL must mean "not
 * provided"), or a new function of the library. A plugin built for an older minor of the
 * same major still loads; one built for a newer minor may use what this library lacks,
 * so it is refused. A new major starts again at minor 0. */
#define BRI_PLUGIN_ABI_MAJOR 3
#define BRI_PLUGIN_ABI_MINOR 0
#define BRI_PLUGIN_SYMBOL "bri_plugin_describe"

typedef struct
{
  const char *value; /* token for --option KEY=VALUE and saved games */
  const char *label; /* N_() */
} BriOptionChoice;

typedef struct
{
  const char *key;
  const char *label;                /* N_() */
  const BriOptionChoice *choices;   /* ends with { NULL, NULL } */
  guint8 default_choice;
} BriOptionSpec;

/* A variant's own action (signals, questions, orders, answers). */
typedef struct
{
  const char *token; /* its text form, e.g. "signal:A" */
  const char *label; /* N_(), what the one who says it chooses, as a button reads */
  const char *event; /* N_(), what the others hear, %s the speaker's name: "%s signals: …";
                      * NULL: "name: label" */
} BriMessage;

/**
 * BriRules:
 *
 * A variant: its identity and texts (id, name, description, rules_text; the texts
 * marked with N_() and translated by the front ends through the plugin's gettext domain,
 * see bri_rules_gettext()), player counts, the deck style it is usually played with, its
 * options and messages, and the hooks the core and the front ends drive it through. Hooks marked optional may be %NULL. Each field's comment
 * below says what it is for; docs/plugin-guide.md shows a whole plugin.
 */
struct _BriRules
{
  const char *id;
  const char *name;        /* N_() */
  const char *description; /* N_(), one line */
  const char *rules_text;  /* N_(), paragraphs separated by blank lines */
  guint8 min_players;
  guint8 max_players;
  guint8 default_players;
  guint8 deck_style;       /* BriDeckStyle the variant is usually played with */

  const BriOptionSpec *options;
  guint n_options;
  const BriMessage *messages;
  guint n_messages;

  /* Optional: refuses option combinations the variant cannot play. */
  gboolean   (*check_config)   (const BriConfig *config, GError **error);
  /* The deck for this configuration. Random choices (which card is left out) use @rng;
   * with @rng NULL, returns every card a deck of this configuration may hold. */
  BriCardSet (*deck)           (const BriConfig *config, BriRng *rng);
  /* How many cards a deck of this configuration holds. */
  guint      (*deck_size)      (const BriConfig *config);
  /* Deals @order (the deck in dealing order, see the CLI contract) onto a state that
   * bri_state_init() prepared. */
  void       (*deal)           (BriState *state, const BriCard *order, guint n_cards);
  /* Fills @actions (room for BRI_MAX_ACTIONS) with what state->to_act may do. */
  guint      (*legal_actions)  (const BriState *state, BriAction *actions);
  /* Applies a legal action of state->to_act. */
  void       (*apply)          (BriState *state, BriAction action);
  /* Scores a finished deal. */
  void       (*score)          (const BriState *state, BriDealScore *score);
  /* Adds a scored deal to the match; sets the next dealer and whether it is over. */
  void       (*match_update)   (BriMatch *match, const BriState *state, const BriDealScore *score);

  /* Optional: adjusts the view bri_state_get_view() computed (open hands, signals). */
  void       (*view)           (const BriState *state, guint seat, BriView *view);
  /* Optional: whether @seat learns of @actor's @action (a secret signal); default yes. */
  gboolean   (*action_visible) (const BriState *state, guint actor, BriAction action, guint seat);
  /* Optional: recomputes state derived from hidden cards after they were resampled
   * (a partner known by a card it holds follows that card). */
  void       (*resampled)      (BriState *state);
  /* Optional: a sensible choice in phases the generic players cannot judge (bids,
   * calls, discards); the greedy player asks it first. Returns FALSE to decline. */
  gboolean   (*suggest)        (const BriState *state, BriRng *rng, BriAction *action);
  /* Optional: refuses a stacked deck that passed the generic checks (every card possible,
   * none twice, the right count) but that no deal of this configuration holds, such as a
   * deck lacking a card that this configuration never leaves out. */
  gboolean   (*check_deck)     (const BriConfig *config, BriCardSet deck, GError **error);
  /* Optional: fills @notes (room for BRI_MAX_TABLE_NOTES, see bri-table-notes.h) with
   * what @seat sees on the table beyond the cards; returns how many. */
  guint      (*table_notes)    (const BriState *state, guint seat, BriDeckStyle style,
                                BriTableNote *notes);
  /* Optional: whether option number @option matters in @config (a setting of one preset,
   * of one player count); default yes. Front ends hide an option that does not apply;
   * its value is then the default (see bri_config_reset_inapplicable()). */
  gboolean   (*option_applies) (const BriConfig *config, guint option);
  /* Optional: when state->to_act has an optional choice pending that a card declines
   * (an exchange offered before the draw), sets @decline to the action that declines it
   * and returns TRUE. A card of the hand the seat will hold after @decline is then legal
   * too, and apply() takes it as @decline followed by the card: card tokens alone
   * replay a deal (CLI contract), yet the legal actions never show a card not drawn. */
  gboolean   (*declined_by_card) (const BriState *state, BriAction *decline);
  /* Optional: when every action legal_actions() lists now plays a card, those cards as a
   * set, else 0. legal_actions() must list them weakest first (as bri_state_legal_plays()
   * does): random playouts pick the n-th card of the set where they would have picked the
   * n-th action, without building the list. bri_state_legal_cards() fits most variants. */
  BriCardSet (*legal_cards)    (const BriState *state);

  /* Optional: how tricks are won and counted (rank strength, card points and their
   * unit, the last trick's bonus, following suit); %NULL for the Briscola family's,
   * bri_trick_rules_briscola. Read through bri_state_get_trick_rules(). */
  const BriTrickRules *trick_rules;

  gpointer reserved[2];
};

/**
 * BriPluginDescriptor:
 * @abi_major: %BRI_PLUGIN_ABI_MAJOR of the SDK the plugin was built with
 * @abi_minor: %BRI_PLUGIN_ABI_MINOR of the SDK the plugin was built with
 * @name: the plugin's short name, like its module's: 1 to 64 ASCII letters, digits,
 *   "-", "_" and "."
 * @version: the plugin's own version, such as "1.2.0" (printable ASCII, no spaces)
 * @license: the plugin's licence as an SPDX expression, such as "GPL-3.0-or-later"
 * @gettext_domain: the gettext domain the plugin's texts are translated in; front ends
 *   look every text of its variants up there (see bri_rules_gettext())
 * @locale_dir: (nullable): the folder of the domain's compiled catalogues
 *   (LANG/LC_MESSAGES/DOMAIN.mo), absolute or relative to the folder the module lies in,
 *   so that a plugin may ship its catalogues beside it. The loader binds the domain
 *   there, in UTF-8. %NULL leaves the domain's binding to whoever owns it: the plugins
 *   shipped with Briscola use the library's own domain, which the library binds (and
 *   which a plugin's @locale_dir never moves).
 * @variants: (array zero-terminated=1): the variants the module registers, at least one
 * @reserved: zero; later minors of the ABI take fields from here
 *
 * What a plugin's bri_plugin_describe() returns: who the plugin is and the variants it
 * registers. BRI_DEFINE_PLUGIN() or BRI_DEFINE_VARIANT_PLUGIN() write it; the loader checks
 * every field with bri_plugin_descriptor_validate() before anything else reads it.
 *
 * The ABI numbers come first and stay there in every major, so that any descriptor's
 * ABI can be read before the rest of it is trusted.
 */
typedef struct
{
  guint32 abi_major;
  guint32 abi_minor;
  const char *name;
  const char *version;
  const char *license;
  const char *gettext_domain;
  const char *locale_dir;
  const BriRules *const *variants;
  gpointer reserved[8];
} BriPluginDescriptor;

typedef const BriPluginDescriptor *(*BriPluginDescribeFunc) (void);

/**
 * BRI_DEFINE_PLUGIN:
 * @name: the plugin's short name (a string literal)
 * @version: the plugin's version (a string literal)
 * @license: the plugin's SPDX licence expression (a string literal)
 * @gettext_domain: the gettext domain of the plugin's texts
 * @locale_dir: the folder of the domain's catalogues, relative to the module's folder or
 *   absolute; %NULL if the domain is bound by someone else
 * @...: the addresses of the plugin's static #BriRules, one per variant
 *
 * Put once in a plugin: defines and exports bri_plugin_describe(), which returns the
 * plugin's #BriPluginDescriptor, built for this SDK's %BRI_PLUGIN_ABI_MAJOR and
 * %BRI_PLUGIN_ABI_MINOR. The plugin may be built with hidden visibility: this is the one
 * symbol the loader needs.
 */
#define BRI_DEFINE_PLUGIN(name, version, license, gettext_domain, locale_dir, ...)      \
  G_MODULE_EXPORT const BriPluginDescriptor *bri_plugin_describe (void);              \
  G_MODULE_EXPORT const BriPluginDescriptor *                                         \
  bri_plugin_describe (void)                                                          \
  {                                                                                   \
    static const BriRules *const variants[] = { __VA_ARGS__, NULL };                  \
    static const BriPluginDescriptor descriptor = {                                   \
      BRI_PLUGIN_ABI_MAJOR, BRI_PLUGIN_ABI_MINOR, (name), (version), (license),       \
      (gettext_domain), (locale_dir), variants, { NULL }                              \
    };                                                                                \
    return &descriptor;                                                               \
  }

/**
 * BRI_DEFINE_VARIANT_PLUGIN:
 * @rules_variable: the plugin's one static #BriRules
 * @name: the plugin's short name (a string literal)
 * @version: the plugin's version (a string literal)
 * @license: the plugin's SPDX licence expression (a string literal)
 * @gettext_domain: the gettext domain of the plugin's texts
 * @locale_dir: as for BRI_DEFINE_PLUGIN()
 *
 * BRI_DEFINE_PLUGIN() for a plugin that registers one variant.
 */
#define BRI_DEFINE_VARIANT_PLUGIN(rules_variable, name, version, license, gettext_domain, \
                                  locale_dir)                                           \
  BRI_DEFINE_PLUGIN (name, version, license, gettext_domain, locale_dir, &(rules_variable))

/**
 * bri_rules_find_option:
 * @rules: a variant's rules
 * @key: an option's key
 *
 * Returns: the option's index in rules->options, or -1 when the variant has none by that key
 */
BRI_AVAILABLE_IN_ALL
int          bri_rules_find_option (const BriRules *rules, const char *key);

/**
 * bri_rules_get_name:
 * @rules: a variant's rules
 *
 * Returns: (transfer none): the variant's name in the player's language
 */
BRI_AVAILABLE_IN_ALL
const char  *bri_rules_get_name (const BriRules *rules);

/**
 * bri_rules_get_description:
 * @rules: a variant's rules
 *
 * Returns: (transfer none): the variant's one-line description in the player's language
 */
BRI_AVAILABLE_IN_ALL
const char  *bri_rules_get_description (const BriRules *rules);

/**
 * bri_rules_get_rules_text:
 * @rules: a variant's rules
 *
 * Returns: (transfer none): the variant's rules in the player's language, paragraphs
 *   separated by blank lines
 */
BRI_AVAILABLE_IN_ALL
const char  *bri_rules_get_rules_text (const BriRules *rules);

/**
 * bri_rules_get_gettext_domain:
 * @rules: a variant's rules
 *
 * Returns: (transfer none) (nullable): the gettext domain of the plugin that registered
 *   @rules, or %NULL for rules no loader has loaded
 */
BRI_AVAILABLE_IN_ALL
const char  *bri_rules_get_gettext_domain (const BriRules *rules);

/**
 * bri_rules_gettext:
 * @rules: a variant's rules
 * @msgid: one of the variant's texts marked with N_(): a label of an option, a choice or
 *   a message, an event, its name…
 *
 * Translates a text of the variant through its plugin's gettext domain, never the front
 * end's: front ends show every plugin text through this. A text the plugin's catalogue
 * leaves untranslated is looked up in libbriscola's domain, which carries the texts of
 * the kit's tables (option choices, table talk), so a plugin need not copy them.
 *
 * Returns: (transfer none): @msgid in the player's language, or @msgid itself when it has
 *   no translation or @rules have no domain
 */
BRI_AVAILABLE_IN_ALL
const char  *bri_rules_gettext (const BriRules *rules, const char *msgid);

G_END_DECLS
