import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import { nightsBetween } from '@camtour/shared/domain/hotel-booking';
import type { IdResult, Lang } from '@camtour/shared/schemas/common';
import type { HotelBookingRequest } from '@camtour/shared/schemas/travel';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bookingMail } from '../../lib/booking-mail';
import type { MailQueue } from '../../plugins/mail';
import type { Limit, Limiter } from '../../plugins/rate-limit';
import * as repo from './hotels-repository';

/**
 * Five stored requests an hour from one client address: a family asking several hotels fits, a
 * script filling hotels' inboxes does not. Counted apart from activity requests (`booking:ip`).
 */
export const HOTEL_BOOKING_LIMIT: Limit = {
  action: 'hotel-booking:ip',
  max: 5,
  windowMs: 60 * 60 * 1000,
  errorKey: 'too-many-requests-try-later',
};

interface Stay {
  hotel: string;
  room: string;
  nights: number;
}

/** The requester's copy, in the language of the page they asked from. */
const TEXT: Record<
  Lang,
  (b: HotelBookingRequest, s: Stay) => { subject: string; lines: string[] }
> = {
  en: (b, s) => ({
    subject: `Request to book sent: ${s.hotel}`,
    lines: [
      `Hello ${b.name},`,
      `We sent your request to ${s.hotel}: ${s.room}, ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}, check-in ${b.check_in}, check-out ${b.check_out} (${s.nights} ${s.nights === 1 ? 'night' : 'nights'}).`,
      'The hotel will answer you at this address about availability and the price. Nothing is booked and nothing has been charged until you agree with the hotel.',
    ],
  }),
  km: (b, s) => ({
    subject: `បានផ្ញើសំណើកក់បន្ទប់៖ ${s.hotel}`,
    lines: [
      `សួស្តី ${b.name}`,
      `យើងបានផ្ញើសំណើរបស់អ្នកទៅ ${s.hotel}៖ ${s.room} សម្រាប់ភ្ញៀវ ${b.guests} នាក់ ចូលស្នាក់នៅថ្ងៃ ${b.check_in} ចេញនៅថ្ងៃ ${b.check_out} (${s.nights} យប់)។`,
      'សណ្ឋាគារនឹងឆ្លើយតបមកអាសយដ្ឋាននេះ អំពីបន្ទប់ទំនេរ និងតម្លៃ។ មិនទាន់មានការកក់ ឬការគិតប្រាក់ទេ រហូតដល់អ្នកព្រមព្រៀងជាមួយសណ្ឋាគារ។',
    ],
  }),
};

/**
 * Issue 18 (decision 029): a request to book a room is stored and e-mailed to the hotel and to the
 * requester, as D12's activity requests are. CamTour reserves nothing: the hotel answers.
 */
export function createHotelBookingService(db: Db, mail: MailQueue, limiter: Limiter) {
  return {
    async request(
      hotelId: number,
      input: HotelBookingRequest,
      meta: { ip: string; userId: number | null },
    ): Promise<IdResult> {
      const hotel = await repo.findHotel(db, hotelId, SIEM_REAP_PROVINCE_ID);
      if (!hotel) throw new AppError('hotel-not-found');
      if (!hotel.is_active) throw new AppError('hotel-not-available');
      const room = await repo.roomOf(db, hotelId, input.room_type_id);
      if (!room) {
        throw new AppError('validation-failed', {
          fieldErrors: { room_type_id: ['hotel-booking-room-not-found'] },
        });
      }
      if (input.guests > room.max_guests) {
        throw new AppError('validation-failed', {
          fieldErrors: { guests: ['hotel-booking-guests-too-many'] },
          body: { data: { max_guests: room.max_guests } },
        });
      }
      const nights = nightsBetween(input.check_in, input.check_out);
      const km = input.lang === 'km';
      const mine = TEXT[input.lang](input, {
        hotel: km ? hotel.name_km : hotel.name_en,
        room: km ? room.title_km : room.title_en,
        nights,
      });
      const details = [
        `Room: ${room.title_en}`,
        `Check-in: ${input.check_in}`,
        `Check-out: ${input.check_out} (${nights} ${nights === 1 ? 'night' : 'nights'})`,
        `Guests: ${input.guests}`,
        `Name: ${input.name}`,
        `E-mail: ${input.email}`,
        `Phone: ${input.phone || '-'}`,
        `Language: ${km ? 'Khmer' : 'English'}`,
        `Note: ${input.note || '-'}`,
        'Please answer the guest directly by e-mail. CamTour has reserved and charged nothing.',
      ];
      const id = await db.transaction(async (tx) => {
        // The attempt is taken with the row (decision 013): a refused form costs nothing, and
        // simultaneous requests from one address store at most the limit.
        await limiter.takeIn(tx, [{ limit: HOTEL_BOOKING_LIMIT, key: meta.ip }]);
        const requestId = await repo.insertBookingRequest(tx, {
          hotel_id: hotelId,
          room_type_id: room.id,
          user_id: meta.userId,
          check_in: input.check_in,
          check_out: input.check_out,
          guests: input.guests,
          name: input.name,
          email: input.email,
          phone: input.phone,
          note: input.note,
          lang: input.lang,
        });
        await mail.enqueue(tx, [
          bookingMail(input.email, input.lang, mine.subject, mine.lines),
          bookingMail(
            hotel.email,
            'en',
            `Request to book #${requestId} via CamTour: ${room.title_en}, ${input.check_in} to ${input.check_out}`,
            details,
            '\n',
          ),
        ]);
        return requestId;
      });
      mail.nudge();
      return { id };
    },
  };
}
