import { expect, test, type Locator, type Page } from './fixtures';

/** Issue 18: at most two badges, placed off the picture's subject, and cards of a row alike. */

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box;
}

async function cards(page: Page, testId: string) {
  const all = page.getByTestId(testId);
  await expect(all.first()).toBeVisible();
  return all.all();
}

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('place badges sit on one line in the photo’s top band, two at most', async ({ page }) => {
    await page.goto('/adventure');
    let seen = 0;
    for (const card of await cards(page, 'location-card')) {
      const badges = card.locator('[data-badge]');
      const count = await badges.count();
      expect(count).toBeLessThanOrEqual(2);
      if (count === 0) continue;
      seen += count;
      const photo = await boxOf(card.locator('img').first());
      for (const badge of await badges.all()) {
        const b = await boxOf(badge);
        // The top fifth of a landscape photo: the sky, not the temple or the waterfall.
        expect(b.y + b.height).toBeLessThanOrEqual(photo.y + photo.height * 0.2);
        expect(b.x + b.width).toBeLessThanOrEqual(photo.x + photo.width);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });

  test('product badges sit on the studio floor, under the item, two at most', async ({ page }) => {
    await page.goto('/product');
    let seen = 0;
    for (const card of await cards(page, 'product-card')) {
      const badges = card.locator('[data-badge]');
      const count = await badges.count();
      expect(count).toBeLessThanOrEqual(2);
      await expect(card).not.toContainText('Published');
      if (count === 0) continue;
      seen += count;
      const square = await boxOf(card.locator('img').first());
      for (const badge of await badges.all()) {
        const b = await boxOf(badge);
        // The drawn item stands on a ground line at 82 % of the square; badges stay below it.
        expect(b.y).toBeGreaterThanOrEqual(square.y + square.height * 0.8);
        expect(b.x + b.width).toBeLessThanOrEqual(square.x + square.width);
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});

test('cards in one row are the same height, places and products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [url, testId] of [
    ['/adventure', 'location-card'],
    ['/product', 'product-card'],
  ] as const) {
    await page.goto(url);
    const rows = new Map<number, number[]>();
    for (const card of await cards(page, testId)) {
      const box = await boxOf(card);
      const top = Math.round(box.y);
      rows.set(top, [...(rows.get(top) ?? []), Math.round(box.height)]);
    }
    const full = [...rows.values()].filter((heights) => heights.length > 1);
    expect(full.length, url).toBeGreaterThan(0);
    for (const heights of full) expect(new Set(heights).size, `${url} ${heights}`).toBe(1);
  }
});

test('a product without reviews says so, in English and in Khmer', async ({ page }) => {
  await page.goto('/product');
  const none = page.getByTestId('product-no-reviews');
  await expect(none.first()).toHaveText('No reviews yet');
  await page.goto('/product?lang=km');
  await expect(page.getByTestId('product-no-reviews').first()).toHaveText('មិនទាន់មានមតិវាយតម្លៃ');
});
