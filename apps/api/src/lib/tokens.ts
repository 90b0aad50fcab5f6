import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or an e-mailed link: 32 bytes, 43 URL-safe characters. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Only hashes of tokens are stored (D4), so a database leak gives no working links or sessions. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
