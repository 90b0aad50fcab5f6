import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOKEN_CHECK_TIMEOUT_MS } from '@camtour/shared/constants';
import type { ResetTokenCheck } from '@camtour/shared/schemas/accounts';
import { api } from '@/lib/api-client';

export interface ResetLink {
  email: string;
  token: string;
}

/**
 * POST /api/auth/validate-reset-token. An invalid link answers result:false, which the API
 * client throws as an ApiError whose key says why (invalid-reset-token, reset-link-expired).
 */
export const validateResetToken = (link: ResetLink) =>
  api.post<ResetTokenCheck>('/api/auth/validate-reset-token', link, {
    timeoutMs: TOKEN_CHECK_TIMEOUT_MS,
  });

export const resetTokenQueryOptions = (link: ResetLink) =>
  queryOptions({
    queryKey: ['accounts', 'reset-link', link.email, link.token],
    queryFn: () => validateResetToken(link),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useValidateResetToken(link: ResetLink) {
  return useQuery(resetTokenQueryOptions(link));
}
