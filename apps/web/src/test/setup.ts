import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import { i18next, initI18n } from '@/lib/i18n';

// jsdom implements neither; the shell calls both.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

beforeAll(async () => {
  await initI18n('en');
  // Feature namespaces load lazily behind a Suspense boundary in the app; tests render without one.
  await i18next.loadNamespaces(['accounts']);
});

afterEach(() => {
  cleanup();
});
