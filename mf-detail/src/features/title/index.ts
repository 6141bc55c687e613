/** The title page (`/movie/{id}`, `/tv/{id}`): its hero, facts and actions, composed with the other features. */
export { DetailPage } from './detail-page';
export { EntityRoute } from './entity-route';
