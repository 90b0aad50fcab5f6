import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { renderCategoryArt } from './category-art';
import type { FastifyReply } from 'fastify';
import { hotelArt, roomArt } from '../hotels/hotels-repository';
import { artOf as locationArt, findActivity } from '../locations/locations-repository';
import { loadImage } from './images';
import { renderHotelArt, renderLocationArt } from './place-art';
import { renderProductArt } from './product-art';
import { artOf, colorBySlug, firstColorOf } from '../catalog/catalog-repository';
import { CATEGORY_ART } from '../catalog/catalog-service';

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/category/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated picture of a location category (SVG)',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, { error: 'not-found' }) }),
      },
    },
    async (req, reply) => {
      const svg = renderCategoryArt(req.params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError('not-found');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

const STORED_IMAGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;

/** Stored pictures never change (a new upload is a new id), so they are cached for a year. */
export const storedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/images/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored picture (re-encoded WebP), by its random public id: {uuid}.webp',
        params: z.object({ file: z.string() }),
      },
    },
    async (req, reply) => {
      // Any other name (an old numeric one, a guess) is simply not there: a 404, not a 400.
      const publicId = STORED_IMAGE_FILE.exec(req.params.file)?.[1];
      const image = publicId ? await loadImage(app.db, publicId) : null;
      if (!image) throw new AppError('not-found');
      return reply
        .type(image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  );
};

const SVG_CACHE = 'public, max-age=86400';

/** Product pictures are drawn from the product's kind and colour (no image downloads, D5). */
export const productArtRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/products/:id/:file',
    {
      schema: {
        tags: ['media'],
        summary:
          'Generated picture of a product: {view}.svg or {colour-slug}-{view}.svg, view 0 to 2',
        params: z.object({
          id: z.coerce.number().int().min(1).max(2_147_483_647),
          file: z.string().regex(/^([a-z0-9-]+-)?[0-2]\.svg$/, { error: 'not-found' }),
        }),
      },
    },
    async (req, reply) => {
      const match = /^(?:([a-z0-9-]+)-)?([0-2])\.svg$/.exec(req.params.file)!;
      const product = await artOf(app.db, req.params.id);
      if (!product) throw new AppError('not-found');
      const color = match[1]
        ? await colorBySlug(app.db, match[1])
        : await firstColorOf(app.db, req.params.id);
      const svg = renderProductArt(product.art, color?.hex ?? '#0f766e', Number(match[2]));
      if (!svg) throw new AppError('not-found');
      return reply.type('image/svg+xml').header('cache-control', SVG_CACHE).send(svg);
    },
  );

  app.get(
    '/media/product-category/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Generated picture of a product category',
        params: z.object({ file: z.string().regex(/^[a-z0-9-]+\.svg$/, { error: 'not-found' }) }),
      },
    },
    async (req, reply) => {
      const art = CATEGORY_ART[req.params.file.replace(/\.svg$/, '')];
      const svg = art ? renderProductArt(art, '#0f766e', 0) : null;
      if (!svg) throw new AppError('not-found');
      return reply.type('image/svg+xml').header('cache-control', SVG_CACHE).send(svg);
    },
  );
};

const photoParams = z.object({
  id: z.coerce
    .number({ error: 'not-found' })
    .int({ error: 'not-found' })
    .min(1, { error: 'not-found' })
    .max(2_147_483_647, { error: 'not-found' }),
  file: z.string().regex(/^[0-7]\.svg$/, { error: 'not-found' }),
});

/** Photos of places, hotels, rooms and activities, drawn from their kind (no image downloads, D5). */
export const placeArtRoutes: FastifyPluginAsyncZod = async (app) => {
  const send = (reply: FastifyReply, svg: string | null) => {
    if (!svg) throw new AppError('not-found');
    return reply.type('image/svg+xml').header('cache-control', SVG_CACHE).send(svg);
  };

  app.get(
    '/media/locations/:id/:file',
    { schema: { tags: ['media'], summary: 'Photo n (0-7) of a location', params: photoParams } },
    async (req, reply) => {
      const n = Number(req.params.file[0]);
      const place = await locationArt(app.db, req.params.id);
      return send(reply, place && n < place.photo_count ? renderLocationArt(place.art, n) : null);
    },
  );

  app.get(
    '/media/hotels/:id/:file',
    { schema: { tags: ['media'], summary: 'Photo n (0-7) of a hotel', params: photoParams } },
    async (req, reply) => {
      const n = Number(req.params.file[0]);
      const hotel = await hotelArt(app.db, req.params.id);
      return send(reply, hotel && n < hotel.photo_count ? renderHotelArt(hotel.art, n) : null);
    },
  );

  const single = z.object({ file: z.string().regex(/^\d{1,10}\.svg$/, { error: 'not-found' }) });

  app.get(
    '/media/rooms/:file',
    { schema: { tags: ['media'], summary: 'Photo of a room type', params: single } },
    async (req, reply) => {
      const room = await roomArt(app.db, Number.parseInt(req.params.file, 10));
      return send(reply, room ? renderHotelArt(room.art, 0) : null);
    },
  );

  app.get(
    '/media/activities/:file',
    { schema: { tags: ['media'], summary: 'Photo of an activity', params: single } },
    async (req, reply) => {
      const id = Number.parseInt(req.params.file, 10);
      const activity = await findActivity(app.db, id);
      return send(reply, activity ? renderLocationArt(activity.art, id % 8) : null);
    },
  );
};
