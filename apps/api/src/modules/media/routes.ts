import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { loadImage } from './images';

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
