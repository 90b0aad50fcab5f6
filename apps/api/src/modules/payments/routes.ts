import { envelopeOf } from '@camtour/shared/schemas/envelope';
import {
  DeeplinkRequestSchema,
  DeeplinkSchema,
  GenerateQrRequestSchema,
  KhqrSchema,
  VerifyMd5QuerySchema,
  VerifyResultSchema,
} from '@camtour/shared/schemas/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { publicBase } from '../accounts/account-helpers';
import { cartOwnerOf } from '../cart/cart-owner';
import { httpBakongClient, type BankClient } from './bank-client';
import { createPaymentsService, releaseDueHolds, type PaymentCaller } from './payments-service';
import { createSandboxBank } from './sandbox-bank';

const tags = ['payments'];

/** With BAKONG_TOKEN the real bank (D8); without it the sandbox bank of D14 (never in production). */
export function bankFor(
  config: Config,
  app: { db: Parameters<typeof createSandboxBank>[0] },
): BankClient {
  if (config.BAKONG_TOKEN && config.BAKONG_API_URL) {
    return httpBakongClient({
      apiUrl: config.BAKONG_API_URL,
      token: config.BAKONG_TOKEN,
      timeoutMs: config.BAKONG_TIMEOUT_MS,
      appName: 'CamTour',
      appIconUrl: `${publicBase(config)}/favicon.svg`,
    });
  }
  return createSandboxBank(app.db).client;
}

/** KHQR payment (D8, D14): make a QR for the server's total, poll it, open the bank app. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const payments = createPaymentsService({
    db: app.db,
    bank: bankFor(config, app),
    merchant: {
      accountId: config.BAKONG_ACCOUNT_ID,
      name: config.BAKONG_MERCHANT_NAME,
      city: config.BAKONG_MERCHANT_CITY,
    },
    limiter: app.limiter,
    publicBase: publicBase(config),
    log: app.log,
  });

  // Expired QRs give their stock back even when nobody asks about them.
  let sweeping: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = releaseDueHolds(app.db).catch((error: unknown) =>
      app.log.warn({ err: error }, 'releasing KHQR holds failed'),
    );
  }, config.KHQR_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
  });

  const callerOf = (req: FastifyRequest): PaymentCaller => ({
    owner: cartOwnerOf(req),
    userEmail: req.user?.email ?? null,
    ip: req.ip,
  });

  app.post(
    '/bakong/generate-qr',
    {
      schema: {
        tags,
        summary:
          "A KHQR for the server's total of these lines (10 minutes; holds their stock); 409 amount-mismatch when `amount` differs",
        body: GenerateQrRequestSchema,
        response: { 201: envelopeOf(KhqrSchema) },
      },
    },
    async (req, reply) =>
      reply.code(201).send(ok(await payments.generateQr(req.body, callerOf(req)))),
  );

  app.get(
    '/bakong/verify/md5',
    {
      schema: {
        tags,
        summary:
          "The payment's state; the bank is asked at most once per 5 s per payment (responseCode 0 = paid)",
        querystring: VerifyMd5QuerySchema,
        response: { 200: envelopeOf(VerifyResultSchema) },
      },
    },
    async (req) => ok(await payments.verify(req.query.md5, cartOwnerOf(req))),
  );

  app.post(
    '/bakong/create/deeplink',
    {
      schema: {
        tags,
        summary: 'A link that opens the bank app on one of your QRs; 503 deeplink-unavailable',
        body: DeeplinkRequestSchema,
        response: { 200: envelopeOf(DeeplinkSchema) },
      },
    },
    async (req) => ok(await payments.deeplink(req.body.qr, cartOwnerOf(req))),
  );
};
