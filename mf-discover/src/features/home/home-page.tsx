import { Trans } from '@lingui/react/macro';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { useLingui } from '@reelist/i18n/react';
import { useDiscoverMessages } from '../../lib/messages';
import { homeLists } from './api/get-home-lists';
import { AppPanel } from './app-panel';
import { FeatureCards } from './feature-cards';
import { FollowedPeopleSlot } from './followed-people/followed-people-slot';
import { HomeSearch } from './home-search';
import { MyServicesSlot } from './my-services/my-services-slot';
import { ServicesPrompt } from './my-services/services-prompt';
import { ContinueWatchingRow, RecommendedCarousel } from './recommended-carousel';
import { TitleCarousel } from './title-carousel';
import { WatchlistBanner } from './watchlist-banner';
import styles from './home-page.module.css';

/** Home (/): welcome and search, the watchlist banner, the carousels with the app panel, and the feature cards. */
export function HomePage() {
  useDiscoverMessages();
  const { _ } = useLingui();
  const lists = useMemo(() => homeLists(), []);
  // Rows below the first screen wait for the first row's answer: on a phone, its cards come before anything else.
  const [firstRowSettled, setFirstRowSettled] = useState(false);
  const settleFirstRow = useCallback(() => setFirstRowSettled(true), []);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-heading">
        <h1 id="home-heading" className={styles.heading}>
          <Trans>Welcome to Reelist</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Discover movies and TV shows, and keep track of what you want to watch.</Trans>
        </p>
        <HomeSearch />
      </section>
      <WatchlistBanner />
      <div className={styles.rows}>
        <ContinueWatchingRow />
        <RecommendedCarousel />
        <MyServicesSlot />
        {lists.map((list, index) => (
          <Fragment key={list.id}>
            <TitleCarousel
              title={_(list.title)}
              viewAllHref={list.viewAllHref}
              queryKey={list.id}
              load={list.load}
              peek={list.peek}
              mediaType={list.mediaType}
              firstRow={index === 0}
              deferred={index > 0}
              held={!firstRowSettled}
              onSettled={index === 0 ? settleFirstRow : undefined}
            />
            {/*
              After the first row, so on a phone the first titles keep their place on the first screen, and the app
              panel growing when the browser offers installation (at a moment no page can know) moves nothing above.
            */}
            {index === 0 && <ServicesPrompt />}
            {index === 0 && <AppPanel />}
            {index === 0 && <FollowedPeopleSlot ready={firstRowSettled} />}
          </Fragment>
        ))}
      </div>
      <FeatureCards />
    </div>
  );
}

export default HomePage;
