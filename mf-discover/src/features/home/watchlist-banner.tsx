import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AppLink, useWatchlist } from '@reelist/state';
import { Icon, icons } from '@reelist/ui';
import styles from './home-page.module.css';

/** The watchlist count with a link to it; nothing while the list is empty. */
export function WatchlistBanner() {
  const { stats } = useWatchlist();
  const { t } = useLingui();
  const { total } = stats;
  if (total === 0) return null;
  return (
    <aside className={styles.banner} aria-label={t`Your watchlist`}>
      <Icon icon={icons.bookmark} size={22} />
      <p className={styles.bannerText}>
        <Plural
          value={total}
          one={
            <span>
              You have <strong>#</strong> title in your watchlist.
            </span>
          }
          other={
            <span>
              You have <strong>#</strong> titles in your watchlist.
            </span>
          }
        />
      </p>
      <AppLink to="/watchlist" className={styles.bannerLink}>
        <Trans>View Watchlist</Trans>
      </AppLink>
    </aside>
  );
}
