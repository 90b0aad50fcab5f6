import { useMutation } from '@tanstack/react-query';
import { AUTH_REQUEST_TIMEOUT_MS } from '@camtour/shared/constants';
import type { Lang } from '@camtour/shared/constants';
import type { Attempts } from '@camtour/shared/schemas/accounts';
import { api } from '@/lib/api-client';

/** POST /api/web/send-register: e-mails a registration link (same answer for known addresses). */
export const sendRegister = (input: { to: string; lang: Lang }) =>
  api.post<Attempts>('/api/web/send-register', input, { timeoutMs: AUTH_REQUEST_TIMEOUT_MS });

export function useSendRegister() {
  return useMutation({ mutationFn: sendRegister });
}
