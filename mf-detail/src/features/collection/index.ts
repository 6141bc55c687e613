/** The collection page (`/collection/{id}`). */
export { CollectionPage } from './collection-page';
