import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** The current page has no link. */
  to?: string;
}

export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-ink-muted print:hidden">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-2">
            {index > 0 && (
              <span aria-hidden="true" className="text-sand-600">
                ›
              </span>
            )}
            {item.to ? (
              <Link to={item.to} className="rounded hover:text-jungle-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
