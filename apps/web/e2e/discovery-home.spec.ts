import { expect, test, type APIRequestContext } from './fixtures';

interface Place {
  id: number;
  slug: string;
  name: string;
  category: { id: number; slug: string };
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('search "angkor" from the home page, see the suggestions and results, open Angkor Wat', async ({
  page,
  request,
}) => {
  const found = await apiData<{ locations: Place[] }>(
    request,
    '/api/web/view/location?search=angkor&per_page=12',
  );
  const angkor = found.locations.find((place) => place.slug === 'angkor-wat');
  if (!angkor) throw new Error('Angkor Wat is not found by the API search');

  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search places and gear' });
  await box.fill('angkor');
  const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
  await expect(suggestions.getByRole('option', { name: /Angkor Wat/ })).toBeVisible();
  expect(await suggestions.getByTestId('suggestion-locations').count()).toBeLessThanOrEqual(3);
  expect(await suggestions.getByTestId('suggestion-products').count()).toBeLessThanOrEqual(2);

  await box.press('Enter');
  await expect(page).toHaveURL('/?search=angkor');
  const results = page.getByTestId('home-results');
  await expect(results.getByRole('heading', { name: 'Results for “angkor”' })).toBeVisible();
  await results.getByRole('tab', { name: /^Places/ }).click();
  const panel = results.getByRole('tabpanel');
  await expect(panel.getByTestId('location-card').first()).toBeVisible();
  await panel.getByRole('link', { name: angkor.name, exact: true }).click();

  await expect(page).toHaveURL(`/location/detail/${angkor.id}`);
  await expect(page.getByRole('heading', { name: /Angkor Wat/ }).first()).toBeVisible();
});

test('the category stays in the address on search and both go on clear', async ({
  page,
  request,
}) => {
  const home = await apiData<{ locations: Place[] }>(request, '/api/web/view/location?per_page=24');
  const slug = home.locations[0]?.category.slug;
  if (!slug) throw new Error('no location on the home page');

  await page.goto('/');
  const filter = page.getByTestId('category-filter');
  await filter.getByRole('button').nth(1).waitFor();
  const pill = filter.locator('button[aria-pressed]').filter({ hasNotText: 'All' });
  const names = await pill.allInnerTexts();
  expect(names.length).toBeGreaterThan(0);

  await page.goto(`/?category=${slug}`);
  const list = page.getByTestId('home-locations');
  await expect(list.getByTestId('location-card').first()).toBeVisible();
  const expected = home.locations.filter((place) => place.category.slug === slug).length;
  await expect(list.getByTestId('location-card')).toHaveCount(Math.min(expected, 6));

  const box = page.getByRole('combobox', { name: 'Search places and gear' });
  await box.fill('wat');
  await box.press('Enter');
  await expect(page).toHaveURL(`/?category=${slug}&search=wat`);
  await page.getByTestId('home-results').getByRole('button', { name: 'Clear search' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('home-locations')).toBeVisible();
});
