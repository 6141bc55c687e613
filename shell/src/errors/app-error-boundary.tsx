import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

export interface AppErrorBoundaryProps {
  /** A new value (e.g. the pathname) clears a shown error: moving to another page is a fresh start. */
  resetKey: string;
  onGoHome: () => void;
  children: ReactNode;
}

interface AppErrorBoundaryState {
  error: unknown;
  componentStack: string | null;
  failedAt: string | null;
}

/** The app-level error screen around the page content; the header stays usable above it. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: null, componentStack: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<AppErrorBoundaryState> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(
    props: AppErrorBoundaryProps,
    state: AppErrorBoundaryState,
  ): Partial<AppErrorBoundaryState> | null {
    if (state.error === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { error: null, componentStack: null, failedAt: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[reelist] the page crashed', error, info.componentStack);
    this.setState({ componentStack: info.componentStack ?? null });
  }

  private readonly reset = () => this.setState({ error: null, componentStack: null, failedAt: null });

  private readonly goHome = () => {
    this.reset();
    this.props.onGoHome();
  };

  override render() {
    const { error, componentStack } = this.state;
    if (error === null) return this.props.children;
    return <ErrorScreen error={error} componentStack={componentStack} onRetry={this.reset} onGoHome={this.goHome} />;
  }
}
