import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';

/**
 * A list's filters in a wrapping row. On phones they fold behind a "Filters" button so the list
 * itself is what the screen shows first.
 */
export function FilterBar({ children, onReset }: { children: ReactNode; onReset?: () => void }) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section
      aria-label={t('filters.label')}
      className="mb-4 rounded-2xl border border-sand-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between gap-2 md:hidden">
        <button
          type="button"
          className={buttonStyles.small}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('filters.hide') : t('filters.show')}
        </button>
        {onReset && (
          <button
            type="button"
            onClick={onReset}
            className="text-sm font-semibold text-jungle-700 hover:underline"
          >
            {t('filters.reset')}
          </button>
        )}
      </div>
      <div
        id={id}
        className={`${open ? 'mt-3 flex' : 'hidden'} flex-col gap-3 md:mt-0 md:flex md:flex-row md:flex-wrap md:items-end`}
      >
        {children}
        {onReset && (
          <button
            type="button"
            onClick={onReset}
            className={`${buttonStyles.ghost} hidden md:inline-flex`}
          >
            {t('filters.reset')}
          </button>
        )}
      </div>
    </section>
  );
}
