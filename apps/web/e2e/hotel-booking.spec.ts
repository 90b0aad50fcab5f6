import { expect, test, type Page } from './fixtures';
import { logInThroughPage, registerThroughApi } from './accounts-helpers';
import { apiData, cambodiaDate, chooseDate, DATE_PARTS } from './travel-helpers';

/**
 * Issue 18 item 3 (decision 029): the hotel page's map, class label, request to book (seen by
 * staff in the inbox) and guests' reviews, in English and in Khmer.
 */
interface HotelCard {
  id: number;
  name: string;
  stars: number;
}
interface Room {
  id: number;
  title: string;
  max_guests: number;
}
interface Hotel extends HotelCard {
  lat: number;
  lng: number;
  room_types: Room[];
  review_count: number;
}

const STAFF = { email: 'staff@camtour.example', password: 'CamTour-Staff-2026' };

async function hotelWith(
  request: Parameters<typeof apiData>[0],
  pick: (h: Hotel) => boolean,
): Promise<Hotel> {
  const list = await apiData<HotelCard[]>(request, '/api/web/view/hotels/siemreap?per_page=48');
  for (const card of list) {
    const hotel = await apiData<Hotel>(request, `/api/web/view/hotels/siemreap/${card.id}`);
    if (pick(hotel)) return hotel;
  }
  throw new Error('no such hotel');
}

async function fillStay(page: Page, checkIn: string, checkOut: string) {
  const form = page.getByTestId('hotel-booking-form');
  await chooseDate(form, 'Check-in', checkIn);
  await chooseDate(form, 'Check-out', checkOut);
}

test('a visitor requests to book from the hotel page, and staff find it in the inbox', async ({
  page,
  browser,
  request,
}) => {
  const hotel = await hotelWith(
    request,
    (h) => h.stars === 3 && h.room_types.some((r) => r.max_guests >= 3),
  );
  const family = hotel.room_types.find((r) => r.max_guests >= 3)!;
  await page.goto(`/siem-reap/hotels/${hotel.id}`);

  // The class is a label, not a row of rating stars.
  await expect(page.getByTestId('hotel-class')).toHaveText('3-star hotel');
  // The map, as on a place's page: a marker on the hotel's coordinates and an open-in-maps link.
  const map = page.locator('#hotel-map');
  // Leaflet loads as the map comes near the viewport (below the fold).
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByRole('heading', { name: 'Location on the map' })).toBeVisible();
  await expect(page.getByTestId('leaflet-map').locator('.leaflet-marker-icon')).toBeVisible();
  await expect(map.getByTestId('open-in-maps')).toHaveAttribute(
    'href',
    new RegExp(`${hotel.lat.toFixed(6)},${hotel.lng.toFixed(6)}`),
  );

  await page.getByTestId('hotel-request-button').click();
  const form = page.getByTestId('hotel-booking-form');
  await expect(form).toBeInViewport();
  await expect(form).toContainText('nothing is reserved or charged');
  const name = `Sophea Guest ${Date.now()}`;
  const checkIn = cambodiaDate(20);
  await fillStay(page, checkIn, checkIn);
  await form.getByLabel('Room type').selectOption(String(family.id));
  await form.getByLabel('Guests').fill(String(family.max_guests + 1));
  await form.getByLabel('Your name').fill(name);
  await form.getByLabel('E-mail address').fill('sophea.guest@example.com');
  await form.getByLabel(/^Note/).fill('We arrive on the night bus.');
  await form.getByRole('button', { name: 'Send request to the hotel' }).click();
  await expect(form).toContainText('Check-out must be at least one day after check-in.');
  await expect(form).toContainText(`it takes up to ${family.max_guests}`);
  // What was typed is still there.
  await expect(form.getByLabel('Your name')).toHaveValue(name);
  await expect(form.getByLabel(/^Note/)).toHaveValue('We arrive on the night bus.');

  await chooseDate(form, 'Check-out', cambodiaDate(23));
  await form.getByLabel('Guests').fill(String(family.max_guests));
  await expect(page.getByTestId('hotel-booking-nights')).toHaveText('3 nights');
  await form.getByRole('button', { name: 'Send request to the hotel' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Request sent to the hotel.' }),
  ).toBeVisible();
  await expect(form).toContainText('A copy is on its way to sophea.guest@example.com');

  // Staff, in their own browser, see it in the hotel requests box and mark it handled.
  const staffPage = await browser.newPage();
  await staffPage.goto('/login?returnUrl=%2Fadmin%2Finbox%3Fbox%3Dhotel-bookings');
  await staffPage.getByLabel('E-mail address').fill(STAFF.email);
  await staffPage.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await staffPage.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(staffPage).toHaveURL('/admin/inbox?box=hotel-bookings');
  await expect(staffPage.getByRole('tab', { name: /Hotel requests/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const item = staffPage.getByTestId('inbox-item').filter({ hasText: name });
  await expect(item).toContainText(`${hotel.name} · ${family.title}`);
  await expect(item).toContainText(`${family.max_guests} guests · 3 nights`);
  await item.getByRole('button', { expanded: false }).click();
  await expect(item).toContainText('sophea.guest@example.com');
  await expect(item).toContainText('We arrive on the night bus.');
  await item.getByRole('button', { name: 'Mark handled' }).click();
  // A handled request leaves the default "Not handled yet" list, and is kept under all messages.
  await expect(item).toBeHidden();
  await staffPage.locator('#inbox-state').selectOption('all');
  await expect(item).toContainText('Handled');
  await staffPage.close();
});

test('a guest reviews a hotel and the average and count change', async ({ page, request }) => {
  const hotel = await hotelWith(request, (h) => h.review_count === 0);
  const user = await registerThroughApi(request, 'hotel-review', {
    firstName: 'Vanna',
    lastName: 'Keo',
  });
  await page.goto(`/siem-reap/hotels/${hotel.id}`);
  const reviews = page.getByTestId('hotel-reviews');
  await expect(reviews.getByTestId('reviews-empty')).toContainText('No guest reviews yet');
  await expect(page.getByTestId('hotel-guest-rating')).toHaveText('No guest reviews yet');
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await expect(page.getByTestId('review-login-prompt')).toContainText(
    'Please log in to review this hotel.',
  );

  await logInThroughPage(page, user);
  await page.goto(`/siem-reap/hotels/${hotel.id}`);
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  const form = page.getByTestId('hotel-review-form');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form).toContainText('Please select a rating');
  const comment = `Kind staff and a quiet garden ${Date.now()}`;
  await form.getByLabel('5 out of 5 stars').check({ force: true });
  await form.getByLabel('Your review').fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you for your review.' }),
  ).toBeVisible();
  await expect(reviews.getByTestId('review-count')).toHaveText('1 review');
  await expect(reviews.getByTestId('review-average')).toHaveText('5.0');
  await expect(reviews.getByTestId('review').filter({ hasText: comment })).toContainText(
    'Vanna Keo',
  );
  await expect(page.getByTestId('hotel-guest-rating')).toContainText('5.0');

  // A second review of the same hotel is refused with a clear message.
  await reviews.getByRole('button', { name: 'Write a review' }).click();
  await form.getByLabel('2 out of 5 stars').check({ force: true });
  await form.getByLabel('Your review').fill('Again');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form).toContainText('You have already reviewed this.');
});

