import { useMutation } from '@tanstack/react-query';
import { AUTH_REQUEST_TIMEOUT_MS, type Lang } from '@camtour/shared/constants';
import type { Attempts } from '@camtour/shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const forgotPassword = (input: { email: string; lang: Lang }) =>
  api.post<Attempts>('/api/auth/forgot-password', input, {
    timeoutMs: AUTH_REQUEST_TIMEOUT_MS,
  });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
