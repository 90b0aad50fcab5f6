import { useTranslation } from 'react-i18next';
import { RIEL_PER_DOLLAR } from '@camtour/shared/constants';
import { InfoSections } from '@/features/info/components/info-sections';
import { useFormat } from '@/lib/format';
import { RoutePage } from '../route-page';

const SECTIONS = ['use', 'information', 'accounts', 'orders', 'liability', 'changes'] as const;
const UPDATED = new Date(2025, 10, 1);

export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
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
                email: 'hello@camtour.example',
              })}
            </p>
          ),
        }))}
      />
    </RoutePage>
  );
}
