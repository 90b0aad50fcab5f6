import type { PlacedOrder } from '@camtour/shared/schemas/orders';
import { expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { Gate, gateTransactions } from '../helpers/gate';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { orderBody, placeOrder, send, tally, variantSource } from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import {
  PROMOS,
  madePromo,
  okPromo,
  promoAudit,
  promoById,
  redemptionsOf,
  terms,
  updatePromo,
} from './promos-helpers';

/**
 * Promo codes under simultaneous requests, at one server, two servers on one database and (with
 * TEST_DATABASE_URL) two processes: staff lowering max_uses while customers take uses never
 * leave max_uses below uses, and a deactivation stops every checkout that begins after it.
 */
const EDITS = 10;
const CHECKOUTS = 6;

/** Holds every in-process transaction of a burst until all have arrived. */
const gate = new Gate();
const sources = new WeakMap<object, ReturnType<typeof variantSource>>();

function cases(topology: () => Topology) {
  const serverOf = (top: Topology, i: number) => top.servers[i % top.servers.length]!;
  const variantOf = async (top: Topology) => {
    if (!sources.has(top.t)) sources.set(top.t, variantSource(top.t));
    const [v] = await sources.get(top.t)!(1, 10_000);
    return v!;
  };
  const checkout = (top: Topology, i: number, variantId: number, code: string) =>
    placeOrder(
      new TestClient(serverOf(top, i).url),
      orderBody([{ variant_id: variantId, qty: 1 }], { promo_code: code }),
    );
  const staffOn = async (top: Topology, count: number) => {
    const out: Staff[] = [];
    for (let i = 0; i < count; i++) out.push(await staffMember(top.t, serverOf(top, i).url));
    return out;
  };

  it(`${EDITS} edits lowering max_uses during ${CHECKOUTS} checkouts never leave max_uses < uses`, async () => {
    const top = topology();
    const v = await variantOf(top);
    const staff = await staffOn(top, EDITS);
    const promo = await madePromo(staff[0]!.client);
    // Two uses first, so the lowest limit is refused whatever the order of the burst.
    for (let i = 0; i < 2; i++) expect((await checkout(top, i, v.id, promo.code)).status).toBe(201);

    const requests = [
      ...staff.map((s, i) => ({
        server: i,
        run: () => updatePromo(s.client, promo.id, terms({ max_uses: i + 1 })),
      })),
      ...Array.from({ length: CHECKOUTS }, (_, i) => ({
        server: i,
        run: () => checkout(top, i, v.id, promo.code),
      })),
    ];
    gate.arm(requests.filter((r) => serverOf(top, r.server).inProcess).length);
    const answers = await Promise.all(requests.map((r) => r.run()));
    expect(gate.timedOut, 'every in-process request reached the gate').toBe(false);

    const edits = answers.slice(0, EDITS);
    const orders = answers.slice(EDITS);
    for (const a of edits) {
      expect(['200 success', '409 promo-max-uses-below-uses']).toContain(
        `${a.status} ${a.body.message}`,
      );
    }
    // A limit of 1 was below the two uses taken whatever the order of the burst.
    expect(edits[0]!.status).toBe(409);
    expect(tally(edits)['200 success']).toBeGreaterThan(0);
    for (const a of orders) {
      if (a.status !== 201)
        expect((a.body.errors as Record<string, string[]>).promo_code).toEqual([
          'promo-code-used-up',
        ]);
    }

    const row = await promoById(top.t, promo.id);
    expect(row.max_uses).not.toBeNull();
    expect(row.uses).toBeLessThanOrEqual(row.max_uses!);
    const placedNow = orders.filter((a) => a.status === 201).length;
    expect(row.uses).toBe(2 + placedNow);
    expect(await redemptionsOf(top.t, promo.id)).toHaveLength(row.uses);
    const updates = (await promoAudit(top.t, promo.id)).filter((e) => e.action === 'promo.update');
    expect(updates).toHaveLength(edits.filter((a) => a.status === 200).length);
    for (const e of updates) {
      const after = e.after as { max_uses: number; uses: number };
      expect(after.uses).toBeLessThanOrEqual(after.max_uses);
    }
  });

  it('a deactivation during a burst of checkouts: none that began after it gets the code', async () => {
    const top = topology();
    const v = await variantOf(top);
    const [s] = await staffOn(top, 1);
    const promo = await madePromo(s!.client, { percent: 15 });
    const early = Array.from({ length: 10 }, (_, i) => checkout(top, i, v.id, promo.code));
    okPromo(await send(s!.client, 'POST', PROMOS.deactivate(promo.id)));
    const late = await Promise.all(
      Array.from({ length: 10 }, (_, i) => checkout(top, i, v.id, promo.code)),
    );
    for (const a of late) {
      expect(a.status).toBe(400);
      expect((a.body.errors as Record<string, string[]>).promo_code).toEqual([
        'invalid-promo-code',
      ]);
    }
    let used = 0;
    for (const a of await Promise.all(early)) {
      if (a.status === 201) {
        expect((a.body.data as PlacedOrder).totals.promo_percent).toBe(15);
        used++;
      } else {
        expect((a.body.errors as Record<string, string[]>).promo_code).toEqual([
          'invalid-promo-code',
        ]);
      }
    }
    const row = await promoById(top.t, promo.id);
    expect(row.active).toBe(false);
    expect(row.uses).toBe(used);
    expect(await redemptionsOf(top.t, promo.id)).toHaveLength(used);
  });
}

describeTopologies(
  { env: { ORDER_LIMIT_PER_HOUR: '1000' }, beforeListen: gateTransactions(gate) },
  cases,
);
