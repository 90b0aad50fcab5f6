import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TempleIllustration } from './temple-illustration';

const CTA_BASE =
  'inline-flex items-center justify-center rounded-full px-5 py-3 text-center font-semibold transition-colors';

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden rounded-[2rem] bg-[linear-gradient(160deg,#136b5f_0%,#0b3d38_60%,#052521_100%)] text-white shadow-xl">
      <div className="relative grid items-center gap-6 px-6 py-10 sm:px-10 sm:py-14 md:grid-cols-[1.1fr_1fr] lg:px-14">
        <div>
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-sand-200">
            {t('home.hero.eyebrow')}
          </p>
          <h1 className="mt-4 text-4xl font-bold leading-display tracking-tight sm:text-5xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-lg text-jungle-100">{t('home.hero.subtitle')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/adventure"
              className={`${CTA_BASE} bg-sand-400 text-jungle-950 hover:bg-sand-300`}
            >
              {t('home.hero.cta.adventure')}
            </Link>
            <Link
              to="/product"
              className={`${CTA_BASE} border border-white/40 text-white hover:bg-white/10`}
            >
              {t('home.hero.cta.shop')}
            </Link>
            <Link
              to="/plan"
              className={`${CTA_BASE} border border-white/40 text-white hover:bg-white/10`}
            >
              {t('home.hero.cta.plan')}
            </Link>
          </div>
        </div>
        <TempleIllustration className="mx-auto w-full max-w-md md:max-w-none" />
      </div>
    </section>
  );
}
