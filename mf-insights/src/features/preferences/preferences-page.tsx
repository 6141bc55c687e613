import { Button, icons, PageHeader } from '@reelist/ui';
import { LeaveGuard } from './leave-guard';
import { MoveSection } from './move/move-section';
import {
  AppearanceSection,
  ContentSection,
  DataExportSection,
  NotificationsSection,
  PrivacySection,
} from './preference-sections';
import { usePreferencesForm } from './use-preferences-form';
import styles from './preferences.module.css';

/** Preferences (/preferences): edits are buffered and take effect on Save. */
export function PreferencesPage() {
  const form = usePreferencesForm();
  return (
    <div className={styles.page}>
      <PageHeader title="Preferences" subtitle="Customize your experience" />
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (form.modified && !form.saving) form.save();
        }}
      >
        <AppearanceSection form={form} />
        <ContentSection form={form} />
        <NotificationsSection form={form} />
        <PrivacySection form={form} />
        <DataExportSection form={form} />
        <div className={styles.actions}>
          {form.modified && !form.saving && <p className={styles.unsaved}>You have unsaved changes.</p>}
          <Button variant="secondary" icon={icons.refresh} onClick={form.reset} disabled={form.saving}>
            Reset
          </Button>
          <Button type="submit" disabled={!form.modified || form.saving} aria-live="polite">
            {form.saving ? 'Saving...' : 'Save Changes'}
          </Button>
        </div>
      </form>
      <MoveSection />
      <LeaveGuard unsaved={form.modified && !form.saving} onSave={form.save} />
    </div>
  );
}

export default PreferencesPage;
