import {
  AdminPhotosSchema,
  PhotoPositionParamsSchema,
  PLACE_PHOTO_MAX,
  PlacePhotoFieldsSchema,
  type AdminPhotos,
  type AdminPicture,
} from '@camtour/shared/schemas/admin-places';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { IdParamsSchema } from '@camtour/shared/schemas/travel';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, STAFF_PHOTO_UPLOAD, staffOf, type Staff } from '../../lib/staff-routes';
import { zodFieldErrors } from '../../plugins/errors';
import { recordAudit } from '../audit/audit';
import {
  hasUpload,
  mediaPathUrl,
  moveUpload,
  putUpload,
  readStaffPhotoForm,
  removeUpload,
  STAFF_PHOTO_RULES,
} from '../media/uploads';
import { parentOf, picturesAt, provinceExists } from './admin-repository';

/*
 * What the two back-office place modules (locations, hotels) share: slugs, the gazetteer check,
 * numbered galleries (service and routes) and the one picture of an activity or a room type.
 */

/** Lower case, accents dropped, anything else a dash: "Ta Prohm (Tomb Raider)" → ta-prohm-tomb-raider. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 70)
    .replace(/-+$/, '');
  return slug || 'place';
}

/** The first of base, base-2, base-3 ... not in `taken`. */
export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** A slug asked for that another row has: 409, also named on the form's field. */
export const SLUG_TAKEN = { fieldErrors: { slug: ['place-slug-taken'] } };

/** Two creates of the same name at once would pick the same free slug: they take turns. */
async function lockSlugs(tx: DbOrTx, table: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slug:${table}`}))`);
}

/**
 * The slug a new or renamed place gets, under the table's slug lock: the one asked for (409
 * place-slug-taken when another row has it), else the first free one made from `name`.
 * `slugsLike` is the place module's own query of its table.
 */
export async function takeSlug(
  tx: DbOrTx,
  table: GalleryKind,
  slugsLike: (tx: DbOrTx, base: string) => Promise<Set<string>>,
  wanted: string | undefined,
  name: string,
): Promise<string> {
  await lockSlugs(tx, table);
  if (wanted) {
    if ((await slugsLike(tx, wanted)).has(wanted))
      throw new AppError('place-slug-taken', SLUG_TAKEN);
    return wanted;
  }
  const base = slugify(name);
  return freeSlug(base, await slugsLike(tx, base));
}

/**
 * Where a place lies: the province must exist and each unit given must lie in the one above it.
 * Answers the form's field errors in the form's order (none: an empty object).
 */
export async function gazetteerErrors(
  tx: DbOrTx,
  at: {
    province_id: number;
    district_id?: number | null | undefined;
    commune_id?: number | null | undefined;
    village_id?: number | null | undefined;
  },
): Promise<Record<string, string[]>> {
  const errors: Record<string, string[]> = {};
  const [province, district, commune, village] = await Promise.all([
    provinceExists(tx, at.province_id),
    at.district_id ? parentOf(tx, 'district', at.district_id) : null,
    at.commune_id ? parentOf(tx, 'commune', at.commune_id) : null,
    at.village_id ? parentOf(tx, 'village', at.village_id) : null,
  ]);
  if (!province) errors.province_id = ['province-not-found'];
  if (at.district_id && district !== at.province_id) errors.district_id = ['district-not-found'];
  if (at.commune_id && commune !== at.district_id) errors.commune_id = ['commune-not-found'];
  if (at.village_id && village !== at.commune_id) errors.village_id = ['village-not-found'];
  return errors;
}

/**
 * The numbered gallery of a location or a hotel (`locations/{id}/{n}.svg`, n below photo_count),
 * used by both back-office modules through `createGalleryService`: it holds the row's lock
 * (select ... for update) and writes the new photo_count and the audit entry in one transaction.
 */
export type GalleryKind = 'locations' | 'hotels';

export const galleryPath = (kind: GalleryKind, id: number, n: number) => `${kind}/${id}/${n}.svg`;
export const galleryUrl = (kind: GalleryKind, id: number, n: number) =>
  mediaPathUrl(galleryPath(kind, id, n));

