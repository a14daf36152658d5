/* cli-engine-protocol.h: the engine protocol (docs/engine-protocol.md): messages built
 * from what one seat may see, the host side that drives an external engine, and the
 * engine side that serves the built-in players. */
#pragma once

#include "cli.h"

G_BEGIN_DECLS

#define CLI_ENGINE_PROTOCOL_VERSION 1

/* The text an engine seat sees for an action: "?" for a card it cannot see (blind play). */
char       *cli_engine_action_text (const BriState *state, guint seat, BriAction action);

/* Host → engine messages, one line each without the newline. @state is the deal as it
 * is now (for "action", after the action was applied). */
char       *cli_engine_message_hello (void);
char       *cli_engine_message_deal (const BriState *state, guint seat);
char       *cli_engine_message_action (const BriState *state, guint seat, guint actor,
                                       BriAction action, gboolean visible);
char       *cli_engine_message_go (const BriState *state, guint seat, guint time_ms);
char       *cli_engine_message_deal_over (const BriState *state, guint seat);
char       *cli_engine_message_quit (void);

/* The host side: an external engine serving one seat. */
typedef struct _CliEngineClient CliEngineClient;

CliEngineClient *cli_engine_client_new (const char *command, guint timeout_ms, GError **error);
void             cli_engine_client_free (CliEngineClient *client);
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
