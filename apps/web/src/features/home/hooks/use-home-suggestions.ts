import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/lib/i18n-react';
import { SEARCH_MIN_CHARS } from '@camtour/shared/domain/travel';
import { homeSuggestionsQueryOptions } from '../api/get-home';
import { useSettledSearch } from '@/lib/hooks/use-debounced-value';

/** Document 3 §9: suggestions wait 300 ms after the typing stops. */
export const HOME_SUGGESTION_DEBOUNCE_MS = 300;

/** At least 2 characters (document 3 §5). */
export const wantsSuggestions = (term: string) => term.trim().length >= SEARCH_MIN_CHARS;

/** At most 3 places and 2 products for what is typed, once the typing has paused. */
export function useHomeSuggestions(term: string) {
  const { i18n } = useTranslation();
  const { settled, enabled } = useSettledSearch(
    term,
    HOME_SUGGESTION_DEBOUNCE_MS,
    wantsSuggestions,
  );
  const query = useQuery({ ...homeSuggestionsQueryOptions(settled, i18n.language), enabled });
  return {
    locations: enabled ? (query.data?.locations ?? []) : [],
    products: enabled ? (query.data?.products ?? []) : [],
    loading: enabled && query.isFetching,
  };
}
