import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { HotelCard as HotelCardData } from '@camtour/shared/schemas/travel';
import { MediaCard } from '@/components/ui/media-card';
import { useFormat } from '@/lib/format';
import type { HotelLinkState } from '../lib/list-search';
import { HotelStars } from './hotel-stars';

const SERVICES_SHOWN = 3;

export function HotelCard({
  hotel,
  listSearch,
  priority = false,
}: {
  hotel: HotelCardData;
  listSearch: string;
  /** The list's first card: its picture is the page's largest paint on a phone (issue 17). */
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation('travel');
  const format = useFormat();
  const lang = i18n.language;
  const name = localized(lang, hotel.name, hotel.name_km);
  const state: HotelLinkState = { listSearch };
  return (
    <MediaCard
      to={`/siem-reap/hotels/${hotel.id}`}
      state={state}
      image={hotel.thumbnail}
      name={name}
      badge={
        <span className="absolute left-3 top-3 rounded-full bg-white/95 px-2.5 py-0.5 text-xs font-semibold text-jungle-900">
          {t(`hotel.type.${hotel.type}` as 'hotel.type.hotel')}
        </span>
      }
      bodyClassName="gap-2 p-5"
      priority={priority}
      data-testid="hotel-card"
      data-hotel-id={hotel.id}
    >
      <span
        className="text-lg font-bold leading-display text-jungle-900 group-hover:underline"
        data-testid="hotel-name"
      >
        {name}
      </span>
      <HotelStars stars={hotel.stars} />
      <span className="text-sm text-ink-muted">
        {localized(lang, hotel.address, hotel.address_km)}
      </span>
      {hotel.services.length > 0 && (
        <span className="flex flex-wrap gap-1.5">
          {hotel.services.slice(0, SERVICES_SHOWN).map((service) => (
            <span
              key={service.en}
              className="rounded-full bg-jungle-50 px-2.5 py-0.5 text-xs font-medium text-jungle-800"
            >
              {localized(lang, service.en, service.km)}
            </span>
          ))}
          {hotel.services.length > SERVICES_SHOWN && (
            <span className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-medium text-sand-900">
              {t('hotel.more-services', { count: hotel.services.length - SERVICES_SHOWN })}
            </span>
          )}
        </span>
      )}
      <span className="mt-auto pt-2 text-jungle-900">
        <span className="font-bold" data-testid="hotel-price">
          {t('hotel.price-range', {
            min: format.usd(hotel.min_price),
            max: format.usd(hotel.max_price),
          })}
        </span>{' '}
        <span className="text-sm text-ink-muted">{t('hotel.per-night')}</span>
      </span>
    </MediaCard>
  );
}
