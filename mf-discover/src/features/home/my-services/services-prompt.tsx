import { Trans, useLingui } from '@lingui/react/macro';
import { AppLink, usePreferences } from '@reelist/state';
import { buttonClassName, Icon, IconButton, icons } from '@reelist/ui';
import styles from './my-services.module.css';

/**
 * First run, until services are chosen or it is dismissed: a card in Home's flow (not fixed over every screen, as it
 * was) leading to the services in Preferences. It renders with Home's first paint, so nothing moves when it
 * appears. Dismissing it is remembered with the preferences.
 */
export function ServicesPrompt() {
  const { preferences, savePreferences } = usePreferences();
  const { t } = useLingui();
  if (preferences.myServices.length > 0 || preferences.servicesPromptDismissed) return null;
  const dismiss = () => savePreferences({ ...preferences, servicesPromptDismissed: true });
  return (
    <aside className={styles.prompt} aria-labelledby="services-prompt-title">
      <span className={styles.promptIcon}>
        <Icon icon={icons.tv} size={22} />
      </span>
      <p id="services-prompt-title" className={styles.promptText}>
        <Trans>Pick your services to see what you can watch now</Trans>
      </p>
      <AppLink to="/preferences" className={buttonClassName({ size: 'sm' })}>
        <Trans>Choose services</Trans>
      </AppLink>
      <IconButton icon={icons.x} aria-label={t`Dismiss`} variant="ghost" onClick={dismiss} />
    </aside>
  );
}
