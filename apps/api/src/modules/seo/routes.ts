import { createHash } from 'node:crypto';
import path from 'node:path';
import { drawPicture } from '@camtour/demo-art/picture';
import type { FailureKey } from '@camtour/shared/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { publicBase } from '../accounts/account-helpers';
import { pictureAt } from '../demo-pictures/pictures-service';
import { OgCache } from './og-cache';
import { renderOgPng } from './og-render';
import * as repo from './seo-repository';
import { STATIC_PUBLIC_PAGES } from '@camtour/shared/seo/public-pages';
import { renderRobots, renderSitemap, type SitemapPage } from './sitemap';
import { notModified } from '../../lib/etag';

/** A day, as chat apps re-read a card rarely; a new photo is a new ETag all the same. */
const OG_CACHE_CONTROL = 'public, max-age=86400';
/** Five minutes: a product published now is listed soon, and crawlers revalidate cheaply. */
const SITEMAP_TTL_MS = 5 * 60 * 1000;
const SITEMAP_CACHE_CONTROL = 'public, max-age=300';
/** Bumped when the drawing of the cards changes, so no cache keeps the old ones. */
const OG_RENDER_VERSION = 1;
/** About 200 cards of 100 to 250 KB (the demo has 112 items): a bounded share of the memory. */
const OG_MEMORY_BYTES = 32 * 1024 * 1024;
/** The site's own card (no item, or an item without a picture): a drawn Angkor Wat at dusk. */
const DEFAULT_ART = { family: 'location', kind: 'angkor-temple', view: 0 } as const;

/**
 * Not API operations: files for crawlers and chat apps at the site's root, so they stay out of
 * the OpenAPI document (whose operations all answer JSON or a listed /api/media file).
 */
const hide = true;

const hash = (text: string | Buffer) => createHash('sha256').update(text).digest('base64url');

/** `12.png` → 12; anything else (a leading zero too, so one card has one address) is no card. */
const OG_FILE = /^([1-9]\d{0,9})\.png$/;
/** Checked by OG_FILE in the handler, so every bad name is the same 404, never a 400. */
const ogFile = z.object({ file: z.string() });

type Kind = 'location' | 'hotel' | 'product';
const LOOKUP: Record<
  Kind,
  { find: (db: DbOrTx, id: number) => Promise<repo.OgSubject>; missing: FailureKey }
> = {
  location: { find: repo.locationPicture, missing: 'location-not-found' },
  hotel: { find: repo.hotelPicture, missing: 'hotel-not-found' },
  product: { find: repo.productPicture, missing: 'product-not-found' },
};

/**
 * Sharing and search (decision 026): Open Graph cards as 1200 x 630 PNG under /og, the sitemap and
 * robots.txt. Outside /api, as crawlers look for them at these addresses.
 */
export const seoRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const origin = publicBase(config);
  const cache = new OgCache({
    maxBytes: OG_MEMORY_BYTES,
    dir: config.DATA_DIR === 'memory://' ? null : path.resolve(config.DATA_DIR, 'og-cache'),
    log: app.log,
  });

  /** Sends a card whose source is named by `sourceTag`; drawn only when no cache holds it. */
  const sendCard = async (
    req: FastifyRequest,
    reply: FastifyReply,
    sourceTag: string,
    source: () => Promise<Buffer | string>,
  ) => {
    const key = hash(`og:v${OG_RENDER_VERSION}:${sourceTag}`);
    const etag = `"${key}"`;
    void reply.header('cache-control', OG_CACHE_CONTROL).header('etag', etag);
    if (notModified(req, etag)) return reply.code(304).send();
    const png = await cache.get(key, async () => renderOgPng(await source()));
    return reply.type('image/png').send(png);
  };

  const sendDefault = (req: FastifyRequest, reply: FastifyReply) =>
    sendCard(req, reply, 'default', async () => drawPicture(DEFAULT_ART)!);

  app.get(
    '/og/default.png',
    { schema: { hide, summary: 'The site Open Graph picture, 1200 x 630 PNG' } },
    sendDefault,
  );

  for (const kind of Object.keys(LOOKUP) as Kind[]) {
    app.get(
      `/og/${kind}/:file`,
      {
        schema: {
          hide,
          summary: `Open Graph picture of a ${kind}: /og/${kind}/{id}.png, 1200 x 630 PNG (its first photo, a staff upload winning over the drawing)`,
          params: ogFile,
        },
      },
      async (req, reply) => {
        const match = OG_FILE.exec(req.params.file);
        const id = match ? Number(match[1]) : NaN;
        if (!(id <= 2_147_483_647)) throw new AppError('not-found');
        const subject = await LOOKUP[kind].find(app.db, id);
        if (!subject) throw new AppError(LOOKUP[kind].missing);
        const tag = subject.picture ? await repo.pictureTag(app.db, subject.picture) : null;
        if (!subject.picture || !tag) return sendDefault(req, reply);
        const at = subject.picture;
        return sendCard(req, reply, tag, async () => {
          // Read only now, on a miss. Should a new upload land in between, these newer bytes sit
          // under the older tag until the next request sees the new one: never a wrong item.
          const picture = await pictureAt(app.db, at);
          if (!picture) return drawPicture(DEFAULT_ART)!;
          return picture.kind === 'upload' ? picture.data : picture.svg;
        });
      },
    );
  }

  interface BuiltSitemap {
    body: string;
    etag: string;
    until: number;
  }
  let sitemap: BuiltSitemap | null = null;
  /** One build at a time: the requests that come while it runs wait for it. */
  let building: Promise<BuiltSitemap> | null = null;
  const buildSitemap = async (): Promise<BuiltSitemap> => {
    const rows = await repo.sitemapRows(app.db);
    const pages: SitemapPage[] = [
      ...STATIC_PUBLIC_PAGES.map((p) => ({ path: p })),
      ...rows.placeRows.map((r) => ({ path: `/location/detail/${r.id}` })),
      ...rows.hotelRows.map((r) => ({ path: `/siem-reap/hotels/${r.id}` })),
      ...rows.categoryRows.map((r) => ({
        path: `/product/category/${encodeURIComponent(r.slug)}`,
      })),
      ...rows.productRows.map((r) => ({
        path: `/product/detail/${r.id}`,
        lastmod: r.updated_at,
      })),
    ];
    const body = renderSitemap(pages, origin);
    return { body, etag: `"${hash(body)}"`, until: Date.now() + SITEMAP_TTL_MS };
  };

  app.get(
    '/sitemap.xml',
    { schema: { hide, summary: 'Every public page in English and Khmer, with hreflang pairs' } },
    async (req, reply) => {
      let current = sitemap;
      if (!current || current.until <= Date.now()) {
        building ??= buildSitemap().finally(() => {
          building = null;
        });
        current = sitemap = await building;
      }
      void reply.header('cache-control', SITEMAP_CACHE_CONTROL).header('etag', current.etag);
      if (notModified(req, current.etag)) return reply.code(304).send();
      return reply.type('application/xml; charset=utf-8').send(current.body);
    },
  );

  const robots = renderRobots(origin);
  app.get(
    '/robots.txt',
    { schema: { hide, summary: 'What crawlers may read, and where the sitemap is' } },
    (_req, reply) =>
      reply
        .header('cache-control', 'public, max-age=86400')
        .type('text/plain; charset=utf-8')
        .send(robots),
  );
};
