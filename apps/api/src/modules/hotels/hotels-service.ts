import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import { averageRating } from '@camtour/shared/domain/catalog';
import { centsToDollars, dollarsToCents, usdText } from '@camtour/shared/domain/money';
import { searchWords } from '@camtour/shared/domain/search';
import { mapLinkFromCoordinates } from '@camtour/shared/domain/travel';
import type { IdResult } from '@camtour/shared/schemas/common';
import type {
  HotelCard,
  HotelDetail,
  HotelListResponse,
  HotelReviewList,
} from '@camtour/shared/schemas/travel';
import type { Db } from '../../db/client';
import type { hotels } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { paginationOf } from '../../lib/pagination';
import * as repo from './hotels-repository';

/** The fixed policies of document 3 §9. */
export const HOTEL_POLICIES = {
  check_in: '2:00 PM',
  check_out: '12:00 PM',
  free_cancellation_hours: 24,
};

export const hotelPhotoUrl = (id: number, n = 0) => `/api/media/hotels/${id}/${n}.svg`;
export const roomImageUrl = (id: number) => `/api/media/rooms/${id}.svg`;

function toCard(h: typeof hotels.$inferSelect): HotelCard {
  return {
    id: h.id,
    slug: h.slug,
    name: h.name_en,
    name_km: h.name_km,
    type: h.type,
    stars: h.stars,
    description: h.description_en,
    description_km: h.description_km,
    address: h.address_en,
    address_km: h.address_km,
    thumbnail: hotelPhotoUrl(h.id),
    min_price: centsToDollars(h.min_price_cents),
    max_price: centsToDollars(h.max_price_cents),
    services: h.services,
  };
}

export interface HotelListInput {
  page: number;
  per_page: number;
  search?: string | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  type?: string | undefined;
}

export function createHotelsService(db: Db) {
  return {
    /** Siem Reap hotels, cheapest first, with the pagination shape of document 3 §3. */
    async list(q: HotelListInput): Promise<Pick<HotelListResponse, 'data' | 'paginate'>> {
      const words = q.search ? searchWords(q.search) : [];
      const f: repo.HotelFilter = {
        provinceId: SIEM_REAP_PROVINCE_ID,
        ...(words.length ? { searchWords: words, searchPhrase: words.join(' ') } : {}),
        ...(q.minPrice !== undefined ? { minCents: dollarsToCents(q.minPrice) } : {}),
        ...(q.maxPrice !== undefined ? { maxCents: dollarsToCents(q.maxPrice) } : {}),
        ...(q.type ? { type: q.type } : {}),
      };
      const offset = (q.page - 1) * q.per_page;
      const [rows, total] = await Promise.all([
        repo.listHotels(db, f, q.per_page, offset),
        repo.countHotels(db, f),
      ]);
      const lastPage = Math.max(1, Math.ceil(total / q.per_page));
      return {
        data: rows.map(toCard),
        paginate: {
          current_page: q.page,
          last_page: lastPage,
          total,
          has_more_pages: q.page < lastPage,
          first_item: rows.length ? offset + 1 : null,
          last_item: rows.length ? offset + rows.length : null,
        },
      };
    },

    async detail(id: number): Promise<HotelDetail> {
      const h = await repo.findHotel(db, id, SIEM_REAP_PROVINCE_ID);
      if (!h) throw new AppError('hotel-not-found');
      const [rooms, nearby] = await Promise.all([repo.roomsOf(db, id), repo.nearbyOf(db, id)]);
      return {
        ...toCard(h),
        photos: Array.from({ length: h.photo_count }, (_, n) => ({ photo: hotelPhotoUrl(id, n) })),
        meal: h.meals,
        room_types: rooms.map((r) => ({
          id: r.id,
          title: r.title_en,
          title_km: r.title_km,
          description: r.description_en,
          description_km: r.description_km,
          image: roomImageUrl(r.id),
          price_range: `${usdText(r.price_min_cents)} - ${usdText(r.price_max_cents)}`,
          price_min: centsToDollars(r.price_min_cents),
          price_max: centsToDollars(r.price_max_cents),
          max_guests: r.max_guests,
        })),
        locations: nearby.map((n) => ({
          id: n.location_id,
          title: n.title_en,
          title_km: n.title_km,
          description: n.description_en,
          description_km: n.description_km,
          distance: n.distance_km,
        })),
        email: h.email,
        phone: h.phone,
        lat: h.lat,
        lng: h.lng,
        map_url: mapLinkFromCoordinates(h.lat, h.lng),
        rate_star: averageRating(h.rating_sum, h.rating_count),
        review_count: h.rating_count,
        is_active: h.is_active,
        policies: HOTEL_POLICIES,
      };
    },

    /** Visible reviews newest first; the total is the hotel's count, as the average's is. */
    async reviews(hotelId: number, page: number, perPage: number): Promise<HotelReviewList> {
      const h = await repo.findHotel(db, hotelId, SIEM_REAP_PROVINCE_ID);
      if (!h) throw new AppError('hotel-not-found');
      const rows = await repo.reviewsOf(db, hotelId, perPage, (page - 1) * perPage);
      return {
        reviews: rows.map((r) => ({
          id: r.id,
          rater_name: `${r.first_name} ${r.last_name}`.trim(),
          star: r.star,
          comment: r.comment,
          created_at: r.created_at.toISOString(),
        })),
        pagination: paginationOf(h.rating_count, page, perPage),
        rating: averageRating(h.rating_sum, h.rating_count),
        review_count: h.rating_count,
      };
    },

    /** One review per guest and hotel (409 on a second); the rating moves in the same transaction. */
    async addReview(
      hotelId: number,
      userId: number,
      star: number,
      comment: string,
    ): Promise<IdResult> {
      if (!(await repo.findHotel(db, hotelId, SIEM_REAP_PROVINCE_ID))) {
        throw new AppError('hotel-not-found');
      }
      return db.transaction(async (tx) => {
        const review = await repo.insertReview(tx, {
          hotel_id: hotelId,
          user_id: userId,
          star,
          comment,
        });
        if (!review) throw new AppError('review-already-submitted');
        await repo.addRating(tx, hotelId, star);
        return { id: review.id };
      });
    },
  };
}
