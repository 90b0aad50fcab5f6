import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type FakeBakongMode = 'normal' | 'error' | 'timeout' | 'garbage' | 'unauthorized';

export interface FakeTransfer {
  hash: string;
  amount: number;
  currency: string;
  toAccountId: string;
  fromAccountId?: string;
  acknowledgedDateMs?: number;
}

export interface FakeBakong {
  url: string;
  mode: FakeBakongMode;
  /** md5 → the transfer the bank knows for it. */
  transfers: Map<string, FakeTransfer>;
  /** Every request: path, bearer token and parsed body. */
  requests: { path: string; auth: string | undefined; body: unknown }[];
  /** What `generate_deeplink_by_qr` answers: a short link, or an error. */
  deeplink: string | null;
  close: () => Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

/**
 * A local HTTP server that answers as Bakong's Open API documents it
 * (`/v1/check_transaction_by_md5`, `/v1/generate_deeplink_by_qr`): paid, not
 * found, an error, a timeout, an unreadable answer or a refused token.
 */
export async function startFakeBakong(token: string): Promise<FakeBakong> {
  const fake: Omit<FakeBakong, 'url' | 'close'> = {
    mode: 'normal',
    transfers: new Map(),
    requests: [],
    deeplink: null,
  };
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      fake.requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const json = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (fake.mode === 'timeout') return; // never answers; the client's timeout decides
      if (fake.mode === 'error') return json(500, { message: 'Internal Server Error' });
      if (fake.mode === 'garbage') {
        res.writeHead(200, { 'content-type': 'text/html' });
        return res.end('<html>maintenance</html>');
      }
      if (fake.mode === 'unauthorized' || req.headers.authorization !== `Bearer ${token}`) {
        return json(200, {
          responseCode: 1,
          responseMessage: 'Unauthorized, not yet requested for token or code invalid',
          errorCode: 6,
          data: null,
        });
      }
      if (req.method === 'POST' && req.url === '/v1/check_transaction_by_md5') {
        const md5 = (body as { md5?: unknown } | null)?.md5;
        const t = typeof md5 === 'string' ? fake.transfers.get(md5) : undefined;
        if (!t) {
          return json(200, {
            responseCode: 1,
            responseMessage: 'Transaction could not be found. Please check and try again.',
            errorCode: 1,
            data: null,
          });
        }
        const at = t.acknowledgedDateMs ?? Date.now();
        return json(200, {
          responseCode: 0,
          responseMessage: 'Getting transaction successfully.',
          errorCode: null,
          data: {
            hash: t.hash,
            fromAccountId: t.fromAccountId ?? 'payer@abaa',
            toAccountId: t.toAccountId,
            currency: t.currency,
            amount: t.amount,
            description: '',
            createdDateMs: at - 1000,
            acknowledgedDateMs: at,
          },
        });
      }
      if (req.method === 'POST' && req.url === '/v1/generate_deeplink_by_qr') {
        if (!fake.deeplink) {
          return json(200, {
            responseCode: 1,
            responseMessage: 'Error occurred on requesting deeplink from provider.',
            errorCode: 4,
            data: null,
          });
        }
        return json(200, {
          responseCode: 0,
          responseMessage: 'Getting deeplink successfully',
          errorCode: null,
          data: { shortLink: fake.deeplink },
        });
      }
      json(404, { message: 'Not Found' });
    })();
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  });
}
