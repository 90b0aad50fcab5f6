/**
 * A Vite plugin writing dist/.vite/module-chunks.json: for each source module of the client
 * build, the key of the manifest entry (dist/.vite/manifest.json) of the chunk that holds it.
 *
 * Why: the server lists a rendered page's chunks by the page's source modules (its route, its
 * texts), and the manifest is keyed by a chunk's facade module only. When Rollup puts a route in
 * a chunk shared with a module the route imports lazily (the hotel page and its booking rules),
 * the chunk has no facade, the manifest calls it `_<file>`, and the route's key found nothing:
 * the hotel and place pages listed none of their own chunks, and the app then fetched them one
 * level of imports at a time, inserting a preload link per chunk in its first long task.
 */
import path from 'node:path';

export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

const relativeKey = (id, root) => path.relative(root, id.split('?')[0]).split(path.sep).join('/');

/**
 * Vite's manifest key of a chunk (vite/src/node/plugins/manifest.ts, getChunkName): its facade
 * module relative to the root, even outside it (`../../packages/…`), else `_` and its file name.
 */
export function manifestKey(chunk, root) {
  if (chunk.facadeModuleId) return relativeKey(chunk.facadeModuleId, root);
  return `_${path.basename(chunk.fileName)}`;
}

/** A module id as a manifest key: relative to the project root, forward slashes; null if outside. */
export function sourceKey(id, root) {
  if (id.startsWith('\0')) return null;
  const relative = relativeKey(id, root);
  if (relative.startsWith('..') || relative.includes('node_modules/')) return null;
  return relative;
}

/** The project's own modules, each with the manifest key of its chunk. */
export function moduleChunkKeys(chunks, root) {
  const keys = {};
  for (const chunk of chunks) {
    const key = manifestKey(chunk, root);
    for (const id of chunk.moduleIds) {
      const module = sourceKey(id, root);
      if (module) keys[module] = key;
    }
  }
  return keys;
}

export function moduleChunks() {
  let root = process.cwd();
  return {
    name: 'camtour-module-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      this.emitFile({
        type: 'asset',
        fileName: MODULE_CHUNKS_FILE,
        source: `${JSON.stringify(moduleChunkKeys(chunks, root), null, 2)}\n`,
      });
    },
  };
}
