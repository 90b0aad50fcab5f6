import { searchText, searchWords } from '@camtour/shared/domain/search';
import {
  ADMIN_PLACES_PAGE_SIZE,
  type AdminHotel,
  type AdminHotelCreateParsed,
  type AdminHotelInputParsed,
  type AdminHotelsPage,
  type AdminPhotos,
  type AdminPicture,
  type AdminRoom,
  type AdminRoomInputParsed,
  type AdminRoomResult,
} from '@camtour/shared/schemas/admin-places';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit, type AuditActor } from '../audit/audit';
import { putUpload, removeUpload } from '../media/uploads';
import {
  addGalleryPhoto,
  freeSlug,
  galleryPhotos,
  galleryUrl,
  lockSlugs,
  removeGalleryPhoto,
  slugify,
  SLUG_TAKEN,
} from '../locations/admin-places';
import * as repo from './admin-repository';

export type Staff = AuditActor & { id: number };

const roomPath = (id: number) => `rooms/${id}.svg`;
const roomUrl = (id: number) => `/api/media/${roomPath(id)}`;

function toRoom(r: repo.RoomRow): AdminRoom {
  return {
    id: r.id,
    hotel_id: r.hotel_id,
    title_en: r.title_en,
    title_km: r.title_km,
    description_en: r.description_en,
    description_km: r.description_km,
    price_min_cents: r.price_min_cents,
    price_max_cents: r.price_max_cents,
    sort_order: r.sort_order,
    image: roomUrl(r.id),
  };
}

/** What the audit log keeps of a hotel: its own fields (not the search text). */
function snapshot(h: repo.HotelRow) {
  const { search_text: _s, created_at: _c, ...own } = h;
  return own;
}

function roomSnapshot(r: repo.RoomRow) {
  return { ...r };
}

function hotelValues(input: AdminHotelInputParsed) {
  const { slug: _slug, ...own } = input;
  return {
    ...own,
    // As the seed indexes a hotel (D6).
    search_text: searchText([
      input.name_en,
      input.name_km,
      input.type,
      input.address_en,
      input.address_km,
    ]),
  };
}

