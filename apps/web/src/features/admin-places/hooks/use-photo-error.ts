import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';

/**
 * The translated reason an upload failed. The server names what is wrong with the file itself
 * under `photo` (too large, not a picture): that says more than the generic refusal.
 */
export function usePhotoError() {
  const message = useErrorMessage();
  return (error: unknown) =>
    error
      ? isApiError(error) && error.fieldErrors.photo?.[0]
        ? message(error.fieldErrors.photo[0])
        : message(error)
      : undefined;
}
