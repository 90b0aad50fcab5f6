import { expect, test } from './fixtures';

test('the footer link "Kep" opens the adventure page filtered by province 14', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('site-footer');
  const kep = footer.getByRole('link', { name: 'Kep', exact: true });
  await expect(kep).toHaveAttribute('href', '/adventure?province_id=14');

  await kep.click();

  await expect(page).toHaveURL('/adventure?province_id=14');
  await expect(page.getByRole('heading', { level: 1, name: 'Adventure' })).toBeVisible();
  const province = page.getByRole('combobox', { name: 'Province' });
  await expect(province).toHaveValue('14');
  await expect(province.locator('option:checked')).toHaveText('Kep');
});

test('changing the province clears the lower levels in the URL', async ({ page }) => {
  await page.goto('/adventure?province_id=8');
  const district = page.getByRole('combobox', { name: 'District' });
  await expect(district).toBeEnabled();
  const firstDistrict = await district.locator('option').nth(1).getAttribute('value');
  expect(firstDistrict).toBeTruthy();
  await district.selectOption(firstDistrict ?? '');
  await expect(page).toHaveURL(`/adventure?province_id=8&district_id=${firstDistrict}`);

  await page.getByRole('combobox', { name: 'Province' }).selectOption('14');
  await expect(page).toHaveURL('/adventure?province_id=14');
});
