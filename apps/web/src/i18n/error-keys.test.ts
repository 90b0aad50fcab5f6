import { ERROR_KEYS } from '@camtour/shared/errors';
import { describe, expect, it } from 'vitest';
import {
  CONNECTION_ERROR_TEXT,
  NETWORK_ERROR_TEXT,
  NO_AUTHORIZATION_TEXT,
  SERVER_ERROR_TEXT,
} from '@/lib/api-client';
import en from './en/errors.json';
import km from './km/errors.json';

const GLOBAL_TEXTS = [
  CONNECTION_ERROR_TEXT,
  NO_AUTHORIZATION_TEXT,
  NETWORK_ERROR_TEXT,
  SERVER_ERROR_TEXT,
];

describe('errors namespace', () => {
  it.each([...ERROR_KEYS, ...GLOBAL_TEXTS])('translates "%s" in English and Khmer', (key) => {
    const english: unknown = (en as Record<string, unknown>)[key];
    const khmer: unknown = (km as Record<string, unknown>)[key];
    expect(typeof english === 'string' && english.trim().length > 0).toBe(true);
    expect(typeof khmer === 'string' && /[\u1780-\u17FF]/.test(khmer)).toBe(true);
  });
});
