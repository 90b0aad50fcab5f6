import { and, desc, eq } from 'drizzle-orm';
import {
  OutboxMailListSchema,
  OutboxQuerySchema,
  type OutboxMail,
} from '@camtour/shared/schemas/common';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mailQueue } from '../../db/schema/index';
import { requireLoopback } from '../../lib/loopback';
import { ok } from '../../lib/envelope';
import { escapeHtml as esc } from '../../lib/html';

/**
 * The development outbox of D4. Registered only when NODE_ENV is not
 * production, so these routes do not exist in production.
 */
export const devRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireLoopback);

  /** The mail queue is the outbox: a mail shows here from the moment the change that sent it commits. */
  const recent = async (to?: string, limit = 50): Promise<OutboxMail[]> => {
    // Deferred mails (a reset link) are written by the worker: let it catch up before showing the outbox.
    if (app.mail.transport === 'outbox') await app.mail.worker.drain();
    const rows = await app.db
      .select({
        id: mailQueue.id,
        to: mailQueue.to,
        subject: mailQueue.subject,
        text: mailQueue.text,
        html: mailQueue.html,
        links: mailQueue.links,
        status: mailQueue.status,
        attempts: mailQueue.attempts,
        created_at: mailQueue.created_at,
      })
      .from(mailQueue)
      .where(and(eq(mailQueue.kind, 'mail'), to ? eq(mailQueue.to, to.toLowerCase()) : undefined))
      .orderBy(desc(mailQueue.created_at), desc(mailQueue.id))
      .limit(limit);
    return rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() }));
  };

  app.get(
    '/api/dev/mail',
    {
      schema: {
        tags: ['development'],
        summary: 'Development outbox, newest first (not in production)',
        querystring: OutboxQuerySchema,
        response: { 200: envelopeOf(OutboxMailListSchema) },
      },
    },
    async (req) => ok(await recent(req.query.to, req.query.limit)),
  );

  app.get('/dev/mail', { schema: { hide: true } }, async (_req, reply) => {
    const mails = await recent(undefined, 100);
    const items = mails
      .map(
        (
          m,
        ) => `<article><h2>${esc(m.subject)}</h2><p class="meta">to ${esc(m.to)} · ${esc(m.created_at)} · ${esc(m.status)}</p>
<pre>${esc(m.text)}</pre>${m.links.map((l) => `<p><a href="${esc(l)}">${esc(l)}</a></p>`).join('')}</article>`,
      )
      .join('\n');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Development outbox · CamTour</title>
<style>body{font-family:system-ui,'Noto Sans Khmer',sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.6}article{border:1px solid #e5e7eb;border-radius:12px;padding:1rem 1.25rem;margin:1rem 0}h2{margin:0;font-size:1.1rem}.meta{color:#6b7280;margin:.25rem 0}pre{white-space:pre-wrap;font-family:inherit}a{color:#0f766e;word-break:break-all}</style></head>
<body><h1>Development outbox</h1><p>Mail the server sends, newest first. Without SMTP_URL it is delivered here only; with it, this page shows what the queue holds.</p>${items || '<p>No mail yet.</p>'}</body></html>`);
  });
};
