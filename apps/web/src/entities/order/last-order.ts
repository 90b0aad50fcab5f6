/**
 * The order this browser just placed, kept for the tab's life (sessionStorage).
 * A guest's browser receives the order's access token once, in the answer that
 * placed the order (DECISIONS D13): the checkout saves it here, and the
 * confirmation and order pages read it to load the order without a login.
 */
const STORAGE_KEY = 'camtour_last_order';

export interface LastOrder {
  order_no: string;
  token: string;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch (_error) {
    // Storage can be blocked (private mode, sandboxed frame).
    return null;
  }
}

function isLastOrder(value: unknown): value is LastOrder {
  if (!value || typeof value !== 'object') return false;
  const { order_no, token } = value as Record<string, unknown>;
  return typeof order_no === 'string' && order_no !== '' && typeof token === 'string';
}

/** Called by the checkout with the answer that placed the order. */
export function saveLastOrder(order: { order_no: string; access_token: string }): void {
  try {
    storage()?.setItem(
      STORAGE_KEY,
      JSON.stringify({ order_no: order.order_no, token: order.access_token }),
    );
  } catch (_error) {
    // Full or blocked storage: the owner can still open the order after logging in.
  }
}

export function readLastOrder(): LastOrder | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isLastOrder(value) ? value : null;
  } catch (_error) {
    return null;
  }
}

/** The stored token when it belongs to this order number (compared as people type it). */
export function tokenFor(orderNo: string): string | null {
  const last = readLastOrder();
  if (!last || !last.token) return null;
  return last.order_no.trim().toUpperCase() === orderNo.trim().toUpperCase() ? last.token : null;
}
