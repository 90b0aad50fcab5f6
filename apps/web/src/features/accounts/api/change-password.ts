import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface PasswordChangeInput {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** PUT /api/profile/pass: the user's other sessions end. */
export const changePassword = (input: PasswordChangeInput) =>
  api.put<null>('/api/profile/pass', input);

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
