import { describe, expect, it } from 'vitest';
import { loginPathFor, loginTarget } from './use-return-url';

describe('loginTarget (where /login sends the user)', () => {
  it('goes to the account home without a returnUrl', () => {
    expect(loginTarget(null)).toBe('/dashboard');
    expect(loginTarget('')).toBe('/dashboard');
  });

  it('keeps a same-origin path with its query and hash', () => {
    expect(loginTarget('/profile')).toBe('/profile');
    expect(loginTarget('/product/detail/7?size=M#reviews')).toBe(
      '/product/detail/7?size=M#reviews',
    );
  });

  it.each([
    'https://evil.example/phish',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
  ])('sends %s to / instead', (value) => {
    expect(loginTarget(value)).toBe('/');
  });

  it('does not go back to a sign-in page', () => {
    expect(loginTarget('/login?returnUrl=/x')).toBe('/dashboard');
    expect(loginTarget('/reset-password')).toBe('/dashboard');
  });

  it('builds the login address of a members page', () => {
    expect(loginPathFor('/profile?tab=password')).toBe(
      '/login?returnUrl=%2Fprofile%3Ftab%3Dpassword',
    );
  });
});
