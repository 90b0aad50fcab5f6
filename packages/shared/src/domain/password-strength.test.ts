import { describe, expect, it } from 'vitest';
import {
  isCommonPassword,
  passwordScore,
  profilePasswordMeter,
  strengthLevel,
} from './password-strength';

describe('passwordScore (document 1 §5)', () => {
  it.each([
    ['', 0],
    ['abc', 20], // lowercase only
    ['abcdefgh', 40], // length 8 + lowercase
    ['Abcdefgh', 60],
    ['Abcdefg1', 80],
    ['Abcdef1!', 100],
    ['Abcdefgh1!xy', 100], // capped
    ['abcdefgh1234', 70], // 8 + lower + digit = 60, +10 at 12
    ['abcdefgh12345678', 80], // +10 at 12, +10 at 16
    ['password', 0], // 8 + lower = 40, common -40
    ['Password123', 40], // 80 - 40 common ('password123' case-insensitively)
    ['!!!!', 20],
    ['ABCD', 20],
  ])('%j scores %i', (pw, score) => {
    expect(passwordScore(pw)).toBe(score);
  });

  it('counts Khmer and accented letters by case where they have one', () => {
    expect(passwordScore('Élan')).toBe(40);
  });
});

describe('strengthLevel', () => {
  it.each([
    [0, 'weak'],
    [39, 'weak'],
    [40, 'medium'],
    [69, 'medium'],
    [70, 'strong'],
    [100, 'strong'],
  ] as const)('%i is %s', (score, level) => {
    expect(strengthLevel(score)).toBe(level);
  });
});

describe('profilePasswordMeter', () => {
  it.each([
    ['ab', 1, 'weak', 25],
    ['abcdefgh', 2, 'weak', 25],
    ['Abcdefgh', 3, 'fair', 50],
    ['Abcdefg1', 4, 'good', 75],
    ['Abcdef1!', 5, 'strong', 100],
    ['Abcdefgh1!xy', 6, 'strong', 100],
  ] as const)('%j meets %i criteria: %s %i%%', (pw, met, level, percent) => {
    expect(profilePasswordMeter(pw)).toEqual({ met, level, percent });
  });
});

describe('isCommonPassword', () => {
  it('knows the list case-insensitively', () => {
    expect(isCommonPassword('LetMeIn')).toBe(true);
    expect(isCommonPassword('letmein!')).toBe(false);
  });
});
