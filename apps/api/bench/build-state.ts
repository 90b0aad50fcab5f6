import fs from 'node:fs';
import path from 'node:path';

// The same rule as scripts/start.mjs: build when a source is newer than the oldest output.
const OUTPUTS = ['apps/api/dist/server.js', 'apps/web/dist/index.html'];
const SOURCES = [
  'packages/shared/src',
  'packages/demo-art/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
];

function newestMtime(p: string): number {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Whether `npm run build` must run before the built server can be measured. */
export function needsBuild(root: string): boolean {
  const builtAt = Math.min(
    ...OUTPUTS.map((p) => path.join(root, p)).map((p) =>
      fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0,
    ),
  );
  const changedAt = Math.max(...SOURCES.map((p) => newestMtime(path.join(root, p))));
  return builtAt === 0 || changedAt > builtAt;
}
