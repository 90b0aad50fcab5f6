import {
  ATTEMPT_WINDOW_MS,
  IP_LIMIT_FACTOR,
  LINK_MAX_ATTEMPTS,
  LOGIN_MAX_ATTEMPTS,
} from '@camtour/shared/constants';
import type { FailureKey } from '@camtour/shared/errors';
import type { Limit, Limiter, LimitStatus, Taken } from '../../plugins/rate-limit';

/** One attempt limit of D4, counted per e-mail address and, more loosely, per client IP. */
export interface LimitPair {
  email: Limit;
  ip: Limit;
}

function pair(action: string, max: number, errorKey: FailureKey): LimitPair {
  return {
    email: { action: `${action}:email`, max, windowMs: ATTEMPT_WINDOW_MS, errorKey },
    ip: {
      action: `${action}:ip`,
      max: max * IP_LIMIT_FACTOR,
      windowMs: ATTEMPT_WINDOW_MS,
      errorKey,
    },
  };
}

export const LIMITS = {
  /** Failed logins: the sixth within 15 minutes is refused even with the right password. */
  login: pair('login', LOGIN_MAX_ATTEMPTS, 'too-many-login-attempts'),
  sendRegister: pair('send-register', LINK_MAX_ATTEMPTS, 'too-many-email-attempts'),
  registration: pair('registration', LINK_MAX_ATTEMPTS, 'registration-rate-limit-exceeded'),
  forgot: pair('forgot', LINK_MAX_ATTEMPTS, 'too-many-forgot-attempts'),
  reset: pair('reset', LINK_MAX_ATTEMPTS, 'too-many-reset-attempts'),
  /** "Find my order" e-mails a link: limited like forgot-password (D13). */
  orderLookup: pair('order-lookup', LINK_MAX_ATTEMPTS, 'too-many-requests-try-later'),
  passwordChange: pair('password-change', LOGIN_MAX_ATTEMPTS, 'too-many-requests-try-later'),
} as const;

/** The address's and the IP's counters of one limit, taken together in one atomic step. */
export function guard(limiter: Limiter, limit: LimitPair, email: string, ip: string) {
  return {
    /** Checks and records the attempt at once; throws the 429 when either counter is used up. */
    take: (): Promise<Taken> =>
      limiter.take([
        { limit: limit.email, key: email },
        { limit: limit.ip, key: ip },
      ]),
    giveBack: (taken: Taken) => limiter.giveBack(taken.ids),
    status: (): Promise<LimitStatus> => limiter.status(limit.email, email),
    reset: () => limiter.reset(limit.email, email),
  };
}
