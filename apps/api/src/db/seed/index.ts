import type { Db } from '../client';
import { seedPlaces } from './seed-places';

/**
 * Demo content, in one transaction so a crash never leaves half a seed.
 * Each later domain adds its own seed function here.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedPlaces(tx);
  });
}
