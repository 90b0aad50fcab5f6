import {
  PROFILE_IMAGE_MAX_PX,
  profileImageError,
  registrationImageError,
} from '@camtour/shared/domain/account-rules';

export type ImageRead = { preview: string; error: null } | { preview: null; error: string };

/**
 * Registration photo (document 1 §5): name and size by the shared rule, then read as a data URL,
 * which must be an image one (image-read-error, image-invalid-format otherwise).
 */
export function readRegistrationImage(file: File): Promise<ImageRead> {
  const error = registrationImageError(file);
  if (error) return Promise.resolve({ preview: null, error });
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onerror = () => resolve({ preview: null, error: 'image-read-error' });
    reader.onload = () => {
      const url = typeof reader.result === 'string' ? reader.result : '';
      resolve(
        /^data:image\/(png|jpe?g);base64,/i.test(url)
          ? { preview: url, error: null }
          : { preview: null, error: 'image-invalid-format' },
      );
    };
    reader.readAsDataURL(file);
  });
}

/**
 * Profile photo: type and size by the shared rule, then decoded to check 2048 x 2048 px
 * (image-dimensions-too-large) and that it is a picture at all (invalid-image-file).
 * The preview is an object URL; the caller revokes it when it is replaced.
 */
export function readProfileImage(file: File): Promise<ImageRead> {
  const error = profileImageError(file);
  if (error) return Promise.resolve({ preview: null, error });
  const url = URL.createObjectURL(file);
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => {
      if (image.naturalWidth > PROFILE_IMAGE_MAX_PX || image.naturalHeight > PROFILE_IMAGE_MAX_PX) {
        URL.revokeObjectURL(url);
        resolve({ preview: null, error: 'image-dimensions-too-large' });
      } else {
        resolve({ preview: url, error: null });
      }
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      resolve({ preview: null, error: 'invalid-image-file' });
    };
    image.src = url;
  });
}
