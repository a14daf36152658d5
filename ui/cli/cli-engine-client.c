/* cli-engine-client.c: the host side of the engine protocol: runs an external engine in
 * a process group of its own, talks to it with time limits, and turns a crash, silence,
 * garbage or an illegal move into an error with the reason instead of a hang. When it is
 * done with an engine it ends the whole group, so that nothing the engine started (a
 * `sh -c` wrapper's child, a forked helper) outlives the host. */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <gio/gunixinputstream.h>
#include <gio/gunixoutputstream.h>
#include <glib-unix.h>
#include <poll.h>
#include <signal.h>
#include <unistd.h>

#include "cli-engine-protocol.h"
#include "cli-text.h"

/* Time for starting up and for delivering a message, on top of the decision time. */
#define GRACE_MS 1000
/* Time an engine's process group has to end after SIGTERM, before SIGKILL. */
#define STOP_GRACE_MS 500
/* How much of an engine's line an error message quotes. */
#define QUOTE_CHARS 60

struct _CliEngineClient
{
  GSubprocess *process;
  pid_t group; /* the engine's process group, 0 once ended */
  int in_fd;  /* the engine's stdin */
  int out_fd; /* the engine's stdout */
  GString *buffer;
  guint timeout_ms;
  gboolean eof;
};

/* The process groups of running engines, so that a host ended by a signal can end them
 * too: they are in groups of their own, and a terminal's Ctrl+C no longer reaches them.
 * A slot holds 0 when free. */
#define MAX_GROUPS 4096
static gint running_groups[MAX_GROUPS];

static void
register_group (pid_t group)
{
  for (guint i = 0; i < MAX_GROUPS; i++)
    if (g_atomic_int_compare_and_exchange (&running_groups[i], 0, (gint) group))
      return;
}

static void
unregister_group (pid_t group)
{
  for (guint i = 0; i < MAX_GROUPS; i++)
    if (g_atomic_int_compare_and_exchange (&running_groups[i], (gint) group, 0))
      return;
}

/* Only async-signal-safe calls here. */
static void
end_groups_and_die (int signal_number)
{
  for (guint i = 0; i < MAX_GROUPS; i++)
    {
      gint group = g_atomic_int_get (&running_groups[i]);
      if (group > 0)
        kill (-group, SIGKILL);
    }
  signal (signal_number, SIG_DFL);
  raise (signal_number);
}

void
cli_engine_client_end_engines_on_signals (void)
{
  static const int signals[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT };
  struct sigaction action = { 0 };

  action.sa_handler = end_groups_and_die;
  sigemptyset (&action.sa_mask);
  for (guint i = 0; i < G_N_ELEMENTS (signals); i++)
    sigaction (signals[i], &action, NULL);
}

/* Runs in the child between fork and exec: a process group of its own. */
static void
start_own_group (gpointer data)
{
  setpgid (0, 0);
}

static gint64
deadline_after (guint ms)
{
  return g_get_monotonic_time () + (gint64) ms * 1000;
}

/* Why the engine went away, once it has. */
static char *
exit_reason (CliEngineClient *client)
{
  g_autoptr (GCancellable) cancellable = g_cancellable_new ();

  /* It closed its output: give it a moment to exit, then make sure it has. */
  for (guint i = 0; i < 50 && g_subprocess_get_identifier (client->process) != NULL; i++)
    g_usleep (2000);
  if (g_subprocess_get_identifier (client->process) != NULL)
    {
      g_subprocess_force_exit (client->process);
      g_subprocess_wait (client->process, NULL, NULL);
      return g_strdup (_("the engine closed its output"));
    }
  g_subprocess_wait (client->process, NULL, NULL);
  if (g_subprocess_get_if_signaled (client->process))
    return g_strdup_printf (_("the engine crashed (signal %d)"),
                            g_subprocess_get_term_sig (client->process));
  return g_strdup_printf (_("the engine exited (status %d)"),
                          g_subprocess_get_exit_status (client->process));
}

static gboolean
send_line (CliEngineClient *client, const char *text, GError **error)
{
  g_autofree char *line = g_strconcat (text, "\n", NULL);
  gsize length = strlen (line), done = 0;
  gint64 deadline = deadline_after (GRACE_MS);

  while (done < length)
    {
      struct pollfd fd = { client->in_fd, POLLOUT, 0 };
      gint64 left = (deadline - g_get_monotonic_time ()) / 1000;
      gssize written;

      if (left <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       _("the engine stopped reading its input"));
          return FALSE;
        }
      if (poll (&fd, 1, (int) left) < 0 && errno != EINTR)
        {
          int saved = errno;
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s",
                       g_strerror (saved));
          return FALSE;
        }
      if (!(fd.revents & (POLLOUT | POLLERR | POLLHUP)))
        continue;
      written = write (client->in_fd, line + done, length - done);
      if (written < 0 && (errno == EAGAIN || errno == EINTR))
        continue;
      if (written <= 0)
        {
          g_autofree char *reason = exit_reason (client);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, "%s", reason);
          return FALSE;
        }
      done += (gsize) written;
    }
  return done == length;
}

