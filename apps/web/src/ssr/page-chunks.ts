import { PAGE_CHUNKS_ID } from '@camtour/shared/page-renderer';
import { nextTask } from '@/lib/next-task';

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
 * Links inserted per task. Each starts a module fetch: six took 13 to 24 ms of this machine's main
 * thread in a CPU profile, a long task on a phone.
 */
export const PRELOADS_PER_TASK = 3;

/**
 * Starts fetching the page's chunks, as the server's modulepreload links used to from the head:
 * the app then imports its route without a round trip per level of imports. A few links per task:
 * forty in one task held a phone's main thread for about 100 ms, a long task of its own.
 */
export async function preloadPageChunks(doc: Document): Promise<void> {
  const present = new Set(
    Array.from(doc.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
      link.getAttribute('href'),
    ),
  );
  const urls = readPageChunks(doc).filter((url) => {
    if (present.has(url)) return false;
    present.add(url);
    return true;
  });
  for (let start = 0; start < urls.length; start += PRELOADS_PER_TASK) {
    if (start > 0) await nextTask();
    const links = doc.createDocumentFragment();
    for (const url of urls.slice(start, start + PRELOADS_PER_TASK)) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      // As the entry script: the same credentials mode, or the browser fetches the chunk twice.
      link.crossOrigin = '';
      link.href = url;
      links.append(link);
    }
    doc.head.append(links);
  }
}

/**
 * Runs the page's chunks one per task, each after those it imports (the server lists them so),
 * before the app imports its route. Imported by the route at once, the chunks of a page ran as
 * one task: 60 ms on /plan here (zod and the planner's schemas), four times that on a phone. A
 * module runs once, so the route's own import later finds them done. A chunk that fails to load
 * is left to the route's import, whose error screen shows it.
 */
export async function runPageChunks(
  doc: Document,
  load: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): Promise<void> {
  for (const url of readPageChunks(doc)) {
    await load(url).catch(() => undefined);
    await nextTask();
  }
}
