import { Trans, useLingui } from '@lingui/react/macro';
import { Button, icons, PageHeader } from '@reelist/ui';
import { useInsightsMessages } from '../../lib/messages';
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
  useInsightsMessages();
  const { t } = useLingui();
  const form = usePreferencesForm();
  return (
    <div className={styles.page}>
      <PageHeader title={t`Preferences`} subtitle={t`Customize your experience`} />
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
          {form.modified && !form.saving && (
            <p className={styles.unsaved}>
              <Trans>You have unsaved changes.</Trans>
            </p>
          )}
          <Button variant="secondary" icon={icons.refresh} onClick={form.reset} disabled={form.saving}>
            <Trans>Reset</Trans>
          </Button>
          <Button type="submit" disabled={!form.modified || form.saving} aria-live="polite">
            {form.saving ? t`Saving...` : t`Save Changes`}
          </Button>
        </div>
      </form>
      <MoveSection />
      <LeaveGuard unsaved={form.modified && !form.saving} onSave={form.save} />
    </div>
  );
}

export default PreferencesPage;
