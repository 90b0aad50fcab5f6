import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';
import { FeatureIcon } from '@/components/ui/feature-list';
import { SectionHeading } from '@/components/ui/section';

/* Line icons drawn here: emoji depend on the visitor's system fonts and may not render. */
const ICONS = {
  map: 'M9 4 3 6.5v13L9 17l6 2.5 6-2.5V4l-6 2.5L9 4Zm0 0v13m6-10.5v13',
  pin: 'M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0C18.5 15.4 12 21 12 21Zm0-8.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Z',
  bulb: 'M9 18h6m-5 3h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2V16h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3Z',
  wallet:
    'M3 7.5A2.5 2.5 0 0 1 5.5 5H18v3M3 7.5v10A2.5 2.5 0 0 0 5.5 20H21V8H5.5A2.5 2.5 0 0 1 3 5.5m13.5 8.5h.01',
} as const;

const FEATURES = [
  { icon: 'map', title: 'home.guide.planning', body: 'home.guide.planning.body' },
  { icon: 'pin', title: 'home.guide.places', body: 'home.guide.places.body' },
  { icon: 'bulb', title: 'home.guide.tips', body: 'home.guide.tips.body' },
  { icon: 'wallet', title: 'home.guide.budget', body: 'home.guide.budget.body' },
] as const;

/** Document 3 §2: the tour-guide block, four features, all leading to the planner. */
export function PlannerTeaser() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-guide" className="rounded-[2rem] bg-sand-100 p-6 sm:p-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <SectionHeading id="home-guide" size="3xl">
            {t('home.guide.title')}
          </SectionHeading>
          <p className="mt-2 text-ink-muted">{t('home.guide.subtitle')}</p>
        </div>
        <Link to="/plan" className={buttonStyles.primary}>
          {t('home.guide.cta')}
        </Link>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {FEATURES.map((feature) => (
          <li key={feature.title}>
            <Link
              to="/plan"
              className="flex h-full flex-col gap-2 rounded-2xl bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <FeatureIcon path={ICONS[feature.icon]} tone="jungle" />
              <span className="font-semibold text-jungle-900">{t(feature.title)}</span>
              <span className="text-sm text-ink-muted">{t(feature.body)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
