import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ErrorState, icons } from '@reelist/ui';
import { useRuntimeConfig } from '@reelist/state';
import { reportCopyFailed } from './report-messages';

export interface ErrorScreenProps {
  error: unknown;
  componentStack: string | null;
  onRetry: () => void;
  onGoHome: () => void;
}

/** 'Oops! Something went wrong' with Try Again, Go Home and Report Error. */
export function ErrorScreen({ error, componentStack, onRetry, onGoHome }: ErrorScreenProps) {
  const config = useRuntimeConfig();
  const { t } = useLingui();
  // The report's code loads when asked for (it is not part of the first screen); if even that fails, say so.
  const report = () =>
    void import('./lazy/error-report').then(
      ({ buildErrorReport, copyErrorReport }) => copyErrorReport(buildErrorReport({ error, componentStack, config })),
      () => window.alert(reportCopyFailed()),
    );
  return (
    <ErrorState
      title={t`Oops! Something went wrong`}
      message={t`An unexpected error stopped this page. Try again, or go back to the home page.`}
      onRetry={onRetry}
      actions={
        <>
          <Button variant="secondary" icon={icons.home} onClick={onGoHome}>
            <Trans>Go Home</Trans>
          </Button>
          <Button variant="ghost" icon={icons.alert} onClick={report}>
            <Trans>Report Error</Trans>
          </Button>
        </>
      }
    />
  );
}
