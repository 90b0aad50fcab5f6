import { afterEach, describe, expect, it } from 'vitest';
import {
  clearScrollLocks,
  isScrollLocked,
  lockBodyScroll,
  releaseStuckScrollLock,
} from './scroll-lock';

afterEach(() => {
  clearScrollLocks();
  document.body.innerHTML = '';
});

describe('scroll locks', () => {
  it('releases a lock that no open dialog owns', () => {
    lockBodyScroll();
    expect(isScrollLocked()).toBe(true);
    expect(releaseStuckScrollLock()).toBe(true);
    expect(isScrollLocked()).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps the lock while a modal dialog is open', () => {
    document.body.innerHTML = '<div role="dialog" aria-modal="true">Menu</div>';
    lockBodyScroll();
    expect(releaseStuckScrollLock()).toBe(false);
    expect(isScrollLocked()).toBe(true);
  });

  it('also clears a lock set by another library on <html>', () => {
    document.documentElement.style.overflow = 'hidden';
    expect(releaseStuckScrollLock()).toBe(true);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
