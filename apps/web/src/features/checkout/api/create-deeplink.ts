import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/bakong/create/deeplink (DECISIONS D14): a link that opens the buyer's bank app on this
 * QR, or 503 'deeplink-unavailable' (the sandbox bank always answers that): the QR is shown then.
 */
export function createDeeplink(qr: string): Promise<string> {
  return api.post<string>('/api/bakong/create/deeplink', { qr }, { skipGlobalHandling: true });
}

export function useCreateDeeplink() {
  return useMutation({ mutationFn: createDeeplink });
}
