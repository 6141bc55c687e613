/**
 * @reelist/storage/testing — hooks for tests, kept out of the package's public API. Only
 * @reelist/testing imports this entry point; apps get the hooks from there.
 */
export { configureStorage } from './src/backend';
export type { StorageLike, StorageBackends } from './src/backend';
export { resetStorageMemory } from './src/reset';
