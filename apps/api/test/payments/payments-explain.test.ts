import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import * as repo from '../../src/modules/payments/payments-repository';
import { explain, expectIndex, type Explainable, type ExplainOptions } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';

/**
 * The payments queries each have an index: the md5 of every poll, a QR's holds, the sweeper's
 * work list and the sandbox bank's page, over 20,000 payments (most long settled).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.db.execute(sql`
    insert into payments (md5, qr, bill_number, currency, amount_minor, total_cents, account_id,
                          status, anon_hash, request, expires_at, hold_released_at, paid_at,
                          created_at)
    select md5('p' || g), 'qr', 'CTQ-' || g, 'USD', 1000, 1000, 'shop@bank',
           (array['paid','expired','replaced','paid'])[1 + g % 4], md5('owner' || (g % 500)),
           '{}'::jsonb, now() - (g || ' minutes')::interval + interval '10 minutes',
           now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
           now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await t.app.db.execute(sql`
    insert into payment_holds (payment_id, variant_id, qty)
    select p.id, 1, 1 from payments p`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

const plan = (query: Explainable, opts?: ExplainOptions) => explain(t.app.db, query, opts);

describe('payments (20,000 of them)', () => {
  it('finds a payment by md5 through its unique index', async () => {
    const p = await plan(repo.byMd5Query(t.app.db, 'a'.repeat(32)), { indexable: true });
    expectIndex(p, 'payments_md5_uq');
  });

  it("reads a QR's holds through the payment index", async () => {
    expectIndex(
      await plan(repo.holdsQuery(t.app.db, [42]), { indexable: true }),
      'payment_holds_payment_idx',
    );
  });

  it('finds the payments due a background check through the partial index of unresolved ones', async () => {
    const p = await plan(repo.dueQuery(t.app.db, new Date(), 50), {
      indexable: true,
      noSort: true,
    });
    expectIndex(p, 'payments_due_idx');
  });

  it("lists the sandbox bank's newest QRs through the creation index, with no sort", async () => {
    const p = await plan(repo.latestQuery(t.app.db, 50), { indexable: true, noSort: true });
    expectIndex(p, 'payments_created_idx');
  });
});
