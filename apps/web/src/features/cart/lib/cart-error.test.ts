import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { I18N_OPTIONS, i18next, loadCatalogue } from '@/lib/i18n';
import { createI18n } from '@/lib/i18n-core';
import { availableOf, cartErrorText } from './cart-error';

beforeAll(async () => {
  await i18next.loadNamespaces(['shop', 'errors']);
});

describe('cart error texts (document 2 §8)', () => {
  it('an add past the stock: the server message followed by ". Available: N"', () => {
    const error = new ApiError(400, 'insufficient-stock', {}, null, new Headers(), {
      code: 2,
      data: { available: 3, stock: 5, in_cart: 2 },
    });
    expect(availableOf(error)).toBe(3);
    expect(cartErrorText(error, i18next)).toBe('Not enough in stock. Available: 3');
  });

  it('an update past the stock: "Maximum quantity available: N"', () => {
    const error = new ApiError(
      400,
      'maximum-quantity-available',
      { qty: ['maximum-quantity-available'] },
      null,
      new Headers(),
      { data: { available: 5 } },
    );
    expect(cartErrorText(error, i18next)).toBe('Maximum quantity available: 5');
  });

  it('in Khmer too', async () => {
    await i18next.loadNamespaces(['shop', 'errors']);
    const khmer = createI18n({ ...I18N_OPTIONS, lng: 'km', load: loadCatalogue });
    await khmer.loadNamespaces(['shop', 'errors']);
    const error = new ApiError(400, 'insufficient-stock', {}, null, new Headers(), {
      code: 2,
      data: { available: 1 },
    });
    const text = cartErrorText(error, khmer);
    expect(text).toMatch(/[\u1780-\u17FF]/);
    expect(text.endsWith('1')).toBe(true);
  });

  it('anything else is the usual translated error', () => {
    expect(cartErrorText(new ApiError(404, 'Item not found in cart.'), i18next)).toBe(
      'Item not found in cart.',
    );
    expect(cartErrorText(new ApiError(400, 'quantity-min'), i18next)).toBe(
      'Quantity must be at least 1.',
    );
  });
});
