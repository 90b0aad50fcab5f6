import { searchText, searchWords } from '@camtour/shared/domain/search';
import {
  ADMIN_PLACES_PAGE_SIZE,
  type AdminHotel,
  type AdminHotelCreateParsed,
  type AdminHotelInputParsed,
  type AdminHotelsPage,
  type AdminPicture,
  type AdminRoom,
  type AdminRoomInputParsed,
  type AdminRoomResult,
} from '@camtour/shared/schemas/admin-places';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import type { Staff } from '../../lib/staff-routes';
import { recordAudit } from '../audit/audit';
import {
  createGalleryService,
  galleryPhotos,
  galleryUrl,
  gazetteerErrors,
  picturePath,
  pictureUrl,
  putPicture,
  removePicture,
  takeSlug,
} from '../locations/admin-places';
import { removeUpload } from '../media/uploads';
import * as repo from './admin-repository';

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
    image: pictureUrl('room', r.id),
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

/** The audit entry of a room change: the room and its hotel's price range, before and after. */
async function recordRoomChange(
  tx: DbOrTx,
  staff: Staff,
  action: 'room.create' | 'room.update' | 'room.delete',
  roomId: number,
  hotel: repo.HotelRow,
  before: repo.RoomRow | null,
  after: repo.RoomRow | null,
  result: AdminRoomResult,
): Promise<void> {
  await recordAudit(tx, {
    actor: staff,
    action,
    entity: 'room',
    entityId: roomId,
    before: {
      room: before && roomSnapshot(before),
      hotel: { min_price_cents: hotel.min_price_cents, max_price_cents: hotel.max_price_cents },
    },
    after: { room: after && roomSnapshot(after), hotel: result.hotel },
  });
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
    const errors = await gazetteerErrors(tx, {
      province_id: input.province_id,
      district_id: input.district_id,
    });
    if (Object.keys(errors).length)
      throw new AppError('validation-failed', { fieldErrors: errors });
  }

  const slugFor = (tx: DbOrTx, wanted: string | undefined, name: string) =>
    takeSlug(tx, 'hotels', repo.slugsLike, wanted, name);

  const gallery = createGalleryService(db, 'hotels', {
    lockRow: (tx, id) => mustFind(tx, id, true),
    setPhotoCount: (tx, id, count) => repo.updateHotel(tx, id, { photo_count: count }),
  });

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
        pagination: paginationOf(total, q.page, perPage),
      };
    },

    /** A hotel is made with its rooms (at least one) and no photo; its range comes from the rooms. */
    async create(input: AdminHotelCreateParsed, staff: Staff): Promise<AdminHotel> {
      const id = await db.transaction(async (tx) => {
        const { rooms, ...fields } = input;
        await checkReferences(tx, fields);
        const slug = await slugFor(tx, fields.slug, fields.name_en);
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
            ? await slugFor(tx, input.slug, input.name_en)
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

    addPhoto: gallery.addPhoto,
    removePhoto: gallery.removePhoto,

    async createRoom(hotelId: number, input: AdminRoomInputParsed, staff: Staff) {
      return db.transaction(async (tx) => {
        const hotel = await mustFind(tx, hotelId, true);
        const room = await repo.insertRoom(tx, hotelId, input);
        const result = await roomChanged(tx, hotelId, room);
        await recordRoomChange(tx, staff, 'room.create', room.id, hotel, null, room, result);
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
        await recordRoomChange(tx, staff, 'room.update', id, hotel, before, room, result);
        return result;
      });
    },

    /**
     * Requests to book cascade with their room, so a room someone asked for is not deleted
     * (409 room-has-requests), as an activity with booking requests is not (decision 029).
     */
    async deleteRoom(id: number, staff: Staff) {
      return db.transaction(async (tx) => {
        const { hotel_id } = await mustFindRoom(tx, id);
        const hotel = await mustFind(tx, hotel_id, true);
        // Read again under the hotel's lock: a concurrent delete of the same room has finished.
        const before = await mustFindRoom(tx, id);
        if ((await repo.roomCount(tx, hotel_id)) <= 1) throw new AppError('hotel-needs-a-room');
        if ((await repo.roomRequestCount(tx, id)) > 0) throw new AppError('room-has-requests');
        await repo.deleteRoom(tx, id);
        await removeUpload(tx, picturePath('room', id));
        const result = await roomChanged(tx, hotel_id, null);
        await recordRoomChange(tx, staff, 'room.delete', id, hotel, before, null, result);
        return result;
      });
    },

    async putRoomPhoto(id: number, bytes: Buffer, staff: Staff): Promise<AdminPicture> {
      return db.transaction(async (tx) => {
        await mustFindRoom(tx, id);
        return putPicture(tx, 'room', id, bytes, staff);
      });
    },

    async removeRoomPhoto(id: number, staff: Staff): Promise<AdminPicture> {
      return db.transaction(async (tx) => {
        await mustFindRoom(tx, id);
        return removePicture(tx, 'room', id, staff);
      });
    },
  };
}
