import { Link, useRouteError } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';

/**
 * A render error or a chunk that failed to load (a deploy replaced it). Reloading fetches the
 * new index; the home link is the way out when the page itself is broken.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  console.error(error);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-start justify-center gap-4 px-4">
      <h1 className="text-3xl font-bold leading-display text-jungle-900">
        {t('route-error.title')}
      </h1>
      <p className="text-ink-muted">{t('route-error.body')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => window.location.reload()}
        >
          {t('route-error.reload')}
        </button>
        <Link to="/" className={buttonStyles.secondary} reloadDocument>
          {t('route-error.home')}
        </Link>
      </div>
    </div>
  );
}
