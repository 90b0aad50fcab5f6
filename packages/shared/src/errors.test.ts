import { describe, expect, it } from 'vitest';
import { ERROR_KEYS, isErrorKey } from './errors';

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
