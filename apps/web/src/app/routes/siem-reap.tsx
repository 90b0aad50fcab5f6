import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIEM_REAP_PROVINCE_ID } from '@camtour/shared/constants';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';
import { DistrictChips } from '@/features/places/components/district-chips';
import { RoutePage } from '../route-page';

const HIGHLIGHTS = [
  'siem-reap.highlight.temples',
  'siem-reap.highlight.lake',
  'siem-reap.highlight.food',
] as const;

export function Component() {
  const { t } = useTranslation();
  return (
    <RoutePage intro={t('siem-reap.intro')}>
      <div className="flex flex-col gap-10">
        <section aria-labelledby="siem-reap-districts">
          <h2
            id="siem-reap-districts"
            className="text-2xl font-bold leading-display text-jungle-900"
          >
            {t('siem-reap.districts.title')}
          </h2>
          <p className="mb-4 mt-1 text-ink-muted">{t('siem-reap.districts.subtitle')}</p>
          <DistrictChips provinceId={SIEM_REAP_PROVINCE_ID} />
        </section>
        <ul className="grid gap-4 md:grid-cols-3">
          {HIGHLIGHTS.map((key) => (
            <li key={key} className="rounded-3xl border border-sand-200 bg-white p-6 shadow-sm">
              <h3 className="text-lg font-semibold leading-display text-jungle-900">
                {t(`${key}.title`)}
              </h3>
              <p className="mt-2 text-ink-muted">{t(`${key}.body`)}</p>
            </li>
          ))}
        </ul>
        <Notice
          tone="soon"
          title={t('siem-reap.soon.title')}
          actions={
            <>
              <Link
                to={`/adventure?province_id=${SIEM_REAP_PROVINCE_ID}`}
                className={buttonStyles.primary}
              >
                {t('siem-reap.soon.adventure')}
              </Link>
              <Link to="/siem-reap/hotels" className={buttonStyles.secondary}>
                {t('nav.siem-reap.hotels')}
              </Link>
            </>
          }
        >
          <p>{t('siem-reap.soon.body')}</p>
        </Notice>
      </div>
    </RoutePage>
  );
}
