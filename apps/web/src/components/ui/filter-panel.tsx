import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from './button-styles';

interface FilterPanelProps {
  /** Clears every filter; the button ("Clear filters" on every list) shows while `canClear`. */
  onClear?: (() => void) | undefined;
  canClear: boolean;
  /** How many filters are set, shown on the phone's toggle. */
  activeCount?: number;
  testId?: string;
  children: ReactNode;
}

/** The sidebar of a list's filters; on phones and tablets it folds away behind a button. */
export function FilterPanel({
  onClear,
  canClear,
  activeCount = 0,
  testId,
  children,
}: FilterPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <aside
      aria-labelledby={`${id}-title`}
      className="h-fit rounded-3xl border border-sand-200 bg-white p-5 shadow-sm"
      data-testid={testId}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="text-lg font-semibold text-jungle-900">
          {t('filters.title')}
        </h2>
        <div className="flex items-center gap-2">
          {onClear && canClear && (
            <button
              type="button"
              onClick={onClear}
              className="text-sm font-semibold text-jungle-700 hover:underline"
            >
              {t('filters.clear')}
            </button>
          )}
          <button
            type="button"
            className={`${buttonStyles.small} lg:hidden`}
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('filters.hide') : t('filters.show')}
            {!open && activeCount > 0 && (
              <span className="grid min-w-5 place-items-center rounded-full bg-jungle-700 px-1.5 text-xs text-white">
                {activeCount}
              </span>
            )}
          </button>
        </div>
      </div>
      <form
        id={`${id}-panel`}
        role="search"
        aria-labelledby={`${id}-title`}
        onSubmit={(event) => event.preventDefault()}
        className={`mt-4 flex flex-col gap-5 ${open ? '' : 'max-lg:hidden'}`}
      >
        {children}
      </form>
    </aside>
  );
}
