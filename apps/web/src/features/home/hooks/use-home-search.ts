import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { homeSearchQueryOptions } from '../api/get-home';

export type ResultTab = 'all' | 'locations' | 'products';

/** Search mode's data: a page of places and the matching gear; page and tab reset per search. */
export function useHomeSearch(search: string, category: string | null) {
  const { i18n } = useTranslation();
  const key = `${search}\u0000${category ?? ''}`;
  const [view, setView] = useState({ key, page: 1, tab: 'all' as ResultTab });
  if (view.key !== key) setView({ key, page: 1, tab: 'all' });
  const page = view.key === key ? view.page : 1;
  const tab = view.key === key ? view.tab : 'all';
  const query = useQuery({
    ...homeSearchQueryOptions(search, category, page, i18n.language),
    enabled: search !== '',
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
  return {
    query,
    page,
    tab,
    setPage: (next: number) => setView({ key, tab, page: next }),
    setTab: (next: ResultTab) => setView({ key, page, tab: next }),
  };
}
