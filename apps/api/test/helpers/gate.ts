import type { App } from '../../src/app';
import type { Db } from '../../src/db/client';

/**
 * Holds every request of a burst at one point until all of them have arrived, then lets them all
 * go at once. Without it a burst is not simultaneous on PGlite: a request does its few
 * microseconds of database work before the next one is even parsed, so a check-then-write would
 * pass too. A test wraps the step it wants held (a limiter's take, a transaction) with `pass`.
 */
export class Gate {
  private waiting: (() => void)[] = [];
  private expected = 0;
  private timer: NodeJS.Timeout | undefined;
  timedOut = false;

  arm(expected: number) {
    this.expected = expected;
    this.waiting = [];
    this.timedOut = false;
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.open();
    }, 10_000);
  }

  async pass(): Promise<void> {
    if (this.expected === 0) return;
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      if (this.waiting.length === this.expected) this.open();
    });
  }

  private open() {
    clearTimeout(this.timer);
    this.expected = 0;
    for (const release of this.waiting.splice(0)) release();
  }
}

/** Two apps on one in-process PGlite share one `db`: each is wrapped once. */
const gatedDbs = new WeakSet<Db>();

/**
 * A `beforeListen` that holds every in-process `db.transaction` of an armed burst at `gate`: the
 * last point where a request can wait without holding a connection or a lock.
 */
export function gateTransactions(gate: Gate) {
  return (app: App) => {
    const db = app.db;
    if (gatedDbs.has(db)) return;
    gatedDbs.add(db);
    const transaction = db.transaction.bind(db);
    db.transaction = (async (...args: Parameters<typeof transaction>) => {
      await gate.pass();
      return transaction(...args);
    }) as typeof db.transaction;
  };
}
