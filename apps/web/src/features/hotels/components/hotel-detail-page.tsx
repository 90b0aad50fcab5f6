import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { HotelDetail } from '@camtour/shared/schemas/travel';
import type { Crumb } from '@/components/ui/breadcrumbs';
import { buttonStyles } from '@/components/ui/button-styles';
import { DetailQuery } from '@/components/ui/detail-query';
import { MediaCard } from '@/components/ui/media-card';
import { MissingNotice } from '@/components/ui/notice';
import { DetailFrame } from '@/components/ui/page-frame';
import { Panel, panelCardClass } from '@/components/ui/panel';
import { DetailSkeleton } from '@/components/ui/skeleton';
import { SectionHeading } from '@/components/ui/section';
import { PlaceMap } from '@/entities/map/place-map';
import { ReviewCount, StarRating } from '@/entities/review/star-rating';
import { useFormat } from '@/lib/format';
import { hotelQueryOptions } from '../api/get-hotel';
import { useKeptHotelView } from '../hooks/use-kept-hotel-view';
import { listSearchFor } from '../lib/list-search';
import { HotelBookingForm } from './hotel-booking-form';
import { HotelGallery } from './hotel-gallery';
import { HotelReviews } from './hotel-reviews';
import { HotelStars } from './hotel-stars';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useItemTitle } from '@/lib/page-title';

/** The list's address with the query the visitor came from (page and filters). */
function useListPath(): string {
  const location = useLocation();
  // The remembered search is the browser's (session storage): the server and hydration link
  // to the list's first page, the browser to the visitor's page right after.
  const hydrated = useHydrated();
  return `/siem-reap/hotels${hydrated ? listSearchFor(location.state) : ''}`;
}

function useCrumbs(name?: string): Crumb[] {
  const { t } = useTranslation();
  const listPath = useListPath();
  return [
    { label: t('route.home'), to: '/' },
    { label: t('route.siemReap'), to: '/siem-reap' },
    { label: t('route.hotels'), to: listPath },
    { label: name ?? t('route.hotelDetail') },
  ];
}

function BackLink() {
  const { t } = useTranslation('travel');
  const listPath = useListPath();
  return (
    <Link
      to={listPath}
      className="inline-flex items-center gap-1 text-sm font-semibold text-jungle-700 hover:underline"
      data-testid="back-to-hotels"
    >
      <span aria-hidden="true">←</span> {t('hotel.back')}
    </Link>
  );
}

