/** A show's seasons and episodes, with the episodes the visitor marked watched. */
export { SeasonsSection } from './seasons-section';
