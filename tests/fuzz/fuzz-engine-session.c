/* fuzz-engine-session.c: the built-in engine (`briscola-cli engine`) served whatever a
 * host may write: the bytes are its standard input, lines and all.
 *
 * Where fuzz-host-message checks the parser, this runs what the engine does with the
 * messages: setting up the variant, seating itself, keeping a deal that agrees with the
 * view, following actions and answering "go". It serves the random player, so that an
 * input costs no search. Its answers go to /dev/null; its complaints to stderr. */
#define _GNU_SOURCE /* memfd_create() */
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cli.h"
#include "fuzz-target.h"

/* Makes @fd (a copy of it) the descriptor @target, keeping what was there in *@saved. */
static void
redirect (int fd, int target, int *saved)
{
  *saved = dup (target);
  g_assert_cmpint (*saved, >=, 0);
  g_assert_cmpint (dup2 (fd, target), ==, target);
}

static void
restore (int target, int saved)
{
  g_assert_cmpint (dup2 (saved, target), ==, target);
  close (saved);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static int null_fd = -1;
  char *arguments[] = { "engine", "--level", "random", "--seed", "1", NULL };
  int argc = G_N_ELEMENTS (arguments) - 1;
  char **argv = arguments;
  int input, saved_stdin, saved_stdout, status;

  fuzz_init ();
  if (null_fd < 0)
    null_fd = open ("/dev/null", O_WRONLY | O_CLOEXEC);
  g_assert_cmpint (null_fd, >=, 0);

  /* A file of its own in memory: read() ends at its end as at a closed pipe. */
  input = memfd_create ("host-lines", MFD_CLOEXEC);
  g_assert_cmpint (input, >=, 0);
  g_assert_cmpint (size == 0 ? 0 : write (input, data, size), ==, (ssize_t) size);
  g_assert_cmpint (lseek (input, 0, SEEK_SET), ==, 0);

  fflush (stdout);
  redirect (input, STDIN_FILENO, &saved_stdin);
  redirect (null_fd, STDOUT_FILENO, &saved_stdout);
  status = cli_engine (argc, argv);
  fflush (stdout);
  restore (STDOUT_FILENO, saved_stdout);
  restore (STDIN_FILENO, saved_stdin);
  close (input);

  /* At the end of its input the engine ends as when the host is done: successfully. */
  g_assert_cmpint (status, ==, CLI_EXIT_OK);
  return 0;
}
