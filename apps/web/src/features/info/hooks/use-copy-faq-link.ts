import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { toast } from '@/components/ui/toast-store';

/** The absolute address of one answer, as it is shared (a chat, an e-mail). */
export function faqEntryUrl(id: string, origin: string = window.location.origin): string {
  return `${origin}/faq#${encodeURIComponent(id)}`;
}

/**
 * Copies an answer's link and says so. Without a clipboard (an old browser, a refused
 * permission) the link is put in the address bar instead, where it can be copied by hand.
 */
export function useCopyFaqLink(): (id: string) => Promise<void> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async (id: string) => {
      try {
        await navigator.clipboard.writeText(faqEntryUrl(id));
        toast.success(t('faq.copy.done'));
      } catch (_error) {
        void navigate({ hash: id }, { replace: true });
        toast.error(t('faq.copy.failed'));
      }
    },
    [navigate, t],
  );
}
