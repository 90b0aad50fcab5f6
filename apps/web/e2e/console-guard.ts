import type { Page } from '@playwright/test';

/**
 * The one failed request a page makes on purpose: on start it asks GET /api/web/auth/me who is
 * logged in (the session cookie is httpOnly, so it cannot look), and a visitor's answer is 401.
 * The browser logs that as a failed resource; it is the expected answer, not an error.
 */
function isVisitorSessionCheck(text: string, url: string): boolean {
  return /\/api\/web\/auth\/me$/.test(url) && text.includes('401');
}

/**
 * Collects console errors and page errors, which is where the browser reports a
 * Content-Security-Policy violation (an inline script, eval, a remote font).
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isVisitorSessionCheck(message.text(), message.location().url)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
