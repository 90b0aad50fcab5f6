import { PAGE_CHUNKS_ID } from '@camtour/shared/page-renderer';

/** The chunk URLs a rendered page lists (see PAGE_CHUNKS_ID); anything else is ignored. */
export function readPageChunks(doc: Document): string[] {
  const text = doc.getElementById(PAGE_CHUNKS_ID)?.textContent;
  if (!text) return [];
  try {
    const list: unknown = JSON.parse(text);
    if (!Array.isArray(list)) return [];
    return list.filter(
      (url): url is string => typeof url === 'string' && /^\/assets\/[\w.-]+\.js$/.test(url),
    );
  } catch (_error) {
    return [];
  }
}

/**
 * Starts fetching the page's chunks all at once, as the server's modulepreload links used to from
 * the head: the app then imports its route without a round trip per level of imports.
 */
export function preloadPageChunks(doc: Document): void {
  for (const url of readPageChunks(doc)) {
    if (doc.head.querySelector(`link[rel="modulepreload"][href="${url}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // As the entry script: the same credentials mode, or the browser fetches the chunk twice.
    link.crossOrigin = '';
    link.href = url;
    doc.head.append(link);
  }
}
