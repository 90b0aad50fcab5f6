import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

/** DELETE /api/web/auth/logout, then the local session is cleared whatever the answer (document 1 §4). */
export async function logout(): Promise<void> {
  try {
    await api.delete<null>('/api/web/auth/logout', { skipGlobalHandling: true });
  } catch (_error) {
    // Logging out must work offline too: the local state is cleared below regardless.
  }
}

export function useLogout() {
  return useMutation({ mutationFn: logout, onSettled: () => sessionStore.clear() });
}
