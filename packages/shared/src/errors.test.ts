import { describe, expect, it } from 'vitest';
import { ERROR_KEYS, FAILURE_STATUS, isErrorKey, isFailureKey, statusOf } from './errors';

describe('error keys', () => {
  it('are unique, each a kebab-case key or a plain sentence the spec quotes (D3)', () => {
    expect(new Set(ERROR_KEYS).size).toBe(ERROR_KEYS.length);
    for (const key of ERROR_KEYS)
      expect(key).toMatch(/^([a-z0-9]+(-[a-z0-9]+)*|[A-Z][a-z][^\n]*[a-z.])$/);
  });
  it('recognises a known key and nothing else', () => {
    expect(isErrorKey('province-not-found')).toBe(true);
    expect(isErrorKey('Province not found')).toBe(false);
  });
});

describe('failure statuses', () => {
  it('give every failure key one client or server error status', () => {
    for (const [key, status] of Object.entries(FAILURE_STATUS)) {
      expect(isErrorKey(key), key).toBe(true);
      expect(status >= 400 && status < 600, key).toBe(true);
    }
    expect(statusOf('not-found')).toBe(404);
    expect(statusOf('too-many-login-attempts')).toBe(429);
  });
  it('know a failure key from a field or success key', () => {
    expect(isFailureKey('plan-not-found')).toBe(true);
    expect(isFailureKey('email-required')).toBe(false);
    expect(isFailureKey('toString')).toBe(false);
  });
});
