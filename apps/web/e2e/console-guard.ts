import type { Page } from '@playwright/test';

/**
 * Collects console errors and page errors, which is where the browser reports a
 * Content-Security-Policy violation (an inline script, eval, a remote font).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
