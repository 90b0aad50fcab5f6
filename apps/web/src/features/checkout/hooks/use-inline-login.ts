import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { CART_QUERY_KEY } from '@/entities/cart/get-cart';
import { isApiError } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { useCheckoutLogin } from '../api/login';

/** What a failed login shows: the field's own message for a validation failure. */
function loginCause(error: unknown): unknown {
  if (isApiError(error) && error.key === 'validation-failed')
    return error.fieldError('email') ?? error.fieldError('password') ?? error;
  return error;
}

/**
 * The account step's login (document 2 §5, §8): both fields are needed, else `onMissing`; a
 * refusal goes to `onFailed`. Success signs in as the login page does, and the cart is read
 * again, since the server merged the visitor's cart into the account's.
 */
export function useInlineLogin({
  onMissing,
  onFailed,
  onSignedIn,
}: {
  onMissing: () => void;
  onFailed: (cause: unknown) => void;
  onSignedIn: (user: UserProfile) => void;
}) {
  const login = useCheckoutLogin();
  const queryClient = useQueryClient();
  const { mutate } = login;

  const submit = useCallback(
    (email: string, password: string) => {
      if (!email || !password) {
        onMissing();
        return;
      }
      mutate(
        { email, password },
        {
          onSuccess: (user) => {
            sessionStore.signIn(user);
            void queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY });
            onSignedIn(user);
          },
          onError: (error) => onFailed(loginCause(error)),
        },
      );
    },
    [mutate, queryClient, onMissing, onFailed, onSignedIn],
  );

  return { submit, pending: login.isPending };
}
