import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '@/components/ui/button-styles';
import { Notice } from '@/components/ui/notice';

/** The listing itself is document 3's discovery release; say so instead of showing an empty grid. */
export function AdventureNotice({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  return (
    <Notice tone="soon" title={t('adventure.soon.title')}>
      <p>{t('adventure.soon.body')}</p>
      {filtered && <p>{t('adventure.soon.filters-kept')}</p>}
      <div className="flex flex-wrap gap-3 pt-3">
        <Link to="/siem-reap" className={buttonStyles.small}>
          {t('route.siemReap')}
        </Link>
        <Link to="/plan" className={buttonStyles.small}>
          {t('nav.plan')}
        </Link>
      </div>
    </Notice>
  );
}
