import { LINK_TTL_MS } from '@camtour/shared/constants';
import type { Attempts } from '@camtour/shared/schemas/accounts';
import type { Lang } from '@camtour/shared/schemas/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailQueue } from '../../plugins/mail';
import type { Limiter } from '../../plugins/rate-limit';
import { hashPassword, requestLang, verifyPassword } from './account-helpers';
import { isDisposableEmail } from './disposable';
import { guard, LIMITS } from './limits';
import { passwordChangedMail, resetMail } from './mail-templates';
import type { SessionService } from './session-service';
import * as repo from './users-repository';

/**
 * Forgot, reset and change password. `base` is where e-mailed links point
 * (PUBLIC_URL), never a request header.
 */
export function createPasswordService(
  db: Db,
  limiter: Limiter,
  mail: MailQueue,
  sessions: SessionService,
  base: string,
) {
  /** A reset link's state, without consuming it. */
  async function findLink(token: string, email: string) {
    const found = await repo.findPasswordReset(db, hashToken(token));
    if (!found || found.email !== email || found.reset.used_at)
      return { state: 'invalid' as const };
    if (found.reset.expires_at.getTime() <= Date.now()) return { state: 'expired' as const };
    return { state: 'valid' as const, reset: found.reset };
  }

  // The account is looked up, and the link made, by the mail worker: see `forgot`.
  mail.define('password-reset', async (tx, email, params) => {
    const user = await repo.findUserByEmail(tx, email);
    if (!user) return null;
    const token = newToken();
    await repo.insertPasswordReset(tx, {
      user_id: user.id,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + LINK_TTL_MS),
    });
    const q = new URLSearchParams({ email, token });
    return resetMail(email, requestLang(user.lang ?? params.lang), `${base}/reset-password?${q}`);
  });

  return {
    /**
     * Same answer, and the same work, whether or not the address has an account
     * (D4): the request only queues the mail; the worker finds the account.
     */
    async forgot(email: string, lang: Lang, ip: string): Promise<Attempts> {
      if (isDisposableEmail(email)) {
        throw new AppError('validation-failed', {
          fieldErrors: { email: ['email-disposable-not-allowed'] },
        });
      }
      const { status } = await guard(limiter, LIMITS.forgot, email, ip).take();
      await mail.enqueueDeferred(db, { kind: 'password-reset', to: email, params: { lang } });
      mail.nudge();
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

    async reset(email: string, token: string, newPassword: string, ip: string) {
      const limit = guard(limiter, LIMITS.reset, email, ip);
      await limit.take();
      const link = await findLink(token, email);
      if (link.state === 'expired') throw new AppError('reset-link-expired');
      if (link.state === 'invalid') throw new AppError('invalid-reset-token');
      const passwordHash = await hashPassword(newPassword);
      const user = await db.transaction(async (tx) => {
        if (!(await repo.consumePasswordReset(tx, link.reset.id)))
          throw new AppError('invalid-reset-token');
        const updated = await repo.updateUser(tx, link.reset.user_id, {
          password_hash: passwordHash,
        });
        // Any other link mailed before this reset must not undo it.
        await repo.voidPasswordResets(tx, updated.id);
        await mail.enqueue(
          tx,
          passwordChangedMail(updated.email, requestLang(updated.lang), `${base}/forgot-pass`),
        );
        return updated;
      });
      mail.nudge();
      // Whoever knew the old password is signed out everywhere.
      await sessions.destroyOthers(user.id);
      await limit.reset();
    },

    async change(
      userId: number,
      sessionId: string | undefined,
      current: string,
      next: string,
      ip: string,
    ) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('no-authorization');
      const limit = guard(limiter, LIMITS.passwordChange, user.email, ip);
      // Taken before the check, so a burst of guesses cannot all be checked; a right one gives it back.
      const taken = await limit.take();
      if (!(await verifyPassword(user.password_hash, current))) {
        throw new AppError('validation-failed', {
          fieldErrors: {
            current_password: ['current-password-incorrect'],
          },
        });
      }
      await limit.giveBack(taken);
      const passwordHash = await hashPassword(next);
      await db.transaction(async (tx) => {
        await repo.updateUser(tx, user.id, { password_hash: passwordHash });
        await repo.voidPasswordResets(tx, user.id);
        await mail.enqueue(
          tx,
          passwordChangedMail(user.email, requestLang(user.lang), `${base}/forgot-pass`),
        );
      });
      mail.nudge();
      await sessions.destroyOthers(user.id, sessionId);
    },
  };
}
