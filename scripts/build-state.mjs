// When the built product is older than its sources: `npm start`, `npm run bench` and
// `npm run lighthouse` build first then, and only then.
import fs from 'node:fs';
import path from 'node:path';

/** What `npm run build` writes: the API bundle, the web app and its server renderer. */
export const BUILD_OUTPUTS = [
  'apps/api/dist/server.js',
  'apps/web/dist/index.html',
  'apps/web/dist-server/entry-server.js',
];

export const BUILD_SOURCES = [
  'packages/shared/src',
  'packages/demo-art/src',
  'apps/api/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** When the oldest output was written (0: something was never built). */
export function builtAt(root) {
  return Math.min(
    ...BUILD_OUTPUTS.map((p) => path.join(root, p)).map((p) =>
      fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0,
    ),
  );
}

/** Whether a source changed after the oldest output, or something was never built. */
export function needsBuild(root) {
  const built = builtAt(root);
  const changedAt = Math.max(...BUILD_SOURCES.map((p) => newestMtime(path.join(root, p))));
  return built === 0 || changedAt > built;
}
