import { AuditPageSchema, AuditQuerySchema } from '@camtour/shared/schemas/admin';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { listAudit } from './audit-service';

const tags = ['admin'];

/** GET /api/admin/audit of D15: what staff changed, for staff only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every route of this plugin is the back office's: the guard runs before validation, so a
  // visitor learns nothing about the query from a 400.
  app.addHook('onRequest', app.requireStaff);

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary:
          'Lists the audit log newest first, 50 a page, filtered by actor, action, entity or time (from inclusive, to exclusive); staff only',
        querystring: AuditQuerySchema,
        response: { 200: envelopeOf(AuditPageSchema) },
      },
    },
    async (req) => {
      const q = req.query;
      const page = await listAudit(
        app.db,
        {
          actorId: q.actor_id,
          action: q.action,
          entity: q.entity,
          entityId: q.entity_id,
          from: q.from,
          to: q.to,
        },
        q.page,
      );
      return ok(page);
    },
  );
};
