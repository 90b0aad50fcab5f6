import type { AdminProduct } from '@camtour/shared/schemas/admin-catalogue';
import { STAFF_PHOTO_MAX_BYTES } from '@camtour/shared/schemas/admin-catalogue';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPictures, images, mediaUploads, products } from '../../src/db/schema/index';
import { moveUpload, putUpload, removeUpload } from '../../src/modules/media/uploads';
import { makeImage, type TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import {
  CAT,
  auditFor,
  createProduct,
  photoForm,
  publishedProduct,
  uploadPhoto,
} from './catalogue-helpers';
import { staffClient } from './helpers';

let t: TestApp;
let staff: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  staff = await staffClient(t);
});
afterAll(() => t.close());

/** The public id of the image served at an address (its strong ETag), or the SVG's hash. */
async function served(path: string) {
  const res = await t.request(`/api/media/${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    etag: res.headers.get('etag'),
    cache: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

async function uploadOf(path: string) {
  const [row] = await t.app.db
    .select({ public_id: images.public_id, id: images.id })
    .from(mediaUploads)
    .innerJoin(images, eq(images.id, mediaUploads.image_id))
    .where(eq(mediaUploads.path, path));
  return row ?? null;
}

describe('staff photos at the picture addresses', () => {
  it('a PNG and a JPEG are re-encoded to WebP and served at the product’s address, with a strong ETag and 5 minutes’ cache', async () => {
    const p = await createProduct(t, staff);
    for (const [format, type] of [
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const res = await staff.form<AdminProduct>(
        CAT.photos(p.id),
        photoForm(await makeImage(format, 300, 200), type, `x.${format}`),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.photo_count).toBe(2);
    const first = await served(`products/${p.id}/0.svg`);
    expect(first.status).toBe(200);
    expect(first.type).toBe('image/webp');
    expect((await sharp(first.bytes).metadata()).format).toBe('webp');
    const upload = await uploadOf(`products/${p.id}/0.svg`);
    expect(first.etag).toBe(`"${upload!.public_id}"`);
    expect(first.cache).toBe('public, max-age=300');
    const again = await t.request(`/api/media/products/${p.id}/0.svg`, {
      headers: { 'if-none-match': first.etag! },
    });
    expect(again.status).toBe(304);
    // A coloured address of the product falls back to the uploaded view.
    const coloured = await served(`products/${p.id}/black-1.svg`);
    expect(coloured.etag).toBe(`"${(await uploadOf(`products/${p.id}/1.svg`))!.public_id}"`);
    // The detail's URLs carry the image's version, so the back office sees a new upload at once.
    const detail = (await staff.get<AdminProduct>(CAT.one(p.id))).body.data!;
    expect(detail.photos.map((ph) => ph.uploaded)).toEqual([true, true]);
    expect(detail.photos[0]!.url).toMatch(
      new RegExp(`^/api/media/products/${p.id}/0\\.svg\\?v=[0-9a-f]{8}$`),
    );
    const [entry] = await auditFor(t, 'product', p.id, 'product.photo.add');
    expect(entry!.before).toEqual({ photo_count: 0 });
    expect(entry!.after).toMatchObject({ photo_count: 1, position: 0, replaced: false });
  });

  it('an upload replaces a drawn picture, which shows again when the upload is removed by the facade', async () => {
    const [seeded] = await t.app.db.select().from(products).where(eq(products.code, 'CT-BOT-001'));
    const path = `products/${seeded!.id}/0.svg`;
    const drawn = await served(path);
    expect(drawn.type).toContain('image/svg+xml');
    const stored = await putUpload(t.app.db, path, await makeImage('png', 50, 50));
    expect(stored.image_url).toBe(`/api/media/${path}`);
    expect((await served(path)).type).toBe('image/webp');
    // The drawn coloured pictures give way to the product's uploaded view too.
    const [coloured] = await t.app.db
      .select({ path: demoPictures.path })
      .from(demoPictures)
      .where(like(demoPictures.path, `products/${seeded!.id}/%-0.svg`))
      .limit(1);
    expect((await served(coloured!.path)).type).toBe('image/webp');
    expect(await removeUpload(t.app.db, path)).toBe(true);
    expect(await removeUpload(t.app.db, path)).toBe(false);
    expect((await served(path)).etag).toBe(drawn.etag);
    const [left] = await t.app.db.select().from(images).where(eq(images.id, stored.image_id));
    expect(left).toBeUndefined();
  });

  it('putUpload over an upload deletes the replaced image; moveUpload moves one over another', async () => {
    const a = await putUpload(t.app.db, 'rooms/990001.svg', await makeImage('png', 20, 20));
    const b = await putUpload(t.app.db, 'rooms/990001.svg', await makeImage('jpeg', 30, 30));
    expect(await t.app.db.select().from(images).where(eq(images.id, a.image_id))).toHaveLength(0);
    const c = await putUpload(t.app.db, 'rooms/990002.svg', await makeImage('png', 40, 40));
    await moveUpload(t.app.db, 'rooms/990001.svg', 'rooms/990002.svg');
    expect(await uploadOf('rooms/990001.svg')).toBeNull();
    expect((await uploadOf('rooms/990002.svg'))!.id).toBe(b.image_id);
    expect(await t.app.db.select().from(images).where(eq(images.id, c.image_id))).toHaveLength(0);
    await moveUpload(t.app.db, 'rooms/990003.svg', 'rooms/990002.svg');
    expect((await uploadOf('rooms/990002.svg'))!.id).toBe(b.image_id);
    expect((await served('rooms/990002.svg')).type).toBe('image/webp');
  });

  it('refuses by content, size, dimensions and absence, on the field photo', async () => {
    const p = await createProduct(t, staff);
    const text = Buffer.from('just some text, not a picture at all');
    const big = Buffer.alloc(STAFF_PHOTO_MAX_BYTES + 10, 1);
    const cases: [FormData, string][] = [
      [photoForm(text, 'image/jpeg', 'holiday.jpg'), 'photo-unreadable'],
      [photoForm(await makeImage('gif'), 'image/gif', 'a.gif'), 'photo-invalid-type'],
      [
        photoForm(await makeImage('png', 6001, 8), 'image/png', 'wide.png'),
        'photo-dimensions-too-large',
      ],
      [photoForm(big, 'image/jpeg', 'big.jpg'), 'photo-too-large'],
      [new FormData(), 'photo-required'],
    ];
    for (const [form, key] of cases) {
      const res = await staff.form(CAT.photos(p.id), form);
      expect(res.status, key).toBe(400);
      expect(res.body.errors, key).toEqual({ photo: [key] });
    }
    const [row] = await t.app.db.select().from(products).where(eq(products.id, p.id));
    expect(row!.photo_count).toBe(0);
    expect((await uploadPhoto(staff, 99_999_999)).status).toBe(404);
  });

  it('replaces at a position, appends up to 8, and refuses positions it does not have', async () => {
    const p = await createProduct(t, staff);
    for (let i = 0; i < 8; i++) expect((await uploadPhoto(staff, p.id)).status).toBe(200);
    const ninth = await uploadPhoto(staff, p.id);
    expect(ninth.status).toBe(409);
    expect(ninth.body.message).toBe('product-photo-limit');
    const before = await uploadOf(`products/${p.id}/3.svg`);
    const replaced = await uploadPhoto(staff, p.id, { position: '3' });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data!.photo_count).toBe(8);
    const after = await uploadOf(`products/${p.id}/3.svg`);
    expect(after!.public_id).not.toBe(before!.public_id);
    expect(await t.app.db.select().from(images).where(eq(images.id, before!.id))).toHaveLength(0);
    const q = await createProduct(t, staff);
    const beyond = await uploadPhoto(staff, q.id, { position: '0' });
    expect(beyond.status).toBe(404);
    expect(beyond.body.message).toBe('product-photo-not-found');
    const bad = await uploadPhoto(staff, q.id, { position: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ position: ['field-invalid'] });
  });

  it('removing a photo moves the later ones down; the last photo of a published product stays', async () => {
    const p = await createProduct(t, staff);
    for (let i = 0; i < 3; i++) await uploadPhoto(staff, p.id);
    const ids = await Promise.all([0, 1, 2].map((n) => uploadOf(`products/${p.id}/${n}.svg`)));
    const res = await staff.delete<AdminProduct>(CAT.photo(p.id, 0));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.photo_count).toBe(2);
    expect((await uploadOf(`products/${p.id}/0.svg`))!.id).toBe(ids[1]!.id);
    expect((await uploadOf(`products/${p.id}/1.svg`))!.id).toBe(ids[2]!.id);
    expect(await uploadOf(`products/${p.id}/2.svg`)).toBeNull();
    expect((await served(`products/${p.id}/2.svg`)).status).toBe(404);
    const [entry] = await auditFor(t, 'product', p.id, 'product.photo.remove');
    expect(entry!.before).toEqual({ photo_count: 3, position: 0 });
    expect(entry!.after).toEqual({ photo_count: 2 });
    expect((await staff.delete(CAT.photo(p.id, 2))).status).toBe(404);
    expect((await staff.delete(CAT.photo(p.id, 8))).status).toBe(400);
    expect((await staff.delete(CAT.photo(99_999_999, 0))).status).toBe(404);

    const pub = await publishedProduct(t, staff);
    const last = await staff.delete(CAT.photo(pub.id, 0));
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('product-photo-last');
  });

  it('removing a drawn picture of a seeded product moves the later drawn ones down', async () => {
    const [seeded] = await t.app.db.select().from(products).where(eq(products.code, 'CT-TEN-002'));
    const id = seeded!.id;
    const third = await served(`products/${id}/2.svg`);
    expect(third.status).toBe(200);
    const res = await staff.delete<AdminProduct>(CAT.photo(id, 1));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data!.photo_count).toBe(2);
    expect((await served(`products/${id}/1.svg`)).etag).toBe(third.etag);
    expect((await served(`products/${id}/2.svg`)).status).toBe(404);
  });
});
