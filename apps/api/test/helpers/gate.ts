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
