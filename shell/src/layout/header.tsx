import { NavLink } from 'react-router-dom';
import { useWatchlist } from '@reelist/state';
import { C } from '@reelist/contracts';
import styles from './header.module.css';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/search', label: 'Search' },
  { to: '/recommendations', label: 'Recommendations' },
  { to: '/watchlist', label: 'Watchlist' },
  { to: '/analytics', label: 'Analytics' },
  { to: '/preferences', label: 'Preferences' },
];

export function Header() {
  const { items } = useWatchlist();
  const count = items.length;
  return (
    <header className={styles.header}>
      <NavLink to="/" className={styles.brand}>
        Reelist
      </NavLink>
      <nav aria-label="Main">
        <ul className={styles.links}>
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === '/'} className={({ isActive }) => (isActive ? styles.active : styles.link)}>
                {link.label}
                {link.to === '/watchlist' && count > 0 && (
                  <span className={styles.badge} aria-label={`${count} items`}>
                    {count > C.NAV_BADGE_CAP ? `${C.NAV_BADGE_CAP}+` : count}
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
