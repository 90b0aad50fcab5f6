import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, api, buildUrl, setApiGlobalHandlers } from './api-client';
import { testProfile } from '@/test/profile';
import { sessionStore } from './session';

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const notify = vi.fn();
const redirectToLogin = vi.fn();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  notify.mockReset();
  redirectToLogin.mockReset();
  setApiGlobalHandlers({ notify, redirectToLogin });
  sessionStore.signIn(testProfile());
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStore.clear();
});

describe('apiRequest', () => {
  it('unwraps data from a successful envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { result: true, error: false, message: 'success', data: [1, 2] }),
    );
    await expect(apiRequest<number[]>('/api/x')).resolves.toEqual([1, 2]);
  });

  it('sends same-origin credentials, X-Requested-With and JSON bodies', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(201, { result: true, error: false, message: 'success', data: null }),
    );
    await api.post('/api/things', { name: 'Kep' }, { query: { lang: 'km' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things?lang=km');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.body).toBe('{"name":"Kep"}');
    const headers = init?.headers as Record<string, string>;
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Content-Type']).toBe('application/json');
  });

  it('throws an ApiError with the key and field errors of a failed envelope', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        result: false,
        error: true,
        message: 'validation-failed',
        errors: { email: ['field-required'] },
      }),
    );
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      key: 'validation-failed',
      fieldErrors: { email: ['field-required'] },
    });
    expect((error as ApiError).fieldError('email')).toBe('field-required');
    expect(notify).not.toHaveBeenCalled();
  });

  it("keeps a failed envelope's top-level code and data (a cart add past the stock)", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(400, {
        result: false,
        error: true,
        message: 'insufficient-stock',
        code: 2,
        data: { available: 3, stock: 5, in_cart: 2 },
      }),
    );
    const error = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      status: 400,
      key: 'insufficient-stock',
      code: 2,
      data: { available: 3, stock: 5, in_cart: 2 },
    });

    fetchMock.mockResolvedValueOnce(jsonResponse(404, { result: false, message: 'not-found' }));
    const plain = await apiRequest('/api/x').catch((caught: unknown) => caught);
    expect(plain).toMatchObject({ code: null, data: null });
  });

  it('treats result:false as a failure even with status 200', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(200, { result: false, error: true, message: 'login-failed' }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 200, key: 'login-failed' });
  });

  it('falls back to a status key when the body is not an envelope', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, key: 'server-error' });
  });

  it('reads Retry-After on 429', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        429,
        { result: false, error: true, message: 'too-many-requests-try-later' },
        { 'Retry-After': '120' },
      ),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 120,
    });
  });

  it('on a network failure shows the connection message and throws network-error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, key: 'network-error' });
    expect(notify).toHaveBeenCalledWith(
      'Error connection! Please check internet connection, then try again.',
    );
  });

  it('on 401 clears the session and says "No authorization"', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { result: false, error: true, message: 'no-authorization' }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(sessionStore.getSnapshot().status).toBe('anonymous');
    expect(notify).toHaveBeenCalledWith('No authorization');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it('on 401 session-expired clears the session and says so', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { result: false, error: true, message: 'session-expired' }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ key: 'session-expired' });
    expect(sessionStore.getSnapshot().status).toBe('anonymous');
    expect(notify).toHaveBeenCalledWith('session-expired');
  });

  it('keeps the response headers on the error (X-Login-Attempts)', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(
        401,
        { result: false, error: true, message: 'Invalid email or password' },
        { 'X-Login-Attempts': '3', 'X-Login-Attempts-Remaining': '2' },
      ),
    );
    const error = (await apiRequest('/api/auth/login', { skipGlobalHandling: true }).catch(
      (caught: unknown) => caught,
    )) as ApiError;
    expect(error.headers.get('X-Login-Attempts')).toBe('3');
    expect(error.headers.get('X-Login-Attempts-Remaining')).toBe('2');
  });

  it('on 403 clears the session and goes to /login', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(403, { result: false, error: true, message: 'forbidden' }),
    );
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 403 });
    expect(sessionStore.getSnapshot().status).toBe('anonymous');
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it('leaves 401 to the caller when asked to', async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(401, { result: false, error: true, message: 'no-authorization' }),
    );
    await expect(apiRequest('/api/x', { skipGlobalHandling: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(notify).not.toHaveBeenCalled();
    expect(sessionStore.getSnapshot().status).toBe('authenticated');
  });

  it('aborts after the timeout with request-timeout', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('/api/slow', { timeoutMs: 1000 }).catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await pending).toMatchObject({ status: 0, key: 'request-timeout' });
    expect(notify).not.toHaveBeenCalled();
  });

  it("rethrows the caller's own abort without reporting it", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = apiRequest('/api/x', { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    controller.abort();
    const error = await pending;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(notify).not.toHaveBeenCalled();
  });
});

describe('buildUrl', () => {
  it('skips empty values', () => {
    expect(buildUrl('/api/x', { a: 1, b: '', c: null, d: undefined, e: 'km' })).toBe(
      '/api/x?a=1&e=km',
    );
    expect(buildUrl('/api/x')).toBe('/api/x');
  });
});
