import { Button, ErrorState, icons } from '@reelist/ui';
import { useRuntimeConfig } from '@reelist/state';
import { REPORT_COPY_FAILED } from './report-messages';

export interface ErrorScreenProps {
  error: unknown;
  componentStack: string | null;
  onRetry: () => void;
  onGoHome: () => void;
}

/** 'Oops! Something went wrong' with Try Again, Go Home and Report Error. */
export function ErrorScreen({ error, componentStack, onRetry, onGoHome }: ErrorScreenProps) {
  const config = useRuntimeConfig();
  // The report's code loads when asked for (it is not part of the first screen); if even that fails, say so.
  const report = () =>
    void import('./lazy/error-report').then(
      ({ buildErrorReport, copyErrorReport }) => copyErrorReport(buildErrorReport({ error, componentStack, config })),
      () => window.alert(REPORT_COPY_FAILED),
    );
  return (
    <ErrorState
      title="Oops! Something went wrong"
      message="An unexpected error stopped this page. Try again, or go back to the home page."
      onRetry={onRetry}
      actions={
        <>
          <Button variant="secondary" icon={icons.home} onClick={onGoHome}>
            Go Home
          </Button>
          <Button variant="ghost" icon={icons.alert} onClick={report}>
            Report Error
          </Button>
        </>
      }
    />
  );
}
