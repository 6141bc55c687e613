/** The person page (`/person/{id}`). */
export { PersonPage } from './person-page';
