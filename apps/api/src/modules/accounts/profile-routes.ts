import { profileImageError } from '@camtour/shared/domain/account-rules';
import { ProfileUpdateFieldsSchema, UserProfileSchema } from '@camtour/shared/schemas/accounts';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { readMultipart } from '../../lib/multipart';
import { zodFieldErrors } from '../../plugins/errors';
import { createProfileService } from './profile-service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const profiles = createProfileService(app.db);

  app.post(
    '/web/customer/update',
    {
      schema: {
        tags: ['accounts'],
        summary: "Updates the logged-in user's profile (multipart, _method=PUT, optional image)",
        consumes: ['multipart/form-data'],
        response: { 200: envelopeOf(UserProfileSchema) },
      },
      preHandler: app.requireUser,
    },
    async (req) => {
      const { fields, file } = await readMultipart(req, 'image');
      const parsed = ProfileUpdateFieldsSchema.safeParse(fields);
      const errors = parsed.success ? {} : zodFieldErrors(parsed.error);
      const hasImage = file && (file.bytes.length > 0 || file.truncated);
      const imageKey = hasImage
        ? file.truncated
          ? 'image-too-large'
          : profileImageError({ size: file.bytes.length, type: file.mimetype })
        : null;
      if (imageKey) errors.image = [imageKey];
      if (!parsed.success || imageKey)
        throw new AppError('validation-failed', { fieldErrors: errors });
      const profile = await profiles.update(req.user!.id, parsed.data, hasImage ? file : null);
      return ok(profile, 'profile-update-success');
    },
  );
};
