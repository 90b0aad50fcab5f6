import type { DehydratedState } from '@tanstack/react-query';
import type { Lang } from '@camtour/shared/constants';
import { jsonForScript } from '@camtour/shared/seo/head';

/** The element the server writes the page's data into (JSON, not script: the CSP allows no inline script). */
export const SSR_STATE_ID = 'camtour-ssr-state';

/** What the server hands the browser with a rendered page, so hydration fetches nothing again. */
export interface SsrState {
  lang: Lang;
  /** The translation namespaces the page used: loaded before hydration, so nothing suspends. */
  namespaces: string[];
  queries: DehydratedState;
}

/** JSON that cannot close its <script> element or start a comment. */
export function serializeState(state: SsrState): string {
  return jsonForScript(state);
}

export function readSsrState(doc: Document): SsrState | null {
  const element = doc.getElementById(SSR_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrState;
  } catch (_error) {
    return null;
  }
}
