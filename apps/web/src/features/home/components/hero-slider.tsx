import { useState, type ReactNode } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationCard } from '@camtour/shared/schemas/travel';
import { ThumbnailStrip } from '@/components/ui/thumbnail-strip';
import { useInterval } from '@/lib/hooks/use-interval';
import { pictureSrc } from '@/lib/picture-src';
import { useReducedMotion } from '@/lib/hooks/use-reduced-motion';
import { TempleIllustration } from './temple-illustration';

/** Document 3 §9: the hero rotates every 5 s. */
export const HERO_ROTATE_MS = 5000;
export const HERO_BANNERS = 3;

/** A second photo of the place when it has one: the cards below already show the first. */
export const bannerImage = (location: Pick<LocationCard, 'id'>) =>
  `/api/media/locations/${location.id}/1.svg`;

const CTA =
  'inline-flex items-center justify-center rounded-full px-5 py-2.5 text-center font-semibold transition-colors';

interface HeroSliderProps {
  /** The banners' places (the most viewed); the hero shows its drawing until they arrive. */
  locations: readonly LocationCard[];
  /** The search box. */
  children: ReactNode;
}

/** Three banners of top places, rotating every 5 s, with thumbnails and indicators. */
export function HeroSlider({ locations, children }: HeroSliderProps) {
  const { t, i18n } = useTranslation('discovery');
  const common = useTranslation().t;
  const banners = locations.slice(0, HERO_BANNERS);
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const index = banners.length > 0 ? current % banners.length : 0;
  const rotating = banners.length > 1 && !hovered && !focused && !stopped && !reducedMotion;

  useInterval(() => setCurrent((value) => value + 1), HERO_ROTATE_MS, rotating, index);

  const active = banners[index];
  /*
   * The page is first drawn with the shown banner only: each banner is an SVG the browser parses
   * on its main thread, and the hidden two competed with the page's first paint and hydration.
   * The next one joins once the page is hydrated, ahead of its turn; one shown stays drawn.
   */
  const hydrated = useHydrated();
  const [drawn, setDrawn] = useState<ReadonlySet<number>>(() => new Set([0]));
  const next = banners.length > 0 ? (index + 1) % banners.length : 0;
  if (!drawn.has(index) || (hydrated && !drawn.has(next))) {
    setDrawn(new Set([...drawn, index, ...(hydrated ? [next] : [])]));
  }
  const nameOf = (location: LocationCard) =>
    localized(i18n.language, location.name, location.name_km);

  return (
    <section
      aria-roledescription={t('hero.carousel')}
      aria-label={t('hero.label')}
      data-testid="hero-slider"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      className="relative isolate z-10 rounded-[2rem] text-white shadow-xl"
    >
      {/* The pictures are clipped to the rounded box; the suggestions list may hang below it. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 overflow-hidden rounded-[2rem] bg-[linear-gradient(160deg,#136b5f_0%,#0b3d38_60%,#052521_100%)]"
      >
        {banners.length === 0 ? (
          <TempleIllustration className="absolute inset-x-0 bottom-0 mx-auto w-full max-w-3xl opacity-60" />
        ) : (
          banners.map((location, position) =>
            !drawn.has(position) ? null : (
              <img
                key={location.id}
                src={pictureSrc(bannerImage(location), 960)}
                alt=""
                width={1200}
                height={800}
                // The first banner is the home page's largest paint: fetched first (issue 17).
                fetchPriority={position === 0 ? 'high' : undefined}
                decoding="async"
                className={`absolute inset-0 size-full object-cover transition-opacity duration-700 motion-reduce:transition-none ${
                  position === index ? 'opacity-100' : 'opacity-0'
                }`}
              />
            ),
          )
        )}
        <div className="absolute inset-0 bg-[linear-gradient(100deg,rgb(5_37_33/0.92)_0%,rgb(5_37_33/0.75)_45%,rgb(5_37_33/0.25)_100%)]" />
      </div>
      <div className="flex flex-col gap-8 px-5 py-9 sm:px-10 sm:py-12 lg:px-14">
        <div className="max-w-2xl">
          <p className="inline-flex rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-sand-100">
            {common('home.hero.eyebrow')}
          </p>
          <h1 className="mt-4 text-3xl font-bold leading-display tracking-tight sm:text-5xl">
            {common('home.hero.title')}
          </h1>
          <p className="mt-4 max-w-xl text-base text-jungle-50 sm:text-lg">
            {common('home.hero.subtitle')}
          </p>
        </div>
        <div className="max-w-2xl">{children}</div>
        <div className="flex flex-wrap gap-3">
          <Link to="/adventure" className={`${CTA} bg-sand-400 text-jungle-950 hover:bg-sand-300`}>
            {common('home.hero.cta.adventure')}
          </Link>
          <Link
            to="/product"
            className={`${CTA} border border-white/50 bg-jungle-950/30 text-white hover:bg-white/15`}
          >
            {common('home.hero.cta.shop')}
          </Link>
          <Link
            to="/plan"
            className={`${CTA} border border-white/50 bg-jungle-950/30 text-white hover:bg-white/15`}
          >
            {common('home.hero.cta.plan')}
          </Link>
        </div>
        {active && (
          <div className="flex flex-col gap-4 border-t border-white/20 pt-5 md:flex-row md:items-end md:justify-between">
            <p aria-live={rotating ? 'off' : 'polite'} className="min-w-0 text-sm text-jungle-50">
              <span className="sr-only">
                {t('hero.position', { current: index + 1, count: banners.length })}:{' '}
              </span>
              <Link
                to={`/location/detail/${active.id}`}
                className="text-lg font-semibold text-white underline-offset-4 hover:underline"
                data-testid="hero-caption"
              >
                {nameOf(active)}
              </Link>
              <span className="block">
                {localized(i18n.language, active.province.name, active.province.name_km)}
              </span>
            </p>
            <div className="flex items-center gap-3">
              <ThumbnailStrip
                look="banner"
                photos={banners.map((location) => location.is_thumbnail)}
                current={index}
                onPick={setCurrent}
                label={t('hero.thumbnails')}
                itemLabel={(position) => t('hero.show', { name: nameOf(banners[position]!) })}
              />
              <button
                type="button"
                onClick={() => setStopped((value) => !value)}
                aria-pressed={stopped}
                className="grid size-10 shrink-0 place-items-center rounded-full border border-white/40 bg-jungle-950/40 hover:bg-white/15"
                aria-label={stopped ? t('hero.play') : t('hero.pause')}
                data-testid="hero-pause"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d={stopped ? 'M6 4l10 6-10 6z' : 'M5 4h3.5v12H5zM11.5 4H15v12h-3.5z'} />
                </svg>
              </button>
            </div>
          </div>
        )}
        {banners.length > 1 && (
          <div className="flex gap-1.5" aria-hidden="true" data-testid="hero-indicators">
            {banners.map((location, position) => (
              <span
                key={location.id}
                data-active={position === index}
                className={`h-1.5 rounded-full transition-all ${
                  position === index ? 'w-8 bg-sand-400' : 'w-3 bg-white/40'
                }`}
              />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
