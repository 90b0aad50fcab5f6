import { api } from '@/lib/api-client';

/** DELETE /api/web/auth/logout; never fails, so the caller clears the local session whatever the answer (document 1 §4). */
export async function logout(): Promise<void> {
  try {
    await api.delete<null>('/api/web/auth/logout', { skipGlobalHandling: true });
  } catch (_error) {
    // Logging out must work offline too: the local state is cleared below regardless.
  }
}
