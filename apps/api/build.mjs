import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// Installed packages stay external; the workspace packages are TypeScript source, so they are bundled in.
const WORKSPACE = ['@camtour/shared', '@camtour/demo-art'];
const external = Object.keys(pkg.dependencies).filter((name) => !WORKSPACE.includes(name));

const started = Date.now();
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  logLevel: 'warning',
});
console.info(`api built: dist/server.js in ${Date.now() - started} ms`);
