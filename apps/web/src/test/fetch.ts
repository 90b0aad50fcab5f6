import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Replaces `fetch` with a fresh mock around each test of the calling file and puts the real one
 * back after, so no test sees another's answers. Call it at the top of the file.
 */
export function stubFetch() {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fetchMock;
}

/** A 200 answer in the API's envelope around `data`. */
export const okEnvelope = (data: unknown) =>
  new Response(JSON.stringify({ result: true, error: false, message: 'success', data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
