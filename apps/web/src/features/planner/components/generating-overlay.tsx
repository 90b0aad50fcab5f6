import { useTranslation } from '@/lib/i18n-react';
import { RECOMMENDATION_DELAY_MS } from '@camtour/shared/domain/planner/prices';
import { BusyOverlay } from '@/components/ui/busy-overlay';

/** About two seconds of "building your plan", with a bar that fills as it goes. */
export function GeneratingOverlay() {
  const { t } = useTranslation('planner');
  return (
    <BusyOverlay
      open
      title={t('generating.title')}
      body={t('generating.body')}
      testId="planner-generating"
    >
      <div className="mt-5 h-2 overflow-hidden rounded-full bg-sand-200">
        <div
          className="h-full origin-left rounded-full bg-jungle-600"
          style={{ animation: `planner-fill ${RECOMMENDATION_DELAY_MS}ms linear forwards` }}
        />
      </div>
    </BusyOverlay>
  );
}
