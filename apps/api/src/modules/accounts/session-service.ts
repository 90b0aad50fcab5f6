import { REMEMBER_SESSION_MS, SESSION_IDLE_MS } from '@camtour/shared/constants';
import type { Db } from '../../db/client';
import { hashToken, newToken } from '../../lib/tokens';
import * as repo from './sessions-repository';
import type { SessionRow, UserRow } from './sessions-repository';

export { REMEMBER_SESSION_MS as REMEMBER_MS, SESSION_IDLE_MS as IDLE_MS };
/** A browser-session login still ends after a day even if it is kept busy. */
const NON_REMEMBER_MAX_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is written at most once a minute: idle expiry is "checked every minute". */
const TOUCH_EVERY_MS = 60 * 1000;

export type ResolvedSession =
  | { state: 'active'; session: SessionRow; user: UserRow }
  | { state: 'expired' }
  | { state: 'none' };

export function createSessionService(db: Db, now: () => number = Date.now) {
  return {
    async create(userId: number, remember: boolean, meta: { userAgent?: string; ip?: string }) {
      const token = newToken();
      const expires = new Date(now() + (remember ? REMEMBER_SESSION_MS : NON_REMEMBER_MAX_MS));
      const session = await repo.insertSession(db, {
        token_hash: hashToken(token),
        user_id: userId,
        remember,
        expires_at: expires,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
        ip: meta.ip ?? null,
      });
      return { token, session };
    },

    async resolve(token: string): Promise<ResolvedSession> {
      const tokenHash = hashToken(token);
      const found = await repo.findSessionWithUser(db, tokenHash);
      if (!found) return { state: 'none' };
      const { session, user } = found;
      const t = now();
      const idle = !session.remember && t - session.last_seen_at.getTime() > SESSION_IDLE_MS;
      if (session.expires_at.getTime() <= t || idle) {
        await repo.deleteSession(db, tokenHash);
        return { state: 'expired' };
      }
      if (t - session.last_seen_at.getTime() > TOUCH_EVERY_MS)
        await repo.touchSession(db, session.id);
      return { state: 'active', session, user };
    },

    destroy: (token: string) => repo.deleteSession(db, hashToken(token)),
    destroyOthers: (userId: number, keepId?: string) => repo.deleteUserSessions(db, userId, keepId),
    prune: () => repo.deleteExpiredSessions(db, new Date(now() - SESSION_IDLE_MS)),
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
