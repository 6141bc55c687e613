// The Preferences feature's front door: other features and the preview import it from here only.
export { PreferencesPage } from './preferences-page';
