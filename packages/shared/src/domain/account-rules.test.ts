import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dobError,
  emailError,
  loginPasswordError,
  profileImageError,
  profileNameError,
  profileNewPasswordError,
  profilePhoneError,
  registrationImageError,
  registrationNameError,
  registrationPasswordError,
  registrationPhoneError,
  resetPasswordError,
  stripEmailInput,
} from './account-rules';

describe('emailError', () => {
  it.each([
    ['', 'email-required'],
    ['   ', 'email-required'],
    [`${'a'.repeat(250)}@x.com`, 'email-max-length'],
    ['a<b@x.com', 'email-suspicious-content'],
    ["o'neil@x.com", 'email-suspicious-content'],
    ['javascript:alert(1)@x.com', 'email-suspicious-content'],
    ['a%3cb@x.com', 'email-suspicious-content'],
    ['DATA:x@x.com', 'email-suspicious-content'],
    ['plainaddress', 'email-invalid'],
    ['a@b', 'email-invalid'],
    ['a@b.c', 'email-invalid'],
    ['a b@x.com', 'email-invalid'],
    ['sokha@example.com', null],
    ['first.last+tag@mail.example.org', null],
  ])('%j → %s', (email, key) => {
    expect(emailError(email)).toBe(key);
  });

  it('strips the characters the inputs refuse', () => {
    expect(stripEmailInput('<a>"b\'&@x.com')).toBe('ab@x.com');
  });
});

describe('loginPasswordError', () => {
  it.each([
    ['', 'password-required'],
    ['12345', 'password-min-length'],
    ['x'.repeat(129), 'password-max-length'],
    ['abc<script>', 'password-suspicious-content'],
    ['123456', null],
  ])('%j → %s', (pw, key) => {
    expect(loginPasswordError(pw)).toBe(key);
  });
});

describe('registrationNameError', () => {
  it.each([
    ['', 'first-name-required'],
    ['A', 'first-name-min-length'],
    ['A'.repeat(251), 'first-name-max-length'],
    ['Sok1', 'first-name-invalid-characters'],
    ['Sok_ha', 'first-name-invalid-characters'],
    ['Aaaaaron', 'first-name-invalid-pattern'],
    ['Aaaaron', null], // four in a row is allowed
    ["O'Neil-Smith", null],
    ['José María', null],
    ['សុខា', null], // Khmer letters and vowel signs
  ])('%j → %s', (name, key) => {
    expect(registrationNameError(name, 'first-name')).toBe(key);
  });

  it('uses the field prefix', () => {
    expect(registrationNameError('', 'last-name')).toBe('last-name-required');
  });
});

describe('dobError and ageOn', () => {
  const today = '2026-11-22';
  it.each([
    [undefined, null],
    ['', null],
    ['2026-02-30', 'dob-invalid'],
    ['22/11/2000', 'dob-invalid'],
    ['2026-11-23', 'dob-future'],
    ['2013-11-23', 'dob-min-age'], // 12 until tomorrow
    ['2013-11-22', null], // 13 today
    ['1905-11-22', 'dob-max-age'], // 121 today
    ['1906-11-22', null], // 120 today
  ])('%j → %s', (dob, key) => {
    expect(dobError(dob, today)).toBe(key);
  });

  it('counts whole years', () => {
    expect(ageOn('2000-11-23', today)).toBe(25);
    expect(ageOn('2000-11-22', today)).toBe(26);
  });
});

describe('registrationPhoneError', () => {
  it.each([
    [undefined, null],
    ['+855 12 345 678', null],
    ['(012) 345-678', null],
    ['12345', 'phone-invalid'],
    ['012abc345', 'phone-invalid'],
    ['+'.concat('1'.repeat(20)), 'phone-invalid'],
    ['1111111', 'phone-invalid-pattern'],
    ['000 000 000', 'phone-invalid-pattern'],
  ])('%j → %s', (phone, key) => {
    expect(registrationPhoneError(phone)).toBe(key);
  });
});

