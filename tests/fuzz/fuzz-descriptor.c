/* fuzz-descriptor.c: plugin descriptor validation (bri_plugin_descriptor_validate).
 *
 * The bytes describe a descriptor: its ABI, its variants (one, the same twice, or no
 * list), texts (any bytes, or NULL), player counts, deck style, which required hooks are
 * present, options with their choices and defaults, messages, NULL where a list is
 * announced, and last the plugin's identity (name, version, licence, gettext domain,
 * locale folder), valid where the bytes run out so that older inputs still reach the
 * rules. What the validator accepts, the front ends then
 * read as `list`, the start page and the options page do: the sanitizers catch any read
 * that validation should have refused. A list is always as long as announced and ends
 * where it should, as the validator cannot see how long memory is. */
#include "config.h"

#include "fuzz-target.h"

typedef struct
{
  const uint8_t *data;
  size_t size;
  GPtrArray *owned; /* everything the descriptor points to */
} Bytes;

static guint8
take_byte (Bytes *bytes)
{
  guint8 byte;

  if (bytes->size == 0)
    return 0;
  byte = bytes->data[0];
  bytes->data++;
  bytes->size--;
  return byte;
}

static gpointer
own (Bytes *bytes, gpointer memory)
{
  g_ptr_array_add (bytes->owned, memory);
  return memory;
}

/* A length byte, then that many bytes; 0xff is NULL. */
static const char *
take_text (Bytes *bytes)
{
  guint8 length = take_byte (bytes);
  gsize n;

  if (length == 0xff)
    return NULL;
  n = MIN ((gsize) length % 80, bytes->size);
  bytes->data += n;
  bytes->size -= n;
  return own (bytes, fuzz_strndup (bytes->data - n, n));
}

/* A count byte: small counts as they are, the last values past the core's limits. */
static guint
take_count (Bytes *bytes, guint limit)
{
  guint8 byte = take_byte (bytes);

  return byte < 0xf0 ? byte % 16 : limit - 8 + (byte - 0xf0);
}

/* A text as take_text() reads it, or @fallback when the bytes have run out. */
static const char *
take_text_or (Bytes *bytes, const char *fallback)
{
  return bytes->size == 0 ? fallback : take_text (bytes);
}

static BriCardSet dummy_deck (const BriConfig *c, BriRng *r) { return 0; }
static guint dummy_deck_size (const BriConfig *c) { return 0; }
static void dummy_deal (BriState *s, const BriCard *o, guint n) { }
static guint dummy_legal_actions (const BriState *s, BriAction *a) { return 0; }
static void dummy_apply (BriState *s, BriAction a) { }
static void dummy_score (const BriState *s, BriDealScore *d) { }
static void dummy_match_update (BriMatch *m, const BriState *s, const BriDealScore *d) { }

static void
take_option (Bytes *bytes, BriOptionSpec *spec)
{
  guint8 flags = take_byte (bytes);

  spec->key = take_text (bytes);
  spec->label = take_text (bytes);
  spec->default_choice = take_byte (bytes);
  if (flags & 1)
    spec->choices = NULL;
  else
    {
      guint n_choices = take_count (bytes, BRI_MAX_OPTION_CHOICES);
      /* Room for the terminator, which g_new0 leaves NULL. */
      BriOptionChoice *choices = own (bytes, g_new0 (BriOptionChoice, n_choices + 1));

      for (guint i = 0; i < n_choices; i++)
        {
          choices[i].value = take_text (bytes);
          choices[i].label = take_text (bytes);
        }
      spec->choices = choices;
    }
}

