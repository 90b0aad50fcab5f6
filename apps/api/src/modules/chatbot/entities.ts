import { CHAT_NICKNAMES } from '@camtour/shared/data/chatbot-nicknames';
import { refsInLinks, type EntityRef } from '@camtour/shared/domain/chatbot/dialogue';
import {
  buildEntityCatalog,
  type CatalogEntry,
  type EntityCatalog,
} from '@camtour/shared/domain/chatbot/entities';
import type { Db } from '../../db/client';
import type { Hit } from './retrieval';
import * as repo from './chatbot-repository';

/** The catalogue of every name we know, built from the rows (rebuilt each minute by the service). */
export async function loadCatalog(db: Db): Promise<EntityCatalog> {
  const { locs, hs, ps, acts, provs } = await repo.catalogRows(db);
  const entries: CatalogEntry[] = [
    ...locs.map((r) => ({ kind: 'location' as const, ...r })),
    ...hs.map((r) => ({ kind: 'hotel' as const, ...r })),
    ...ps.map((r) => ({ kind: 'product' as const, ...r })),
    ...acts.map((r) => ({ kind: 'activity' as const, ...r })),
    ...provs.map((r) => ({ kind: 'province' as const, ...r })),
  ];
  return buildEntityCatalog(entries, CHAT_NICKNAMES);
}

/** The things (not provinces) a text names, in its order. */
export function thingsIn(catalog: EntityCatalog, text: string): EntityRef[] {
  return catalog
    .find(text)
    .filter((m) => m.kind !== 'province')
    .map((m) => ({ kind: m.kind, id: m.id }));
}

/** The things an earlier answer named: its links first, else the names it used. */
export function thingsOfAnswer(catalog: EntityCatalog, content: string): EntityRef[] {
  const linked = refsInLinks(content);
  return linked.length ? linked : thingsIn(catalog, content);
}

/** An entity as the router's Hit, read from its row; undefined when it is gone. */
export async function hitOf(db: Db, ref: EntityRef): Promise<Hit | undefined> {
  const row =
    ref.kind === 'location'
      ? await repo.findLocation(db, ref.id)
      : ref.kind === 'hotel'
        ? await repo.findHotel(db, ref.id)
        : ref.kind === 'product'
          ? await repo.findProduct(db, ref.id)
          : ref.kind === 'activity'
            ? await repo.findActivity(db, ref.id)
            : null;
  if (!row || ref.kind === 'province') return undefined;
  return {
    kind: ref.kind,
    id: row.id,
    name: { en: row.name_en, km: row.name_km },
    row,
    score: 2,
    precision: 1,
  };
}
