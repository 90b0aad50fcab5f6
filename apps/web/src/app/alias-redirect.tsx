import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { categoriesQueryOptions } from '@/features/places/api/get-categories';
import { currentLang } from '@/lib/i18n';
import { categoryRedirectTarget, resolveAlias } from './aliases';
import { PageFallback } from './layout/page-fallback';

/**
 * The catch-all route: an alias, a mistyped path or a category slug goes to its page. `replace`:
 * the alias must not stay in history, or back would bounce the visitor forward again.
 */
export function AliasRedirect() {
  const { pathname, search } = useLocation();
  const resolution = resolveAlias(pathname, search);
  const categories = useQuery({
    ...categoriesQueryOptions(currentLang()),
    enabled: resolution.kind === 'category',
    // One try, as before the redirect moved out of a loader: a failure sends the visitor home.
    retry: false,
  });
  if (resolution.kind === 'redirect') return <Navigate to={resolution.to} replace />;
  if (categories.isPending) return <PageFallback />;
  const to = categories.isSuccess
    ? categoryRedirectTarget(resolution.slug, resolution.search, categories.data)
    : '/';
  return <Navigate to={to} replace />;
}
