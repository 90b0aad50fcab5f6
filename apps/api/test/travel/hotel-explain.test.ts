import { min, sql } from 'drizzle-orm';
import { hotels } from '../../src/db/schema/index';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as hotelsRepo from '../../src/modules/hotels/hotels-repository';
import * as inbox from '../../src/modules/inbox/repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { insertOtherUsers } from '../helpers/users';

/**
 * Migration 0018's indexes serve the hotel reviews page and the hotel bookings inbox, over
 * 20,000 requests and 20,000 reviews spread over the hotels.
 */
let t: TestApp;
let hotelId: number;
beforeAll(async () => {
  t = await startTestApp();
  await insertOtherUsers(t, 'hotel-explain', 20000);
  await t.app.db.execute(sql`
    insert into hotel_booking_requests
      (hotel_id, room_type_id, check_in, check_out, guests, name, email, read_at, handled_at, created_at)
    select r.hotel_id, r.id, '2031-01-01', '2031-01-03', 2, 'Guest ' || g, 'guest' || g || '@example.com',
           case when g > 200 then now() end, case when g > 400 then now() end,
           now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g
    join lateral (select id, hotel_id from hotel_room_types order by id offset (g % 10) limit 1) r on true`);
  await t.app.db.execute(sql`
    insert into hotel_reviews (hotel_id, user_id, star, comment, hidden_at, created_at)
    select h.id, u.id, 1 + u.id % 5, 'Stay ' || u.id, case when u.id % 50 = 0 then now() end,
           now() - (u.id || ' minutes')::interval
    from (select id, row_number() over (order by id) n from users where email like 'hotel-explain-%') u
    join lateral (select id from hotels order by id offset (u.n % 15) limit 1) h on true`);
  await t.app.db.execute(sql`analyze`);
  const [row] = await t.app.db.select({ id: min(hotels.id) }).from(hotels);
  hotelId = row!.id!;
});
afterAll(() => t.close());

describe('hotel reviews and requests', () => {
  it('pages a hotel’s visible reviews through its partial index, newest first, no sort', async () => {
    for (const offset of [0, 500]) {
      expectIndex(
        await explain(t.app.db, hotelsRepo.reviewsOf(t.app.db, hotelId, 10, offset), {
          indexable: true,
          noSort: true,
        }),
        'hotel_reviews_hotel_time_idx',
      );
    }
  });

  it('reads the hotel bookings box through its created, unread and unhandled indexes', async () => {
    expectIndex(
      await explain(t.app.db, inbox.hotelBookingsListQuery(t.app.db, 'all', 30, 600), {
        indexable: true,
        noSort: true,
      }),
      'hotel_booking_requests_created_idx',
    );
    expectIndex(
      await explain(t.app.db, inbox.hotelBookingsListQuery(t.app.db, 'unread', 30, 0), {
        indexable: true,
      }),
      'hotel_booking_requests_unread_idx',
    );
    expectIndex(
      await explain(t.app.db, inbox.hotelBookingsListQuery(t.app.db, 'unhandled', 30, 0), {
        indexable: true,
      }),
      'hotel_booking_requests_unhandled_idx',
    );
  });
});
