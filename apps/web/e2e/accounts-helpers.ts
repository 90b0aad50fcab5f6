import { expect, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';

/**
 * Helpers of the account flows. The server limits e-mails and failed logins per client IP
 * (12 send-register, 12 forgot, 20 failed logins per 15 minutes), and every test here comes
 * from 127.0.0.1: each spec sends as few of those as its flow needs.
 */

const CSRF_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

export function uniqueEmail(tag: string): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `e2e-${tag}-${Date.now()}-${random}@example.com`;
}

/** A real PNG, made here rather than shipped as a fixture. */
export function pngImage(background = '#0f766e', size = 64): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}

interface OutboxMail {
  to: string;
  subject: string;
  links: string[];
}

/** The newest link to `path` e-mailed to `to`, from the development outbox, as a local path. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  path: '/complete-registration' | '/reset-password',
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}&limit=5`);
      const body = (await response.json()) as { data: OutboxMail[] };
      found = body.data.flatMap((mail) => mail.links).find((link) => link.includes(path));
      return found ?? null;
    })
    .not.toBeNull();
  const url = new URL(found ?? '');
  return `${url.pathname}${url.search}`;
}

export interface TestUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Creates an account through the API (send-register, the e-mailed link, complete-registration). */
export async function registerThroughApi(
  request: APIRequestContext,
  tag: string,
  names: { firstName: string; lastName: string } = { firstName: 'Sophea', lastName: 'Chan' },
): Promise<TestUser> {
  const user: TestUser = { email: uniqueEmail(tag), password: 'Trek-Angkor-2025!', ...names };
  const sent = await request.post('/api/web/send-register', {
    data: { to: user.email, lang: 'en' },
    headers: CSRF_HEADERS,
  });
  expect(sent.status()).toBe(200);
  const link = new URL(await mailedLink(request, user.email, '/complete-registration'), 'http://x');
  const completed = await request.post('/api/web/complete-registration', {
    headers: CSRF_HEADERS,
    multipart: {
      registration_id: link.searchParams.get('id') ?? '',
      email: link.searchParams.get('email') ?? '',
      token: link.searchParams.get('token') ?? '',
      first_name: user.firstName,
      last_name: user.lastName,
      password: user.password,
      password_confirmation: user.password,
      gender: '2',
      terms: 'true',
      lang: 'en',
      _token: 'e2e',
      image: { name: 'me.png', mimeType: 'image/png', buffer: await pngImage() },
    },
  });
  expect(completed.status()).toBe(201);
  return user;
}

/** Logs in through the page and waits for the account home. */
export async function logInThroughPage(page: Page, user: Pick<TestUser, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
}
