/** @reelist/testing — test helpers shared by every package and app (never imported by runtime code). */
export { TEST_CONFIG, TestProviders, renderInProviders } from './src/render-in-providers';
export type { TestProvidersProps } from './src/render-in-providers';
