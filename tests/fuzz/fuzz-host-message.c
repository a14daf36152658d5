/* fuzz-host-message.c: the lines a host writes, as an engine (`briscola-cli engine`)
 * reads them with cli_host_message_parse().
 *
 * Beyond not crashing, the parser promises that every member the protocol gives a
 * message type holds the JSON type the protocol says. The engine then reads members
 * with json-glib's typed getters, which log a critical on the wrong type: this target
 * reads them the same way, with criticals fatal, and parses the cards as the engine
 * does. */
#include "config.h"

#include "cli-engine-protocol.h"
#include "fuzz-target.h"

static void
read_string (JsonObject *object, const char *name)
{
  const char *text;
  BriCard card;

  if (!json_object_has_member (object, name) || json_object_get_null_member (object, name))
    return;
  text = json_object_get_string_member (object, name);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  bri_card_parse (text, &card, NULL);
}

static void
read_int (JsonObject *object, const char *name)
{
  if (json_object_has_member (object, name) && !json_object_get_null_member (object, name))
    (void) json_object_get_int_member (object, name);
}

static void
read_strings (JsonArray *array)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      BriCard card;
      bri_card_parse (json_array_get_string_element (array, i), &card, NULL);
    }
}

static void
read_string_array (JsonObject *object, const char *name)
{
  if (json_object_has_member (object, name) && !json_object_get_null_member (object, name))
    read_strings (json_object_get_array_member (object, name));
}

static void
read_view (JsonObject *message)
{
  JsonObject *view = json_object_get_object_member (message, "view");
  JsonArray *sizes = json_object_get_array_member (view, "hand_sizes");
  JsonArray *known = json_object_get_array_member (view, "known");

  read_int (view, "to_act");
  for (guint i = 0; i < json_array_get_length (sizes); i++)
    (void) json_array_get_int_element (sizes, i);
  for (guint i = 0; i < json_array_get_length (known); i++)
    if (!json_array_get_null_element (known, i))
      read_strings (json_array_get_array_element (known, i));
  read_string_array (view, "stock_known");
  read_string_array (view, "aside_known");
  read_string (view, "stock_top");
  read_string (view, "trump_card");
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (CliHostMessage) message = NULL;
  JsonObject *object;

  fuzz_init ();

  message = cli_host_message_parse ((const char *) data, size, &error);
  if (message == NULL)
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  object = message->object;
  switch (message->type)
    {
    case CLI_HOST_MESSAGE_DEAL:
      g_assert_true (g_utf8_validate (json_object_get_string_member (object, "variant"), -1,
                                      NULL));
      read_int (object, "players");
      read_int (object, "seat");
      read_int (object, "dealer");
      if (json_object_has_member (object, "options"))
        {
          JsonObject *options = json_object_get_object_member (object, "options");
          g_autoptr (GList) names = json_object_get_members (options);
          for (GList *l = names; l != NULL; l = l->next)
            (void) json_object_get_string_member (options, l->data);
        }
      read_view (object);
      break;
    case CLI_HOST_MESSAGE_ACTION:
      read_int (object, "seat");
      (void) json_object_get_string_member (object, "kind");
      read_string (object, "action");
      read_view (object);
      break;
    case CLI_HOST_MESSAGE_GO:
      read_string_array (object, "legal");
      read_int (object, "time_ms");
      break;
    case CLI_HOST_MESSAGE_HELLO:
    case CLI_HOST_MESSAGE_DEAL_OVER:
    case CLI_HOST_MESSAGE_QUIT:
    case CLI_HOST_MESSAGE_OTHER:
      break;
    default:
      g_assert_not_reached ();
    }
  return 0;
}
