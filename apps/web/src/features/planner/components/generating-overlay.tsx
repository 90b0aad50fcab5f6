import { useTranslation } from 'react-i18next';
import { RECOMMENDATION_DELAY_MS } from '@camtour/shared/domain/planner/prices';

/** About two seconds of "building your plan", with a bar that fills as it goes. */
export function GeneratingOverlay() {
  const { t } = useTranslation('planner');
  return (
    <div
      className="fixed inset-0 z-[60] grid place-items-center bg-jungle-950/55 p-4 backdrop-blur-sm"
      data-testid="planner-generating"
    >
      <div
        role="status"
        aria-live="polite"
        className="w-full max-w-sm rounded-3xl bg-white p-8 text-center shadow-2xl"
      >
        <span
          aria-hidden="true"
          className="mx-auto block size-12 animate-spin rounded-full border-4 border-jungle-100 border-t-jungle-700"
        />
        <p className="mt-5 text-lg font-bold leading-display text-jungle-900">
          {t('generating.title')}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{t('generating.body')}</p>
        <div className="mt-5 h-2 overflow-hidden rounded-full bg-sand-200">
          <div
            className="h-full origin-left rounded-full bg-jungle-600"
            style={{ animation: `planner-fill ${RECOMMENDATION_DELAY_MS}ms linear forwards` }}
          />
        </div>
      </div>
    </div>
  );
}
