import { LINK_TTL_MS } from '@camtour/shared/constants';
import type { Lang } from '@camtour/shared/schemas/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { Mailer } from '../../plugins/mail';
import type { Limiter } from '../../plugins/rate-limit';
import { hashPassword, requestLang, verifyPassword } from './account-helpers';
import { isDisposableEmail } from './disposable';
import { guard, LIMITS } from './limits';
import { passwordChangedMail, resetMail } from './mail-templates';
import type { SessionService } from './session-service';
import * as repo from './users-repository';

export function createPasswordService(
  db: Db,
  limiter: Limiter,
  mailer: Mailer,
  sessions: SessionService,
) {
  /** A reset link's state, without consuming it. */
  async function findLink(token: string, email: string) {
    const found = await repo.findPasswordReset(db, hashToken(token));
    if (!found || found.email !== email || found.reset.used_at)
      return { state: 'invalid' as const };
    if (found.reset.expires_at.getTime() <= Date.now()) return { state: 'expired' as const };
    return { state: 'valid' as const, reset: found.reset };
  }

  return {
    /** Same answer whether or not the address has an account (D4). */
    async forgot(email: string, lang: Lang, base: string, ip: string) {
      if (isDisposableEmail(email)) {
        throw new AppError('validation-failed', 400, { email: ['email-disposable-not-allowed'] });
      }
      const limit = guard(limiter, LIMITS.forgot, email, ip);
      await limit.assertAllowed();
      await limit.record();
      const user = await repo.findUserByEmail(db, email);
      if (user) {
        const token = newToken();
        await repo.insertPasswordReset(db, {
          user_id: user.id,
          token_hash: hashToken(token),
          expires_at: new Date(Date.now() + LINK_TTL_MS),
        });
        const q = new URLSearchParams({ email, token });
        await mailer.send(
          resetMail(email, requestLang(user.lang ?? lang), `${base}/reset-password?${q}`),
        );
      }
      const status = await limit.status();
      return { attempts: status.count, attempts_remaining: status.remaining };
    },

    async validate(token: string, email: string) {
      const link = await findLink(token, email);
      if (link.state === 'valid')
        return { valid: true, expires_at: link.reset.expires_at.toISOString() };
      return {
        valid: false,
        expires_at: null,
        reason: link.state === 'expired' ? 'reset-link-expired' : 'invalid-reset-token',
      };
    },

    async reset(email: string, token: string, newPassword: string, base: string, ip: string) {
      const limit = guard(limiter, LIMITS.reset, email, ip);
      await limit.assertAllowed();
      await limit.record();
      const link = await findLink(token, email);
      if (link.state === 'expired') throw new AppError('reset-link-expired', 400);
      if (link.state === 'invalid') throw new AppError('invalid-reset-token', 400);
      const passwordHash = await hashPassword(newPassword);
      const user = await db.transaction(async (tx) => {
        if (!(await repo.consumePasswordReset(tx, link.reset.id)))
          throw new AppError('invalid-reset-token', 400);
        const updated = await repo.updateUser(tx, link.reset.user_id, {
          password_hash: passwordHash,
        });
        return updated;
      });
      // Whoever knew the old password is signed out everywhere.
      await sessions.destroyOthers(user.id);
      await limit.reset();
      await mailer.send(
        passwordChangedMail(user.email, requestLang(user.lang), `${base}/forgot-pass`),
      );
    },

    async change(
      userId: number,
      sessionId: string | undefined,
      current: string,
      next: string,
      base: string,
      ip: string,
    ) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('no-authorization', 401);
      const limit = guard(limiter, LIMITS.passwordChange, user.email, ip);
      await limit.assertAllowed();
      if (!(await verifyPassword(user.password_hash, current))) {
        await limit.record();
        throw new AppError('validation-failed', 400, {
          current_password: ['current-password-incorrect'],
        });
      }
      await repo.updateUser(db, user.id, { password_hash: await hashPassword(next) });
      await sessions.destroyOthers(user.id, sessionId);
      await mailer.send(
        passwordChangedMail(user.email, requestLang(user.lang), `${base}/forgot-pass`),
      );
    },
  };
}
