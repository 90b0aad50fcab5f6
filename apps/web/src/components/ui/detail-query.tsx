import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { useErrorMessage } from '@/lib/error-message';
import { ErrorState } from './error-state';
import type { Crumb } from './breadcrumbs';
import { DetailFrame } from './page-frame';

interface DetailQueryProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    error: unknown;
    isFetching: boolean;
    data: T | undefined;
    refetch: () => unknown;
  };
  crumbs: readonly Crumb[];
  /** The page's shape while it loads. */
  skeleton: ReactNode;
  /** Shown when the server says the thing does not exist. */
  notFound: ReactNode;
  /** The statuses that mean "does not exist" (a malformed id answers 400 on some routes). */
  notFoundStatuses?: readonly number[];
  children: (data: T) => ReactNode;
}

/** A detail page's states: loading, not found, an error with retry, or the loaded page. */
export function DetailQuery<T>({
  query,
  crumbs,
  skeleton,
  notFound,
  notFoundStatuses = [404, 400],
  children,
}: DetailQueryProps<T>) {
  const common = useTranslation().t;
  const message = useErrorMessage();
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
  if (query.isError || query.data === undefined) {
    const missing = isApiError(query.error) && notFoundStatuses.includes(query.error.status);
    return (
      <DetailFrame crumbs={crumbs}>
        {missing ? (
          notFound
        ) : (
          <ErrorState
            message={message(query.error)}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        )}
      </DetailFrame>
    );
  }
  return children(query.data);
}
