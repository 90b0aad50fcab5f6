import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI built from the same zod schemas the routes validate with. */
async function openapiPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'CamTour API',
        description:
          'Travel discovery, trip planning and the outdoor-gear shop of CamTour. Every response uses the envelope { result, error, message, data?, errors? }.',
        version: '0.1.0',
      },
      tags: [
        { name: 'system', description: 'Health' },
        { name: 'places', description: 'Provinces, districts, communes, villages, categories' },
        { name: 'media', description: 'Generated and stored pictures' },
        {
          name: 'accounts',
          description: 'Registration, login, sessions, passwords, profile, social sign-in',
        },
        { name: 'shop', description: 'Products, categories, brands, reviews' },
        {
          name: 'travel',
          description: 'Home, adventure, Siem Reap guide, locations, activities, hotels',
        },
        { name: 'cart', description: 'The cart of a user or a visitor' },
        { name: 'planner', description: 'Saved trip plans and the PDF export of a plan' },
        { name: 'admin', description: 'Staff back office (D15): staff and admins only' },
        { name: 'development', description: 'Development outbox (absent in production)' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The UI is served over plain HTTP locally; upgrading its requests to HTTPS would break it.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

export default fp(openapiPlugin, { name: 'openapi' });
