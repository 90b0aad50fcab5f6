import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { collectConsoleErrors } from './console-guard';
import { DEMO, logInAsDemo, writeHeaders } from './shop-helpers';

/**
 * Favorites (document 1 §2–§9): a visitor's heart survives the login it needs, the header counts,
 * and the favorites page filters, searches, removes and clears. The demo account's wishlist is
 * emptied first (this is the only spec that uses it).
 */

async function clearDemoWishlist(request: APIRequestContext, baseURL: string | undefined) {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.email, password: DEMO.password },
    headers: writeHeaders(baseURL),
  });
  expect(login.status()).toBe(200);
  const cleared = await request.delete('/api/web/wishlist/clear', {
    headers: writeHeaders(baseURL),
  });
  expect(cleared.status()).toBe(200);
}

const badgeCount = (page: Page) => page.getByTestId('wishlist-badge');

test('a visitor hearts a place, logs in, lands back with it added, hearts a product, and manages both on /favorites', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const errors = collectConsoleErrors(page);
  await clearDemoWishlist(request, baseURL);

  // A visitor taps the heart of the first place on /adventure.
  await page.goto('/adventure');
  const placeCard = page.getByTestId('location-card').first();
  await expect(placeCard).toBeVisible();
  const placeName = (await placeCard.getByRole('heading').first().textContent())!.trim();
  const placeHeart = placeCard.getByTestId('favorite-toggle');
  await expect(placeHeart).toHaveAttribute('aria-pressed', 'false');
  await placeHeart.click();
  const prompt = page.getByRole('dialog', { name: 'Please log in to add items to wishlist' });
  await expect(prompt).toBeVisible();
  await prompt.getByTestId('favorite-login-link').click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadventure/);
  await logInAsDemo(page);

  // Back on the same page, the place added: the heart is filled and the header counts 1.
  await expect(page).toHaveURL(/\/adventure/);
  await expect(page.getByText('Added to your favorites.')).toBeVisible();
  const sameHeart = page
    .getByTestId('location-card')
    .filter({ hasText: placeName })
    .first()
    .getByTestId('favorite-toggle');
  await expect(sameHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(badgeCount(page)).toHaveAccessibleName('My favorites, 1 item');

  // A product from the shop.
  await page.goto('/product');
  const productCard = page.getByTestId('product-card').first();
  await expect(productCard).toBeVisible();
  const productHeart = productCard.getByTestId('favorite-toggle');
  const productLabel = await productHeart.getAttribute('aria-label');
  const productName = productLabel!.replace(/^Add /, '').replace(/ to favorites$/, '');
  await productHeart.click();
  await expect(productHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(badgeCount(page)).toHaveAccessibleName('My favorites, 2 items');

  // The favorites page: both, with counts per tab.
  await badgeCount(page).click();
  await expect(page).toHaveURL('/favorites');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My favorites');
  const cards = page.getByTestId('favorite-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('tab', { name: 'All (2)' })).toBeVisible();
  await page.getByRole('tab', { name: 'Products (1)' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(productName);
  await page.getByRole('tab', { name: 'Places (1)' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText(placeName);
  await page.getByRole('tab', { name: 'All (2)' }).click();

  // Search: by name, then a word that matches nothing, then cleared.
  const search = page.getByRole('searchbox', { name: 'Search your favorites' });
  await search.fill(placeName.slice(0, 5).toLowerCase());
  await expect(cards).toHaveCount(1);
  await search.fill('zzqqxx');
  await expect(page.getByTestId('favorites-no-results')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(cards).toHaveCount(2);

  // The list view is remembered.
  await page.getByRole('button', { name: 'List view' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Remove the place; then clear all after confirming.
  await page.getByRole('button', { name: `Remove ${placeName} from favorites` }).click();
  await expect(page.getByText('Removed from your favorites.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(badgeCount(page)).toHaveAccessibleName('My favorites, 1 item');
  await page.getByTestId('favorites-clear-all').click();
  const confirm = page.getByRole('alertdialog', { name: 'Clear all favorites?' });
  await confirm.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByTestId('favorites-empty')).toBeVisible();
  await expect(page.getByText('All favorites cleared.')).toBeVisible();
  await expect(
    page.getByTestId('favorites-empty').getByRole('link', { name: 'Explore places' }),
  ).toHaveAttribute('href', '/adventure');
  await expect(page.getByTestId('wishlist-count')).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe('in Khmer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the favorites page in Khmer at 390 px', async ({ page, baseURL }) => {
    const errors = collectConsoleErrors(page);
    // The page's own cookie jar: log in and save two favorites through the API.
    await clearDemoWishlist(page.request, baseURL);
    const places = (await (await page.request.get('/api/web/view/location?per_page=2')).json()) as {
      data: { locations: { id: number }[] };
    };
    const placeId = places.data.locations[0]!.id;
    for (const body of [
      { item_id: String(placeId), item_type: 'location' },
      { item_id: '1', item_type: 'product' },
    ]) {
      const res = await page.request.post('/api/web/wishlist', {
        data: body,
        headers: writeHeaders(baseURL),
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/favorites');
    await page.getByRole('button', { name: 'ខ្មែរ' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'km');
    await expect(page.getByTestId('favorite-card')).toHaveCount(2);
    await expect(page.getByRole('tab', { name: /^ទីកន្លែង/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^ផលិតផល/ })).toBeVisible();
    await expect(page.getByTestId('favorite-added').first()).toHaveText('បានបន្ថែមថ្ងៃនេះ');
    // Nothing is wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: /^ផលិតផល/ }).click();
    await expect(page.getByTestId('favorite-card')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
