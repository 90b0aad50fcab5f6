import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { attempts, hotelBookingRequests, mailQueue } from '../../src/db/schema/index';
import { HOTEL_BOOKING_LIMIT } from '../../src/modules/hotels/hotel-booking-service';
import { TestClient } from '../helpers/client';
import { Gate, gateTransactions } from '../helpers/gate';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { HOTEL, bookingBody, demoHotels } from './hotel-helpers';

/**
 * Decision 029: the per-address limit holds when a burst of requests arrives at once, at one
 * server, two servers on one database and (with TEST_DATABASE_URL) two processes.
 */
const BURST = 30;
const gate = new Gate();
let ipCount = 0;

function cases(topology: () => Topology) {
  it('a burst of 30 requests from one address stores exactly 5', { timeout: 60_000 }, async () => {
    const top = topology();
    const ip = `192.0.2.${++ipCount}`;
    const [hotel] = await demoHotels(top.t);
    const email = `burst-${ipCount}-${process.pid}@example.com`;
    const body = bookingBody(hotel!, { email });
    const client = (i: number) => new TestClient(top.servers[i % top.servers.length]!.url, ip);
    const burst = Array.from({ length: BURST }, (_, i) => i);
    gate.arm(burst.filter((i) => top.servers[i % top.servers.length]!.inProcess).length);
    const answers = await Promise.all(
      burst.map((i) => client(i).post(HOTEL.booking(hotel!.id), body)),
    );
    expect(gate.timedOut).toBe(false);
    const tally: Record<string, number> = {};
    for (const a of answers)
      tally[`${a.status} ${a.body.message}`] = (tally[`${a.status} ${a.body.message}`] ?? 0) + 1;
    expect(tally).toEqual({
      '201 hotel-booking-sent': HOTEL_BOOKING_LIMIT.max,
      '429 too-many-requests-try-later': BURST - HOTEL_BOOKING_LIMIT.max,
    });
    const [stored] = await top.t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(hotelBookingRequests)
      .where(eq(hotelBookingRequests.email, email));
    expect(Number(stored!.n)).toBe(HOTEL_BOOKING_LIMIT.max);
    const [taken] = await top.t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(attempts)
      .where(and(eq(attempts.action, HOTEL_BOOKING_LIMIT.action), eq(attempts.key, ip)));
    expect(Number(taken!.n)).toBe(HOTEL_BOOKING_LIMIT.max);
    // Each stored request queued its two mails, no more.
    const [mails] = await top.t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailQueue)
      .where(eq(mailQueue.to, email));
    expect(Number(mails!.n)).toBe(HOTEL_BOOKING_LIMIT.max);
  });
}

describeTopologies({ env: { TRUST_PROXY: 'true' }, beforeListen: gateTransactions(gate) }, cases);
