import { useTranslation } from 'react-i18next';
import { InfoSections } from '@/features/info/components/info-sections';
import { useFormat } from '@/lib/format';
import { RoutePage } from '../route-page';

const SECTIONS = ['collect', 'cookies', 'use', 'sharing', 'rights', 'contact'] as const;
const UPDATED = new Date(2025, 10, 1);

export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <RoutePage intro={t('privacy.intro', { date: format.date(UPDATED) })}>
      <InfoSections
        indexLabel={t('info.index')}
        sections={SECTIONS.map((id) => ({
          id,
          title: t(`privacy.${id}.title`),
          body: <p>{t(`privacy.${id}.body`, { email: 'hello@camtour.example' })}</p>,
        }))}
      />
    </RoutePage>
  );
}
