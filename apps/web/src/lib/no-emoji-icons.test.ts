import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Icons are drawn as SVG (see cart-icon.tsx, the toaster): an emoji looks different on every
 * phone, clashes with the palette and is read aloud by screen readers. Typographic marks that
 * happen to be pictographic in Unicode stay allowed: arrows, ©, ®, ™.
 */
const ALLOWED = /[\u00a9\u00ae\u2122\u2190-\u21ff]/u;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('icons', () => {
  it('no source file or translation uses an emoji', () => {
    const found = sources(root).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\p{Extended_Pictographic}/gu)]
        .map(([char]) => char)
        .filter((char) => !ALLOWED.test(char))
        .map((char) => `${path.relative(root, file)}: ${char}`),
    );
    expect(found).toEqual([]);
  });
});
