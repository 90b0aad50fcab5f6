import { safeReturnPath } from '@camtour/shared/domain/return-path';
import {
  LoginRequestSchema,
  LoginResponseSchema,
  SocialProviderListSchema,
  SocialProviderParamsSchema,
  SocialRedirectQuerySchema,
  UserProfileSchema,
} from '@camtour/shared/schemas/accounts';
import { envelopeOf, NoDataSchema } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { publicBase, toProfile } from './account-helpers';
import { createAuthService } from './auth-service';
import { createOidcService } from './oidc-service';

const tags = ['accounts'];

/** The social button's `state`: base64 JSON `{ returnUrl, timestamp, nonce }` from the page, or a plain path. */
function returnUrlFromState(state: string | undefined): string {
  if (!state) return '/dashboard';
  try {
    const decoded = JSON.parse(
      Buffer.from(decodeURIComponent(state), 'base64').toString('utf8'),
    ) as { returnUrl?: string };
    return safeReturnPath(decoded.returnUrl, '/dashboard');
  } catch {
    return safeReturnPath(state, '/dashboard');
  }
}

export const authRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const auth = createAuthService(app.db, app.limiter, app.sessions);
  const oidc = createOidcService(config, app.db, app.sessions);

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary:
          'Log in with e-mail and password; sets the session cookie and returns a bearer token',
        body: LoginRequestSchema,
        response: { 200: envelopeOf(LoginResponseSchema) },
      },
      preValidation: async (req) => {
        const body = (req.body ?? {}) as { email?: unknown; password?: unknown };
        if (!body.email && !body.password) {
          throw new AppError('please-enter-email-password', {
            fieldErrors: {
              email: ['email-required'],
              password: ['password-required'],
            },
          });
        }
      },
    },
    async (req, reply) => {
      const result = await auth.login(req.body, {
        ip: req.ip,
        userAgent: req.headers['user-agent'],
      });
      app.setSessionCookie(reply, result.token, result.remember);
      await app.runLoginHooks(req, reply, result.user.id);
      return ok(result, 'login-success');
    },
  );

  app.get(
    '/web/auth/me',
    {
      schema: {
        tags,
        summary: 'The logged-in user',
        response: { 200: envelopeOf(UserProfileSchema) },
      },
      preHandler: app.requireUser,
    },
    async (req) => ok(toProfile(req.user!)),
  );

  app.delete(
    '/web/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends the server session (always succeeds)',
        response: { 200: envelopeOf(NoDataSchema) },
      },
    },
    async (req, reply) => {
      if (req.sessionToken) await app.sessions.destroy(req.sessionToken);
      app.clearSessionCookie(reply);
      return ok(null, 'logout-success');
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Configured social sign-in providers (empty: hide the buttons)',
        response: { 200: envelopeOf(SocialProviderListSchema) },
      },
    },
    async () => ok(oidc.providers()),
  );

  app.get(
    '/auth/redirect/:provider',
    {
      schema: {
        tags,
        summary: 'Starts social sign-in: redirects to the provider',
        params: SocialProviderParamsSchema,
        querystring: SocialRedirectQuerySchema,
      },
    },
    async (req, reply) => {
      const base = publicBase(config);
      const url = await oidc.authorizationUrl(
        req.params.provider,
        `${base}/api/auth/callback/${req.params.provider}`,
        returnUrlFromState(req.query.state),
      );
      return reply.redirect(url);
    },
  );

  app.get(
    '/auth/callback/:provider',
    {
      schema: {
        tags,
        summary:
          'Social sign-in callback: creates or links the account, sets the session, redirects',
        params: SocialProviderParamsSchema,
      },
    },
    async (req, reply) => {
      const base = publicBase(config);
      try {
        const result = await oidc.callback(req.params.provider, new URL(req.url, base), {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        });
        app.setSessionCookie(reply, result.token, true);
        await app.runLoginHooks(req, reply, result.userId);
        return reply.redirect(result.returnUrl);
      } catch (err) {
        req.log.warn({ err }, 'social sign-in failed');
        const key = err instanceof AppError ? err.key : 'social-login-failed';
        return reply.redirect(`/login?error=${encodeURIComponent(key)}`);
      }
    },
  );
};
