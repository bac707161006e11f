import { Flex, Spin } from '@kanri/design-system/essentials';
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { TEXTS } from '../texts';
import { ErrorPanel } from './error-panel';

interface Props {
  remote: string;
  /** Renders the area again from scratch (a fresh lazy load). */
  children: (attempt: number) => ReactNode;
  /** Shown while the area loads (default: a centred spinner sized for a page; `null` shows nothing). */
  fallback?: ReactNode;
  /** Shown when the area failed (default: the page-sized error panel); `retry` loads it again. */
  renderError?: (retry: () => void, error: Error) => ReactNode;
}

interface State {
  error: Error | null;
  attempt: number;
}

export function AreaSpinner() {
  return (
    <Flex align="center" justify="center" style={{ minHeight: 240 }} role="status" aria-label="Loading">
      <Spin />
    </Flex>
  );
}

/**
 * Every remote mount sits in one: a remote that is down or throws shows an error panel with Retry in
 * its own area; the sidebar, header and other areas keep working.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null, attempt: 0 };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[remote ${this.props.remote}] failed to render`, error, info.componentStack);
  }

  retry = () => this.setState((state) => ({ error: null, attempt: state.attempt + 1 }));

  override render() {
    if (this.state.error) {
      if (this.props.renderError) return this.props.renderError(this.retry, this.state.error);
      return (
        <ErrorPanel
          title={TEXTS.remoteFailedTitle}
          description={
            <>
              {TEXTS.remoteFailedBody}
              <br />
              <code style={{ fontSize: 12, opacity: 0.7 }}>{this.props.remote}</code>
            </>
          }
          onRetry={this.retry}
        />
      );
    }
    const fallback = this.props.fallback === undefined ? <AreaSpinner /> : this.props.fallback;
    return <Suspense fallback={fallback}>{this.props.children(this.state.attempt)}</Suspense>;
  }
}
