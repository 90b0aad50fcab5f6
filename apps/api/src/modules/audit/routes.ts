import { AuditPageSchema, AuditQuerySchema } from '@camtour/shared/schemas/admin';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { ADMIN_TAGS, staffOnly } from '../../lib/staff-routes';
import { listAudit } from './audit-service';

/** GET /api/admin/audit of D15: what staff changed, for staff only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  staffOnly(app);

  app.get(
    '/admin/audit',
    {
      schema: {
        tags: ADMIN_TAGS,
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
