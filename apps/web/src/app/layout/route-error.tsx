import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n-react';
import { buttonStyles } from '@/components/ui/button-styles';

/**
 * A render error or a chunk that failed to load (a deploy replaced it). Reloading fetches the
 * new index; the home link is the way out when the page itself is broken.
 */
function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-start justify-center gap-4 px-4">
      <h1 className="text-3xl font-bold leading-display text-jungle-900">
        {t('route-error.title')}
      </h1>
      <p className="text-ink-muted">{t('route-error.body')}</p>
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonStyles.primary}
          onClick={() => window.location.reload()}
        >
          {t('route-error.reload')}
        </button>
        <Link to="/" className={buttonStyles.secondary} reloadDocument>
          {t('route-error.home')}
        </Link>
      </div>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  /** The page the error belongs to: another path is another page, given its own chance. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  failed: boolean;
  pathname: string;
}

/** Around the page: the header and footer stay usable when a page fails. */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<RouteErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    console.error(error);
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
