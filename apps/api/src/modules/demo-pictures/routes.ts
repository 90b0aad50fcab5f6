import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { pictureAt } from './pictures-service';
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
  file: z.string().regex(/^[a-z0-9-]+\.svg$/, { error: 'not-found' }),
});
const photoParams = z.object({
  id,
  file: z.string().regex(/^[0-7]\.svg$/, { error: 'not-found' }),
});
/** `3.svg` or `black-3.svg`: the colour's slug, then the view (as many as a gallery holds). */
const PRODUCT_PHOTO_FILE = /^([a-z0-9-]+-)?([0-7])\.svg$/;
const single = z.object({ file: z.string().regex(/^\d{1,10}\.svg$/, { error: 'not-found' }) });

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
    const picture = await pictureAt(app.db, path, opts.fallback ?? null);
    if (!picture) throw new AppError('not-found');
    // An upload's public id is new with every upload, so it names these exact bytes.
    const etag = picture.kind === 'upload' ? `"${picture.publicId}"` : picture.etag;
    void reply
      .header('cache-control', opts.replaceable ? CACHE_REPLACEABLE : CACHE)
      .header('etag', etag);
    if (notModified(req, etag)) return reply.code(304).send();
    return picture.kind === 'upload'
      ? reply.type('image/webp').send(picture.data)
      : reply.type('image/svg+xml').send(picture.svg);
  };

  app.get(
    '/media/category/:file',
    {
      schema: {
        tags,
        summary: 'Generated picture of a location category (SVG)',
        params: slugFile,
      },
    },
    (req, reply) => send(req, reply, `category/${req.params.file}`, {}),
  );

  app.get(
    '/media/product-category/:file',
    { schema: { tags, summary: 'Generated picture of a product category', params: slugFile } },
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
      },
    },
    (req, reply) => {
      const { id, file } = req.params;
      const view = PRODUCT_PHOTO_FILE.exec(file)![2]!;
      const fallback = file === `${view}.svg` ? null : `products/${id}/${view}.svg`;
      return send(req, reply, `products/${id}/${file}`, { replaceable: true, fallback });
    },
  );

  app.get(
    '/media/locations/:id/:file',
    { schema: { tags, summary: 'Photo n (0-7) of a location', params: photoParams } },
    (req, reply) => send(req, reply, `locations/${req.params.id}/${req.params.file}`),
  );

  app.get(
    '/media/hotels/:id/:file',
    { schema: { tags, summary: 'Photo n (0-7) of a hotel', params: photoParams } },
    (req, reply) => send(req, reply, `hotels/${req.params.id}/${req.params.file}`),
  );

  // A leading zero names the same row, as the numeric id always did.
  const number = (file: string) => Number.parseInt(file, 10);

  app.get(
    '/media/rooms/:file',
    { schema: { tags, summary: 'Photo of a room type', params: single } },
    (req, reply) => send(req, reply, `rooms/${number(req.params.file)}.svg`),
  );

  app.get(
    '/media/activities/:file',
    { schema: { tags, summary: 'Photo of an activity', params: single } },
    (req, reply) => send(req, reply, `activities/${number(req.params.file)}.svg`),
  );
};
