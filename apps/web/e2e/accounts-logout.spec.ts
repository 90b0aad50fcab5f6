import { expect, test } from './fixtures';
import { logInThroughPage, registerThroughApi } from './accounts-helpers';

test('log out through the confirmation modal, after which members pages ask to log in', async ({
  page,
  request,
}) => {
  const user = await registerThroughApi(request, 'logout');
  await logInThroughPage(page, user);
  const events: string[] = [];
  await page.exposeFunction('recordAccountEvent', (name: string) => events.push(name));
  await page.evaluate(() => {
    const record = (window as unknown as { recordAccountEvent: (name: string) => void })
      .recordAccountEvent;
    window.addEventListener('user-logout', () => record('user-logout'));
  });

  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Log out?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  // Escape cancels.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('account-menu-button')).toBeVisible();

  await page.getByTestId('account-menu-button').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByTestId('account-menu-button')).toHaveCount(0);
  expect(events).toEqual(['user-logout']);

  await page.goto('/dashboard');
  await expect(page).toHaveURL('/login?returnUrl=%2Fdashboard');
  // The server session is gone too, not only the page's state.
  const me = await page.request.get('/api/web/auth/me');
  expect(me.status()).toBe(401);
});
