/* cli-engine-protocol.h: the engine protocol (docs/engine-protocol.md): messages built
 * from what one seat may see, the host side that drives an external engine, and the
 * engine side that serves the built-in players. */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

#define CLI_ENGINE_PROTOCOL_VERSION 1

/* The longest line either side reads, newline excluded, and the deepest nesting of
 * arrays and objects it accepts. Depth is checked on the raw line before parsing, as
 * json-glib recurses once per level. */
#define CLI_ENGINE_MAX_LINE (1024 * 1024)
#define CLI_ENGINE_MAX_DEPTH 32

/* How much longer than "time_ms" the host waits for an engine's line, counted from the
 * moment it has written its own: the answer to "hello" (start-up), a "move". Writing a
 * line to the engine may take CLI_ENGINE_WRITE_MS at most (the engine must read it). */
#define CLI_ENGINE_HELLO_GRACE_MS 1000
#define CLI_ENGINE_MOVE_GRACE_MS 250
#define CLI_ENGINE_WRITE_MS 1000

/* The cards played to tricks this deal in playing order, with who played each. The state
 * keeps only their set ("played"), so the host keeps the order beside it. */
typedef struct
{
  guint8 n;
  guint8 seat[BRI_MAX_CARDS];
  BriCard card[BRI_MAX_CARDS];
  BriCardSet cards; /* the same cards, as a set */
} CliPlayOrder;

void        cli_play_order_init (CliPlayOrder *order);
/* Appends the cards played since the last update: call it after every action, from the
 * deal on. */
void        cli_play_order_update (CliPlayOrder *order, const BriState *state);

/* The text an engine seat sees for an action: "?" for a card it cannot see (blind play). */
char       *cli_engine_action_text (const BriState *state, guint seat, BriAction action);

/* Host → engine messages, one line each without the newline. @state is the deal as it
 * is now (for "action", after the action was applied); @order its cards in playing order,
 * up to date with @state (a deal starts with none played). */
char       *cli_engine_message_hello (void);
char       *cli_engine_message_deal (const BriState *state, guint seat);
char       *cli_engine_message_action (const BriState *state, guint seat, guint actor,
                                       BriAction action, gboolean visible,
                                       const CliPlayOrder *order);
char       *cli_engine_message_go (const BriState *state, guint seat, guint time_ms,
                                   const CliPlayOrder *order);
char       *cli_engine_message_deal_over (const BriState *state, guint seat,
                                          const CliPlayOrder *order);
char       *cli_engine_message_quit (void);

/* Whether a line holds nothing but white space: both sides skip such lines. */
gboolean cli_engine_line_is_blank (const char *line, gsize length);

/* A message an engine wrote, as the host reads it. */
typedef enum
{
  CLI_ENGINE_REPLY_HELLO,
  CLI_ENGINE_REPLY_MOVE,
  CLI_ENGINE_REPLY_INFO,
  CLI_ENGINE_REPLY_OTHER, /* a type this host does not know */
} CliEngineReplyType;

typedef struct
{
  CliEngineReplyType type;
  char *type_name; /* "type" as written, valid UTF-8 */
  gint64 protocol; /* hello: the version it speaks, 0 when not given */
  char *action;    /* move: the action chosen */
} CliEngineReply;

/* Parses one line an engine wrote (@length bytes, no newline): a message with members of
 * the right types, or NULL and an error saying what is wrong. No process, no I/O: a
 * fuzz target may call it with any bytes. */
CliEngineReply *cli_engine_reply_parse (const char *line, gsize length, GError **error);
void            cli_engine_reply_free (CliEngineReply *reply);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliEngineReply, cli_engine_reply_free)

/* A message the host wrote, as an engine reads it. */
typedef enum
{
  CLI_HOST_MESSAGE_HELLO,
  CLI_HOST_MESSAGE_DEAL,
  CLI_HOST_MESSAGE_ACTION,
  CLI_HOST_MESSAGE_GO,
  CLI_HOST_MESSAGE_DEAL_OVER,
  CLI_HOST_MESSAGE_QUIT,
  CLI_HOST_MESSAGE_OTHER, /* a later version's type: to be ignored */
} CliHostMessageType;

typedef struct
{
  CliHostMessageType type;
  /* The whole message. Every member the protocol gives this type has been checked: where
   * present, it holds the JSON type the protocol says (deal: variant, players, options,
   * seat, dealer, view; action: seat, kind, action, view; go: legal, time_ms, view; in a
   * view: to_act, hand_sizes, known, stock_known, aside_known, stock_top, trump_card). */
  JsonObject *object;
} CliHostMessage;

/* Parses one line the host wrote (@length bytes, no newline), as cli_engine_reply_parse()
 * does for the other direction. */
CliHostMessage *cli_host_message_parse (const char *line, gsize length, GError **error);
void            cli_host_message_free (CliHostMessage *message);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliHostMessage, cli_host_message_free)

/* The host side: an external engine serving one seat. */
typedef struct _CliEngineClient CliEngineClient;

/* Starts @command (split as the shell would, run without one) in a process group of its
 * own and greets it. */
CliEngineClient *cli_engine_client_new (const char *command, guint timeout_ms, GError **error);
/* Says goodbye, then ends the engine's whole process group (SIGTERM, then SIGKILL). */
void             cli_engine_client_free (CliEngineClient *client);
/* Makes SIGINT, SIGTERM, SIGHUP and SIGQUIT end every running engine's process group
 * before they end this process, as they would have ended a child in this process's
 * own group. */
void             cli_engine_client_end_engines_on_signals (void);
/* Tell the engine what its seat sees; FALSE when it has crashed or stopped reading. */
gboolean         cli_engine_client_deal (CliEngineClient *client, const BriState *state,
                                         guint seat, GError **error);
gboolean         cli_engine_client_action (CliEngineClient *client, const BriState *state,
                                           guint seat, guint actor, BriAction action,
                                           GError **error);
/* Asks for the seat's move; FALSE with the reason when the engine crashed, stayed silent
 * past its time, answered garbage or an illegal action. */
gboolean         cli_engine_client_go (CliEngineClient *client, const BriState *state,
                                       guint seat, BriRng *rng, BriAction *action,
                                       GError **error);
void             cli_engine_client_deal_over (CliEngineClient *client, const BriState *state,
                                              guint seat);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (CliEngineClient, cli_engine_client_free)

G_END_DECLS