/* The next line the engine wrote (@length bytes, NUL bytes included, then a NUL),
 * waiting until @deadline at most. */
static char *
read_line (CliEngineClient *client, gint64 deadline, gsize *length, GError **error)
{
  for (;;)
    {
      char *newline = memchr (client->buffer->str, '\n', client->buffer->len);
      struct pollfd fd = { client->out_fd, POLLIN, 0 };
      char chunk[4096];
      gint64 left;
      gssize got;

      if (newline != NULL)
        {
          char *line;

          *length = (gsize) (newline - client->buffer->str);
          line = g_malloc (*length + 1);
          memcpy (line, client->buffer->str, *length);
          line[*length] = '\0';
          g_string_erase (client->buffer, 0, (gssize) *length + 1);
          return line;
        }
      if (client->eof)
        {
          g_autofree char *reason = exit_reason (client);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_CLOSED, "%s", reason);
          return NULL;
        }
      if (client->buffer->len > CLI_ENGINE_MAX_LINE)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("the engine wrote a line longer than %u bytes"), CLI_ENGINE_MAX_LINE);
          return NULL;
        }
      left = (deadline - g_get_monotonic_time () + 999) / 1000;
      if (left <= 0)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT,
                       _("the engine did not answer in time"));
          return NULL;
        }
      if (poll (&fd, 1, (int) MIN (left, G_MAXINT)) < 0 && errno != EINTR)
        {
          g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errno), "%s",
                       g_strerror (errno));
          return NULL;
        }
      if (!(fd.revents & (POLLIN | POLLHUP | POLLERR)))
        continue;
      got = read (client->out_fd, chunk, sizeof chunk);
      if (got < 0 && (errno == EAGAIN || errno == EINTR))
        continue;
      if (got <= 0)
        client->eof = TRUE;
      else
        g_string_append_len (client->buffer, chunk, got);
    }
}

static gboolean
deadline_passed (gint64 deadline, GError **error)
{
  if (g_get_monotonic_time () < deadline)
    return FALSE;
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, _("the engine did not answer in time"));
  return TRUE;
}

/* The next message of type @type (an "info" is skipped), waiting until @deadline at most. */
static CliEngineReply *
read_reply (CliEngineClient *client, CliEngineReplyType type, const char *type_name,
            gint64 deadline, GError **error)
{
  for (gboolean first = TRUE;; first = FALSE)
    {
      gsize length;
      g_autofree char *line = NULL;
      g_autoptr (CliEngineReply) reply = NULL;
      g_autoptr (GError) parse_error = NULL;

      /* Blank and info lines are skipped, but only until the time is up: an engine that
       * chats forever has not answered. */
      if (!first && deadline_passed (deadline, error))
        return NULL;
      line = read_line (client, deadline, &length, error);
      if (line == NULL)
        return NULL;
      /* Blank lines are forgiven, and white space about a message (a Windows line end). */
      if (cli_engine_line_is_blank (line, length))
        continue;
      reply = cli_engine_reply_parse (line, length, &parse_error);
      if (reply == NULL)
        {
          g_autofree char *quote = cli_text_escape (line, (gssize) length, QUOTE_CHARS);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("the engine wrote a line the protocol does not allow (%s): “%s”"),
                       parse_error->message, quote);
          return NULL;
        }
      if (reply->type == CLI_ENGINE_REPLY_INFO)
        continue;
      if (reply->type != type)
        {
          g_autofree char *got = cli_text_escape (reply->type_name, -1, QUOTE_CHARS);
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
                       _("the engine answered “%s” where “%s” was expected"), got, type_name);
          return NULL;
        }
      return g_steal_pointer (&reply);
    }
}

/* Ends the engine's process group: SIGTERM, then SIGKILL to whatever is left after a
 * grace period. */
static void
end_group (CliEngineClient *client)
{
  gint64 deadline = deadline_after (STOP_GRACE_MS);

  if (client->group <= 0)
    return;
  if (kill (-client->group, SIGTERM) == 0)
    {
      /* Ended members may linger as zombies until reaped: waiting stops at the grace
       * period then, and SIGKILL to a zombie does no harm. */
      while (kill (-client->group, 0) == 0 && g_get_monotonic_time () < deadline)
        g_usleep (2000);
      kill (-client->group, SIGKILL);
    }
  unregister_group (client->group);
  client->group = 0;
}

void
cli_engine_client_free (CliEngineClient *client)
{
  if (client == NULL)
    return;
  if (client->process != NULL && g_subprocess_get_identifier (client->process) != NULL)
    {
      g_autofree char *quit = cli_engine_message_quit ();
      /* A polite goodbye, then no more waiting. */
      send_line (client, quit, NULL);
      for (guint i = 0; i < 25 && g_subprocess_get_identifier (client->process) != NULL; i++)
        g_usleep (2000);
    }
  end_group (client);
  if (client->process != NULL)
    {
      g_subprocess_force_exit (client->process);
      g_subprocess_wait (client->process, NULL, NULL);
    }
  g_clear_object (&client->process);
  g_string_free (client->buffer, TRUE);
  g_free (client);
}

