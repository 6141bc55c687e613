/**
 * Collections: the page of `/collection/{id}` and Detail's "Part of the {name}" block. Detail renders the block for
 * every movie, so this front door stays small: both are chunks of their own (collection-slot.tsx).
 */
export { CollectionPage, PartOfCollection } from './collection-slot';
