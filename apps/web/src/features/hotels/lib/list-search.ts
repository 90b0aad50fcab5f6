import { LIST_SEARCH_KEY } from './hotel-constants';

/** What a hotel card hands the detail page, so its back link returns to the same list page. */
export interface HotelLinkState {
  listSearch: string;
}

function isListSearch(value: unknown): value is string {
  return typeof value === 'string' && (value === '' || value.startsWith('?'));
}

/** Remembers the list's query for this tab (a reload of the detail page keeps its back link). */
export function rememberListSearch(search: string): void {
  try {
    window.sessionStorage.setItem(LIST_SEARCH_KEY, search);
  } catch (_error) {
    // Without storage the back link goes to the first page.
  }
}

/** The list query to return to: the link's state, else the last one seen in this tab. */
export function listSearchFor(state: unknown): string {
  const fromState = (state as Partial<HotelLinkState> | null)?.listSearch;
  if (isListSearch(fromState)) return fromState;
  try {
    const stored = window.sessionStorage.getItem(LIST_SEARCH_KEY);
    if (isListSearch(stored)) return stored;
  } catch (_error) {
    // Fall through.
  }
  return '';
}
