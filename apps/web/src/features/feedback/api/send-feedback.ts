import { useMutation } from '@tanstack/react-query';
import type { FeedbackRequest, FeedbackSent } from '@camtour/shared/schemas/feedback';
import { api } from '@/lib/api-client';

/**
 * POST /api/web/feedback (document 1 §3, §7). The form shows every failure itself (document 1
 * §8: a 401 asks to log in, it does not end the session or leave the page), hence
 * skipGlobalHandling.
 */
export function sendFeedback(comment: string): Promise<FeedbackSent> {
  const body: FeedbackRequest = {
    comment,
    page: 'about',
    user_agent: navigator.userAgent,
    timestamp: new Date().toISOString(),
  };
  return api.post<FeedbackSent>('/api/web/feedback', body, { skipGlobalHandling: true });
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
