import type { AdminHotel, AdminLocation } from '@camtour/shared/schemas/admin-places';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hotelRoomTypes, hotels, locations } from '../../src/db/schema/index';
import { makeImage } from '../helpers/client';
import { Gate, gateTransactions } from '../helpers/gate';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { staffMember, type Staff } from './orders-helpers';
import { hotelBody, locationBody, photoForm, refs, roomBody } from './places-helpers';

/**
 * Many staff change the rooms of one hotel at once, at one server, two servers on one database and
 * (with TEST_DATABASE_URL) two processes: the hotel's price range must end equal to the true
 * minimum and maximum of its rooms, and the hotel keeps at least one room.
 */
const BURST = 10;
const gate = new Gate();

async function team(top: Topology): Promise<Staff[]> {
  const staff: Staff[] = [];
  for (let i = 0; i < BURST; i++)
    staff.push(await staffMember(top.t, top.servers[i % top.servers.length]!.url));
  return staff;
}

/** Holds every in-process transaction until the whole burst has arrived, then lets them go. */
async function burst<T>(top: Topology, requests: (() => Promise<T>)[]) {
  gate.arm(requests.filter((_, i) => top.servers[i % top.servers.length]!.inProcess).length);
  const answers = await Promise.all(requests.map((send) => send()));
  expect(gate.timedOut, 'every in-process request reached the gate').toBe(false);
  return answers;
}

async function truth(top: Topology, hotelId: number) {
  const [rooms] = await top.t.app.db
    .select({
      n: sql<number>`count(*)::int`,
      min: sql<number>`min(${hotelRoomTypes.price_min_cents})::int`,
      max: sql<number>`max(${hotelRoomTypes.price_max_cents})::int`,
    })
    .from(hotelRoomTypes)
    .where(eq(hotelRoomTypes.hotel_id, hotelId));
  const [hotel] = await top.t.app.db.select().from(hotels).where(eq(hotels.id, hotelId));
  return { rooms: rooms!, hotel: hotel! };
}

function cases(topology: () => Topology) {
  it(`${BURST} staff edit, add and delete rooms of one hotel at once: the range is the rooms' own`, async () => {
    const top = topology();
    const staff = await team(top);
    const rooms = Array.from({ length: 8 }, (_, i) =>
      roomBody({
        title_en: `Room ${i}`,
        price_min_cents: 5000 + i * 100,
        price_max_cents: 9000 + i,
      }),
    );
    const h = (await staff[0]!.client.post<AdminHotel>('/api/admin/hotels', hotelBody({ rooms })))
      .body.data!;
    const ids = h.rooms.map((r) => r.id);
    const requests = staff.map((s, i) => () => {
      if (i < 4)
        return s.client.put(
          `/api/admin/rooms/${ids[i]}`,
          roomBody({ price_min_cents: 1000 + i * 7, price_max_cents: 30_000 - i * 11 }),
        );
      if (i < 7)
        return s.client.post(
          `/api/admin/hotels/${h.id}/rooms`,
          roomBody({ price_min_cents: 700 + i, price_max_cents: 40_000 + i }),
        );
      return s.client.delete(`/api/admin/rooms/${ids[i - 3]}`);
    });
    const answers = await burst(top, requests);
    expect(answers.map((a) => a.status).sort()).toEqual(
      [200, 200, 200, 200, 200, 200, 200, 201, 201, 201].sort(),
    );
    const { rooms: r, hotel } = await truth(top, h.id);
    expect(r.n).toBe(8 + 3 - 3);
    expect({ min: hotel.min_price_cents, max: hotel.max_price_cents }).toEqual({
      min: r.min,
      max: r.max,
    });
  });

  it(`${BURST} staff delete every room of a hotel at once: exactly one room stays`, async () => {
    const top = topology();
    const staff = await team(top);
    const rooms = Array.from({ length: BURST }, (_, i) =>
      roomBody({
        title_en: `Room ${i}`,
        price_min_cents: 1000 * (i + 1),
        price_max_cents: 1000 * (i + 2),
      }),
    );
    const h = (await staff[0]!.client.post<AdminHotel>('/api/admin/hotels', hotelBody({ rooms })))
      .body.data!;
    const answers = await burst(
      top,
      staff.map((s, i) => () => s.client.delete(`/api/admin/rooms/${h.rooms[i]!.id}`)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(BURST - 1);
    expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual([
      'hotel-needs-a-room',
    ]);
    const { rooms: r, hotel } = await truth(top, h.id);
    expect(r.n).toBe(1);
    expect({ min: hotel.min_price_cents, max: hotel.max_price_cents }).toEqual({
      min: r.min,
      max: r.max,
    });
  });

  it(`${BURST} photos appended to one place at once: 8 kept, no gap, the rest 409`, async () => {
    const top = topology();
    const staff = await team(top);
    const l = (
      await staff[0]!.client.post<AdminLocation>(
        '/api/admin/locations',
        locationBody(await refs(top.t)),
      )
    ).body.data!;
    const png = await makeImage('png');
    const answers = await burst(
      top,
      staff.map(
        (s) => () =>
          s.client.form(`/api/admin/locations/${l.id}/photos`, photoForm(png, 'image/png')),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(8);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(BURST - 8);
    const [row] = await top.t.app.db.select().from(locations).where(eq(locations.id, l.id));
    expect(row!.photo_count).toBe(8);
    for (let n = 0; n < 8; n++)
      expect((await top.t.request(`/api/media/locations/${l.id}/${n}.svg`)).status).toBe(200);
  });
}

describeTopologies({ env: {}, beforeListen: gateTransactions(gate) }, cases);
