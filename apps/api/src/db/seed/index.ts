import type { Db } from '../client';
import { seedCatalog } from './seed-catalog';
import { seedPictures } from './seed-pictures';
import { seedPlaces } from './seed-places';
import { seedPromos } from './seed-promos';
import { seedTravel } from './seed-travel';
import { seedUsers } from './seed-users';

/**
 * Demo content, in one transaction so a crash never leaves half a seed.
 * Each later domain adds its own seed function here.
 */
export async function seedDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedPlaces(tx);
    await seedUsers(tx);
    await seedCatalog(tx);
    await seedTravel(tx);
    await seedPromos(tx);
    // Last: the pictures are drawn for the rows the seeds above made.
    await seedPictures(tx);
  });
}
