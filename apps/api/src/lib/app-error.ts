import { statusOf, type FailureKey } from '@camtour/shared/errors';
import type { FieldErrors } from '@camtour/shared/schemas/envelope';

export interface AppErrorOptions {
  fieldErrors?: FieldErrors | undefined;
  headers?: Record<string, string> | undefined;
  /** Extra envelope fields the spec names, e.g. `{ code: 2, data: { available: 3 } }`. */
  body?: Record<string, unknown> | undefined;
}

/**
 * The one application error. `key` is a failure key of the shared table
 * (packages/shared/src/errors.ts), which also gives its one HTTP status; the
 * error handler writes both into the envelope.
 */
export class AppError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly body: Record<string, unknown> | undefined;

  constructor(
    readonly key: FailureKey,
    options: AppErrorOptions = {},
  ) {
    super(key);
    this.name = 'AppError';
    this.status = statusOf(key);
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
    this.body = options.body;
  }
}
