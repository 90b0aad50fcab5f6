import { expect, it } from 'vitest';
import { TestClient } from '../helpers/client';
import { Gate, gateTransactions } from '../helpers/gate';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { orderBody, placeOrder, send, stockOf, tally } from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import { CAT, addVariant, createProduct, ledgerMismatches } from './catalogue-helpers';

/**
 * Staff adjust one variant's stock at once, at one server, two servers on one database and (with
 * TEST_DATABASE_URL) two processes: the conditional update lets exactly the stock there is go,
 * never below zero, and the ledger still adds up.
 */
const BURST = 20;
const STOCK = 5;

/** Holds every in-process adjustment until all have arrived, so none runs ahead of the others. */
const gate = new Gate();

async function team(top: Topology, n: number): Promise<Staff[]> {
  const out: Staff[] = [];
  for (let i = 0; i < n; i++)
    out.push(await staffMember(top.t, top.servers[i % top.servers.length]!.url));
  return out;
}

async function freshVariant(top: Topology, qty: number): Promise<number> {
  const owner = await staffMember(top.t);
  const p = await createProduct(top.t, owner.client);
  const withVariant = await addVariant(top.t, owner.client, p.id, 0, 0, qty);
  return withVariant.variants[0]!.id;
}

function cases(topology: () => Topology) {
  it(`${BURST} simultaneous −1 adjustments of ${STOCK} in stock: ${STOCK} × 200, ${BURST - STOCK} × 409, 0 left`, async () => {
    const top = topology();
    const id = await freshVariant(top, STOCK);
    const staff = await team(top, BURST);
    const indexes = Array.from({ length: BURST }, (_, i) => i);
    gate.arm(indexes.filter((i) => top.servers[i % top.servers.length]!.inProcess).length);
    const answers = await Promise.all(
      indexes.map((i) =>
        send(staff[i]!.client, 'POST', CAT.stock(id), { delta: -1, reason_note: `Burst ${i}` }),
      ),
    );
    expect(gate.timedOut, 'every in-process request reached the gate').toBe(false);
    expect(tally(answers)).toEqual({
      '200 success': STOCK,
      '409 stock-below-zero': BURST - STOCK,
    });
    expect(await stockOf(top.t, id)).toBe(0);
    expect(await ledgerMismatches(top.t, [id])).toEqual([]);
  });

  it('checkouts and adjustments at once keep the stock at or above 0 and the ledger whole', async () => {
    const top = topology();
    const id = await freshVariant(top, 10);
    const staff = await team(top, 10);
    const jobs = Array.from({ length: 20 }, (_, i) => {
      const url = top.servers[i % top.servers.length]!.url;
      return i % 2 === 0
        ? placeOrder(new TestClient(url), orderBody([{ variant_id: id, qty: 1 }]))
        : send(staff[(i - 1) / 2]!.client, 'POST', CAT.stock(id), {
            delta: -1,
            reason_note: 'Shelf count',
          });
    });
    const answers = await Promise.all(jobs);
    const won = answers.filter((a) => a.status === 200 || a.status === 201).length;
    // Every job wants one unit and there are 10: exactly 10 get one, whoever they are.
    expect(won).toBe(10);
    expect(answers.every((a) => [200, 201, 409, 400].includes(a.status))).toBe(true);
    expect(await stockOf(top.t, id)).toBe(0);
    expect(await ledgerMismatches(top.t, [id])).toEqual([]);
  });
}

describeTopologies(
  { env: { ORDER_LIMIT_PER_HOUR: '1000' }, beforeListen: gateTransactions(gate) },
  cases,
);
