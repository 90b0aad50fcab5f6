import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICTURE_WIDTH_PARAMS } from '@camtour/shared/domain/pictures';
import { AppError } from '../../lib/app-error';
import { pictureAt } from './pictures-service';
import { rasterise } from './raster';
import { notModified } from '../../lib/etag';

/** A day: a category picture changes only when the drawings do (a new release). */
const CACHE = 'public, max-age=86400';
/**
 * Five minutes where staff can put a photo (issue 16): a new upload, or a drawn picture that
 * an upload replaces, must show within minutes; the ETag makes each revalidation cheap.
 */
const CACHE_REPLACEABLE = 'public, max-age=300';
const tags = ['media'];

const id = z.coerce
  .number({ error: 'not-found' })
  .int({ error: 'not-found' })
  .min(1, { error: 'not-found' })
  .max(2_147_483_647, { error: 'not-found' });
const slugFile = z.object({
  file: z.string().regex(/^[a-z0-9-]+\.(svg|webp)$/, { error: 'not-found' }),
});
const photoParams = z.object({
  id,
  file: z.string().regex(/^[0-7]\.(svg|webp)$/, { error: 'not-found' }),
});
/** `3.svg` or `black-3.svg`: the colour's slug, then the view (as many as a gallery holds). */
const PRODUCT_PHOTO_FILE = /^([a-z0-9-]+-)?([0-7])\.(svg|webp)$/;
const single = z.object({
  file: z.string().regex(/^\d{1,10}\.(svg|webp)$/, { error: 'not-found' }),
});
/**
 * Every address also answers as `.webp`: the drawing rasterised at `w` px (960 by default), or
 * the staff upload, which is WebP already. Pages show the WebP (issue 17); the SVG stays for
 * anyone who asks for it.
 */
const rasterQuery = z.object({ w: z.enum(PICTURE_WIDTH_PARAMS).optional() });
type RasterQuery = z.infer<typeof rasterQuery>;

/** The stored drawing's path for a requested file name: drawings are stored under `.svg`. */
const svgName = (file: string) => file.replace(/\.webp$/, '.svg');

/**
 * The generated pictures of the demo content (decision 016): drawn once when
 * the demo is seeded, stored by address, served here with a strong ETag. The
 * addresses are those the catalogue, locations and hotels answers carry.
 */
export const demoPicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * A staff upload at the address first (as WebP), then one at `fallback`, else the drawn SVG.
   * Category pictures have no upload and keep the day-long cache.
   */
  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    path: string,
    opts: { replaceable?: boolean; fallback?: string | null } = { replaceable: true },
  ) => {
    const webp = path.endsWith('.webp');
    const picture = await pictureAt(app.db, svgName(path), opts.fallback ?? null);
    if (!picture) throw new AppError('not-found');
    const width = (req.query as RasterQuery).w ?? '960';
    // An upload's public id is new with every upload, so it names these exact bytes.
    const etag =
      picture.kind === 'upload'
        ? `"${picture.publicId}"`
        : webp
          ? `${picture.etag.slice(0, -1)}-${width}w"`
          : picture.etag;
    void reply
      .header('cache-control', opts.replaceable ? CACHE_REPLACEABLE : CACHE)
      .header('etag', etag);
    if (notModified(req, etag)) return reply.code(304).send();
    if (picture.kind === 'upload') return reply.type('image/webp').send(picture.data);
    if (!webp) return reply.type('image/svg+xml').send(picture.svg);
    return reply.type('image/webp').send(await rasterise(picture.svg, picture.etag, width));
  };

  app.get(
    '/media/category/:file',
    {
      schema: {
        tags,
        summary: 'Generated picture of a location category (SVG)',
        params: slugFile,
        querystring: rasterQuery,
      },
    },
    (req, reply) => send(req, reply, `category/${req.params.file}`, {}),
  );

  app.get(
    '/media/product-category/:file',
    {
      schema: {
        tags,
        summary: 'Generated picture of a product category',
        params: slugFile,
        querystring: rasterQuery,
      },
    },
    (req, reply) => send(req, reply, `product-category/${req.params.file}`, {}),
  );

  app.get(
    '/media/products/:id/:file',
    {
      schema: {
        tags,
        summary:
          'Photo of a product: {view}.svg or {colour-slug}-{view}.svg, view 0 to 7 (a staff upload as WebP, else the drawn SVG; a coloured view falls back to the uploaded view)',
        params: z.object({
          id: z.coerce.number().int().min(1).max(2_147_483_647),
          file: z.string().regex(PRODUCT_PHOTO_FILE, { error: 'not-found' }),
        }),
        querystring: rasterQuery,
      },
    },
    (req, reply) => {
      const { id, file } = req.params;
      const view = PRODUCT_PHOTO_FILE.exec(file)![2]!;
      const fallback = /^[0-7]\./.test(file) ? null : `products/${id}/${view}.svg`;
      return send(req, reply, `products/${id}/${file}`, { replaceable: true, fallback });
    },
  );

  app.get(
    '/media/locations/:id/:file',
    {
      schema: {
        tags,
        summary: 'Photo n (0-7) of a location',
        params: photoParams,
        querystring: rasterQuery,
      },
    },
    (req, reply) => send(req, reply, `locations/${req.params.id}/${req.params.file}`),
  );

  app.get(
    '/media/hotels/:id/:file',
    {
      schema: {
        tags,
        summary: 'Photo n (0-7) of a hotel',
        params: photoParams,
        querystring: rasterQuery,
      },
    },
    (req, reply) => send(req, reply, `hotels/${req.params.id}/${req.params.file}`),
  );

  // A leading zero names the same row, as the numeric id always did.
  const number = (file: string) => Number.parseInt(file, 10);
  const ext = (file: string) => (file.endsWith('.webp') ? 'webp' : 'svg');

  app.get(
    '/media/rooms/:file',
    { schema: { tags, summary: 'Photo of a room type', params: single, querystring: rasterQuery } },
    (req, reply) => send(req, reply, `rooms/${number(req.params.file)}.${ext(req.params.file)}`),
  );

  app.get(
    '/media/activities/:file',
    { schema: { tags, summary: 'Photo of an activity', params: single, querystring: rasterQuery } },
    (req, reply) =>
      send(req, reply, `activities/${number(req.params.file)}.${ext(req.params.file)}`),
  );
};
