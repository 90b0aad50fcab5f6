import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { renderCategoryArt } from './category-art';

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
