import { expect, test } from './fixtures';
import { logInThroughPage, pngImage, registerThroughApi } from './accounts-helpers';

test('edit the profile with a new photo from the avatar menu', async ({ page, request }) => {
  const user = await registerThroughApi(request, 'profile');
  await logInThroughPage(page, user);

  const header = page.getByTestId('site-header');
  const avatarButton = header.getByTestId('account-menu-button');
  const oldPhoto = await avatarButton.locator('img').getAttribute('src');
  await avatarButton.click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  const modal = page.getByRole('dialog', { name: 'My profile' });
  await expect(modal).toBeVisible();
  await expect(modal.getByLabel('E-mail address')).toBeDisabled();
  await expect(modal.getByText('The e-mail address cannot be changed.')).toBeVisible();

  const save = modal.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await modal.getByLabel('First name').fill('Dara  Two');
  await expect(modal.getByText('Names may only contain letters and single spaces.')).toBeVisible();
  await expect(save).toBeDisabled();
  await modal.getByLabel('First name').fill('Dara');
  await modal.getByLabel('Profile photo').setInputFiles({
    name: 'new.png',
    mimeType: 'image/png',
    buffer: await pngImage('#b77431', 96),
  });
  await expect(modal.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await expect(save).toBeEnabled();
  await save.click();
  await expect(modal.getByTestId('profile-status')).toHaveText('Your profile has been updated.');
  // The modal closes by itself 1.5 s after the update.
  await expect(modal).toBeHidden({ timeout: 5_000 });

  const newPhoto = avatarButton.locator('img');
  await expect(newPhoto).toHaveAttribute(
    'src',
    /^\/api\/media\/images\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/,
  );
  expect(await newPhoto.getAttribute('src')).not.toBe(oldPhoto);
  await expect(newPhoto).toHaveJSProperty('complete', true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Dara' })).toBeVisible();
  await expect(page.getByTestId('dashboard-profile')).toContainText(`Dara ${user.lastName}`);

  // The password sub-form opens on demand and shows the profile meter (weak 25 % ... strong 100 %).
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByTestId('password-change-form');
  const meter = page.getByTestId('profile-password-meter');
  await form.getByLabel('New password').fill('abcdefgh');
  await expect(meter.getByRole('meter')).toHaveAttribute('aria-valuenow', '25');
  await form.getByLabel('New password').fill('Abcdefg1');
  await expect(meter.getByRole('meter')).toHaveAttribute('aria-valuenow', '75');
  await expect(meter).toContainText('Good');
  await expect(form.getByRole('button', { name: 'Update password' })).toBeDisabled();
  await form.getByLabel('Current password').fill('Wrong-current-1');
  await form.getByLabel('Confirm the password').fill('Abcdefg1');
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByText('Your current password is not correct.')).toBeVisible();
});
