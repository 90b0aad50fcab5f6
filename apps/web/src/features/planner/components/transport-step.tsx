import { useId, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { CITY_TRANSPORT_OPTIONS, localizeOption } from '@camtour/shared/domain/planner/questions';
import type { CityTransportId } from '@camtour/shared/domain/planner/prices';
import { buttonStyles } from '@/components/ui/button-styles';
import { useFormat } from '@/lib/format';
import { usePlannerLang } from '../hooks/use-planner-lang';
import { usePriceText } from '../hooks/use-price-text';
import { useStepHeading } from '../hooks/use-step-heading';
import type { PlannerAction, PlannerState } from '../lib/planner-state';
import { OptionCard } from './option-card';
import { PlannerProgress } from './planner-progress';

/** Per-day transport for trips longer than a day (document 3 §4): Next Day, Previous Day, Generate. */
export function TransportStep({
  state,
  dispatch,
}: {
  state: PlannerState;
  dispatch: Dispatch<PlannerAction>;
}) {
  const { t } = useTranslation('planner');
  const lang = usePlannerLang();
  const format = useFormat();
  const priceText = usePriceText();
  const titleId = useId();
  const headingRef = useStepHeading<HTMLHeadingElement>(state.dayIndex);
  const days = state.dayTransport.length;
  const day = state.dayIndex + 1;
  const chosen = state.dayTransport[state.dayIndex];
  const last = day === days;

  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto max-w-3xl"
      data-testid="planner-transport"
    >
      <PlannerProgress current={day} total={days} unit="day" />
      <p className="mt-8 text-sm font-semibold uppercase tracking-wide text-sand-700">
        {t('transport.kicker')}
      </p>
      <h2
        id={titleId}
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-28 outline-none mt-1 text-2xl font-bold leading-display text-jungle-900 sm:text-3xl"
      >
        {t('transport.title', { day: format.number(day) })}
      </h2>
      <p className="mt-2 text-ink-muted">{t('transport.body')}</p>
      <div role="radiogroup" aria-labelledby={titleId} className="mt-6 grid gap-3 sm:grid-cols-2">
        {CITY_TRANSPORT_OPTIONS.map((def) => {
          const option = localizeOption(def, lang);
          return (
            <OptionCard
              key={option.id}
              role="radio"
              checked={chosen === option.id}
              label={option.label}
              description={option.description}
              price={priceText(option.price, 'group_day')}
              testId={`day-option-${option.id}`}
              onSelect={() =>
                dispatch({ type: 'choose-day-transport', id: option.id as CityTransportId })
              }
            />
          );
        })}
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-sand-200 pt-6">
        <button
          type="button"
          className={buttonStyles.secondary}
          onClick={() => dispatch({ type: 'previous-day' })}
        >
          {t('nav.previous-day')}
        </button>
        <button
          type="button"
          className={last ? buttonStyles.accent : buttonStyles.primary}
          disabled={!chosen}
          onClick={() => dispatch({ type: 'next-day' })}
        >
          {last ? t('nav.generate') : t('nav.next-day')}
        </button>
      </div>
    </section>
  );
}
