import { describe, expect, it } from 'vitest';
import { instantToShopDay, promoState, shopDayToInstant } from './promo-state';

const base = { active: true, starts_at: null, ends_at: null, max_uses: null, uses: 0 };
const now = new Date('2026-03-10T05:00:00Z');

describe('promoState', () => {
  it('is active with no limits', () => {
    expect(promoState(base, now)).toBe('active');
  });

  it('is inactive when switched off, whatever else holds', () => {
    expect(
      promoState(
        { ...base, active: false, ends_at: new Date('2020-01-01'), max_uses: 1, uses: 1 },
        now,
      ),
    ).toBe('inactive');
  });

  it('is expired from ends_at on (checkout refuses at ends_at exactly)', () => {
    expect(promoState({ ...base, ends_at: now }, now)).toBe('expired');
    expect(promoState({ ...base, ends_at: new Date(now.getTime() + 1) }, now)).toBe('active');
  });

  it('is scheduled before starts_at, active at it', () => {
    expect(promoState({ ...base, starts_at: new Date(now.getTime() + 1) }, now)).toBe('scheduled');
    expect(promoState({ ...base, starts_at: now }, now)).toBe('active');
  });

  it('is used up when uses reach max_uses', () => {
    expect(promoState({ ...base, max_uses: 3, uses: 2 }, now)).toBe('active');
    expect(promoState({ ...base, max_uses: 3, uses: 3 }, now)).toBe('used_up');
  });

  it('says expired before used up, and scheduled before used up', () => {
    expect(promoState({ ...base, ends_at: now, max_uses: 1, uses: 1 }, now)).toBe('expired');
    expect(
      promoState({ ...base, starts_at: new Date(now.getTime() + 1), max_uses: 1, uses: 1 }, now),
    ).toBe('scheduled');
  });
});

describe('Phnom Penh days and instants', () => {
  it('starts a day at its midnight in Phnom Penh', () => {
    expect(shopDayToInstant('2026-03-01', false).toISOString()).toBe('2026-02-28T17:00:00.000Z');
  });

  it('ends a day at the next midnight, so the day is included', () => {
    expect(shopDayToInstant('2026-03-31', true).toISOString()).toBe('2026-03-31T17:00:00.000Z');
    expect(shopDayToInstant('2026-12-31', true).toISOString()).toBe('2026-12-31T17:00:00.000Z');
  });

  it('reads a stored instant back as the same day', () => {
    for (const day of ['2026-01-01', '2026-02-28', '2026-12-31']) {
      expect(instantToShopDay(shopDayToInstant(day, false), false)).toBe(day);
      expect(instantToShopDay(shopDayToInstant(day, true), true)).toBe(day);
      expect(instantToShopDay(shopDayToInstant(day, true).toISOString(), true)).toBe(day);
    }
  });
});
