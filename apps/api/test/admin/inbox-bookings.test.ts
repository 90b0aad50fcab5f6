import type { InboxBooking } from '@camtour/shared/schemas/admin-content';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activities, locations } from '../../src/db/schema/index';
import { Gate, gateTransactions } from '../helpers/gate';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { send } from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import { INBOX, addBooking, bookingsPage, inboxAudit, mark, okItem } from './inbox-helpers';

let t: TestApp;
let staff: Staff;
const gate = new Gate();

beforeAll(async () => {
  t = await startTestApp({ beforeListen: gateTransactions(gate) });
  staff = await staffMember(t);
});
afterAll(() => t.close());

describe('GET /api/admin/inbox/bookings', () => {
  it('lists requests newest first with activity and place names, and the tab counts', async () => {
    const older = await addBooking(t, { name: 'First Guest' });
    const newer = await addBooking(t, { name: 'Second Guest', party_size: 5 });
    const [names] = await t.app.db
      .select({
        activity_en: activities.name_en,
        activity_km: activities.name_km,
        location_id: locations.id,
        location_en: locations.name_en,
        location_km: locations.name_km,
      })
      .from(activities)
      .innerJoin(locations, eq(locations.id, activities.location_id))
      .where(eq(activities.id, newer.activity_id));
    const data = (await bookingsPage(staff.client)).body.data!;
    expect(data.items.slice(0, 2).map((i) => i.id)).toEqual([newer.id, older.id]);
    expect(data.items[0]).toEqual({
      id: newer.id,
      activity_id: newer.activity_id,
      activity_name_en: names!.activity_en,
      activity_name_km: names!.activity_km,
      location_id: names!.location_id,
      location_name_en: names!.location_en,
      location_name_km: names!.location_km,
      name: 'Second Guest',
      email: 'sophea@example.com',
      date: '2031-02-14',
      party_size: 5,
      note: 'Vegetarian lunch, please.',
      lang: 'km',
      created_at: newer.created_at.toISOString(),
      read_at: null,
      handled_at: null,
    });
    expect(data.counts).toEqual({ unread: 2, unhandled: 2 });
    expect(data.pagination).toEqual({ total: 2, current_page: 1, last_page: 1, per_page: 30 });
  });

  it('filters unread and unhandled, and the counts follow the marks', async () => {
    const a = await addBooking(t);
    const b = await addBooking(t);
    okItem(await mark(staff.client, 'bookings', a.id, 'read'));
    okItem(await mark(staff.client, 'bookings', b.id, 'handled'));
    const unread = (await bookingsPage(staff.client, { state: 'unread' })).body.data!;
    expect(unread.items.map((i) => i.id)).not.toContain(a.id);
    expect(unread.items.map((i) => i.id)).not.toContain(b.id);
    const unhandled = (await bookingsPage(staff.client, { state: 'unhandled' })).body.data!;
    expect(unhandled.items.map((i) => i.id)).toContain(a.id);
    expect(unhandled.items.map((i) => i.id)).not.toContain(b.id);
    expect(unhandled.counts).toEqual({ unread: 2, unhandled: 3 });
    expect(unhandled.pagination.total).toBe(3);
    expect(unread.pagination.total).toBe(2);
  });

  it('answers 400 to a bad state', async () => {
    const res = await bookingsPage(staff.client, { state: 'done' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ state: ['field-invalid-option'] });
  });
});

describe('POST /api/admin/inbox/bookings/{id}/{mark}', () => {
  it('records each real change as booking.<mark> with before and after', async () => {
    const item = await addBooking(t);
    const handled = okItem(await mark<InboxBooking>(staff.client, 'bookings', item.id, 'handled'));
    expect(handled.read_at).not.toBeNull();
    okItem(await mark(staff.client, 'bookings', item.id, 'read'));
    const unread = okItem(await mark<InboxBooking>(staff.client, 'bookings', item.id, 'unread'));
    expect(unread).toMatchObject({ read_at: null, handled_at: null });
    const entries = await inboxAudit(t, 'booking', item.id);
    expect(entries.map((e) => [e.action, e.actor_email, e.before, e.after])).toEqual([
      [
        'booking.handled',
        staff.email,
        { read_at: null, handled_at: null },
        { read_at: handled.read_at, handled_at: handled.handled_at },
      ],
      [
        'booking.unread',
        staff.email,
        { read_at: handled.read_at, handled_at: handled.handled_at },
        { read_at: null, handled_at: null },
      ],
    ]);
  });

  it('answers 404 for a request that does not exist', async () => {
    const res = await send(staff.client, 'POST', INBOX.mark('bookings', 99_999_999, 'handled'));
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('booking-request-not-found');
  });

  it('ten staff handling one request at once handle it once', async () => {
    const item = await addBooking(t);
    const all = [staff];
    for (let i = 0; i < 9; i++) all.push(await staffMember(t));
    gate.arm(all.length);
    const answers = await Promise.all(
      all.map((s) => mark(s.client, 'bookings', item.id, 'handled')),
    );
    expect(gate.timedOut).toBe(false);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(new Set(answers.map((a) => (a.body.data as InboxBooking).handled_at)).size).toBe(1);
    expect(await inboxAudit(t, 'booking', item.id)).toHaveLength(1);
  });
});
