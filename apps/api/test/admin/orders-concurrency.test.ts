import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { mailQueue, orderEvents } from '../../src/db/schema/index';
import { Gate, gateTransactions } from '../helpers/gate';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { orderRow, stockOf, tally, variantSource } from '../orders/helpers';
import { auditOf, guestOrder, moveTo, staffMember, type Staff } from './orders-helpers';

/**
 * Ten staff requests move one order at once, at one server, two servers on one database and (with
 * TEST_DATABASE_URL) two processes: exactly one wins (200), the others get 409, and the step's
 * effects (event, audit entry, mail, restock) happen once.
 */
const BURST = 10;

/**
 * Holds every in-process transaction of the burst until all have arrived: each request has read
 * the order and found the step allowed, so only the conditional update can decide between them.
 */
const gate = new Gate();

const sources = new WeakMap<object, ReturnType<typeof variantSource>>();

async function burst(top: Topology, orderNo: string, status: string) {
  const staff: Staff[] = [];
  for (let i = 0; i < BURST; i++)
    staff.push(await staffMember(top.t, top.servers[i % top.servers.length]!.url));
  const indexes = Array.from({ length: BURST }, (_, i) => i);
  gate.arm(indexes.filter((i) => top.servers[i % top.servers.length]!.inProcess).length);
  const answers = await Promise.all(indexes.map((i) => moveTo(staff[i]!.client, orderNo, status)));
  expect(gate.timedOut, 'every in-process request reached the gate').toBe(false);
  return answers;
}

async function effects(top: Topology, orderNo: string) {
  const row = (await orderRow(top.t, orderNo))!;
  const events = await top.t.app.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.order_id, row.id));
  const [mails] = await top.t.app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailQueue)
    .where(eq(mailQueue.to, row.email));
  return { row, events: events.length, audits: (await auditOf(top.t, orderNo)).length, mails };
}

function cases(topology: () => Topology) {
  const freshOf = (top: Topology) => {
    if (!sources.has(top.t)) sources.set(top.t, variantSource(top.t));
    return sources.get(top.t)!;
  };

  it(`${BURST} staff move one pending order to processing at once: one 200, ${BURST - 1} × 409`, async () => {
    const top = topology();
    const [v] = await freshOf(top)(1, 10);
    const order = await guestOrder(top.t, [{ variant_id: v!.id, qty: 1 }]);
    const answers = await burst(top, order.order_no, 'processing');
    expect(tally(answers)).toEqual({
      '200 success': 1,
      [`409 invalid-status-transition`]: BURST - 1,
    });
    const after = await effects(top, order.order_no);
    expect(after.row.status).toBe('processing');
    expect(after.events).toBe(2); // placed, then one step
    expect(after.audits).toBe(1);
    expect(Number(after.mails!.n)).toBe(2); // the confirmation, then one step
  });

  it(`${BURST} staff cancel one order at once: one 200, restocked once`, async () => {
    const top = topology();
    const [v] = await freshOf(top)(1, 10);
    const order = await guestOrder(top.t, [{ variant_id: v!.id, qty: 4 }]);
    expect(await stockOf(top.t, v!.id)).toBe(6);
    const answers = await burst(top, order.order_no, 'cancelled');
    expect(tally(answers)).toEqual({
      '200 success': 1,
      [`409 invalid-status-transition`]: BURST - 1,
    });
    expect(await stockOf(top.t, v!.id)).toBe(10);
    const after = await effects(top, order.order_no);
    expect(after.row.status).toBe('cancelled');
    expect(after.events).toBe(2);
    expect(after.audits).toBe(1);
    expect(Number(after.mails!.n)).toBe(2);
  });
}

describeTopologies(
  { env: { ORDER_LIMIT_PER_HOUR: '1000' }, beforeListen: gateTransactions(gate) },
  cases,
);
