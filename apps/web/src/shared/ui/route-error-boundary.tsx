import { Component, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button, buttonClass } from './button';

function RouteErrorMessage({ onRetry, homePath }: { onRetry: () => void; homePath: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="mx-auto max-w-lg py-24 text-center">
      <p className="font-display text-3xl">{t('state.error')}</p>
      <p className="mt-3 text-graphite-700 dark:text-graphite-300">{t('state.errorHint')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>{t('state.retry')}</Button>
        <Link to={homePath} className={buttonClass('secondary')}>
          {t('state.toHome')}
        </Link>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Where "to the home page" leads: the storefront's or the staff app's start. */
  homePath: string;
  /** A new location clears the error, so the header's links keep working. */
  locationKey: string;
}

class Boundary extends Component<BoundaryProps, { error: unknown; locationKey: string }> {
  override state = { error: undefined as unknown, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; locationKey: string }) {
    return props.locationKey === state.locationKey ? null : { error: undefined, locationKey: props.locationKey };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (this.state.error === undefined) return this.props.children;
    // A reload also recovers from a page chunk that a new release has replaced.
    return <RouteErrorMessage homePath={this.props.homePath} onRetry={() => window.location.reload()} />;
  }
}

/** One per route: a failing page shows a friendly message inside the layout, never a blank screen. */
export function RouteErrorBoundary({ children, homePath }: { children: ReactNode; homePath: string }) {
  const location = useLocation();
  return (
    <Boundary locationKey={location.key} homePath={homePath}>
      {children}
    </Boundary>
  );
}
