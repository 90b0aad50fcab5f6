import { expect, test } from './fixtures';
import { mailedLink, registerThroughApi } from './accounts-helpers';

test('forgot and reset the password through the e-mailed link, then log in with the new one', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const user = await registerThroughApi(request, 'reset');
  const newPassword = 'Bayon-Smile-77#';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL('/forgot-pass');
  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByRole('button', { name: 'Send the reset link' }).click();
  const sent = page.getByTestId('forgot-sent');
  await expect(sent).toContainText('Check your e-mail');
  await expect(sent).toContainText(user.email);
  // Resending waits 60 s.
  await expect(page.getByTestId('forgot-resend')).toBeDisabled();
  await expect(page.getByTestId('forgot-resend')).toHaveText(/Send again in 0[01]:\d\d/);

  await page.goto(await mailedLink(request, user.email, '/reset-password'));
  await expect(page.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible();
  await expect(page.getByLabel('E-mail address')).toHaveValue(user.email);
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('readonly', '');
  await expect(page.getByTestId('reset-expiry')).toContainText(/expires in about (59|60) min/);

  const fresh = page.getByLabel('New password');
  await fresh.fill('weakpass');
  await page.getByLabel('Confirm the password').fill('weakpass');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Add at least one capital letter.')).toBeVisible();

  await fresh.fill(newPassword);
  await expect(page.getByTestId('password-strength')).toContainText('Strong');
  await page.getByLabel('Confirm the password').fill(newPassword);
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByTestId('reset-success')).toContainText('Password changed');
  // After 5 seconds the page goes to log in by itself.
  await expect(page).toHaveURL('/login', { timeout: 8_000 });

  await page.getByLabel('E-mail address').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByTestId('login-alert')).toHaveText('Invalid email or password');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${user.firstName}` }),
  ).toBeVisible();
});

test('a malformed reset link goes back to the request form with the reason', async ({ page }) => {
  await page.goto('/reset-password?email=someone%40example.com&token=short');
  await expect(page).toHaveURL('/forgot-pass?error=invalid_token');
  await expect(page.getByTestId('link-problem')).toContainText('security code');
  await page.goto(`/reset-password?email=someone%40example.com&token=${'x'.repeat(43)}`);
  await expect(page.getByTestId('reset-invalid')).toContainText(
    'This reset link is not valid or was already used.',
  );
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();
});

test('a malformed link opened in Khmer keeps Khmer on the page it goes to', async ({ page }) => {
  await page.goto('/complete-registration?email=someone%40example.com&token=short&id=1&lang=km');
  await expect(page).toHaveURL('/send-register?error=invalid_token&lang=km');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('បង្កើតគណនី');
  // Back leaves the site: the malformed link is not in history to bounce through again.
  expect(await page.evaluate(() => window.history.length)).toBe(2);
});
