import {
  hasDigit,
  hasLower,
  hasSpecial,
  hasUpper,
  isCommonPassword,
  passwordScore,
} from './password-strength';

/**
 * The validation rules of document 1 §5 as pure functions. Each returns the
 * spec's error key for the first rule broken, or null. The zod schemas in
 * schemas/accounts.ts call them, so forms and routes share one definition.
 */

export const EMAIL_MAX = 255;
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/;
const SUSPICIOUS = /[<>"'&]|javascript:|data:|vbscript:|%3c|%3e/i;

export function emailError(email: string): string | null {
  if (!email.trim()) return 'email-required';
  if (email.length > EMAIL_MAX) return 'email-max-length';
  if (SUSPICIOUS.test(email)) return 'email-suspicious-content';
  if (!EMAIL_PATTERN.test(email.trim())) return 'email-invalid';
  return null;
}

/** What the e-mail inputs strip as the user types (document 1 §5). */
export const stripEmailInput = (value: string) => value.replace(/[<>"'&]/g, '');

export function loginPasswordError(pw: string): string | null {
  if (!pw) return 'password-required';
  if (pw.length < 6) return 'password-min-length';
  if (pw.length > 128) return 'password-max-length';
  if (/[<>]|javascript:|vbscript:/i.test(pw)) return 'password-suspicious-content';
  return null;
}

/**
 * Names: letters of any script with their combining marks (a Khmer name is
 * letters and vowel signs), spaces, apostrophes and hyphens.
 */
const NAME_CHARS = /^[\p{L}\p{M}' \-’]+$/u;
// Case-insensitive: "Aaaaa" is the same letter five times.
const REPEATED_5 = /(.)\1{4,}/iu;

export function registrationNameError(
  name: string,
  field: 'first-name' | 'last-name',
): string | null {
  const v = name.trim();
  if (!v) return `${field}-required`;
  if (v.length < 2) return `${field}-min-length`;
  if (v.length > 250) return `${field}-max-length`;
  if (!NAME_CHARS.test(v)) return `${field}-invalid-characters`;
  if (REPEATED_5.test(v)) return `${field}-invalid-pattern`;
  return null;
}

/** Age in whole years on `today` (both YYYY-MM-DD). */
export function ageOn(dob: string, today: string): number {
  const [by, bm, bd] = dob.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

export function isValidIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Date of birth is optional (DECISIONS D4); `today` comes from the caller so the rule stays pure. */
export function dobError(dob: string | undefined, today: string): string | null {
  if (!dob) return null;
  if (!isValidIsoDate(dob)) return 'dob-invalid';
  if (dob > today) return 'dob-future';
  const age = ageOn(dob, today);
  if (age < 13) return 'dob-min-age';
  if (age > 120) return 'dob-max-age';
  return null;
}

export function registrationPhoneError(phone: string | undefined): string | null {
  if (!phone) return null;
  if (!/^\+?[\d\s\-()]{7,20}$/.test(phone) || phone.length > 20) return 'phone-invalid';
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 0 || /^(\d)\1*$/.test(digits)) return 'phone-invalid-pattern';
  return null;
}

/** Parts of the person's own data a password must not contain (longer than 2 characters). */
function personalParts(info: { firstName?: string; lastName?: string; email?: string }): string[] {
  const local = info.email?.split('@')[0] ?? '';
  return [info.firstName ?? '', info.lastName ?? '', local]
    .flatMap((p) => p.toLowerCase().split(/[\s.\-_+']+/))
    .filter((p) => p.length > 2);
}

export function containsPersonalInfo(
  pw: string,
  info: { firstName?: string; lastName?: string; email?: string },
): boolean {
  const lower = pw.toLowerCase();
  return personalParts(info).some((part) => lower.includes(part));
}

export const REGISTRATION_MIN_SCORE = 40;
export const RESET_MIN_SCORE = 60;

export function registrationPasswordError(
  pw: string,
  info: { firstName?: string; lastName?: string; email?: string },
): string | null {
  if (!pw) return 'password-required';
  if (pw.length < 8) return 'password-min-length';
  if (pw.length > 128) return 'password-max-length';
  if (isCommonPassword(pw)) return 'password-too-common';
  if (passwordScore(pw) < REGISTRATION_MIN_SCORE) return 'password-too-weak';
  if (containsPersonalInfo(pw, info)) return 'password-contains-personal-info';
  return null;
}

/** Reset: all four character kinds are required and the score must reach 60. */
export function resetPasswordError(pw: string, email: string): string | null {
  if (!pw) return 'password-required';
  if (pw.length < 8) return 'password-min-length';
  if (pw.length > 128) return 'password-max-length';
  if (isCommonPassword(pw)) return 'password-too-common';
  if (!hasUpper(pw)) return 'password-uppercase-required';
  if (!hasLower(pw)) return 'password-lowercase-required';
  if (!hasDigit(pw)) return 'password-number-required';
  if (!hasSpecial(pw)) return 'password-special-required';
  if (passwordScore(pw) < RESET_MIN_SCORE) return 'password-too-weak';
  if (containsPersonalInfo(pw, { email })) return 'password-contains-personal-info';
  return null;
}

/** Profile names: 1 to 50 letters and single spaces. */
export function profileNameError(name: string): string | null {
  const v = name.trim();
  if (v.length < 1 || v.length > 50) return 'name-length-invalid';
  if (!/^[\p{L}\p{M}]+( [\p{L}\p{M}]+)*$/u.test(v)) return 'name-format-invalid';
  return null;
}

/** Profile phone: after stripping spaces, dashes and parentheses, 9 or 10 digits with an optional +. */
export function profilePhoneError(phone: string | undefined): string | null {
  if (!phone) return null;
  if (phone.length > 20) return 'invalid-phone-format';
  return /^\+?\d{9,10}$/.test(phone.replace(/[\s\-()]/g, '')) ? null : 'invalid-phone-format';
}

export function profileNewPasswordError(pw: string): string | null {
  if (!pw) return 'password-required';
  if (pw.length < 8) return 'password-min-length';
  if (pw.length > 128) return 'password-max-length';
  if (!hasUpper(pw) || !hasLower(pw) || !hasDigit(pw)) return 'password-complexity-required';
  if (isCommonPassword(pw)) return 'password-too-common';
  return null;
}

const SUSPICIOUS_FILE = /\.(php|js|exe|bat|cmd|scr)(\.|$)/i;

export const REGISTRATION_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_MAX_PX = 2048;

/** What the name and size of a registration image say before its content is read. */
export function registrationImageError(
  file: { name: string; size: number; type: string } | null,
): string | null {
  if (!file) return 'image-required';
  if (SUSPICIOUS_FILE.test(file.name)) return 'image-suspicious-file';
  if (!/\.(png|jpe?g)$/i.test(file.name) || !['image/png', 'image/jpeg'].includes(file.type)) {
    return 'image-invalid-type';
  }
  if (file.size > REGISTRATION_IMAGE_MAX_BYTES) return 'image-too-large';
  return null;
}

export function profileImageError(file: { size: number; type: string }): string | null {
  if (!['image/jpeg', 'image/png', 'image/webp'].includes(file.type)) return 'invalid-image-format';
  if (file.size > PROFILE_IMAGE_MAX_BYTES) return 'image-too-large';
  return null;
}

/** A link token as the route guards check it (document 1 §5). */
export const isLinkToken = (token: unknown): token is string =>
  typeof token === 'string' && token.length >= 32;
export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-5][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
