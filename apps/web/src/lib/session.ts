import { useMemo, useSyncExternalStore } from 'react';

export interface SessionProfile {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  image?: string | null;
}

export type SessionState =
  { status: 'anonymous'; profile: null } | { status: 'authenticated'; profile: SessionProfile };

const ANONYMOUS: SessionState = { status: 'anonymous', profile: null };

type Listener = () => void;

/*
 * A small external store rather than React state, because the API client (outside React)
 * must be able to clear the session on 401/403. Accounts (a later issue) fills it from
 * /api/web/auth/me; until then every visitor is anonymous and nothing is fetched.
 */
function createSessionStore() {
  let state: SessionState = ANONYMOUS;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    getSnapshot: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(profile: SessionProfile): void {
      state = { status: 'authenticated', profile };
      emit();
    },
    clear(): void {
      if (state.status === 'anonymous') return;
      state = ANONYMOUS;
      emit();
    },
  };
}

export const sessionStore = createSessionStore();

export function useSession() {
  const state = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    sessionStore.getSnapshot,
  );
  return useMemo(() => ({ ...state, clear: sessionStore.clear }), [state]);
}
