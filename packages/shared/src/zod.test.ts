import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from './zod';

const here = path.dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('zod, configured once for every schema', () => {
  it('keeps the compiled fast path on the server (no browser policy here)', () => {
    expect(z.config().jitless).toBeFalsy();
    expect(z.object({ n: z.number() }).parse({ n: 1 })).toEqual({ n: 1 });
  });

  it('is taken from ./zod by every schema of the shared package and the web app', () => {
    const roots = [here, path.resolve(here, '../../../apps/web/src')];
    const direct = roots
      .flatMap(sources)
      .filter((file) => !file.endsWith(`${path.sep}zod.ts`))
      .filter((file) =>
        /^import \{[^}]*\bz\b[^}]*\} from 'zod';/m.test(readFileSync(file, 'utf8')),
      );
    expect(direct).toEqual([]);
  });
});
