import fs from 'node:fs';

/**
 * CPU time of the server process and of the PostgreSQL backends serving the bench database, from
 * /proc (Linux). Under a busy machine the requests per second say little about our own code; the
 * CPU one request costs (node + database) does not depend on what else runs.
 */
const TICK_MS = 10; // USER_HZ is 100 on every Linux the product runs on.

function ticksOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which may hold spaces: utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function backendsOf(database: string): number[] {
  if (!fs.existsSync('/proc')) return [];
  const pids: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres: ') && cmd.includes(` ${database} `)) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

export interface CpuSnapshot {
  node: number;
  database: Map<number, number>;
}

export const cpuAvailable = () => fs.existsSync('/proc/self/stat');

export function snapshot(serverPid: number, database: string): CpuSnapshot {
  return {
    node: ticksOf(serverPid),
    database: new Map(backendsOf(database).map((pid) => [pid, ticksOf(pid)])),
  };
}

/** Milliseconds of CPU spent between two snapshots: the server's and the database's. */
export function spent(before: CpuSnapshot, after: CpuSnapshot): { node: number; database: number } {
  let database = 0;
  for (const [pid, ticks] of after.database) database += ticks - (before.database.get(pid) ?? 0);
  return { node: (after.node - before.node) * TICK_MS, database: database * TICK_MS };
}
