import { expect, test } from './fixtures';
import {
  allPlaces,
  apiData,
  cambodiaDate,
  chooseDate,
  placeBySlug,
  type PlaceDetail,
} from './travel-helpers';

test('the place page: offline map fallback, lightbox, share, tips, activities and a booking', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const angkor = await placeBySlug(request, 'angkor-wat');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/location/detail/${angkor.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(angkor.name);
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByRole('link', { name: 'Adventure' })).toHaveAttribute(
    'href',
    '/adventure',
  );

  // Tiles cannot load in tests: the fallback says so and gives the coordinates. Leaflet loads
  // as the map comes near the viewport (below the fold).
  await page.locator('#location-map').scrollIntoViewIfNeeded();
  const offline = page.getByTestId('map-offline');
  await expect(offline).toBeVisible();
  await expect(offline).toContainText('The map could not be loaded');
  await expect(page.getByTestId('map-coordinates')).toContainText(angkor.lat.toFixed(5));
  await expect(page.getByTestId('open-in-maps')).toHaveAttribute('href', angkor.map_url);
  await expect(page.getByTestId('leaflet-map').locator('.leaflet-marker-icon')).toBeVisible();
  await expect(page.getByTestId('weather-card')).toContainText('Typical for');
  await expect(page.getByTestId('budget-card')).toContainText('riel');

  // Lightbox: previous disabled on the first photo, next on the last.
  const total = angkor.photos.length;
  await expect(page.getByTestId('photo-gallery').getByRole('button')).toHaveCount(total);
  await page.getByTestId('photo-gallery').getByRole('button').first().click();
  const lightbox = page.getByTestId('lightbox');
  await expect(page.getByTestId('lightbox-counter')).toHaveText(`1 / ${total}`);
  await expect(lightbox.getByRole('button', { name: 'Previous' })).toBeDisabled();
  for (let i = 1; i < total; i += 1) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('lightbox-counter')).toHaveText(`${total} / ${total}`);
  await expect(lightbox.getByRole('button', { name: 'Next' })).toBeDisabled();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();

  // Share: without a native share sheet the /location/{id} link is copied.
  const hasNativeShare = await page.evaluate(() => typeof navigator.share === 'function');
  if (!hasNativeShare) {
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseURL}/location/${angkor.id}`,
    );
  }

  await page.getByRole('tab', { name: 'Travel tips' }).click();
  await expect(page).toHaveURL(/#tips$/);
  await expect(page.getByTestId('tip-best-time')).toBeVisible();
  await expect(page.getByTestId('tip-on-sale')).toBeVisible();

  // Activities: the details modal, then a booking request.
  await page.getByRole('tab', { name: /Activities/ }).click();
  const card = page.getByTestId('activity-card').first();
  await card.getByRole('button', { name: 'Details' }).click();
  const dialog = page.getByTestId('activity-dialog');
  await expect(dialog).toContainText('Included');
  await expect(dialog).toContainText('What you need');
  await dialog.getByTestId('book-button').click();
  const form = dialog.getByTestId('booking-form');
  await form.getByRole('button', { name: 'Send booking request' }).click();
  await expect(form).toContainText('Please enter your name');
  await form.getByLabel('Your name').fill('Test Traveller');
  await form.getByLabel('E-mail address').fill('traveller@example.com');
  await chooseDate(form, 'Date', cambodiaDate(5));
  await form.getByLabel('Number of people').fill('2');
  await form.getByRole('button', { name: 'Send booking request' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Booking initiated' })).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('an inactive activity cannot be booked, and an unknown place offers a way on', async ({
  page,
  request,
}) => {
  let withInactive: PlaceDetail | null = null;
  for (const place of await allPlaces(request)) {
    const detail = await apiData<PlaceDetail>(request, `/api/web/view/location/detail/${place.id}`);
    if (detail.active_travel_activities.some((activity) => !activity.is_active)) {
      withInactive = detail;
      break;
    }
  }
  if (!withInactive) throw new Error('no place with an inactive activity');
  const inactive = withInactive.active_travel_activities.find((activity) => !activity.is_active);
  await page.goto(`/location/detail/${withInactive.id}#activities`);
  const card = page.getByTestId('activity-card').filter({ hasText: inactive?.name ?? '' });
  await expect(card.getByTestId('book-button')).toBeDisabled();
  await expect(card.getByTestId('book-button')).toHaveText('Not available');
  await card.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByTestId('activity-dialog').getByTestId('book-button')).toBeDisabled();

  await page.goto('/location/detail/999999');
  const notFound = page.getByTestId('location-not-found');
  await expect(notFound).toBeVisible();
  await notFound.getByRole('link', { name: 'Browse all places' }).click();
  await expect(page).toHaveURL(/\/adventure$/);
});
