import type {
  AdminActivity,
  AdminHotel,
  AdminLocation,
  AdminPhotos,
  AdminPicture,
} from '@camtour/shared/schemas/admin-places';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../src/db/schema/index';
import { makeImage, TestClient } from '../helpers/client';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { staffClient } from './helpers';
import {
  activityBody,
  auditOf,
  hotelBody,
  locationBody,
  photoForm,
  refs,
  served,
} from './places-helpers';

let t: TestApp;
let staff: TestClient;
let visitor: TestClient;
let r: Awaited<ReturnType<typeof refs>>;
let png: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  staff = await staffClient(t);
  visitor = new TestClient(t.baseUrl);
  r = await refs(t);
  png = await makeImage('png', 120, 80);
});
afterAll(() => t.close());

const newLocation = async () =>
  (await staff.post<AdminLocation>('/api/admin/locations', locationBody(r))).body.data!;
const upload = (path: string, bytes: Buffer, type = 'image/png', fields = {}) =>
  staff.form<AdminPhotos>(path, photoForm(bytes, type, fields));
/** A picture told apart by its colour, to follow it as photos move. */
const coloured = (hex: string) =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: hex } })
    .png()
    .toBuffer();
const colourAt = async (url: string) => {
  const { bytes } = await served(visitor, url);
  const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  // Lossy WebP: the dominant channel tells the colours apart.
  return ['red', 'green', 'blue'][
    [data[0]!, data[1]!, data[2]!].indexOf(Math.max(data[0]!, data[1]!, data[2]!))
  ];
};

describe('POST /api/admin/locations/{id}/photos', () => {
  it('appends a photo to a new place, re-encoded and served at its address, with an audit entry', async () => {
    const l = await newLocation();
    const res = await upload(`/api/admin/locations/${l.id}/photos`, png);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      photo_count: 1,
      photos: [{ position: 0, url: `/api/media/locations/${l.id}/0.svg` }],
    });
    const pic = await served(visitor, `/api/media/locations/${l.id}/0.svg`);
    expect(pic.status).toBe(200);
    expect(pic.type).toBe('image/webp');
    const detail = await visitor.get<LocationDetail>(`/api/web/view/location/detail/${l.id}`);
    expect(detail.body.data!.photos).toEqual([{ photo_url: `/api/media/locations/${l.id}/0.svg` }]);
    expect(detail.body.data!.is_thumbnail).toBe(`/api/media/locations/${l.id}/0.svg`);
    const audit = await auditOf(t, 'location', l.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'location.photo.add',
      before: { photo_count: 0 },
      after: { photo_count: 1, position: 0 },
    });
  });

  it('refuses a file that is not a picture by its content, whatever its name and type say', async () => {
    const l = await newLocation();
    const res = await upload(
      `/api/admin/locations/${l.id}/photos`,
      Buffer.from('<?php echo 1; ?>'),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors!)).toEqual(['photo']);
    const gif = await upload(
      `/api/admin/locations/${l.id}/photos`,
      await makeImage('gif'),
      'image/gif',
    );
    expect(gif.body.errors!.photo).toBeDefined();
    const missing = await staff.form(`/api/admin/locations/${l.id}/photos`, new FormData());
    expect(missing.status).toBe(400);
    const after = await staff.get<AdminLocation>(`/api/admin/locations/${l.id}`);
    expect(after.body.data!.photo_count).toBe(0);
    expect((await auditOf(t, 'location', l.id)).map((a) => a.action)).toEqual(['location.create']);
  });

  it('replaces a drawn demo photo at a position, and stops at 8 photos', async () => {
    const [angkor] = await t.app.db
      .select()
      .from(locations)
      .where(eq(locations.slug, 'angkor-wat'));
    const before = await served(visitor, `/api/media/locations/${angkor!.id}/1.svg`);
    expect(before.type).toContain('svg');
    const res = await upload(`/api/admin/locations/${angkor!.id}/photos`, png, 'image/png', {
      position: '1',
    });
    expect(res.body.data!.photo_count).toBe(angkor!.photo_count);
    expect((await served(visitor, `/api/media/locations/${angkor!.id}/1.svg`)).type).toBe(
      'image/webp',
    );
    expect((await auditOf(t, 'location', angkor!.id)).at(-1)!.action).toBe(
      'location.photo.replace',
    );

    const l = await newLocation();
    for (let i = 0; i < 8; i++) await upload(`/api/admin/locations/${l.id}/photos`, png);
    const ninth = await upload(`/api/admin/locations/${l.id}/photos`, png);
    expect(ninth.status).toBe(409);
    expect(ninth.body.message).toBe('place-photo-limit');
    const gap = await upload(
      `/api/admin/locations/${(await newLocation()).id}/photos`,
      png,
      'image/png',
      {
        position: '3',
      },
    );
    expect(gap.status).toBe(404);
    const bad = await upload(`/api/admin/locations/${l.id}/photos`, png, 'image/png', {
      position: '9',
    });
    expect(bad.body.errors).toEqual({ position: ['field-too-large'] });
    expect((await upload('/api/admin/locations/999999/photos', png)).status).toBe(404);
  });
});

