import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorMessage, resolveErrorText } from './error-message';
import { i18next } from './i18n';

describe('errorMessage', () => {
  it('translates a known key', async () => {
    expect(errorMessage(new ApiError(404, 'province-not-found'), i18next)).toBe(
      'This province was not found.',
    );
    await i18next.changeLanguage('km');
    expect(errorMessage(new ApiError(404, 'province-not-found'), i18next)).toBe(
      'រកមិនឃើញខេត្តនេះទេ។',
    );
    await i18next.changeLanguage('en');
  });

  it('translates the global texts, which are sentences with dots', () => {
    expect(errorMessage('No authorization', i18next)).toBe('No authorization');
    expect(errorMessage(new ApiError(0, 'network-error'), i18next)).toBe(
      'Network error. Please try again later.',
    );
  });

  it('shows an unknown plain sentence as it is', () => {
    expect(errorMessage(new ApiError(401, 'Invalid email or password'), i18next)).toBe(
      'Invalid email or password',
    );
  });

  it('never shows the detail of a 5xx', () => {
    expect(errorMessage(new ApiError(500, 'Cannot read properties of undefined'), i18next)).toBe(
      'Server error. Please try again later.',
    );
  });

  it('falls back to the generic message for an unknown key', () => {
    expect(errorMessage(new ApiError(400, 'some-new-key'), i18next)).toBe(
      'An error occurred. Please try again.',
    );
    expect(errorMessage(new Error('boom'), i18next)).toBe('An error occurred. Please try again.');
  });

  it('resolves keys without translating', () => {
    expect(resolveErrorText('x-y', () => true)).toEqual({ key: 'x-y' });
    expect(resolveErrorText('Hello there', () => false)).toEqual({ text: 'Hello there' });
  });
});