static BriPluginDescriptor *
take_descriptor (Bytes *bytes, BriRules *rules)
{
  BriPluginDescriptor *descriptor = own (bytes, g_new0 (BriPluginDescriptor, 1));
  guint8 flags = take_byte (bytes);
  guint8 abi = take_byte (bytes);
  guint8 hooks = take_byte (bytes);

  const BriRules **variants = own (bytes, g_new0 (const BriRules *, 3));

  descriptor->abi_major = abi < 0xf0 ? BRI_PLUGIN_ABI_MAJOR : abi;
  descriptor->abi_minor = BRI_PLUGIN_ABI_MINOR + ((flags & 16) ? 1 : 0);
  /* No rules, a variant list without one, the same variant twice, or one. */
  variants[0] = (flags & 2) ? NULL : rules;
  variants[1] = (flags & 32) ? rules : NULL;
  descriptor->variants = (flags & 64) ? NULL : variants;

  rules->id = take_text (bytes);
  rules->name = take_text (bytes);
  rules->description = take_text (bytes);
  rules->rules_text = take_text (bytes);
  rules->min_players = take_byte (bytes);
  rules->max_players = take_byte (bytes);
  rules->default_players = take_byte (bytes);
  rules->deck_style = take_byte (bytes);

  /* A required hook is there when its bit is clear, so that zero bytes give them all. */
  rules->deck = (hooks & 1) ? NULL : dummy_deck;
  rules->deck_size = (hooks & 2) ? NULL : dummy_deck_size;
  rules->deal = (hooks & 4) ? NULL : dummy_deal;
  rules->legal_actions = (hooks & 8) ? NULL : dummy_legal_actions;
  rules->apply = (hooks & 16) ? NULL : dummy_apply;
  rules->score = (hooks & 32) ? NULL : dummy_score;
  rules->match_update = (hooks & 64) ? NULL : dummy_match_update;

  rules->n_options = take_count (bytes, BRI_MAX_OPTIONS);
  if (!(flags & 4))
    {
      BriOptionSpec *options = own (bytes, g_new0 (BriOptionSpec, rules->n_options));
      for (guint i = 0; i < rules->n_options; i++)
        take_option (bytes, &options[i]);
      rules->options = options;
    }

  rules->n_messages = take_count (bytes, BRI_MAX_MESSAGES);
  if (!(flags & 8))
    {
      BriMessage *messages = own (bytes, g_new0 (BriMessage, rules->n_messages));
      for (guint i = 0; i < rules->n_messages; i++)
        {
          messages[i].token = take_text (bytes);
          messages[i].label = take_text (bytes);
        }
      rules->messages = messages;
    }

  descriptor->name = take_text_or (bytes, "fuzz");
  descriptor->version = take_text_or (bytes, "1.0");
  descriptor->license = take_text_or (bytes, "GPL-3.0-or-later");
  descriptor->gettext_domain = take_text_or (bytes, "briscola-fuzz");
  descriptor->locale_dir = take_text_or (bytes, NULL);
  return (flags & 1) ? NULL : descriptor;
}

/* What the front ends read of a variant they list and configure. */
static void
read_as_front_ends_do (const BriRules *rules)
{
  BriConfig config;
  g_autofree char *options = NULL;
  g_autoptr (GError) error = NULL;

  g_assert_true (g_utf8_validate (bri_rules_get_name (rules), -1, NULL));
  g_assert_true (g_utf8_validate (bri_rules_get_description (rules), -1, NULL));
  g_assert_true (g_utf8_validate (bri_rules_get_rules_text (rules), -1, NULL));
  g_assert_nonnull (bri_deck_style_to_string (rules->deck_style));
  g_free (bri_card_get_name (bri_card_new (BRI_SUIT_COINS, BRI_RANK_ACE), rules->deck_style));

  for (guint i = 0; i < rules->n_options; i++)
    {
      const BriOptionSpec *spec = &rules->options[i];
      g_assert_cmpint (bri_rules_find_option (rules, spec->key), ==, (int) i);
      g_assert_true (g_utf8_validate (bri_rules_gettext (rules, spec->label), -1, NULL));
      for (const BriOptionChoice *choice = spec->choices; choice->value != NULL; choice++)
        g_assert_true (g_utf8_validate (bri_rules_gettext (rules, choice->label), -1, NULL));
      g_assert_nonnull (spec->choices[spec->default_choice].value);
    }
  for (guint i = 0; i < rules->n_messages; i++)
    {
      BriAction action;
      g_assert_true (bri_action_parse (rules, rules->messages[i].token, &action, NULL));
      g_assert_true (g_utf8_validate (bri_rules_gettext (rules, rules->messages[i].label),
                                      -1, NULL));
    }

  /* The options page: defaults, written out and read back. */
  bri_config_init (&config, rules);
  g_assert_true (bri_config_set_players (&config, rules->default_players, &error));
  g_assert_no_error (error);
  options = bri_config_options_to_string (&config);
  g_assert_true (bri_config_options_from_string (&config, options, &error));
  g_assert_no_error (error);
  for (guint i = 0; i < rules->n_options; i++)
    g_assert_nonnull (bri_config_get_value (&config, rules->options[i].key));
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  g_autoptr (GPtrArray) owned = g_ptr_array_new_with_free_func (g_free);
  Bytes bytes = { data, size, owned };
  BriRules *rules = own (&bytes, g_new0 (BriRules, 1));
  const BriPluginDescriptor *descriptor;
  g_autoptr (GError) error = NULL;

  fuzz_init ();

  descriptor = take_descriptor (&bytes, rules);
  if (!bri_plugin_descriptor_validate (descriptor, &error))
    {
      g_assert_nonnull (error);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
      return 0;
    }
  g_assert_no_error (error);
  for (guint i = 0; descriptor->variants[i] != NULL; i++)
    read_as_front_ends_do (descriptor->variants[i]);
  return 0;
}
