import {
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MAX_PX,
} from '@camtour/shared/domain/account-rules';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { UploadedFile } from '../../lib/multipart';
import { storeImage } from '../media/images';
import { toProfile } from './account-helpers';
import * as repo from './users-repository';

export interface ProfileInput {
  first_name: string;
  last_name: string;
  phone: string | null;
  gender: number;
}

export function createProfileService(db: Db) {
  return {
    async get(userId: number) {
      const user = await repo.findUserById(db, userId);
      if (!user) throw new AppError('no-authorization');
      return toProfile(user);
    },

    /** Only the caller's own row is ever updated: the id comes from the session, never the request. */
    async update(
      userId: number,
      input: ProfileInput,
      image: UploadedFile | null,
    ): Promise<UserProfile> {
      if (image?.truncated)
        throw new AppError('validation-failed', { fieldErrors: { image: ['image-too-large'] } });
      return db.transaction(async (tx) => {
        const imageId =
          image && image.bytes.length > 0
            ? await storeImage(tx, image.bytes, {
                formats: ['jpeg', 'png', 'webp'],
                maxBytes: PROFILE_IMAGE_MAX_BYTES,
                maxPx: PROFILE_IMAGE_MAX_PX,
                field: 'image',
                keys: {
                  invalidType: 'invalid-image-format',
                  tooLarge: 'image-too-large',
                  tooManyPixels: 'image-dimensions-too-large',
                  unreadable: 'invalid-image-file',
                },
              })
            : undefined;
        const user = await repo.updateUser(tx, userId, {
          first_name: input.first_name,
          last_name: input.last_name,
          phone: input.phone,
          gender: input.gender,
          ...(imageId ? { image_id: imageId } : {}),
        });
        return toProfile(user);
      });
    },
  };
}
