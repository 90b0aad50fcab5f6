import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/dashboard', '/product/detail/4?color=red#reviews', '/', '/favorites?tab=location'])(
    'keeps the same-origin path %s',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\\/evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    '/a\nb',
    '/\tx',
    ' /dashboard',
  ])('refuses %j', (value) => expect(safeReturnPath(value)).toBe('/'));

  it('refuses what is not a string and uses the fallback given', () => {
    expect(safeReturnPath(undefined)).toBe('/');
    expect(safeReturnPath(null, '/dashboard')).toBe('/dashboard');
    expect(safeReturnPath(['/x'])).toBe('/');
    expect(safeReturnPath('//x', '/dashboard')).toBe('/dashboard');
  });
});
