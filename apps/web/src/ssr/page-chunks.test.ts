import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_CHUNKS_ID } from '@camtour/shared/page-renderer';
import { PRELOADS_PER_TASK, preloadPageChunks, readPageChunks, runPageChunks } from './page-chunks';

function listChunks(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_CHUNKS_ID;
  element.textContent = text;
  document.body.append(element);
}

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('crossorigin'),
  ]);

afterEach(() => {
  document.getElementById(PAGE_CHUNKS_ID)?.remove();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
});

describe('the chunks a rendered page lists', () => {
  it('reads the built chunk URLs the server wrote', () => {
    listChunks('["/assets/product-DY1tpUTa.js","/assets/boot-D7IC3Yb2.js"]');
    expect(readPageChunks(document)).toEqual([
      '/assets/product-DY1tpUTa.js',
      '/assets/boot-D7IC3Yb2.js',
    ]);
  });

  it('ignores what is not one of our chunks, and a list that is not JSON', () => {
    listChunks(
      '["https://evil.example/x.js","/assets/../api/x.js","/assets/a b.js",7,"/assets/ok-1.js"]',
    );
    expect(readPageChunks(document)).toEqual(['/assets/ok-1.js']);
    document.getElementById(PAGE_CHUNKS_ID)?.remove();
    listChunks('{not json');
    expect(readPageChunks(document)).toEqual([]);
    document.getElementById(PAGE_CHUNKS_ID)?.remove();
    listChunks('{"a":1}');
    expect(readPageChunks(document)).toEqual([]);
  });

  it('is empty on a page the browser renders (no list)', () => {
    expect(readPageChunks(document)).toEqual([]);
  });

  it('preloads each chunk once, in the entry script’s credentials mode', async () => {
    listChunks('["/assets/a-1.js","/assets/b-2.js","/assets/a-1.js"]');
    await preloadPageChunks(document);
    await preloadPageChunks(document);
    expect(preloads()).toEqual([
      ['/assets/a-1.js', ''],
      ['/assets/b-2.js', ''],
    ]);
  });

  it('inserts a few links per task, the first ones at once', async () => {
    const urls = Array.from({ length: PRELOADS_PER_TASK * 2 + 1 }, (_, i) => `/assets/c-${i}.js`);
    listChunks(JSON.stringify(urls));
    const done = preloadPageChunks(document);
    expect(preloads()).toHaveLength(PRELOADS_PER_TASK);
    await done;
    expect(preloads().map(([href]) => href)).toEqual(urls);
  });
});

describe('running the page chunks before the app imports its route', () => {
  it('runs each listed chunk in the listed order, one per task', async () => {
    listChunks('["/assets/zod-1.js","/assets/schemas-2.js","/assets/plan-3.js"]');
    const ran: string[] = [];
    let timerFired = 0;
    const running = runPageChunks(document, async (url) => {
      ran.push(`${url} after ${timerFired} timers`);
    });
    // Counts the tasks between runs: a timer queued now fires before the next chunk's run.
    const count = () =>
      setTimeout(() => {
        timerFired += 1;
        if (timerFired < 3) count();
      }, 0);
    count();
    await running;
    expect(ran).toEqual([
      '/assets/zod-1.js after 0 timers',
      '/assets/schemas-2.js after 1 timers',
      '/assets/plan-3.js after 2 timers',
    ]);
  });

  it('goes on past a chunk that fails to load, and does nothing without a list', async () => {
    listChunks('["/assets/gone-1.js","/assets/plan-3.js"]');
    const ran: string[] = [];
    await runPageChunks(document, async (url) => {
      ran.push(url);
      if (url.includes('gone')) throw new Error('404');
    });
    expect(ran).toEqual(['/assets/gone-1.js', '/assets/plan-3.js']);
    document.getElementById(PAGE_CHUNKS_ID)?.remove();
    ran.length = 0;
    await runPageChunks(document, async (url) => {
      ran.push(url);
    });
    expect(ran).toEqual([]);
  });
});
