import { AppLink, useWatchlist } from '@reelist/state';
import { Icon, icons } from '@reelist/ui';
import styles from './home-page.module.css';

/** The watchlist count with a link to it; nothing while the list is empty. */
export function WatchlistBanner() {
  const { stats } = useWatchlist();
  if (stats.total === 0) return null;
  const noun = stats.total === 1 ? 'title' : 'titles';
  return (
    <aside className={styles.banner} aria-label="Your watchlist">
      <Icon icon={icons.bookmark} size={22} />
      <p className={styles.bannerText}>
        You have <strong>{stats.total}</strong> {noun} in your watchlist.
      </p>
      <AppLink to="/watchlist" className={styles.bannerLink}>
        View Watchlist
      </AppLink>
    </aside>
  );
}