export const galleryPhotos = (kind: GalleryKind, id: number, count: number) =>
  Array.from({ length: count }, (_, position) => ({
    position,
    url: galleryUrl(kind, id, position),
  }));

/** A drawn demo picture is rasterised like an upload when it has to move to another address. */
const DRAWN_RULES = { ...STAFF_PHOTO_RULES, formats: ['svg'] as const, maxBytes: 4_000_000 };

/**
 * Replaces photo `position`, or appends one (no position, or the next free one). Answers the new
 * count and where the photo went.
 */
async function addGalleryPhoto(
  tx: DbOrTx,
  kind: GalleryKind,
  id: number,
  count: number,
  bytes: Buffer,
  position: number | undefined,
): Promise<{ count: number; position: number }> {
  const at = position ?? count;
  if (at > count) throw new AppError('place-photo-not-found');
  if (at === count && count >= PLACE_PHOTO_MAX) throw new AppError('place-photo-limit');
  await putUpload(tx, galleryPath(kind, id, at), bytes);
  return { count: Math.max(count, at + 1), position: at };
}

/**
 * Removes photo `position`: every later photo moves down one place, so the gallery stays
 * 0..count-2 with no gap. A drawn demo picture cannot be moved as a row, so it is rasterised into
 * an upload at its new address. At least one photo stays.
 */
async function removeGalleryPhoto(
  tx: DbOrTx,
  kind: GalleryKind,
  id: number,
  count: number,
  position: number,
): Promise<number> {
  if (position >= count) throw new AppError('place-photo-not-found');
  if (count <= 1) throw new AppError('place-photo-last');
  const paths = Array.from({ length: count }, (_, n) => galleryPath(kind, id, n));
  const { uploads, drawn } = await picturesAt(tx, paths);
  for (let n = position; n < count - 1; n++) {
    const from = paths[n + 1]!;
    const to = paths[n]!;
    if (uploads.has(from)) {
      await moveUpload(tx, from, to);
    } else if (drawn.has(from)) {
      await putUpload(tx, to, Buffer.from(drawn.get(from)!), DRAWN_RULES);
    } else {
      // Nothing was ever at `from`: `to` shows whatever is drawn there, as `from` did (nothing).
      await removeUpload(tx, to);
    }
  }
  await removeUpload(tx, paths[count - 1]!);
  return count - 1;
}

/** The audit entity of a gallery's row. */
const GALLERY_ENTITY = { locations: 'location', hotels: 'hotel' } as const;

/** What a place module lends its gallery: its row found and locked, and the count written back. */
export interface GalleryOwner {
  /** The row locked for update (select ... for update), or the module's not-found error. */
  lockRow(tx: DbOrTx, id: number): Promise<{ photo_count: number }>;
  setPhotoCount(tx: DbOrTx, id: number, count: number): Promise<unknown>;
}

/** Adding and removing gallery photos, each in its own transaction with its audit entry. */
export function createGalleryService(db: Db, kind: GalleryKind, owner: GalleryOwner) {
  const entity = GALLERY_ENTITY[kind];
  return {
    async addPhoto(id: number, bytes: Buffer, position: number | undefined, staff: Staff) {
      return db.transaction(async (tx): Promise<AdminPhotos> => {
        const { photo_count: before } = await owner.lockRow(tx, id);
        const added = await addGalleryPhoto(tx, kind, id, before, bytes, position);
        if (added.count !== before) await owner.setPhotoCount(tx, id, added.count);
        await recordAudit(tx, {
          actor: staff,
          action: added.position >= before ? `${entity}.photo.add` : `${entity}.photo.replace`,
          entity,
          entityId: id,
          before: { photo_count: before },
          after: { photo_count: added.count, position: added.position },
        });
        return { photo_count: added.count, photos: galleryPhotos(kind, id, added.count) };
      });
    },

    async removePhoto(id: number, position: number, staff: Staff) {
      return db.transaction(async (tx): Promise<AdminPhotos> => {
        const { photo_count: before } = await owner.lockRow(tx, id);
        const count = await removeGalleryPhoto(tx, kind, id, before, position);
        await owner.setPhotoCount(tx, id, count);
        await recordAudit(tx, {
          actor: staff,
          action: `${entity}.photo.remove`,
          entity,
          entityId: id,
          before: { photo_count: before, position },
          after: { photo_count: count },
        });
        return { photo_count: count, photos: galleryPhotos(kind, id, count) };
      });
    },
  };
}

