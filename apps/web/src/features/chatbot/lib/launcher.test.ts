import { afterEach, describe, expect, it } from 'vitest';
import {
  clampOffset,
  DISMISSED_KEY,
  isDrag,
  parseOffset,
  POSITION_KEY,
  readDismissed,
  readOffset,
  shouldAutoOpen,
  storeDismissed,
  storeOffset,
} from './launcher';

afterEach(() => window.localStorage.clear());

describe('isDrag', () => {
  it('treats a move of up to 10 px as a click', () => {
    expect(isDrag(0, 0)).toBe(false);
    expect(isDrag(9, 0)).toBe(false);
    expect(isDrag(0, -10)).toBe(false);
    expect(isDrag(6, 8)).toBe(false); // 10 px along the diagonal
  });

  it('treats a longer move as a drag, in any direction', () => {
    expect(isDrag(11, 0)).toBe(true);
    expect(isDrag(0, -10.5)).toBe(true);
    expect(isDrag(-8, 8)).toBe(true); // 11.3 px
  });
});

describe('clampOffset', () => {
  const size = { width: 56, height: 56 };
  const viewport = { width: 390, height: 844 };

  it('keeps a place inside the viewport', () => {
    expect(clampOffset({ right: 100, bottom: 200 }, size, viewport)).toEqual({
      right: 100,
      bottom: 200,
    });
  });

  it('pulls a place past any edge back in, with the margin', () => {
    expect(clampOffset({ right: -50, bottom: -5 }, size, viewport)).toEqual({
      right: 16,
      bottom: 16,
    });
    expect(clampOffset({ right: 900, bottom: 2000 }, size, viewport)).toEqual({
      right: 390 - 56 - 16,
      bottom: 844 - 56 - 16,
    });
  });

  it('falls back to the margin on a viewport smaller than the button', () => {
    expect(clampOffset({ right: 40, bottom: 40 }, size, { width: 50, height: 50 })).toEqual({
      right: 16,
      bottom: 16,
    });
  });
});

describe('the dismissed flag', () => {
  it('is off until the visitor closes the chat, then stays', () => {
    expect(readDismissed()).toBe(false);
    storeDismissed();
    expect(window.localStorage.getItem(DISMISSED_KEY)).toBe('1');
    expect(readDismissed()).toBe(true);
  });

  it('decides the auto-open with the page and the visit', () => {
    expect(shouldAutoOpen({ dismissed: false, hidden: false, opened: false })).toBe(true);
    expect(shouldAutoOpen({ dismissed: true, hidden: false, opened: false })).toBe(false);
    expect(shouldAutoOpen({ dismissed: false, hidden: true, opened: false })).toBe(false);
    expect(shouldAutoOpen({ dismissed: false, hidden: false, opened: true })).toBe(false);
  });
});

describe('the saved place', () => {
  it('round-trips and ignores anything malformed', () => {
    expect(readOffset()).toEqual({ right: 20, bottom: 20 });
    storeOffset({ right: 120, bottom: 300 });
    expect(readOffset()).toEqual({ right: 120, bottom: 300 });
    window.localStorage.setItem(POSITION_KEY, '{"right":"x","bottom":1}');
    expect(readOffset()).toEqual({ right: 20, bottom: 20 });
    expect(parseOffset('not json')).toBeNull();
    expect(parseOffset('null')).toBeNull();
    expect(parseOffset('{"right":1e999,"bottom":3}')).toBeNull();
  });
});
