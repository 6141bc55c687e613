import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UserPreferences } from '@reelist/contracts';
import { useNotifications } from '@reelist/state';
import { Select, Switch } from '@reelist/ui';
import {
  EXPORT_FORMAT_OPTIONS,
  LANGUAGE_OPTIONS,
  REGION_OPTIONS,
  THEME_OPTIONS,
  VIEW_OPTIONS,
  withCurrent,
} from './options';
import type { PreferencesForm } from './use-preferences-form';
import { ServicesPicker } from './services/services-picker';
import styles from './preferences.module.css';

function Section({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <p className={styles.sectionDescription}>{description}</p>
      </div>
      <div className={styles.fields}>{children}</div>
    </section>
  );
}

type FormProps = { form: PreferencesForm };

type BooleanPreference = {
  [K in keyof UserPreferences]: UserPreferences[K] extends boolean ? K : never;
}[keyof UserPreferences];

/** A switch bound to one on/off preference of the draft. */
function PreferenceSwitch({
  form,
  name,
  ...rest
}: FormProps & { name: BooleanPreference; label: string; description: string; disabled?: boolean }) {
  return (
    <Switch {...rest} checked={form.draft.preferences[name]} onChange={(value) => form.setPreference(name, value)} />
  );
}

export function AppearanceSection({ form }: FormProps) {
  const { draft, setTheme, setPreference } = form;
  return (
    <Section title="Appearance" description="How Reelist looks">
      <Select
        label="Theme"
        value={draft.theme.theme}
        options={THEME_OPTIONS}
        onChange={(theme) => setTheme({ theme })}
      />
      <Switch
        label="Auto Theme"
        description="Follow the system's light or dark setting"
        checked={draft.theme.autoTheme}
        onChange={(autoTheme) => setTheme({ autoTheme })}
      />
      <Select
        label="Default View"
        value={draft.preferences.defaultView}
        options={VIEW_OPTIONS}
        onChange={(view) => setPreference('defaultView', view)}
      />
    </Section>
  );
}

export function ContentSection({ form }: FormProps) {
  const { preferences } = form.draft;
  return (
    <Section title="Content" description="What the movie service returns">
      <Select
        label="Preferred Language"
        value={preferences.preferredLanguage}
        options={withCurrent(LANGUAGE_OPTIONS, preferences.preferredLanguage)}
        onChange={(value) => form.setPreference('preferredLanguage', value)}
      />
      <Select
        label="Preferred Region"
        value={preferences.preferredRegion}
        options={withCurrent(REGION_OPTIONS, preferences.preferredRegion)}
        onChange={(value) => form.setPreference('preferredRegion', value)}
      />
      <PreferenceSwitch
        form={form}
        name="showAdultContent"
        label="Show Adult Content"
        description="Include adult titles in search and discovery"
      />
      <ServicesPicker
        region={preferences.preferredRegion}
        selected={preferences.myServices}
        onChange={(next) => form.setPreference('myServices', next)}
      />
    </Section>
  );
}

const PUSH_STATUS: Record<string, string> = {
  'not-supported': 'Push notifications are not supported here',
  denied: 'Notifications are blocked in your browser settings',
};

export function NotificationsSection({ form }: FormProps) {
  const notifications = useNotifications();
  // The push subscription is the source of truth: it changes at once, through the shell's push flow.
  const enabled = notifications.subscribed;
  return (
    <Section title="Notifications" description="Push notifications from Reelist">
      <Switch
        label="Enable Notifications"
        description={PUSH_STATUS[notifications.permission] ?? 'Get notified about new content'}
        checked={enabled}
        disabled={notifications.busy || notifications.permission === 'not-supported'}
        onChange={(on) => (on ? notifications.enable() : notifications.disable())}
      />
      <PreferenceSwitch
        form={form}
        name="notifyNewReleases"
        label="New Releases"
        description="When new movies and shows come out"
        disabled={!enabled}
      />
      <PreferenceSwitch
        form={form}
        name="notifyTrending"
        label="Trending Content"
        description="When something starts trending"
        disabled={!enabled}
      />
    </Section>
  );
}

export function PrivacySection({ form }: FormProps) {
  return (
    <Section title="Privacy" description="What Reelist keeps about you, in this browser only">
      <PreferenceSwitch
        form={form}
        name="trackAnalytics"
        label="Analytics Tracking"
        description="Record the titles you view and your searches for the analytics dashboard"
      />
      <PreferenceSwitch
        form={form}
        name="shareWatchlist"
        label="Share Watchlist"
        description="Allow sharing your watchlist"
      />
    </Section>
  );
}

export function DataExportSection({ form }: FormProps) {
  const { preferences } = form.draft;
  return (
    <Section title="Data Export" description="Defaults of the watchlist export">
      <Select
        label="Export Format"
        value={preferences.exportFormat}
        options={EXPORT_FORMAT_OPTIONS}
        onChange={(value) => form.setPreference('exportFormat', value)}
      />
      <PreferenceSwitch
        form={form}
        name="includePosters"
        label="Include Posters"
        description="Add poster paths to exports"
      />
    </Section>
  );
}
