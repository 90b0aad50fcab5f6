import { describe, expect, it } from 'vitest';
import { PROMO_CODE_MAX_LENGTH, normalizePromoCode, promoProblem, type PromoRule } from './promo';

const NOW = new Date('2026-06-15T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const open: PromoRule = {
  percent: 10,
  active: true,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  uses: 0,
};

describe('promoProblem', () => {
  it('accepts an active code without limits, however often it was used', () => {
    expect(promoProblem(open, NOW, 0)).toBeNull();
    expect(promoProblem({ ...open, uses: 10_000 }, NOW, 500)).toBeNull();
  });

  it('refuses an inactive code as invalid', () => {
    expect(promoProblem({ ...open, active: false }, NOW, 0)).toBe('invalid-promo-code');
  });

  it.each([
    [at(1), 'invalid-promo-code'],
    [at(60_000), 'invalid-promo-code'],
    [NOW, null],
    [at(-1), null],
  ] as const)('with starts_at %s: %s', (starts_at, problem) => {
    expect(promoProblem({ ...open, starts_at }, NOW, 0)).toBe(problem);
  });

  it.each([
    [at(-1), 'invalid-promo-code'],
    [NOW, 'invalid-promo-code'],
    [at(1), null],
    [at(86_400_000), null],
  ] as const)('with ends_at %s: %s', (ends_at, problem) => {
    expect(promoProblem({ ...open, ends_at }, NOW, 0)).toBe(problem);
  });

  it('counts total uses against max_uses', () => {
    expect(promoProblem({ ...open, max_uses: 5, uses: 4 }, NOW, 0)).toBeNull();
    expect(promoProblem({ ...open, max_uses: 5, uses: 5 }, NOW, 0)).toBe('promo-code-used-up');
    expect(promoProblem({ ...open, max_uses: 5, uses: 6 }, NOW, 0)).toBe('promo-code-used-up');
    expect(promoProblem({ ...open, max_uses: 0, uses: 0 }, NOW, 0)).toBe('promo-code-used-up');
  });

  it("counts the customer's own uses against max_uses_per_customer", () => {
    const staff = { ...open, percent: 100, max_uses_per_customer: 1, uses: 40 };
    expect(promoProblem(staff, NOW, 0)).toBeNull();
    expect(promoProblem(staff, NOW, 1)).toBe('promo-code-used-up');
    expect(promoProblem({ ...staff, max_uses_per_customer: 3 }, NOW, 2)).toBeNull();
    expect(promoProblem({ ...staff, max_uses_per_customer: 3 }, NOW, 3)).toBe('promo-code-used-up');
  });

  it('calls a code that is not valid now invalid before it calls it used up', () => {
    const spent = { ...open, max_uses: 1, uses: 1, max_uses_per_customer: 1 };
    expect(promoProblem({ ...spent, active: false }, NOW, 1)).toBe('invalid-promo-code');
    expect(promoProblem({ ...spent, ends_at: at(-1) }, NOW, 1)).toBe('invalid-promo-code');
    expect(promoProblem({ ...spent, starts_at: at(1) }, NOW, 1)).toBe('invalid-promo-code');
  });
});

describe('normalizePromoCode', () => {
  it('makes codes case-insensitive and trims them', () => {
    expect(normalizePromoCode(' welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('Trek15')).toBe('TREK15');
    expect(normalizePromoCode('   ')).toBe('');
    expect(PROMO_CODE_MAX_LENGTH).toBe(40);
  });
});