function HotelView({ hotel }: { hotel: HotelDetail }) {
  const { t, i18n } = useTranslation('travel');
  const format = useFormat();
  const lang = i18n.language;
  const name = localized(lang, hotel.name, hotel.name_km);
  useItemTitle(name);
  const crumbs = useCrumbs(name);
  const { galleryIndex, setGalleryIndex } = useKeptHotelView(hotel.id, true);
  const photos =
    hotel.photos.length > 0 ? hotel.photos.map((photo) => photo.photo) : [hotel.thumbnail];
  const text = (value: { en: string; km: string }) => localized(lang, value.en, value.km);
  const scrollTo = (id: string) =>
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth' });

  return (
    <DetailFrame crumbs={crumbs}>
      <div data-testid="hotel-detail" data-hotel-id={hotel.id}>
        <BackLink />
        <div className="mt-4 grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
          <HotelGallery
            photos={photos}
            name={name}
            index={galleryIndex}
            onIndex={setGalleryIndex}
          />
          <div className="flex min-w-0 flex-col gap-4">
            <p className="text-sm font-semibold text-sand-700">
              {t(`hotel.type.${hotel.type}` as 'hotel.type.hotel')}
            </p>
            <h1 className="text-3xl font-bold leading-display tracking-tight text-jungle-900 sm:text-4xl">
              {name}
            </h1>
            <div className="flex flex-wrap items-center gap-3">
              <HotelStars stars={hotel.stars} />
              <GuestRating hotel={hotel} onOpen={() => scrollTo('hotel-reviews')} />
            </div>
            <p className="text-ink-muted">{localized(lang, hotel.address, hotel.address_km)}</p>
            <p className="text-lg text-ink">
              {t('hotel.price-range', {
                min: format.usd(hotel.min_price),
                max: format.usd(hotel.max_price),
              })}{' '}
              <span className="text-sm text-ink-muted">{t('hotel.per-night')}</span>
            </p>
            <p className="text-ink">{localized(lang, hotel.description, hotel.description_km)}</p>
            <div className="flex flex-wrap gap-3">
              {hotel.is_active && (
                <button
                  type="button"
                  className={buttonStyles.primary}
                  onClick={() => scrollTo('hotel-booking')}
                  data-testid="hotel-request-button"
                >
                  {t('hotel.request')}
                </button>
              )}
              <button
                type="button"
                className={hotel.is_active ? buttonStyles.secondary : buttonStyles.primary}
                onClick={() => scrollTo('rooms')}
              >
                {t('hotel.see-rooms')}
              </button>
            </div>
          </div>
        </div>

        <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-12">
            <section id="rooms" className="scroll-mt-28" aria-labelledby="rooms-title">
              <SectionHeading id="rooms-title" className="mb-4">
                {t('hotel.rooms')}
              </SectionHeading>
              <ul className="flex flex-col gap-4" data-testid="room-types">
                {hotel.room_types.map((room) => {
                  const title = localized(lang, room.title, room.title_km);
                  return (
                    <li key={room.id}>
                      <MediaCard
                        image={room.image}
                        name={title}
                        layout="row"
                        bodyClassName="gap-2 p-5"
                      >
                        <h3 className="text-lg font-bold leading-display text-jungle-900">
                          {title}
                        </h3>
                        <p className="text-sm text-ink">
                          {localized(lang, room.description, room.description_km)}
                        </p>
                        <p
                          className="mt-auto font-semibold text-jungle-900"
                          data-testid="room-price"
                        >
                          {t('hotel.price-range', {
                            min: format.usd(room.price_min),
                            max: format.usd(room.price_max),
                          })}{' '}
                          <span className="text-sm font-normal text-ink-muted">
                            {t('hotel.per-night')}
                          </span>
                        </p>
                      </MediaCard>
                    </li>
                  );
                })}
              </ul>
            </section>
            <section
              id="hotel-booking"
              className="scroll-mt-28 rounded-3xl border border-sand-200 bg-white p-5 sm:p-6"
              aria-labelledby="hotel-booking-title"
            >
              <SectionHeading id="hotel-booking-title" className="mb-4">
                {t('hotel.booking.title')}
              </SectionHeading>
              <HotelBookingForm hotel={hotel} />
            </section>
            <PlaceMap
              id="hotel-map"
              lat={hotel.lat}
              lng={hotel.lng}
              label={name}
              mapUrl={hotel.map_url}
            />
            {hotel.services.length > 0 && (
              <section>
                <SectionHeading className="mb-4">{t('hotel.services')}</SectionHeading>
                <ul className="flex flex-wrap gap-2">
                  {hotel.services.map((service) => (
                    <li
                      key={service.en}
                      className="rounded-full bg-jungle-50 px-3 py-1 text-sm font-medium text-jungle-800"
                    >
                      {text(service)}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {hotel.meal.length > 0 && (
              <section>
                <SectionHeading className="mb-4">{t('hotel.meals')}</SectionHeading>
                <ul className="list-disc space-y-1 pl-5 text-ink">
                  {hotel.meal.map((meal) => (
                    <li key={meal.en}>{text(meal)}</li>
                  ))}
                </ul>
              </section>
            )}
            <section>
              <SectionHeading className="mb-4">{t('hotel.nearby')}</SectionHeading>
              {hotel.locations.length === 0 ? (
                <p className="text-ink-muted">{t('hotel.nearby.empty')}</p>
              ) : (
                <ul
                  className="divide-y divide-sand-200 rounded-3xl border border-sand-200 bg-white"
                  data-testid="hotel-nearby"
                >
                  {hotel.locations.map((place) => {
                    const title = localized(lang, place.title, place.title_km);
                    return (
                      <li
                        key={`${place.id ?? 'x'}-${place.title}`}
                        className="flex items-start justify-between gap-4 p-4"
                      >
                        <div className="min-w-0">
                          {place.id !== null ? (
                            <Link
                              to={`/location/detail/${place.id}`}
                              className="font-semibold text-jungle-700 hover:underline"
                            >
                              {title}
                            </Link>
                          ) : (
                            <p className="font-semibold text-ink">{title}</p>
                          )}
                          <p className="text-sm text-ink-muted">
                            {localized(lang, place.description, place.description_km)}
                          </p>
                        </div>
                        <span className="shrink-0 rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-sand-900">
                          {t('hotel.distance', {
                            km: format.number(place.distance, { maximumFractionDigits: 1 }),
                          })}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
            <HotelReviews hotelId={hotel.id} />
          </div>
          <aside className="flex min-w-0 flex-col gap-5">
            <Panel title={t('hotel.policies')} className={panelCardClass} testId="hotel-policies">
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-ink-muted">{t('hotel.check-in')}</dt>
                <dd className="font-semibold">
                  {t('hotel.check-in.time', { time: hotel.policies.check_in })}
                </dd>
                <dt className="text-ink-muted">{t('hotel.check-out')}</dt>
                <dd className="font-semibold">
                  {t('hotel.check-out.time', { time: hotel.policies.check_out })}
                </dd>
              </dl>
              <p className="mt-3 rounded-2xl bg-jungle-50 p-3 text-sm text-jungle-900">
                {t('hotel.cancellation', { hours: hotel.policies.free_cancellation_hours })}
              </p>
            </Panel>
            <Panel title={t('hotel.contact')} className={panelCardClass} testId="hotel-contact">
              <dl className="mt-3 space-y-2 text-sm">
                <div>
                  <dt className="text-ink-muted">{t('hotel.email')}</dt>
                  <dd>
                    <a
                      href={`mailto:${hotel.email}`}
                      className="break-all font-semibold text-jungle-700 hover:underline"
                    >
                      {hotel.email}
                    </a>
                  </dd>
                </div>
                <div>
                  <dt className="text-ink-muted">{t('hotel.phone')}</dt>
                  <dd>
                    <a
                      href={`tel:${hotel.phone.replace(/\s+/g, '')}`}
                      className="font-semibold text-jungle-700 hover:underline"
                    >
                      {hotel.phone}
                    </a>
                  </dd>
                </div>
              </dl>
            </Panel>
          </aside>
        </div>
      </div>
    </DetailFrame>
  );
}

/** The guests' average as stars and a link to their reviews, apart from the hotel's class. */
function GuestRating({ hotel, onOpen }: { hotel: HotelDetail; onOpen: () => void }) {
  const { t } = useTranslation('travel');
  const format = useFormat();
  if (hotel.review_count === 0) {
    return (
      <span className="text-sm text-ink-muted" data-testid="hotel-guest-rating">
        {t('hotel.reviews.none')}
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={onOpen}
      className="inline-flex items-center gap-2 text-sm font-semibold text-jungle-700 hover:underline"
      data-testid="hotel-guest-rating"
    >
      <StarRating stars={hotel.rate_star} />
      {format.number(hotel.rate_star, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
      <span className="font-normal text-ink-muted">
        <ReviewCount count={hotel.review_count} />
      </span>
    </button>
  );
}

/** /siem-reap/hotels/{id} (document 3 §2); `null` is an id that cannot be a hotel's. */
export function HotelDetailPage({ hotelId }: { hotelId: number | null }) {
  const crumbs = useCrumbs();
  return (
    <DetailQuery
      skeleton={<DetailSkeleton testId="hotel-loading" />}
      id={hotelId}
      options={hotelQueryOptions}
      crumbs={crumbs}
      notFound={<HotelNotFound />}
    >
      {(hotel) => <HotelView hotel={hotel} />}
    </DetailQuery>
  );
}

function HotelNotFound() {
  const { t } = useTranslation('travel');
  const listPath = useListPath();
  return (
    <MissingNotice
      title={t('hotel.not-found.title')}
      body={t('hotel.not-found.body')}
      back={{ to: listPath, label: t('hotel.back') }}
      testId="hotel-not-found"
    />
  );
}
