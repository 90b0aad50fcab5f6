import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { renderCategoryArt } from './category-art';
import { loadImage } from './images';

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
      if (!svg) throw new AppError('not-found', 404);
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};

/** Stored pictures never change (a new upload is a new id), so they are cached for a year. */
export const storedImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/images/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'A stored picture (re-encoded WebP)',
        params: z.object({ file: z.string().regex(/^\d{1,10}\.webp$/, { error: 'not-found' }) }),
      },
    },
    async (req, reply) => {
      const image = await loadImage(app.db, Number.parseInt(req.params.file, 10));
      if (!image) throw new AppError('not-found', 404);
      return reply
        .type(image.mime)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  );
};
