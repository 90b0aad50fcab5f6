import { IdResultSchema } from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  PlanCreateSchema,
  PlanExportSchema,
  PlanPdfSchema,
  SavedPlanListSchema,
  SavedPlanParamsSchema,
  SavedPlanQuerySchema,
  SavedPlanSchema,
  SavedPlansQuerySchema,
} from '@camtour/shared/schemas/planner';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { createPlannerService } from './planner-service';

const tags = ['planner'];

/**
 * Saved trip plans of a logged-in account, and the PDF export of any plan (D9). The server
 * recomputes every recommendation from the planner input; it never stores or trusts one.
 */
export const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const planner = createPlannerService(app.db, app.limiter);
  // onRequest rather than preHandler: a visitor gets 401 before the body or id is even looked at.
  const loggedIn = { onRequest: app.requireUser };

  app.post(
    '/web/user/plans',
    {
      schema: {
        tags,
        summary:
          'Saves a plan (planner input, optional title) to the account, at most 50; answers it recomputed in lang',
        querystring: SavedPlanQuerySchema,
        body: PlanCreateSchema,
        response: { 201: envelopeOf(SavedPlanSchema) },
      },
      ...loggedIn,
    },
    async (req, reply) => {
      const plan = await planner.save(req.user!.id, req.body, req.query.lang);
      return reply.code(201).send(ok(plan, 'plan-saved'));
    },
  );

  app.get(
    '/web/user/plans',
    {
      schema: {
        tags,
        summary: "The account's plans, newest first, 10 a page",
        querystring: SavedPlansQuerySchema,
        response: { 200: envelopeOf(SavedPlanListSchema) },
      },
      ...loggedIn,
    },
    async (req) => ok(await planner.list(req.user!.id, req.query.page)),
  );

  app.get(
    '/web/user/plans/:id',
    {
      schema: {
        tags,
        summary: "One of the account's plans, its recommendation recomputed in lang",
        params: SavedPlanParamsSchema,
        querystring: SavedPlanQuerySchema,
        response: { 200: envelopeOf(SavedPlanSchema) },
      },
      ...loggedIn,
    },
    async (req) => ok(await planner.get(req.user!.id, req.params.id, req.query.lang)),
  );

  app.delete(
    '/web/user/plans/:id',
    {
      schema: {
        tags,
        summary: "Deletes one of the account's plans",
        params: SavedPlanParamsSchema,
        response: { 200: envelopeOf(IdResultSchema) },
      },
      ...loggedIn,
    },
    async (req) => ok(await planner.remove(req.user!.id, req.params.id), 'plan-deleted'),
  );

  app.post(
    '/web/planner/export',
    {
      schema: {
        tags,
        summary:
          'The plan of a planner input as a PDF in lang (visitors too; 30 per 10 minutes per client), named camtour-plan-{date}.pdf',
        body: PlanExportSchema,
        produces: ['application/pdf'],
        response: { 200: PlanPdfSchema },
      },
    },
    async (req, reply) => {
      const { bytes, fileName } = await planner.exportPdf(req.body, req.ip);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};
