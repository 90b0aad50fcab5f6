import { useMutation } from '@tanstack/react-query';
import { AUTH_REQUEST_TIMEOUT_MS } from '@camtour/shared/constants';
import { api } from '@/lib/api-client';

/** POST /api/web/complete-registration (multipart, with the required profile image). */
export const completeRegistration = (form: FormData) =>
  api.post<null>('/api/web/complete-registration', form, { timeoutMs: AUTH_REQUEST_TIMEOUT_MS });

export function useCompleteRegistration() {
  return useMutation({ mutationFn: completeRegistration });
}
