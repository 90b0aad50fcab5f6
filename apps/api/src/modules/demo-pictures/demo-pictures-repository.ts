import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { demoPictures } from '../../db/schema/index';

/** A demo picture by the address it is served at (`locations/12/0.svg`): the primary key. */
export async function findDemoPicture(db: DbOrTx, path: string) {
  const [row] = await db
    .select({ etag: demoPictures.etag, svg: demoPictures.svg })
    .from(demoPictures)
    .where(eq(demoPictures.path, path))
    .limit(1);
  return row ?? null;
}
