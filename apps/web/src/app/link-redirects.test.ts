import { describe, expect, it } from 'vitest';
import { linkRedirect } from './link-redirects';

const TOKEN = 'x'.repeat(43);
const ID = '0b6e3c1a-8f7d-4d2e-9a4b-2c5d6e7f8a9b';
const params = (query: string) => new URLSearchParams(query);

describe('linkRedirect', () => {
  it('sends a malformed reset link to the request form with the reason', () => {
    expect(linkRedirect('resetPassword', params('email=a%40b.com&token=short'))).toBe(
      '/forgot-pass?error=invalid_token',
    );
    expect(linkRedirect('resetPassword', params(`token=${TOKEN}`))).toBe(
      '/forgot-pass?error=invalid_link',
    );
    expect(linkRedirect('resetPassword', params(`email=nope&token=${TOKEN}`))).toBe(
      '/forgot-pass?error=invalid_email',
    );
  });

  it('sends a malformed registration link to the sign-up form with the reason', () => {
    expect(linkRedirect('completeRegistration', params(`email=a%40b.com&token=${TOKEN}`))).toBe(
      '/send-register?error=invalid_link',
    );
    expect(
      linkRedirect('completeRegistration', params(`email=a%40b.com&token=${TOKEN}&id=12`)),
    ).toBe('/send-register?error=invalid_id');
  });

  it('lets a well-formed link and every other page through', () => {
    expect(linkRedirect('resetPassword', params(`email=a%40b.com&token=${TOKEN}`))).toBeNull();
    expect(
      linkRedirect('completeRegistration', params(`email=a%40b.com&token=${TOKEN}&id=${ID}`)),
    ).toBeNull();
    expect(linkRedirect('login', params('token=short'))).toBeNull();
    expect(linkRedirect(null, params(''))).toBeNull();
  });
});
