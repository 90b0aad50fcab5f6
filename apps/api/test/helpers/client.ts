import type { Envelope } from '@camtour/shared/schemas/envelope';
import sharp from 'sharp';

export interface ClientResponse<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

/**
 * A browser-like HTTP client: keeps cookies, and sends the same-origin
 * headers the web app sends (X-Requested-With, Origin).
 */
export class TestClient {
  private cookies = new Map<string, string>();
  bearer: string | null = null;

  /** With TRUST_PROXY on, each client can stand for a different visitor IP. */
  constructor(
    readonly baseUrl: string,
    readonly ip?: string,
  ) {}

  cookie(name: string) {
    return this.cookies.get(name);
  }

  /** The same visitor at another server: its cookie carried over. */
  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (!headers.has('x-requested-with')) headers.set('x-requested-with', 'XMLHttpRequest');
    if (!headers.has('origin')) headers.set('origin', this.baseUrl);
    if (this.cookies.size > 0)
      headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (this.bearer) headers.set('authorization', `Bearer ${this.bearer}`);
    if (this.ip) headers.set('x-forwarded-for', this.ip);
    const res = await fetch(this.baseUrl + path, { redirect: 'manual', ...init, headers });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [name, ...value] = pair!.split('=');
      const v = value.join('=');
      if (!v || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name!);
      else this.cookies.set(name!, v);
    }
    return res;
  }

  async call<T = unknown>(
    method: string,
    path: string,
    json?: unknown,
  ): Promise<ClientResponse<T>> {
    const res = await this.raw(path, {
      method,
      ...(json === undefined
        ? {}
        : { body: JSON.stringify(json), headers: { 'content-type': 'application/json' } }),
    });
    const text = await res.text();
    return {
      status: res.status,
      body: (text ? JSON.parse(text) : {}) as Envelope<T>,
      headers: res.headers,
    };
  }

  get = <T = unknown>(path: string) => this.call<T>('GET', path);
  post = <T = unknown>(path: string, json?: unknown) => this.call<T>('POST', path, json ?? {});
  put = <T = unknown>(path: string, json?: unknown) => this.call<T>('PUT', path, json ?? {});
  delete = <T = unknown>(path: string, json?: unknown) => this.call<T>('DELETE', path, json);

  async form<T = unknown>(path: string, form: FormData): Promise<ClientResponse<T>> {
    const res = await this.raw(path, { method: 'POST', body: form });
    return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
  }
}

/** A real picture, drawn here so no test downloads anything. */
export function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif',
  width = 64,
  height = 64,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0f766e' } })
    .toFormat(format)
    .toBuffer();
}

export function imageBlob(bytes: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}
