import { describe, expect, it } from 'vitest';
import { categoryRedirectTarget, resolveAlias } from './aliases';

describe('resolveAlias (DECISIONS D2)', () => {
  it.each([
    ['/forgot-password', '?email=a%40b.co', '/forgot-pass?email=a%40b.co'],
    ['/reset-pass', '?email=a%40b.co&token=abc', '/reset-password?email=a%40b.co&token=abc'],
    ['/register', '', '/send-register'],
    ['/payment/return', '?md5=x', '/payment-return?md5=x'],
    ['/order', '', '/orders'],
    ['/history', '?page=2', '/orders?page=2'],
    ['/favorite', '', '/favorites'],
    ['/Locations', '?province_id=8', '/adventure?province_id=8'],
    ['/locations/', '?province_id=8', '/adventure?province_id=8'],
    ['/product/detail', '', '/product'],
    ['/product/detail/', '?x=1', '/product?x=1'],
  ])('%s%s → %s', (path, search, expected) => {
    expect(resolveAlias(path, search)).toEqual({ kind: 'redirect', to: expected });
  });

  it('sends a numeric share link to the location detail page, keeping the query', () => {
    expect(resolveAlias('/location/42', '?ref=share')).toEqual({
      kind: 'redirect',
      to: '/location/detail/42?ref=share',
    });
  });

  it('treats /location/{slug} as a category to look up', () => {
    expect(resolveAlias('/location/temple', '?province_id=8')).toEqual({
      kind: 'category',
      slug: 'temple',
      search: '?province_id=8',
    });
  });

  it.each([
    '/nope',
    '/adventure/extra/deep',
    '/location/a/b',
    '/location/%E0%A4',
    '/location/0',
    '/location/bad slug',
  ])('sends the unknown path %s home without its query', (path) => {
    expect(resolveAlias(path, '?a=1')).toEqual({ kind: 'redirect', to: '/' });
  });

  it('accepts a search string with or without "?"', () => {
    expect(resolveAlias('/order', 'page=2')).toEqual({ kind: 'redirect', to: '/orders?page=2' });
    expect(resolveAlias('/order', '?')).toEqual({ kind: 'redirect', to: '/orders' });
  });
});

describe('categoryRedirectTarget', () => {
  const categories = [
    { id: 3, slug: 'temple' },
    { id: 7, slug: 'waterfall' },
  ];

  it('filters the adventure list by the category id, keeping other parameters', () => {
    expect(categoryRedirectTarget('temple', '', categories)).toBe('/adventure?category_id=3');
    expect(categoryRedirectTarget('Waterfall', '?province_id=8', categories)).toBe(
      '/adventure?category_id=7&province_id=8',
    );
  });

  it('replaces a category_id already in the query', () => {
    expect(categoryRedirectTarget('temple', '?category_id=99', categories)).toBe(
      '/adventure?category_id=3',
    );
  });

  it('sends an unknown slug home', () => {
    expect(categoryRedirectTarget('castle', '?x=1', categories)).toBe('/');
  });
});
