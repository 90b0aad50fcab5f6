import { useTranslation } from '@/lib/i18n-react';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { useFormat } from '@/lib/format';
import { Panel } from '@/components/ui/panel';

type Condition = 'sunny' | 'partly-cloudy' | 'showers' | 'stormy';

function isCondition(value: string): value is Condition {
  return ['sunny', 'partly-cloudy', 'showers', 'stormy'].includes(value);
}

/** Small drawn icons: no emoji, whose glyphs some systems lack. */
function ConditionIcon({ condition, className }: { condition: Condition; className: string }) {
  const sun = (
    <g stroke="#cf8f3c" strokeWidth="2" strokeLinecap="round">
      <circle cx="12" cy="12" r="4.5" fill="#d9a85f" />
      <path d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6" />
    </g>
  );
  const cloud = (dx = 0) => (
    <path
      d={`M${7 + dx} 19h${10}a4 4 0 000-8 5.5 5.5 0 00-10.4 1.6A3.2 3.2 0 00${7 + dx} 19z`}
      fill="#e2e8ec"
      stroke="#4a5b59"
      strokeWidth="1.3"
    />
  );
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      {condition === 'sunny' && sun}
      {condition === 'partly-cloudy' && (
        <>
          <g transform="translate(-3 -3) scale(.85)">{sun}</g>
          {cloud(1)}
        </>
      )}
      {(condition === 'showers' || condition === 'stormy') && (
        <>
          {cloud(0)}
          {condition === 'showers' ? (
            <path
              d="M9 21l-1 2M13 21l-1 2M17 21l-1 2"
              stroke="#157663"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M12.5 19.5l-2 3h2.5l-1.5 2.5"
              stroke="#cf8f3c"
              strokeWidth="1.6"
              fill="none"
              strokeLinejoin="round"
            />
          )}
        </>
      )}
    </svg>
  );
}

/** D5: the typical climate of this month for the province, not a live forecast. */
export function WeatherCard({ weather }: { weather: LocationDetail['weather'] }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  const month = (value: number) => t(`month.${value}` as 'month.1');
  const condition: Condition = isCondition(weather.condition) ? weather.condition : 'sunny';
  return (
    <Panel
      title={t('weather.title')}
      className="rounded-3xl border border-sand-200 bg-gradient-to-br from-sand-50 to-white p-5"
      testId="weather-card"
    >
      <p className="text-sm text-ink-muted">
        {t('weather.typical', { month: month(weather.month) })}
      </p>
      <div className="mt-4 flex items-center gap-4">
        <ConditionIcon condition={condition} className="size-14 shrink-0" />
        <div>
          <p className="text-3xl font-bold text-jungle-900">
            {t('weather.high', { value: format.number(weather.high_c) })}
          </p>
          <p className="text-sm text-ink-muted">
            {t('weather.low', { value: format.number(weather.low_c) })} ·{' '}
            {t(`weather.condition.${condition}`)}
          </p>
        </div>
      </div>
      <p className="mt-3 text-sm text-ink">
        {t('weather.rain', {
          mm: format.number(weather.rain_mm),
          days: format.number(weather.rainy_days),
        })}
      </p>
      <ul className="mt-4 grid grid-cols-3 gap-2" aria-label={t('weather.next')}>
        {weather.next_months.map((next) => {
          const nextCondition: Condition = isCondition(next.condition) ? next.condition : 'sunny';
          return (
            <li
              key={next.month}
              className="flex flex-col items-center gap-1 rounded-2xl bg-white p-2 text-center text-xs shadow-sm"
            >
              <span className="font-semibold text-ink">{month(next.month)}</span>
              <ConditionIcon condition={nextCondition} className="size-7" />
              <span className="sr-only">{t(`weather.condition.${nextCondition}`)}</span>
              <span className="text-ink-muted">
                {t('weather.range', {
                  high: format.number(next.high_c),
                  low: format.number(next.low_c),
                })}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-ink-muted">{t('weather.note')}</p>
    </Panel>
  );
}
