import type { QueryClient } from '@tanstack/react-query';
import { replace, type LoaderFunctionArgs } from 'react-router';
import { categoriesQueryOptions } from '@/features/places/api/get-categories';
import { currentLang } from '@/lib/i18n';
import { categoryRedirectTarget, resolveAlias } from './aliases';

/**
 * The loader of the catch-all route. `replace` (not `redirect`): an alias or a mistyped
 * path must not stay in history, or back would bounce the visitor forward again.
 */
export function createAliasLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const resolution = resolveAlias(url.pathname, url.search);
    if (resolution.kind === 'redirect') return replace(resolution.to);
    try {
      const categories = await queryClient.fetchQuery(categoriesQueryOptions(currentLang()));
      return replace(categoryRedirectTarget(resolution.slug, resolution.search, categories));
    } catch (_error) {
      return replace('/');
    }
  };
}
