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
import { cartOwnerOf, visitorCartHash } from '../cart/cart-owner';
import { httpBakongClient, type BankClient } from './bank-client';

import * as repo from './payments-repository';
import {
  createPaymentsService,
  type PaidOrderPlacer,
  type PaymentCaller,
} from './payments-service';
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

/**
 * KHQR payment (decisions 018 and 041): make a QR for the server's total (and, with an
 * order body, the order it pays for), poll it, open the bank app; and in the
 * background check every unresolved payment so that a paid one becomes its
 * order whether or not a page is open.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  config: Config;
  placePaidOrder: PaidOrderPlacer;
}> = async (app, { config, placePaidOrder }) => {
  const payments = createPaymentsService({
    db: app.db,
    bank: bankFor(config, app),
    merchant: {
      accountId: config.BAKONG_ACCOUNT_ID,
      name: config.BAKONG_MERCHANT_NAME,
      city: config.BAKONG_MERCHANT_CITY,
    },
    limiter: app.limiter,
    mail: app.mail,
    publicBase: publicBase(config),
    placePaidOrder,
    log: app.log,
  });

  // Every process checks the due payments; the database decides who asks the bank and who
  // places an order, so running many processes shares the work instead of repeating it.
  let checking: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (checking) return;
    checking = payments
      .checkDue()
      .catch((error: unknown) => app.log.warn({ err: error }, 'checking KHQR payments failed'))
      .finally(() => {
        checking = null;
      });
  }, config.KHQR_SWEEP_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await checking;
  });

  // A visitor who signs in keeps their payments: the cart's owner becomes the account (decision 041).
  app.loginHooks.push(async (req, _reply, userId) => {
    const anonHash = visitorCartHash(req);
    if (anonHash) await repo.adoptIntoAccount(app.db, anonHash, userId);
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
