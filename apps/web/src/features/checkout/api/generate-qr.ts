import { useMutation } from '@tanstack/react-query';
import type { GenerateQrRequest, Khqr } from '@camtour/shared/schemas/payments';
import { api } from '@/lib/api-client';

/**
 * POST /api/bakong/generate-qr (DECISIONS D14): the quote's payload and the total the page shows;
 * the server computes the amount itself and refuses a different one (409 'amount-mismatch'). A new
 * QR replaces the visitor's pending one. The page shows every failure in its own dialog.
 */
export function generateQr(input: GenerateQrRequest): Promise<Khqr> {
  return api.post<Khqr>('/api/bakong/generate-qr', input, { skipGlobalHandling: true });
}

export function useGenerateQr() {
  return useMutation({ mutationFn: generateQr });
}
