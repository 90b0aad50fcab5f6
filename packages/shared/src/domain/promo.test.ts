import { describe, expect, it } from 'vitest';
import { emailError } from './account-rules';
import {
  PROMO_CODE_MAX_LENGTH,
  disguisedEmailError,
  normalizePromoCode,
  promoCustomerKey,
  promoProblem,
  type PromoRule,
} from './promo';

const NOW = new Date('2026-06-15T12:00:00Z');
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

const open: PromoRule = {
  percent: 10,
  active: true,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  max_uses_per_customer: null,
  uses: 0,
};

describe('promoProblem', () => {
  it('accepts an active code without limits, however often it was used', () => {
    expect(promoProblem(open, NOW, 0)).toBeNull();
    expect(promoProblem({ ...open, uses: 10_000 }, NOW, 500)).toBeNull();
  });

  it('refuses an inactive code as invalid', () => {
    expect(promoProblem({ ...open, active: false }, NOW, 0)).toBe('invalid-promo-code');
  });

  it.each([
    [at(1), 'invalid-promo-code'],
    [at(60_000), 'invalid-promo-code'],
    [NOW, null],
    [at(-1), null],
  ] as const)('with starts_at %s: %s', (starts_at, problem) => {
    expect(promoProblem({ ...open, starts_at }, NOW, 0)).toBe(problem);
  });

  it.each([
    [at(-1), 'invalid-promo-code'],
    [NOW, 'invalid-promo-code'],
    [at(1), null],
    [at(86_400_000), null],
  ] as const)('with ends_at %s: %s', (ends_at, problem) => {
    expect(promoProblem({ ...open, ends_at }, NOW, 0)).toBe(problem);
  });

  it('counts total uses against max_uses', () => {
    expect(promoProblem({ ...open, max_uses: 5, uses: 4 }, NOW, 0)).toBeNull();
    expect(promoProblem({ ...open, max_uses: 5, uses: 5 }, NOW, 0)).toBe('promo-code-used-up');
    expect(promoProblem({ ...open, max_uses: 5, uses: 6 }, NOW, 0)).toBe('promo-code-used-up');
    expect(promoProblem({ ...open, max_uses: 0, uses: 0 }, NOW, 0)).toBe('promo-code-used-up');
  });

  it("counts the customer's own uses against max_uses_per_customer", () => {
    const staff = { ...open, percent: 100, max_uses_per_customer: 1, uses: 40 };
    expect(promoProblem(staff, NOW, 0)).toBeNull();
    expect(promoProblem(staff, NOW, 1)).toBe('promo-code-used-up');
    expect(promoProblem({ ...staff, max_uses_per_customer: 3 }, NOW, 2)).toBeNull();
    expect(promoProblem({ ...staff, max_uses_per_customer: 3 }, NOW, 3)).toBe('promo-code-used-up');
  });

  it('calls a code that is not valid now invalid before it calls it used up', () => {
    const spent = { ...open, max_uses: 1, uses: 1, max_uses_per_customer: 1 };
    expect(promoProblem({ ...spent, active: false }, NOW, 1)).toBe('invalid-promo-code');
    expect(promoProblem({ ...spent, ends_at: at(-1) }, NOW, 1)).toBe('invalid-promo-code');
    expect(promoProblem({ ...spent, starts_at: at(1) }, NOW, 1)).toBe('invalid-promo-code');
  });
});

describe('normalizePromoCode', () => {
  it('makes codes case-insensitive and trims them', () => {
    expect(normalizePromoCode(' welcome10 ')).toBe('WELCOME10');
    expect(normalizePromoCode('Trek15')).toBe('TREK15');
    expect(normalizePromoCode('   ')).toBe('');
    expect(PROMO_CODE_MAX_LENGTH).toBe(40);
  });
});