describe('registrationPasswordError', () => {
  const info = { firstName: 'Sokha', lastName: 'Chan', email: 'sokha.dev@example.com' };
  it.each([
    ['', 'password-required'],
    ['Ab1!', 'password-min-length'],
    [`Ab1!${'x'.repeat(125)}`, 'password-max-length'],
    ['password123', 'password-too-common'],
    ['abcdefgh', null], // length 20 + lowercase 20 = 40, the minimum
    ['Mysokha2026', 'password-contains-personal-info'],
    ['Chanthy#2026', 'password-contains-personal-info'], // "chan" is the last name
    ['Tree-House-42', null],
  ])('%j → %s', (pw, key) => {
    expect(registrationPasswordError(pw, info)).toBe(key);
  });

  it('refuses a score under 40', () => {
    expect(registrationPasswordError('abcdefg', info)).toBe('password-min-length');
    // 8 digits: length 20 + digit 20 = 40 passes; 8 spaces-free specials likewise
    expect(registrationPasswordError('98765432', info)).toBeNull();
    expect(registrationPasswordError('        ', info)).toBe('password-too-weak'); // 20
  });

  it('contains the e-mail local part when the part is longer than 2 characters', () => {
    expect(registrationPasswordError('Dev-tools-99', info)).toBe('password-contains-personal-info');
    expect(registrationPasswordError('Xy-tools-99', { email: 'xy@example.com' })).toBeNull();
  });
});

describe('resetPasswordError', () => {
  it.each([
    ['', 'password-required'],
    ['Aa1!', 'password-min-length'],
    ['Password123', 'password-too-common'],
    ['abcdefg1!', 'password-uppercase-required'],
    ['ABCDEFG1!', 'password-lowercase-required'],
    ['Abcdefgh!', 'password-number-required'],
    ['Abcdefgh1', 'password-special-required'],
    ['Sokha-River-9', 'password-contains-personal-info'],
    ['Mekong-River-9', null],
  ])('%j → %s', (pw, key) => {
    expect(resetPasswordError(pw, 'sokha@example.com')).toBe(key);
  });
});

describe('profile rules', () => {
  it.each([
    ['', 'name-length-invalid'],
    ['A'.repeat(51), 'name-length-invalid'],
    ['Sok  Ha', 'name-format-invalid'],
    ["O'Neil", 'name-format-invalid'],
    ['Sok1', 'name-format-invalid'],
    ['Sok Ha', null],
    ['Zoë', null],
    ['ចាន់', null],
  ])('name %j → %s', (name, key) => {
    expect(profileNameError(name)).toBe(key);
  });

  it.each([
    [undefined, null],
    ['012 345 678', null],
    ['+855-12-345-678', 'invalid-phone-format'], // 11 digits
    ['(012) 345-6789', null],
    ['12345678', 'invalid-phone-format'],
    ['0123456789012345678901', 'invalid-phone-format'],
  ])('phone %j → %s', (phone, key) => {
    expect(profilePhoneError(phone)).toBe(key);
  });

  it.each([
    ['', 'password-required'],
    ['Abc1', 'password-min-length'],
    ['abcdefg1', 'password-complexity-required'],
    ['Abcdefgh', 'password-complexity-required'],
    ['Password123', 'password-too-common'],
    ['Mekong2026', null],
  ])('new password %j → %s', (pw, key) => {
    expect(profileNewPasswordError(pw)).toBe(key);
  });
});

describe('image rules', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it.each([
    [null, 'image-required'],
    [file('shell.php.png', 'image/png'), 'image-suspicious-file'],
    [file('x.js', 'image/png'), 'image-suspicious-file'],
    [file('me.gif', 'image/gif'), 'image-invalid-type'],
    [file('me.png', 'image/webp'), 'image-invalid-type'],
    [file('me.jpg', 'image/jpeg', 2 * 1024 * 1024 + 1), 'image-too-large'],
    [file('me.jpeg', 'image/jpeg', 2 * 1024 * 1024), null],
    [file('Me.PNG', 'image/png'), null],
  ])('registration %j → %s', (f, key) => {
    expect(registrationImageError(f)).toBe(key);
  });

  it.each([
    [{ type: 'image/gif', size: 10 }, 'invalid-image-format'],
    [{ type: 'image/webp', size: 5 * 1024 * 1024 + 1 }, 'image-too-large'],
    [{ type: 'image/webp', size: 5 * 1024 * 1024 }, null],
  ])('profile %j → %s', (f, key) => {
    expect(profileImageError(f)).toBe(key);
  });
});
