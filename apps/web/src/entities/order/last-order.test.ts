import { afterEach, describe, expect, it, vi } from 'vitest';
import { readLastOrder, saveLastOrder, tokenFor } from './last-order';

const TOKEN = 'k'.repeat(43);

afterEach(() => {
  window.sessionStorage.clear();
});

describe('last order', () => {
  it('keeps the order just placed and its token for the tab', () => {
    expect(readLastOrder()).toBeNull();
    saveLastOrder({ order_no: 'CT-AB23CD45', access_token: TOKEN });
    expect(readLastOrder()).toEqual({ order_no: 'CT-AB23CD45', token: TOKEN });
    expect(tokenFor('CT-AB23CD45')).toBe(TOKEN);
    expect(tokenFor(' ct-ab23cd45 ')).toBe(TOKEN);
    expect(tokenFor('CT-ZZZZZZZZ')).toBeNull();
  });

  it('ignores what it did not write', () => {
    window.sessionStorage.setItem('camtour_last_order', '{broken');
    expect(readLastOrder()).toBeNull();
    window.sessionStorage.setItem('camtour_last_order', JSON.stringify({ order_no: 5 }));
    expect(readLastOrder()).toBeNull();
  });

  it('survives blocked storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => saveLastOrder({ order_no: 'CT-AB23CD45', access_token: TOKEN })).not.toThrow();
    expect(readLastOrder()).toBeNull();
    expect(tokenFor('CT-AB23CD45')).toBeNull();
  });
});
