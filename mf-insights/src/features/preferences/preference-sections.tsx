import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ReactNode } from 'react';
import type { UserPreferences } from '@reelist/contracts';
import { useNotifications } from '@reelist/state';
import { Select, Switch } from '@reelist/ui';
import {
  EXPORT_FORMAT_OPTIONS,
  languageOptions,
  regionOptions,
  themeOptions,
  viewOptions,
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
  const { t } = useLingui();
  return (
    <Section title={t`Appearance`} description={t`How Reelist looks`}>
      <Select
        label={t`Theme`}
        value={draft.theme.theme}
        options={themeOptions()}
        onChange={(theme) => setTheme({ theme })}
      />
      <Switch
        label={t`Auto Theme`}
        description={t`Follow the system's light or dark setting`}
        checked={draft.theme.autoTheme}
        onChange={(autoTheme) => setTheme({ autoTheme })}
      />
      <Select
        label={t`Default View`}
        value={draft.preferences.defaultView}
        options={viewOptions()}
        onChange={(view) => setPreference('defaultView', view)}
      />
    </Section>
  );
}

export function ContentSection({ form }: FormProps) {
  const { preferences } = form.draft;
  const { t } = useLingui();
  return (
    <Section title={t`Content`} description={t`What the movie service returns`}>
      <Select
        label={t`Preferred Language`}
        value={preferences.preferredLanguage}
        options={withCurrent(languageOptions(), preferences.preferredLanguage)}
        onChange={(value) => form.setPreference('preferredLanguage', value)}
      />
      <Select
        label={t`Preferred Region`}
        value={preferences.preferredRegion}
        options={withCurrent(regionOptions(), preferences.preferredRegion)}
        onChange={(value) => form.setPreference('preferredRegion', value)}
      />
      <PreferenceSwitch
        form={form}
        name="showAdultContent"
        label={t`Show Adult Content`}
        description={t`Include adult titles in search and discovery`}
      />
      <ServicesPicker
        region={preferences.preferredRegion}
        selected={preferences.myServices}
        onChange={(next) => form.setPreference('myServices', next)}
      />
    </Section>
  );
}

export function NotificationsSection({ form }: FormProps) {
  const notifications = useNotifications();
  const { t } = useLingui();
  const pushStatus: Record<string, string> = {
    'not-supported': t`Push notifications are not supported here`,
    denied: t`Notifications are blocked in your browser settings`,
  };
  // The push subscription is the source of truth: it changes at once, through the shell's push flow.
  const enabled = notifications.subscribed;
  return (
    <Section title={t`Notifications`} description={t`Push notifications from Reelist`}>
      <Switch
        label={t`Enable Notifications`}
        description={pushStatus[notifications.permission] ?? t`Get notified about new content`}
        checked={enabled}
        disabled={notifications.busy || notifications.permission === 'not-supported'}
        onChange={(on) => (on ? notifications.enable() : notifications.disable())}
      />
      <PreferenceSwitch
        form={form}
        name="notifyNewReleases"
        label={t`New Releases`}
        description={t`When new movies and shows come out`}
        disabled={!enabled}
      />
      <PreferenceSwitch
        form={form}
        name="notifyTrending"
        label={t`Trending Content`}
        description={t`When something starts trending`}
        disabled={!enabled}
      />
    </Section>
  );
}

export function PrivacySection({ form }: FormProps) {
  const { t } = useLingui();
  return (
    <Section title={t`Privacy`} description={t`What Reelist keeps about you, in this browser only`}>
      <PreferenceSwitch
        form={form}
        name="trackAnalytics"
        label={t`Analytics Tracking`}
        description={t`Record the titles you view and your searches for the analytics dashboard`}
      />
      <PreferenceSwitch
        form={form}
        name="shareWatchlist"
        label={t`Share Watchlist`}
        description={t`Allow sharing your watchlist`}
      />
    </Section>
  );
}

export function DataExportSection({ form }: FormProps) {
  const { preferences } = form.draft;
  const { t } = useLingui();

  return (
    <Section title={t`Data Export`} description={t`Defaults of the watchlist export`}>
      <Select
        label={t`Export Format`}
        value={preferences.exportFormat}
        options={EXPORT_FORMAT_OPTIONS}
        onChange={(value) => form.setPreference('exportFormat', value)}
      />
      <PreferenceSwitch
        form={form}
        name="includePosters"
        label={t`Include Posters`}
        description={t`Add poster paths to exports`}
      />
    </Section>
  );
}
