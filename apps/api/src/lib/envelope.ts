import type { FailureKey } from '@camtour/shared/errors';
import type { FieldErrors } from '@camtour/shared/schemas/envelope';

/** The success envelope of D3; the only way handlers write a response body. */
export function ok<T>(data: T, message = 'success') {
  return { result: true, error: false, message, data } as const;
}

export function failure(message: FailureKey, errors?: FieldErrors) {
  return errors
    ? ({ result: false, error: true, message, errors } as const)
    : ({ result: false, error: true, message } as const);
}
