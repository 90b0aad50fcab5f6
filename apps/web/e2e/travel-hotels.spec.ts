import { expect, test, type APIRequestContext } from './fixtures';
import { apiData } from './travel-helpers';

interface HotelCard {
  id: number;
  name: string;
  min_price: number;
  max_price: number;
}
interface HotelDetail extends HotelCard {
  photos: { photo: string }[];
}
interface HotelsPage {
  data: HotelCard[];
  paginate: { current_page: number; last_page: number; total: number };
}

async function hotelsPage(request: APIRequestContext, query: string): Promise<HotelsPage> {
  const response = await request.get(`/api/web/view/hotels/siemreap?${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as HotelsPage;
}

test('a hotel opened from list page 2 keeps its gallery, and the list comes back on page 2', async ({
  page,
  request,
}) => {
  const second = await hotelsPage(request, 'page=2');
  expect(second.paginate.last_page).toBeGreaterThanOrEqual(2);
  const names = second.data.map((hotel) => hotel.name);
  const first = second.data[0];
  if (!first) throw new Error('no hotel on page 2');
  const detail = await apiData<HotelDetail>(request, `/api/web/view/hotels/siemreap/${first.id}`);
  const total = detail.photos.length;
  expect(total).toBeGreaterThanOrEqual(4);

  await page.goto('/siem-reap/hotels');
  await expect(page.getByTestId('hotel-card')).toHaveCount(9);
  await page.getByTestId('hotel-pagination').getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/siem-reap\/hotels\?page=2$/);
  await expect(page.getByTestId('hotel-name')).toHaveText(names);

  await page.getByTestId('hotel-card').filter({ hasText: first.name }).click();
  await expect(page).toHaveURL(`/siem-reap/hotels/${first.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  await expect(page.getByTestId('hotel-policies')).toContainText('2:00 PM');
  await expect(page.getByTestId('hotel-policies')).toContainText('12:00 PM');
  await expect(page.getByTestId('hotel-policies')).toContainText('24 hours');

  // The gallery: next, a thumbnail, then the modal with its own counter and the keyboard.
  const gallery = page.getByTestId('hotel-gallery');
  await gallery.getByRole('button', { name: 'Next' }).click();
  await expect(gallery).toHaveAttribute('data-index', '1');
  await gallery.getByRole('button', { name: 'Show photo 3' }).click();
  await expect(gallery).toHaveAttribute('data-index', '2');
  await page.getByTestId('hotel-gallery-main').click();
  const modal = page.getByTestId('hotel-gallery-modal');
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('hotel-modal-counter')).toHaveText(`3 / ${total}`);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('hotel-modal-counter')).toHaveText(`4 / ${total}`);
  await modal.getByRole('button', { name: 'Previous' }).click();
  await expect(page.getByTestId('hotel-modal-counter')).toHaveText(`3 / ${total}`);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(gallery).toHaveAttribute('data-index', '2');

  // The back link returns to the same list page with the same cards.
  await page.getByTestId('back-to-hotels').click();
  await expect(page).toHaveURL(/\/siem-reap\/hotels\?page=2$/);
  await expect(page.getByTestId('hotel-name')).toHaveText(names);

  // Re-entered, the hotel page still shows the photo it was left on; the browser's back works too.
  await page.mouse.move(0, 0);
  await page.getByTestId('hotel-card').filter({ hasText: first.name }).click();
  await expect(page.getByTestId('hotel-gallery')).toHaveAttribute('data-index', /^[2-9]$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/siem-reap\/hotels\?page=2$/);
  await expect(page.getByTestId('hotel-name')).toHaveText(names);
});

test('filters live in the URL, reset the page, and the planner price link works', async ({
  page,
  request,
}) => {
  // The trip planner links here with its estimate ± 5 dollars.
  const ranged = await hotelsPage(request, 'minPrice=30&maxPrice=40');
  await page.goto('/siem-reap/hotels?minPrice=30&maxPrice=40');
  await expect(page.getByLabel('Min price ($/night)')).toHaveValue('30');
  await expect(page.getByLabel('Max price ($/night)')).toHaveValue('40');
  await expect(page.getByTestId('hotel-card')).toHaveCount(ranged.data.length);

  await page.goto('/siem-reap/hotels?page=2');
  await page.getByLabel('Search hotels').fill('  zzzz-no-such-hotel  ');
  await expect(page).toHaveURL(/\/siem-reap\/hotels\?search=zzzz-no-such-hotel$/);
  await expect(page.getByTestId('hotels-empty')).toContainText('No hotels match your filters');
  await page.getByTestId('hotels-empty').getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/siem-reap\/hotels$/);
  await expect(page.getByTestId('hotel-card')).toHaveCount(9);
  await expect(page.getByLabel('Search hotels')).toHaveValue('');

  await page.getByLabel('Type').selectOption('resort');
  await expect(page).toHaveURL(/type=resort/);
  const resorts = await hotelsPage(request, 'type=resort');
  await expect(page.getByTestId('hotel-card')).toHaveCount(resorts.data.length);

  await page.goto('/siem-reap/hotels/999999');
  await expect(page.getByTestId('hotel-not-found')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the search box stays; type and prices fold behind "Show filters", which counts them', async ({
    page,
  }) => {
    await page.goto('/siem-reap/hotels?type=resort');
    await expect(page.getByLabel('Search hotels')).toBeVisible();
    await expect(page.getByLabel('Type')).toBeHidden();
    const toggle = page.getByRole('button', { name: /Show filters/ });
    await expect(toggle).toContainText('1');
    await toggle.click();
    await expect(page.getByLabel('Type')).toHaveValue('resort');
    await expect(page.getByLabel('Min price ($/night)')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\/siem-reap\/hotels$/);
  });
});
