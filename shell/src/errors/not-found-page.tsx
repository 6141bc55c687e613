import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { buttonClassName, EmptyState, icons } from '@reelist/ui';

/** What an address the app does not know shows: the header stays, with a way back home. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={icons.search}
      headingLevel={1}
      title={t`Page Not Found`}
      message={t`There is no page at this address. It may have moved, or the link may be mistyped.`}
      action={
        <Link to="/" className={buttonClassName()}>
          <Trans>Go Home</Trans>
        </Link>
      }
    />
  );
}
