import type { FastifyInstance, FastifyRequest } from 'fastify';

/*
 * The preamble every back-office plugin shares (issue 16). Each route still declares its own zod
 * schemas, so the OpenAPI document shows them where they are used.
 */

/** The OpenAPI tag of every back-office route. */
export const ADMIN_TAGS = ['admin'];

/** A signed-in staff member, as their changes name them in the audit log. */
export interface Staff {
  id: number;
  email: string;
}

/**
 * Every route of the plugin is staff only, checked before the body is even read: a visitor is
 * 401 and a customer 403 whatever they send.
 */
export function staffOnly(app: FastifyInstance): void {
  app.addHook('onRequest', app.requireStaff);
}

/** The staff member of a request that passed `staffOnly` (so `req.user` is set). */
export const staffOf = (req: FastifyRequest): Staff => ({
  id: req.user!.id,
  email: req.user!.email,
});

/** The OpenAPI words of a staff photo upload (`readStaffPhotoForm` reads the form). */
export const STAFF_PHOTO_UPLOAD = {
  consumes: ['multipart/form-data'],
  description:
    'Multipart: file `photo` (JPEG, PNG or WebP, checked by content and re-encoded). Errors on the field `photo`.',
};
