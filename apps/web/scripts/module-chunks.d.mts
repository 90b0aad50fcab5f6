// Types of the plugin vite.config.ts uses and the helpers its test imports.
import type { Plugin } from 'vite';

export const MODULE_CHUNKS_FILE: string;
export function manifestKey(
  chunk: { facadeModuleId: string | null; fileName: string },
  root: string,
): string;
export function sourceKey(id: string, root: string): string | null;
export function moduleChunkKeys(
  chunks: { facadeModuleId: string | null; fileName: string; moduleIds: string[] }[],
  root: string,
): Record<string, string>;
export function moduleChunks(): Plugin;
