import {
  registrationLinkProblem,
  resetLinkProblem,
} from '@/features/accounts/hooks/use-link-guard';
import type { RouteId } from './route-meta';

type Params = Pick<URLSearchParams, 'get'>;

/**
 * Where a malformed e-mailed link goes instead of its page (document 1 §5), or null. The page
 * redirects with it, and so does the browser's first URL before the first render (boot.tsx): a
 * page that only redirects would otherwise stand empty while the next page's code loads.
 */
export function linkRedirect(routeId: RouteId | null, params: Params): string | null {
  if (routeId === 'resetPassword') {
    const problem = resetLinkProblem(params);
    return problem ? `/forgot-pass?error=${problem}` : null;
  }
  if (routeId === 'completeRegistration') {
    const problem = registrationLinkProblem(params);
    return problem ? `/send-register?error=${problem}` : null;
  }
  return null;
}
