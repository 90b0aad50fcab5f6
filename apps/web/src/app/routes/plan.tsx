import { useTranslation } from '@/lib/i18n-react';
import { PlannerPage } from '@/features/planner/components/planner-page';
import { RoutePage } from '../route-page';

/** /plan: the Siem Reap trip planner; its progress lives in session storage, so it is kept. */
export function Component() {
  const { t } = useTranslation('planner');
  return (
    <RoutePage intro={t('intro')}>
      <PlannerPage />
    </RoutePage>
  );
}