export function createAdminHotelsService(db: Db) {
  async function mustFind(tx: DbOrTx, id: number, lock = false) {
    const row = await repo.findHotel(tx, id, lock);
    if (!row) throw new AppError('hotel-not-found');
    return row;
  }

  async function mustFindRoom(tx: DbOrTx, id: number) {
    const row = await repo.findRoom(tx, id);
    if (!row) throw new AppError('room-not-found');
    return row;
  }

  async function checkReferences(tx: DbOrTx, input: AdminHotelInputParsed) {
    const errors: Record<string, string[]> = {};
    const [province, district] = await Promise.all([
      repo.provinceExists(tx, input.province_id),
      input.district_id ? repo.districtProvince(tx, input.district_id) : null,
    ]);
    if (!province) errors.province_id = ['province-not-found'];
    if (input.district_id && district !== input.province_id)
      errors.district_id = ['district-not-found'];
    if (Object.keys(errors).length)
      throw new AppError('validation-failed', { fieldErrors: errors });
  }

  async function takeSlug(tx: DbOrTx, wanted: string | undefined, name: string) {
    await lockSlugs(tx, 'hotels');
    if (wanted) {
      if ((await repo.slugsLike(tx, wanted)).has(wanted))
        throw new AppError('place-slug-taken', SLUG_TAKEN);
      return wanted;
    }
    const base = slugify(name);
    return freeSlug(base, await repo.slugsLike(tx, base));
  }

  async function detail(id: number): Promise<AdminHotel> {
    const h = await mustFind(db, id);
    const rooms = await repo.roomsOf(db, id);
    return {
      id: h.id,
      slug: h.slug,
      name_en: h.name_en,
      name_km: h.name_km,
      type: h.type as AdminHotel['type'],
      stars: h.stars,
      description_en: h.description_en,
      description_km: h.description_km,
      address_en: h.address_en,
      address_km: h.address_km,
      province_id: h.province_id,
      district_id: h.district_id,
      lat: h.lat,
      lng: h.lng,
      email: h.email,
      phone: h.phone,
      services: h.services,
      meals: h.meals,
      min_price_cents: h.min_price_cents,
      max_price_cents: h.max_price_cents,
      photo_count: h.photo_count,
      photos: galleryPhotos('hotels', h.id, h.photo_count),
      rooms: rooms.map(toRoom),
      created_at: h.created_at.toISOString(),
    };
  }

  /** Every room change ends here, in its transaction: the hotel's range read from its rooms. */
  async function roomChanged(
    tx: DbOrTx,
    hotelId: number,
    room: repo.RoomRow | null,
  ): Promise<AdminRoomResult> {
    const hotel = await repo.recomputePrices(tx, hotelId);
    return { room: room && toRoom(room), hotel };
  }

  return {
    detail,

    async list(q: {
      search?: string | undefined;
      type?: string | undefined;
      stars?: number | undefined;
      page: number;
    }): Promise<AdminHotelsPage> {
      const words = q.search ? searchWords(q.search) : [];
      const perPage = ADMIN_PLACES_PAGE_SIZE;
      const { rows, total } = await repo.listPage(
        db,
        {
          type: q.type,
          stars: q.stars,
          ...(words.length ? { searchWords: words, searchPhrase: words.join(' ') } : {}),
        },
        perPage,
        (q.page - 1) * perPage,
      );
      return {
        hotels: rows.map(({ hotel: h, province, room_count }) => ({
          id: h.id,
          slug: h.slug,
          name_en: h.name_en,
          name_km: h.name_km,
          type: h.type as AdminHotel['type'],
          stars: h.stars,
          province,
          min_price_cents: h.min_price_cents,
          max_price_cents: h.max_price_cents,
          room_count,
          photo_count: h.photo_count,
          thumbnail: h.photo_count > 0 ? galleryUrl('hotels', h.id, 0) : null,
        })),
        pagination: {
          total,
          current_page: q.page,
          last_page: Math.max(1, Math.ceil(total / perPage)),
          per_page: perPage,
        },
      };
    },

    /** A hotel is made with its rooms (at least one) and no photo; its range comes from the rooms. */
    async create(input: AdminHotelCreateParsed, staff: Staff): Promise<AdminHotel> {
      const id = await db.transaction(async (tx) => {
        const { rooms, ...fields } = input;
        await checkReferences(tx, fields);
        const slug = await takeSlug(tx, fields.slug, fields.name_en);
        const row = await repo.insertHotel(tx, {
          ...hotelValues(fields),
          slug,
          photo_count: 0,
          min_price_cents: Math.min(...rooms.map((r) => r.price_min_cents)),
          max_price_cents: Math.max(...rooms.map((r) => r.price_max_cents)),
        });
        const made = [];
        for (const [i, room] of rooms.entries())
          made.push(
            await repo.insertRoom(tx, row.id, { ...room, sort_order: room.sort_order || i }),
          );
        await repo.recomputePrices(tx, row.id);
        await recordAudit(tx, {
          actor: staff,
          action: 'hotel.create',
          entity: 'hotel',
          entityId: row.id,
          before: null,
          after: { ...snapshot(row), rooms: made.map(roomSnapshot) },
        });
        return row.id;
      });
      return detail(id);
    },

    async update(id: number, input: AdminHotelInputParsed, staff: Staff): Promise<AdminHotel> {
      await db.transaction(async (tx) => {
        const before = await mustFind(tx, id, true);
        await checkReferences(tx, input);
        const slug =
          input.slug && input.slug !== before.slug
            ? await takeSlug(tx, input.slug, input.name_en)
            : before.slug;
        const after = await repo.updateHotel(tx, id, { ...hotelValues(input), slug });
        await recordAudit(tx, {
          actor: staff,
          action: 'hotel.update',
          entity: 'hotel',
          entityId: id,
          before: snapshot(before),
          after: snapshot(after),
        });
      });
      return detail(id);
    },

    async addPhoto(id: number, bytes: Buffer, position: number | undefined, staff: Staff) {
      return db.transaction(async (tx): Promise<AdminPhotos> => {
        const h = await mustFind(tx, id, true);
        const added = await addGalleryPhoto(tx, 'hotels', id, h.photo_count, bytes, position);
        if (added.count !== h.photo_count)
          await repo.updateHotel(tx, id, { photo_count: added.count });
        await recordAudit(tx, {
          actor: staff,
          action: added.position >= h.photo_count ? 'hotel.photo.add' : 'hotel.photo.replace',
          entity: 'hotel',
          entityId: id,
          before: { photo_count: h.photo_count },
          after: { photo_count: added.count, position: added.position },
        });
        return { photo_count: added.count, photos: galleryPhotos('hotels', id, added.count) };
      });
    },

    async removePhoto(id: number, position: number, staff: Staff) {
      return db.transaction(async (tx): Promise<AdminPhotos> => {
        const h = await mustFind(tx, id, true);
        const count = await removeGalleryPhoto(tx, 'hotels', id, h.photo_count, position);
        await repo.updateHotel(tx, id, { photo_count: count });
        await recordAudit(tx, {
          actor: staff,
          action: 'hotel.photo.remove',
          entity: 'hotel',
          entityId: id,
          before: { photo_count: h.photo_count, position },
          after: { photo_count: count },
        });
        return { photo_count: count, photos: galleryPhotos('hotels', id, count) };
      });
    },

    async createRoom(hotelId: number, input: AdminRoomInputParsed, staff: Staff) {
      return db.transaction(async (tx) => {
        const hotel = await mustFind(tx, hotelId, true);
        const room = await repo.insertRoom(tx, hotelId, input);
        const result = await roomChanged(tx, hotelId, room);
        await recordAudit(tx, {
          actor: staff,
          action: 'room.create',
          entity: 'room',
          entityId: room.id,
          before: {
            room: null,
            hotel: {
              min_price_cents: hotel.min_price_cents,
              max_price_cents: hotel.max_price_cents,
            },
          },
          after: { room: roomSnapshot(room), hotel: result.hotel },
        });
        return result;
      });
    },

    async updateRoom(id: number, input: AdminRoomInputParsed, staff: Staff) {
      return db.transaction(async (tx) => {
        // The hotel first, as every room change of it does, then the room as it is now.
        const { hotel_id } = await mustFindRoom(tx, id);
        const hotel = await mustFind(tx, hotel_id, true);
        const before = await mustFindRoom(tx, id);
        const room = await repo.updateRoom(tx, id, input);
        const result = await roomChanged(tx, hotel_id, room);
        await recordAudit(tx, {
          actor: staff,
          action: 'room.update',
          entity: 'room',
          entityId: id,
          before: {
            room: roomSnapshot(before),
            hotel: {
              min_price_cents: hotel.min_price_cents,
              max_price_cents: hotel.max_price_cents,
            },
          },
          after: { room: roomSnapshot(room), hotel: result.hotel },
        });
        return result;
      });
    },

    async deleteRoom(id: number, staff: Staff) {
      return db.transaction(async (tx) => {
        const { hotel_id } = await mustFindRoom(tx, id);
        const hotel = await mustFind(tx, hotel_id, true);
        // Read again under the hotel's lock: a concurrent delete of the same room has finished.
        const before = await mustFindRoom(tx, id);
        if ((await repo.roomCount(tx, hotel_id)) <= 1) throw new AppError('hotel-needs-a-room');
        await repo.deleteRoom(tx, id);
        await removeUpload(tx, roomPath(id));
        const result = await roomChanged(tx, hotel_id, null);
        await recordAudit(tx, {
          actor: staff,
          action: 'room.delete',
          entity: 'room',
          entityId: id,
          before: {
            room: roomSnapshot(before),
            hotel: {
              min_price_cents: hotel.min_price_cents,
              max_price_cents: hotel.max_price_cents,
            },
          },
          after: { room: null, hotel: result.hotel },
        });
        return result;
      });
    },

    async putRoomPhoto(id: number, bytes: Buffer, staff: Staff): Promise<AdminPicture> {
      return db.transaction(async (tx) => {
        await mustFindRoom(tx, id);
        const had = await repo.hasUpload(tx, roomPath(id));
        await putUpload(tx, roomPath(id), bytes);
        await recordAudit(tx, {
          actor: staff,
          action: had ? 'room.photo.replace' : 'room.photo.add',
          entity: 'room',
          entityId: id,
          before: { uploaded: had },
          after: { uploaded: true },
        });
        return { image: roomUrl(id), uploaded: true };
      });
    },

    async removeRoomPhoto(id: number, staff: Staff): Promise<AdminPicture> {
      return db.transaction(async (tx) => {
        await mustFindRoom(tx, id);
        if (!(await removeUpload(tx, roomPath(id)))) throw new AppError('place-photo-not-found');
        await recordAudit(tx, {
          actor: staff,
          action: 'room.photo.remove',
          entity: 'room',
          entityId: id,
          before: { uploaded: true },
          after: { uploaded: false },
        });
        return { image: roomUrl(id), uploaded: false };
      });
    },
  };
}