type GalleryService = ReturnType<typeof createGalleryService>;

/** The two gallery routes of a place kind (`/admin/locations/:id/photos`, `/admin/hotels/...`). */
export function galleryRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  kind: GalleryKind,
  gallery: GalleryService,
): void {
  app.post(
    `/admin/${kind}/:id/photos`,
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Uploads a photo: replaces `position` when given, else appends (at most 8; 409 place-photo-limit)',
        ...STAFF_PHOTO_UPLOAD,
        params: IdParamsSchema,
        response: { 200: envelopeOf(AdminPhotosSchema) },
      },
    },
    async (req) => {
      const { fields, bytes } = await readStaffPhotoForm(req);
      const parsed = PlacePhotoFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw new AppError('validation-failed', { fieldErrors: zodFieldErrors(parsed.error) });
      return ok(await gallery.addPhoto(req.params.id, bytes, parsed.data.position, staffOf(req)));
    },
  );

  app.delete(
    `/admin/${kind}/:id/photos/:position`,
    {
      schema: {
        tags: ADMIN_TAGS,
        summary:
          'Removes a photo; later ones move down one place; the last one stays (409 place-photo-last)',
        params: PhotoPositionParamsSchema,
        response: { 200: envelopeOf(AdminPhotosSchema) },
      },
    },
    async (req) => ok(await gallery.removePhoto(req.params.id, req.params.position, staffOf(req))),
  );
}

/**
 * The one picture of an activity or a room type, at the address its public answers carry
 * (`activities/{id}.svg`, `rooms/{id}.svg`). The caller has found its row in `tx` (and locked it
 * where its module does) and owns the transaction.
 */
const PICTURE_FOLDER = { activity: 'activities', room: 'rooms' } as const;
export type PictureEntity = keyof typeof PICTURE_FOLDER;

export const picturePath = (entity: PictureEntity, id: number) =>
  `${PICTURE_FOLDER[entity]}/${id}.svg`;
export const pictureUrl = (entity: PictureEntity, id: number) =>
  mediaPathUrl(picturePath(entity, id));

export async function putPicture(
  tx: DbOrTx,
  entity: PictureEntity,
  id: number,
  bytes: Buffer,
  staff: Staff,
): Promise<AdminPicture> {
  const had = await hasUpload(tx, picturePath(entity, id));
  await putUpload(tx, picturePath(entity, id), bytes);
  return pictureChanged(tx, entity, id, staff, had ? 'replace' : 'add');
}

/** 404 place-photo-not-found when no photo was uploaded (the drawn one cannot be removed). */
export async function removePicture(
  tx: DbOrTx,
  entity: PictureEntity,
  id: number,
  staff: Staff,
): Promise<AdminPicture> {
  if (!(await removeUpload(tx, picturePath(entity, id))))
    throw new AppError('place-photo-not-found');
  return pictureChanged(tx, entity, id, staff, 'remove');
}

/** The audit entry of a picture change (was there an upload before, is there one after). */
async function pictureChanged(
  tx: DbOrTx,
  entity: PictureEntity,
  id: number,
  staff: Staff,
  change: 'add' | 'replace' | 'remove',
): Promise<AdminPicture> {
  const uploaded = change !== 'remove';
  await recordAudit(tx, {
    actor: staff,
    action: `${entity}.photo.${change}`,
    entity,
    entityId: id,
    before: { uploaded: change !== 'add' },
    after: { uploaded },
  });
  return { image: pictureUrl(entity, id), uploaded };
}
