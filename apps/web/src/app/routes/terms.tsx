import { useTranslation } from '@/lib/i18n-react';
import { RIEL_PER_DOLLAR } from '@camtour/shared/constants';
import { InfoSections } from '@/features/info/components/info-sections';
import { useFormat } from '@/lib/format';
import { useSupportContact } from '@/lib/public-config';
import { RoutePage } from '../route-page';

const SECTIONS = ['use', 'information', 'accounts', 'orders', 'liability', 'changes'] as const;
const UPDATED = new Date(2025, 10, 1);

export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  // The address comes from the server's configuration; on a server-rendered page it is there at once.
  const email = useSupportContact()?.email ?? '…';
  return (
    <RoutePage intro={t('terms.intro', { date: format.date(UPDATED) })}>
      <InfoSections
        indexLabel={t('info.index')}
        sections={SECTIONS.map((id) => ({
          id,
          title: t(`terms.${id}.title`),
          body: (
            <p>
              {t(`terms.${id}.body`, {
                rate: format.number(RIEL_PER_DOLLAR),
                email,
              })}
            </p>
          ),
        }))}
      />
    </RoutePage>
  );
}
