import { useMutation } from '@tanstack/react-query';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { login } from '@/lib/login';

export interface CheckoutLoginInput {
  email: string;
  password: string;
}

/** The checkout's account step logs in for this browser session only, and needs only the user. */
export function useCheckoutLogin() {
  return useMutation({
    mutationFn: async (input: CheckoutLoginInput): Promise<UserProfile> =>
      (await login({ ...input, remember: false })).user,
  });
}
