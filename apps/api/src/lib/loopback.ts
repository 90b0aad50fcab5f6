import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** 127.0.0.0/8, ::1 and IPv4-mapped loopback. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127(\.\d{1,3}){3}$/.test(v4);
}

/**
 * Development routes (outbox, sandbox bank) answer only this machine. The
 * socket's own address is used, not `req.ip`: a forwarded-for header must not
 * open them, whatever TRUST_PROXY says. Others get the same 404 as a missing route.
 */
export async function requireLoopback(req: FastifyRequest): Promise<void> {
  if (!isLoopback(req.socket.remoteAddress)) throw new AppError('route-not-found');
}
