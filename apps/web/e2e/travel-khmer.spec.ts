import { expect, test } from './fixtures';
import { placeBySlug } from './travel-helpers';

test('in Khmer the place and hotel pages show Khmer names and labels', async ({
  page,
  request,
}) => {
  const angkor = await placeBySlug(request, 'angkor-wat');
  await page.addInitScript(() => window.localStorage.setItem('camtour_lang', 'km'));

  await page.goto(`/location/detail/${angkor.id}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(angkor.name_km);
  await expect(page.getByRole('tab', { name: 'ទិដ្ឋភាពទូទៅ' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'គន្លឹះធ្វើដំណើរ' })).toBeVisible();
  await page.locator('#location-map').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('map-offline')).toContainText('មិនអាចផ្ទុកផែនទីបានទេ');
  await expect(page.getByTestId('weather-card')).toContainText('ធម្មតាសម្រាប់ខែ');
  await expect(page.getByTestId('budget-card')).toContainText('រៀល');
  await expect(page.getByTestId('location-reviews')).toContainText('មតិវាយតម្លៃ');

  await page.getByRole('tab', { name: /សកម្មភាព/ }).click();
  const activity = angkor.active_travel_activities[0];
  if (!activity) throw new Error('Angkor Wat has no activity');
  await expect(page.getByTestId('activity-card').first()).toContainText(activity.name_km);
  await expect(page.getByTestId('activity-card').first()).toContainText('ម៉ោង');

  await page.getByRole('tab', { name: 'គន្លឹះធ្វើដំណើរ' }).click();
  await expect(page.getByTestId('tip-best-time')).toContainText(/[\u1780-\u17FF]/);

  await page.goto('/siem-reap/hotels');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('សណ្ឋាគារនៅសៀមរាប');
  await expect(page.getByTestId('hotel-name').first()).toHaveText(/[\u1780-\u17FF]/);
});
