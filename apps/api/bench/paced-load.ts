import http from 'node:http';

/**
 * An open-loop load at an even pace: request i is due at start + i / rate, whatever happened to
 * the earlier ones, and its latency counts from when it was due (so a stall of the server, or of
 * this process, is counted in full: no coordinated omission).
 *
 * Why not autocannon's `overallRate` alone: each of its connections sends its whole quota for a
 * second back to back when the second starts (lib/httpClient.js resets a per-second counter), so
 * "500 per second" arrives as one burst of 500 each second; and its correction for coordinated
 * omission records every answer with an expected interval of ceil(1 / per-connection rate) = 1 ms,
 * adding one synthetic sample per millisecond of each answer's latency. Its p99 then measures the
 * bursts and the correction, not the server at 500 requests per second (decision 035).
 */
export interface PacedResult {
  sent: number;
  ok: number;
  errors: number;
  /** Answers with another status than the expected one. */
  unexpected: number;
  p50: number;
  p99: number;
  max: number;
  seconds: number;
}

export interface PacedOptions {
  url: string;
  headers: Record<string, string>;
  rate: number;
  seconds: number;
  expectStatus: number;
  /** Sockets kept open; a request beyond them waits for one (and that wait is counted). */
  connections: number;
  timeoutMs?: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

export function pacedLoad(options: PacedOptions): Promise<PacedResult> {
  const { url, headers, rate, seconds, expectStatus, connections } = options;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const intervalMs = 1000 / rate;
  const latencies: number[] = [];
  let sent = 0;
  let done = 0;
  let ok = 0;
  let errors = 0;
  let unexpected = 0;
  const target = new URL(url);

  return new Promise((resolve) => {
    const start = performance.now();
    const finish = () => {
      agent.destroy();
      latencies.sort((a, b) => a - b);
      resolve({
        sent,
        ok,
        errors,
        unexpected,
        p50: Math.round(percentile(latencies, 50)),
        p99: Math.round(percentile(latencies, 99)),
        max: Math.round(latencies[latencies.length - 1] ?? 0),
        seconds: (performance.now() - start) / 1000,
      });
    };
    const settle = (due: number, outcome: 'ok' | 'unexpected' | 'error') => {
      latencies.push(performance.now() - due);
      if (outcome === 'ok') ok += 1;
      else if (outcome === 'unexpected') unexpected += 1;
      else errors += 1;
      done += 1;
      if (done === total) finish();
    };
    const send = (due: number) => {
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          headers,
          agent,
          timeout: timeoutMs,
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => settle(due, res.statusCode === expectStatus ? 'ok' : 'unexpected'));
          res.on('error', () => settle(due, 'error'));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => settle(due, 'error'));
      req.end();
    };
    // Wakes about every millisecond and sends whatever has come due since.
    const tick = () => {
      const now = performance.now();
      while (sent < total && start + sent * intervalMs <= now) {
        send(start + sent * intervalMs);
        sent += 1;
      }
      if (sent < total)
        setTimeout(tick, Math.max(0, start + sent * intervalMs - performance.now()));
    };
    tick();
  });
}
