import { useTranslation } from '@/lib/i18n-react';
import { Section } from '@/components/ui/section';

const HERITAGE = ['angkor', 'apsara', 'pagodas', 'crafts'] as const;
const CUISINE = ['amok', 'nom-banh-chok', 'lok-lak', 'kralan'] as const;
const TIPS = ['pass', 'dress', 'season', 'money', 'tuk-tuk', 'sun'] as const;

/** Static: what makes Siem Reap's heritage (document 3 §2). */
export function HeritageSection() {
  const { t } = useTranslation('discovery');
  return (
    <Section
      id="guide-heritage"
      title={t('guide.heritage.title')}
      subtitle={t('guide.heritage.subtitle')}
    >
      <ul className="grid gap-4 sm:grid-cols-2">
        {HERITAGE.map((key) => (
          <li key={key} className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm">
            <h3 className="text-lg font-semibold leading-display text-jungle-900">
              {t(`guide.heritage.${key}.title`)}
            </h3>
            <p className="mt-2 text-ink-muted">{t(`guide.heritage.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Static: dishes to try, with their Khmer names. */
export function CuisineSection() {
  const { t, i18n } = useTranslation('discovery');
  // The dish's name in the other script: Khmer under English, the romanised name under Khmer.
  const asideLang = i18n.language === 'km' ? 'en' : 'km';
  return (
    <Section
      id="guide-cuisine"
      title={t('guide.cuisine.title')}
      subtitle={t('guide.cuisine.subtitle')}
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {CUISINE.map((key) => (
          <li key={key} className="flex flex-col rounded-3xl bg-sand-100 p-5">
            <h3 className="text-lg font-semibold leading-display text-jungle-900">
              {t(`guide.cuisine.${key}.title`)}
            </h3>
            <p className="text-sm font-medium text-sand-800" lang={asideLang}>
              {t(`guide.cuisine.${key}.aside`)}
            </p>
            <p className="mt-2 text-sm text-ink-muted">{t(`guide.cuisine.${key}.body`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Static: short practical tips. */
export function TravelTips() {
  const { t } = useTranslation('discovery');
  return (
    <Section id="guide-tips" title={t('guide.tips.title')} subtitle={t('guide.tips.subtitle')}>
      <ul className="grid gap-3 rounded-[2rem] bg-jungle-900 p-6 text-jungle-50 sm:grid-cols-2 sm:p-8">
        {TIPS.map((key) => (
          <li key={key} className="flex gap-3">
            <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-sand-400" />
            <p>
              <span className="font-semibold text-white">{t(`guide.tips.${key}.title`)}</span>{' '}
              {t(`guide.tips.${key}.body`)}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
