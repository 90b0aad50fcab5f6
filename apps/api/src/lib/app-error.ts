import type { ErrorKey } from '@camtour/shared/errors';
import type { FieldErrors } from '@camtour/shared/schemas/envelope';

/**
 * The one application error. `key` is a stable error key (or a plain text the
 * spec quotes); the error handler writes it into the envelope with `status`.
 */
export class AppError extends Error {
  constructor(
    readonly key: ErrorKey | (string & {}),
    readonly status: number = 400,
    readonly fieldErrors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Extra envelope fields the spec names, e.g. `{ code: 2, data: { available: 3 } }`. */
    readonly body?: Record<string, unknown>,
  ) {
    super(key);
    this.name = 'AppError';
  }
}
