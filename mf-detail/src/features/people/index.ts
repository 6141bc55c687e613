/** Cast and crew: the tabs of people, and who directed a title. */
export { CastCrewTabs } from './cast-crew-tabs';
export { directors, personPath } from './people';
