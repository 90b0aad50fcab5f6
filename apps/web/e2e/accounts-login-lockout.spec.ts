import { expect, test } from './fixtures';
import { uniqueEmail } from './accounts-helpers';

test('failed logins warn from the third and the sixth try locks sign-in with a countdown', async ({
  page,
}) => {
  // The limit is per address: an address with no account is counted the same way.
  const email = uniqueEmail('lockout');
  await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Log in', exact: true });
  const warning = page.getByTestId('login-warning');

  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await password.fill(`Wrong-password-${attempt}`);
    await submit.click();
    await expect(page.getByTestId('login-alert')).toHaveText('Invalid email or password');
    await expect(submit).toBeEnabled();
    if (attempt < 3) await expect(warning).toHaveCount(0);
    else await expect(warning).toContainText(`${attempt} failed attempts`);
  }
  await expect(warning).toContainText('locked for up to 15 minutes');

  await password.fill('Wrong-password-6');
  await submit.click();
  const lock = page.getByTestId('lock-notice');
  await expect(lock).toContainText('Too many login attempts');
  const countdown = page.getByTestId('lock-countdown');
  await expect(countdown).toHaveText(/^1[45]:\d\d$/);
  await expect(submit).toBeDisabled();
  await expect(password).toBeDisabled();
  // The countdown is live.
  const first = await countdown.textContent();
  await expect(countdown).not.toHaveText(first ?? '', { timeout: 3_000 });
  await expect(page).toHaveURL('/login');
});

test('the return target is kept only when it is a path of this site', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.goto('/login?error=social-login-failed');
  await expect(page.getByRole('alert').first()).toHaveText(
    'Social sign-in failed. Please try again.',
  );
});
