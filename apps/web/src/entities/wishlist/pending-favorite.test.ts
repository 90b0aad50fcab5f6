import { describe, expect, it } from 'vitest';
import {
  loginPathFor,
  PENDING_FAVORITE_KEY,
  PENDING_FAVORITE_MAX_AGE_MS,
  readPendingFavorite,
  savePendingFavorite,
  takePendingFavorite,
} from './pending-favorite';

const tap = { type: 'location', id: 7, name: 'Angkor Wat', returnTo: '/adventure?page=2' } as const;

describe('the pending favorite', () => {
  it('is read once: taking it forgets it', () => {
    window.sessionStorage.clear();
    savePendingFavorite(tap, 1000);
    expect(takePendingFavorite(2000)).toEqual({ ...tap, savedAt: 1000 });
    expect(window.sessionStorage.getItem(PENDING_FAVORITE_KEY)).toBeNull();
    expect(takePendingFavorite(2000)).toBeNull();
  });

  it('is forgotten after half an hour, and a broken one is ignored', () => {
    const now = Date.now();
    savePendingFavorite(tap, now - PENDING_FAVORITE_MAX_AGE_MS - 1);
    expect(readPendingFavorite(now)).toBeNull();
    savePendingFavorite(tap, now - PENDING_FAVORITE_MAX_AGE_MS + 1000);
    expect(readPendingFavorite(now)).toMatchObject({ type: 'location', id: 7 });
    window.sessionStorage.setItem(PENDING_FAVORITE_KEY, '{"type":"hotel","id":3,"savedAt":1}');
    expect(readPendingFavorite(now)).toBeNull();
    window.sessionStorage.setItem(PENDING_FAVORITE_KEY, 'not json');
    expect(readPendingFavorite(now)).toBeNull();
  });

  it('only ever returns to a path of this site', () => {
    expect(loginPathFor('/location/detail/7#tips')).toBe(
      '/login?returnUrl=%2Flocation%2Fdetail%2F7%23tips',
    );
    expect(loginPathFor('//evil.example/x')).toBe('/login?returnUrl=%2F');
    expect(loginPathFor('https://evil.example')).toBe('/login?returnUrl=%2F');
  });
});
