import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FeatureIcon, FeatureList } from '@/components/ui/feature-list';
import { Section } from '@/components/ui/section';

const HIGHLIGHTS = [
  {
    key: 'places',
    icon: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  },
  {
    key: 'khmer',
    icon: 'M4 5h9M8.5 3v2m2.5 0c-1 4-3.5 7-7 9m2.5-5c1.5 2.5 3.5 4 6 5M13 21l4-9 4 9m-6.5-3h5',
  },
  {
    key: 'budget',
    icon: 'M3 7.5A2.5 2.5 0 0 1 5.5 5H18v3M3 7.5v10A2.5 2.5 0 0 0 5.5 20H21V8H5.5A2.5 2.5 0 0 1 3 5.5m13.5 8.5h.01',
  },
  { key: 'gear', icon: 'M3 20 10 6l4 7 2-3 5 10H3Zm7-14 1.5-3' },
] as const;

/** Why CamTour: four short promises. */
export function FeatureHighlights() {
  const { t } = useTranslation('discovery');
  return (
    <Section id="home-highlights" title={t('highlights.title')}>
      <FeatureList
        features={HIGHLIGHTS.map((item) => ({
          key: item.key,
          mark: <FeatureIcon path={item.icon} />,
          title: t(`highlights.${item.key}.title`),
          body: t(`highlights.${item.key}.body`),
        }))}
      />
    </Section>
  );
}

/** The closing call to action: the adventure finder. */
export function AdventureCta() {
  const { t } = useTranslation('discovery');
  return (
    <section
      aria-labelledby="home-cta"
      className="flex flex-col items-start gap-5 rounded-[2rem] bg-jungle-800 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-10"
    >
      <div className="max-w-2xl">
        <h2 id="home-cta" className="text-2xl font-bold leading-display sm:text-3xl">
          {t('cta.title')}
        </h2>
        <p className="mt-2 text-jungle-100">{t('cta.body')}</p>
      </div>
      <Link to="/adventure" className={`${buttonStyles.accent} shrink-0`}>
        {t('cta.button')}
      </Link>
    </section>
  );
}
