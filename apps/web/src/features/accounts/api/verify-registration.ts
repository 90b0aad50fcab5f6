import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOKEN_CHECK_TIMEOUT_MS } from '@camtour/shared/constants';
import type { VerifiedRegistration } from '@camtour/shared/schemas/accounts';
import { api } from '@/lib/api-client';

export interface RegistrationLink {
  email: string;
  token: string;
  id: string;
}

/** POST /api/web/verify-registration-token: is the e-mailed link still good? */
export const verifyRegistration = (link: RegistrationLink) =>
  api.post<VerifiedRegistration>('/api/web/verify-registration-token', link, {
    timeoutMs: TOKEN_CHECK_TIMEOUT_MS,
  });

export const verifyRegistrationQueryOptions = (link: RegistrationLink) =>
  queryOptions({
    queryKey: ['accounts', 'registration-link', link.id, link.email, link.token],
    queryFn: () => verifyRegistration(link),
    // A link is checked once on entry; its answer only changes by using it.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });

export function useVerifyRegistration(link: RegistrationLink) {
  return useQuery(verifyRegistrationQueryOptions(link));
}
