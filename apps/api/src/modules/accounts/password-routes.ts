import {
  AttemptsSchema,
  ForgotPasswordSchema,
  PasswordChangeSchema,
  ResetPasswordSchema,
  ResetTokenCheckSchema,
  ValidateResetTokenSchema,
} from '@camtour/shared/schemas/accounts';
import { envelopeOf, NoDataSchema } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import { publicBase, requestLang } from './account-helpers';
import { createPasswordService } from './password-service';

const tags = ['accounts'];

export const passwordRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const passwords = createPasswordService(
    app.db,
    app.limiter,
    app.mail,
    app.sessions,
    publicBase(config),
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags,
        summary: 'E-mails a reset link; the same answer whether or not the address has an account',
        body: ForgotPasswordSchema,
        response: { 200: envelopeOf(AttemptsSchema) },
      },
    },
    async (req) => {
      const data = await passwords.forgot(req.body.email, requestLang(req.body.lang), req.ip);
      return ok(data, 'reset-link-sent');
    },
  );

  app.post(
    '/auth/validate-reset-token',
    {
      schema: {
        tags,
        summary: 'Says whether a reset link still works and when it expires',
        body: ValidateResetTokenSchema,
        response: { 200: envelopeOf(ResetTokenCheckSchema) },
      },
    },
    async (req) => {
      const { valid, expires_at, reason } = await passwords.validate(
        req.body.token,
        req.body.email,
      );
      return {
        result: valid,
        error: !valid,
        message: valid ? 'success' : reason!,
        data: { valid, expires_at },
      };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Sets a new password with a reset link (3 attempts per 15 minutes)',
        body: ResetPasswordSchema,
        response: { 200: envelopeOf(NoDataSchema) },
      },
    },
    async (req) => {
      await passwords.reset(req.body.email, req.body.token, req.body.new_pass, req.ip);
      return ok(null, 'password-reset-success');
    },
  );

  app.put(
    '/profile/pass',
    {
      schema: {
        tags,
        summary: "Changes the logged-in user's password; other sessions end",
        body: PasswordChangeSchema,
        response: { 200: envelopeOf(NoDataSchema) },
      },
      preHandler: app.requireUser,
    },
    async (req) => {
      await passwords.change(
        req.user!.id,
        req.session?.id,
        req.body.current_password,
        req.body.new_password,
        req.ip,
      );
      return ok(null, 'password-update-success');
    },
  );
};
