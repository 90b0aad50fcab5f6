import { AUTH_REQUEST_TIMEOUT_MS } from '@camtour/shared/constants';
import type { LoginResponse } from '@camtour/shared/schemas/accounts';
import { api } from './api-client';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

function timezone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (_error) {
    return undefined;
  }
}

/**
 * POST /api/auth/login, for the login page and the checkout's account step. The server sets the
 * httpOnly session cookie (and merges the visitor's cart into the account's); the `token` it also
 * returns is for non-browser clients, so it is dropped here and never stored (DECISIONS D4).
 * Callers show 401 themselves (wrong password is not "logged out"), hence skipGlobalHandling.
 */
export async function login(input: LoginInput): Promise<Omit<LoginResponse, 'token'>> {
  const data = await api.post<LoginResponse>(
    '/api/auth/login',
    { ...input, timezone: timezone() },
    { skipGlobalHandling: true, timeoutMs: AUTH_REQUEST_TIMEOUT_MS },
  );
  return { user: data.user, expires: data.expires, remember: data.remember };
}
