import { useMutation } from '@tanstack/react-query';
import { AUTH_REQUEST_TIMEOUT_MS } from '@camtour/shared/constants';
import type { LoginResponse, UserProfile } from '@camtour/shared/schemas/accounts';
import { api } from '@/lib/api-client';

export interface CheckoutLoginInput {
  email: string;
  password: string;
}

/**
 * POST /api/auth/login from the checkout's account step. The server sets the httpOnly session
 * cookie and merges the visitor's cart into the account's; the token it also returns is for
 * non-browser clients and is dropped (DECISIONS D4). The step shows every failure itself.
 */
function timezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (_error) {
    return undefined;
  }
}

export async function checkoutLogin(input: CheckoutLoginInput): Promise<UserProfile> {
  const data = await api.post<LoginResponse>(
    '/api/auth/login',
    { ...input, remember: false, timezone: timezone() },
    { skipGlobalHandling: true, timeoutMs: AUTH_REQUEST_TIMEOUT_MS },
  );
  return data.user;
}

export function useCheckoutLogin() {
  return useMutation({ mutationFn: checkoutLogin });
}
