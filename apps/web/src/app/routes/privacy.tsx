import { useTranslation } from '@/lib/i18n-react';
import { InfoSections } from '@/features/info/components/info-sections';
import { useFormat } from '@/lib/format';
import { useSupportContact } from '@/lib/public-config';
import { RoutePage } from '../route-page';

const SECTIONS = ['collect', 'cookies', 'use', 'sharing', 'rights', 'contact'] as const;
const UPDATED = new Date(2026, 10, 26);

export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  // The address comes from the server's configuration; on a server-rendered page it is there at once.
  const email = useSupportContact()?.email ?? '…';
  return (
    <RoutePage intro={t('privacy.intro', { date: format.date(UPDATED) })}>
      <InfoSections
        indexLabel={t('info.index')}
        sections={SECTIONS.map((id) => ({
          id,
          title: t(`privacy.${id}.title`),
          body: <p>{t(`privacy.${id}.body`, { email })}</p>,
        }))}
      />
    </RoutePage>
  );
}
