import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog, DialogClose, type DialogState } from '@/components/ui/dialog';

/** The thank-you modal after a sent comment (document 1 §2 "About page"). */
export function FeedbackThanksDialog({ open, onOpenChange }: DialogState) {
  const { t } = useTranslation('feedback');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      tone="success"
      title={t('thanks.title')}
      description={t('thanks.body')}
      testId="feedback-thanks"
      actions={<DialogClose className={buttonStyles.primary}>{t('thanks.ok')}</DialogClose>}
    />
  );
}
