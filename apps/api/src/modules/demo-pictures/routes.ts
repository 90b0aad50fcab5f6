import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { findDemoPicture } from './demo-pictures-repository';

/** A day: a picture changes only when the drawings do (a new release), and the ETag revalidates. */
const CACHE = 'public, max-age=86400';
const tags = ['media'];

/** If-None-Match compares weakly (RFC 9110 §13.1.2): `W/` does not matter, `*` matches anything. */
function notModified(req: FastifyRequest, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

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
const single = z.object({ file: z.string().regex(/^\d{1,10}\.svg$/, { error: 'not-found' }) });

/**
 * The generated pictures of the demo content (decision 016): drawn once when
 * the demo is seeded, stored by address, served here with a strong ETag. The
 * addresses are those the catalogue, locations and hotels answers carry.
 */
export const demoPicturesRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = async (req: FastifyRequest, reply: FastifyReply, path: string) => {
    const picture = await findDemoPicture(app.db, path);
    if (!picture) throw new AppError('not-found');
    void reply.header('cache-control', CACHE).header('etag', picture.etag);
    if (notModified(req, picture.etag)) return reply.code(304).send();
    return reply.type('image/svg+xml').send(picture.svg);
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
    (req, reply) => send(req, reply, `category/${req.params.file}`),
  );

  app.get(
    '/media/product-category/:file',
    { schema: { tags, summary: 'Generated picture of a product category', params: slugFile } },
    (req, reply) => send(req, reply, `product-category/${req.params.file}`),
  );

  app.get(
    '/media/products/:id/:file',
    {
      schema: {
        tags,
        summary:
          'Generated picture of a product: {view}.svg or {colour-slug}-{view}.svg, view 0 to 2, in a colour it comes in',
        params: z.object({
          id: z.coerce.number().int().min(1).max(2_147_483_647),
          file: z.string().regex(/^([a-z0-9-]+-)?[0-2]\.svg$/, { error: 'not-found' }),
        }),
      },
    },
    (req, reply) => send(req, reply, `products/${req.params.id}/${req.params.file}`),
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
