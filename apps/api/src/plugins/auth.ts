import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isRole, isStaffRole } from '@camtour/shared/domain/roles';
import type { Config } from '../config';
import type { SessionRow, UserRow } from '../modules/accounts/sessions-repository';
import {
  createSessionService,
  REMEMBER_MS,
  type SessionService,
} from '../modules/accounts/session-service';
import { AppError } from '../lib/app-error';
import { isApiPath, routedPath } from '../lib/routed-path';
import { SESSION_HINT_COOKIE } from '@camtour/shared/constants';

export const SESSION_COOKIE = 'camtour_session';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Runs after a login (password or social) with the new user's id, e.g. to merge a visitor's cart. */
export type LoginHook = (req: FastifyRequest, reply: FastifyReply, userId: number) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService;
    loginHooks: LoginHook[];
    runLoginHooks: LoginHook;
    /** preHandler for routes that need a logged-in user. */
    requireUser: (req: FastifyRequest) => Promise<void>;
    /** preHandler for the back office (D15): 401 without a session, 403 for a customer. */
    requireStaff: (req: FastifyRequest) => Promise<void>;
    setSessionCookie: (reply: FastifyReply, token: string, remember: boolean) => void;
    clearSessionCookie: (reply: FastifyReply) => void;
  }
  interface FastifyRequest {
    user: UserRow | null;
    session: SessionRow | null;
    /** The token this request authenticated with (cookie or bearer). */
    sessionToken: string | null;
    sessionExpired: boolean;
    authVia: 'cookie' | 'bearer' | null;
  }
}

function bearerToken(req: FastifyRequest): string | null {
  const h = req.headers.authorization;
  return h?.startsWith('Bearer ') ? h.slice(7).trim() || null : null;
}

function originOf(req: FastifyRequest): string | null {
  const origin = req.headers.origin;
  if (origin && origin !== 'null') return origin;
  const referer = req.headers.referer;
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return 'invalid';
  }
}

function sameOrigin(origin: string, req: FastifyRequest): boolean {
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/**
 * The CSRF rule of every write a browser can send us (the API's, the sandbox bank's form): a
 * request another site's page sent is refused with 403 `forbidden`. Its Origin (else its
 * Referer) names another host, or its Sec-Fetch-Site, which no page can set, says it is not ours:
 * that one catches a foreign form whose Origin a referrer policy turned into `null`. Our own
 * pages' forms send `null` too (helmet's no-referrer), so `null` alone is no proof. Returns the
 * origin, when one was given.
 */
export function refuseForeignOrigin(req: FastifyRequest): string | null {
  const origin = originOf(req);
  if (origin && !sameOrigin(origin, req)) throw new AppError('forbidden');
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin' && site !== 'none') throw new AppError('forbidden');
  return origin;
}

/**
 * Sessions of D4: an httpOnly SameSite=Lax cookie for the browser, a bearer
 * token for API clients, and a CSRF guard on cookie-authenticated writes.
 */
async function authPlugin(app: FastifyInstance, opts: { config: Config }) {
  const secure = opts.config.NODE_ENV === 'production';
  await app.register(cookie);
  const sessions = createSessionService(app.db);
  app.decorate('sessions', sessions);
  const loginHooks: LoginHook[] = [];
  app.decorate('loginHooks', loginHooks);
  app.decorate(
    'runLoginHooks',
    async (req: FastifyRequest, reply: FastifyReply, userId: number) => {
      for (const hook of loginHooks) await hook(req, reply, userId);
    },
  );
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionToken', null);
  app.decorateRequest('sessionExpired', false);
  app.decorateRequest('authVia', null);

  /** Answers that set or clear the session cookie: they must not be cached either. */
  const touchesSession = new WeakSet<FastifyReply>();
  app.decorate('setSessionCookie', (reply: FastifyReply, token: string, remember: boolean) => {
    touchesSession.add(reply);
    // Without "remember me" the cookies end with the browser session.
    const lifetime = remember ? { maxAge: REMEMBER_MS / 1000 } : {};
    void reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      ...lifetime,
    });
    void reply.setCookie(SESSION_HINT_COOKIE, '1', {
      path: '/',
      sameSite: 'lax',
      secure,
      ...lifetime,
    });
  });
  app.decorate('clearSessionCookie', (reply: FastifyReply) => {
    touchesSession.add(reply);
    void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
    void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
  });

  app.addHook('onRequest', async (req, reply) => {
    // The route the router chose, not the URL as sent: `/%61pi/...` runs an API route too.
    if (!isApiPath(routedPath(req))) return;
    const bearer = bearerToken(req);
    const fromCookie = req.cookies[SESSION_COOKIE] ?? null;

    if (STATE_CHANGING.has(req.method) && !bearer) {
      // A cross-site page may not write with our cookies, nor post a login for another site.
      const origin = refuseForeignOrigin(req);
      if (req.headers.cookie && (req.headers['x-requested-with'] !== 'XMLHttpRequest' || !origin)) {
        throw new AppError('forbidden');
      }
    }

    const token = bearer ?? fromCookie;
    if (!token) return;
    const resolved = await sessions.resolve(token);
    if (resolved.state === 'active') {
      req.user = resolved.user;
      req.session = resolved.session;
      req.sessionToken = token;
      req.authVia = bearer ? 'bearer' : 'cookie';
      // A session from before the hint existed gets it, so its next page asks who is logged in.
      if (!bearer && !req.cookies[SESSION_HINT_COOKIE]) {
        void reply.setCookie(SESSION_HINT_COOKIE, '1', { path: '/', sameSite: 'lax', secure });
      }
    } else {
      req.sessionExpired = resolved.state === 'expired';
      if (!bearer) app.clearSessionCookie(reply);
    }
  });

  // A shared cache (a proxy, a CDN) must never hand one person's answer to another, nor keep a
  // session cookie. Answers a route declared public (stored pictures, generated art) are the
  // same for everyone, so a logged-in visitor keeps their caching.
  app.addHook('onSend', async (req, reply) => {
    const declaredPublic = /^\s*public\b/i.test(String(reply.getHeader('cache-control') ?? ''));
    if (touchesSession.has(reply) || (req.user && !declaredPublic)) {
      void reply.header('cache-control', 'private, no-store');
    }
  });

  app.decorate('requireUser', async (req: FastifyRequest) => {
    if (!req.user) throw new AppError(req.sessionExpired ? 'session-expired' : 'no-authorization');
  });

  app.decorate('requireStaff', async (req: FastifyRequest) => {
    if (!req.user) throw new AppError(req.sessionExpired ? 'session-expired' : 'no-authorization');
    // The role is read from the account on every request, never from anything the client sends.
    if (!isRole(req.user.role) || !isStaffRole(req.user.role)) throw new AppError('forbidden');
  });

  await sessions.prune();
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
