import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Helpers of the shop flows. Products are chosen by reading the API, never by fixed ids. The
 * seeded demo account is used for logins: registering costs one of the 12 registration links
 * per client IP and 15 minutes that every spec shares.
 */
export const DEMO = { email: 'demo@camtour.example', password: 'CamTour-Demo-2026' };

interface Variant {
  id: number;
  color_id: number;
  size_id: number;
  qty: number;
}

export interface ShopProduct {
  id: number;
  name: string;
  name_km: string;
  review_count: number;
  category: { id: number; slug: string; name: string; name_km: string };
  colors: { id: number; name: string; name_km: string }[];
  sizes: { id: number; size: string; size_km: string }[];
  variants: Variant[];
}

interface Envelope<T> {
  data: T;
}

export async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

export async function productDetail(request: APIRequestContext, id: number): Promise<ShopProduct> {
  return (await apiData<{ product: ShopProduct }>(request, `/api/web/view/product/${id}`)).product;
}

/** Headers of a cookie-carrying write: the CSRF guard wants both (DECISIONS D4). */
export function writeHeaders(baseURL: string | undefined) {
  return { 'X-Requested-With': 'XMLHttpRequest', Origin: baseURL ?? 'http://127.0.0.1:3210' };
}

/** Logs the demo account in on an API context (its own cookie jar) and empties its cart. */
export async function emptyDemoCart(request: APIRequestContext, baseURL: string | undefined) {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: writeHeaders(baseURL),
  });
  expect(login.status()).toBe(200);
  const cleared = await request.delete('/api/web/product/cart/remove', {
    headers: writeHeaders(baseURL),
  });
  expect(cleared.status()).toBe(200);
  const body = (await cleared.json()) as Envelope<{ count: number }>;
  expect(body.data.count).toBe(0);
}

/** Logs in through the login page; with a returnUrl the page goes back there. */
export async function logInAsDemo(page: Page) {
  await page.getByLabel('E-mail address').fill(DEMO.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}
