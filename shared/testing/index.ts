/** @reelist/testing — test helpers shared by every package and app (never imported by runtime code). */
export { TEST_CONFIG, TestProviders, renderInProviders } from './src/render-in-providers';
export type { TestProvidersProps } from './src/render-in-providers';
export { watchlistItem } from './src/watchlist-item';
export { fakeJsonResponse, fakeMovieService } from './src/fake-services';
export type { FakeRoute } from './src/fake-services';
export { seasonSummary } from './src/tv-season';
export { freshStorageEachTest, fullStorage, noRoomForBackups } from './src/fresh-storage';
export { configureStorage, resetStorageMemory } from '@reelist/storage/testing';
export type { StorageLike, StorageBackends } from '@reelist/storage/testing';
