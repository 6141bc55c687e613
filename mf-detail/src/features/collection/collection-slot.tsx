import { lazy, Suspense } from 'react';
import type { Title } from '@reelist/contracts';
import styles from './collection-slot.module.css';

// What the title page's chunk carries of this feature: these two wrappers. The page and the block are chunks of
// their own, loaded when shown.
const Page = lazy(() => import('./collection-page'));
const Block = lazy(() => import('./part-of-collection'));

/**
 * The collection page (`/collection/{id}`). A plain component around the lazy one: the entity route lazy-loads this
 * front door and suspends while the page's chunk loads (React refuses a lazy component resolving to another).
 */
export function CollectionPage() {
  return <Page />;
}

/**
 * Detail's "Part of the {name}" block: nothing at all for a title in no collection; otherwise its room is held while
 * the block's chunk loads, so nothing below it moves.
 */
export function PartOfCollection({ title }: { title: Title }) {
  const collection = title.belongs_to_collection;
  if (!collection) return null;
  return (
    <Suspense fallback={<div className={styles.slot} />}>
      <Block collection={collection} />
    </Suspense>
  );
}
