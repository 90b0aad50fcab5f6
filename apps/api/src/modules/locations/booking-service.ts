import type { IdResult, Lang } from '@camtour/shared/schemas/common';
import type { Db } from '../../db/client';
import { bookingRequests } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import type { MailQueue } from '../../plugins/mail';
import type { Limit, Limiter } from '../../plugins/rate-limit';
import { findActivity } from './locations-repository';
import { bookingMail } from '../../lib/booking-mail';

/** Ten booking requests an hour from one client is plenty for a person, and stops a script. */
export const BOOKING_LIMIT: Limit = {
  action: 'booking:ip',
  max: 10,
  windowMs: 60 * 60 * 1000,
  errorKey: 'too-many-requests-try-later',
};

export interface BookingInput {
  name: string;
  email: string;
  date: string;
  party_size: number;
  note: string;
  lang: Lang;
}

const TEXT = {
  en: (activity: string, b: BookingInput) => ({
    subject: `Booking request received: ${activity}`,
    lines: [
      `Hello ${b.name},`,
      `We received your booking request for "${activity}" on ${b.date} for ${b.party_size} ${b.party_size === 1 ? 'person' : 'people'}.`,
      'The operator will confirm availability and the meeting point by e-mail. Nothing has been charged.',
    ],
  }),
  km: (activity: string, b: BookingInput) => ({
    subject: `បានទទួលសំណើកក់៖ ${activity}`,
    lines: [
      `សួស្តី ${b.name}`,
      `យើងបានទទួលសំណើកក់របស់អ្នកសម្រាប់ «${activity}» នៅថ្ងៃ ${b.date} សម្រាប់ ${b.party_size} នាក់។`,
      'ប្រតិបត្តិករនឹងបញ្ជាក់ពីភាពទំនេរ និងទីកន្លែងជួបតាមអ៊ីមែល។ មិនទាន់មានការគិតប្រាក់ទេ។',
    ],
  }),
};

/** D12: a booking request is stored and e-mailed to the operator and to the requester. */
export function createBookingService(
  db: Db,
  mail: MailQueue,
  limiter: Limiter,
  operatorEmail: string,
) {
  return {
    async request(
      activityId: number,
      input: BookingInput,
      meta: { ip: string; userId: number | null },
    ): Promise<IdResult> {
      const activity = await findActivity(db, activityId);
      if (!activity) throw new AppError('activity-not-found');
      if (!activity.is_active) throw new AppError('activity-not-available');
      if (activity.max_participants !== null && input.party_size > activity.max_participants) {
        throw new AppError('validation-failed', {
          fieldErrors: { party_size: ['booking-party-size-too-large'] },
          body: {
            data: { max_participants: activity.max_participants },
          },
        });
      }
      await limiter.take([{ limit: BOOKING_LIMIT, key: meta.ip }]);
      const name = input.lang === 'km' ? activity.name_km : activity.name_en;
      const mine = TEXT[input.lang](name, input);
      const toRequester = bookingMail(input.email, input.lang, mine.subject, mine.lines);
      const details = [
        `Activity: ${activity.name_en} (#${activity.id})`,
        `Date: ${input.date}`,
        `Party size: ${input.party_size}`,
        `Name: ${input.name}`,
        `E-mail: ${input.email}`,
        `Note: ${input.note || '-'}`,
      ];
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(bookingRequests)
          .values({ activity_id: activityId, user_id: meta.userId, ...input })
          .returning({ id: bookingRequests.id });
        await mail.enqueue(tx, [
          toRequester,
          bookingMail(
            operatorEmail,
            'en',
            `New booking request #${row!.id}: ${activity.name_en}`,
            details,
            '\n',
          ),
        ]);
        return row!.id;
      });
      mail.nudge();
      return { id };
    },
  };
}
