import type { Config } from '../../config';
import type { OrderLimits } from './orders-service';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Orders placed per hour. A guest's order e-mails the address it names, so
 * an address gets at most 10 guest orders an hour; a client IP places at most
 * ORDER_LIMIT_PER_HOUR (a shop counter or a hostel shares one address).
 * Refused orders (stock, promo) give their attempt back.
 */
export function orderLimits(config: Config): OrderLimits {
  return {
    perIp: {
      action: 'order:ip',
      max: config.ORDER_LIMIT_PER_HOUR,
      windowMs: HOUR_MS,
      errorKey: 'too-many-requests-try-later',
    },
    perEmail: {
      action: 'order:email',
      max: 10,
      windowMs: HOUR_MS,
      errorKey: 'too-many-requests-try-later',
    },
  };
}
