import { safeReturnPath } from '@camtour/shared/domain/return-path';
import { useSearchParams } from 'react-router';

/** Guest pages a successful login must not go back to (it would only bounce). */
const GUEST_PATHS = [
  '/login',
  '/send-register',
  '/register',
  '/complete-registration',
  '/forgot-pass',
  '/forgot-password',
  '/reset-password',
  '/reset-pass',
];

export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * Where /login sends the user (document 1 §2): no returnUrl → /dashboard; a same-origin path is
 * kept; anything else (another site, "//host", "javascript:") → /.
 */
export function loginTarget(returnUrl: string | null): string {
  if (returnUrl === null || returnUrl === '') return DEFAULT_AFTER_LOGIN;
  const path = safeReturnPath(returnUrl, '/');
  const pathname = path.split(/[?#]/)[0] ?? '/';
  return GUEST_PATHS.includes(pathname) ? DEFAULT_AFTER_LOGIN : path;
}

/** /login?returnUrl=<the page asked for> for a visitor on a members' page. */
export function loginPathFor(pathAndSearch: string): string {
  return `/login?returnUrl=${encodeURIComponent(pathAndSearch)}`;
}

export function useLoginTarget(): string {
  const [params] = useSearchParams();
  return loginTarget(params.get('returnUrl'));
}
