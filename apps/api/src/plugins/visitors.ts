import { createHmac, randomBytes } from 'node:crypto';
import { cambodiaToday } from '@camtour/shared/domain/travel';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client';
import { serverSecrets } from '../db/schema/index';
import { NO_VISITOR } from '../lib/view-count';
import { pruneViews as pruneProductViews } from '../modules/catalog/catalog-repository';
import { pruneViews as pruneLocationViews } from '../modules/locations/locations-repository';

/** One visitor on one Cambodian day: a place or a product counts a view once per viewer. */
export interface Viewer {
  /** A keyed hash of the account, or of the client address: never the address itself. */
  visitor: string;
  /** YYYY-MM-DD in Cambodia, so "a day" is the visitors' day, not the server's. */
  day: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Only today's rows decide anything; yesterday's stay so two processes near midnight agree. */
const KEEP_DAYS = 2;
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;
const SECRET_NAME = 'visitor-hash';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who is asking, for counting views once per visitor per day (decision 012). */
    viewerOf: (req: FastifyRequest) => Viewer;
    /**
     * Sent by the page renderer on its own API calls (header `x-camtour-render`): a render is no
     * visitor, the page counts its real visitor itself. Random per process, so none can forge it.
     */
    pageRenderKey: string;
  }
}

export const PAGE_RENDER_HEADER = 'x-camtour-render';

/**
 * The key is made once and kept in the database: every process and every restart must hash a
 * visitor the same way, or one person would be counted once per process.
 */
async function serverSecret(db: DbOrTx, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  return row!.value;
}

/** Deletes the view rows of days that can no longer decide whether a view counts. */
export async function pruneViews(db: DbOrTx, now = Date.now()): Promise<void> {
  const oldestKept = cambodiaToday(now - (KEEP_DAYS - 1) * DAY_MS);
  await pruneLocationViews(db, oldestKept);
  await pruneProductViews(db, oldestKept);
}

async function visitorsPlugin(app: FastifyInstance) {
  const secret = await serverSecret(app.db, SECRET_NAME);
  const renderKey = randomBytes(24).toString('base64url');
  app.decorate('pageRenderKey', renderKey);
  app.decorate('viewerOf', (req: FastifyRequest): Viewer => {
    if (req.headers[PAGE_RENDER_HEADER] === renderKey) {
      return { visitor: NO_VISITOR, day: cambodiaToday() };
    }
    // A logged-in person is one visitor on every network; anyone else is their address.
    const who = req.user ? `user:${req.user.id}` : `ip:${req.ip}`;
    return {
      visitor: createHmac('sha256', secret).update(who).digest('base64url'),
      day: cambodiaToday(),
    };
  });

  await pruneViews(app.db);
  const timer = setInterval(() => {
    pruneViews(app.db).catch((err: unknown) => app.log.warn({ err }, 'pruning view rows failed'));
  }, PRUNE_EVERY_MS);
  // The timer must neither keep the process alive nor run against a closed database.
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

export default fp(visitorsPlugin, { name: 'visitors', dependencies: ['db'] });
