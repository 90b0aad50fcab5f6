import { describe, expect, it } from 'vitest';
import {
  isPopular,
  isTopRated,
  locationBadges,
  MAX_CARD_BADGES,
  POPULAR_MIN_VIEWS,
  productBadges,
  TOP_RATED_MIN_REVIEWS,
  TOP_RATED_MIN_STARS,
} from './badges';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('top rated', () => {
  it('needs an average of 4.7 from at least four reviews', () => {
    expect([TOP_RATED_MIN_STARS, TOP_RATED_MIN_REVIEWS]).toEqual([4.7, 4]);
    expect(isTopRated(4.7, 4)).toBe(true);
    expect(isTopRated(5, 12)).toBe(true);
    expect(isTopRated(4.6, 40)).toBe(false);
    // One or three delighted visitors are not yet a verdict.
    expect(isTopRated(5, 1)).toBe(false);
    expect(isTopRated(5, 3)).toBe(false);
    expect(isTopRated(0, 0)).toBe(false);
  });
});

describe('popular', () => {
  it('needs 25,000 views', () => {
    expect(POPULAR_MIN_VIEWS).toBe(25_000);
    expect(isPopular(25_000)).toBe(true);
    expect(isPopular(24_999)).toBe(false);
    expect(isPopular(0)).toBe(false);
  });
});

describe('locationBadges', () => {
  const place = { rate_star: 4.2, review_count: 3, total_view: 1_200, created_at: daysAgo(400) };

  it.each([
    ['an ordinary place', {}, []],
    ['a place added 30 days ago', { created_at: daysAgo(30) }, ['new']],
    ['a place added 31 days ago', { created_at: daysAgo(31) }, []],
    ['a place dated tomorrow', { created_at: daysAgo(-1) }, []],
    ['a loved place', { rate_star: 4.8, review_count: 6 }, ['top-rated']],
    ['a busy place', { total_view: 86_420 }, ['popular']],
    [
      'a loved, busy place',
      { rate_star: 4.7, review_count: 7, total_view: 86_420 },
      ['top-rated', 'popular'],
    ],
    [
      'a new, loved, busy place: two badges at most, new first',
      { created_at: daysAgo(2), rate_star: 5, review_count: 9, total_view: 30_000 },
      ['new', 'top-rated'],
    ],
  ] as const)('%s → %j', (_, change, badges) => {
    expect(locationBadges({ ...place, ...change }, now)).toEqual(badges);
  });

  it('no longer calls every viewed place popular nor every 3.6-star place top rated', () => {
    expect(locationBadges({ ...place, rate_star: 3.6, total_view: 1 }, now)).toEqual([]);
  });
});

describe('productBadges', () => {
  const product = { price_cents: 45_00, original_price_cents: null, created_at: daysAgo(200) };

  it.each([
    ['an ordinary product', {}, []],
    ['a new product', { created_at: daysAgo(30) }, [{ kind: 'new' }]],
    ['a product over $100', { price_cents: 100_01 }, [{ kind: 'premium' }]],
    ['a product at $100', { price_cents: 100_00 }, []],
    ['a discounted product', { original_price_cents: 60_00 }, [{ kind: 'discount', percent: 25 }]],
    ['a discount that rounds to 0%', { price_cents: 99_60, original_price_cents: 100_00 }, []],
    [
      'a new premium product on sale: the discount, then new',
      { price_cents: 120_00, original_price_cents: 150_00, created_at: daysAgo(3) },
      [{ kind: 'discount', percent: 20 }, { kind: 'new' }],
    ],
    [
      'a new premium product',
      { price_cents: 189_00, created_at: daysAgo(1) },
      [{ kind: 'new' }, { kind: 'premium' }],
    ],
  ] as const)('%s → %j', (_, change, badges) => {
    expect(productBadges({ ...product, ...change }, now)).toEqual(badges);
  });

  it('never shows the content status, and never more than two', () => {
    const all = productBadges(
      { price_cents: 500_00, original_price_cents: 900_00, created_at: daysAgo(0) },
      now,
    );
    expect(all).toHaveLength(MAX_CARD_BADGES);
    expect(all.map((b) => b.kind)).not.toContain('status');
  });
});
