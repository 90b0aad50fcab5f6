import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';

export interface Crumb {
  label: string;
  /** The current page has no link. */
  to?: string;
}

/**
 * One line at every width: the trail never wraps under itself (a Khmer place name is long). The
 * current page gives way first, then the steps between; each ends in an ellipsis with its whole
 * name in its title, and the first step (home) always stays whole.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('breadcrumb.label')} className="text-sm text-ink-muted print:hidden">
      <ol className="flex min-w-0 items-center gap-x-2">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li
              key={`${item.label}-${index}`}
              className={`flex min-w-0 items-center gap-2 whitespace-nowrap ${index === 0 ? 'shrink-0' : last ? 'shrink-[4]' : 'shrink'}`}
            >
              {index > 0 && (
                <span aria-hidden="true" className="text-sand-600">
                  ›
                </span>
              )}
              {item.to ? (
                <Link
                  to={item.to}
                  title={index === 0 ? undefined : item.label}
                  className="truncate rounded hover:text-jungle-700 hover:underline"
                >
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current="page"
                  title={item.label}
                  className="truncate font-medium text-ink"
                >
                  {item.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
