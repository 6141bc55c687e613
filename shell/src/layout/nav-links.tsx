import { NavLink } from 'react-router-dom';
import { useWatchlist } from '@reelist/state';
import { cx } from '@reelist/ui';
import { preloadRemotePage } from '../remotes/remote-registry';
import { routeFor } from '../routing/route-table.mjs';
import styles from './nav-links.module.css';

const NAV_BADGE_CAP = 99;

/** The product's navigation, in its fixed order. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/recommendations', label: 'Recommendations' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/preferences', label: 'Preferences' },
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
  return (
    <nav id={id} aria-label="Main" className={cx(styles.nav, open && styles.open)}>
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
              {label}
              {to === '/watchlist' && count > 0 && (
                <>
                  <span className={styles.badge} aria-hidden="true">
                    {badgeLabel(count)}
                  </span>
                  <span className="sr-only">{`, ${count} ${count === 1 ? 'item' : 'items'}`}</span>
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