describe('promoCustomerKey', () => {
  it.each([
    ['ab@gmail.com', 'ab@gmail.com'],
    ['AB@Gmail.COM', 'ab@gmail.com'],
    ['  ab@gmail.com \n', 'ab@gmail.com'],
    ['ab+x@gmail.com', 'ab@gmail.com'],
    ['ab+x+y@gmail.com', 'ab@gmail.com'],
    ['ab@gmail.com.', 'ab@gmail.com'],
    ['ab@gmail.com...', 'ab@gmail.com'],
    ['a.b@gmail.com', 'ab@gmail.com'],
    ['.a..b.@gmail.com', 'ab@gmail.com'],
    ['A.B+promo@GoogleMail.com.', 'ab@gmail.com'],
    ['ab@googlemail.com', 'ab@gmail.com'],
    ['a\u200Bb@gmail.com', 'ab@gmail.com'],
    ['\uFEFFab@gmail.com\u200D', 'ab@gmail.com'],
    ['a\u00ADb@gm\u2060ail.com', 'ab@gmail.com'],
    ['\u202Eab@gmail.com\u202C', 'ab@gmail.com'],
    ['ab\u200C\u200E@gmail.com', 'ab@gmail.com'],
    ['a\uFE0Fb\u2800@gmail.com', 'ab@gmail.com'],
    // Full-width letters, @ and dots are their ASCII selves under NFKC.
    ['\uFF41\uFF42\uFF20\uFF47\uFF4D\uFF41\uFF49\uFF4C\uFF0E\uFF43\uFF4F\uFF4D', 'ab@gmail.com'],
    ['a\uFF0Eb@gmail.com', 'ab@gmail.com'],
  ])('%j is the customer ab@gmail.com', (email, key) => {
    expect(promoCustomerKey(email)).toBe(key);
  });

  it('keeps dots, but not the +tag or trailing dots, outside Gmail', () => {
    expect(promoCustomerKey('Dara.Sok+shop@Example.com.')).toBe('dara.sok@example.com');
    expect(promoCustomerKey('dara.sok@example.com')).not.toBe(
      promoCustomerKey('darasok@example.com'),
    );
    expect(promoCustomerKey('a.b@gmail.com.kh')).toBe('a.b@gmail.com.kh');
    expect(promoCustomerKey('a.b@mail.gmail.com')).toBe('a.b@mail.gmail.com');
  });

  it('tells different mailboxes apart', () => {
    const keys = ['ab@gmail.com', 'abc@gmail.com', 'ab@example.com', 'ba@gmail.com', 'ab@mail.com'];
    expect(new Set(keys.map(promoCustomerKey)).size).toBe(keys.length);
  });

  it('keeps a leading + (no local part would be left) and only the last @ splits', () => {
    expect(promoCustomerKey('+x@example.com')).toBe('+x@example.com');
    expect(promoCustomerKey('"a@b"@Example.com.')).toBe('"a@b"@example.com');
    expect(promoCustomerKey(' No-At-Sign ')).toBe('no-at-sign');
  });

  it('is idempotent: a key is its own key', () => {
    for (const email of [
      'A.B+x@GoogleMail.com.',
      'x\u200By+z@Example.ORG..',
      '\uFF21\uFF22\uFF20example.com',
      'İstanbul@example.com',
      'ǅ@example.com',
      'straße+x@example.de',
    ]) {
      const key = promoCustomerKey(email);
      expect(promoCustomerKey(key), email).toBe(key);
    }
  });
});

describe('disguisedEmailError', () => {
  it.each([
    'a\u200Bb@example.com',
    'ab@exa\u200Cmple.com',
    'ab@example.com\u200D',
    '\uFEFFab@example.com',
    'ab@example.com\uFEFF',
    'a\u00ADb@example.com',
    '\u202Eab@example.com',
    'ab\u2066@example.com',
    'ab\u2060@example.com',
    'ab\u180E@example.com',
    'a\uFE0Fb@example.com',
    'a\u3164b@example.com',
    'a\u2800b@example.com',
    'a\u0007b@example.com',
    'a b@example.com',
    'a\tb@example.com',
    'ab@exam ple.com',
    'a\u00A0b@example.com',
    'a\u3000b@example.com',
    'ab@example.com.',
    'ab@example.com..',
    'ab@example.com\uFF0E',
    'ab@.example.com',
    'a..b@example.com',
    'ab@example..com',
    'a\uFF0E\uFF0Eb@example.com',
    '.ab@example.com',
    'ab.@example.com',
  ])('refuses %j', (email) => {
    expect(disguisedEmailError(email)).toBe('email-invalid');
  });

  it.each([
    'ab@example.com',
    'a.b@gmail.com',
    'a.b+tag@sub.example.com.kh',
    '  ab@example.com  ',
    'ab@example.com\n',
    'Dara.Sok@Example.COM',
  ])('accepts %j', (email) => {
    expect(disguisedEmailError(email)).toBeNull();
  });

  it('adds to the account rule: what it refuses, that rule lets through', () => {
    for (const email of ['a\u200Bb@example.com', 'ab@example.com.', 'a..b@example.com']) {
      expect(emailError(email.trim())).toBeNull();
      expect(disguisedEmailError(email)).toBe('email-invalid');
    }
  });
});
