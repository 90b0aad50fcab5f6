import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { OgCache } from '../../src/modules/seo/og-cache';

const warnings: string[] = [];
/** Only `warn` is used by the cache; the rest of the logger is never called. */
const log = {
  warn: (_obj: unknown, msg: string) => warnings.push(msg),
} as unknown as FastifyBaseLogger;
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seo-og-cache-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A render that counts its calls and answers `size` bytes of one value. */
function counter(size = 10) {
  let calls = 0;
  return {
    render: (value: number) => async () => {
      calls += 1;
      await new Promise((r) => setTimeout(r, 5));
      return Buffer.alloc(size, value);
    },
    calls: () => calls,
  };
}

describe('OgCache', () => {
  it('draws a card once, for two requests at the same time and for later ones', async () => {
    const cache = new OgCache({ maxBytes: 1000, dir: null, log });
    const c = counter();
    const [a, b] = await Promise.all([cache.get('k', c.render(1)), cache.get('k', c.render(1))]);
    expect(a.equals(b)).toBe(true);
    await cache.get('k', c.render(1));
    expect(c.calls()).toBe(1);
  });

  it('draws one card at a time by default, the others waiting their turn', async () => {
    const cache = new OgCache({ maxBytes: 1000, dir: null, log });
    let running = 0;
    let most = 0;
    const render = (value: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      return Buffer.alloc(10, value);
    };
    const cards = await Promise.all([1, 2, 3, 4].map((v) => cache.get(`k${v}`, render(v))));
    expect(cards.map((c) => c[0])).toEqual([1, 2, 3, 4]);
    expect(most).toBe(1);
  });

  it('lets the least recently used card go when memory is full', async () => {
    const cache = new OgCache({ maxBytes: 25, dir: null, log });
    const c = counter(10);
    await cache.get('a', c.render(1));
    await cache.get('b', c.render(2));
    await cache.get('a', c.render(1)); // a is now the more recent
    await cache.get('c', c.render(3)); // 30 bytes: b goes
    expect(c.calls()).toBe(3);
    await cache.get('a', c.render(1));
    expect(c.calls()).toBe(3);
    await cache.get('b', c.render(2));
    expect(c.calls()).toBe(4);
  });

  it('reads a card back from disk after a restart instead of drawing it again', async () => {
    const dir = path.join(tempDir(), 'og-cache');
    const c = counter();
    const first = await new OgCache({ maxBytes: 1000, dir, log }).get('key1', c.render(7));
    expect(readdirSync(dir)).toEqual(['key1.png']);
    const restarted = new OgCache({ maxBytes: 1000, dir, log });
    const again = await restarted.get('key1', c.render(9));
    expect(again.equals(first)).toBe(true);
    expect(c.calls()).toBe(1);
  });

  it('still answers when the disk cannot be written', async () => {
    const parent = tempDir();
    const blocked = path.join(parent, 'file');
    writeFileSync(blocked, 'not a folder');
    const cache = new OgCache({ maxBytes: 1000, dir: path.join(blocked, 'og'), log });
    const c = counter();
    const png = await cache.get('k', c.render(3));
    expect(png.equals(Buffer.alloc(10, 3))).toBe(true);
    expect(warnings).toEqual(['og card not written to disk']);
  });
});
