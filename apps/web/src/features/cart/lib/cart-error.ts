import type { I18n } from '@/lib/i18n-core';
import { errorMessage } from '@/lib/error-message';
import { isApiError } from '@/lib/api-client';

/** `data.available` of a stock refusal, when the server sent one. */
export function availableOf(error: unknown): number | null {
  if (!isApiError(error)) return null;
  const data = error.data as { available?: unknown } | null;
  return typeof data?.available === 'number' ? data.available : null;
}

/**
 * The text of a failed cart call (document 2 §8): an add past the stock (400, `code: 2`) is the
 * server's message followed by ". Available: N"; an update past it is "Maximum quantity
 * available: N"; anything else is the usual translated error.
 */
export function cartErrorText(error: unknown, i18n: I18n): string {
  const available = availableOf(error);
  if (isApiError(error) && available !== null) {
    if (error.key === 'maximum-quantity-available')
      return i18n.t('maximum-quantity-available', { ns: 'errors', count: available });
    if (error.code === 2 || error.key === 'insufficient-stock')
      return `${errorMessage(error, i18n)}${i18n.t('cart.available-suffix', { ns: 'shop', count: available })}`;
  }
  return errorMessage(error, i18n);
}
