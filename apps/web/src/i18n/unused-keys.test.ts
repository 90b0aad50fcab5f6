import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every translation key is used by some code: a key no code asks for is a
 * text nobody sees, and it rots. A key counts as used when the web app or the
 * shared package names it in a string (with or without its namespace), or
 * when a template literal there can build it (`guide.tips.${key}.title`).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const webSrc = path.resolve(here, '..');
const sharedSrc = path.resolve(here, '../../../../packages/shared/src');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const source = [...sourceFiles(webSrc), ...sourceFiles(sharedSrc)]
  .map((file) => fs.readFileSync(file, 'utf8'))
  .join('\n');

/** Template literals with a placeholder, as patterns of the keys they can build. */
const templates = [...source.matchAll(/`([^`]*\$\{[^`]*)`/g)]
  .map(([, body]) => body!.replace(/^[a-z-]+:/, ''))
  .map((body) => body.split(/\$\{[^}]*\}/))
  // A template that is all placeholder (`${a}${b}`) could build any key: it proves nothing.
  .filter((parts) => parts.join('').replace(/\./g, '').length >= 3)
  .map(
    (parts) =>
      new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+')}$`),
  );

function isUsed(namespace: string, key: string): boolean {
  const base = key.replace(PLURAL, '');
  for (const name of [base, `${namespace}:${base}`]) {
    for (const quote of ["'", '"', '`'])
      if (source.includes(`${quote}${name}${quote}`)) return true;
  }
  return templates.some((pattern) => pattern.test(base));
}

const catalogues = fs
  .readdirSync(path.join(here, 'en'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    namespace: file.replace(/\.json$/, ''),
    keys: Object.keys(
      JSON.parse(fs.readFileSync(path.join(here, 'en', file), 'utf8')) as Record<string, string>,
    ),
  }));

describe('translation keys', () => {
  it('reads the catalogues and the code', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(5);
    expect(templates.length).toBeGreaterThan(10);
  });

  it('are each used by some code', () => {
    const unused = catalogues.flatMap(({ namespace, keys }) =>
      keys.filter((key) => !isUsed(namespace, key)).map((key) => `${namespace}:${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('detects a key nobody uses', () => {
    expect(isUsed('common', 'no.code.asks.for-this-key')).toBe(false);
    expect(isUsed('travel', 'activity.duration_one')).toBe(true);
  });
});
