/* briscola-cli.c: the command-line front end: dispatches to one subcommand. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "cli.h"
#include "cli-text.h"

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "list", cli_list, N_("List the installed variants and their options") },
  { "rules", cli_rules, N_("Print a variant’s rules") },
  { "play", cli_play, N_("Play in the terminal against computer players") },
  { "replay", cli_replay, N_("Replay a stacked deck and a list of actions") },
  { "bench", cli_bench, N_("Measure random playouts per second") },
  { "arena", cli_arena, N_("Play many deals between computer players and engines") },
  { "engine", cli_engine, N_("Serve the computer player over the engine protocol") },
};

/* Without a command: two lines, not the whole list. */
static void
short_usage (void)
{
  g_printerr ("%s\n%s\n", _("Usage: briscola-cli COMMAND [OPTION…]"),
              _("Run “briscola-cli --help” for the commands."));
}

static void
usage (void)
{
  g_printerr ("%s\n\n", _("Usage: briscola-cli COMMAND [OPTION…]"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    g_printerr ("  %-8s %s\n", commands[i].name, _(commands[i].summary));
  g_printerr ("\n%s\n", _("Run “briscola-cli COMMAND --help” for a command’s options."));
}

int
main (int argc, char **argv)
{
  g_autofree char *command = NULL;

  /* The program chooses the locale and its domain; the library binds its own. */
  setlocale (LC_ALL, "");
  bri_i18n_init ();
  textdomain (GETTEXT_PACKAGE);
  /* Under the C locale, arguments such as “A♦” could not be read at all: read them as
   * UTF-8, as the C.UTF-8 locale does (what Python does too, PEP 538). */
  if (g_strcmp0 (setlocale (LC_CTYPE, NULL), "C") == 0 ||
      g_strcmp0 (setlocale (LC_CTYPE, NULL), "POSIX") == 0)
    setlocale (LC_CTYPE, "C.UTF-8");

  if (argc < 2)
    {
      short_usage ();
      return CLI_EXIT_BAD_INPUT;
    }
  if (g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      usage ();
      return CLI_EXIT_OK;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      g_print ("briscola-cli %s\n", PACKAGE_VERSION);
      return CLI_EXIT_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].run (argc - 1, argv + 1);

  command = cli_text_escape (argv[1], -1, CLI_TEXT_WHOLE);
  g_printerr (_("briscola-cli: “%s” is not a command (see “briscola-cli --help”)\n"), command);
  return CLI_EXIT_BAD_INPUT;
}
