import { NUL_NOT_ALLOWED, nulFields } from '@camtour/shared/schemas/common';
import type { FieldErrors } from '@camtour/shared/schemas/envelope';
import { AppError } from './app-error';

/** Throws the 400 naming each field whose text holds a NUL (the shared rule of common.ts). */
export function refuseNul(...parts: unknown[]): void {
  const fields = parts.flatMap((part) => nulFields(part));
  if (fields.length === 0) return;
  const errors: FieldErrors = {};
  for (const field of fields) errors[field] = [NUL_NOT_ALLOWED];
  throw new AppError('validation-failed', { fieldErrors: errors });
}
