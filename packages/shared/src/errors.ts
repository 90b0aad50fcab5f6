/**
 * Stable error keys the API puts in `message` (and in `errors[field][]`).
 * The web app owns the translations of each key (errors namespace); a test
 * checks that every key here has an English and a Khmer text.
 */
export const ERROR_KEYS = [
  // generic
  'success',
  'validation-failed',
  'invalid-json',
  'payload-too-large',
  'unsupported-media-type',
  'not-found',
  'route-not-found',
  'method-not-allowed',
  'forbidden',
  'no-authorization',
  'too-many-requests-try-later',
  'server-error',
  'database-unavailable',
  'network-error',
  'request-timeout',
  'error-occurred-try-again',
  // field-level, produced by zod issue codes
  'field-required',
  'field-invalid',
  'field-too-small',
  'field-too-large',
  'field-invalid-option',
  'field-unknown',
  'invalid-id',
  'invalid-lang',
  // places
  'province-not-found',
  'district-not-found',
  'commune-not-found',
] as const;

export type ErrorKey = (typeof ERROR_KEYS)[number];

const keySet: ReadonlySet<string> = new Set(ERROR_KEYS);

export function isErrorKey(value: string): value is ErrorKey {
  return keySet.has(value);
}
