import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { SEARCH_MAX_CHARS } from '@camtour/shared/domain/location-filters';

export interface HomeUrlState {
  /** Empty: browsing mode; otherwise search mode. */
  search: string;
  /** A location category slug. */
  category: string | null;
}

const SLUG = /^[a-z0-9-]{1,60}$/;

export function readHomeUrl(params: URLSearchParams): HomeUrlState {
  const category = params.get('category');
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX_CHARS),
    category: category && SLUG.test(category) ? category : null,
  };
}

/** A search keeps the category in the address; an empty search is a clear. */
export function withSearch(params: URLSearchParams, term: string): URLSearchParams {
  const next = new URLSearchParams(params);
  const search = term.trim().slice(0, SEARCH_MAX_CHARS);
  if (search === '') return withoutSearch(next);
  next.set('search', search);
  return next;
}

/** Clearing the search removes both of the home's parameters (document 3 §2). */
export function withoutSearch(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('search');
  next.delete('category');
  return next;
}

export function withCategory(params: URLSearchParams, slug: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (slug === null) next.delete('category');
  else next.set('category', slug);
  return next;
}

/** The home's `search` and `category` parameters. */
export function useHomeUrl() {
  const [params, setParams] = useSearchParams();
  const state = readHomeUrl(params);
  // A search is a page the back button returns from; a category pick only refines the list.
  const submitSearch = useCallback(
    (term: string) => setParams((current) => withSearch(current, term)),
    [setParams],
  );
  const clearSearch = useCallback(
    () => setParams((current) => withoutSearch(current)),
    [setParams],
  );
  const setCategory = useCallback(
    (slug: string | null) =>
      setParams((current) => withCategory(current, slug), {
        replace: true,
        preventScrollReset: true,
      }),
    [setParams],
  );
  return { ...state, submitSearch, clearSearch, setCategory };
}
