import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from './fixtures';
import { collectConsoleErrors } from './console-guard';

/**
 * The staff catalogue (issue 16): a staff member creates a product in English and Khmer, uploads
 * its photo, adds two variants with stock and publishes it; a visitor then finds it in the shop by
 * its English and its Khmer name, opens it and sees the photo and both colours.
 */

const STAFF = { email: 'staff@camtour.example', password: 'CamTour-Staff-2026' };

/** CRC-32 of PNG chunks (ISO 3309), so the test draws its own photo and downloads nothing. */
function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width × height RGB PNG: a green field with an orange band, enough to see it is ours. */
function drawPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit, truecolour, no interlace
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const band = y > height / 3 && y < (2 * height) / 3;
      row.set(band ? [234, 120, 30] : [15, 118, 110], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function logInAsStaff(page: Page) {
  await page.goto('/login?returnUrl=%2Fadmin%2Fproducts');
  await page.getByLabel('E-mail address').fill(STAFF.email);
  await page.getByLabel('Password', { exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL('/admin/products');
}

/** Adds a variant through its dialog: the colour and size at these places of the lists. */
async function addVariant(page: Page, colorIndex: number, qty: string) {
  await page.getByRole('button', { name: 'Add a variant' }).click();
  const dialog = page.getByTestId('variant-dialog');
  await dialog.getByLabel('Colour').selectOption({ index: colorIndex });
  await dialog.getByLabel('Size').selectOption({ index: 1 });
  await dialog.getByLabel('Stock to start with').fill(qty);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
}

test('staff create, photograph, stock and publish a product that customers then find in English and Khmer', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const errors = collectConsoleErrors(page);
  const stamp = Date.now().toString(36).toUpperCase();
  const english = `Koh Kong Dry Bag ${stamp}`;
  const khmer = `កាបូបការពារទឹកកោះកុង ${stamp}`;

  await logInAsStaff(page);
  await page.getByRole('link', { name: 'New product' }).click();
  await expect(page).toHaveURL('/admin/products/new');
  await page.getByLabel('Product code').fill(`E2E-${stamp}`);
  await page.getByLabel('Category').selectOption({ index: 1 });
  await page.getByLabel('Brand').selectOption({ index: 1 });
  await page.locator('#bilingual-name_en').fill(english);
  await page.locator('#bilingual-name_km').fill(khmer);
  await page
    .locator('#bilingual-description_en')
    .fill('A roll-top bag that keeps gear dry on the boat.');
  await page.locator('#bilingual-description_km').fill('កាបូបបិទរមៀលដែលការពារឥវ៉ាន់កុំឱ្យសើមនៅលើទូក។');
  await page.getByLabel('Price (US$)', { exact: true }).fill('24.90');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const productId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: english })).toBeVisible();
  await expect(page.getByTestId('publish-blockers')).toBeVisible();

  // The photo, drawn here, re-encoded by the server and shown in the gallery.
  await page.getByLabel('Add a photo').setInputFiles({
    name: 'dry-bag.png',
    mimeType: 'image/png',
    buffer: drawPng(240, 180),
  });
  await expect(page.getByTestId('photo-list').locator('li')).toHaveCount(1);

  await addVariant(page, 1, '6');
  await addVariant(page, 2, '4');
  await expect(page.getByTestId('variant-qty').filter({ visible: true })).toHaveText(['6', '4']);

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toBeHidden();
  await expect(page.getByTestId('view-in-shop')).toBeVisible();
  expect(errors).toEqual([]);

  // A visitor, in English then in Khmer.
  const visitor = await browser.newPage();
  await visitor.goto(`/product?search=${encodeURIComponent(english)}`);
  const card = visitor.locator(`[data-testid="product-card"][data-product-id="${productId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: english })).toBeVisible();

  await visitor.getByRole('button', { name: 'ខ្មែរ' }).click();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'km');
  await visitor.goto(`/product?search=${encodeURIComponent(khmer)}`);
  const khmerCard = visitor.locator(`[data-testid="product-card"][data-product-id="${productId}"]`);
  await expect(khmerCard.getByRole('link', { name: khmer })).toBeVisible();
  await khmerCard.getByRole('link', { name: khmer }).click();
  await expect(visitor).toHaveURL(`/product/detail/${productId}`);
  await expect(visitor.getByRole('heading', { level: 1, name: khmer })).toBeVisible();

  // Its photo, served as WebP at the product's picture address, and both colours.
  const photo = visitor.getByTestId('product-gallery').locator('img').first();
  await expect(photo).toHaveAttribute('src', new RegExp(`/api/media/products/${productId}/`));
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  const served = await visitor.request.get((await photo.getAttribute('src'))!);
  expect(served.headers()['content-type']).toBe('image/webp');
  await expect(visitor.getByTestId('color-options').getByRole('radio')).toHaveCount(2);
  await visitor.close();
});
