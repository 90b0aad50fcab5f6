import { emailError, isLinkToken, UUID_PATTERN } from '@camtour/shared/domain/account-rules';

export type LinkProblem = 'invalid_link' | 'invalid_token' | 'invalid_email' | 'invalid_id';

type Params = Pick<URLSearchParams, 'get'>;

const looksLikeEmail = (value: string) => emailError(value) === null;

/**
 * The reset-password route guard (document 1 §5): token of at least 32 characters and an
 * address-like e-mail; the reason goes to /forgot-pass?error=.
 */
export function resetLinkProblem(params: Params): LinkProblem | null {
  const email = params.get('email');
  const token = params.get('token');
  if (!email || !token) return 'invalid_link';
  if (!isLinkToken(token)) return 'invalid_token';
  if (!looksLikeEmail(email)) return 'invalid_email';
  return null;
}

/** The complete-registration route guard: the same, plus a UUID id (versions 1 to 5). */
export function registrationLinkProblem(params: Params): LinkProblem | null {
  const id = params.get('id');
  if (!id) return 'invalid_link';
  return resetLinkProblem(params) ?? (UUID_PATTERN.test(id) ? null : 'invalid_id');
}

export const LINK_PROBLEMS: readonly LinkProblem[] = [
  'invalid_link',
  'invalid_token',
  'invalid_email',
  'invalid_id',
];

/** The ?error= a guard sent, if it is one we know (anything else is ignored). */
export function linkProblemFrom(value: string | null): LinkProblem | null {
  return LINK_PROBLEMS.find((problem) => problem === value) ?? null;
}
