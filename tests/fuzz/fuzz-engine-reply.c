/* fuzz-engine-reply.c: the lines an external engine writes, as the host (`arena`, the
 * app seating engines) reads them with cli_engine_reply_parse(). */
#include "config.h"

#include "cli-engine-protocol.h"
#include "fuzz-target.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CliEngineReply) reply = NULL;

  fuzz_init ();

  /* The parser takes bytes and a length, as read from the pipe: no terminator. */
  reply = cli_engine_reply_parse ((const char *) data, size, &error);
  if (reply == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  g_assert_true (g_utf8_validate (reply->type_name, -1, NULL));
  switch (reply->type)
    {
    case CLI_ENGINE_REPLY_MOVE:
      /* The host parses the chosen action next, against the variant's rules. */
      g_assert_true (g_utf8_validate (reply->action, -1, NULL));
      {
        BriAction action;
        g_autoptr (GError) action_error = NULL;
        if (!bri_action_parse (NULL, reply->action, &action, &action_error))
          g_assert_nonnull (action_error);
      }
      break;
    case CLI_ENGINE_REPLY_HELLO:
    case CLI_ENGINE_REPLY_INFO:
    case CLI_ENGINE_REPLY_OTHER:
      break;
    default:
      g_assert_not_reached ();
    }
  return 0;
}
