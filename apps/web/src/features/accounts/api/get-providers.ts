import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialProvider } from '@camtour/shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** GET /api/auth/providers: empty when social sign-in is not configured (buttons hidden). */
export const getProviders = () =>
  api.get<SocialProvider[]>('/api/auth/providers', { skipGlobalHandling: true });

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'providers'],
    queryFn: getProviders,
    staleTime: 30 * 60_000,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
