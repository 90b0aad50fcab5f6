import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { countAuditQuery, listAuditQuery } from '../../src/modules/audit/audit-repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** The audit list's reads have their indexes, over 20,000 entries on 500 entities of 4 kinds. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.db.execute(sql`
    insert into audit_log (actor_id, actor_email, action, entity, entity_id, before, after, created_at)
    select null, 'staff-' || (g % 20) || '@camtour.example',
           (array['order.status', 'product.update', 'stock.adjust', 'user.role'])[1 + g % 4],
           (array['order', 'product', 'stock', 'user'])[1 + g % 4], (g % 500)::text,
           jsonb_build_object('n', g), jsonb_build_object('n', g + 1),
           now() - (g || ' minutes')::interval
    from generate_series(1, 20000) g`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

describe('the audit log', () => {
  it('reads the newest first, a page at a time, through audit_created_idx with no sort', async () => {
    for (const offset of [0, 50, 1000]) {
      const p = await explain(t.app.db, listAuditQuery(t.app.db, {}, 50, offset), {
        indexable: true,
        noSort: true,
      });
      expectIndex(p, 'audit_created_idx');
    }
  });

  it("reads one entity's history through audit_entity_idx with no sort, and counts it there", async () => {
    const filter = { entity: 'order', entityId: '40' };
    const p = await explain(t.app.db, listAuditQuery(t.app.db, filter, 50, 0), {
      indexable: true,
      noSort: true,
    });
    expectIndex(p, 'audit_entity_idx');
    const c = await explain(t.app.db, countAuditQuery(t.app.db, filter), { indexable: true });
    expectIndex(c, 'audit_entity_idx');
  });

  // A quarter of the log is one action: its newest page may rightly walk audit_created_idx.
  it('counts one action and one actor through their indexes', async () => {
    const byAction = await explain(
      t.app.db,
      countAuditQuery(t.app.db, { action: 'stock.adjust' }),
      {
        indexable: true,
      },
    );
    expectIndex(byAction, 'audit_action_idx');
    const byActor = await explain(t.app.db, countAuditQuery(t.app.db, { actorId: 5 }), {
      indexable: true,
    });
    expectIndex(byActor, 'audit_actor_idx');
  });
});
