import { vi } from 'vitest';
import { testCartLine } from '@/test/cart';
import { CHECKOUT_DRAFT_KEY, emptyDraft, type CheckoutDraft } from '../lib/checkout-draft';

/* The server a checkout test talks to: the cart, the three deliveries, the quote, the order. */

export const line = testCartLine;

export const cart = (items = [line]) => ({
  items,
  count: items.reduce((sum, item) => sum + item.qty, 0),
  subtotal: 278,
  subtotal_cents: 27800,
  has_issues: items.some((item) => item.issue !== null),
});

const delivery = (id: string, name: string, fee: number, paymentMethods: string[]) => ({
  id,
  name,
  name_km: name,
  description: `${name} description`,
  description_km: `${name} description`,
  estimatedTime: 'Same day',
  estimated_time_km: 'ក្នុងថ្ងៃតែមួយ',
  fee,
  fee_cents: fee * 100,
  paymentMethods,
  icon: 'truck',
});

export const deliveries = [
  delivery('phnom_penh_delivery', 'Phnom Penh local delivery', 1, ['cash_on_delivery']),
  delivery('jnt_express', 'J&T Express', 2, ['bakong']),
  delivery('virak_buntham_express', 'Virak Buntham Express', 2, ['bakong']),
];

/* Server numbers the page could not have summed itself: the summary must show these. */
export function quote(body: { currency?: string; promo_code?: string; delivery_type?: string }) {
  const khr = body.currency === 'KHR';
  const discount = body.promo_code ? 27.8 : 0;
  return {
    currency: khr ? 'KHR' : 'USD',
    subtotal: 278,
    subtotal_cents: 27800,
    tax: 13.9,
    tax_cents: 1390,
    tax_percent: 5,
    delivery_fee: 1,
    delivery_fee_cents: 100,
    discount,
    discount_cents: discount * 100,
    total: 292.9 - discount,
    total_cents: Math.round((292.9 - discount) * 100),
    subtotal_khr: khr ? 1112000 : null,
    tax_khr: khr ? 55600 : null,
    delivery_fee_khr: khr ? 4000 : null,
    discount_khr: khr ? discount * 4000 : null,
    total_khr: khr ? 1171600 - discount * 4000 : null,
    promo_code: body.promo_code ?? null,
    promo_percent: body.promo_code ? 10 : 0,
    lines: [
      {
        variant_id: 4,
        product_id: 2,
        product_name: line.name,
        product_name_km: line.name_km,
        image: line.image,
        color_name: line.colorName,
        color_name_km: line.colorName_km,
        size: line.sizeName,
        size_km: line.sizeName_km,
        price: 139,
        price_cents: 13900,
        qty: 2,
        line_total: 278,
        line_total_cents: 27800,
        available: 5,
        problem: null,
      },
    ],
    has_problems: false,
    delivery_type: body.delivery_type ?? 'phnom_penh_delivery',
    promo_error: null,
  };
}

export const ORDER_NO = 'CT-AB23CD45';
export const placed = { order_no: ORDER_NO, access_token: 'a'.repeat(40), id: 9 };

export const envelope = (data: unknown, status = 200, message = 'success', extra = {}) =>
  new Response(
    JSON.stringify({ result: status < 400, error: status >= 400, message, data, ...extra }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

export type Handler = (
  body: Record<string, unknown>,
  init: RequestInit,
  url: string,
) => Response | Promise<Response>;

/** Handlers by "METHOD /path" (the query string is not part of the key). */
export type Handlers = Record<string, Handler>;

const routeOf = (url: unknown, init: RequestInit | undefined) =>
  `${init?.method ?? 'GET'} ${String(url).split('?')[0]}`;

/** A fetch that answers from `handlers`, and what was sent to it. */
export function fakeServer() {
  const fetchMock = vi.fn<typeof fetch>();
  const server = {
    handlers: {} as Handlers,
    fetchMock,
    install() {
      server.handlers = {
        'GET /api/web/product/cart': () => envelope(cart()),
        'GET /api/web/view/delivery-options': () => envelope(deliveries),
        'POST /api/web/product/checkout/quote': (body) => envelope(quote(body)),
        'POST /api/web/product/order': () => envelope(placed, 201, 'Created'),
      };
      fetchMock.mockImplementation(async (url, init) => {
        const key = routeOf(url, init);
        const handler = server.handlers[key];
        if (!handler) throw new Error(`unexpected ${key}`);
        return handler(
          JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
          init ?? {},
          String(url),
        );
      });
      vi.stubGlobal('fetch', fetchMock);
    },
    /** The calls to "METHOD /path": their body, headers and full URL. */
    callsTo(key: string) {
      return fetchMock.mock.calls
        .filter(([url, init]) => routeOf(url, init) === key)
        .map(([url, init]) => ({
          url: String(url),
          body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
          headers: (init?.headers ?? {}) as Record<string, string>,
        }));
    },
  };
  return server;
}

export function seedDraft(draft: Partial<CheckoutDraft>) {
  window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify({ ...emptyDraft(), ...draft }));
}

export function storedDraft(): CheckoutDraft {
  return JSON.parse(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? '{}') as CheckoutDraft;
}

export const completeGuest: Partial<CheckoutDraft> = {
  step: 'review',
  guest: true,
  contact: {
    email: 'sokha@example.com',
    first_name: 'Sokha',
    last_name: 'Chan',
    phone: '012 345 678',
  },
  address: {
    street: 'Street 240, house 12',
    city: 'Phnom Penh',
    state: 'Phnom Penh',
    zip_code: '',
    country: 'KH',
  },
  delivery: 'phnom_penh_delivery',
  payment: 'cash_on_delivery',
  terms: true,
};
