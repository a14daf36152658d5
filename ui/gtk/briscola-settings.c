/* briscola-settings.c: reading the app's GSettings, statistics, seat names and the
 * autosave file's place. */
#define G_LOG_DOMAIN "briscola-gtk"

#include "config.h"

#include <glib/gi18n.h>

#include "briscola-settings.h"

GSettings *
briscola_settings_new (void)
{
  return g_settings_new (APP_ID);
}

BriDeckStyle
briscola_settings_deck_style (GSettings      *settings,
                              const BriRules *rules)
{
  g_autofree char *text = g_settings_get_string (settings, "deck-style");
  BriDeckStyle style;

  if (bri_deck_style_parse (text, &style))
    return style;
  return rules != NULL && rules->deck_style < BRI_N_DECK_STYLES ? rules->deck_style
                                                                 : BRI_DECK_STYLE_ITALIAN;
}

BriscolaCardOrder
briscola_settings_card_order (GSettings *settings)
{
  g_autofree char *text = g_settings_get_string (settings, "card-order");

  if (g_strcmp0 (text, "strength") == 0)
    return BRISCOLA_CARD_ORDER_STRENGTH;
  if (g_strcmp0 (text, "dealt") == 0)
    return BRISCOLA_CARD_ORDER_DEALT;
  return BRISCOLA_CARD_ORDER_SUIT;
}

double
briscola_settings_speed (GSettings *settings)
{
  g_autofree char *text = g_settings_get_string (settings, "animation-speed");

  if (g_strcmp0 (text, "slow") == 0)
    return 1.7;
  if (g_strcmp0 (text, "fast") == 0)
    return 0.5;
  if (g_strcmp0 (text, "off") == 0)
    return 0.0;
  return 1.0;
}

BriPlayerKind
briscola_settings_ai_level (GSettings *settings)
{
  g_autofree char *text = g_settings_get_string (settings, "ai-level");
  BriPlayerKind kind;

  if (bri_player_kind_parse (text, &kind))
    return kind;
  return BRI_PLAYER_GREEDY;
}

const char *
briscola_player_kind_label (BriPlayerKind kind)
{
  switch (kind)
    {
    case BRI_PLAYER_RANDOM:
      return C_("computer players", "Random");
    case BRI_PLAYER_GREEDY:
      return C_("computer players", "Rule of Thumb");
    case BRI_PLAYER_EASY:
      return C_("computer players", "Easy");
    case BRI_PLAYER_NORMAL:
      return C_("computer players", "Normal");
    case BRI_PLAYER_HARD:
      return C_("computer players", "Hard");
    case BRI_N_PLAYER_KINDS:
    default:
      return bri_player_kind_to_string (kind);
    }
}

void
briscola_settings_record_match (GSettings  *settings,
                                const char *variant_id,
                                gboolean    won,
                                gboolean    drawn)
{
  g_autoptr (GVariant) old = g_settings_get_value (settings, "statistics");
  g_auto (GVariantBuilder) builder = G_VARIANT_BUILDER_INIT (G_VARIANT_TYPE ("a{s(uuu)}"));
  GVariantIter iter;
  const char *id;
  guint played, wins, draws;
  gboolean found = FALSE;

  g_return_if_fail (variant_id != NULL);

  g_variant_iter_init (&iter, old);
  while (g_variant_iter_next (&iter, "{&s(uuu)}", &id, &played, &wins, &draws))
    {
      if (g_str_equal (id, variant_id))
        {
          found = TRUE;
          played++;
          wins += won ? 1 : 0;
          draws += drawn ? 1 : 0;
        }
      g_variant_builder_add (&builder, "{s(uuu)}", id, played, wins, draws);
    }
  if (!found)
    g_variant_builder_add (&builder, "{s(uuu)}", variant_id, 1u, won ? 1u : 0u,
                           drawn ? 1u : 0u);
  g_settings_set_value (settings, "statistics", g_variant_builder_end (&builder));
}

gboolean
briscola_settings_get_stats (GSettings  *settings,
                             const char *variant_id,
                             guint      *played,
                             guint      *won,
                             guint      *drawn)
{
  g_autoptr (GVariant) stats = g_settings_get_value (settings, "statistics");
  GVariantIter iter;
  const char *id;
  guint p, w, d;

  *played = *won = *drawn = 0;
  g_variant_iter_init (&iter, stats);
  while (g_variant_iter_next (&iter, "{&s(uuu)}", &id, &p, &w, &d))
    if (g_strcmp0 (id, variant_id) == 0)
      {
        *played = p;
        *won = w;
        *drawn = d;
        return TRUE;
      }
  return FALSE;
}

char *
briscola_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "briscola", "autosave.briscola", NULL);
}

const char *
briscola_seat_name (guint seat,
                    guint human)
{
  /* Names, not words: they need no translation. */
  static const char *names[] = { "Anna", "Bruno", "Carla", "Dario", "Elena", "Franco",
                                 "Giulia", "Luca" };

  if (seat == human)
    return _("You");
  return names[(seat + BRI_MAX_SEATS - human - 1) % BRI_MAX_SEATS];
}
