import { tokenFor } from '@/entities/order/last-order';

/**
 * The access token for an order page (DECISIONS D13): the one in the link's
 * query, else the one this tab kept from placing the order, else none (the
 * owner's session is enough).
 */
export function orderToken(orderNo: string, fromQuery: string | null): string | null {
  const token = fromQuery?.trim();
  return token ? token : tokenFor(orderNo);
}