CliEngineClient *
cli_engine_client_new (const char *command, guint timeout_ms, GError **error)
{
  g_autoptr (CliEngineClient) client = g_new0 (CliEngineClient, 1);
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_auto (GStrv) argv = NULL;
  g_autofree char *hello = cli_engine_message_hello ();
  g_autoptr (CliEngineReply) answer = NULL;
  g_autoptr (GError) local_error = NULL;

  client->buffer = g_string_new (NULL);
  client->timeout_ms = timeout_ms;
  if (!g_shell_parse_argv (command, NULL, &argv, &local_error))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("cannot read the engine command: %s"), local_error->message);
      return NULL;
    }
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDIN_PIPE |
                                        G_SUBPROCESS_FLAGS_STDOUT_PIPE |
                                        G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  g_subprocess_launcher_set_child_setup (launcher, start_own_group, NULL, NULL);
  client->process = g_subprocess_launcher_spawnv (launcher, (const char * const *) argv,
                                                  &local_error);
  if (client->process == NULL)
    {
      g_autofree char *reason = cli_text_escape (local_error->message, -1, CLI_TEXT_WHOLE);
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("cannot start the engine: %s"),
                   reason);
      return NULL;
    }
  if (g_subprocess_get_identifier (client->process) != NULL)
    {
      client->group = (pid_t) g_ascii_strtoll (g_subprocess_get_identifier (client->process),
                                               NULL, 10);
      /* Also from this side, so the group exists whichever process runs first. */
      setpgid (client->group, client->group);
      register_group (client->group);
    }
  client->in_fd = g_unix_output_stream_get_fd (
    G_UNIX_OUTPUT_STREAM (g_subprocess_get_stdin_pipe (client->process)));
  client->out_fd = g_unix_input_stream_get_fd (
    G_UNIX_INPUT_STREAM (g_subprocess_get_stdout_pipe (client->process)));
  g_unix_set_fd_nonblocking (client->in_fd, TRUE, NULL);
  g_unix_set_fd_nonblocking (client->out_fd, TRUE, NULL);

  if (!send_line (client, hello, error))
    return NULL;
  answer = read_reply (client, CLI_ENGINE_REPLY_HELLO, "hello",
                       deadline_after (timeout_ms + GRACE_MS), error);
  if (answer == NULL)
    return NULL;
  if (answer->protocol != CLI_ENGINE_PROTOCOL_VERSION)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("the engine does not speak protocol version %d"),
                   CLI_ENGINE_PROTOCOL_VERSION);
      return NULL;
    }
  return g_steal_pointer (&client);
}

gboolean
cli_engine_client_deal (CliEngineClient *client, const BriState *state, guint seat,
                        GError **error)
{
  g_autofree char *message = cli_engine_message_deal (state, seat);
  return send_line (client, message, error);
}

gboolean
cli_engine_client_action (CliEngineClient *client, const BriState *state, guint seat,
                          guint actor, BriAction action, GError **error)
{
  const BriRules *rules = state->config.rules;
  gboolean visible = actor == seat || rules->action_visible == NULL ||
                     rules->action_visible (state, actor, action, seat);
  g_autofree char *message = cli_engine_message_action (state, seat, actor, action, visible);

  return send_line (client, message, error);
}

gboolean
cli_engine_client_go (CliEngineClient *client, const BriState *state, guint seat,
                      BriRng *rng, BriAction *action, GError **error)
{
  g_autofree char *message = cli_engine_message_go (state, seat, client->timeout_ms);
  g_autoptr (CliEngineReply) answer = NULL;
  g_autofree char *quote = NULL;
  const char *text;
  BriAction legal[BRI_MAX_ACTIONS];
  guint n = bri_state_legal_actions (state, legal);

  if (!send_line (client, message, error))
    return FALSE;
  answer = read_reply (client, CLI_ENGINE_REPLY_MOVE, "move",
                       deadline_after (client->timeout_ms + GRACE_MS / 4), error);
  if (answer == NULL)
    return FALSE;
  text = answer->action;
  if (g_str_equal (text, "?"))
    {
      /* A face-down card: any of those the seat cannot see. */
      BriAction blind[BRI_MAX_ACTIONS];
      guint n_blind = 0;

      for (guint i = 0; i < n; i++)
        {
          g_autofree char *shown = cli_engine_action_text (state, seat, legal[i]);
          if (g_str_equal (shown, "?"))
            blind[n_blind++] = legal[i];
        }
      if (n_blind > 0)
        {
          *action = blind[bri_rng_below (rng, n_blind)];
          return TRUE;
        }
    }
  else
    for (guint i = 0; i < n; i++)
      {
        g_autofree char *shown = cli_engine_action_text (state, seat, legal[i]);
        if (g_str_equal (shown, text))
          {
            *action = legal[i];
            return TRUE;
          }
      }
  quote = cli_text_escape (text, -1, 40);
  g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_DATA,
               _("the engine chose “%s”, which is not a legal action now"), quote);
  return FALSE;
}

void
cli_engine_client_deal_over (CliEngineClient *client, const BriState *state, guint seat)
{
  g_autofree char *message = cli_engine_message_deal_over (state, seat);
  send_line (client, message, NULL);
}
