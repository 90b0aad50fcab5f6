import { envelopeOf } from '@camtour/shared/schemas/envelope';
import { FeedbackRequestSchema, FeedbackSentSchema } from '@camtour/shared/schemas/feedback';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { SESSION_COOKIE } from '../../plugins/auth';
import { createFeedbackService } from './feedback-service';

const tags = ['feedback'];

/** A 1000-character comment and a 512-character user agent, even all escaped, fit in 16 KiB. */
const BODY_LIMIT = 16 * 1024;

/** The request carried a session token (bearer or cookie), whatever became of it. */
function carriesToken(req: FastifyRequest): boolean {
  const auth = req.headers.authorization;
  return Boolean(
    (auth?.startsWith('Bearer ') && auth.slice(7).trim()) || req.cookies[SESSION_COOKIE],
  );
}

/**
 * Visitors may send feedback (D11), but a session that has ended is told so (document 1 §8: 401
 * please-log-in-to-submit-feedback) rather than its message being stored as a stranger's.
 */
async function noEndedSession(req: FastifyRequest) {
  if (!req.user && (req.sessionExpired || carriesToken(req))) {
    throw new AppError('please-log-in-to-submit-feedback');
  }
}

/** POST /api/web/feedback of document 1 §7. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedback = createFeedbackService(app.db, app.limiter);

  app.post(
    '/web/feedback',
    {
      schema: {
        tags,
        summary:
          'Sends feedback from the about page (D11), as a visitor or logged in; 5 an hour per client, then 429 too-many-requests-try-later with Retry-After',
        body: FeedbackRequestSchema,
        response: { 201: envelopeOf(FeedbackSentSchema) },
      },
      bodyLimit: BODY_LIMIT,
      onRequest: noEndedSession,
    },
    async (req, reply) => {
      const sent = await feedback.send(req.body, {
        ip: req.ip,
        userId: req.user?.id ?? null,
        userAgent: req.headers['user-agent'],
      });
      return reply.code(201).send(ok(sent, 'feedback-sent'));
    },
  );
};
