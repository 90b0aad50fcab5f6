import type { FastifyRequest } from 'fastify';

/**
 * Whether If-None-Match names this tag, compared weakly as RFC 9110 §13.1.2 asks for GET (`W/`
 * does not matter), in a list or as `*`.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag.replace(/^W\//, '') === bare);
}

/** The request already holds the answer tagged `etag`: a 304 will do. */
export const notModified = (req: FastifyRequest, etag: string): boolean =>
  etagMatches(req.headers['if-none-match'], etag);
