import { describe, expect, it } from 'vitest';
import {
  countdownParts,
  isMobileClient,
  khqrAmount,
  khqrMinorUnits,
  majorUnitsOf,
  minorUnitsOf,
  secondsLeft,
} from './khqr';

describe('KHQR amounts', () => {
  it('are dollars with cents for USD and whole riel for KHR, from integer cents', () => {
    expect(khqrAmount(1135, 'USD')).toBe(11.35);
    expect(khqrAmount(1135, 'KHR')).toBe(45_400);
    expect(khqrMinorUnits(1135, 'USD')).toBe(1135);
    expect(khqrMinorUnits(1135, 'KHR')).toBe(45_400);
  });

  it('read a decimal amount back in minor units exactly, despite binary fractions', () => {
    expect(minorUnitsOf(12.34, 'USD')).toBe(1234);
    expect(minorUnitsOf(0.29, 'USD')).toBe(29);
    expect(minorUnitsOf(45_400, 'KHR')).toBe(45_400);
  });

  it('refuse what is not a whole number of minor units, or not an amount', () => {
    expect(minorUnitsOf(12.345, 'USD')).toBeNull();
    expect(minorUnitsOf(100.5, 'KHR')).toBeNull();
    expect(minorUnitsOf(-1, 'USD')).toBeNull();
    expect(minorUnitsOf(Number.NaN, 'USD')).toBeNull();
    expect(minorUnitsOf(Number.POSITIVE_INFINITY, 'KHR')).toBeNull();
  });

  it('turn minor units back into the amount shown, the inverse of minorUnitsOf', () => {
    expect(majorUnitsOf(1234, 'USD')).toBe(12.34);
    expect(majorUnitsOf(29, 'USD')).toBe(0.29);
    expect(majorUnitsOf(45_400, 'KHR')).toBe(45_400);
    for (const minor of [1, 7, 99, 1001, 123_456])
      for (const currency of ['USD', 'KHR'] as const)
        expect(minorUnitsOf(majorUnitsOf(minor, currency), currency)).toBe(minor);
  });
});

describe('the countdown', () => {
  it('counts whole seconds left, never below 0', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(secondsLeft('2026-11-25T10:10:00Z', now)).toBe(600);
    expect(secondsLeft('2026-11-25T10:00:00.400Z', now)).toBe(1);
    expect(secondsLeft(new Date(now - 5000), now)).toBe(0);
  });

  it('splits seconds into minutes and seconds', () => {
    expect(countdownParts(545)).toEqual({ minutes: 9, seconds: 5 });
    expect(countdownParts(0)).toEqual({ minutes: 0, seconds: 0 });
    expect(countdownParts(-3)).toEqual({ minutes: 0, seconds: 0 });
  });
});

describe('a phone (document 2 §4)', () => {
  const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
  it('is a screen of 768 px or less, or a mobile user agent', () => {
    expect(isMobileClient(768, desktop)).toBe(true);
    expect(isMobileClient(769, desktop)).toBe(false);
    expect(
      isMobileClient(1024, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'),
    ).toBe(true);
    expect(isMobileClient(1280, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari')).toBe(
      true,
    );
  });
});
