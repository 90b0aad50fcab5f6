import { hash, verify } from '@node-rs/argon2';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { isRole, ROLE_IDS } from '@camtour/shared/domain/roles';
import type { Config } from '../../config';
import { imageUrl } from '../media/images';
import type { UserRow } from './users-repository';

/** argon2id (D4) with OWASP's minimum parameters; `2` is Algorithm.Argon2id, a const enum we cannot import. */
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (pw: string) => hash(pw, ARGON);

/** A hash of a random password, verified against when the account does not exist, so timing tells nothing. */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(hashed: string | null, pw: string): Promise<boolean> {
  if (!hashed) {
    await verify(await (dummyHash ??= hashPassword('not-a-real-password-0')), pw).catch(
      () => false,
    );
    return false;
  }
  return verify(hashed, pw).catch(() => false);
}

export function toProfile(u: UserRow): UserProfile {
  return {
    id: u.id,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: `${u.first_name} ${u.last_name}`.trim(),
    gender: u.gender,
    image: imageUrl(u.image_public_id),
    phone: u.phone,
    dob: u.dob,
    email: u.email,
    is_email_verified: u.is_email_verified,
    role_id: ROLE_IDS[isRole(u.role) ? u.role : 'customer'],
    lang: u.lang === 'km' ? 'km' : 'en',
    created_at: u.created_at.toISOString(),
  };
}

/**
 * Where e-mailed and redirect links point: PUBLIC_URL (required in production),
 * otherwise this machine's own port. Never a request header: a forged Host or
 * Origin would otherwise put an attacker's address in a reset mail.
 */
export function publicBase(config: Config): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
}

export const requestLang = (value: unknown): 'en' | 'km' => (value === 'km' ? 'km' : 'en');
