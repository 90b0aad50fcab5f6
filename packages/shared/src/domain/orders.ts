/**
 * Order lifecycle (DECISIONS D13): pending → processing → shipped → delivered
 * → completed; cancelled from pending (customer) or pending/processing (staff).
 */
export const ORDER_STATUSES = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** `refund_due`: a paid KHQR order was cancelled; `refunded`: staff paid it back (D15). */
export const PAYMENT_STATUSES = ['pending', 'completed', 'refund_due', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['completed'],
  completed: [],
  cancelled: [],
};

export type OrderActor = 'customer' | 'staff';

/** Whether `actor` may move an order from `from` to `to`. */
export function canTransition(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  if (!NEXT[from].includes(to)) return false;
  if (to === 'cancelled' && actor === 'customer') return from === 'pending';
  // Customers only cancel; every forward move is the shop's.
  return actor === 'staff';
}

/** The statuses staff may move an order to now, in lifecycle order. */
export const staffTransitions = (from: OrderStatus): OrderStatus[] =>
  ORDER_STATUSES.filter((to) => canTransition(from, to, 'staff'));

export const customerCanCancel = (status: OrderStatus): boolean =>
  canTransition(status, 'cancelled', 'customer');

/**
 * The orders page's filter (document 2 §2: all, pending, completed). "Pending"
 * is every order still on its way; "completed" is every order that arrived.
 */
export const ORDER_FILTERS = ['all', 'pending', 'completed'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
export const FILTER_STATUSES: Record<Exclude<OrderFilter, 'all'>, readonly OrderStatus[]> = {
  pending: ['pending', 'processing', 'shipped'],
  completed: ['delivered', 'completed'],
};

/**
 * Order numbers: `CT-` and 8 characters from an alphabet without look-alikes
 * (no 0/O, 1/I/L), random, so they are readable on the phone and reveal no
 * order count.
 */
export const ORDER_NO_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ORDER_NO_PATTERN = /^CT-[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/;

/** Builds an order number from 8 random bytes (the caller supplies the randomness). */
export function orderNoFrom(bytes: ArrayLike<number>): string {
  let out = 'CT-';
  for (let i = 0; i < 8; i++) out += ORDER_NO_ALPHABET[(bytes[i] ?? 0) % ORDER_NO_ALPHABET.length];
  return out;
}

/** Order numbers are typed by people: accept lower case and stray spaces. */
export function normalizeOrderNo(value: string): string {
  return value.trim().toUpperCase();
}

/** Access tokens in order links: at least 32 characters (D13). */
export const ORDER_TOKEN_MIN_LENGTH = 32;
/** Orders a visitor's page keeps per page of "my orders". */
export const ORDERS_PAGE_SIZE = 10;
/** A success dialog moves on to the confirmation after this long (document 2 §9). */
export const ORDER_SUCCESS_REDIRECT_MS = 3000;
/** Recommended products on the confirmation (document 2 §9). */
export const RECOMMENDED_PRODUCTS = 6;
