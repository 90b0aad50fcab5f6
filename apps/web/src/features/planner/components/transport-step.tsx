import type { Dispatch } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { CITY_TRANSPORT_OPTIONS, localizeOption } from '@camtour/shared/domain/planner/questions';
import type { CityTransportId } from '@camtour/shared/domain/planner/prices';
import { useFormat } from '@/lib/format';
import { usePlannerLang } from '../hooks/use-planner-lang';
import { usePriceText } from '../hooks/use-price-text';
import type { PlannerAction, PlannerState } from '../lib/planner-state';
import { OptionCard } from './option-card';
import { PlannerStep } from './planner-step';

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
  const days = state.dayTransport.length;
  const day = state.dayIndex + 1;
  const chosen = state.dayTransport[state.dayIndex];
  const last = day === days;

  return (
    <PlannerStep
      testId="planner-transport"
      progress={{ current: day, total: days, unit: 'day' }}
      kicker={t('transport.kicker')}
      title={t('transport.title', { day: format.number(day) })}
      description={t('transport.body')}
      options={CITY_TRANSPORT_OPTIONS.map((def) => {
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
      previous={{
        label: t('nav.previous-day'),
        onClick: () => dispatch({ type: 'previous-day' }),
      }}
      next={{
        label: last ? t('nav.generate') : t('nav.next-day'),
        onClick: () => dispatch({ type: 'next-day' }),
        disabled: !chosen,
        accent: last,
      }}
    />
  );
}
