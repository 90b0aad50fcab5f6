import type { I18n } from '@/lib/i18n-core';
import { useCallback } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { ApiError, SERVER_ERROR_TEXT } from './api-client';

const GENERIC_KEY = 'error-occurred-try-again';

/** Plain English texts the spec quotes ("Invalid email or password") rather than kebab-case keys. */
export function isPlainSentence(value: string): boolean {
  return /\s/.test(value.trim());
}

/**
 * Which text to show for an error: the errors-namespace key when one exists, the server's
 * sentence when it sent one we do not know, never a raw key or a 5xx detail.
 * Returns `{ key }` for a translation, `{ text }` for a sentence shown as is.
 */
export function resolveErrorText(
  error: unknown,
  hasKey: (key: string) => boolean,
): { key: string } | { text: string } {
  const key =
    error instanceof ApiError ? error.key : typeof error === 'string' ? error : GENERIC_KEY;
  const status = error instanceof ApiError ? error.status : 0;
  if (hasKey(key)) return { key };
  if (status >= 500) return { key: SERVER_ERROR_TEXT };
  if (isPlainSentence(key)) return { text: key };
  return { key: GENERIC_KEY };
}

export function errorMessage(error: unknown, i18n: I18n): string {
  const resolved = resolveErrorText(error, (key) => i18n.exists(key, { ns: 'errors' }));
  if ('text' in resolved) return resolved.text;
  return i18n.t(resolved.key as 'success', { ns: 'errors' });
}

/** Bound to the current language, so messages re-render when it changes. */
export function useErrorMessage(): (error: unknown) => string {
  const { i18n } = useTranslation();
  return useCallback((error: unknown) => errorMessage(error, i18n), [i18n]);
}
