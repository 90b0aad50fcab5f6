// `npm start`: build when the sources are newer than the build, then run the server.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtAt, needsBuild } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const neverBuilt = builtAt(root) === 0;
if (needsBuild(root)) {
  console.info(
    neverBuilt ? 'First start: building CamTour ...' : 'Sources changed: rebuilding ...',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

process.chdir(root);
await import(path.join(root, 'apps/api/dist/server.js'));
