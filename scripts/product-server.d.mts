import type { ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';

export const root: string;
export function buildIfNeeded(dir?: string): void;
export function startTileServer(port: number): Promise<Server>;
export function startBuiltServer(options: {
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
  timeoutMs?: number;
  dir?: string;
}): Promise<{ url: string; child: ChildProcess; stop: () => Promise<void> }>;
export function freePort(): Promise<number>;
