import { freePort, startBuiltServer } from '../../../scripts/product-server.mjs';
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors } from './console-guard';

/**
 * The feedback form of /about-us (document 1 §2, §4, §8; DECISIONS D11).
 *
 * The server takes 5 comments an hour per client IP, and every test of a run comes from
 * 127.0.0.1 to one shared server: the tests on it send 2 comments in all, and the limit itself is
 * tried on a server of its own (a fresh database, so fresh counters), where the 6th is refused
 * whatever else the run has sent.
 */

const COMMENT = 'The trip planner made our Siem Reap budget easy to follow. Thank you!';

const form = (page: Page) => ({
  field: page.getByRole('textbox', { name: 'Your comment' }),
  send: page.getByRole('button', { name: 'Send feedback' }),
  success: page.getByTestId('feedback-success'),
  error: page.getByTestId('feedback-error'),
  thanks: page.getByRole('dialog', { name: 'Thank you for your feedback' }),
});

test('a short comment is refused; a valid one is sent, thanked, and the field cleared', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Send us your feedback' }),
  ).toBeVisible();
  await expect(page.getByText(/coming soon|upcoming release/i)).toHaveCount(0);
  const { field, send, success, thanks } = form(page);
  await expect(page.getByText('10 to 1,000 characters')).toBeVisible();

  await expect(send).toBeDisabled();
  await field.fill('    ');
  await expect(send).toBeDisabled();
  await field.fill('Too short');
  await expect(send).toBeEnabled();
  await expect(page.getByTestId('feedback-counter')).toHaveText('9 / 1,000');
  await send.click();
  const tooShort = page.getByText('Your comment must be at least 10 characters.');
  await expect(tooShort).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await field.fill(COMMENT);
  await expect(tooShort).toHaveCount(0);
  // Held back a moment, so the sending state can be seen; the request itself is the real one.
  await page.route('**/api/web/feedback', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  const response = page.waitForResponse('**/api/web/feedback');
  await send.click();
  const sending = page.getByRole('button', { name: 'Sending…' });
  await expect(sending).toBeDisabled();
  await expect(field).toHaveValue(COMMENT);
  const answer = await response;
  expect(answer.status()).toBe(201);
  expect(answer.request().postDataJSON()).toMatchObject({ comment: COMMENT, page: 'about' });

  await expect(thanks).toBeVisible();
  await expect(success).toHaveText('Thank you! Your feedback has been sent.');
  await page.keyboard.press('Escape');
  await expect(thanks).toBeHidden();
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expect(send).toBeDisabled();
  // The success message goes by itself after 5 s.
  await expect(success).toBeHidden({ timeout: 7_000 });
  expect(errors).toEqual([]);
});

test('in Khmer the form and its errors are in Khmer, and a failed send keeps the text', async ({
  page,
}) => {
  await page.goto('/about-us');
  await page.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'ផ្ញើមតិយោបល់មកយើង' })).toBeVisible();
  const field = page.getByRole('textbox', { name: 'មតិរបស់អ្នក' });
  const send = page.getByRole('button', { name: 'ផ្ញើមតិយោបល់' });
  await expect(page.getByText('ពី 10 ដល់ 1,000 តួអក្សរ')).toBeVisible();

  await field.fill('ខ្លីពេក');
  await send.click();
  await expect(page.getByText('មតិរបស់អ្នកត្រូវមានយ៉ាងហោចណាស់ 10 តួអក្សរ។')).toBeVisible();

  // No connection: nothing reaches the server (and its hourly count).
  const text = 'គេហទំព័រនេះមានប្រយោជន៍ណាស់ សម្រាប់ការរៀបចំដំណើរកម្សាន្ត។';
  await field.fill(text);
  await page.route('**/api/web/feedback', (route) => route.abort('internetdisconnected'));
  await send.click();
  await expect(page.getByTestId('feedback-error')).toHaveText('មានកំហុសកើតឡើង។ សូមព្យាយាមម្តងទៀត។');
  await expect(field).toHaveValue(text);
  await expect(send).toBeEnabled();
});

test.describe('the hourly limit, on a server of its own', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: Awaited<ReturnType<typeof startBuiltServer>> | undefined;
  let origin = '';

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // The build the shared server runs (playwright.config starts it, building first if needed),
    // on a fresh database of its own.
    server = await startBuiltServer({
      port,
      env: { PUBLIC_URL: origin, MAP_TILE_URL: 'http://127.0.0.1:9/{z}/{x}/{y}.png' },
      timeoutMs: 150_000,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the 6th comment within the hour is refused, and its text is kept', async ({ page }) => {
    await page.goto(`${origin}/about-us`);
    const { field, send, success, error, thanks } = form(page);
    for (let n = 1; n <= 5; n += 1) {
      await field.fill(`${COMMENT} (${n})`);
      await send.click();
      await expect(thanks).toBeVisible();
      await thanks.getByRole('button', { name: 'OK' }).click();
      await expect(thanks).toBeHidden();
      await expect(success).toBeVisible();
      await expect(field).toHaveValue('');
    }
    const sixth = `${COMMENT} (6)`;
    await field.fill(sixth);
    const response = page.waitForResponse('**/api/web/feedback');
    await send.click();
    expect((await response).status()).toBe(429);
    await expect(error).toHaveText('Too many requests. Please wait a moment and try again.');
    await expect(thanks).toBeHidden();
    await expect(field).toHaveValue(sixth);
    await expect(send).toBeEnabled();
    // The message goes after 10 s; the text stays.
    await expect(error).toBeHidden({ timeout: 12_000 });
    await expect(field).toHaveValue(sixth);
  });
});
