import negotiate from '@fastify/accept-negotiator';

/** What the server answers in itself, where it keeps a compressed copy (pages, kept reads). */
export type Encoding = 'br' | 'gzip' | 'identity';
const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity'];

/** The encoding to answer in: brotli, then gzip, as the visitor's Accept-Encoding allows. */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  return negotiate(acceptEncoding ?? '', ENCODINGS) ?? 'identity';
}