describe('DELETE /api/admin/locations/{id}/photos/{position}', () => {
  it('moves later photos down one place, uploads and drawn ones alike, and keeps the last', async () => {
    const l = await newLocation();
    for (const hex of ['#ff0000', '#00ff00', '#0000ff'])
      await upload(`/api/admin/locations/${l.id}/photos`, await coloured(hex));
    const res = await staff.delete<AdminPhotos>(`/api/admin/locations/${l.id}/photos/0`);
    expect(res.status).toBe(200);
    expect(res.body.data!.photo_count).toBe(2);
    expect(await colourAt(`/api/media/locations/${l.id}/0.svg`)).toBe('green');
    expect(await colourAt(`/api/media/locations/${l.id}/1.svg`)).toBe('blue');
    expect((await served(visitor, `/api/media/locations/${l.id}/2.svg`)).status).toBe(404);
    const audit = (await auditOf(t, 'location', l.id)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'location.photo.remove',
      before: { photo_count: 3, position: 0 },
      after: { photo_count: 2 },
    });
    await staff.delete(`/api/admin/locations/${l.id}/photos/1`);
    const last = await staff.delete(`/api/admin/locations/${l.id}/photos/0`);
    expect(last.status).toBe(409);
    expect(last.body.message).toBe('place-photo-last');
    expect((await staff.delete(`/api/admin/locations/${l.id}/photos/5`)).status).toBe(404);

    // A seeded place's drawn photo 2 shows at 1 once photo 1 is removed.
    const [prohm] = await t.app.db.select().from(locations).where(eq(locations.slug, 'ta-prohm'));
    const drawn2 = await served(visitor, `/api/media/locations/${prohm!.id}/2.svg`);
    await staff.delete(`/api/admin/locations/${prohm!.id}/photos/1`);
    const now1 = await served(visitor, `/api/media/locations/${prohm!.id}/1.svg`);
    expect(now1.type).toBe('image/webp');
    const rasterised = await sharp(drawn2.bytes).resize(80, 80).raw().toBuffer();
    const moved = await sharp(now1.bytes).resize(80, 80).raw().toBuffer();
    expect(Math.abs(rasterised[0]! - moved[0]!)).toBeLessThan(24);
  });
});

describe('hotel photos, room photos and activity photos', () => {
  it('hotel photos append, replace and remove like a place, audited as hotel.photo.*', async () => {
    const h = (await staff.post<AdminHotel>('/api/admin/hotels', hotelBody())).body.data!;
    expect(h.photo_count).toBe(0);
    await upload(`/api/admin/hotels/${h.id}/photos`, png);
    const two = await upload(`/api/admin/hotels/${h.id}/photos`, png);
    expect(two.body.data!.photo_count).toBe(2);
    expect((await served(visitor, `/api/media/hotels/${h.id}/1.svg`)).type).toBe('image/webp');
    const del = await staff.delete<AdminPhotos>(`/api/admin/hotels/${h.id}/photos/0`);
    expect(del.body.data!.photo_count).toBe(1);
    expect((await auditOf(t, 'hotel', h.id)).map((a) => a.action)).toEqual([
      'hotel.create',
      'hotel.photo.add',
      'hotel.photo.add',
      'hotel.photo.remove',
    ]);
  });

  it('a room type and an activity take one photo each, served at their address', async () => {
    const h = (await staff.post<AdminHotel>('/api/admin/hotels', hotelBody())).body.data!;
    const room = h.rooms[0]!;
    const put = await staff.form<AdminPicture>(
      `/api/admin/rooms/${room.id}/photo`,
      photoForm(png, 'image/png'),
    );
    expect(put.body.data).toEqual({ image: `/api/media/rooms/${room.id}.svg`, uploaded: true });
    expect((await served(visitor, room.image)).type).toBe('image/webp');
    const del = await staff.delete<AdminPicture>(`/api/admin/rooms/${room.id}/photo`);
    expect(del.body.data!.uploaded).toBe(false);
    expect((await staff.delete(`/api/admin/rooms/${room.id}/photo`)).status).toBe(404);
    expect((await auditOf(t, 'room', room.id)).map((a) => a.action)).toEqual([
      'room.photo.add',
      'room.photo.remove',
    ]);

    const l = await newLocation();
    const a = (
      await staff.post<AdminActivity>(`/api/admin/locations/${l.id}/activities`, activityBody())
    ).body.data!;
    const bad = await staff.form(
      `/api/admin/activities/${a.id}/photo`,
      photoForm(Buffer.from('nope'), 'image/jpeg'),
    );
    expect(bad.status).toBe(400);
    await staff.form(`/api/admin/activities/${a.id}/photo`, photoForm(png, 'image/png'));
    expect((await served(visitor, `/api/media/activities/${a.id}.svg`)).type).toBe('image/webp');
    await staff.form(`/api/admin/activities/${a.id}/photo`, photoForm(png, 'image/png'));
    expect((await auditOf(t, 'activity', a.id)).map((x) => x.action)).toEqual([
      'activity.create',
      'activity.photo.add',
      'activity.photo.replace',
    ]);
    expect(
      (await staff.form('/api/admin/activities/999999/photo', photoForm(png, 'image/png'))).status,
    ).toBe(404);
  });
});
