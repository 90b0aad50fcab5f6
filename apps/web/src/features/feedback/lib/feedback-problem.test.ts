import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { feedbackProblem } from './feedback-problem';

const known = new Set([
  'comment-too-short',
  'too-many-requests-try-later',
  'please-log-in-to-submit-feedback',
  'forbidden',
  'error-occurred-try-again',
]);
const problem = (error: unknown) => feedbackProblem(error, (key) => known.has(key));

describe('feedbackProblem (document 1 §8 "Feedback")', () => {
  it('asks a 401 to log in, whatever the server wrote', () => {
    expect(problem(new ApiError(401, 'no-authorization'))).toEqual({
      kind: 'login',
      key: 'please-log-in-to-submit-feedback',
    });
  });

  it('says too many requests on a 429', () => {
    expect(problem(new ApiError(429, 'anything'))).toEqual({
      kind: 'message',
      key: 'too-many-requests-try-later',
    });
  });

  it('puts a refused comment under the field', () => {
    const error = new ApiError(400, 'validation-failed', { comment: ['comment-too-short'] });
    expect(problem(error)).toEqual({ kind: 'field', key: 'comment-too-short' });
  });

  it('shows another server message: translated when known, else as written', () => {
    expect(problem(new ApiError(403, 'forbidden'))).toEqual({ kind: 'message', key: 'forbidden' });
    expect(problem(new ApiError(400, 'Feedback is closed today.'))).toEqual({
      kind: 'text',
      text: 'Feedback is closed today.',
    });
  });

  it('falls back to "try again" for no answer, a 5xx, a missing endpoint or an unknown key', () => {
    const generic = { kind: 'message', key: 'error-occurred-try-again' };
    expect(problem(new ApiError(0, 'network-error'))).toEqual(generic);
    expect(problem(new ApiError(0, 'request-timeout'))).toEqual(generic);
    expect(problem(new ApiError(500, 'Something broke inside.'))).toEqual(generic);
    expect(problem(new ApiError(503, 'server-error'))).toEqual(generic);
    expect(problem(new ApiError(404, 'route-not-found'))).toEqual(generic);
    expect(problem(new ApiError(400, 'some-unknown-key'))).toEqual(generic);
    expect(problem(new TypeError('boom'))).toEqual(generic);
  });
});
