import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as repo from '../../src/modules/promos/repository';
import { explain, expectIndex } from '../helpers/explain';
import { startTestApp, type TestApp } from '../helpers/test-app';

/** A code's uses page in the order of its index (migration 0018), however many uses it has. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the uses of a promo code', () => {
  it('are read newest first through promo_redemptions_code_time_idx, with no sort', async () => {
    for (const offset of [0, 600]) {
      const plan = await explain(t.app.db, repo.usesQuery(t.app.db, 1, 30, offset), {
        indexable: true,
        noSort: true,
      });
      expectIndex(plan, 'promo_redemptions_code_time_idx');
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });
});
