/* briscola-card-order.h: how the human's hand is sorted on the table; a preference. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  BRISCOLA_CARD_ORDER_SUIT,
  BRISCOLA_CARD_ORDER_STRENGTH,
  BRISCOLA_CARD_ORDER_DEALT,
} BriscolaCardOrder;

G_END_DECLS
