import { useMutation } from '@tanstack/react-query';
import { AUTH_REQUEST_TIMEOUT_MS, type Lang } from '@camtour/shared/constants';
import { api } from '@/lib/api-client';
import type { AttemptsData } from './send-register';

/** POST /api/auth/forgot-password: the same answer whether or not the address has an account. */
export const forgotPassword = (input: { email: string; lang: Lang }) =>
  api.post<AttemptsData>('/api/auth/forgot-password', input, {
    timeoutMs: AUTH_REQUEST_TIMEOUT_MS,
  });

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
