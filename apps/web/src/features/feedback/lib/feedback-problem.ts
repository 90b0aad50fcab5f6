import { ApiError } from '@/lib/api-client';
import { isPlainSentence } from '@/lib/error-message';

const GENERIC = 'error-occurred-try-again';
/*
 * An address the server does not know is a deployment fault, not something the visitor can act
 * on: "This address does not exist" under a feedback form would only confuse.
 */
const NOT_A_MESSAGE = new Set(['not-found', 'route-not-found']);

/** What went wrong with a send, as the form shows it (document 1 §8 "Feedback"). */
export type FeedbackProblem =
  /** Under the text box: the server refused the comment itself. */
  | { kind: 'field'; key: string }
  /** 401: a message with a way to log in. */
  | { kind: 'login'; key: 'please-log-in-to-submit-feedback' }
  /** A key of the errors namespace. */
  | { kind: 'message'; key: string }
  /** A sentence the server wrote, shown as is. */
  | { kind: 'text'; text: string };

/**
 * 401 asks to log in, 429 says to wait, a refused comment goes under the field, another server
 * message is shown (translated when it is a key we know), and anything else (no answer, a 5xx)
 * is the generic "try again".
 */
export function feedbackProblem(error: unknown, hasKey: (key: string) => boolean): FeedbackProblem {
  if (!(error instanceof ApiError)) return { kind: 'message', key: GENERIC };
  if (error.status === 401) return { kind: 'login', key: 'please-log-in-to-submit-feedback' };
  if (error.status === 429) return { kind: 'message', key: 'too-many-requests-try-later' };
  if (error.status === 0 || error.status >= 500) return { kind: 'message', key: GENERIC };
  const field = error.fieldError('comment');
  if (error.status === 400 && field && (hasKey(field) || isPlainSentence(field))) {
    return { kind: 'field', key: field };
  }
  if (NOT_A_MESSAGE.has(error.key)) return { kind: 'message', key: GENERIC };
  if (hasKey(error.key)) return { kind: 'message', key: error.key };
  if (isPlainSentence(error.key)) return { kind: 'text', text: error.key };
  return { kind: 'message', key: GENERIC };
}
