import type { Blocker } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { Dialog } from '@/components/ui/dialog';

/** "You have an incomplete travel plan. Your progress will be saved. Continue?" (document 3 §2) */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const { t } = useTranslation('planner');
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && blocker.state === 'blocked') blocker.reset();
      }}
      role="alertdialog"
      size="sm"
      title={t('leave.title')}
      description={t('leave.body')}
      testId="planner-leave-dialog"
      actions={
        <>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => blocker.state === 'blocked' && blocker.reset()}
          >
            {t('leave.stay')}
          </button>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => blocker.state === 'blocked' && blocker.proceed()}
          >
            {t('leave.continue')}
          </button>
        </>
      }
    />
  );
}
