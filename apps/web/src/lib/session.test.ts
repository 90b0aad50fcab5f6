import { afterEach, describe, expect, it, vi } from 'vitest';
import { testProfile } from '@/test/profile';
import { ApiError } from './api-client';
import { createSessionStore, initialsOf, USER_LOGIN_EVENT, USER_LOGOUT_EVENT } from './session';

function listen(name: string) {
  const seen: unknown[] = [];
  const handler = (event: Event) => seen.push((event as CustomEvent).detail);
  window.addEventListener(name, handler);
  return { seen, stop: () => window.removeEventListener(name, handler) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** A browser the server has given a session (its readable twin cookie is there). */
const signedIn = () => true;

describe('session store', () => {
  it('does not ask /me on a browser without a session: the visitor is known at once', async () => {
    const fetchMe = vi.fn();
    const store = createSessionStore(fetchMe, () => false);
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', profile: null });
    expect(fetchMe).not.toHaveBeenCalled();
    // A login later on this page still signs in.
    store.signIn(testProfile());
    expect(store.getSnapshot().status).toBe('authenticated');
  });

  it('starts loading, and becomes authenticated when /me answers a profile', async () => {
    const fetchMe = vi.fn().mockResolvedValue(testProfile());
    const store = createSessionStore(fetchMe, signedIn);
    expect(store.getSnapshot().status).toBe('loading');
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', profile: testProfile() });
    // A visitor's 401 must not raise the global "No authorization" handling.
    expect(fetchMe).toHaveBeenCalledWith({ skipGlobalHandling: true });
  });

  it('asks only once however often it is started', async () => {
    const fetchMe = vi.fn().mockResolvedValue(testProfile());
    const store = createSessionStore(fetchMe, signedIn);
    await Promise.all([store.start(), store.start()]);
    await store.start();
    expect(fetchMe).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 from /me as a visitor', async () => {
    const store = createSessionStore(
      vi.fn().mockRejectedValue(new ApiError(401, 'no-authorization')),
      signedIn,
    );
    await store.start();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', profile: null });
  });

  it('treats an unreachable server at start as a visitor, but keeps a known user', async () => {
    const fetchMe = vi.fn().mockRejectedValue(new ApiError(0, 'network-error'));
    const store = createSessionStore(fetchMe, signedIn);
    await store.start();
    expect(store.getSnapshot().status).toBe('anonymous');

    store.signIn(testProfile());
    await store.refresh();
    expect(store.getSnapshot().status).toBe('authenticated');
    // A logged-in user's refresh lets the API client handle a 401 (session-expired toast).
    expect(fetchMe).toHaveBeenLastCalledWith({ skipGlobalHandling: false });
  });

  it('is cleared by a 401 when the session ended on the server', async () => {
    const fetchMe = vi
      .fn()
      .mockResolvedValueOnce(testProfile())
      .mockRejectedValueOnce(new ApiError(401, 'session-expired'));
    document.cookie = 'camtour_signed_in=1; path=/';
    const store = createSessionStore(fetchMe);
    await store.start();
    expect(fetchMe).toHaveBeenCalledTimes(1);
    const logout = listen(USER_LOGOUT_EVENT);
    await store.refresh();
    logout.stop();
    expect(store.getSnapshot().status).toBe('anonymous');
    expect(logout.seen).toEqual([{ userId: 1 }]);
    // The next page does not ask again for a session that ended.
    expect(document.cookie).not.toContain('camtour_signed_in');
  });

  it('signIn sets the profile and fires user-login; clear() forgets it and fires user-logout', () => {
    const store = createSessionStore(vi.fn());
    const login = listen(USER_LOGIN_EVENT);
    const logout = listen(USER_LOGOUT_EVENT);
    store.signIn(testProfile({ first_name: 'Dara' }));
    expect(store.getSnapshot().profile?.first_name).toBe('Dara');
    store.clear();
    store.clear();
    login.stop();
    logout.stop();
    expect(store.getSnapshot()).toEqual({ status: 'anonymous', profile: null });
    expect(login.seen).toHaveLength(1);
    // Clearing twice announces the logout once.
    expect(logout.seen).toEqual([{ userId: 1 }]);
  });

  it('ignores a /me answer that arrives after a logout', async () => {
    let answer: (profile: ReturnType<typeof testProfile>) => void = () => {};
    const store = createSessionStore(() => new Promise((resolve) => (answer = resolve)));
    const pending = store.start();
    store.clear();
    answer(testProfile());
    await pending;
    expect(store.getSnapshot().status).toBe('anonymous');
  });

  it('update() replaces the profile of the logged-in user only', () => {
    const store = createSessionStore(vi.fn());
    store.update(testProfile());
    expect(store.getSnapshot().status).toBe('loading');
    store.signIn(testProfile());
    store.update(testProfile({ first_name: 'Bopha' }));
    expect(store.getSnapshot().profile?.first_name).toBe('Bopha');
  });

  it('notifies subscribers', async () => {
    const store = createSessionStore(vi.fn().mockResolvedValue(testProfile()));
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    await store.start();
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('initialsOf', () => {
  it('takes the first letter of each name', () => {
    expect(initialsOf({ first_name: 'sok', last_name: 'dara' })).toBe('SD');
    expect(initialsOf({ first_name: 'សុភា', last_name: 'ចាន់' })).toBe('សច');
    expect(initialsOf({ first_name: ' ', last_name: '' })).toBe('?');
  });
});
