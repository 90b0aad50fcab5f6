import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import { asc, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotels, locations, products, provinces } from '../../src/db/schema/index';
import { putUpload } from '../../src/modules/media/uploads';
import { startTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let hiddenHotel: number;
let draftProduct: number;
beforeAll(async () => {
  t = await startTestApp();
  // A hotel outside Siem Reap has no page, and a draft product none either: neither has a card.
  const [other] = await t.app.db
    .select({ id: provinces.id })
    .from(provinces)
    .where(ne(provinces.id, SIEM_REAP_PROVINCE_ID))
    .limit(1);
  const [hotel] = await t.app.db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id));
  hiddenHotel = hotel!.id + 1;
  await t.app.db.update(hotels).set({ province_id: other!.id }).where(eq(hotels.id, hiddenHotel));
  const [draft] = await t.app.db
    .update(products)
    .set({ status: 'draft' })
    .where(eq(products.id, 2))
    .returning({ id: products.id });
  draftProduct = draft!.id;
});
afterAll(() => t.close());

async function card(path: string, init?: RequestInit) {
  const res = await t.request(path, init);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

async function expectPng(path: string) {
  const { res, bytes } = await card(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
  expect(res.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
  const meta = await sharp(bytes).metadata();
  expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
    format: 'png',
    width: 1200,
    height: 630,
  });
  return { res, bytes };
}

/** The mean colour of a card, to tell one source picture from another. */
async function meanColour(bytes: Buffer) {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((c) => Math.round(c.mean));
}

describe('GET /og/{kind}/{id}.png', () => {
  it('draws a 1200 x 630 PNG for a place, a hotel, a product and the site', async () => {
    await expectPng('/og/location/1.png');
    await expectPng('/og/hotel/1.png');
    await expectPng('/og/product/1.png');
    await expectPng('/og/default.png');
  });

  it('draws the item’s own picture, not the site’s', async () => {
    const site = await expectPng('/og/default.png');
    const place = await expectPng('/og/location/5.png');
    expect(place.res.headers.get('etag')).not.toBe(site.res.headers.get('etag'));
    expect(place.bytes.equals(site.bytes)).toBe(false);
  });

  it('answers 304 to its ETag, and serves the same bytes again from the cache', async () => {
    const first = await expectPng('/og/product/3.png');
    const etag = first.res.headers.get('etag')!;
    for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const res = await t.request('/og/product/3.png', { headers: { 'if-none-match': tag } });
      expect(res.status, tag).toBe(304);
      expect(res.headers.get('etag')).toBe(etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    }
    const again = await card('/og/product/3.png');
    expect(again.bytes.equals(first.bytes)).toBe(true);
  });

  it('answers HEAD with the card’s headers', async () => {
    const res = await t.request('/og/location/2.png', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
  });

  it('is a 404 envelope for an unknown item, a hidden one or a bad file name', async () => {
    const cases: [string, string][] = [
      ['/og/location/999999.png', 'location-not-found'],
      ['/og/hotel/999999.png', 'hotel-not-found'],
      ['/og/product/999999.png', 'product-not-found'],
      [`/og/hotel/${hiddenHotel}.png`, 'hotel-not-found'],
      [`/og/product/${draftProduct}.png`, 'product-not-found'],
      ['/og/location/0.png', 'not-found'],
      ['/og/location/01.png', 'not-found'],
      ['/og/location/1.jpg', 'not-found'],
      ['/og/location/abc.png', 'not-found'],
      ['/og/location/99999999999.png', 'not-found'],
      [`/og/location/${'9'.repeat(150)}.png`, 'not-found'],
      ['/og/planet/1.png', 'route-not-found'],
    ];
    for (const [path, key] of cases) {
      const res = await t.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json(), path).toEqual({ result: false, error: true, message: key });
    }
  });

  it('shows a staff photo in place of the drawing once it is uploaded, under a new ETag', async () => {
    const [place] = await t.app.db
      .select({ id: locations.id })
      .from(locations)
      .orderBy(asc(locations.id))
      .offset(6)
      .limit(1);
    const path = `/og/location/${place!.id}.png`;
    const before = await expectPng(path);
    const red = await sharp({
      create: { width: 800, height: 500, channels: 3, background: '#d01010' },
    })
      .png()
      .toBuffer();
    await putUpload(t.app.db, `locations/${place!.id}/0.svg`, red);
    const after = await expectPng(path);
    expect(after.res.headers.get('etag')).not.toBe(before.res.headers.get('etag'));
    const [r, g, b] = await meanColour(after.bytes);
    expect(r).toBeGreaterThan(180);
    expect(g).toBeLessThan(60);
    expect(b).toBeLessThan(60);
    // The old ETag no longer matches: a chat app revalidating gets the new picture.
    const res = await t.request(path, {
      headers: { 'if-none-match': before.res.headers.get('etag')! },
    });
    expect(res.status).toBe(200);
  });

  it('sits a tall staff photo whole on a blurred copy of itself, not cropped', async () => {
    // Red top third, blue middle, green bottom third: a crop to 1200 x 630 would show only blue.
    const band = (background: string) =>
      sharp({ create: { width: 300, height: 300, channels: 3, background } })
        .png()
        .toBuffer();
    const tall = await sharp({
      create: { width: 300, height: 900, channels: 3, background: '#1030d0' },
    })
      .composite([
        { input: await band('#d01010'), top: 0, left: 0 },
        { input: await band('#10a010'), top: 600, left: 0 },
      ])
      .png()
      .toBuffer();
    await putUpload(t.app.db, 'products/4/0.svg', tall);
    const { bytes } = await expectPng('/og/product/4.png');
    const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => {
      const i = (y * info.width + x) * info.channels;
      return [data[i]!, data[i + 1]!, data[i + 2]!];
    };
    const dominant = (x: number, y: number) => {
      const c = at(x, y);
      return ['red', 'green', 'blue'][c.indexOf(Math.max(...c))];
    };
    expect([dominant(600, 3), dominant(600, 315), dominant(600, 626)]).toEqual([
      'red',
      'blue',
      'green',
    ]);
  });
});
