import { timingSafeEqual } from 'node:crypto';
import { LINK_TTL_MS } from '@camtour/shared/constants';
import {
  PROFILE_IMAGE_MAX_PX,
  REGISTRATION_IMAGE_MAX_BYTES,
} from '@camtour/shared/domain/account-rules';
import type { Attempts, VerifiedRegistration } from '@camtour/shared/schemas/accounts';
import type { Lang } from '@camtour/shared/schemas/common';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { hashToken, newToken } from '../../lib/tokens';
import type { MailQueue } from '../../plugins/mail';
import type { Limiter } from '../../plugins/rate-limit';
import { storeImage } from '../media/images';
import { hashPassword, requestLang } from './account-helpers';
import { isDisposableEmail } from './disposable';
import { guard, LIMITS } from './limits';
import { alreadyRegisteredMail, registrationMail } from './mail-templates';
import * as repo from './users-repository';

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export interface CompleteInput {
  registration_id: string;
  email: string;
  token: string;
  first_name: string;
  last_name: string;
  password: string;
  dob?: string | undefined;
  gender: number;
  phone: string | null;
  lang?: Lang | undefined;
}

/** Registration links and accounts. `base` is where e-mailed links point (PUBLIC_URL). */
export function createRegistrationService(db: Db, limiter: Limiter, mail: MailQueue, base: string) {
  /** The link is good when its id, e-mail and token match and it is unused and unexpired. */
  async function checkLink(id: string, email: string, token: string) {
    const reg = await repo.findRegistration(db, id);
    if (!reg || reg.email !== email || !sameHash(reg.token_hash, hashToken(token)) || reg.used_at) {
      throw new AppError('invalid-registration-link');
    }
    if (reg.expires_at.getTime() <= Date.now()) throw new AppError('registration-link-expired');
    return reg;
  }

  // Written by the mail worker, so the request does the same work for a known and a new address.
  mail.define('registration', async (tx, to, params) => {
    const lang = requestLang(params.lang);
    if (await repo.findUserByEmail(tx, to)) return alreadyRegisteredMail(to, lang, `${base}/login`);
    const token = newToken();
    const reg = await repo.insertRegistration(tx, {
      email: to,
      token_hash: hashToken(token),
      lang,
      expires_at: new Date(Date.now() + LINK_TTL_MS),
    });
    const q = new URLSearchParams({ email: to, token, id: reg.id });
    return registrationMail(to, lang, `${base}/complete-registration?${q}`);
  });

  return {
    /** The answer is the same whether or not the address has an account: no address harvesting. */
    async sendLink(to: string, lang: Lang, ip: string): Promise<Attempts> {
      if (isDisposableEmail(to)) {
        throw new AppError('validation-failed', {
          fieldErrors: { to: ['email-disposable-not-allowed'] },
        });
      }
      const { status } = await guard(limiter, LIMITS.sendRegister, to, ip).take();
      await mail.enqueueDeferred(db, { kind: 'registration', to, params: { lang } });
      mail.nudge();
      return { attempts: status.count, attempts_remaining: status.remaining };
    },

    async verify(id: string, email: string, token: string): Promise<VerifiedRegistration> {
      const reg = await checkLink(id, email, token);
      if (await repo.findUserByEmail(db, email)) throw new AppError('email-already-registered');
      return { email: reg.email, expires_at: reg.expires_at.toISOString() };
    },

    /** Every submission counts, valid or not: 3 per 15 minutes (document 1 §4). */
    async countSubmission(email: string, ip: string) {
      await guard(limiter, LIMITS.registration, email.trim().toLowerCase(), ip).take();
    },

    async complete(input: CompleteInput, image: UploadedFile | null) {
      const reg = await checkLink(input.registration_id, input.email, input.token);
      if (!image || image.bytes.length === 0)
        throw new AppError('validation-failed', { fieldErrors: { image: ['image-required'] } });
      if (image.truncated)
        throw new AppError('validation-failed', { fieldErrors: { image: ['image-too-large'] } });
      const passwordHash = await hashPassword(input.password);
      return db.transaction(async (tx) => {
        const imageId = await storeImage(tx, image.bytes, {
          formats: ['png', 'jpeg'],
          maxBytes: REGISTRATION_IMAGE_MAX_BYTES,
          // Checked from the header before any decoding: a small file can claim 16383 x 16383.
          maxPx: PROFILE_IMAGE_MAX_PX,
          field: 'image',
          keys: {
            invalidType: 'image-invalid-type',
            tooLarge: 'image-too-large',
            tooManyPixels: 'image-dimensions-too-large',
            unreadable: 'image-invalid-format',
          },
        });
        if (!(await repo.consumeRegistration(tx, reg.id)))
          throw new AppError('invalid-registration-link');
        const user = await repo.insertUser(tx, {
          email: input.email,
          password_hash: passwordHash,
          first_name: input.first_name,
          last_name: input.last_name,
          gender: input.gender,
          dob: input.dob || null,
          phone: input.phone,
          image_id: imageId,
          lang: input.lang ?? (reg.lang === 'km' ? 'km' : 'en'),
          is_email_verified: true,
        });
        if (!user) throw new AppError('email-already-registered');
        return user;
      });
    },
  };
}
