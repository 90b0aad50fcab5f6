// `npm start`: build when the sources are newer than the build, then run the server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = ['apps/api/dist/server.js', 'apps/web/dist/index.html'].map((p) =>
  path.join(root, p),
);
const sources = [
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

const builtAt = Math.min(...outputs.map((p) => (fs.existsSync(p) ? fs.statSync(p).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((p) => newestMtime(path.join(root, p))));
if (builtAt === 0 || changedAt > builtAt) {
  console.info(
    builtAt === 0 ? 'First start: building CamTour ...' : 'Sources changed: rebuilding ...',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
await import(path.join(root, 'apps/api/dist/server.js'));
