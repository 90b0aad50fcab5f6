import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RIEL_PER_DOLLAR } from '@camtour/shared/constants';
import { FaqList } from '@/features/info/components/faq-list';
import { useFormat } from '@/lib/format';
import { RoutePage } from '../route-page';

const QUESTIONS = [
  'camtour',
  'visa',
  'currency',
  'season',
  'dress',
  'transport',
  'language',
  'account',
] as const;

export function Component() {
  const { t } = useTranslation();
  const format = useFormat();
  const values = {
    rate: format.number(RIEL_PER_DOLLAR),
    five: format.usd(5),
    fiveInRiel: format.number(5 * RIEL_PER_DOLLAR),
  };
  const items = QUESTIONS.map((id) => ({
    id,
    question: t(`faq.${id}.q`),
    answer: t(`faq.${id}.a`, values),
  }));
  return (
    <RoutePage intro={t('faq.intro')}>
      <FaqList items={items} />
      <p className="mt-8 text-ink-muted">
        {t('faq.more')}{' '}
        <Link to="/about-us" className="font-semibold text-jungle-700 hover:underline">
          {t('route.aboutUs')}
        </Link>
      </p>
    </RoutePage>
  );
}
