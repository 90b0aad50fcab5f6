import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors } from './console-guard';
import { DEMO } from './shop-helpers';

/**
 * Who gets into /admin (D15): a visitor is asked to sign in as staff and comes back after; a
 * customer is refused and the page asks the admin API for nothing; staff see the overview.
 */

const STAFF = { email: 'staff@camtour.example', password: 'CamTour-Staff-2026' };

/** Every /api/admin request the page makes from now on. */
function adminCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/admin')) calls.push(request.url());
  });
  return calls;
}

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test('a visitor opening /admin is asked to sign in, and a staff member comes back to it', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const calls = adminCalls(page);
  await page.goto('/admin');
  const box = page.getByTestId('admin-sign-in');
  await expect(box.getByRole('heading', { level: 1 })).toHaveText('Staff sign-in required');
  expect(calls).toEqual([]);
  await box.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login?returnUrl=%2Fadmin');
  await logIn(page, STAFF);
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Overview');
  expect(errors).toEqual([]);
});

test('a logged-in customer opening /admin is refused and no admin data is asked for', async ({
  page,
}) => {
  const calls = adminCalls(page);
  await page.goto('/login');
  await logIn(page, DEMO);
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/admin/orders');
  const refusal = page.getByTestId('admin-refused');
  await expect(refusal.getByRole('heading', { level: 1 })).toHaveText(
    'This area is for CamTour staff',
  );
  await expect(refusal.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(page.getByTestId('admin-shell')).toHaveCount(0);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  // Let anything the page might still ask for go out before counting.
  await page.waitForLoadState('networkidle');
  expect(calls).toEqual([]);
  // And the API itself refuses the customer.
  const direct = await page.request.get('/api/admin/orders');
  expect(direct.status()).toBe(403);
});

test('a staff member sees the overview with its figures and links', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/login?returnUrl=%2Fadmin');
  await logIn(page, STAFF);
  await expect(page).toHaveURL('/admin');
  await expect(page).toHaveTitle('Overview · Back office | CamTour');
  const shell = page.getByTestId('admin-shell');
  await expect(shell.getByTestId('admin-email')).toHaveText(STAFF.email);
  await expect(page.getByTestId('overview-today')).toContainText('Today');
  await expect(page.getByTestId('overview-week')).toContainText('This week');
  await expect(page.getByTestId('overview-today-usd')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(page.getByTestId('overview-today-khr')).toContainText('៛');
  await expect(
    page.getByTestId('overview-waiting').getByRole('link', { name: /Pending/ }),
  ).toHaveAttribute('href', '/admin/orders?status=pending');
  await expect(page.getByTestId('overview-feedback')).toHaveAttribute('href', '/admin/inbox');
  await expect(page.getByTestId('overview-low-stock')).toContainText('Low stock');
  // The shell's navigation reaches every section.
  await expect(
    page.getByRole('navigation', { name: 'Back office sections' }).getByRole('link'),
  ).toHaveText([
    'Overview',
    'Orders',
    'Paid, no order',
    'Products',
    'Locations',
    'Hotels',
    'Promo codes',
    'Reviews',
    'Inbox',
    'Audit log',
  ]);
  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL('/admin/audit');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Audit log');
  expect(errors).toEqual([]);
});