test('in Khmer the form, its errors and its dates speak Khmer', async ({ page, request }) => {
  const hotel = await hotelWith(request, (h) => h.stars >= 4);
  await page.goto(`/siem-reap/hotels/${hotel.id}?lang=km`);
  await expect(page.getByTestId('hotel-class')).toHaveText(`សណ្ឋាគារ ${hotel.stars} ផ្កាយ`);
  const form = page.getByTestId('hotel-booking-form');
  await form.getByRole('button', { name: 'ផ្ញើសំណើទៅសណ្ឋាគារ' }).click();
  await expect(form).toContainText('សូមជ្រើសរើសថ្ងៃចូលស្នាក់នៅដែលត្រឹមត្រូវ។');
  const checkIn = cambodiaDate(40);
  await chooseDate(form, 'ថ្ងៃចូលស្នាក់នៅ', checkIn, DATE_PARTS.km);
  await chooseDate(form, 'ថ្ងៃចេញ', cambodiaDate(42), DATE_PARTS.km);
  // The month is chosen by its Khmer name, the day and year in Western digits.
  const months = [
    'មករា',
    'កុម្ភៈ',
    'មីនា',
    'មេសា',
    'ឧសភា',
    'មិថុនា',
    'កក្កដា',
    'សីហា',
    'កញ្ញា',
    'តុលា',
    'វិច្ឆិកា',
    'ធ្នូ',
  ];
  const month = Number(checkIn.slice(5, 7));
  await expect(
    form
      .getByRole('combobox', { name: `ថ្ងៃចូលស្នាក់នៅ, ${DATE_PARTS.km.month}` })
      .locator('option:checked'),
  ).toHaveText(months[month - 1]!);
  await expect(page.getByTestId('hotel-booking-nights')).toHaveText('2 យប់');
  await expect(page.getByTestId('hotel-reviews')).toContainText('មិនទាន់មានការវាយតម្លៃពីភ្ញៀវ');
});
