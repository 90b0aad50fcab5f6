import { TOAST_DURATION_MS } from '@camtour/shared/constants';

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastItem {
  id: number;
  message: string;
  variant: ToastVariant;
}

type Listener = () => void;

/*
 * Module-level so that code outside React (the API client's global handlers) can raise a
 * toast. Timers live here too: a toast disappears after TOAST_DURATION_MS even if the
 * component that showed it has unmounted.
 */
function createToastStore() {
  let items: readonly ToastItem[] = [];
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());

  function dismiss(id: number): void {
    clearTimeout(timers.get(id));
    timers.delete(id);
    const next = items.filter((item) => item.id !== id);
    if (next.length !== items.length) {
      items = next;
      emit();
    }
  }

  function schedule(id: number, durationMs: number): void {
    clearTimeout(timers.get(id));
    timers.set(
      id,
      setTimeout(() => dismiss(id), durationMs),
    );
  }

  function show(
    message: string,
    variant: ToastVariant = 'info',
    durationMs = TOAST_DURATION_MS,
  ): number {
    // Two failed requests must not stack the same sentence twice: restart its timer instead.
    const same = items.find((item) => item.message === message && item.variant === variant);
    if (same) {
      schedule(same.id, durationMs);
      return same.id;
    }
    const id = nextId++;
    items = [...items, { id, message, variant }];
    schedule(id, durationMs);
    emit();
    return id;
  }

  return {
    getSnapshot: (): readonly ToastItem[] => items,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show,
    success: (message: string) => show(message, 'success'),
    error: (message: string) => show(message, 'error'),
    dismiss,
    clear(): void {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
      items = [];
      emit();
    },
  };
}

export const toast = createToastStore();
