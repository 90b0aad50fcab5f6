import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_REDIRECT_MS } from '@camtour/shared/domain/cart';
import type { Cart } from '@camtour/shared/schemas/shop';
import { useCheckoutFlow } from './use-checkout-flow';

const cart = (items: number, hasIssues = false) =>
  ({
    items: Array.from({ length: items }, (_, index) => ({ cart_item_id: index + 1 })),
    count: items,
    subtotal: 0,
    subtotal_cents: 0,
    has_issues: hasIssues,
  }) as unknown as Cart;

function setup() {
  const options = {
    onEmpty: vi.fn(),
    onBlocked: vi.fn(),
    closeDrawer: vi.fn(),
    goToCheckout: vi.fn(),
  };
  const { result } = renderHook(() => useCheckoutFlow(options));
  return { options, result };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the drawer checkout button', () => {
  it('with an empty cart gives the notice and stays', () => {
    const { options, result } = setup();
    act(() => {
      expect(result.current.start(cart(0))).toBe('empty');
    });
    expect(options.onEmpty).toHaveBeenCalledTimes(1);
    expect(options.closeDrawer).not.toHaveBeenCalled();
    expect(result.current.proceeding).toBe(false);
    act(() => vi.advanceTimersByTime(5000));
    expect(options.goToCheckout).not.toHaveBeenCalled();
  });

  it('closes the drawer, shows "proceeding" for 1.5 s, then goes to checkout', () => {
    const { options, result } = setup();
    act(() => {
      result.current.start(cart(2));
    });
    expect(options.closeDrawer).toHaveBeenCalledTimes(1);
    expect(result.current.proceeding).toBe(true);
    act(() => vi.advanceTimersByTime(CHECKOUT_REDIRECT_MS - 1));
    expect(options.goToCheckout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(options.goToCheckout).toHaveBeenCalledTimes(1);
    expect(result.current.proceeding).toBe(false);
    expect(CHECKOUT_REDIRECT_MS).toBe(1500);
  });

  it('stops on lines the server flagged', () => {
    const { options, result } = setup();
    act(() => {
      expect(result.current.start(cart(1, true))).toBe('blocked');
    });
    expect(options.onBlocked).toHaveBeenCalledTimes(1);
    expect(options.closeDrawer).not.toHaveBeenCalled();
  });
});
