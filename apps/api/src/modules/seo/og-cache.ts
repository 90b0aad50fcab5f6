import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The rendered Open Graph cards, by a key that names their source bytes (an upload's public id or
 * a drawing's ETag), so a new photo is a new key and nothing is ever invalidated. Rendering costs
 * 100 to 300 ms of CPU: each card is drawn once per process (memory, least recently used out
 * first) and, with a data folder, once per machine (disk, read back after a restart).
 */
export class OgCache {
  private readonly memory = new Map<string, Buffer>();
  private bytes = 0;
  /** Two requests for a card not drawn yet wait for the one drawing. */
  private readonly pending = new Map<string, Promise<Buffer>>();

  /** Drawings running now, and the ones waiting for a turn. */
  private drawing = 0;
  private readonly queue: (() => void)[] = [];

  constructor(
    private readonly opts: {
      maxBytes: number;
      dir: string | null;
      log: FastifyBaseLogger;
      /** Drawings at once: a crawler sweeping every card must not take every core from the API. */
      maxDrawing?: number;
    },
  ) {}

  private async draw(render: () => Promise<Buffer>): Promise<Buffer> {
    if (this.drawing >= (this.opts.maxDrawing ?? 1))
      await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.drawing += 1;
    try {
      return await render();
    } finally {
      // The turn passes straight to the next in line, or is given back.
      const next = this.queue.shift();
      if (next) next();
      else this.drawing -= 1;
    }
  }

  /** The card under `key` (a base64url hash), drawn by `render` only when no tier has it. */
  async get(key: string, render: () => Promise<Buffer>): Promise<Buffer> {
    const hit = this.memory.get(key);
    if (hit) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recent.
      this.memory.delete(key);
      this.memory.set(key, hit);
      return hit;
    }
    const waiting = this.pending.get(key);
    if (waiting) return waiting;
    const work = (async () => {
      const fromDisk = await this.readDisk(key);
      const png = fromDisk ?? (await this.draw(render));
      if (!fromDisk) await this.writeDisk(key, png);
      this.remember(key, png);
      return png;
    })().finally(() => this.pending.delete(key));
    this.pending.set(key, work);
    return work;
  }

  private remember(key: string, png: Buffer) {
    if (png.length > this.opts.maxBytes) return;
    this.memory.set(key, png);
    this.bytes += png.length;
    for (const [old, value] of this.memory) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.memory.delete(old);
      this.bytes -= value.length;
    }
  }

  private file(key: string) {
    return path.join(this.opts.dir!, `${key}.png`);
  }

  private async readDisk(key: string): Promise<Buffer | null> {
    if (!this.opts.dir) return null;
    return readFile(this.file(key)).catch(() => null);
  }

  /** Written aside then renamed, so a crash never leaves half a PNG under the key. */
  private async writeDisk(key: string, png: Buffer) {
    if (!this.opts.dir) return;
    const tmp = `${this.file(key)}.${process.pid}.tmp`;
    try {
      await mkdir(this.opts.dir, { recursive: true });
      await writeFile(tmp, png);
      await rename(tmp, this.file(key));
    } catch (err) {
      // A read-only or full disk costs a re-render after a restart, nothing more.
      this.opts.log.warn({ err, dir: this.opts.dir }, 'og card not written to disk');
    }
  }
}
