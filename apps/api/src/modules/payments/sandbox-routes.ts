import { khqrAmount } from '@camtour/shared/domain/khqr';
import type { Currency } from '@camtour/shared/domain/checkout';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  BakongCheckResponseSchema,
  SandboxPayRequestSchema,
  SandboxQrListSchema,
  SandboxTransferSchema,
} from '@camtour/shared/schemas/payments';
import { count, inArray } from 'drizzle-orm';
import { sandboxTransfers } from '../../db/schema/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { escapeHtml as esc } from '../../lib/html';
import { requireLoopback } from '../../lib/loopback';
import { refuseForeignOrigin } from '../../plugins/auth';
import { toKhqr } from './payments-service';
import * as repo from './payments-repository';
import { createSandboxBank } from './sandbox-bank';

const tags = ['development'];

/**
 * The sandbox bank of D14: registered only without BAKONG_TOKEN and never in
 * production, answering this machine only. `/dev/bakong` is the newcomer's
 * banking app: it lists our QRs with Pay and Pay-wrong-amount buttons.
 */
export const sandboxBankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireLoopback);
  const bank = createSandboxBank(app.db);

  const list = async () => {
    const rows = await repo.latestQuery(app.db, 50);
    const md5s = rows.map((r) => r.md5);
    const counts =
      md5s.length === 0
        ? []
        : await app.db
            .select({ md5: sandboxTransfers.md5, n: count() })
            .from(sandboxTransfers)
            .where(inArray(sandboxTransfers.md5, md5s))
            .groupBy(sandboxTransfers.md5);
    const transfers = new Map(counts.map((r) => [r.md5, r.n]));
    return rows.map((row) => {
      const qr = toKhqr(row);
      return {
        md5: qr.md5,
        bill_number: qr.bill_number,
        amount: qr.amount,
        currency: qr.currency,
        status: qr.status,
        expires_at: qr.expires_at,
        created_at: row.created_at.toISOString(),
        transfers: transfers.get(qr.md5) ?? 0,
      };
    });
  };

  app.get(
    '/api/dev/bakong/qrs',
    {
      schema: {
        tags,
        summary: 'Sandbox bank: the latest QRs (not in production)',
        response: { 200: envelopeOf(SandboxQrListSchema) },
      },
    },
    async () => ok(await list()),
  );

  app.post(
    '/api/dev/bakong/pay',
    {
      schema: {
        tags,
        summary:
          'Sandbox bank: pays a QR (its own amount, or `amount` to simulate a wrong transfer)',
        body: SandboxPayRequestSchema,
        response: { 201: envelopeOf(SandboxTransferSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await bank.pay(req.body.md5, req.body.amount), 'payment-recorded')),
  );

  app.post(
    '/api/dev/bakong/v1/check_transaction_by_md5',
    {
      // Bakong's protocol, not CamTour's API (its answer is Bakong's JSON, not our envelope):
      // kept out of our OpenAPI document. The HTTP Bakong client is tested against it.
      schema: {
        hide: true,
        body: z.object({ md5: z.string().max(64) }),
        response: { 200: BakongCheckResponseSchema },
      },
    },
    async (req) => bank.check(req.body.md5.toLowerCase()),
  );

  // The page's buttons post plain forms: no script, nothing for the CSP to allow.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.post(
    '/dev/bakong/pay',
    {
      // Outside /api, so the API's guard does not see it: another site's page must not pay our
      // QRs through this machine's browser.
      onRequest: async (req) => {
        refuseForeignOrigin(req);
      },
      schema: {
        hide: true,
        body: z.object({ md5: z.string(), wrong: z.string().optional() }),
      },
    },
    async (req, reply) => {
      const md5 = req.body.md5.toLowerCase();
      let outcome = 'paid';
      try {
        const row = await repo.findByMd5(app.db, md5);
        const wrongAmount =
          req.body.wrong && row
            ? // One cent (or 100 riel) short: what a hand-typed transfer might send.
              khqrAmount(row.total_cents, row.currency as Currency) -
              (row.currency === 'KHR' ? 100 : 0.01)
            : undefined;
        await bank.pay(md5, wrongAmount);
        if (wrongAmount !== undefined) outcome = 'wrong';
      } catch (error) {
        outcome = error instanceof Error ? error.message : 'error';
      }
      return reply.redirect(`/dev/bakong?done=${encodeURIComponent(outcome)}`, 303);
    },
  );

  app.get(
    '/dev/bakong',
    { schema: { hide: true, querystring: z.object({ done: z.string().max(60).optional() }) } },
    async (req, reply) => {
      const qrs = await list();
      const done = req.query.done;
      const notice = !done
        ? ''
        : done === 'paid'
          ? '<p class="notice ok" role="status">Transfer sent. The checkout sees it at its next check (every 5 seconds).</p>'
          : done === 'wrong'
            ? '<p class="notice warn" role="status">A transfer of the wrong amount was sent. It must never count as paid.</p>'
            : `<p class="notice warn" role="alert">Not paid: ${esc(done)}</p>`;
      const rows = qrs
        .map((q) => {
          const payable = q.status === 'pending';
          const amount = q.currency === 'KHR' ? `${q.amount} KHR` : `$${q.amount.toFixed(2)} USD`;
          const buttons = payable
            ? `<form method="post" action="/dev/bakong/pay"><input type="hidden" name="md5" value="${esc(q.md5)}"><button type="submit" data-md5="${esc(q.md5)}">Pay ${esc(amount)}</button></form>
<form method="post" action="/dev/bakong/pay"><input type="hidden" name="md5" value="${esc(q.md5)}"><input type="hidden" name="wrong" value="1"><button type="submit" class="secondary" data-wrong-md5="${esc(q.md5)}">Pay wrong amount</button></form>`
            : '';
          return `<tr data-md5="${esc(q.md5)}"><td data-label="QR"><code>${esc(q.bill_number)}</code><br><small>${esc(q.md5)}</small></td><td data-label="Amount">${esc(amount)}</td><td data-label="Status">${esc(q.status)}</td><td data-label="Expires">${esc(q.expires_at)}</td><td data-label="Transfers">${q.transfers}</td><td class="actions">${buttons}</td></tr>`;
        })
        .join('\n');
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
        .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox bank · CamTour</title>
<style>body{font-family:system-ui,sans-serif;max-width:1000px;margin:2rem auto;padding:0 1rem;color:#1f2937;line-height:1.5}table{width:100%;border-collapse:collapse}th,td{border-bottom:1px solid #e5e7eb;padding:.5rem;text-align:left;vertical-align:top}small{color:#6b7280;word-break:break-all}.actions{display:flex;gap:.5rem;flex-wrap:wrap}button{font:inherit;padding:.4rem .8rem;border-radius:8px;border:0;background:#0f766e;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#b45309;border:1px solid #b45309}.notice{padding:.75rem 1rem;border-radius:8px}.ok{background:#ecfdf5}.warn{background:#fffbeb}@media (max-width:700px){thead{display:none}table,tbody,tr,td{display:block}tr{border:1px solid #e5e7eb;border-radius:12px;margin:.75rem 0;padding:.25rem}td{border:0}td[data-label]::before{content:attr(data-label) ': ';color:#6b7280}}</style></head>
<body><h1>Sandbox bank</h1><p>Development only: stands in for a Bakong banking app. Pay a QR the checkout made, or send a wrong amount to see that it never counts. <a href="/dev/bakong">Refresh</a></p>${notice}
<table><thead><tr><th>QR</th><th>Amount</th><th>Status</th><th>Expires</th><th>Transfers</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="6">No QR yet. Choose Bakong KHQR at the checkout.</td></tr>'}</tbody></table></body></html>`);
    },
  );
};
