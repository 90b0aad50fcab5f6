import { dobError, registrationImageError } from '@camtour/shared/domain/account-rules';
import {
  AttemptsSchema,
  CompleteRegistrationFieldsSchema,
  SendRegisterSchema,
  VerifiedRegistrationSchema,
  VerifyRegistrationSchema,
} from '@camtour/shared/schemas/accounts';
import { envelopeOf, NoDataSchema } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { zodFieldErrors } from '../../plugins/errors';
import { publicBase, requestLang } from './account-helpers';
import { createRegistrationService } from './registration-service';

const tags = ['accounts'];

export const registrationRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (
  app,
  { config },
) => {
  const registration = createRegistrationService(app.db, app.limiter, app.mail, publicBase(config));

  app.post(
    '/web/send-register',
    {
      schema: {
        tags,
        summary: 'E-mails a registration link (3 per 15 minutes per address)',
        body: SendRegisterSchema,
        response: { 200: envelopeOf(AttemptsSchema) },
      },
    },
    async (req) => {
      const data = await registration.sendLink(req.body.to, requestLang(req.body.lang), req.ip);
      return ok(data, 'registration-link-sent');
    },
  );

  app.post(
    '/web/verify-registration-token',
    {
      schema: {
        tags,
        summary: 'Checks a registration link before the form is shown',
        body: VerifyRegistrationSchema,
        response: { 200: envelopeOf(VerifiedRegistrationSchema) },
      },
    },
    async (req) =>
      ok(
        await registration.verify(req.body.id, req.body.email, req.body.token),
        'registration-link-valid',
      ),
  );

  app.post(
    '/web/complete-registration',
    {
      schema: {
        tags,
        summary: 'Creates the account (multipart form with the required image)',
        consumes: ['multipart/form-data'],
        response: { 201: envelopeOf(NoDataSchema) },
      },
    },
    async (req, reply) => {
      const { fields, file } = await readMultipart(req, 'image');
      await registration.countSubmission(fields.email ?? '', req.ip);
      const parsed = CompleteRegistrationFieldsSchema.safeParse(fields);
      const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
      const dob = dobError(fields.dob, new Date().toISOString().slice(0, 10));
      if (dob) errors.dob = [dob];
      const image = registrationImageError(
        file ? { name: file.filename, size: file.bytes.length, type: file.mimetype } : null,
      );
      if (image || file?.truncated) errors.image = [file?.truncated ? 'image-too-large' : image!];
      if (!parsed.success || Object.keys(errors).length > 0)
        throw new AppError('validation-failed', { fieldErrors: errors });
      await registration.complete(parsed.data, file);
      return reply.code(201).send(ok(null, 'registration-success'));
    },
  );
};
