import { useMutation } from '@tanstack/react-query';
import { AUTH_REQUEST_TIMEOUT_MS } from '@camtour/shared/constants';
import { api } from '@/lib/api-client';

export interface ResetPasswordInput {
  email: string;
  token: string;
  new_pass: string;
  new_pass_confirmation: string;
}

/** POST /api/auth/reset-password (3 attempts per 15 minutes). */
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<null>('/api/auth/reset-password', input, { timeoutMs: AUTH_REQUEST_TIMEOUT_MS });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
