import { useId } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { inputStyles } from '@/components/ui/form-controls';
import type { FavoritesView } from '../lib/view-mode';

/** The secondary button's shape in red: it empties the list (after asking). */
const CLEAR_CLASS =
  'inline-flex items-center justify-center gap-2 rounded-full border border-red-200 bg-white px-5 py-2.5 font-semibold text-red-800 transition-colors hover:border-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-60';

const VIEW_ICONS: Record<FavoritesView, string> = {
  grid: 'M3 3h6v6H3zM11 3h6v6h-6zM3 11h6v6H3zM11 11h6v6h-6z',
  list: 'M3 4h3v3H3zM8 4.5h9v2H8zM3 8.5h3v3H3zM8 9h9v2H8zM3 13h3v3H3zM8 13.5h9v2H8z',
};

function ViewToggle({
  view,
  onChange,
}: {
  view: FavoritesView;
  onChange: (view: FavoritesView) => void;
}) {
  const { t } = useTranslation('favorites');
  return (
    <div
      role="group"
      aria-label={t('view.label')}
      className="flex items-center gap-1 rounded-full border border-sand-200 bg-white p-0.5"
    >
      {(['grid', 'list'] as const).map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={view === mode}
          onClick={() => onChange(mode)}
          aria-label={t(`view.${mode}`)}
          title={t(`view.${mode}`)}
          data-testid={`favorites-view-${mode}`}
          className={`grid size-10 place-items-center rounded-full ${
            view === mode ? 'bg-jungle-700 text-white' : 'text-jungle-800 hover:bg-jungle-50'
          }`}
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
            <path d={VIEW_ICONS[mode]} />
          </svg>
        </button>
      ))}
    </div>
  );
}

interface FavoritesToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  view: FavoritesView;
  onView: (view: FavoritesView) => void;
  onClearAll: () => void;
  busy: boolean;
}

/** Search, layout and "clear all", above the tabs. */
export function FavoritesToolbar({
  search,
  onSearch,
  view,
  onView,
  onClearAll,
  busy,
}: FavoritesToolbarProps) {
  const { t } = useTranslation('favorites');
  const id = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div role="search" className="min-w-0 flex-1">
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <input
          id={id}
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="favorites-search"
          className={inputStyles}
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        <ViewToggle view={view} onChange={onView} />
        <button
          type="button"
          className={CLEAR_CLASS}
          onClick={onClearAll}
          disabled={busy}
          data-testid="favorites-clear-all"
        >
          {t('clear-all')}
        </button>
      </div>
    </div>
  );
}
