import { NavLink } from 'react-router-dom';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@reelist/i18n/react';
import { useWatchlist } from '@reelist/state';
import { cx } from '@reelist/ui';
import { preloadRemotePage } from '../remotes/remote-registry';
import { routeFor } from '../routing/route-table.mjs';
import styles from './nav-links.module.css';

const NAV_BADGE_CAP = 99;

/** The product's navigation, in its fixed order. */
export const NAV_LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/search', label: msg`Search` },
  { to: '/recommendations', label: msg`Recommendations` },
  { to: '/watchlist', label: msg`Watchlist` },
  { to: '/analytics', label: msg`Analytics` },
  { to: '/preferences', label: msg`Preferences` },
] as const;

/** '99+' above the badge cap of 99. */
export const badgeLabel = (count: number): string => (count > NAV_BADGE_CAP ? `${NAV_BADGE_CAP}+` : String(count));

// Hovering or focusing a link is a strong hint of the next page: warm its remote before the click.
function warm(path: string): void {
  const route = routeFor(path);
  if (route) preloadRemotePage(route.remote, route.module);
}

export interface NavLinksProps {
  open: boolean;
  id: string;
  onNavigate: () => void;
}

export function NavLinks({ open, id, onNavigate }: NavLinksProps) {
  const count = useWatchlist().items.length;
  const { _ } = useLingui();
  return (
    <nav id={id} aria-label={_(msg`Main`)} className={cx(styles.nav, open && styles.open)}>
      <ul className={styles.links}>
        {NAV_LINKS.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              end
              className={({ isActive }) => cx(styles.link, isActive && styles.active)}
              onMouseEnter={() => warm(to)}
              onFocus={() => warm(to)}
              onClick={onNavigate}
            >
              {_(label)}
              {to === '/watchlist' && count > 0 && (
                <>
                  <span className={styles.badge} aria-hidden="true">
                    {badgeLabel(count)}
                  </span>
                  <span className="sr-only">{plural(count, { one: ', # item', other: ', # items' })}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
