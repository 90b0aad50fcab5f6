import { useTranslation } from '@/lib/i18n-react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { LeaveBlocker } from '../hooks/use-leave-guard';

/** "You have an incomplete travel plan. Your progress will be saved. Continue?" (document 3 §2) */
export function LeaveDialog({ blocker }: { blocker: LeaveBlocker }) {
  const { t } = useTranslation('planner');
  const blocked = blocker.state === 'blocked';
  return (
    <ConfirmDialog
      open={blocked}
      onCancel={() => blocked && blocker.reset()}
      onConfirm={() => blocked && blocker.proceed()}
      title={t('leave.title')}
      description={t('leave.body')}
      labels={{ confirm: t('leave.continue'), cancel: t('leave.stay') }}
      testId="planner-leave-dialog"
    />
  );
}
