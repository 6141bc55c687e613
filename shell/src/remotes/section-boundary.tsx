import { t } from '@lingui/core/macro';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorState } from '@reelist/ui';

interface SectionBoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface SectionBoundaryState {
  failed: boolean;
}

/** Catches a remote that cannot load or throws while rendering; the rest of the app keeps working. */
export class SectionBoundary extends Component<SectionBoundaryProps, SectionBoundaryState> {
  override state: SectionBoundaryState = { failed: false };

  static getDerivedStateFromError(): SectionBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[reelist] section failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        title={t`This section failed to load properly.`}
        message={t`Check your connection, then try again.`}
        onRetry={this.props.onRetry}
      />
    );
  }
}
