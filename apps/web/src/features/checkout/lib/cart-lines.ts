import type { Quote } from '@camtour/shared/schemas/orders';
import type { Cart } from '@camtour/shared/schemas/shop';
import type { DisplayLine } from '@/entities/order/order-lines';

/** The cart's lines in the shape the order lines show (the cart's own server prices). */
export function cartDisplayLines(cart: Cart): DisplayLine[] {
  return cart.items.map((item) => ({
    id: item.cart_item_id,
    variant_id: item.variantId,
    product_id: item.product_id,
    product_name: item.name,
    product_name_km: item.name_km,
    image: item.image || null,
    color_name: item.colorName,
    color_name_km: item.colorName_km,
    size: item.sizeName,
    size_km: item.sizeName_km,
    price: item.price,
    qty: item.qty,
    line_total: item.line_total,
  }));
}

export interface LineProblem {
  name: string;
  name_km: string;
  /** An errors-namespace key. */
  reason: string;
  /** How many can be had, when the line asks for more. */
  available: number | null;
}

/**
 * Lines that cannot be bought as they are: what the cart flagged, and what the latest quote
 * found (it reads the stock again). One entry per line.
 */
export function lineProblems(cart: Cart, quote: Quote | undefined): LineProblem[] {
  const problems = new Map<string, LineProblem>();
  for (const item of cart.items) {
    if (item.issue === null && item.available) continue;
    problems.set(`c${item.cart_item_id}`, {
      name: item.name,
      name_km: item.name_km,
      reason: item.issue ?? 'product-unavailable',
      available: item.issue === 'exceeds-stock' ? item.maxQuantity : null,
    });
  }
  for (const line of quote?.lines ?? []) {
    if (line.problem === null) continue;
    const fromCart = cart.items.find((item) => item.variantId === line.variant_id);
    if (fromCart && problems.has(`c${fromCart.cart_item_id}`)) continue;
    problems.set(`v${line.variant_id}`, {
      name: line.product_name,
      name_km: line.product_name_km,
      reason: line.problem === 'unavailable' ? 'product-unavailable' : line.problem,
      available: line.problem === 'exceeds-stock' ? line.available : null,
    });
  }
  return [...problems.values()];
}
