import { useCallback, useRef } from 'react';

/**
 * A module a form needs only when it is used (its checks, with zod and the shared schemas),
 * imported then rather than with the page (decision 038). The returned function resolves to the
 * module; to null while an earlier call still waits for it (a second press sends nothing more),
 * or when the import failed, which goes to `onError` for the form to show.
 */
export function useLazyModule<T>(
  load: () => Promise<T>,
  onError: (error: unknown) => void,
): () => Promise<T | null> {
  const waiting = useRef(false);
  return useCallback(async () => {
    if (waiting.current) return null;
    waiting.current = true;
    try {
      return await load();
    } catch (error) {
      onError(error);
      return null;
    } finally {
      waiting.current = false;
    }
  }, [load, onError]);
}
