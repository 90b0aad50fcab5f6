/** The common passwords of document 1 §5, refused everywhere. */
export const COMMON_PASSWORDS: readonly string[] = [
  'password',
  '123456',
  '123456789',
  'qwerty',
  'abc123',
  'password123',
  '111111',
  '123123',
  'admin',
  'letmein',
];

export const isCommonPassword = (pw: string) => COMMON_PASSWORDS.includes(pw.toLowerCase());

export const hasUpper = (pw: string) => /\p{Lu}/u.test(pw);
export const hasLower = (pw: string) => /\p{Ll}/u.test(pw);
export const hasDigit = (pw: string) => /\d/.test(pw);
/** Anything that is not a letter, a digit or white space counts as special. */
export const hasSpecial = (pw: string) => /[^\p{L}\p{N}\s]/u.test(pw);

export type StrengthLevel = 'weak' | 'medium' | 'strong';

/**
 * Registration and reset strength (document 1 §5): 20 points each for
 * length >= 8, uppercase, lowercase, digit and special character; minus 40
 * when common; plus 10 at length >= 12 and 10 more at >= 16; 0 to 100.
 */
export function passwordScore(pw: string): number {
  let score = 0;
  if (pw.length >= 8) score += 20;
  if (hasUpper(pw)) score += 20;
  if (hasLower(pw)) score += 20;
  if (hasDigit(pw)) score += 20;
  if (hasSpecial(pw)) score += 20;
  if (isCommonPassword(pw)) score -= 40;
  if (pw.length >= 12) score += 10;
  if (pw.length >= 16) score += 10;
  return Math.max(0, Math.min(100, score));
}

export function strengthLevel(score: number): StrengthLevel {
  if (score < 40) return 'weak';
  if (score < 70) return 'medium';
  return 'strong';
}

export type ProfileMeterLevel = 'weak' | 'fair' | 'good' | 'strong';

/**
 * The profile page's meter: six criteria (length >= 8, uppercase, lowercase,
 * digit, special, length >= 12); fewer than 3 weak (25%), 3 fair (50%),
 * 4 good (75%), 5 or more strong (100%).
 */
export function profilePasswordMeter(pw: string): {
  met: number;
  level: ProfileMeterLevel;
  percent: number;
} {
  const met = [
    pw.length >= 8,
    hasUpper(pw),
    hasLower(pw),
    hasDigit(pw),
    hasSpecial(pw),
    pw.length >= 12,
  ].filter(Boolean).length;
  if (met < 3) return { met, level: 'weak', percent: 25 };
  if (met === 3) return { met, level: 'fair', percent: 50 };
  if (met === 4) return { met, level: 'good', percent: 75 };
  return { met, level: 'strong', percent: 100 };
}
