import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import type { WishlistItem } from '@camtour/shared/schemas/wishlist';
import { buttonStyles } from '@/components/ui/button-styles';
import { EmptyState } from '@/components/ui/empty-state';
import { Tabs } from '@/components/ui/tabs';
import { useFormat } from '@/lib/format';
import { useViewMode } from '../hooks/use-view-mode';
import {
  countFavorites,
  FAVORITE_TABS,
  FAVORITES_PAGE_SIZE,
  filterFavorites,
  type FavoriteTab,
} from '../lib/filter-favorites';
import type { FavoritesView } from '../lib/view-mode';
import { FavoriteCard, type FavoriteActions } from './favorite-card';
import { FavoritesStats } from './favorites-stats';
import { FavoritesToolbar } from './favorites-toolbar';

const LAYOUT: Record<FavoritesView, string> = {
  // Cards of a row stretch to the tallest (each card is h-full).
  grid: 'grid grid-cols-1 items-stretch gap-5 sm:grid-cols-2 lg:grid-cols-3',
  list: 'flex flex-col gap-3',
};

interface FavoritesListProps extends FavoriteActions {
  items: readonly WishlistItem[];
  now: number;
  onClearAll: () => void;
}

/** Nothing matched: the search (clear it) or, with no search, the tab (show them all). */
function NoResults({
  tab,
  searching,
  onClearSearch,
  onShowAll,
}: {
  tab: FavoriteTab;
  searching: boolean;
  onClearSearch: () => void;
  onShowAll: () => void;
}) {
  const { t } = useTranslation('favorites');
  if (searching || tab === 'all') {
    return (
      <EmptyState
        title={t('none.title')}
        body={t('none.body')}
        testId="favorites-no-results"
        reset={{ label: t('none.clear'), onClick: onClearSearch }}
      />
    );
  }
  return (
    <EmptyState
      title={t(`none.tab.${tab}`)}
      testId="favorites-no-results"
      reset={{ label: t('none.show-all'), onClick: onShowAll }}
    />
  );
}

/**
 * The favorites with their stats, search, layout, tabs and cards (document 1 §2). The whole list
 * (at most 500) is here, so the tabs and the search filter it in the page; only the first 24
 * matches are drawn, and "Show more" draws 24 more.
 */
export function FavoritesList({ items, now, onClearAll, ...actions }: FavoritesListProps) {
  const { t } = useTranslation('favorites');
  const format = useFormat();
  const [tab, setTab] = useState<FavoriteTab>('all');
  const [search, setSearch] = useState('');
  const [limit, setLimit] = useState(FAVORITES_PAGE_SIZE);
  const [view, setView] = useViewMode();
  // Typing stays quick with hundreds of cards: the list follows a moment later.
  const query = useDeferredValue(search);
  const counts = useMemo(() => countFavorites(items), [items]);
  const matches = useMemo(() => filterFavorites(items, tab, query), [items, tab, query]);
  const shown = matches.slice(0, limit);

  const chooseTab = (next: FavoriteTab) => {
    setTab(next);
    setLimit(FAVORITES_PAGE_SIZE);
  };
  const changeSearch = (next: string) => {
    setSearch(next);
    setLimit(FAVORITES_PAGE_SIZE);
  };

  const list =
    matches.length === 0 ? (
      <NoResults
        tab={tab}
        searching={query.trim() !== ''}
        onClearSearch={() => changeSearch('')}
        onShowAll={() => chooseTab('all')}
      />
    ) : (
      <div className="flex flex-col gap-6">
        <ul className={LAYOUT[view]} data-testid="favorites-list" data-view={view}>
          {shown.map((item) => (
            <li key={item.id} className="min-w-0">
              <FavoriteCard item={item} view={view} now={now} {...actions} />
            </li>
          ))}
        </ul>
        <div className="flex flex-col items-center gap-3">
          <p className="text-sm text-ink-muted" data-testid="favorites-shown">
            {t('shown', {
              shown: format.number(shown.length),
              total: format.number(matches.length),
            })}
          </p>
          {shown.length < matches.length && (
            <button
              type="button"
              className={buttonStyles.secondary}
              onClick={() => setLimit((current) => current + FAVORITES_PAGE_SIZE)}
              data-testid="favorites-show-more"
            >
              {t('show-more')}
            </button>
          )}
        </div>
      </div>
    );

  return (
    <div className="flex flex-col gap-6" data-testid="favorites">
      <FavoritesStats counts={counts} />
      <FavoritesToolbar
        search={search}
        onSearch={changeSearch}
        view={view}
        onView={setView}
        onClearAll={onClearAll}
        busy={actions.busy}
      />
      <Tabs
        layout="section"
        label={t('tabs.label')}
        value={tab}
        onValueChange={chooseTab}
        tabs={FAVORITE_TABS.map((value) => ({
          value,
          label: (
            <span data-testid={`favorites-tab-${value}`}>
              {t(`tab.${value}`)}{' '}
              <span className="font-normal">({format.number(counts[value])})</span>
            </span>
          ),
          content: value === tab ? list : null,
        }))}
      />
    </div>
  );
}
