import { expect, it } from 'vitest';
import { Gate, gateTransactions } from '../helpers/gate';
import { describeTopologies, type Topology } from '../helpers/topologies';
import { tally } from '../orders/helpers';
import { staffMember, type Staff } from './orders-helpers';
import {
  hide,
  ratingOf,
  reviewAudit,
  show,
  targets,
  writeReview,
  type Kind,
} from './reviews-helpers';

/**
 * Ten staff hide (or show) one review at once, at one server, two servers on one database and
 * (with TEST_DATABASE_URL) two processes: all get 200, the star leaves (or rejoins) the average
 * exactly once, and one audit entry is written.
 */
const BURST = 10;
const gate = new Gate();

function cases(topology: () => Topology) {
  async function staffOn(top: Topology): Promise<Staff[]> {
    const out: Staff[] = [];
    for (let i = 0; i < BURST; i++)
      out.push(await staffMember(top.t, top.servers[i % top.servers.length]!.url));
    return out;
  }

  async function burst(top: Topology, staff: Staff[], run: (s: Staff) => ReturnType<typeof hide>) {
    gate.arm(staff.filter((_, i) => top.servers[i % top.servers.length]!.inProcess).length);
    const answers = await Promise.all(staff.map(run));
    expect(gate.timedOut, 'every in-process request reached the gate').toBe(false);
    return answers;
  }

  it.each(['product', 'location'] as const)(
    `${BURST} staff hide one %s review at once, then show it at once: the star moves once each way`,
    async (kind: Kind) => {
      const top = topology();
      const staff = await staffOn(top);
      const id = (await targets(top.t))[kind];
      const review = await writeReview(top.t, staff[0]!.client, kind, id, 4);
      const start = await ratingOf(top.t, kind, id);

      const hides = await burst(top, staff, (s) => hide(s.client, kind, review.id));
      expect(tally(hides)).toEqual({ '200 success': BURST });
      expect(await ratingOf(top.t, kind, id)).toEqual({
        sum: start.sum - 4,
        count: start.count - 1,
      });

      const shows = await burst(top, staff, (s) => show(s.client, kind, review.id));
      expect(tally(shows)).toEqual({ '200 success': BURST });
      expect(await ratingOf(top.t, kind, id)).toEqual(start);

      const entries = await reviewAudit(top.t, kind, review.id);
      expect(entries.map((e) => e.action)).toEqual(['review.hide', 'review.show']);
    },
  );
}

describeTopologies({ env: {}, beforeListen: gateTransactions(gate) }, cases);
