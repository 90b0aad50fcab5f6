import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PublicConfigSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';

/** Public settings the web app needs at run time (nothing secret). */
export const configRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/web/view/config',
    {
      schema: {
        tags: ['system'],
        summary: 'Public client settings: the map tile server, the support contact, social links',
        response: { 200: envelopeOf(PublicConfigSchema) },
      },
    },
    async (_req, reply) => {
      void reply.header('cache-control', 'public, max-age=300');
      return ok({
        map: {
          tile_url: config.MAP_TILE_URL,
          attribution: config.MAP_TILE_ATTRIBUTION,
          max_zoom: 18,
        },
        contact: {
          email: config.SUPPORT_EMAIL,
          phone: config.SUPPORT_PHONE,
          address: config.SUPPORT_ADDRESS,
          address_km: config.SUPPORT_ADDRESS_KM,
        },
        social_links: config.SOCIAL_LINKS,
      });
    },
  );
};
