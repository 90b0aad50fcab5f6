import { useMutation } from '@tanstack/react-query';
import { AUTH_REQUEST_TIMEOUT_MS } from '@camtour/shared/constants';
import type { UserProfile } from '@camtour/shared/schemas/accounts';
import { api } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';

export interface ProfileUpdateInput {
  first_name: string;
  last_name: string;
  phone: string;
  gender: string;
  image: File | null;
}

/** POST /api/web/customer/update, multipart with _method=PUT (document 1 §7). */
export function updateProfile(input: ProfileUpdateInput): Promise<UserProfile> {
  const form = new FormData();
  form.set('_method', 'PUT');
  form.set('first_name', input.first_name.trim());
  form.set('last_name', input.last_name.trim());
  form.set('phone', input.phone.trim());
  form.set('gender', input.gender);
  if (input.image) form.set('image', input.image, input.image.name);
  return api.post<UserProfile>('/api/web/customer/update', form, {
    timeoutMs: AUTH_REQUEST_TIMEOUT_MS,
  });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    // The header and dashboard read the session's profile: show the new one at once, then re-ask.
    onSuccess: (profile) => {
      sessionStore.update(profile);
      void sessionStore.refresh();
    },
  });
}
