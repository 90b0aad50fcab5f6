import { useTranslation } from '@/lib/i18n-react';
import {
  CHECKOUT_STEPS,
  canOpenStep,
  isStepComplete,
  stepIndex,
  type CheckoutProgress,
  type CheckoutStep,
} from '@camtour/shared/domain/checkout-steps';
import { useFormat } from '@/lib/format';

/** The four steps (document 2 §2): done, current, open or still locked; open ones can be visited. */
export function CheckoutStepper({
  current,
  progress,
  onOpen,
}: {
  current: CheckoutStep;
  progress: CheckoutProgress;
  onOpen: (step: CheckoutStep) => void;
}) {
  const { t } = useTranslation('checkout');
  const format = useFormat();
  return (
    <nav aria-label={t('steps.label')}>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {CHECKOUT_STEPS.map((step) => {
          const open = canOpenStep(step, progress);
          const isCurrent = step === current;
          const done =
            !isCurrent && stepIndex(step) < stepIndex(current) && isStepComplete(step, progress);
          return (
            <li key={step}>
              <button
                type="button"
                onClick={() => onOpen(step)}
                disabled={!open || isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                data-testid={`step-${step}`}
                className={`flex w-full items-center gap-2.5 rounded-2xl border px-3 py-2.5 text-left text-sm transition-colors disabled:cursor-default ${
                  isCurrent
                    ? 'border-jungle-700 bg-jungle-50 font-semibold text-jungle-900'
                    : open
                      ? 'border-sand-200 bg-white text-ink hover:border-jungle-600'
                      : 'border-sand-200 bg-sand-50 text-ink-muted'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold ${
                    done
                      ? 'bg-jungle-700 text-white'
                      : isCurrent
                        ? 'bg-jungle-700 text-white'
                        : 'bg-sand-200 text-ink-muted'
                  }`}
                >
                  {done ? '✓' : format.number(stepIndex(step) + 1)}
                </span>
                <span className="min-w-0">
                  <span className="sr-only">
                    {t('steps.position', {
                      index: format.number(stepIndex(step) + 1),
                      count: format.number(CHECKOUT_STEPS.length),
                    })}{' '}
                  </span>
                  {t(`steps.${step}`)}
                  {done && <span className="sr-only"> ({t('steps.done')})</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
