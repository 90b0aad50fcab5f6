import type { LoginResponse } from '@camtour/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Limiter } from '../../plugins/rate-limit';
import type { SessionService } from './session-service';
import { toProfile, verifyPassword } from './account-helpers';
import { guard, LIMITS } from './limits';
import { findUserByEmail } from './users-repository';

export interface LoginInput {
  email: string;
  password: string;
  remember: boolean;
}

export function createAuthService(db: Db, limiter: Limiter, sessions: SessionService) {
  return {
    /**
     * Five failed logins per address in 15 minutes, then 429 with Retry-After
     * even for the right password (D4). A success clears the address's count.
     */
    async login(
      input: LoginInput,
      meta: { ip: string; userAgent?: string },
    ): Promise<LoginResponse> {
      const limit = guard(limiter, LIMITS.login, input.email, meta.ip);
      // Taken before the password is checked: a burst of guesses gets exactly the limit checked.
      const taken = await limit.take();
      const user = await findUserByEmail(db, input.email);
      const valid = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !valid) {
        const { status } = taken;
        throw new AppError('Invalid email or password', {
          headers: {
            'x-login-attempts': String(status.count),
            'x-login-attempts-remaining': String(status.remaining),
          },
        });
      }
      await limit.giveBack(taken);
      await limit.reset();
      const { token, session } = await sessions.create(user.id, input.remember, meta);
      return {
        token,
        expires: session.expires_at.toISOString(),
        remember: input.remember,
        user: toProfile(user),
      };
    },
  };
}
