import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Quote, QuoteRequest } from '@camtour/shared/schemas/orders';
import { api } from '@/lib/api-client';

/**
 * POST /api/web/product/checkout/quote: the server's totals for these lines, delivery, promo code
 * and currency (DECISIONS D13). The summary shows these numbers and never sums its own.
 */
export function getQuote(input: QuoteRequest, signal?: AbortSignal): Promise<Quote> {
  return api.post<Quote>('/api/web/product/checkout/quote', input, { signal });
}

/** A quote is asked only once a delivery is chosen: before that there is no fee to quote. */
export function quoteQueryOptions(input: QuoteRequest | null) {
  return queryOptions({
    queryKey: ['checkout', 'quote', input],
    queryFn: ({ signal }) => getQuote(input!, signal),
    enabled: input !== null,
    // The last numbers stay on screen while a changed choice is quoted.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useQuote(input: QuoteRequest | null) {
  return useQuery(quoteQueryOptions(input));
}
