import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { localized } from '@camtour/shared/domain/localize';
import type { LocationDetail } from '@camtour/shared/schemas/travel';
import { buttonStyles } from '@/components/ui/button-styles';
import { PlaceMap } from '@/entities/map/place-map';
import { BudgetCard } from './budget-card';
import { LocationReviews } from './location-reviews';
import { PhotoGallery } from './photo-gallery';
import { RelatedLocations } from './related-locations';
import { WeatherCard } from './weather-card';

export function OverviewTab({ location }: { location: LocationDetail }) {
  const { t, i18n } = useTranslation('travel');
  const lang = i18n.language;
  const name = localized(lang, location.name, location.name_km);
  const province = localized(lang, location.province.name, location.province.name_km);
  const description = localized(lang, location.description, location.description_local);
  return (
    <>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-10">
          <section aria-labelledby="about-title">
            <h2
              id="about-title"
              className="mb-3 text-2xl font-bold leading-display text-jungle-900"
            >
              {t('overview.about', { name })}
            </h2>
            <div className="space-y-3 text-ink">
              {description.split(/\n+/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
            {location.tags.length > 0 && (
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('overview.tags')}>
                {location.tags.map((tag) => (
                  <li
                    key={tag.id}
                    className="rounded-full bg-jungle-50 px-3 py-1 text-sm font-medium text-jungle-800"
                  >
                    #{localized(lang, tag.name, tag.name_km)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <PlaceMap lat={location.lat} lng={location.lng} label={name} mapUrl={location.map_url} />
          <PhotoGallery photos={location.photos.map((photo) => photo.photo_url)} name={name} />
          <LocationReviews location={location} />
        </div>
        <aside className="flex min-w-0 flex-col gap-5">
          <WeatherCard weather={location.weather} />
          <BudgetCard minRiel={location.min_money} maxRiel={location.max_money} />
          <section className="rounded-3xl bg-jungle-800 p-5 text-white" data-testid="nearby-teaser">
            <h2 className="text-lg font-bold leading-display">{t('nearby.title', { province })}</h2>
            <p className="mt-2 text-sm text-jungle-50">{t('nearby.body', { province })}</p>
            <Link
              to={`/adventure?province_id=${location.province.id}`}
              className={`${buttonStyles.accent} mt-4`}
            >
              {t('nearby.link', { province })}
            </Link>
          </section>
        </aside>
      </div>
      <RelatedLocations
        title={t('related.district')}
        items={location.same_district_locations}
        testId="same-district"
      />
      <RelatedLocations
        title={t('related.category', {
          category: localized(lang, location.category.name, location.category.name_km),
        })}
        items={location.same_category_locations}
        testId="same-category"
      />
    </>
  );
}
