import { useQuery } from '@tanstack/react-query';
import { SUGGESTIONS_MIN_CHARS } from '@camtour/shared/domain/catalog';
import { suggestionsQueryOptions } from '../api/get-products';
import { useSettledSearch } from '@/lib/hooks/use-debounced-value';

export const SUGGESTION_DEBOUNCE_MS = 300;

/** Whether a typed text asks for suggestions: more than 2 characters (document 2 §2). */
export const wantsSuggestions = (term: string) => term.trim().length >= SUGGESTIONS_MIN_CHARS;

/**
 * Up to 5 products matching what is typed, asked 300 ms after the typing stops. A text already
 * there on mount (the URL's search) waits the same 300 ms.
 */
export function useProductSuggestions(term: string) {
  const { settled, enabled } = useSettledSearch(term, SUGGESTION_DEBOUNCE_MS, wantsSuggestions);
  const query = useQuery({ ...suggestionsQueryOptions(settled), enabled });
  return {
    suggestions: enabled ? (query.data ?? []) : [],
    loading: enabled && query.isFetching,
    settled,
  };
}
