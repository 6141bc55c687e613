import { Link } from 'react-router-dom';
import { buttonClassName, EmptyState, icons } from '@reelist/ui';

/** What an address the app does not know shows: the header stays, with a way back home. */
export function NotFoundPage() {
  return (
    <EmptyState
      icon={icons.search}
      headingLevel={1}
      title="Page Not Found"
      message="There is no page at this address. It may have moved, or the link may be mistyped."
      action={
        <Link to="/" className={buttonClassName()}>
          Go Home
        </Link>
      }
    />
  );
}
