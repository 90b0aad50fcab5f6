import { describe, expect, it } from 'vitest';
import { linkProblemFrom, registrationLinkProblem, resetLinkProblem } from './use-link-guard';

const TOKEN = 'a'.repeat(43);
const UUID = '3f2b8c1e-5d4a-4c3b-9a8f-1e2d3c4b5a69';
const q = (query: string) => new URLSearchParams(query);

describe('reset-password route guard', () => {
  it('lets a well-formed link through', () => {
    expect(resetLinkProblem(q(`email=sok%40example.com&token=${TOKEN}`))).toBeNull();
  });

  it.each([
    ['no parameters', '', 'invalid_link'],
    ['no token', 'email=sok%40example.com', 'invalid_link'],
    ['no e-mail', `token=${TOKEN}`, 'invalid_link'],
    [
      'a token under 32 characters',
      `email=sok%40example.com&token=${'a'.repeat(31)}`,
      'invalid_token',
    ],
    ['an e-mail that is not an address', `email=not-an-email&token=${TOKEN}`, 'invalid_email'],
    ['a script in the e-mail', `email=%3Cscript%3E%40x.com&token=${TOKEN}`, 'invalid_email'],
  ])('refuses %s with %s', (_label, query, reason) => {
    expect(resetLinkProblem(q(query))).toBe(reason);
  });

  it('accepts exactly 32 characters', () => {
    expect(resetLinkProblem(q(`email=a%40b.co&token=${'x'.repeat(32)}`))).toBeNull();
  });
});

describe('complete-registration route guard', () => {
  const good = `email=sok%40example.com&token=${TOKEN}&id=${UUID}`;

  it('lets a well-formed link through', () => {
    expect(registrationLinkProblem(q(good))).toBeNull();
  });

  it.each([
    ['no id', `email=sok%40example.com&token=${TOKEN}`, 'invalid_link'],
    ['no token', `email=sok%40example.com&id=${UUID}`, 'invalid_link'],
    ['a short token', `email=sok%40example.com&token=short&id=${UUID}`, 'invalid_token'],
    ['a bad e-mail', `email=sok&token=${TOKEN}&id=${UUID}`, 'invalid_email'],
    ['an id that is not a UUID', `email=sok%40example.com&token=${TOKEN}&id=42`, 'invalid_id'],
    [
      'a UUID of version 6',
      `email=sok%40example.com&token=${TOKEN}&id=3f2b8c1e-5d4a-6c3b-9a8f-1e2d3c4b5a69`,
      'invalid_id',
    ],
  ])('refuses %s with %s', (_label, query, reason) => {
    expect(registrationLinkProblem(q(query))).toBe(reason);
  });
});

describe('linkProblemFrom', () => {
  it('knows the four reasons and ignores anything else', () => {
    expect(linkProblemFrom('invalid_id')).toBe('invalid_id');
    expect(linkProblemFrom('<b>hi</b>')).toBeNull();
    expect(linkProblemFrom(null)).toBeNull();
  });
});
