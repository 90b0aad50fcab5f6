import type { InboxFeedback } from '@camtour/shared/schemas/admin-content';
import { isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '../../src/db/schema/index';
import { Gate, gateTransactions } from '../helpers/gate';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createUser } from '../helpers/users';
import { send } from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import { INBOX, addFeedback, feedbackPage, inboxAudit, mark, okItem } from './inbox-helpers';

let t: TestApp;
let staff: Staff;
/** Holds a burst's transactions until all have arrived, so only the conditional update decides. */
const gate = new Gate();

beforeAll(async () => {
  t = await startTestApp({ beforeListen: gateTransactions(gate) });
  staff = await staffMember(t);
});
afterAll(() => t.close());

async function countsNow() {
  const [row] = await t.app.db
    .select({
      unread: sql<number>`count(*) filter (where ${feedback.read_at} is null)::int`,
      unhandled: sql<number>`count(*) filter (where ${feedback.handled_at} is null)::int`,
    })
    .from(feedback);
  return { unread: Number(row!.unread), unhandled: Number(row!.unhandled) };
}

describe('GET /api/admin/inbox/feedback', () => {
  it("lists newest first with the account's name and e-mail, and the tab counts", async () => {
    const u = await createUser(t, { first_name: 'Dara' });
    const anonymous = await addFeedback(t, { comment: 'Anonymous note' });
    const signed = await addFeedback(t, { comment: 'Signed note', user_id: u.user.id });
    const res = await feedbackPage(staff.client);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data.items.slice(0, 2).map((i) => i.id)).toEqual([signed.id, anonymous.id]);
    expect(data.items[0]).toMatchObject({
      comment: 'Signed note',
      page: '/location/detail/3',
      user_agent: 'Mozilla/5.0 (test)',
      user_id: u.user.id,
      user_name: 'Dara Chan',
      user_email: u.email,
      read_at: null,
      handled_at: null,
    });
    expect(data.items[1]).toMatchObject({ user_id: null, user_name: null, user_email: null });
    expect(data.counts).toEqual(await countsNow());
    expect(data.pagination).toMatchObject({ current_page: 1, per_page: 30 });
  });

  it('filters unread and unhandled, 30 a page', async () => {
    for (let i = 0; i < 31; i++) await addFeedback(t, { comment: `Bulk ${i}` });
    const read = await addFeedback(t, { comment: 'Read, not handled' });
    okItem(await mark(staff.client, 'feedback', read.id, 'read'));
    const done = await addFeedback(t, { comment: 'Handled' });
    okItem(await mark(staff.client, 'feedback', done.id, 'handled'));

    const unread = (await feedbackPage(staff.client, { state: 'unread' })).body.data!;
    const [unreadTotal] = await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(feedback)
      .where(isNull(feedback.read_at));
    expect(unread.pagination.total).toBe(Number(unreadTotal!.n));
    expect(unread.items).toHaveLength(30);
    expect(unread.items.every((i) => i.read_at === null)).toBe(true);

    const unhandled = (await feedbackPage(staff.client, { state: 'unhandled' })).body.data!;
    expect(unhandled.items[0]!.id).toBe(read.id);
    expect(unhandled.items.every((i) => i.handled_at === null)).toBe(true);
    expect(unhandled.counts).toEqual(await countsNow());

    const all = (await feedbackPage(staff.client, { state: 'all' })).body.data!;
    expect(all.items[0]!.id).toBe(done.id);
    const last = (await feedbackPage(staff.client, { page: all.pagination.last_page })).body.data!;
    expect(last.items.length).toBe(all.pagination.total - 30 * (all.pagination.last_page - 1));
  });

  it.each([
    [{ state: 'archived' }, { state: ['field-invalid-option'] }],
    [{ page: 0 }, { page: ['field-too-small'] }],
  ])('answers 400 to the query %j', async (query, errors) => {
    const res = await feedbackPage(staff.client, query);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(errors);
  });
});

describe('POST /api/admin/inbox/feedback/{id}/{read|unread|handled|unhandled}', () => {
  it('reads, handles and undoes each, recording only real changes with before and after', async () => {
    const item = await addFeedback(t);
    const read = okItem(await mark<InboxFeedback>(staff.client, 'feedback', item.id, 'read'));
    expect(read.read_at).not.toBeNull();
    expect(read.handled_at).toBeNull();
    // Opening it again changes nothing.
    expect(
      okItem(await mark<InboxFeedback>(staff.client, 'feedback', item.id, 'read')).read_at,
    ).toBe(read.read_at);
    const handled = okItem(await mark<InboxFeedback>(staff.client, 'feedback', item.id, 'handled'));
    expect(handled).toMatchObject({ read_at: read.read_at });
    expect(handled.handled_at).not.toBeNull();
    const unhandled = okItem(
      await mark<InboxFeedback>(staff.client, 'feedback', item.id, 'unhandled'),
    );
    expect(unhandled).toMatchObject({ read_at: read.read_at, handled_at: null });
    const unread = okItem(await mark<InboxFeedback>(staff.client, 'feedback', item.id, 'unread'));
    expect(unread).toMatchObject({ read_at: null, handled_at: null });
    okItem(await mark(staff.client, 'feedback', item.id, 'unhandled'));

    const entries = await inboxAudit(t, 'feedback', item.id);
    expect(entries.map((e) => [e.action, e.actor_id, e.before, e.after])).toEqual([
      [
        'feedback.read',
        staff.id,
        { read_at: null, handled_at: null },
        { read_at: read.read_at, handled_at: null },
      ],
      [
        'feedback.handled',
        staff.id,
        { read_at: read.read_at, handled_at: null },
        { read_at: read.read_at, handled_at: handled.handled_at },
      ],
      [
        'feedback.unhandled',
        staff.id,
        { read_at: read.read_at, handled_at: handled.handled_at },
        { read_at: read.read_at, handled_at: null },
      ],
      [
        'feedback.unread',
        staff.id,
        { read_at: read.read_at, handled_at: null },
        { read_at: null, handled_at: null },
      ],
    ]);
  });

  it('handling an unread item reads it; marking a handled item unread un-handles it', async () => {
    const item = await addFeedback(t);
    const handled = okItem(await mark<InboxFeedback>(staff.client, 'feedback', item.id, 'handled'));
    expect(handled.read_at).not.toBeNull();
    expect(handled.read_at).toBe(handled.handled_at);
    const unread = okItem(await mark<InboxFeedback>(staff.client, 'feedback', item.id, 'unread'));
    expect(unread).toMatchObject({ read_at: null, handled_at: null });
  });

  it('answers 404 for feedback that does not exist, 400 for a bad id', async () => {
    for (const what of ['read', 'unread', 'handled', 'unhandled'] as const) {
      const res = await mark(staff.client, 'feedback', 99_999_999, what);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('feedback-not-found');
    }
    const bad = await send(staff.client, 'POST', INBOX.mark('feedback', 'x', 'read'));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ id: ['invalid-id'] });
  });

  it('ten staff opening one item at once read it once', async () => {
    const item = await addFeedback(t);
    const others = [staff];
    for (let i = 0; i < 9; i++) others.push(await staffMember(t));
    gate.arm(others.length);
    const answers = await Promise.all(
      others.map((s) => mark(s.client, 'feedback', item.id, 'read')),
    );
    expect(gate.timedOut).toBe(false);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const readAts = new Set(answers.map((a) => (a.body.data as InboxFeedback).read_at));
    expect(readAts.size).toBe(1);
    expect(await inboxAudit(t, 'feedback', item.id)).toHaveLength(1);
  });
});
