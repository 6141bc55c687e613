import { useMemo } from 'react';
import { homeLists } from './api/get-home-lists';
import { AppPanel } from './app-panel';
import { FeatureCards } from './feature-cards';
import { HomeSearch } from './home-search';
import { MyServicesSlot } from './my-services/my-services-slot';
import { ContinueWatchingRow, RecommendedCarousel } from './recommended-carousel';
import { TitleCarousel } from './title-carousel';
import { WatchlistBanner } from './watchlist-banner';
import styles from './home-page.module.css';

/** Home (/): welcome and search, the watchlist banner, the app panel, the carousels and the feature cards. */
export function HomePage() {
  const lists = useMemo(() => homeLists(), []);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          Welcome to Reelist
        </h1>
        <p className={styles.lead}>Discover movies and TV shows, and keep track of what you want to watch.</p>
        <HomeSearch />
      </section>
      <WatchlistBanner />
      <AppPanel />
      <div className={styles.rows}>
        <ContinueWatchingRow />
        <RecommendedCarousel />
        <MyServicesSlot />
        {lists.map((list) => (
          <TitleCarousel
            key={list.id}
            title={list.title}
            viewAllHref={list.viewAllHref}
            queryKey={list.id}
            load={list.load}
            mediaType={list.mediaType}
          />
        ))}
      </div>
      <FeatureCards />
    </div>
  );
}

export default HomePage;
