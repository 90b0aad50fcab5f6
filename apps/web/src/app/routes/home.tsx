import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HomeHero } from '@/features/home/components/home-hero';
import { PlannerTeaser } from '@/features/home/components/planner-teaser';
import { CategoryPills } from '@/features/places/components/category-pills';
import { ProvinceGrid } from '@/features/places/components/province-grid';

function Section({
  id,
  title,
  subtitle,
  more,
  children,
}: {
  id: string;
  title: string;
  subtitle: string;
  more?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id={id} className="text-2xl font-bold leading-display text-jungle-900">
            {title}
          </h2>
          <p className="mt-1 text-ink-muted">{subtitle}</p>
        </div>
        {more}
      </div>
      {children}
    </section>
  );
}

/* Home is the one page without a breadcrumb: the hero carries its h1. */
export function Component() {
  const { t } = useTranslation();
  const moreClass = 'font-semibold text-jungle-700 hover:underline';
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-14 px-4 pb-16 pt-4 sm:px-6 lg:px-8">
      <HomeHero />
      <Section
        id="home-categories"
        title={t('home.categories.title')}
        subtitle={t('home.categories.subtitle')}
        more={
          <Link to="/adventure" className={moreClass}>
            {t('home.more.adventure')}
          </Link>
        }
      >
        <CategoryPills />
      </Section>
      <Section
        id="home-provinces"
        title={t('home.provinces.title')}
        subtitle={t('home.provinces.subtitle')}
      >
        <ProvinceGrid />
      </Section>
      <PlannerTeaser />
      <section className="flex flex-col items-start gap-4 rounded-[2rem] border border-jungle-200 bg-jungle-50 p-6 sm:flex-row sm:items-center sm:justify-between sm:p-10">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold leading-display text-jungle-900">
            {t('home.shop.title')}
          </h2>
          <p className="mt-1 text-ink-muted">{t('home.shop.body')}</p>
        </div>
        <Link to="/product" className={moreClass}>
          {t('home.more.shop')}
        </Link>
      </section>
    </div>
  );
}
