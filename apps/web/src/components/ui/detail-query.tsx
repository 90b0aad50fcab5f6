import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n-react';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { ErrorState } from './error-state';
import type { Crumb } from './breadcrumbs';
import { DetailFrame } from './page-frame';

/** Another try after "not found" (the thing may have been published meanwhile). */
export interface Retry {
  onRetry: () => void;
  retrying: boolean;
}

interface DetailQueryProps<T, K extends QueryKey> {
  /** The page's shape while it loads. */
  skeleton: ReactNode;
  /** The id in the address; `null` (text no id can match) is "not found" without a request. */
  id: number | null;
  /** The thing's query options (`hotelQueryOptions`): the page and its loader share the cache. */
  options: (id: number) => UseQueryOptions<T, Error, T, K>;
  crumbs: readonly Crumb[];
  /** Shown when the thing does not exist; a function gets a retry (none for a `null` id). */
  notFound: ReactNode | ((retry?: Retry) => ReactNode);
  /** The statuses that mean "does not exist" (a malformed id answers 400 on some routes). */
  notFoundStatuses?: readonly number[];
  children: (data: T) => ReactNode;
}

/** A detail page's states: loading, not found, an error with retry, or the loaded page. */
export function DetailQuery<T, K extends QueryKey>({
  skeleton,
  id,
  options,
  crumbs,
  notFound,
  notFoundStatuses = [404, 400],
  children,
}: DetailQueryProps<T, K>) {
  const common = useTranslation().t;
  const message = useErrorMessage();
  // A `null` id keeps the query idle: the options of id 0 are never fetched.
  const query = useQuery({ ...options(id ?? 0), enabled: id !== null });
  const missing = (retry?: Retry) => (typeof notFound === 'function' ? notFound(retry) : notFound);
  if (id === null) return <DetailFrame crumbs={crumbs}>{missing()}</DetailFrame>;
  if (query.isPending) {
    return (
      <DetailFrame crumbs={crumbs}>
        <span className="sr-only" role="status">
          {common('state.loading')}
        </span>
        {skeleton}
      </DetailFrame>
    );
  }
  if (query.isError) {
    const onRetry = () => void query.refetch();
    const gone = isApiError(query.error) && notFoundStatuses.includes(query.error.status);
    return (
      <DetailFrame crumbs={crumbs}>
        {gone ? (
          missing({ onRetry, retrying: query.isFetching })
        ) : (
          <ErrorState
            message={message(query.error)}
            onRetry={onRetry}
            retrying={query.isFetching}
          />
        )}
      </DetailFrame>
    );
  }
  return children(query.data);
}
