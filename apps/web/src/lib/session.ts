import { useMemo, useSyncExternalStore } from 'react';
import { SESSION_HINT_COOKIE } from '@camtour/shared/constants';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { apiRequest, isApiError, onSignedOut } from './api-client';

export type SessionProfile = UserProfile;

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export type SessionState =
  | { status: 'loading'; profile: null }
  | { status: 'anonymous'; profile: null }
  | { status: 'authenticated'; profile: SessionProfile };

/** Window events of document 1 §4, for features that follow the user (wishlist, cart). */
export const USER_LOGIN_EVENT = 'user-login';
export const USER_LOGOUT_EVENT = 'user-logout';

export const ME_PATH = '/api/web/auth/me';
/** A tab coming back to the front re-checks the session at most this often. */
export const SESSION_RECHECK_MS = 60_000;

const LOADING: SessionState = { status: 'loading', profile: null };
const ANONYMOUS: SessionState = { status: 'anonymous', profile: null };

type Listener = () => void;
type FetchMe = (options: { skipGlobalHandling: boolean }) => Promise<SessionProfile>;

const fetchMeFromApi: FetchMe = ({ skipGlobalHandling }) =>
  apiRequest<SessionProfile>(ME_PATH, { skipGlobalHandling });

function fire(name: string, detail: unknown): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(name, { detail }));
}

/*
 * An external store rather than React state, because the API client (outside React) must be able
 * to clear the session on 401/403. The session itself is the server's httpOnly cookie (DECISIONS
 * D4): the page never sees a token, it only asks GET /api/web/auth/me who is logged in.
 */
/** Whether the server said a session exists on this browser (its readable twin cookie). */
function hasSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie
    .split(';')
    .some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}

function dropSessionHint(): void {
  if (typeof document !== 'undefined') {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0; samesite=lax`;
  }
}

export function createSessionStore(
  fetchMe: FetchMe = fetchMeFromApi,
  signedInHere: () => boolean = hasSessionHint,
) {
  let state: SessionState = LOADING;
  // Each change of who is logged in bumps it, so an older /me answer cannot undo a login or logout.
  let generation = 0;
  let started: Promise<SessionState> | null = null;
  let lastCheck = 0;
  const listeners = new Set<Listener>();

  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
  };

  function clear(): void {
    generation += 1;
    dropSessionHint();
    const was = state;
    if (was.status === 'anonymous') return;
    set(ANONYMOUS);
    if (was.status === 'authenticated') fire(USER_LOGOUT_EVENT, { userId: was.profile.id });
  }

  async function refresh(): Promise<SessionState> {
    const asked = generation;
    const wasAuthenticated = state.status === 'authenticated';
    lastCheck = Date.now();
    try {
      // A visitor's 401 is not an error; a logged-in user's 401 is (session-expired toast).
      const profile = await fetchMe({ skipGlobalHandling: !wasAuthenticated });
      if (asked === generation) set({ status: 'authenticated', profile });
    } catch (error) {
      if (asked !== generation) return state;
      if (isApiError(error) && error.status >= 400 && error.status < 500) clear();
      // A network or server failure keeps a known user; an unknown one browses as a visitor.
      else if (state.status === 'loading') set(ANONYMOUS);
    }
    return state;
  }

  return {
    getSnapshot: (): SessionState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /**
     * Asks the server once who is logged in; later calls return the same answer. Without the
     * session's twin cookie nobody is: a visitor's page makes no call that can only fail.
     */
    start(): Promise<SessionState> {
      if (!started && !signedInHere()) {
        if (state.status === 'loading') set(ANONYMOUS);
        started = Promise.resolve(state);
      }
      started ??= refresh();
      return started;
    },
    refresh,
    /** After a successful login (the server has set the cookie). */
    signIn(profile: SessionProfile): void {
      generation += 1;
      set({ status: 'authenticated', profile });
      fire(USER_LOGIN_EVENT, { userId: profile.id, user: profile });
    },
    /** A newer profile of the same user (after a profile update). */
    update(profile: SessionProfile): void {
      if (state.status === 'authenticated') set({ status: 'authenticated', profile });
    },
    clear,
    /** Re-checks when the tab returns, so an idle session the server ended shows as ended. */
    shouldRecheck: () =>
      state.status === 'authenticated' && Date.now() - lastCheck > SESSION_RECHECK_MS,
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

export const sessionStore = createSessionStore();
// The API client reports a 401/403 without knowing the store: the import runs one way only.
onSignedOut(sessionStore.clear);

/** Starts the session check and re-checks when a hidden tab comes back. */
export function startSession(store: SessionStore = sessionStore): () => void {
  void store.start();
  const onVisible = () => {
    if (document.visibilityState === 'visible' && store.shouldRecheck()) void store.refresh();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}

export function useSession() {
  // The server renders every visitor as "not known yet"; hydration starts from the same answer.
  const state = useSyncExternalStore(
    sessionStore.subscribe,
    sessionStore.getSnapshot,
    () => LOADING,
  );
  return useMemo(
    () => ({ ...state, clear: sessionStore.clear, refresh: sessionStore.refresh }),
    [state],
  );
}

/** Initials from the first and last name (document 1 §3). */
export function initialsOf(profile: Pick<SessionProfile, 'first_name' | 'last_name'>): string {
  const first = Array.from(profile.first_name.trim())[0] ?? '';
  const last = Array.from(profile.last_name.trim())[0] ?? '';
  return `${first}${last}`.toUpperCase() || '?';
}
