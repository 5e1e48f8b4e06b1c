import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyText } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

/** What a failed query's banner needs of the query: a way to fetch it again, and whether it is doing so. */
interface RetryableQuery {
  refetch: () => unknown;
  isFetching: boolean;
}

/** A failed query's banner: its title and message. */
interface QueryError {
  title: string;
  message: string;
}

interface QueryErrorStateProps {
  query: RetryableQuery;
  error: QueryError;
}

/**
 * The error banner of a query that failed to load, whose "Try again" fetches it again. While it does, the button
 * spins: a query in error is never pending, so `isFetching` is its refetch.
 */
export function QueryErrorState({ query, error }: QueryErrorStateProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={error.title}
      message={error.message}
      retryLabel={t('common.tryAgain')}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}

interface QueryFallbackProps {
  query: RetryableQuery & { isPending: boolean };
  /** The spinner's accessible name while the query loads. */
  loading: string;
  /** The spinner's height; LoadingState's own unless given. */
  loadingHeight?: string;
  /** The banner's title and message when the query failed. */
  error: QueryError;
}

/** What a view shows while its query has no data to show: a spinner while it loads, else the failure's banner. */
export function QueryFallback({ query, loading, loadingHeight, error }: QueryFallbackProps) {
  if (query.isPending) return <LoadingState label={loading} minHeight={loadingHeight} />;
  return <QueryErrorState query={query} error={error} />;
}

interface QueryBoundaryProps<T, E> extends Omit<QueryFallbackProps, 'query'> {
  query: UseQueryResult<T, E>;
  /** The quiet text shown instead of the data when `when` says it has nothing. */
  empty?: { text: string; when: (data: T) => boolean };
  /** The view of the loaded data. */
  children: (data: T) => ReactNode;
}

/**
 * A data view's states in the order the style guide names them (§6): a spinner while loading, then an error banner
 * with "Try again", then the data, or its empty text when there is nothing to show. A view whose data has loaded
 * stays on screen when a later refetch fails (a refresh after a failed send, the window regaining focus): the banner
 * shows above it, so a form the view holds keeps everything the clinician typed.
 */
export function QueryBoundary<T, E>({ query, empty, children, ...fallback }: QueryBoundaryProps<T, E>) {
  const { data } = query;
  if (query.isPending || data === undefined) return <QueryFallback query={query} {...fallback} />;
  // One shape whether or not the refetch failed, so that the banner's arrival never remounts the view below it.
  return (
    <>
      {query.isError && <QueryErrorState query={query} error={fallback.error} />}
      {empty?.when(data) ? <EmptyText>{empty.text}</EmptyText> : children(data)}
    </>
  );
}
