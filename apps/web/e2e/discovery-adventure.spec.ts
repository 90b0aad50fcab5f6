import { expect, test, type APIRequestContext, type Page } from './fixtures';

interface Lookup {
  id: number;
  slug?: string;
  name: string;
}
interface AdventurePage {
  locations: { id: number; name: string }[];
  pagination: { total: number; last_page: number };
}

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test('filter by province then district: the address and the list follow; a new province clears the lower levels', async ({
  page,
  request,
}) => {
  const provinces = await apiData<Lookup[]>(request, '/api/web/view/location/provinces');
  const siemReap = provinces.find((province) => province.slug === 'siem-reap');
  const kep = provinces.find((province) => province.slug === 'kep');
  if (!siemReap || !kep) throw new Error('provinces missing');
  const inProvince = await apiData<AdventurePage>(
    request,
    `/api/web/view/adventure?province_id=${siemReap.id}`,
  );
  // A district with places, but fewer than the whole province: the list visibly changes.
  const districts = await apiData<Lookup[]>(
    request,
    `/api/web/view/location/districts/${siemReap.id}`,
  );
  let district: Lookup | undefined;
  let inDistrict: AdventurePage | undefined;
  for (const candidate of districts) {
    const list = await apiData<AdventurePage>(
      request,
      `/api/web/view/adventure?province_id=${siemReap.id}&district_id=${candidate.id}`,
    );
    if (list.pagination.total > 0 && list.pagination.total < inProvince.pagination.total) {
      district = candidate;
      inDistrict = list;
      break;
    }
  }
  if (!district || !inDistrict) throw new Error('no district with places');

  await page.goto('/adventure');
  const count = page.getByTestId('adventure-count');
  await expect(count).toBeVisible();
  await page.getByRole('combobox', { name: 'Province' }).selectOption(String(siemReap.id));
  await expect(page).toHaveURL(`/adventure?province_id=${siemReap.id}`);
  await expect(count).toHaveText(new RegExp(`of ${inProvince.pagination.total} places`));

  await page.getByRole('combobox', { name: 'District' }).selectOption(String(district.id));
  await expect(page).toHaveURL(`/adventure?province_id=${siemReap.id}&district_id=${district.id}`);
  await expect(count).toHaveText(new RegExp(`of ${inDistrict.pagination.total} place`));
  const first = inDistrict.locations[0];
  if (first) {
    await expect(
      page.getByTestId('location-grid').getByRole('link', { name: first.name, exact: true }),
    ).toBeVisible();
  }

  await page.getByRole('combobox', { name: 'Province' }).selectOption(String(kep.id));
  await expect(page).toHaveURL(`/adventure?province_id=${kep.id}`);
  await expect(page.getByRole('combobox', { name: 'District' })).toHaveValue('');
});

test('load more appends a page, show less drops it, and any filter goes back to page 1', async ({
  page,
  request,
}) => {
  const all = await apiData<AdventurePage>(request, '/api/web/view/adventure');
  expect(all.pagination.last_page).toBeGreaterThan(1);

  await page.goto('/adventure');
  const cards = page.getByTestId('location-grid').getByTestId('location-card');
  await expect(cards).toHaveCount(12);
  await page.getByTestId('load-more').click();
  await expect(page).toHaveURL('/adventure?page=2');
  await expect(cards).toHaveCount(Math.min(24, all.pagination.total));
  await page.getByTestId('show-less').click();
  await expect(page).toHaveURL('/adventure');
  await expect(cards).toHaveCount(12);

  await page.getByTestId('load-more').click();
  await expect(page).toHaveURL('/adventure?page=2');
  await page.getByTestId('star-filter').getByText('4+ stars').click();
  await expect(page).toHaveURL('/adventure?star=4');

  // The text search waits for a pause in the typing, then filters.
  await page.getByRole('searchbox', { name: 'Search' }).fill('kep');
  await expect(page).toHaveURL('/adventure?star=4&search=kep');
  await expect(page.getByTestId('adventure-count')).toBeVisible();
});

async function chipLabels(page: Page, testId: string): Promise<string[]> {
  return (await page.getByTestId(testId).locator('label').allInnerTexts()).map((text) =>
    text.trim(),
  );
}

test('the same filters everywhere: stars from 5 down, view presets, one "Clear filters"; the guide does not repeat its top 3', async ({
  page,
}) => {
  await page.goto('/adventure');
  expect(await chipLabels(page, 'star-filter')).toEqual([
    'Any',
    '5 stars',
    '4+ stars',
    '3+ stars',
    '2+ stars',
  ]);
  expect(await chipLabels(page, 'min-views-filter')).toEqual([
    'Any',
    '1,000+ views',
    '5,000+ views',
    '10,000+ views',
    '25,000+ views',
  ]);
  await page.getByTestId('min-views-filter').getByText('5,000+ views', { exact: true }).click();
  await expect(page).toHaveURL('/adventure?min_total_view=5000');
  await expect(
    page.getByTestId('min-views-filter').getByRole('radio', { name: '5,000+ views', exact: true }),
  ).toBeChecked();
  await page.getByTestId('filter-panel').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/adventure');

  await page.goto('/siem-reap');
  expect(await chipLabels(page, 'star-filter')).toEqual([
    'Any',
    '5 stars',
    '4+ stars',
    '3+ stars',
    '2+ stars',
    '1+ star',
  ]);
  const top = await page
    .getByTestId('guide-top')
    .getByTestId('location-card')
    .getByRole('heading')
    .allInnerTexts();
  expect(top).toHaveLength(3);
  const listed = page.getByTestId('guide-destinations').getByTestId('location-card');
  await expect(listed.first()).toBeVisible();
  const names = await listed.getByRole('heading').allInnerTexts();
  for (const name of top) expect(names).not.toContain(name);

  // Filtered, the list is the answer and the province's top 3 steps aside.
  await page.getByTestId('star-filter').getByText('1+ star', { exact: true }).click();
  await expect(page).toHaveURL('/siem-reap?star=1');
  await expect(page.getByTestId('guide-top')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Destinations that match' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('every place list folds its filters behind "Show filters"', async ({ page }) => {
    for (const path of ['/adventure', '/siem-reap']) {
      await page.goto(path);
      const stars = page.getByTestId('star-filter');
      await expect(stars).toBeHidden();
      await page.getByTestId('filter-panel').getByRole('button', { name: 'Show filters' }).click();
      await expect(stars).toBeVisible();
    }
  });
});
