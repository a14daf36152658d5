/* cli.h: what the briscola-cli subcommands share. */
#pragma once

#include <briscola.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Exit statuses of the CLI contract. */
enum { CLI_EXIT_OK = 0, CLI_EXIT_FAILURE = 1, CLI_EXIT_BAD_INPUT = 2 };

/* The options most subcommands take. */
typedef struct
{
  char *variant;
  int players;
  char **options;
  gint64 seed;
  gboolean json;
} CliCommon;

void             cli_common_add_entries (GOptionContext *context, CliCommon *common);
void             cli_common_clear (CliCommon *common);
/* Parses a subcommand's arguments; on failure prints why and returns FALSE. */
gboolean         cli_parse (GOptionContext *context, int *argc, char ***argv, GError **error);
/* The installed plugins (loaded once per process): a new reference. */
BriPluginLoader *cli_load_plugins (void);
/* Builds the configuration from --variant, --players and --option. */
gboolean         cli_common_config (const CliCommon *common, BriPluginLoader *loader,
                                    BriConfig *config, GError **error);
guint64          cli_common_seed (const CliCommon *common);
/* Prints the error as one line on stderr and returns the exit status it calls for. */
int              cli_fail (const GError *error);
void             cli_print_json (JsonBuilder *builder);

/* The deal as JSON, as `replay --json` prints it. */
void             cli_json_add_state (JsonBuilder *builder, const BriState *state,
                                     GPtrArray *tricks);

int cli_list (int argc, char **argv);
int cli_rules (int argc, char **argv);
int cli_play (int argc, char **argv);
int cli_replay (int argc, char **argv);
int cli_bench (int argc, char **argv);
int cli_arena (int argc, char **argv);
int cli_engine (int argc, char **argv);

G_END_DECLS
